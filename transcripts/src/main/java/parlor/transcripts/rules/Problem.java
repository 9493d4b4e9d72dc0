package parlor.transcripts.rules;

/**
 * Why a verdict, or one field of it, cannot be accepted, in words for the judge.
 *
 * @param field the form field at fault, so a form can show the reason beside it; empty for the form as a whole
 */
public record Problem(String field, String reason) {

    static Problem of(String field, String reason) {
        return new Problem(field, reason);
    }

    static Problem ofForm(String reason) {
        return new Problem("", reason);
    }

    @Override
    public String toString() {
        return reason;
    }
}
