package parlor.relay.rounds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The schedule as the operator reads it: the published tables' layout, within 80 columns. */
class ScheduleTextTest {

    private static final RoundFormat LOEBNER_2006 =
            RoundFormats.forRules("loebner-2006").orElseThrow();
    private static final RoundFormat LOEBNER_2009 =
            RoundFormats.forRules("loebner-2009").orElseThrow();
    private static final CastSize FOUR = new CastSize(4, 4, 4);

    /** The matrix as the 2009 rules print it, spaces and dots included. */
    private static final String PUBLISHED_MATRIX = """
                E1 .... E2 .... E3 .... E4
        ----------------------------------
        J1 .... C1 .... C2 .... C3 .... C4
        J2 .... C4 .... C1 .... C2 .... C3
        J3 .... C3 .... C4 .... C1 .... C2
        J4 .... C2 .... C3 .... C4 .... C1""";

    /** The round plan as the rules print it: round, participating, excused. */
    private static final List<String> PUBLISHED_PLAN = List.of(
            "1 .... J1E1C1 J2E3C2 ................ J4 C3 J3 C4",
            "2 .... J4E1C2 J3E3C1 J2E4C3 ......... J1 C4",
            "3 .... J3E1C3 J4E3C4 J1E2C2 ......... J2 C1",
            "4 .... J2E1C4 J3E4C2 ................ J1 C1 J4 C3",
            "5 .... J2E2C1 J1E3C3 ................ J3 J4 C2 C4",
            "6 .... J1E4C4 J4E2C3................. J2 J3 C1 C2",
            "7 .... J4E4C1 J3E2C4................. J1 J2 C2 C3");

    @Test
    void theFinalFourMatrixIsThePublishedOneCharacterForCharacter() {
        for (RoundFormat format : List.of(LOEBNER_2006, LOEBNER_2009)) {
            Schedule schedule = ScheduleMaker.make(format, FOUR, new SplittableRandom(9));

            assertThat(String.join("\n", ScheduleText.matrix(schedule, 80)))
                    .as(format.rules())
                    .isEqualTo(PUBLISHED_MATRIX);
        }
    }

    /** The rules print each pair entry first; the sides are drawn, so each is shown as seated, left first. */
    @Test
    void theFinalFourRoundPlanHasThePublishedRowsInThePublishedOrder() {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, FOUR, new SplittableRandom(9));
        List<String> plan = ScheduleText.roundPlan(schedule, 80);

        assertThat(plan.getFirst()).matches("Round \\.+ Participating \\.+ Excused");
        assertThat(plan).hasSize(1 + PUBLISHED_PLAN.size());
        for (int i = 0; i < PUBLISHED_PLAN.size(); i++) {
            String[] published = PUBLISHED_PLAN.get(i).split("\\.+ ?");
            String[] shown = plan.get(i + 1).split(" \\.+ ");
            assertThat(shown[0]).isEqualTo(published[0].strip());
            assertThat(shown[1]).as("round %d takes part, left first", i + 1).isEqualTo(seated(schedule.round(i + 1)));
            assertThat(shown[1].replaceAll("(J\\d)(C\\d)(E\\d)", "$1$3$2"))
                    .as("round %d takes part, entry first", i + 1)
                    .isEqualTo(published[1].strip());
            assertThat(words(shown[2]))
                    .as("round %d excused", i + 1)
                    .containsExactlyInAnyOrderElementsOf(words(published[2]));
        }
    }

    @Test
    void theColumnsLineUpUnderTheirHeadings() {
        List<String> plan = ScheduleText.roundPlan(ScheduleMaker.make(LOEBNER_2006, FOUR, new SplittableRandom(9)), 80);

        int participating = plan.getFirst().indexOf("Participating");
        int excused = plan.getFirst().indexOf("Excused");
        assertThat(plan.subList(1, plan.size())).allSatisfy(row -> {
            assertThat(row.charAt(participating)).isEqualTo('J');
            assertThat(row.substring(excused)).matches("[JC]\\d.*");
        });
    }

    @Test
    void noLineIsWiderThan80ColumnsWhateverTheSize() {
        List<Schedule> schedules = new ArrayList<>();
        for (int n = 1; n <= 24; n++) {
            schedules.add(ScheduleMaker.make(
                    LOEBNER_2009, new CastSize(n, Math.max(1, n - 1), n + 1), new SplittableRandom(n)));
            schedules.add(
                    ScheduleMaker.make(LOEBNER_2009, new CastSize(n, n, Math.max(1, n / 3)), new SplittableRandom(n)));
            schedules.add(ScheduleMaker.make(
                    RoundFormats.forRules("loebner-1996").orElseThrow(),
                    new CastSize(3 * n, n, n),
                    new SplittableRandom(n)));
        }

        assertThat(schedules)
                .allSatisfy(schedule -> assertThat(ScheduleText.render(schedule).lines())
                        .allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80)));
    }

    @Test
    void aMatrixTooWideForTheScreenIsSplitIntoBlocksThatEachNameTheJudges() {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, new CastSize(12, 12, 12), new SplittableRandom(12));

        List<String> matrix = ScheduleText.matrix(schedule, 80);

        List<String> headings =
                matrix.stream().filter(line -> line.startsWith(" ")).toList();
        assertThat(headings).hasSize(2);
        assertThat(words(String.join(" ", headings).replace(".", " ")))
                .containsExactlyElementsOf(Cast.numbered(new CastSize(12, 12, 12)).entries().stream()
                        .map(HiddenEntity::name)
                        .toList());
        assertThat(matrix.stream().filter(line -> line.startsWith("J12 "))).hasSize(2);
    }

    @Test
    void aLongRoundWrapsUnderItsOwnColumns() {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, new CastSize(12, 12, 12), new SplittableRandom(12));

        List<String> plan = ScheduleText.roundPlan(schedule, 80);

        int participating = plan.getFirst().indexOf("Participating");
        List<String> continued =
                plan.stream().filter(line -> line.startsWith(" ")).toList();
        assertThat(continued).isNotEmpty().allSatisfy(line -> {
            assertThat(line).startsWith(" ".repeat(participating));
            assertThat(line.charAt(participating)).isEqualTo('J');
        });
        assertThat(String.join(" ", plan)).containsPattern("J12(E1C2|C2E1)\\b");
    }

    @Test
    void aOneAtATimeMatrixShowsTheRoundOfEachMeeting() {
        Schedule schedule = ScheduleMaker.make(
                RoundFormats.forRules("kurzweil-kapor").orElseThrow(), new CastSize(3, 1, 3), new SplittableRandom(0));

        assertThat(ScheduleText.matrix(schedule, 80))
                .containsExactly(
                        "        E1 .... C1 .... C2 .... C3",
                        "----------------------------------",
                        "J1 .... 1 ..... 2 ..... 3 ..... 4",
                        "J2 .... 4 ..... 1 ..... 2 ..... 3",
                        "J3 .... 3 ..... 4 ..... 1 ..... 2");
    }

    @Test
    void anUncheckedScheduleShowsWhatIsMissingAndWhatIsDoubled() {
        Schedule broken = WrittenPlans.written(LOEBNER_2006, new CastSize(2, 2, 2), "J1E1C1", "J1E1C2 J2E2C1");

        assertThat(ScheduleText.matrix(broken, 80))
                .containsExactly(
                        "        E1 ....... E2",
                        "---------------------",
                        "J1 .... C1/C2 .... -",
                        "J2 .... - ........ C1");
    }

    @Test
    void theLegendReadsTheFirstMeetingAsTheRulesDo() {
        String text = ScheduleText.render(WrittenPlans.written(LOEBNER_2009, FOUR, "J1C1E1"));

        assertThat(text).endsWith("\nJ1C1E1: judge J1 with C1 at the left terminal and E1 at the right.\n");
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.strip().split("\\s+"))
                .filter(w -> !w.isEmpty())
                .toList();
    }

    /** "J1C1E1 J2E3C2": each judge with whom they meet, as seated, left first. */
    private static String seated(Round round) {
        return String.join(
                " ",
                round.meetings().stream()
                        .map(m -> m.judge().name()
                                + String.join(
                                        "",
                                        m.hidden().stream()
                                                .map(HiddenEntity::name)
                                                .toList()))
                        .toList());
    }
}
