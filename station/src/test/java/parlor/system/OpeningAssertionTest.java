package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;

/**
 * 2006: "Each female Confederate will begin her interactions with each Judge by asserting: 'Hello,
 * my name is Joan, and I am a woman.' ... Each Entry MUST make one of those two assertions." The
 * confederate's desk prompts it; the operator log, the verdict log and {@code results} say who made
 * it, and who made it late, through the real relay.
 */
class OpeningAssertionTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String DAY = parlor.relay.testing.PairedDay.YAML;

    @TempDir
    Path folder;

    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, HeadlessStation> seats = new LinkedHashMap<>();
    private final Map<String, RelayConnection> links = new LinkedHashMap<>();

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }

    @Test
    void theConfederateIsPromptedAndTheLogSaysWhoMadeTheAssertion() throws Exception {
        long logAtStart = opsLog().toFile().length();
        Relay relay = new Relay(ContestLoader.parse(DAY, "day.yaml", folder), Clock.systemUTC()).start();
        open.add(relay);
        HostPort address = relay.listen();
        for (String seat : List.of("T1", "T2", "D1")) {
            HeadlessStation station = new HeadlessStation(seat);
            RelayConnection link = new RelayConnection(
                            RelayConnection.Dialer.tcp(address),
                            seat,
                            seat.startsWith("D") ? "confederate" : "judge",
                            Optional.empty(),
                            station,
                            Clock.systemUTC())
                    .start();
            open.add(link);
            seats.put(seat, station);
            links.put(seat, link);
        }
        Eventually.waitFor(
                "every station told to wait",
                DEADLINE,
                () -> seats.values().stream().allMatch(s -> s.notice().equals("not started yet")));
        relay.controls().start();

        HeadlessStation desk = seats.get("D1");
        Eventually.waitFor(
                "the desk prompted",
                DEADLINE,
                () -> desk.lines().contains("  Hello, my name is Joan, and I am a woman."),
                desk::lines);
        Key.typing("hello, my name is Joan and I am a woman!\r\r").forEach(links.get("D1")::send);
        Eventually.waitFor(
                "the assertion at the judge's right",
                DEADLINE,
                () -> seats.get("T2").lines().contains("hello, my name is Joan and I am a woman!"),
                seats.get("T2")::lines);
        assertThat(seats.get("T2").lines())
                .as("the judges are told nothing of it")
                .noneMatch(l -> l.contains("2006 rules"));

        Eventually.waitFor(
                "T1 at a prompt", DEADLINE, () -> seats.get("T1").lines().equals(List.of(">")), seats.get("T1")::lines);
        Key.typing("who are you\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the logged checks",
                DEADLINE,
                () -> opsLogSince(logAtStart).contains("entity E1 did not make the 2006 opening assertion to judge 01")
                        && opsLogSince(logAtStart).contains("entity C1 made the 2006 opening assertion to judge 01"),
                () -> opsLogSince(logAtStart));

        // E1 (cat) says what the judge says: the assertion, now not its first words
        Key.typing("Hello, my name is John and I am a man.\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the late assertion logged",
                DEADLINE,
                () -> opsLogSince(logAtStart).contains("entity E1 made the 2006 opening assertion to judge 01 late"),
                () -> opsLogSince(logAtStart));
        assertThat(seats.get("T1").lines())
                .as("the judges are told nothing of it")
                .noneMatch(l -> l.contains("2006") || l.contains("assertion"));
        Path transcripts = folder.resolve("transcripts");
        assertThat(parlor.transcripts.rules.VerdictLog.read(transcripts.resolve("verdicts.jsonl"))
                        .openings())
                .extracting(c -> c.terminal() + " " + c.entity() + " " + c.said())
                .containsExactlyInAnyOrder("T2 C1 made", "T1 E1 not made", "T1 E1 made late");
        parlor.relay.testing.CommandRun results = parlor.relay.testing.CommandRun.of(
                new parlor.tools.TranscriptsMain(), "results", transcripts.toString());
        String out = results.out();
        assertThat(out.substring(out.indexOf("== Opening assertion"), out.indexOf("== Outcome ==")))
                .isEqualTo("""
            == Opening assertion (2006): each entity's first words to each judge ==
            round  judge  entity  kind         at  assertion
            1      J1     E1      entry        T1  made late
            1      J1     C1      confederate  T2  made
            2      J2     E2      entry        -   no check on record
            2      J2     C1      confederate  -   no check on record
            3      J1     E2      entry        -   no check on record
            3      J1     C2      confederate  -   no check on record
            4      J2     E1      entry        -   no check on record
            4      J2     C2      confederate  -   no check on record
              "Hello, my name is John and I am a man." or "Hello, my name is Joan, and I am a woman.", "made on the first \
            interaction between the Entity and every Judge"; capitals, punctuation and spacing do not count
              made late: made, but not as its first words; no check on record: no reply was recorded, or the relay took the \
            conversation up after a restart
              the rules do not say what follows from an assertion not made: no score above counts it

            """);
    }

    private static Path opsLog() {
        return Path.of(System.getProperty("parlor.logs"), "relay.log");
    }

    private static String opsLogSince(long offset) {
        try {
            String all = Files.readString(opsLog());
            return all.substring((int) Math.min(offset, all.length()));
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
