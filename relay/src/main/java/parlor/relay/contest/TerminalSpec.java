package parlor.relay.contest;

/** A judge's terminal: which entity it talks to, and the judge seated at the start (-1 for none). */
public record TerminalSpec(String id, String entity, int judge) {
}
