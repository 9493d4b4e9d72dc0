package parlor.relay.contest;

import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * Reads a contest file's YAML into nodes, within limits no contest file comes near, so that a file
 * meant to hurt (a billion laughs, endless nesting, endless text or lines) is refused at once; every refusal
 * names the file, and the line and column where YAML can say them.
 */
final class ContestYaml {

    /** A contest file is a few kilobytes. */
    static final int MAX_CHARACTERS = 1 << 20;
    /** A contest written by a script on one line is tens of kilobytes; a longer line is damage, and slow to scan. */
    static final int MAX_LINE = 1 << 16;
    /** The deepest a contest file goes is a schedule: the file, schedule, round, seat, list of whom. */
    static final int MAX_NESTING = 20;
    /** Aliases are never needed; a few are harmless, many are a bomb. */
    static final int MAX_ALIASES = 50;

    private ContestYaml() {}

    static Node compose(Reader reader, String fileName) {
        Node root;
        try {
            root = new Yaml(new SafeConstructor(limits())).compose(new LineLimitReader(reader, fileName, MAX_LINE));
        } catch (MarkedYAMLException e) {
            throw new ContestFileException(YamlWords.of(fileName, e));
        } catch (ReaderException e) {
            throw new ContestFileException(fileName + ": not valid YAML: character " + (e.getPosition() + 1) + " is "
                    + String.format("0x%X", e.getCodePoint()) + ", which a YAML file may not hold");
        } catch (YAMLException e) {
            throw new ContestFileException(fileName + ": not valid YAML: " + inWords(e));
        }
        if (root == null) {
            throw new ContestFileException(fileName + ": empty");
        }
        return root;
    }

    private static LoaderOptions limits() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(MAX_CHARACTERS);
        options.setNestingDepthLimit(MAX_NESTING);
        options.setMaxAliasesForCollections(MAX_ALIASES);
        return options;
    }

    /** SnakeYAML's refusals that carry no place, said in the file's terms (its own words where it has new ones). */
    private static String inWords(YAMLException e) {
        String message = String.valueOf(e.getMessage());
        if (e.getCause() instanceof CharacterCodingException) {
            return "bytes that are not UTF-8 text (save the file as UTF-8)";
        }
        if (message.startsWith("Number of aliases")) {
            return "more than " + MAX_ALIASES + " aliases to lists or mappings (a YAML bomb?)";
        }
        if (message.startsWith("Nesting Depth exceeded")) {
            return "lists or mappings nested more than " + MAX_NESTING + " deep";
        }
        if (message.contains("exceeds the limit")) {
            return "longer than " + MAX_CHARACTERS + " characters, far more than any contest file";
        }
        return message;
    }
}
