package parlor.relay.switchboard;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.rules.OpeningCheck;
import parlor.transcripts.rules.RuleSet;

/**
 * The 2006 rules' opening assertion: "Each male Confederate will begin his interactions with each
 * Judge by asserting: 'Hello, my name is John and I am a man.' Each female Confederate will begin
 * her interactions with each Judge by asserting: 'Hello, my name is Joan, and I am a woman. Each
 * Entry MUST make one of those two assertions. ... This assertion must be made on the first
 * interaction between the Entity and every Judge". So the confederates are prompted (on their
 * desk, before each conversation: the rule is theirs to follow, the judges are told nothing), and
 * for every hidden entity, program or person, the operator log and the day's verdict log say
 * whether its first words to the judge made it: made, not made, or (said after its first words)
 * made late. The judge is told nothing. In a 2006 day each judge meets each entity once, so every
 * conversation is a first interaction. Capitals, punctuation and spacing do not count.
 */
final class OpeningAssertion {

    static final String JOHN = "Hello, my name is John and I am a man.";
    static final String JOAN = "Hello, my name is Joan, and I am a woman.";
    /** Shown on a confederate's desk as each 2006 conversation begins. */
    static final List<String> PROMPT = List.of(
            "2006 rules: begin with one of these, as your first words to this judge:", "  " + JOHN, "  " + JOAN);

    private final String terminal;
    private final String entity;
    private final boolean required;
    private final String phase;
    private final OpeningRecord record;
    private boolean checked;
    /** Made, at first or late: nothing more to watch for. */
    private boolean settled;

    private OpeningAssertion(String terminal, String entity, boolean required, String phase, OpeningRecord record) {
        this.terminal = terminal;
        this.entity = entity;
        this.required = required;
        this.phase = phase;
        this.record = record;
    }

    /**
     * Checks the replies of a new conversation with a hidden entity under 2006 until the assertion is made; nothing
     * else. What it finds goes on {@code record}, under the conversation's phase {@code phase}.
     */
    static OpeningAssertion at(
            String terminal,
            EntitySpec entity,
            Contest contest,
            boolean recovered,
            String phase,
            OpeningRecord record) {
        boolean hidden = !(entity instanceof EntitySpec.Desk || entity instanceof EntitySpec.Clerk);
        return new OpeningAssertion(
                terminal, entity.id(), hidden && !recovered && required(contest.day()), phase, record);
    }

    static boolean required(Optional<Contest.DayRules> day) {
        return day.map(d -> d.rules() == RuleSet.LOEBNER_2006).orElse(false);
    }

    /** The entity's reply: the first one says whether the assertion was made; a later one may make it late. */
    void replied(List<String> lines, int judge) {
        if (!required || settled) {
            return;
        }
        boolean first = !checked;
        checked = true;
        OpeningCheck.Said said = made(lines) && first
                ? OpeningCheck.Said.MADE
                : madeAnywhere(lines) ? OpeningCheck.Said.MADE_LATE : OpeningCheck.Said.NOT_MADE;
        settled = said != OpeningCheck.Said.NOT_MADE;
        if (said == OpeningCheck.Said.MADE_LATE) {
            OpsLog.openingAssertionLate(terminal, entity, judge);
        } else if (first) {
            OpsLog.openingAssertion(terminal, entity, judge, said == OpeningCheck.Said.MADE);
        }
        if (first || settled) {
            record.checked(terminal, entity, judge, phase, said);
        }
    }

    /** Whether {@code lines} begin with either assertion. */
    static boolean made(List<String> lines) {
        String said = plain(String.join(" ", lines));
        return said.startsWith(plain(JOHN)) || said.startsWith(plain(JOAN));
    }

    /** Whether either assertion is anywhere in {@code lines}, whole words. */
    private static boolean madeAnywhere(List<String> lines) {
        String said = " " + plain(String.join(" ", lines)) + " ";
        return said.contains(" " + plain(JOHN) + " ") || said.contains(" " + plain(JOAN) + " ");
    }

    private static String plain(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z]+", " ").strip();
    }
}
