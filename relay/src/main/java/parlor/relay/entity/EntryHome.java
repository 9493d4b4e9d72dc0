package parlor.relay.entity;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.Isolation;

/**
 * What an entry has of its own on the relay's machine, settled before each start: under a relay
 * run as root, its user ({@link EntryUsers}) and its writable folder's disk ({@link EntryDisks}).
 * An ordinary user's relay runs it as that user, in a user namespace, and cannot cap a folder.
 */
final class EntryHome {

    private EntryHome() {}

    /** {@code command} in the sandbox {@code plan} describes, settled for the entry {@code spec}. */
    static java.util.List<String> wrap(Sandbox.Plan plan, java.util.List<String> command, EntitySpec.Program spec) {
        return Sandbox.wrap(settled(plan, spec), command);
    }

    /** {@code plan} with the entry's user and its folder's disk, as this relay can give them. */
    static Sandbox.Plan settled(Sandbox.Plan plan, EntitySpec.Program spec) {
        Isolation how = spec.isolation();
        if (!Sandbox.isRoot()) {
            how.disk().ifPresent(cap -> {
                // never uncapped unnoticed: the relay refuses to start so (see StartChecks); anything else is stopped
                // here
                throw new IllegalStateException("its folder cannot be capped (limits: { disk: }): "
                        + EntryDisks.unavailable().orElse("the relay is not root"));
            });
            return plan;
        }
        int user = EntryUsers.ofThisMachine().userOf(spec.directory(), spec.id());
        try {
            Optional<Path> folder = how.disk().isPresent()
                    ? Optional.of(EntryDisks.mounted(spec.id(), how.disk().get(), spec.directory(), user))
                    : Optional.empty();
            return plan.ownedBy(user, folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
