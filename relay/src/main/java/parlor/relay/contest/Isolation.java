package parlor.relay.contest;

import java.nio.file.Path;
import java.util.List;

/**
 * How an entry program is shut in ({@code isolation:} in the contest file): in a sandbox, the
 * default, or not at all ({@code none}: for an entry that cannot run otherwise, never unnoticed).
 * In the sandbox the entry's own folder ({@code directory:}) is its only folder, read-only unless
 * {@code writable: true}; without one, only the files its command names are there. {@code readOnly}
 * are further paths it may read ({@code read-only: [/opt/model]}).
 */
public record Isolation(boolean sandboxed, boolean ownFolder, boolean writable, List<Path> readOnly) {

    public static final Isolation SANDBOXED = new Isolation(true, false, false, List.of());
    /** No sandbox: the entry runs as the relay's user, seeing what it sees (only cut off from the network). */
    public static final Isolation NONE = new Isolation(false, false, false, List.of());

    public Isolation {
        readOnly = List.copyOf(readOnly);
    }
}
