package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A status line at the screen's width: the least important parts give way, and no word is cut in half. */
class StatusLineTest {

    private static final String HINTS = "PgUp/PgDn scroll  Ctrl-] quit ";
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    @Test
    void whatFitsIsShownWhole() {
        StatusLine line = new StatusLine(" T1  judge 04", List.of("connected", ""), "", List.of(HINTS, ""));

        assertThat(line.fit(80))
                .isEqualTo(" T1  judge 04  connected" + " ".repeat(80 - 24 - HINTS.length()) + HINTS)
                .hasSize(80);
    }

    @Test
    void theHintsGoFirstThenTheLinkShortensThenTheNoticeLosesWords() {
        String head = " T1  judge 01  round 1/4 left 0:17";
        List<String> lost = List.of(
                "lost the relay at 127.0.0.1:7301 (no word from it for 10 s); retrying", "relay lost; retrying");

        assertThat(new StatusLine(head, lost.subList(1, 2), "", List.of(HINTS, ""))
                        .fit(80)
                        .stripTrailing())
                .isEqualTo(head + "  relay lost; retrying");
        assertThat(new StatusLine(head, lost, "", List.of(HINTS, "")).fit(80).stripTrailing())
                .isEqualTo(head + "  relay lost; retrying");
        assertThat(new StatusLine(head, lost, "the other side is not responding", List.of(HINTS, "")).fit(80))
                .isEqualTo(head + "  relay lost; retrying  | the other side is...");
    }

    @Test
    void aLabelledNoticeKeepsItsLabelAndItsLatestWords() {
        String typing = "judge typing (2 lines so far): I would like to know what you think of the weather in Brighton";

        assertThat(StatusLine.cut(typing, 60))
                .isEqualTo("judge typing (2 lines so far): ...of the weather in Brighton");
        assertThat(StatusLine.cut(typing, 40)).isEqualTo("judge typing: ...the weather in Brighton");
        assertThat(StatusLine.cut("the other side is not responding", 20)).isEqualTo("the other side is...");
        assertThat(StatusLine.cut("x".repeat(200), 10)).isEqualTo("xxxxxxx...");
        assertThat(StatusLine.cut("unresponsive entry", 8)).isEqualTo("...");
    }

    /** Whatever the parts, at any width from 30 to 120: never wider, and every word shown is a word given. */
    @Test
    void noWordIsEverCutInHalf() {
        Random random = new Random(80);
        for (int run = 0; run < 5_000; run++) {
            String head = " T" + random.nextInt(20) + "  judge "
                    + (random.nextBoolean() ? "--" : "0" + random.nextInt(10))
                    + (random.nextBoolean()
                            ? "  round 2/4 left 4:1" + random.nextInt(10) + (random.nextBoolean() ? " PAUSED" : "")
                            : "");
            String link = words(random, random.nextInt(12));
            String notice = (random.nextBoolean() ? "judge typing (" + random.nextInt(9) + " lines so far): " : "")
                    + words(random, random.nextInt(25));
            int columns = 30 + random.nextInt(91);
            StatusLine status = new StatusLine(head, List.of(link, words(random, 2)), notice, List.of(HINTS, ""));

            String shown = status.fit(columns);

            assertThat(shown.length()).as("%s at %d", status, columns).isLessThanOrEqualTo(columns);
            assertThat(wordsIn(shown))
                    .as("%s at %d: %s", status, columns, shown)
                    .isSubsetOf(wordsIn(head + " " + link + " " + status.link() + " " + notice + " " + HINTS));
        }
    }

    private static String words(Random random, int count) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StringBuilder word = new StringBuilder();
            for (int letters = 1 + random.nextInt(10); letters > 0; letters--) {
                word.append((char) ('a' + random.nextInt(26)));
            }
            words.add(word + (random.nextInt(6) == 0 ? ";" : ""));
        }
        return String.join(" ", words);
    }

    private static Set<String> wordsIn(String text) {
        Set<String> words = new HashSet<>();
        Matcher matcher = WORD.matcher(text);
        while (matcher.find()) {
            words.add(matcher.group());
        }
        return words;
    }
}
