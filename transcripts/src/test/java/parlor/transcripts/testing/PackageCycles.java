package parlor.transcripts.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * The package cycles among a module's compiled classes, as the JDK's own {@code jdeps} sees them:
 * each cycle with the class dependencies that make it, so a failing test says what to move.
 */
public final class PackageCycles {

    private static final Pattern CLASS_EDGE =
            Pattern.compile("^\\s+(parlor\\.\\S+)\\s+->\\s+(parlor\\.\\S+)\\s", Pattern.MULTILINE);

    private PackageCycles() {}

    /** Every cycle among {@code classes}' packages, one line per cycle and one per class dependency in it; empty if none. */
    public static List<String> in(Path classes) {
        if (!Files.isDirectory(classes)) {
            throw new IllegalStateException(classes + " is not compiled yet");
        }
        ToolProvider jdeps =
                ToolProvider.findFirst("jdeps").orElseThrow(() -> new IllegalStateException("this JDK has no jdeps"));
        StringWriter out = new StringWriter();
        int status = jdeps.run(
                new PrintWriter(out), new PrintWriter(out), "-verbose:class", "-filter:none", classes.toString());
        if (status != 0) {
            throw new IllegalStateException("jdeps failed: " + out);
        }
        Map<String, Set<String>> packages = new TreeMap<>();
        Map<String, Set<String>> why = new HashMap<>();
        Matcher m = CLASS_EDGE.matcher(out.toString());
        while (m.find()) {
            String from = packageOf(m.group(1));
            String to = packageOf(m.group(2));
            if (!from.equals(to)) {
                packages.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                why.computeIfAbsent(from + " -> " + to, k -> new TreeSet<>())
                        .add(simple(m.group(1)) + " -> " + simple(m.group(2)));
            }
        }
        List<String> report = new ArrayList<>();
        for (Set<String> cycle : new Tarjan(packages).cycles()) {
            report.add("cycle: " + cycle);
            for (String from : cycle) {
                for (String to : packages.getOrDefault(from, Set.of())) {
                    if (cycle.contains(to)) {
                        report.add("  " + from + " -> " + to + ": " + why.get(from + " -> " + to));
                    }
                }
            }
        }
        return report;
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    /** Strongly connected components of more than one package. */
    private static final class Tarjan {
        private final Map<String, Set<String>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final List<Set<String>> cycles = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
        }

        List<Set<String>> cycles() {
            for (String node : edges.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
            return cycles;
        }

        private void visit(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.push(node);
            for (String next : edges.getOrDefault(node, Set.of())) {
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(node, Math.min(low.get(node), low.get(next)));
                } else if (stack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
            }
            if (low.get(node).equals(index.get(node))) {
                Set<String> component = new TreeSet<>();
                String popped;
                do {
                    popped = stack.pop();
                    component.add(popped);
                } while (!popped.equals(node));
                if (component.size() > 1) {
                    cycles.add(component);
                }
            }
        }
    }
}
