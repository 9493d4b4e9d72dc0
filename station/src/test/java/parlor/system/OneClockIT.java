package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Sanitiser;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Corpus2012;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.KolmogorovSmirnov;
import parlor.relay.testing.RecordFiles;
import parlor.relay.testing.ScaledClock;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.read.Records;
import parlor.transcripts.stats.ReplyTiming;

/**
 * One clock for programs and people: a contest paced as a real one would be, in which confederates
 * at desks type the 2012 confederates' own replies with their own timing (their thinking, gaps and
 * corrections, replayed from the corpus), and programs give the very same replies, paced to the
 * day's people as the relay learns them. On the judges' screens, as the judges' keystroke logs
 * record them, the time to each reply's first character and to its last must be distributed alike
 * for both, by the two-sample Kolmogorov-Smirnov statistic; and since a person's reply is shown as
 * they type it, the judge waits for a long reply's last character hardly longer than the 2012
 * judges waited for the people's own. The relay's clock runs {@link #SCALE} times faster than the
 * wall, and so do the people.
 */
class OneClockIT {

    private static final double SCALE = Double.parseDouble(System.getProperty("oneclock.scale", "40"));
    private static final int LANES = Integer.getInteger("oneclock.lanes", 16);
    /** Each person's reply is given this often by a confederate and by a program, for distributions, not anecdotes. */
    private static final int TIMES = Integer.getInteger("oneclock.times", 5);
    /** For a look at a few replies at the wall's own pace: how many of the people's replies to use. */
    private static final int PEOPLE = Integer.getInteger("oneclock.people", Integer.MAX_VALUE);

    private static final Duration DEADLINE = Duration.ofSeconds(60);
    private static final String PROMPT = "ready> ";
    private static final Duration DESK_WINDOW =
            parlor.relay.pacing.Pacing.human(Duration.ofSeconds(5)).deskWindow();

    @TempDir
    Path folder;

    private final ScaledClock clock = new ScaledClock(Instant.parse("2026-11-26T09:00:00Z"), SCALE);

    @Test
    void aProgramsRepliesReachTheJudgeWhenAPersonsWouldHave() throws Exception {
        List<ReplyTiming> people = Corpus2012.replies(true).stream()
                .filter(r -> !r.keys().isEmpty() && r.replyChars() > 0 && r.messageChars() > 0)
                .limit(PEOPLE)
                .toList();
        List<List<ReplyTiming>> lanes = lanes(people);
        // a relay and lanes run first for a few replies, unmeasured: a cold JVM's lags, 40 times over, would be
        // the people's first replies' (and so, learned, the programs')
        Path warmUp = Files.createDirectories(folder.resolve("warm-up"));
        runDay(
                warmUp,
                lanes.stream()
                        .map(lane -> lane.subList(0, Math.min(2, lane.size())))
                        .toList());
        runDay(folder, lanes);

        keepRecords();
        Map<String, List<ReplyTiming>> seen = new TreeMap<>();
        seen.put("confederates", measured(1));
        seen.put("programs", measured(LANES + 1));
        report(seen);
        assertThat(seen.get("confederates")).hasSizeGreaterThanOrEqualTo(Math.min(200, PEOPLE));
        assertThat(seen.get("programs")).hasSameSizeAs(seen.get("confederates"));
        double theirOwn = median(seconds(Corpus2012.replies(true), Band.LONG, ReplyTiming::toLast));
        assertThat(median(seconds(seen.get("confederates"), Band.LONG, ReplyTiming::toLast)))
                .as(
                        "the judges' wait for a person's long reply's last character, against the 2012 people's own %.1f s",
                        theirOwn)
                .isLessThanOrEqualTo(1.2 * theirOwn);
        for (Band band : Band.values()) {
            assertThat(ks(seen, band, ReplyTiming::toFirst))
                    .as("time to the first character, " + band)
                    .isLessThanOrEqualTo(0.1);
            assertThat(ks(seen, band, ReplyTiming::toLast))
                    .as("time to the last character, " + band)
                    .isLessThanOrEqualTo(0.1);
        }
    }

    /** A contest day in {@code dir}: every lane's judge asks its questions of a confederate and of a program. */
    private void runDay(Path dir, List<List<ReplyTiming>> lanes) throws Exception {
        writeAnswers(dir, lanes);
        try (Relay relay = new Relay(ContestLoader.parse(contest(dir), "one-clock.yaml", dir), clock).start();
                ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            HostPort address = relay.listen();
            List<Future<?>> running = new ArrayList<>();
            for (int lane = 0; lane < LANES; lane++) {
                int at = lane;
                running.add(pool.submit(() -> confederateLane(address, at + 1, lanes.get(at))));
                running.add(pool.submit(() -> programLane(address, at + 1, lanes.get(at))));
            }
            for (Future<?> lane : running) {
                lane.get();
            }
        }
    }

    /** The people's replies dealt out over the lanes, each {@link #TIMES} times. */
    private static List<List<ReplyTiming>> lanes(List<ReplyTiming> people) {
        List<List<ReplyTiming>> lanes = new ArrayList<>();
        IntStream.range(0, LANES).forEach(i -> lanes.add(new ArrayList<>()));
        for (int i = 0; i < people.size() * TIMES; i++) {
            lanes.get(i % LANES).add(people.get(i % people.size()));
        }
        return lanes;
    }

    private String contest(Path dir) {
        StringBuilder yaml = new StringBuilder("""
            name: One clock
            listen: 127.0.0.1:0
            pacing: { min_reply_delay: 5s, typing: human }
            terminals:
            """);
        for (int lane = 1; lane <= LANES; lane++) {
            yaml.append("  T").append(lane).append(": { entity: C").append(lane).append(" }\n");
            yaml.append("  T")
                    .append(LANES + lane)
                    .append(": { entity: E")
                    .append(lane)
                    .append(" }\n");
        }
        yaml.append("entities:\n");
        String program = "open(my $f, '<', $ARGV[0]) or die; my @a = <$f>; chomp @a; $|=1; print '" + PROMPT
                + "'; my $i = 0; while (<STDIN>) { my $r = $a[$i++]; $r =~ s/\\x1f/\\n/g; print \"$r\\n" + PROMPT
                + "\" }";
        for (int lane = 1; lane <= LANES; lane++) {
            yaml.append("  C")
                    .append(lane)
                    .append(": { confederate: D")
                    .append(lane)
                    .append(" }\n");
            yaml.append("  E")
                    .append(lane)
                    .append(": { program: [perl, -e, \"")
                    .append(program.replace("\\", "\\\\").replace("\"", "\\\""))
                    .append("\", ")
                    .append(dir.resolve("answers-" + lane + ".txt"))
                    .append("], prompt: 'ready>\\s*' }\n");
        }
        return yaml.toString();
    }

    /** Each program lane's answers, one reply a line, its lines joined by a unit separator. */
    private void writeAnswers(Path dir, List<List<ReplyTiming>> lanes) throws Exception {
        for (int lane = 1; lane <= LANES; lane++) {
            Files.write(
                    dir.resolve("answers-" + lane + ".txt"),
                    lanes.get(lane - 1).stream()
                            .map(r -> String.join("\u001f", asTheDeskKeepsIt(r)))
                            .toList());
        }
    }

    /**
     * The reply as the person's keys leave it at a desk whose correction window refuses late
     * erasures: what the judge is shown of it, and so what the program gives. (2012's people erased
     * freely; replayed at a desk, an erasure of what has gone to the judge is refused and what they
     * typed after it stays, as a person's would.)
     */
    private static List<String> asTheDeskKeepsIt(ReplyTiming reply) {
        LineDiscipline desk = new LineDiscipline(1).withCorrectionWindow(DESK_WINDOW);
        boolean lastWasReturn = true;
        for (var key : reply.keys()) {
            if (key.key().isReturn() && lastWasReturn) {
                continue;
            }
            desk.accept(key.key(), key.at());
            lastWasReturn = key.key().isReturn();
        }
        return Sanitiser.lines(desk.unsentText());
    }

    /** A judge and a confederate: the judge asks the person's question; the confederate types the person's reply as they did. */
    private Void confederateLane(HostPort address, int lane, List<ReplyTiming> replies) throws Exception {
        HeadlessStation judge = new HeadlessStation("T" + lane);
        HeadlessStation desk = new HeadlessStation("D" + lane);
        try (RelayConnection judgeLink = judge.connect(address, "judge");
                RelayConnection deskLink = desk.connect(address, "confederate")) {
            seat(judge, judgeLink);
            int deskWaited = desk.lines().size();
            for (ReplyTiming reply : replies) {
                int before = ask(judge, judgeLink, reply);
                Instant heard = heard(desk, deskWaited);
                replay(deskLink, reply, heard);
                deskWaited = sent(desk);
                answered(judge, before);
            }
        }
        return null;
    }

    private Void programLane(HostPort address, int lane, List<ReplyTiming> replies) throws Exception {
        HeadlessStation judge = new HeadlessStation("T" + (LANES + lane));
        try (RelayConnection judgeLink = judge.connect(address, "judge")) {
            seat(judge, judgeLink);
            for (ReplyTiming reply : replies) {
                answered(judge, ask(judge, judgeLink, reply));
            }
        }
        return null;
    }

    private static void seat(HeadlessStation judge, RelayConnection link) {
        Eventually.waitFor("connected", DEADLINE, () -> judge.link().equals("connected"));
        Key.typing("@@01\r\r").forEach(link::send);
        Eventually.waitFor(
                "the judge seated at " + judge.terminal(),
                DEADLINE,
                () -> judge.lines().contains(">@@01") && judge.lines().getLast().equals(">"),
                judge::lines);
    }

    /** The judge's message on one line, sent: its two Returns leave a blank line, and no prompt until the reply. Returns the screen's size then. */
    private static int ask(HeadlessStation judge, RelayConnection link, ReplyTiming reply) {
        int before = judge.lines().size();
        Key.typing(question(reply) + "\r\r").forEach(link::send);
        Eventually.waitFor(
                "the question sent at " + judge.terminal(),
                DEADLINE,
                () -> {
                    List<String> lines = judge.lines();
                    return lines.size() >= before + 2
                            && lines.getLast().isEmpty()
                            && lines.get(lines.size() - 2).equals(">");
                },
                () -> before + " " + judge.lines());
        return judge.lines().size();
    }

    private static String question(ReplyTiming reply) {
        return String.join(" ", reply.message()).strip();
    }

    private static String lastWords(String text) {
        return text.substring(Math.max(0, text.length() - 10));
    }

    /** When the desk shows the judge's next message (wrapped as it may be) and the prompt under it: the person starts thinking then. */
    private Instant heard(HeadlessStation desk, int waited) throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (!(desk.lines().size() > waited && desk.lines().getLast().equals(">"))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the desk never showed the judge's message: " + desk.lines());
            }
            Thread.sleep(1);
        }
        return clock.instant();
    }

    /** The confederate's reply has gone: the desk waits for the judge again. Returns the desk's screen size then. */
    private static int sent(HeadlessStation desk) {
        Eventually.waitFor(
                "the reply sent from " + desk.terminal(),
                DEADLINE,
                () -> desk.lines().getLast().isEmpty()
                        && desk.lines().get(desk.lines().size() - 2).equals(">"),
                desk::lines);
        return desk.lines().size();
    }

    /** The person's keys at their times after the message (never two Returns in a row: that sends), then the two Returns that send. */
    private void replay(RelayConnection desk, ReplyTiming reply, Instant heard) throws InterruptedException {
        boolean lastWasReturn = true;
        for (var key : reply.keys()) {
            if (key.key().isReturn() && lastWasReturn) {
                continue;
            }
            clock.sleepUntil(heard.plus(Duration.between(reply.sent(), key.at())));
            desk.send(key.key());
            lastWasReturn = key.key().isReturn();
        }
        if (!lastWasReturn) {
            desk.send(Key.RETURN);
        }
        desk.send(Key.RETURN);
    }

    /** The reply typed out whole on the judge's screen, and the prompt back after it. */
    private static void answered(HeadlessStation judge, int sent) {
        Eventually.waitFor(
                "the reply on the judge's screen",
                DEADLINE,
                () -> {
                    List<String> lines = judge.lines();
                    return lines.size() >= sent
                            && lines.getLast().equals(">")
                            && !lines.get(lines.size() - 2).equals(">");
                },
                judge::lines);
    }

    /** The day's records, kept in target/one-clock for whoever wants to see the replies' times (bin/transcripts stats). */
    private void keepRecords() throws java.io.IOException {
        Path kept = Path.of("target", "one-clock");
        try (var old = Files.walk(kept)) {
            old.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        } catch (java.nio.file.NoSuchFileException none) {
            // the first run
        }
        Path transcripts = folder.resolve("transcripts");
        try (var files = Files.walk(transcripts)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path to = kept.resolve(transcripts.relativize(file).toString());
                Files.createDirectories(to.getParent());
                Files.copy(file, to);
            }
        }
    }

    /** The replies as the judges' keystroke logs have them, from terminal T{@code first} on. */
    private List<ReplyTiming> measured(int first) throws Exception {
        List<ReplyTiming> all = new ArrayList<>();
        for (int lane = first; lane < first + LANES; lane++) {
            String entity = lane <= LANES ? "C" + lane : "E" + (lane - LANES);
            Path keys = RecordFiles.keystrokes(folder.resolve("transcripts").resolve(entity));
            Records.read(keys).forEach(c -> all.addAll(ReplyTiming.of(c)));
        }
        return all;
    }

    /** Replies by length: up to 40 characters (90 of the 2012 people's 237 replies), and longer. */
    enum Band {
        SHORT(0, 40),
        LONG(41, Integer.MAX_VALUE);

        final int from;
        final int to;

        Band(int from, int to) {
            this.from = from;
            this.to = to;
        }

        boolean holds(ReplyTiming reply) {
            return reply.replyChars() >= from && reply.replyChars() <= to;
        }
    }

    private static double ks(
            Map<String, List<ReplyTiming>> seen, Band band, java.util.function.Function<ReplyTiming, Duration> what) {
        return KolmogorovSmirnov.statistic(
                seconds(seen.get("confederates"), band, what), seconds(seen.get("programs"), band, what));
    }

    private static List<Double> seconds(
            List<ReplyTiming> replies, Band band, java.util.function.Function<ReplyTiming, Duration> what) {
        return replies.stream()
                .filter(band::holds)
                .map(r -> what.apply(r).toMillis() / 1000.0)
                .toList();
    }

    /** A line per band: how many replies, the medians, and the KS distances the test holds to 0.1. */
    private static void report(Map<String, List<ReplyTiming>> seen) {
        for (Band band : Band.values()) {
            List<Double> peopleFirst = seconds(seen.get("confederates"), band, ReplyTiming::toFirst);
            List<Double> programsFirst = seconds(seen.get("programs"), band, ReplyTiming::toFirst);
            System.out.printf(
                    "one clock: %-8s n=%d/%d  first: conf p50 %.1f s, prog p50 %.1f s, D %.3f"
                            + "  last: conf p50 %.1f s, prog p50 %.1f s, D %.3f%n",
                    band,
                    peopleFirst.size(),
                    programsFirst.size(),
                    median(peopleFirst),
                    median(programsFirst),
                    ks(seen, band, ReplyTiming::toFirst),
                    median(seconds(seen.get("confederates"), band, ReplyTiming::toLast)),
                    median(seconds(seen.get("programs"), band, ReplyTiming::toLast)),
                    ks(seen, band, ReplyTiming::toLast));
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
    }
}
