package parlor.relay.entity;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The built-in entry for {@code --demo}: a small reflective talker in the spirit of the early
 * entries, so Parlor can be tried with nothing else installed. Replies on its own thread, as a
 * real entry would.
 */
public final class DemoEntity implements Entity {

    private record Rule(Pattern pattern, List<String> replies) {
        Rule(String regex, String... replies) {
            this(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), List.of(replies));
        }
    }

    private static final List<Rule> RULES = List.of(
            new Rule(
                    "\\bare you (a )?(human|computer|machine|program|robot)\\b",
                    "What makes you ask whether I am %2$s?",
                    "Would it matter to you if I were?"),
            new Rule(
                    "\\b(hello|hi|hey|good (morning|afternoon|evening))\\b",
                    "Hello. What would you like to talk about?",
                    "Hi there. How is the contest going for you?"),
            new Rule("\\bi am (.*)", "How long have you been %1$s?", "Why do you say you are %1$s?"),
            new Rule("\\bi feel (.*)", "Do you often feel %1$s?", "What makes you feel %1$s?"),
            new Rule("\\bweather\\b", "It has been grey all week here. Do you mind the rain?"),
            new Rule("\\b(name)\\b", "Names matter less than what we say, don't you think?"),
            new Rule("\\?\\s*$", "Why do you ask?", "What do you think?", "I would rather hear your answer first."),
            new Rule(".*", "Tell me more.", "Go on.", "I see. And then?", "That is interesting. Why?"));

    private final Random random;
    private final BlockingQueue<String> inbox = new LinkedBlockingQueue<>();
    private volatile Thread worker;

    public DemoEntity(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public void start(EntityListener listener) {
        worker = Thread.ofVirtual().name("entity-demo").start(() -> {
            try {
                while (true) {
                    listener.replied(answer(inbox.take()));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    @Override
    public void judgeSaid(String message) {
        inbox.add(message);
    }

    String answer(String message) {
        String said = message.replace('\n', ' ').trim();
        for (Rule rule : RULES) {
            Matcher matcher = rule.pattern().matcher(said);
            if (matcher.find()) {
                String template =
                        rule.replies().get(random.nextInt(rule.replies().size()));
                Object[] groups = new Object[matcher.groupCount()];
                for (int i = 0; i < groups.length; i++) {
                    String group = matcher.group(i + 1);
                    groups[i] = group == null ? "" : reflect(group.replaceAll("[.!?]+$", ""));
                }
                return String.format(template, groups);
            }
        }
        return "Go on.";
    }

    private static String reflect(String phrase) {
        StringBuilder out = new StringBuilder();
        for (String word : phrase.split("\\s+")) {
            String swapped = switch (word.toLowerCase(Locale.ROOT)) {
                case "i" -> "you";
                case "me" -> "you";
                case "my" -> "your";
                case "am" -> "are";
                case "you" -> "I";
                case "your" -> "my";
                default -> word;
            };
            out.append(out.isEmpty() ? "" : " ").append(swapped);
        }
        return out.toString();
    }

    @Override
    public void close() {
        Thread running = worker;
        if (running != null) {
            running.interrupt();
        }
    }
}
