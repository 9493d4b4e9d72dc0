package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.host.HiddenHost;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/**
 * The 2009 rules' LPP, "a character by character asynchronous communications protocol", through
 * the real relay and a station: the judge's keys reach the entry as they are typed, and the
 * entry's keys reach the judge's screen as it types them.
 */
class LppKeystrokesTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void eachKeyGoesAcrossAsItIsTypedBothWays() throws Exception {
        // the default mode, the rules' own; the entry waits long between its keys so each can be seen alone
        String yaml = """
            name: LPP keystrokes
            listen: 127.0.0.1:0
            terminals:
              T4: { entity: E4 }
            entities:
              E4: { lpp: E4-comms }
            """;
        atTheJudgesStation(yaml, "0.7", this::keysGoAcrossBothWays);
    }

    /** 2003 rule 30's kind of pacing holds every reply back alike: an LPP entry's keys are not shown as they come, but paced whole. */
    @Test
    void whenTheContestPacesTheEntrysKeysArePacedWholeLikeEveryonesReply() throws Exception {
        String yaml = """
            name: LPP paced
            listen: 127.0.0.1:0
            pacing: { min_reply_delay: 4s }
            terminals:
              T4: { entity: E4 }
            entities:
              E4: { lpp: E4-comms, quiet: 500ms }
            """;
        atTheJudgesStation(yaml, "0.1", (link, station) -> {
            Key.typing("Hi\r").forEach(link::send);
            Eventually.waitFor(
                    "the judge's first line", DEADLINE, () -> station.lines().contains(">"), station::lines);
            long sent = System.nanoTime();
            link.send(Key.RETURN);
            String reply = Eventually.valueOf(
                    "the first of the reply on screen",
                    DEADLINE,
                    () -> station.lines().stream()
                            .filter(line -> line.startsWith("Y"))
                            .findFirst()
                            .orElse(null));
            Duration waited = Duration.ofNanos(System.nanoTime() - sent);

            assertThat(reply).as("whole, not key by key").isEqualTo("Yes");
            assertThat(waited).as("held back as the pacing says").isGreaterThanOrEqualTo(Duration.ofSeconds(4));
        });
    }

    /** A confederate's message reaches the judge whole, so beside one a program's keys must not arrive one by one: that would tell them apart. */
    @Test
    void inAContestWithConfederatesTheEntrysReplyArrivesWholeAsAPersonsDoes() throws Exception {
        String yaml = """
            name: LPP beside a confederate
            listen: 127.0.0.1:0
            terminals:
              T4: { entity: E4 }
              T5: { entity: C1 }
            entities:
              E4: { lpp: E4-comms, quiet: 500ms }
              C1: { confederate: D1 }
            """;
        atTheJudgesStation(yaml, "0.3", LppKeystrokesTest::seesTheReplyOnlyWhole);
    }

    /** Where an entry runs does not change what a judge sees: on a hidden host its keys come over the host's link one by one. */
    @Test
    void onAHiddenHostTheEntrysKeysReachTheJudgeOneByOneAsTheyDoLocally() throws Exception {
        String yaml = """
            name: LPP on a hidden host
            listen: 127.0.0.1:0
            terminals:
              T4: { entity: E4 }
            entities:
              E4: { host: H4 }
            """;
        atTheJudgesStation(yaml, "0.7", Optional.of("{ lpp: E4-comms }"), this::keysGoAcrossBothWays);
    }

    /** The same rule decides on a hidden host as here: beside a confederate the reply arrives whole. */
    @Test
    void onAHiddenHostBesideAConfederateTheEntrysReplyArrivesWhole() throws Exception {
        String yaml = """
            name: LPP on a hidden host beside a confederate
            listen: 127.0.0.1:0
            terminals:
              T4: { entity: E4 }
              T5: { entity: C1 }
            entities:
              E4: { host: H4 }
              C1: { confederate: D1 }
            """;
        atTheJudgesStation(
                yaml, "0.3", Optional.of("{ lpp: E4-comms, quiet: 500ms }"), LppKeystrokesTest::seesTheReplyOnlyWhole);
    }

    /**
     * The judge's "Hi" reaches the entry key by key before the message ends; the entry's "Yes" reaches
     * the judge's screen a key at a time, then whole with the turn back.
     */
    private void keysGoAcrossBothWays(RelayConnection link, HeadlessStation station) {
        Path seen = folder.resolve("seen.txt");
        Key.typing("Hi").forEach(link::send);
        Eventually.waitFor(
                "the judge's keys at the entry before the message ends",
                DEADLINE,
                () -> seenBy(seen).equals(List.of("H", "i")),
                () -> seenBy(seen) + " " + output(folder));
        Key.typing("\r\r").forEach(link::send);
        Eventually.waitFor(
                "the entry's first key on the judge's screen alone",
                DEADLINE,
                () -> station.lines().contains("Y"),
                station::lines);
        Eventually.waitFor("its second, alone", DEADLINE, () -> station.lines().contains("Ye"), station::lines);
        Eventually.waitFor(
                "the whole reply, and the judge's turn",
                DEADLINE,
                () -> station.lines().equals(List.of(">Hi", ">", "Yes", ">")),
                station::lines);
        assertThat(seenBy(seen)).containsExactly("H", "i", "Return", "Return");
    }

    /** The judge says "Hi" and sees the entry's "Yes" only whole: never a part of it alone on screen. */
    private static void seesTheReplyOnlyWhole(RelayConnection link, HeadlessStation station) {
        Key.typing("Hi\r\r").forEach(link::send);
        java.util.Set<String> seenOnScreen = new java.util.concurrent.ConcurrentSkipListSet<>();
        Eventually.waitFor(
                "the reply and the judge's turn",
                DEADLINE,
                () -> {
                    seenOnScreen.addAll(station.lines());
                    return station.lines().equals(List.of(">Hi", ">", "Yes", ">"));
                },
                station::lines);

        assertThat(seenOnScreen)
                .as("every line the judge's screen showed meanwhile")
                .doesNotContain("Y", "Ye");
    }

    /** What the judge does at T4's station while the test's LPP entry answers "Yes", a key every {@code pause} seconds. */
    private interface Judge {
        void talks(RelayConnection link, HeadlessStation station) throws Exception;
    }

    /** The entry (its keys seen in seen.txt) and a relay for the contest, with T4's station; the entry stopped after. */
    private void atTheJudgesStation(String yaml, String pause, Judge judge) throws Exception {
        atTheJudgesStation(yaml, pause, Optional.empty(), judge);
    }

    /** As above, the entry on hidden host H4 (described by {@code hosted}) where one is given. */
    private void atTheJudgesStation(String yaml, String pause, Optional<String> hosted, Judge judge) throws Exception {
        Path comms = Files.createDirectories(folder.resolve("E4-comms"));
        Path script = parlor.relay.testing.TestScripts.copy("/lpp/keystroke-entry.py", folder);
        Process entry = new ProcessBuilder(
                        "python3",
                        script.toString(),
                        comms.toString(),
                        folder.resolve("seen.txt").toString(),
                        "Yes",
                        pause)
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve("entry.out").toFile())
                .start();
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "lpp.yaml", folder), Clock.systemDefaultZone()).start()) {
            Optional<HiddenHost> host = hosted.map(described -> new HiddenHost(
                            "H4",
                            ContestLoader.entry("H4", described, "--entry", folder),
                            Clock.systemDefaultZone(),
                            line -> {})
                    .start(RelayConnection.Dialer.tcp(relay.listen()), Optional.empty(), Clock.systemDefaultZone()));
            HeadlessStation station = new HeadlessStation("T4");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T4", station).start()) {
                judge.talks(link, station);
            } finally {
                host.ifPresent(HiddenHost::close);
            }
        } finally {
            entry.destroyForcibly();
        }
    }

    private static List<String> seenBy(Path seen) {
        try {
            return Files.exists(seen) ? Files.readAllLines(seen) : List.of();
        } catch (java.io.IOException e) {
            return List.of(e.toString());
        }
    }

    private static String output(Path folder) {
        try {
            return Files.readString(folder.resolve("entry.out"));
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }
}
