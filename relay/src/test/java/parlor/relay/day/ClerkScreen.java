package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import parlor.relay.entity.EntityListener;

/** The judge's side of the terminal: what the clerk says and shows on the status line, checked for ids as it comes. */
final class ClerkScreen implements EntityListener {

    private static final Pattern ID = Pattern.compile("\\b[A-Z]+\\d+\\b");

    private final List<String> replies = new ArrayList<>();
    private String notice = "";

    /** Types an answer key by key, as the terminal reports it; returns the status line once it is all typed. */
    String typing(VerdictClerk clerk, String answer) {
        for (int i = 0; i <= answer.length(); i++) {
            clerk.judgeTyping(answer.substring(0, i));
        }
        return notice;
    }

    void send(VerdictClerk clerk, String answer) {
        typing(clerk, answer);
        clerk.judgeSaid(answer);
        assertThat(notice)
                .as("the status line is cleared once an answer is sent")
                .isEmpty();
    }

    String lastReply() {
        return replies.getLast();
    }

    @Override
    public void replied(String text) {
        assertNoId(text);
        replies.add(text);
    }

    @Override
    public void notice(String text) {
        assertNoId(text);
        notice = text;
    }

    @Override
    public void failed(String reason) {
        throw new AssertionError("the clerk cannot fail: " + reason);
    }

    private static void assertNoId(String text) {
        assertThat(ID.matcher(text).find())
                .as("an entity id shown to the judge: %s", text)
                .isFalse();
    }
}
