package parlor.relay.rounds;

/**
 * A side-by-side meeting before its sides are chosen, by position in the cast (0 is J1, E1, C1):
 * planning works on numbers, sides and names come after.
 */
record Pairing(int judge, int entry, int confederate) {

    boolean clashesWith(Pairing other) {
        return judge == other.judge || entry == other.entry || confederate == other.confederate;
    }
}
