package parlor.relay.rounds;

import java.util.Objects;

/** Someone a judge talks with without seeing them: a computer entry or a human confederate. */
public sealed interface HiddenEntity {

    String name();

    /** A computer entry: {@code E1}, {@code E2}, … */
    record Entry(String name) implements HiddenEntity {

        public Entry {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A human confederate (the Kurzweil–Kapor wager's "human foil"): {@code C1}, {@code C2}, … */
    record Confederate(String name) implements HiddenEntity {

        public Confederate {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
