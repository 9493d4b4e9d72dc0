package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.relay.testing.SmallCasts.TWO_CONFEDERATES;
import static parlor.relay.testing.SmallCasts.TWO_JUDGES_AT_PAIRS;

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
import parlor.relay.console.RelayControls;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.day.DayDraw;
import parlor.relay.link.HostPort;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;

/**
 * Under 2006 a judge talks with both of a pair at once, at a left and a right terminal. The rules
 * do not say at which the entry sits, and an entry always at the left would be a tell a judge
 * learns in round 1: the relay draws the sides with the day's seed, as under 2009, prints the
 * pairs left first with the seed, and a restarted relay keeps the draw.
 */
class DrawnSidesDayTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final List<String> TERMINALS = List.of("T1", "T2", "T3", "T4");
    private static final Map<String, String> RIGHT_OF = Map.of("T1", "T2", "T3", "T4");

    @TempDir
    Path folder;

    private final List<Relay> relays = new ArrayList<>();

    @AfterEach
    void closeRelays() {
        relays.forEach(Relay::close);
    }

    private static String yaml(String seed) {
        return "name: A 2006 day\nlisten: 127.0.0.1:0\nrules: loebner-2006\nrehearsal: true\n" + seed
                + TWO_JUDGES_AT_PAIRS + TWO_CONFEDERATES;
    }

    @Test
    void overThreeSeedsA2006DaySeatsEntriesAtTheLeftTerminalAndAtTheRight() throws Exception {
        List<String> entrySides = new ArrayList<>();
        Map<Long, String> banners = new LinkedHashMap<>();
        Map<Long, List<String>> pairs = new LinkedHashMap<>();
        for (long seed = 1; seed <= 3; seed++) {
            Path dayFolder = Files.createDirectories(folder.resolve("seed-" + seed));
            try (DayRun day = new DayRun(yaml("seed: " + seed + "\n"), dayFolder, TERMINALS)) {
                banners.put(seed, day.banner());
                List<String> seen = pairs.computeIfAbsent(seed, s -> new ArrayList<>());
                day.run(
                        (phase, judge, left) -> {
                            List<String> pair = pairAt(day, left);
                            assertThat(pair)
                                    .as("round %d at %s", phase.round(), left)
                                    .anySatisfy(id -> assertThat(id).startsWith("E"))
                                    .anySatisfy(id -> assertThat(id).startsWith("C"));
                            seen.add(left + pair.get(0) + pair.get(1));
                            entrySides.add(pair.get(0).startsWith("E") ? "left" : "right");
                        },
                        (phase, judge, terminal) -> {});
            }
        }

        assertThat(entrySides)
                .as("where the entry sat in each pair of the three days")
                .hasSize(12)
                .contains("left", "right");
        banners.forEach((seed, banner) -> assertThat(banner)
                .as("seed %d: the banner says the seed and prints each pair as it was seated, left first", seed)
                .contains("The sides are drawn with seed " + seed + " (seed: in the contest file).")
                .contains(pairs.get(seed)));
    }

    /** The relay killed and started again with the same file, which gives no seed: the day goes on with its draw. */
    @Test
    void a2006DayWithoutASeedKeepsItsSidesAcrossARestart() {
        String yaml = yaml("timing: { talk: 2h, review: 1h, break: 1h }\n");
        Relay first = start(yaml, Optional.empty());
        String banner = first.day().orElseThrow().describe();
        assertThat(banner)
                .containsPattern("The sides are drawn with seed \\d+; a restarted relay draws them the same way");
        first.controls().start();
        Map<String, String> seated = seatedOnceRouted(first);
        HostPort address = first.listen();
        first.close();

        Relay again = start(yaml, Optional.of(address));
        assertThat(again.day().orElseThrow().describe())
                .as("the banner after the restart: the same seed, the same pairs")
                .isEqualTo(banner);
        assertThat(seatedOnceRouted(again)).as("round 1 as it was").isEqualTo(seated);
    }

    private Relay start(String yaml, Optional<HostPort> at) {
        Contest loaded = DayDraw.sameAsBefore(
                ContestLoader.parse(yaml, "day.yaml", folder),
                seed -> ContestLoader.parse(yaml, "day.yaml", folder, () -> seed));
        Relay relay = new Relay(at.map(loaded::withListen).orElse(loaded), Clock.systemUTC()).start();
        relays.add(relay);
        return relay;
    }

    /** Each terminal's entity once round 1 has routed some judge's pair. */
    private static Map<String, String> seatedOnceRouted(Relay relay) {
        Eventually.waitFor(
                "a pair routed",
                DEADLINE,
                () -> seated(relay).values().stream().anyMatch(id -> id.startsWith("E")),
                () -> seated(relay));
        return seated(relay);
    }

    private static Map<String, String> seated(Relay relay) {
        Map<String, String> seated = new LinkedHashMap<>();
        for (RelayControls.TerminalRow row : relay.controls().overview().terminals()) {
            seated.put(row.terminal(), row.entity());
        }
        return seated;
    }

    /** Whom a judge talks with, left terminal first, once both terminals are routed for the round. */
    private static List<String> pairAt(DayRun day, String left) {
        String right = RIGHT_OF.get(left);
        Eventually.waitFor(
                left + " and " + right + " routed",
                DEADLINE,
                () -> hidden(day.talkingTo().get(left))
                        && hidden(day.talkingTo().get(right)),
                day::talkingTo);
        Map<String, String> now = day.talkingTo();
        return List.of(now.get(left), now.get(right));
    }

    private static boolean hidden(String id) {
        return id != null && (id.startsWith("E") || id.startsWith("C"));
    }
}
