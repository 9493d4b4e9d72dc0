package parlor.relay.rounds;

import java.util.List;
import java.util.Objects;

/** What one judge does in one round. */
public sealed interface Meeting {

    Judge judge();

    /** Whom the judge talks with, left terminal first. */
    List<HiddenEntity> hidden();

    /**
     * The 2006 and 2009 finals: the judge talks with two terminals, one an entry and the other a
     * confederate, and says which is human. The record takes any two entities so that a schedule
     * read from a file can hold a mistake for {@link ScheduleCheck} to name.
     */
    record SideBySide(Judge judge, HiddenEntity left, HiddenEntity right) implements Meeting {

        public SideBySide {
            Objects.requireNonNull(judge, "judge");
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
        }

        @Override
        public List<HiddenEntity> hidden() {
            return List.of(left, right);
        }
    }

    /** 1996, 2003 and the Kurzweil–Kapor wager: the judge talks with one hidden entity at a time. */
    record OneToOne(Judge judge, HiddenEntity partner) implements Meeting {

        public OneToOne {
            Objects.requireNonNull(judge, "judge");
            Objects.requireNonNull(partner, "partner");
        }

        @Override
        public List<HiddenEntity> hidden() {
            return List.of(partner);
        }
    }
}
