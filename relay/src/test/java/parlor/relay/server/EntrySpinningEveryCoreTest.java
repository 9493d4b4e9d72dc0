package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.testing.EchoTypist;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.TestScripts;

/**
 * An entry, in its sandbox as the relay runs it, keeps every core busy with twice as many
 * processes as there are cores, while the judge types at a real station: the echo stays as quick
 * as in the same run without it, because the entry runs below the relay (a lower CPU weight).
 */
class EntrySpinningEveryCoreTest {

    private static final int STRETCHES = 4;
    private static final int SPIN_SECONDS = 3;
    private static final int KEYS_AT_LEAST = 200;
    /** Typed before anything is timed: a cold JVM's compiling would be timed otherwise. */
    private static final int WARM_UP_KEYS = 5_000;

    @TempDir
    Path folder;

    @Test
    void aJudgesEchoStaysWithinTwiceItsQuietP99WhileAnEntrySpinsEveryCore() throws Exception {
        TestScripts.copy("/entries/spinning-entry.pl", folder);
        String mark = "parlor-spin-" + folder.getFileName();
        String contest = """
                name: Spinning
                listen: 127.0.0.1:0
                pacing: { min_reply_delay: 0s }
                terminals:
                  T1: { entity: E1 }
                entities:
                  E1: { program: [perl, spinning-entry.pl, %s], prompt: 'you> ' }
                """.formatted(mark);
        List<Long> quiet = new ArrayList<>();
        List<Long> spun = new ArrayList<>();
        try (Relay relay = new Relay(ContestLoader.parse(contest, "spin.yaml", folder), Clock.systemDefaultZone())
                        .start();
                EchoTypist judge = new EchoTypist(relay.listen(), "T1", WARM_UP_KEYS)) {
            for (int i = 0; i < STRETCHES; i++) {
                judge.say("spin " + SPIN_SECONDS);
                Eventually.waitFor("the entry's spinners running", Duration.ofSeconds(30), () -> spinners(mark) > 0);
                List<Long> duringSpin = judge.typeWhile(() -> spinners(mark) > 0, KEYS_AT_LEAST);
                List<Long> withoutSpin = judge.type(duringSpin.size());
                if (i > 0) {
                    spun.addAll(duringSpin);
                    quiet.addAll(withoutSpin);
                }
            }
        }
        long quietP99 = EchoTypist.p99(quiet);
        long spunP99 = EchoTypist.p99(spun);
        System.out.printf(
                "echo p99 %d µs while the entry spun every core (%d keys), %d µs without (%d keys)%n",
                spunP99, spun.size(), quietP99, quiet.size());
        assertThat(spunP99)
                .as(
                        "echo p99 in µs while the entry spun, against %d µs without (%d and %d keys)",
                        quietP99, spun.size(), quiet.size())
                .isLessThanOrEqualTo(EchoTypist.twiceQuiet(quietP99));
    }

    /** The entry's spinning processes: read from /proc, since Java hides a command line its process rewrote. */
    private static long spinners(String mark) {
        try (java.util.stream.Stream<Path> processes = java.nio.file.Files.list(Path.of("/proc"))) {
            return processes
                    .filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(p -> commandLine(p).contains(mark + "-spinner"))
                    .count();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String commandLine(Path process) {
        try {
            return java.nio.file.Files.readString(process.resolve("cmdline"));
        } catch (java.io.IOException | java.io.UncheckedIOException goneMeanwhile) {
            return "";
        }
    }
}
