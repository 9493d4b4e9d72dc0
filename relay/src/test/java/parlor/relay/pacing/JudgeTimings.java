package parlor.relay.pacing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.lpp.LppConversations;
import parlor.transcripts.lpp.LppLogReader;

/**
 * The judges' inter-key gaps in the 2012 corpus: consecutive keys by the judge within a line
 * (neither of them Return), under 2 s apart (longer is a pause for thought, not typing).
 */
final class JudgeTimings {

    static final Path CORPUS = Path.of("..", "..", "shared", "corpus", "loebner-2012");
    static final Duration TYPING = Duration.ofSeconds(2);

    private JudgeTimings() {}

    static List<Double> gapsMillis() throws IOException {
        if (System.getenv("CI") == null) {
            assumeTrue(Files.isDirectory(CORPUS), "the shared corpus is not beside this checkout");
        }
        List<Double> gaps = new ArrayList<>();
        try (Stream<Path> files = Files.list(CORPUS)) {
            for (Path file : files.sorted().toList()) {
                var log = LppLogReader.read(
                        Files.newBufferedReader(file, StandardCharsets.ISO_8859_1),
                        file.getFileName().toString());
                for (Conversation c : LppConversations.of(log)) {
                    gaps.addAll(gaps(c.keys(), Speaker.JUDGE));
                }
            }
        }
        return gaps;
    }

    static List<Double> gaps(List<TimedKey> keys, Speaker who) {
        List<Double> gaps = new ArrayList<>();
        TimedKey previous = null;
        for (TimedKey key : keys) {
            if (key.speaker() != who) {
                continue;
            }
            if (previous != null && !previous.key().isReturn() && !key.key().isReturn()) {
                long nanos = Duration.between(previous.at(), key.at()).toNanos();
                if (nanos >= 0 && nanos < TYPING.toNanos()) {
                    gaps.add(nanos / 1e6);
                }
            }
            previous = key;
        }
        return gaps;
    }

    /** 201 evenly spaced quantiles (0 %, 0.5 %, ... 100 %) of the values. */
    static List<Double> quantiles(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        List<Double> out = new ArrayList<>();
        for (int i = 0; i <= 200; i++) {
            double position = i / 200.0 * (sorted.size() - 1);
            int below = (int) Math.floor(position);
            int above = Math.min(below + 1, sorted.size() - 1);
            out.add(sorted.get(below) + (position - below) * (sorted.get(above) - sorted.get(below)));
        }
        return out;
    }

    /** The two-sample Kolmogorov-Smirnov statistic: the largest gap between the two empirical distributions. */
    static double ksStatistic(List<Double> a, List<Double> b) {
        double[] x = a.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double[] y = b.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int i = 0;
        int j = 0;
        double d = 0;
        while (i < x.length && j < y.length) {
            double v = Math.min(x[i], y[j]);
            while (i < x.length && x[i] <= v) {
                i++;
            }
            while (j < y.length && y[j] <= v) {
                j++;
            }
            d = Math.max(d, Math.abs((double) i / x.length - (double) j / y.length));
        }
        return d;
    }
}
