package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.contest.ContestFacts;

/** The first, automatic mark: what each kind of pattern finds in an answer, and what it leaves to a person. */
class PrescreenMarkingTest {

    private static final ZoneId LONDON = ZoneId.of("Europe/London");
    /** The 2009 facts: 10:00 on 6 September, 7 rounds of 20 minutes. */
    private static final ContestFacts FACTS = new ContestFacts(
            Optional.of(ZonedDateTime.of(2009, 9, 6, 10, 0, 0, 0, LONDON)), LONDON, Duration.ofMinutes(20), 7);
    /** 14:03 and a few seconds, in the contest's fifth hour: round... beyond the seventh. */
    private static final Instant TWO_OH_THREE =
            ZonedDateTime.of(2009, 9, 6, 14, 3, 20, 0, LONDON).toInstant();

    private static final Instant TEN_FORTY =
            ZonedDateTime.of(2009, 9, 6, 10, 40, 5, 0, LONDON).toInstant();

    @ParameterizedTest(name = "''{0}'' at 14:03 is marked {1}")
    @CsvSource(delimiter = '|', textBlock = """
        It is 14:03.                    | 2
        It's 2:03 in the afternoon.     | 2
        about 02.04                     | 2
        14:02, I think                  | 2
        It is 14:05.                    | 0
        It is 114:03.                   | 0
        Time for tea.                   | 0
        """)
    void theTimeIsRightWithinAMinuteEitherWay(String answer, int mark) {
        assertThat(auto(ask("{time}"), answer, TWO_OH_THREE)).hasValue(mark);
    }

    @ParameterizedTest(name = "''{0}'' in the third round is marked {1}")
    @CsvSource(delimiter = '|', textBlock = """
        This is round 3.                | 2
        the third round                 | 2
        Round three, I believe.         | 2
        Round 13                        | 0
        the first                       | 0
        """)
    void theRoundIsADigitAWordOrAnOrdinal(String answer, int mark) {
        assertThat(auto(ask("{round}"), answer, TEN_FORTY)).hasValue(mark);
    }

    @Test
    void outsideTheContestsRoundsNoRoundIsRight() {
        assertThat(auto(ask("{round}"), "round 13", TWO_OH_THREE)).hasValue(0);
    }

    @Test
    void thePartOfTheDayAllowsEveryRightWord() {
        assertThat(auto(ask("{daypart}"), "Afternoon, obviously", TWO_OH_THREE)).hasValue(2);
        assertThat(auto(ask("{daypart}"), "It is morning", TWO_OH_THREE)).hasValue(0);
        assertThat(auto(ask("{daypart}"), "Morning!", TEN_FORTY)).hasValue(2);
        assertThat(TimeAnswers.partsOfDay(12)).contains("noon", "afternoon");
    }

    @Test
    void expectEarnsTwoPartlyOneAndNeitherNothingIgnoringCase() {
        SuiteItem item = new SuiteItem(
                "Q05",
                "things",
                SuiteItem.Kind.ASK,
                "What would I use a hammer for?",
                List.of("nail"),
                List.of("hit|build"));

        assertThat(auto(item, "To knock in NAILS", TEN_FORTY)).hasValue(2);
        assertThat(auto(item, "to build a shed", TEN_FORTY)).hasValue(1);
        assertThat(auto(item, "I like turnips", TEN_FORTY)).hasValue(0);
    }

    @Test
    void aWrappedAnswerIsReadAsOneLine() {
        assertThat(Marking.auto(
                        ask("grape fruit"),
                        List.of("It is the grape", "fruit, of course"),
                        FACTS,
                        TEN_FORTY,
                        TEN_FORTY))
                .hasValue(2);
    }

    @Test
    void anItemWithoutPatternsIsLeftToAPersonButNoAnswerAtAllIsNothing() {
        SuiteItem open = new SuiteItem("Q01", "", SuiteItem.Kind.ASK, "Tell me about yourself.", List.of(), List.of());
        SuiteItem told =
                new SuiteItem("Q02", "memory", SuiteItem.Kind.TELL, "My dog is called Rex.", List.of(), List.of());

        assertThat(auto(open, "I grew up by the sea.", TEN_FORTY)).isEmpty();
        assertThat(Marking.auto(open, List.of(), FACTS, TEN_FORTY, TEN_FORTY)).hasValue(0);
        assertThat(Marking.auto(told, List.of(), FACTS, TEN_FORTY, TEN_FORTY))
                .as("a statement asks for nothing")
                .isEmpty();
    }

    private static SuiteItem ask(String expect) {
        return new SuiteItem("Q01", "time", SuiteItem.Kind.ASK, "?", List.of(expect), List.of());
    }

    private static OptionalInt auto(SuiteItem item, String answer, Instant at) {
        return Marking.auto(item, List.of(answer), FACTS, at, at.plusSeconds(1));
    }
}
