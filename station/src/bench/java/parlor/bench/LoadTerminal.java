package parlor.bench;

import parlor.transcripts.keys.Key;

/** One simulated judge's terminal under load: keys go out, and what answers them is tallied. */
interface LoadTerminal extends AutoCloseable {

    /** What a key is in its message: each kind is answered differently by the relay (echo, prompt, new line). */
    enum Stroke {
        CHARACTER,
        END_OF_LINE,
        END_OF_MESSAGE
    }

    /** Sends a key now; its answer is timed from this moment. */
    void press(Key key, Stroke stroke) throws java.io.IOException;

    /** What this terminal sent and what came back. */
    StationTally tally();

    /** How many times the link was connected (more than once means it dropped and came back); a bare echo socket connects once. */
    default int connections() {
        return 1;
    }

    @Override
    void close();
}
