package parlor.relay.link;

import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/** Turns link messages into frames and back. Unknown or malformed frames decode to an error. */
public final class LinkCodec {

    private LinkCodec() {
    }

    public static Frame toFrame(LinkMessage message, long seq) {
        return switch (message) {
            case LinkMessage.Hello hello -> new Frame("HELLO", seq, hello.protocol() + " " + hello.terminal() + " " + hello.role());
            case LinkMessage.Welcome welcome -> new Frame("WELCOME", seq, welcome.terminal() + " " + welcome.contest());
            case LinkMessage.Refused refused -> new Frame("REFUSED", seq, refused.reason());
            case LinkMessage.KeyPressed key -> new Frame("KEY", seq, key.key().name());
            case LinkMessage.Status status -> new Frame("STATUS", seq, status.judge() + " " + status.notice());
            case LinkMessage.Bye bye -> new Frame("BYE", seq, bye.reason());
            case LinkMessage.Draw draw -> drawFrame(draw.event(), seq);
        };
    }

    private static Frame drawFrame(ScreenEvent event, long seq) {
        return switch (event) {
            case ScreenEvent.Echo echo -> new Frame("ECHO", seq, echo.text());
            case ScreenEvent.Erase erase -> new Frame("ERASE", seq, Integer.toString(erase.count()));
            case ScreenEvent.NewLine ignored -> new Frame("NL", seq, "");
            case ScreenEvent.Prompt ignored -> new Frame("PROMPT", seq, "");
            case ScreenEvent.EntityLine line -> new Frame("LINE", seq, line.text());
            case ScreenEvent.Clear ignored -> new Frame("CLEAR", seq, "");
        };
    }

    /** The message a frame carries; throws {@link IllegalArgumentException} saying what is wrong. */
    public static LinkMessage fromFrame(Frame frame) {
        String p = frame.payload();
        return switch (frame.type()) {
            case "HELLO" -> {
                String[] parts = words(p, 3, "HELLO needs protocol, terminal and role");
                yield new LinkMessage.Hello(parts[0], parts[1], parts[2]);
            }
            case "WELCOME" -> {
                String[] parts = p.split(" ", 2);
                yield new LinkMessage.Welcome(parts[0], parts.length > 1 ? parts[1] : "");
            }
            case "REFUSED" -> new LinkMessage.Refused(p);
            case "KEY" -> new LinkMessage.KeyPressed(new Key(p));
            case "STATUS" -> {
                String[] parts = p.split(" ", 2);
                yield new LinkMessage.Status(Integer.parseInt(parts[0]), parts.length > 1 ? parts[1] : "");
            }
            case "BYE" -> new LinkMessage.Bye(p);
            case "ECHO" -> new LinkMessage.Draw(new ScreenEvent.Echo(p));
            case "ERASE" -> new LinkMessage.Draw(new ScreenEvent.Erase(Integer.parseInt(p)));
            case "NL" -> new LinkMessage.Draw(new ScreenEvent.NewLine());
            case "PROMPT" -> new LinkMessage.Draw(new ScreenEvent.Prompt());
            case "LINE" -> new LinkMessage.Draw(new ScreenEvent.EntityLine(p));
            case "CLEAR" -> new LinkMessage.Draw(new ScreenEvent.Clear());
            default -> throw new IllegalArgumentException("unknown frame type " + frame.type());
        };
    }

    private static String[] words(String payload, int count, String problem) {
        String[] parts = payload.split(" ");
        if (parts.length != count) {
            throw new IllegalArgumentException(problem + ", got '" + payload + "'");
        }
        return parts;
    }
}
