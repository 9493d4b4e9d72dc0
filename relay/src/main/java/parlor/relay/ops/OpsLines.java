package parlor.relay.ops;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * What every line of the operator's log shares, whichever class says it: the one logger, the
 * terminal it is about, and judges and questions written the way the log writes them.
 */
final class OpsLines {

    static final Logger LOG = LoggerFactory.getLogger(OpsLog.LOGGER);

    private OpsLines() {}

    /** Runs {@code logging} with its line naming {@code terminal} (the text file's fourth column, the JSON's field). */
    static void at(String terminal, Runnable logging) {
        try (var ignored = MDC.putCloseable("terminal", terminal)) {
            logging.run();
        }
    }

    /** The judge as a number for tools, or null before anyone has announced themselves. */
    static Integer judgeNumber(int judge) {
        return judge < 0 ? null : judge;
    }

    /** Two digits as judges announce themselves; {@code --} before anyone has. */
    static String judgeName(int judge) {
        return judge < 0 ? "--" : String.format("%02d", judge);
    }

    /** A question as the judge reads it, on one line. */
    static String oneLine(String text) {
        return text.replace('\n', ' ');
    }
}
