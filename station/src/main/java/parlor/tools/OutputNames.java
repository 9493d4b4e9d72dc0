package parlor.tools;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The name each input's output takes in one folder: its own name where no other input shares it,
 * as today; where several do (every entity's folder holds an {@code LP26-01.keys}), the name is led
 * by as many of the input's folders as tell them apart: {@code E1-LP26-01}. Pure: the same inputs
 * always give the same names.
 */
final class OutputNames {

    private OutputNames() {}

    /**
     * Base names (without extension) for the inputs, in their order. {@code reserved} names are
     * taken already (an index page). In blind mode folders are not used, for an entity's folder names
     * it: {@code tag} (a digest of the input) tells shared names apart instead.
     */
    static Map<Path, String> of(List<Path> inputs, Set<String> reserved, Function<Path, String> tag, boolean blind) {
        Map<String, List<Path>> byStem = inputs.stream()
                .collect(Collectors.groupingBy(OutputNames::stem, LinkedHashMap::new, Collectors.toList()));
        Map<Path, String> names = new LinkedHashMap<>();
        byStem.forEach((stem, group) -> {
            if (group.size() == 1 && !reserved.contains(stem)) {
                names.put(group.getFirst(), stem);
            } else if (blind) {
                group.forEach(input -> names.put(input, stem + "-" + tag.apply(input)));
            } else {
                names.putAll(ledByFolders(stem, group));
            }
        });
        Map<Path, String> inOrder = new LinkedHashMap<>();
        inputs.forEach(input -> inOrder.put(input, names.get(input)));
        return inOrder;
    }

    /** The file's name without its last extension: {@code LP26-01} of {@code LP26-01.keys}. */
    static String stem(Path input) {
        return input.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    }

    /** The fewest folders that tell the group apart, or all there are (equal names left are the caller's to refuse). */
    private static Map<Path, String> ledByFolders(String stem, List<Path> group) {
        int deepest = group.stream()
                .mapToInt(p -> p.toAbsolutePath().normalize().getNameCount() - 1)
                .max()
                .orElse(0);
        Map<Path, String> names = new LinkedHashMap<>();
        for (int depth = 1; depth <= Math.max(deepest, 1); depth++) {
            names.clear();
            for (Path input : group) {
                List<String> parts = new ArrayList<>(folders(input, depth));
                parts.add(stem);
                names.put(input, String.join("-", parts));
            }
            if (names.values().stream().distinct().count() == group.size()) {
                break;
            }
        }
        return names;
    }

    /** The last {@code depth} folders holding the input, a leading dot dropped ({@code .desk-D1} gives {@code desk-D1}). */
    private static List<String> folders(Path input, int depth) {
        Path absolute = input.toAbsolutePath().normalize();
        List<String> folders = new ArrayList<>();
        for (int i = Math.max(0, absolute.getNameCount() - 1 - depth); i < absolute.getNameCount() - 1; i++) {
            folders.add(absolute.getName(i).toString().replaceFirst("^\\.+", ""));
        }
        return folders;
    }
}
