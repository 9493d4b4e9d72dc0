package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.console.OperatorConsole;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.TwoJudgeDay;
import parlor.transcripts.keys.Key;

/**
 * What an operator must know before typing anything is on the console as it opens, at the relay and
 * elsewhere, right under the banner and the welcome: a day restarted PAUSED, a contest anyone may
 * take a seat in, a record altered. Until now it was in relay.log alone.
 */
class ConsoleOpeningTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String PAUSED =
            "ALERT the day is PAUSED in round 1 (left) with 5:00 left: type resume when every station is back (status shows them)";

    @TempDir
    Path folder;

    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }

    @Test
    void aRestartedDayIsSaidToBePausedAtEveryConsoleAsItOpens() throws Exception {
        Contest contest = ContestLoader.parse(TwoJudgeDay.yaml(true, "[cat]", ""), "day.yaml", folder);
        // paused before the stop, so the time left is the same to the second whatever the machine's pace
        ManualClock clock = new ManualClock(Instant.now());
        try (Relay before = new Relay(contest, clock).start()) {
            before.controls().start();
            before.controls().pause();
        }
        Relay relay = started(new Relay(contest, Clock.systemUTC()));
        HostPort address = relay.listen();

        ConsoleAtHand local = opened(ConsoleAtHand.local(relay.controls()));
        ConsoleAtHand remote = opened(ConsoleAtHand.remote(
                RelayConnection.Dialer.tcp(address),
                Optional.of(SeatKeys.seatKey(TwoJudgeDay.CONTEST_KEY, "operator:"))));

        local.await("the pause, under the welcome", "(asks first).\n" + PAUSED + "\n" + OperatorConsole.PROMPT);
        remote.await("the pause at the console elsewhere", "the relay goes on.\n" + PAUSED + "\n");
        local.type("resume\n");
        local.await("resumed", "resumed round 1 (left)");
        ConsoleAtHand later = opened(ConsoleAtHand.local(relay.controls()));
        assertThat(later.screen()).as("once resumed, nothing to say").doesNotContain("PAUSED");
    }

    @Test
    void theRemoteConsoleSaysWhenItIsConnected() throws Exception {
        Relay relay = started(new Relay(
                ContestLoader.parse(TwoJudgeDay.yaml(true, "[cat]", ""), "day.yaml", folder), Clock.systemUTC()));
        HostPort address = relay.listen();

        ConsoleAtHand remote = opened(ConsoleAtHand.remote(
                RelayConnection.Dialer.tcp(address),
                Optional.of(SeatKeys.seatKey(TwoJudgeDay.CONTEST_KEY, "operator:"))));

        remote.await(
                "connecting, then connected",
                "Parlor relay console for the relay at " + address + ": connecting\nconnected\n");
    }

    @Test
    void aContestWithoutAKeyIsSaidAtTheConsole() throws Exception {
        Relay relay = started(new Relay(
                ContestLoader.parse(TwoJudgeDay.yaml(false, "[cat]", ""), "day.yaml", folder), Clock.systemUTC()));
        HostPort address = relay.listen();

        ConsoleAtHand local = opened(ConsoleAtHand.local(relay.controls()));

        local.await(
                "the warning under the welcome",
                "(asks first).\nALERT the contest has no key: any machine that can reach " + address
                        + " may take any seat");
    }

    /** A keyless rehearsal's folder used again for the keyed day: its records carry no chain under the key. */
    @Test
    void aRecordAlteredBeforeTheStartIsSaidAtTheConsole() throws Exception {
        Contest rehearsal = ContestLoader.parse(PowerCutTest.CONTEST, "rehearsal.yaml", folder);
        try (Relay relay = new Relay(rehearsal, Clock.systemUTC()).start()) {
            HeadlessStation judge = new HeadlessStation("T1");
            try (RelayConnection link = judge.connect(relay.listen(), "judge")) {
                Key.typing("hello\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the answer", DEADLINE, () -> judge.lines().contains("E1 heard: hello"), judge::lines);
            }
        }
        Contest keyed =
                ContestLoader.parse(PowerCutTest.CONTEST + "key: a-contest-key-of-some-length\n", "day.yaml", folder);
        Relay relay = started(new Relay(keyed, Clock.systemUTC()));
        relay.listen();

        ConsoleAtHand local = opened(ConsoleAtHand.local(relay.controls()));

        local.awaitMatch("the alteration under the welcome", "\\(asks first\\)\\.\nALERT (T1: )?RECORD ALTERED: ");
    }

    private Relay started(Relay relay) {
        open.add(relay);
        return relay.start();
    }

    private ConsoleAtHand opened(ConsoleAtHand console) {
        open.add(console);
        return console;
    }
}
