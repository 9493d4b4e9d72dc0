package parlor.relay.link;

import java.util.List;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/** Turns link messages into frame types and payloads, and back. Unknown or malformed frames decode to an error. */
public final class LinkCodec {

    /** The relay's admission; on a keyed link, the last frame from the relay without a MAC. */
    public static final String WELCOME = "WELCOME";

    private LinkCodec() {}

    /** The message as an unnumbered frame; data messages are numbered by their session. */
    public static Frame toFrame(LinkMessage message) {
        return switch (message) {
            case LinkMessage.Hello h ->
                frame(
                        "HELLO",
                        String.join(
                                " ",
                                h.protocol(),
                                h.terminal(),
                                h.role(),
                                h.session(),
                                h.relayEpoch(),
                                Long.toString(h.delivered()),
                                h.nonce()));
            case LinkMessage.Challenge c -> frame("CHALLENGE", c.nonce());
            case LinkMessage.Auth a -> frame("AUTH", a.mac());
            case LinkMessage.Welcome w ->
                frame(
                        WELCOME,
                        String.join(
                                " ",
                                w.terminal(),
                                w.relayEpoch(),
                                Long.toString(w.delivered()),
                                w.fresh() ? "fresh" : "resume",
                                w.proof(),
                                w.contest()));
            case LinkMessage.Refused refused -> frame("REFUSED", refused.reason());
            case LinkMessage.KeyPressed key -> frame("KEY", key.key().name());
            case LinkMessage.Status status -> frame("STATUS", status.judge() + " " + status.notice());
            case LinkMessage.Bye bye -> frame("BYE", bye.reason());
            case LinkMessage.Draw draw -> drawFrame(draw.event());
            case LinkMessage.JudgeMessage said -> frame("ASK", (said.more() ? "+" : ".") + said.part());
            case LinkMessage.RoundClock c ->
                frame(
                        "CLOCK",
                        String.join(
                                " ",
                                Integer.toString(c.round()),
                                Integer.toString(c.rounds()),
                                c.phase(),
                                c.side(),
                                Long.toString(c.secondsLeft()),
                                c.running() ? "running" : "stopped"));
            case LinkMessage.JudgeNumber judge -> frame("JUDGE", Integer.toString(judge.judge()));
            case LinkMessage.EntryReply reply -> frame("REPLY", (reply.more() ? "+" : ".") + reply.part());
            case LinkMessage.EntryFailed failed -> frame("FAILED", failed.reason());
            case LinkMessage.Facts facts -> frame("FACTS", facts.line());
            case LinkMessage.Reveal reveal -> frame("REVEAL", reveal.text());
            case LinkMessage.WallList wall -> frame("WALL", String.join(" ", wall.terminals()));
            case LinkMessage.EntryKey key -> frame("TYPEKEY", key.key().name());
            case LinkMessage.ToConsole shown -> frame(shown.kind().name(), shown.text());
            case LinkMessage.FromConsole typed -> frame(typed.kind().name(), typed.text());
        };
    }

    private static Frame frame(String type, String payload) {
        return new Frame(type, 0, payload);
    }

    private static Frame drawFrame(ScreenEvent event) {
        return switch (event) {
            case ScreenEvent.Echo echo -> frame("ECHO", echo.text());
            case ScreenEvent.Erase erase -> frame("ERASE", Integer.toString(erase.count()));
            case ScreenEvent.NewLine ignored -> frame("NL", "");
            case ScreenEvent.Prompt ignored -> frame("PROMPT", "");
            case ScreenEvent.EntityLine line -> frame("LINE", line.text());
            case ScreenEvent.EntityType typed -> frame("TYPED", typed.text());
            case ScreenEvent.Clear ignored -> frame("CLEAR", "");
        };
    }

    /** The message a frame carries; throws {@link IllegalArgumentException} saying what is wrong. */
    public static LinkMessage fromFrame(Frame frame) {
        String p = frame.payload();
        return switch (frame.type()) {
            case "HELLO" -> {
                String[] f = words(
                        p, 7, "HELLO needs protocol, terminal, role, session, relay epoch, delivered count and nonce");
                yield new LinkMessage.Hello(f[0], f[1], f[2], f[3], f[4], Long.parseLong(f[5]), f[6]);
            }
            case "CHALLENGE" -> new LinkMessage.Challenge(p);
            case "AUTH" -> new LinkMessage.Auth(p);
            case WELCOME -> {
                String[] f = p.split(" ", 6);
                if (f.length < 5) {
                    throw new IllegalArgumentException(
                            "WELCOME needs terminal, relay epoch, delivered count, fresh|resume and proof");
                }
                yield new LinkMessage.Welcome(
                        f[0], f[1], Long.parseLong(f[2]), f[3].equals("fresh"), f[4], f.length > 5 ? f[5] : "");
            }
            case "REFUSED" -> new LinkMessage.Refused(p);
            case "KEY" -> new LinkMessage.KeyPressed(new Key(p));
            case "STATUS" -> {
                String[] parts = p.split(" ", 2);
                yield new LinkMessage.Status(Integer.parseInt(parts[0]), parts.length > 1 ? parts[1] : "");
            }
            case "BYE" -> new LinkMessage.Bye(p);
            case "ECHO" -> new LinkMessage.Draw(new ScreenEvent.Echo(p));
            case "ERASE" -> new LinkMessage.Draw(new ScreenEvent.Erase(Integer.parseInt(p)));
            case "NL" -> new LinkMessage.Draw(new ScreenEvent.NewLine());
            case "PROMPT" -> new LinkMessage.Draw(new ScreenEvent.Prompt());
            case "LINE" -> new LinkMessage.Draw(new ScreenEvent.EntityLine(p));
            case "TYPED" -> new LinkMessage.Draw(new ScreenEvent.EntityType(p));
            case "CLEAR" -> new LinkMessage.Draw(new ScreenEvent.Clear());
            case "ASK" -> new LinkMessage.JudgeMessage(part(p), more(p));
            case "CLOCK" -> {
                String[] f = words(p, 6, "CLOCK needs round, rounds, phase, side, seconds left and running|stopped");
                yield new LinkMessage.RoundClock(
                        Integer.parseInt(f[0]),
                        Integer.parseInt(f[1]),
                        f[2],
                        f[3],
                        Long.parseLong(f[4]),
                        f[5].equals("running"));
            }
            case "JUDGE" -> new LinkMessage.JudgeNumber(Integer.parseInt(p));
            case "REPLY" -> new LinkMessage.EntryReply(part(p), more(p));
            case "FAILED" -> new LinkMessage.EntryFailed(p);
            case "FACTS" -> new LinkMessage.Facts(p);
            case "REVEAL" -> new LinkMessage.Reveal(p);
            case "WALL" -> new LinkMessage.WallList(p.isEmpty() ? List.of() : List.of(p.split(" ")));
            case "TYPEKEY" -> new LinkMessage.EntryKey(new Key(p));
            case "OUTPUT", "QUESTION", "WATCHING", "WATCHED", "UNWATCHED", "ALERT", "TERMINALS", "DONE" ->
                new LinkMessage.ToConsole(LinkMessage.ToConsole.Kind.valueOf(frame.type()), p);
            case "COMMAND", "ANSWER", "UNWATCH" ->
                new LinkMessage.FromConsole(LinkMessage.FromConsole.Kind.valueOf(frame.type()), p);
            default -> throw new IllegalArgumentException("unknown frame type " + frame.type());
        };
    }

    /** A text part's marker: {@code +} when another part follows, {@code .} on the last. */
    private static boolean more(String payload) {
        if (payload.isEmpty() || (payload.charAt(0) != '+' && payload.charAt(0) != '.')) {
            throw new IllegalArgumentException("a text part starts with + (more follows) or . (last part)");
        }
        return payload.charAt(0) == '+';
    }

    private static String part(String payload) {
        return payload.isEmpty() ? "" : payload.substring(1);
    }

    private static String[] words(String payload, int count, String problem) {
        String[] parts = payload.split(" ");
        if (parts.length != count) {
            throw new IllegalArgumentException(problem + ", got '" + payload + "'");
        }
        return parts;
    }
}
