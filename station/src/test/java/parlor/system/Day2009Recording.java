package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.rounds.DayPlan;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.VerdictLog;

/**
 * Records a 2009 contest day through the real relay, for the report's fixture
 * ({@code station/src/test/resources/days/loebner-2009}): the real Chatbot::Eliza and
 * examples/stdio-entry.py as the entries, two confederates answering like people, four judges
 * asking three questions a conversation. Every key is sent on its own, the relay's clock jumped on
 * by a person's gap between keys first, so the record's typing speeds are people's; the relay's
 * pacing sleeps in real time between reading its (jumping) clock, so the programs' replies are
 * paced as on the day. Runs only when asked: {@code -Dparlor.record.day=DIR}.
 */
@EnabledIfSystemProperty(named = "parlor.record.day", matches = ".+")
class Day2009Recording {

    private static final Duration DEADLINE = Duration.ofSeconds(90);
    /** Judge 3 takes Eliza for the human when they meet: one pick for E1, none for E2. */
    private static final String FOOLED_TERMINAL = "T3";

    private static final String FOOLED_BY = "E1";

    private static final List<String> GREETINGS = List.of(
            "Hi there, how is your day going?",
            "Hello! Nice to meet you.",
            "Good morning. Are you ready?",
            "Hi. How are you feeling today?");

    /** A judge's question, and how each of the two confederates answers it. */
    private record Exchange(String question, String first, String second) {}

    private static final List<Exchange> EXCHANGES = List.of(
            new Exchange(
                    "Where did you grow up?",
                    "In Leeds mostly, then Bristol from age twelve.",
                    "small town near Aberdeen, you wont have heard of it"),
            new Exchange(
                    "What did you have for breakfast?",
                    "Just toast and far too much coffee.",
                    "nothing yet, im starving actually"),
            new Exchange(
                    "Do you like your job?",
                    "Most days. The commute is the worst part.",
                    "its ok. better than my last one"),
            new Exchange(
                    "What is the last book you read?",
                    "A crime novel on the train, cant remember the title.",
                    "Wolf Hall. took me months"),
            new Exchange(
                    "Is it raining where you are?",
                    "It was this morning, the sky is clearing now.",
                    "no idea, no windows in this room!"),
            new Exchange("What is 12 times 7?", "84. Is that a trick question?", "um 84 i think"),
            new Exchange(
                    "Have you got any pets?", "A very old cat called Biscuit.", "two dogs, both idiots, i love them"),
            new Exchange(
                    "What was the weather like yesterday?",
                    "Cold and grey, I stayed in.",
                    "sunny for once, went for a walk"),
            new Exchange(
                    "Which football team do you support?",
                    "Not really a football person, sorry.",
                    "Aberdeen, for my sins"),
            new Exchange(
                    "What would you cook for a friend?",
                    "Probably a curry, it is the one thing I do well.",
                    "pasta. always pasta"),
            new Exchange(
                    "How did you get here today?",
                    "Bus, then a long walk from the stop.",
                    "drove, parking was a nightmare"),
            new Exchange(
                    "Can you tell me a joke?",
                    "I never remember jokes, my brother does though.",
                    "knock knock. no wait i forget how it goes"),
            new Exchange("Are you a computer?", "Ha, no. Just tired.", "no! are you?"),
            new Exchange("What music do you listen to?", "Mostly old soul records.", "whatever is on the radio tbh"));

    private final JumpingClock clock = new JumpingClock();
    private final Random random = new Random(2009);
    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, HeadlessStation> seats = new LinkedHashMap<>();
    private final Map<String, RelayConnection> links = new LinkedHashMap<>();
    /** Per judge's terminal, the exchanges not asked yet, in a drawn order. */
    private final Map<String, List<Exchange>> unasked = new LinkedHashMap<>();

    private Relay relay;

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }

    @Test
    void recordsA2009Day() throws Exception {
        Path folder = Path.of(System.getProperty("parlor.record.day")).toAbsolutePath();
        Files.createDirectories(folder);
        assertThat(folder.resolve("transcripts")).as("a fresh folder").doesNotExist();
        Files.copy(Path.of("..", "examples", "stdio-entry.py"), folder.resolve("stdio-entry.py"));
        String yaml = """
            name: Parlor 2009-style final (recorded)
            listen: 127.0.0.1:0
            rules: loebner-2009
            seed: 2009
            timing: { talk: 10m, review: 10m, break: 5m }
            pacing: { min_reply_delay: 5s, typing: human }
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
              T3: { judge: 3 }
              T4: { judge: 4 }
            entities:
              E1:
                program: [perl, /usr/share/doc/libchatbot-eliza-perl/examples/simple]
                prompt: 'you:\\s*'
                strip: 'Liz:\\s*'
                name: Eliza
                author: Chatbot::Eliza
              E2: { program: [python3, stdio-entry.py], prompt: 'you> ', name: Sam, author: Parlor examples }
              C1: { confederate: D1, name: Joan }
              C2: { confederate: D2, name: Ray }
            """;
        connect(yaml, folder);
        relay.controls().start();
        walk(VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME))
                .contest()
                .orElseThrow());
        Eventually.waitFor(
                "the end on every screen",
                DEADLINE,
                () -> seats.values().stream().allMatch(s -> s.notice().equals("the contest is over")));
    }

    /** Starts the relay and connects the judges' and the confederates' stations to it. */
    private void connect(String yaml, Path folder) throws Exception {
        relay = new Relay(ContestLoader.parse(yaml, "contest-day-2009.yaml", folder), clock).start();
        open.add(relay);
        HostPort address = relay.listen();
        for (String seat : List.of("T1", "T2", "T3", "T4", "D1", "D2")) {
            HeadlessStation station = new HeadlessStation(seat);
            RelayConnection link = station.connect(address, seat.startsWith("D") ? "confederate" : "judge");
            open.add(link);
            seats.put(seat, station);
            links.put(seat, link);
            List<Exchange> drawn = new ArrayList<>(EXCHANGES);
            Collections.shuffle(drawn, random);
            unasked.put(seat, drawn);
        }
        Eventually.waitFor(
                "every station told to wait",
                DEADLINE,
                () -> seats.values().stream().allMatch(s -> s.notice().equals("not started yet")));
    }

    /** Each phase in turn: the judges talk, or give their verdicts; then the clock is jumped to its end. */
    private void walk(ContestHeader header) {
        List<DayPlan.Phase> phases = relay.day().orElseThrow().plan().phases();
        for (int p = 0; p < phases.size(); p++) {
            DayPlan.Phase phase = phases.get(p);
            awaitPhase(phase);
            switch (phase.kind()) {
                case TALK ->
                    phase.places().stream()
                            .filter(place -> !place.excused())
                            .forEach(place -> talk(
                                    terminalOf(place),
                                    place.with().orElseThrow().name()));
                case REVIEW ->
                    phase.places().stream()
                            .filter(place -> !place.excused())
                            .forEach(place -> review(header, phase.round(), terminalOf(place)));
                case BREAK -> {}
            }
            Duration later = phases.subList(p + 1, phases.size()).stream()
                    .map(DayPlan.Phase::length)
                    .reduce(Duration.ZERO, Duration::plus);
            Duration left = relay.day().orElseThrow().dayLeft().minus(later);
            assertThat(left).as("the phase's talk fitted in its time").isPositive();
            clock.jump(left.plusMillis(50));
        }
    }

    private void awaitPhase(DayPlan.Phase phase) {
        String words = DayRun.words(phase);
        Eventually.waitFor(
                words,
                DEADLINE,
                () -> relay.controls().overview().phase().equals(words),
                () -> relay.controls().overview().phase());
    }

    private static String terminalOf(DayPlan.Place place) {
        return "T" + place.judge().name().substring(1);
    }

    /** A greeting and two questions, each answered by the program, or by the confederate at their desk. */
    private void talk(String terminal, String entity) {
        HeadlessStation judge = seats.get(terminal);
        Eventually.waitFor(
                terminal + " ready to talk", DEADLINE, () -> judge.lines().equals(List.of(">")), judge::lines);
        List<String> questions = new ArrayList<>();
        List<Exchange> exchanges = new ArrayList<>();
        questions.add(GREETINGS.get(random.nextInt(GREETINGS.size())));
        exchanges.add(new Exchange("", "Hello! Fine thanks, a bit nervous though.", "hi. yeah good thanks, you?"));
        for (int i = 0; i < 2; i++) {
            Exchange next = unasked.get(terminal).removeFirst();
            questions.add(next.question());
            exchanges.add(next);
        }
        for (int i = 0; i < questions.size(); i++) {
            String question = questions.get(i);
            type(terminal, question);
            if (entity.startsWith("C")) {
                String desk = "D" + entity.substring(1);
                Eventually.waitFor(
                        desk + " hearing the judge",
                        DEADLINE,
                        () -> shows(seats.get(desk), question),
                        seats.get(desk)::lines);
                pause(2_000, 6_000);
                String answer = desk.equals("D1")
                        ? exchanges.get(i).first()
                        : exchanges.get(i).second();
                type(desk, answer);
                Eventually.waitFor(
                        terminal + " getting its answer", DEADLINE, () -> shows(judge, answer), judge::lines);
            } else {
                Eventually.waitFor(
                        terminal + " getting " + entity + "'s reply",
                        DEADLINE,
                        () -> replied(judge.lines(), question),
                        judge::lines);
            }
            pause(3_000, 9_000);
        }
    }

    /** The judge's verdicts: the confederate's side, or Eliza's for judge 3; Sam is ranked least human. */
    private void review(ContestHeader header, int round, String terminal) {
        int number = Integer.parseInt(terminal.substring(1));
        new ReviewingJudge(terminal, seats.get(terminal), links.get(terminal)).answerAll(round, question -> {
            List<String> pair =
                    header.seat(question.round(), number).orElseThrow().entities();
            return switch (question.kind()) {
                case PICK -> {
                    boolean fooled = terminal.equals(FOOLED_TERMINAL) && pair.contains(FOOLED_BY);
                    String human = fooled
                            ? FOOLED_BY
                            : pair.stream().filter(header::isHuman).findFirst().orElseThrow();
                    yield pair.indexOf(human) == 0 ? "left" : "right";
                }
                case RANK -> pair.get(question.side().equals("left") ? 0 : 1).equals("E2") ? "1" : "2";
                default -> throw new AssertionError("a 2009 judge is not asked " + question);
            };
        });
    }

    /** Whether a screen shows these words, however its lines were wrapped. */
    private static boolean shows(HeadlessStation station, String words) {
        return String.join("", station.lines()).replace(" ", "").contains(words.replace(" ", ""));
    }

    /** A program's reply to the question is on the judge's screen in full: the judge's prompt is back below it. */
    private static boolean replied(List<String> lines, String question) {
        int asked = lines.lastIndexOf(">" + question);
        return asked >= 0
                && lines.getLast().equals(">")
                && lines.subList(asked + 1, lines.size()).stream().anyMatch(l -> !l.startsWith(">"));
    }

    /** Types a message key by key, as a person does: 120-450 ms a key, a longer pause between words now and then. */
    private void type(String seat, String message) {
        RelayConnection link = links.get(seat);
        for (Key key : Key.typing(message + "\r\r")) {
            long gap = 120 + random.nextInt(330);
            if (key.equals(Key.of(' ')) && random.nextInt(6) == 0) {
                gap += 500 + random.nextInt(1500);
            }
            clock.jump(Duration.ofMillis(gap));
            link.send(key);
            Eventually.waitFor(seat + " key taken", DEADLINE, () -> link.unacknowledged() == 0);
        }
    }

    /** Reading or thinking: the clock moves on, nobody types. */
    private void pause(int fromMillis, int toMillis) {
        clock.jump(Duration.ofMillis(fromMillis + random.nextInt(toMillis - fromMillis)));
    }
}
