package parlor.relay.prescreen;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.Sanitiser;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.switchboard.Seat;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * One simulated judge at one entry's terminal, on a station's real link: types each item of the
 * suite key by key, then waits for the answer, up to the suite's reply timeout, before typing the
 * next (typed sooner, it waits in the discipline as any judge's type-ahead does). What the relay
 * draws says when an answer is complete; what the operator's log says about this terminal (a crash,
 * a hang) is kept as evidence against the item the entry was answering.
 */
final class SimulatedJudge implements RelayConnection.Events, OpsWatch.Listener {

    /** A reply as it reached the screen; {@code notResponding} if the status line said so when it came. */
    private record Arrival(List<String> lines, Instant at, boolean notResponding) {}

    private final String terminal;
    private final int judge;
    private final EntitySpec entry;
    private final Suite suite;
    private final Clock clock;
    private final ReplyReader reader = new ReplyReader();
    private final List<Arrival> replies = new ArrayList<>();
    private final Map<Integer, List<String>> troubles = new HashMap<>();
    private final Map<Integer, Integer> unaskedLines = new HashMap<>();
    private int sent;
    private boolean seated;
    private String notice = "";

    SimulatedJudge(String terminal, int judge, EntitySpec entry, Suite suite, Clock clock) {
        this.terminal = terminal;
        this.judge = judge;
        this.entry = entry;
        this.suite = suite;
        this.clock = clock;
    }

    String terminal() {
        return terminal;
    }

    @Override
    public void received(LinkMessage message) {
        switch (message) {
            case LinkMessage.Draw draw -> drawn(draw.event());
            case LinkMessage.Status status -> noticed(status.notice());
            default -> {
                // the welcome and the round clock tell a prescreening nothing
            }
        }
    }

    @Override
    public void linkIs(String description) {
        // a link on loopback; were it to drop, the connection reconnects and loses nothing
    }

    private synchronized void noticed(String text) {
        notice = text;
    }

    private synchronized void drawn(ScreenEvent event) {
        reader.apply(event).ifPresent(heard -> {
            switch (heard) {
                case ReplyReader.Heard.Reply reply -> {
                    replies.add(new Arrival(reply.lines(), clock.instant(), notice.equals(Seat.NOT_RESPONDING)));
                    notifyAll();
                }
                case ReplyReader.Heard.Unasked unasked ->
                    unaskedLines.merge(Math.max(sent - 1, 0), unasked.lines().size(), Integer::sum);
            }
        });
    }

    /** Evidence from the operator's log, held against the item the entry is answering (or will be asked next). */
    @Override
    public synchronized void trouble(String kind, String evidence) {
        int item = seated ? Math.min(replies.size(), suite.items().size() - 1) : 0;
        troubles.computeIfAbsent(item, i -> new ArrayList<>()).add(Troubles.problem(kind, evidence));
    }

    /** Sits down ({@code @@nn}), then puts every item to the entry, in order; returns what became of each. */
    EntryRun interview(Consumer<Key> press, Typist typist) throws InterruptedException {
        long began = System.nanoTime();
        announce(press, typist);
        List<Instant> asked = new ArrayList<>();
        for (int index = 0; index < suite.items().size(); index++) {
            typist.type(suite.items().get(index).text(), press);
            asked.add(clock.instant());
            synchronized (this) {
                sent = index + 1;
            }
            awaitReply(index);
        }
        return result(asked, Duration.ofNanos(System.nanoTime() - began));
    }

    /**
     * {@code @@nn} and two Returns, as a judge sitting down types them: the record shows who judged.
     * The discipline ends the announcement as it ends a message, with a fresh prompt and no reply;
     * that prompt is not an answer, so it is set aside.
     */
    private void announce(Consumer<Key> press, Typist typist) throws InterruptedException {
        typist.type("@@%02d".formatted(judge), press);
        awaitReply(0);
        synchronized (this) {
            if (!replies.isEmpty()) {
                replies.remove(0);
            }
            seated = true;
        }
    }

    private synchronized void awaitReply(int index) throws InterruptedException {
        long deadline = System.nanoTime() + suite.replyTimeout().toNanos();
        while (replies.size() <= index) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    private synchronized EntryRun result(List<Instant> asked, Duration took) {
        List<ItemAnswer> answers = new ArrayList<>();
        for (int index = 0; index < asked.size(); index++) {
            answers.add(answer(index, asked.get(index)));
        }
        return new EntryRun(entry, terminal, answers, took);
    }

    private ItemAnswer answer(int index, Instant asked) {
        SuiteItem item = suite.items().get(index);
        List<String> problems = new ArrayList<>(counted(troubles.getOrDefault(index, List.of())));
        int unasked = unaskedLines.getOrDefault(index, 0);
        if (unasked > 0) {
            problems.add(Troubles.problem(
                    unasked >= Sanitiser.MAX_LINES ? Troubles.FLOODED : Troubles.UNASKED,
                    unasked + " line(s) said afterwards without being asked"));
        }
        if (index >= replies.size()) {
            problems.add(Troubles.problem(Troubles.HUNG, "no reply within " + seconds(suite.replyTimeout())));
            return new ItemAnswer(item, asked, Optional.empty(), List.of(), problems);
        }
        Arrival reply = replies.get(index);
        problems.addAll(replyProblems(reply, Duration.between(asked, reply.at())));
        return new ItemAnswer(item, asked, Optional.of(reply.at()), reply.lines(), problems);
    }

    private List<String> replyProblems(Arrival reply, Duration took) {
        List<String> problems = new ArrayList<>();
        if (reply.lines().isEmpty()) {
            problems.add(Troubles.problem(
                    Troubles.NO_ANSWER, reply.notResponding() ? Seat.NOT_RESPONDING : "an empty reply"));
        }
        if (reply.lines().size() >= Sanitiser.MAX_LINES) {
            problems.add(Troubles.problem(Troubles.FLOODED, "the reply was cut to " + Sanitiser.MAX_LINES + " lines"));
        }
        if (took.compareTo(suite.replyTimeout()) > 0) {
            problems.add(Troubles.problem(
                    Troubles.LATE,
                    "answered after " + seconds(took) + ", the judge went on after " + seconds(suite.replyTimeout())));
        }
        return problems;
    }

    /** The same evidence repeated (a crash on every restart) is said once, with how often. */
    private static List<String> counted(List<String> problems) {
        Map<String, Integer> times = new LinkedHashMap<>();
        problems.forEach(problem -> times.merge(problem, 1, Integer::sum));
        List<String> said = new ArrayList<>();
        times.forEach((problem, n) -> said.add(n == 1 ? problem : problem + " (" + n + " times)"));
        return said;
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
    }
}
