package parlor.relay.day;

import java.util.List;

/** Whom a judge met in one round, by id, left first: what a review asks about; {@code trial}: the wager's trial (0: none). */
record Met(int round, int trial, List<String> entities) {

    Met(int round, List<String> entities) {
        this(round, 0, entities);
    }

    Met {
        entities = List.copyOf(entities);
    }

    /** How the judge knows a conversation: "the left side in round 3", or "the other side in round 2" when it was the only one. */
    String called(String entity) {
        String side = entities.size() == 1 ? "other" : entities.indexOf(entity) == 0 ? "left" : "right";
        return "the " + side + " side in round " + round;
    }
}
