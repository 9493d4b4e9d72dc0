package parlor.transcripts.lpp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.LineAssembler;
import parlor.transcripts.conversation.TimedKey;

/** Splits an LPP log into its conversations, one per side the judge typed to. */
public final class LppConversations {

    private static final Pattern PROGRAM = Pattern.compile("program\\s+(\\S+)");
    private static final Pattern LEFT_IS = Pattern.compile("Left\\s*=\\s*(program|human)", Pattern.CASE_INSENSITIVE);

    /** What the record calls the person on the side that was not the program. */
    public static final String CONFEDERATE = "confederate";

    private LppConversations() {}

    public static List<Conversation> of(LppLog log) {
        Map<String, List<LppLog.Line>> bySide = new LinkedHashMap<>();
        log.keys()
                .forEach(line -> bySide.computeIfAbsent(line.side(), side -> new ArrayList<>())
                        .add(line));
        List<Conversation> conversations = new ArrayList<>();
        for (var side : bySide.entrySet()) {
            conversations.add(conversation(log, side.getKey(), side.getValue()));
        }
        return conversations;
    }

    private static Conversation conversation(LppLog log, String side, List<LppLog.Line> lines) {
        LineAssembler assembler = new LineAssembler();
        List<TimedKey> keys = new ArrayList<>();
        int judge = -1;
        String hidden = hiddenName(log, side);
        for (LppLog.Line line : lines) {
            judge = line.judge();
            TimedKey typed = new TimedKey(line.at(), line.speaker(), line.key());
            keys.add(typed);
            assembler.key(typed, judge);
            if (hidden.isEmpty() && line.speaker() == parlor.transcripts.conversation.Speaker.HIDDEN) {
                hidden = line.typist();
            }
        }
        var utterances = assembler.finish(judge);
        return new Conversation(
                log.file(),
                side,
                hidden,
                lines.get(0).at(),
                log.header(),
                utterances,
                keys,
                log.skipped(),
                assembler.repairs());
    }

    /**
     * The program's name for the program's side, {@value #CONFEDERATE} for the other. 2012 logs name
     * both non-judge typists after the program; the header's {@code Left =program|human} says which
     * side really was the program.
     */
    private static String hiddenName(LppLog log, String side) {
        String program = "";
        String left = "";
        for (String line : log.header()) {
            Matcher name = PROGRAM.matcher(line);
            if (name.find()) {
                program = name.group(1);
            }
            Matcher leftIs = LEFT_IS.matcher(line);
            if (leftIs.find()) {
                left = leftIs.group(1).toLowerCase(java.util.Locale.ROOT);
            }
        }
        if (left.isEmpty()) {
            return program;
        }
        boolean programSide = side.equals("left") == left.equals("program");
        return programSide ? program : CONFEDERATE;
    }
}
