package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.day.ContestDay;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.VerdictLog;

/**
 * A shortened 2009-style contest through the real relay and stations over TCP: 4 judges, 2
 * entries (programs) and 2 confederates (scripted here, typing at their desks). The relay's clock
 * is injected: the test moves it on to end each phase, so routes switch exactly when time is up.
 */
class ContestDayTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    /** The entry each of these judges takes for the human when they meet it. */
    private static final Map<String, String> FOOLED = Map.of("T3", "E1", "T4", "E2");

    private static final Pattern RANK_QUESTION = Pattern.compile(
            "How human was the (left|right) side in round (\\d+), which you judged a machine\\? 1 \\(least\\) to (\\d+) \\(most\\)");

    @TempDir
    Path folder;

    private final JumpingClock clock = new JumpingClock();
    private final List<AutoCloseable> open = new ArrayList<>();
    private List<DayPlan.Phase> plan = List.of();

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }

    @Test
    void aWholeShortContestRunsOnTimeAndItsVerdictsGiveTheResult() throws Exception {
        String entry =
                "$|=1; print \"ready> \"; while (my $l = <STDIN>) { chomp $l; print \"%s heard: $l\\nready> \" }";
        String yaml = """
            name: Short 2009
            listen: 127.0.0.1:0
            rules: loebner-2009
            seed: 7
            timing: { talk: 2h, review: 1h, break: 1h }
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
              T3: { judge: 3 }
              T4: { judge: 4 }
            entities:
              E1: { program: [perl, -e, '%s'], prompt: 'ready>\\s*', name: Alpha, author: A }
              E2: { program: [perl, -e, '%s'], prompt: 'ready>\\s*', name: Beta, author: B }
              C1: { confederate: D1, name: Carol }
              C2: { confederate: D2, name: Dave }
            """.formatted(entry.formatted("E1"), entry.formatted("E2"));
        Relay relay = new Relay(ContestLoader.parse(yaml, "day.yaml", folder), clock).start();
        open.add(relay);
        HostPort address = relay.listen();
        Map<String, HeadlessStation> seats = new LinkedHashMap<>();
        Map<String, RelayConnection> links = new LinkedHashMap<>();
        for (String seat : List.of("T1", "T2", "T3", "T4", "D1", "D2")) {
            HeadlessStation station = new HeadlessStation(seat);
            String role = seat.startsWith("D") ? "confederate" : "judge";
            RelayConnection link = new RelayConnection(
                            RelayConnection.Dialer.tcp(address),
                            seat,
                            role,
                            java.util.Optional.empty(),
                            station,
                            Clock.systemUTC())
                    .start();
            open.add(link);
            seats.put(seat, station);
            links.put(seat, link);
        }
        ContestDay day = relay.day().orElseThrow();
        Eventually.waitFor(
                "every station told to wait",
                DEADLINE,
                () -> seats.values().stream().allMatch(s -> s.notice().equals("not started yet")),
                () -> notices(seats));

        relay.controls().start();
        List<DayPlan.Phase> phases = day.plan().phases();
        plan = phases;
        for (int p = 0; p < phases.size(); p++) {
            DayPlan.Phase phase = phases.get(p);
            switch (phase.kind()) {
                case TALK -> talk(phase, seats, links);
                case REVIEW -> review(phase, seats, links);
                case BREAK ->
                    Eventually.waitFor(
                            "the break on every terminal",
                            DEADLINE,
                            () -> seats.values().stream()
                                    .filter(s -> s.terminal().startsWith("T"))
                                    .allMatch(s -> s.lines().contains("Break: the next round starts soon.")),
                            () -> notices(seats));
            }
            clock.jump(phase.length());
        }
        Eventually.waitFor(
                "the end on every screen",
                DEADLINE,
                () -> seats.values().stream()
                        .allMatch(s -> s.notice().equals("the contest is over")
                                && s.lines().contains("The contest is over. Thank you.")),
                () -> notices(seats));

        var log = VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME));
        assertThat(log.skipped()).isEmpty();
        assertThat(log.verdicts())
                .as("a pick for each of 8 pairs, and each judge's ranks of the 2 they took for machines")
                .hasSize(8 + 4 * 2);
        Results results = Scoring.score(log.contest().orElseThrow(), log.verdicts());
        assertThat(results.refused()).isEmpty();
        // judge 3 was fooled by E1 and judge 4 by E2: tied on one each, the judges' ranks put E2 ahead
        assertThat(results.outcome().tieBreaks())
                .singleElement()
                .asString()
                .startsWith("E1 and E2 tied")
                .endsWith("so E2 wins");
        assertThat(results.outcome().winner()).contains("E2");
        String ops = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        assertThat(ops)
                .contains(
                        "round 1 (left) started",
                        "round 1 (right) started",
                        "review of round 1 started",
                        "the contest is over");
        try (Stream<Path> transcripts = Files.walk(folder.resolve("transcripts"))) {
            assertThat(transcripts.filter(f -> f.toString().endsWith(".TXT")).count())
                    .as("one transcript per conversation and per review")
                    .isGreaterThanOrEqualTo(16 + 8);
        }
    }

    /** Each judge with someone says hello; a program answers by itself, a confederate at their desk. */
    private void talk(DayPlan.Phase phase, Map<String, HeadlessStation> seats, Map<String, RelayConnection> links) {
        for (DayPlan.Place place : phase.places()) {
            String terminal = "T" + place.judge().name().substring(1);
            HeadlessStation judge = seats.get(terminal);
            if (place.excused()) {
                Eventually.waitFor(
                        terminal + " excused",
                        DEADLINE,
                        () -> judge.lines().contains("You are excused this time. Please wait."),
                        judge::lines);
                continue;
            }
            String hello = "hello from " + terminal + " in round " + phase.round() + " " + phase.side();
            Eventually.waitFor(
                    terminal + " ready to talk", DEADLINE, () -> judge.lines().equals(List.of(">")), judge::lines);
            Key.typing(hello + "\r\r").forEach(links.get(terminal)::send);
            String with = place.with().orElseThrow().name();
            String answer;
            if (with.startsWith("C")) {
                String desk = "D" + with.substring(1);
                Eventually.waitFor(
                        desk + " hearing the judge",
                        DEADLINE,
                        () -> seats.get(desk).lines().contains(hello),
                        seats.get(desk)::lines);
                answer = "a person at " + desk + " answers " + terminal;
                Key.typing(answer + "\r\r").forEach(links.get(desk)::send);
            } else {
                answer = with + " heard: " + hello;
            }
            Eventually.waitFor(
                    terminal + " getting its answer",
                    DEADLINE,
                    () -> judge.lines().contains(answer),
                    judge::lines);
        }
    }

    /** Each judge who talked says which side was human (see {@link #humanSide}); after their last pair, they rank. */
    private void review(DayPlan.Phase phase, Map<String, HeadlessStation> seats, Map<String, RelayConnection> links) {
        for (DayPlan.Place place : phase.places()) {
            String terminal = "T" + place.judge().name().substring(1);
            HeadlessStation judge = seats.get(terminal);
            if (place.excused()) {
                continue;
            }
            Eventually.waitFor(
                    terminal + " asked for its verdict",
                    DEADLINE,
                    () -> judge.lines().contains("Which of the two was the human: left or right?"),
                    judge::lines);
            assertThat(judge.lines())
                    .as("the review shows the round's conversations")
                    .anyMatch(l -> l.startsWith("---- round " + phase.round()));
            Key.typing("50").forEach(links.get(terminal)::send);
            Eventually.waitFor(
                    "an answer that is no side refused as typed",
                    DEADLINE,
                    () -> judge.notice().equals("answer left or right"),
                    judge::notice);
            Key.typing("\b\b").forEach(links.get(terminal)::send);
            String side = humanSide(phase.round(), place.judge(), terminal);
            Key.typing(side + "\r\r").forEach(links.get(terminal)::send);
            Eventually.waitFor(
                    terminal + "'s verdict recorded",
                    DEADLINE,
                    () -> judge.lines().stream().anyMatch(l -> l.startsWith("Recorded.")),
                    judge::lines);
            if (phase.round() == roundsOf(place.judge()).getLast()) {
                rank(place.judge(), terminal, judge, links.get(terminal));
            }
        }
    }

    /**
     * The 2009 ranks of the two a judge took for machines, asked one at a time, naming each by side and
     * round. Before the second rank the judge types the first one again, which is refused as typed.
     */
    private void rank(Judge who, String terminal, HeadlessStation judge, RelayConnection link) {
        List<String> machines = machinesOf(who, terminal);
        List<String> given = new ArrayList<>();
        for (int asked = 1; asked <= machines.size(); asked++) {
            int question = asked;
            Eventually.waitFor(
                    terminal + " asked for rank " + asked,
                    DEADLINE,
                    () -> rankQuestions(judge).size() >= question,
                    judge::lines);
            MatchResult rank = rankQuestions(judge).get(asked - 1);
            assertThat(rank.group(3))
                    .as("ranks go up to the number judged machines")
                    .isEqualTo("2");
            String entity = pairOf(who, Integer.parseInt(rank.group(2)))
                    .get(rank.group(1).equals("left") ? 0 : 1);
            String answer = Integer.toString(machines.indexOf(entity) + 1);
            if (!given.isEmpty()) {
                Key.typing(given.getFirst()).forEach(link::send);
                Eventually.waitFor(
                        "a rank used before refused as typed",
                        DEADLINE,
                        () -> judge.notice().equals("rank " + given.getFirst() + " is used twice"),
                        judge::notice);
                Key.typing("\b").forEach(link::send);
            }
            Key.typing(answer + "\r\r").forEach(link::send);
            given.add(answer);
        }
        Eventually.waitFor(
                terminal + "'s ranks recorded",
                DEADLINE,
                () -> String.join(" ", judge.lines()).contains("Thank you"),
                judge::lines);
    }

    /** Those a judge took for machines, least human first as these judges see it: E1, then E2, then any confederate. */
    private List<String> machinesOf(Judge who, String terminal) {
        List<String> machines = new ArrayList<>();
        for (int round : roundsOf(who)) {
            List<String> pair = pairOf(who, round);
            machines.add(pair.get(humanSide(round, who, terminal).equals("left") ? 1 : 0));
        }
        machines.sort(Comparator.comparing(entity -> entity.startsWith("C") ? "Z" : entity));
        return machines;
    }

    /** The rank questions on a judge's screen so far: side, round, and the highest rank (long lines are wrapped: join them). */
    private static List<MatchResult> rankQuestions(HeadlessStation judge) {
        return RANK_QUESTION.matcher(String.join(" ", judge.lines())).results().toList();
    }

    /** The rounds in which a judge meets a pair, in order. */
    private List<Integer> roundsOf(Judge judge) {
        return plan.stream()
                .filter(p -> p.kind() == DayPlan.Kind.TALK && p.side().equals("left"))
                .filter(p -> p.placeOf(judge).flatMap(DayPlan.Place::with).isPresent())
                .map(DayPlan.Phase::round)
                .toList();
    }

    /** Who sat left and right of a judge in a round, by schedule name. */
    private List<String> pairOf(Judge judge, int round) {
        return Stream.of("left", "right")
                .map(side -> plan.stream()
                        .filter(p -> p.kind() == DayPlan.Kind.TALK
                                && p.round() == round
                                && p.side().equals(side))
                        .findFirst()
                        .flatMap(p -> p.placeOf(judge))
                        .flatMap(DayPlan.Place::with)
                        .orElseThrow()
                        .name())
                .toList();
    }

    /** The side the confederate sat on in the judge's round; judge 3 is fooled by E1 and judge 4 by E2, and name their side instead. */
    private String humanSide(int round, Judge judge, String terminal) {
        List<String> pair = pairOf(judge, round);
        String truth = pair.getFirst().startsWith("C") ? "left" : "right";
        boolean fooled = pair.contains(FOOLED.getOrDefault(terminal, "nobody"));
        return fooled ? (truth.equals("left") ? "right" : "left") : truth;
    }

    private static String notices(Map<String, HeadlessStation> seats) {
        StringBuilder out = new StringBuilder();
        seats.forEach((seat, station) -> out.append(seat)
                .append(": ")
                .append(station.notice())
                .append(" | ")
                .append(station.lines())
                .append('\n'));
        return out.toString();
    }
}
