package parlor.station.ui;

import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;

/**
 * Lanterna's Unix terminal, set up with two runs of {@code stty} instead of five: as it takes the
 * terminal, Lanterna runs {@code stty} once for the settings to restore and then once for each
 * change (no line editing, one key at a time, no echo, Ctrl-C as a key); here the changes go
 * together, in one run, in the same order. Each run is a process: a few ms of every start.
 */
final class OneSttyTerminal extends UnixTerminal {

    /**
     * The changes held back while Lanterna's constructor runs. Set from that constructor, before this
     * class's fields would be initialised: so neither field has an initialiser, which would wipe it.
     */
    private List<String> heldBack;

    private boolean taken;

    OneSttyTerminal(InputStream in, OutputStream out, Charset charset, CtrlCBehaviour ctrlC) throws IOException {
        super(in, out, charset, ctrlC);
        taken = true;
        if (heldBack != null) {
            super.runSTTYCommand(heldBack.toArray(String[]::new));
            heldBack = null;
        }
    }

    @Override
    protected String runSTTYCommand(String... parameters) throws IOException {
        // the settings to restore are read at once; a change waits for the others while the terminal is taken
        if (taken || List.of(parameters).contains("-g")) {
            return super.runSTTYCommand(parameters);
        }
        if (heldBack == null) {
            heldBack = new ArrayList<>();
        }
        heldBack.addAll(List.of(parameters));
        return "";
    }
}
