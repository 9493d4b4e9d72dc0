package parlor.relay.entity;

import com.pty4j.PtyProcess;
import java.io.IOException;
import java.io.InputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import parlor.relay.contest.EntitySpec;
import parlor.transcripts.keys.Key;

/**
 * An entry the relay talks to one way (an LPP communications folder) and starts itself: its
 * program runs in its sandbox beside the adapter that carries the conversation. The program
 * stopping is the entry failing, and its supervisor starts both again.
 */
final class StartedBeside implements Entity {

    private static final Logger LOG = LoggerFactory.getLogger(StartedBeside.class);

    private final Entity adapter;
    private final EntitySpec.Program program;
    private final String terminal;
    private volatile PtyProcess process;
    private volatile boolean closing;

    StartedBeside(Entity adapter, EntitySpec.Program program, String terminal) {
        this.adapter = adapter;
        this.program = program;
        this.terminal = terminal;
    }

    @Override
    public void start(EntityListener listener) {
        EntryProcess run;
        try {
            shareWithTheEntry();
            run = EntryProcess.start(program, terminal);
        } catch (IOException | RuntimeException e) {
            listener.failed("cannot start " + String.join(" ", program.command()) + ": " + e.getMessage());
            return;
        }
        PtyProcess started = run.process();
        process = started;
        Thread.ofPlatform().daemon().name("entry-" + program.id() + "-beside").start(() -> {
            drain(started.getInputStream());
            try {
                int status = started.waitFor();
                run.ended();
                if (!closing) {
                    listener.failed("program exited with status " + status);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        adapter.start(listener);
    }

    /**
     * A relay run as root runs the entry as a user of its own: the folders they share must be open
     * to it. They are the entry's and the relay's alone inside the sandbox, and behind the relay's
     * own owner-only folders outside it.
     */
    private void shareWithTheEntry() throws IOException {
        if (!Sandbox.isRoot() || !program.isolation().sandboxed()) {
            return;
        }
        for (java.nio.file.Path shared : program.isolation().readWrite()) {
            java.nio.file.Files.setPosixFilePermissions(
                    shared, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        }
    }

    /** What the program prints goes nowhere: the conversation is in its folder. A full pty would stop it. */
    private void drain(InputStream out) {
        byte[] chunk = new byte[4096];
        try {
            while (out.read(chunk) >= 0) {
                LOG.atDebug()
                        .addKeyValue("event", "entity-output")
                        .addKeyValue("entity", program.id())
                        .log("entity {} printed beside its folder", program.id());
            }
        } catch (IOException ended) {
            // a pty reports EIO when the program has gone
        }
    }

    @Override
    public void judgeSaid(String message) {
        adapter.judgeSaid(message);
    }

    @Override
    public void judgeChanged(int judge) {
        adapter.judgeChanged(judge);
    }

    @Override
    public void judgeKey(Key key) {
        adapter.judgeKey(key);
    }

    @Override
    public void judgeTyping(String unsent) {
        adapter.judgeTyping(unsent);
    }

    @Override
    public void close() {
        closing = true;
        adapter.close();
        ProgramEntity.stop(process);
    }
}
