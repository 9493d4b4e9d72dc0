package parlor.relay.rounds;

/** How many of each a contest has: what an organiser asks the generator for. */
public record CastSize(int judges, int entries, int confederates) {

    @Override
    public String toString() {
        return plural(judges, "judge") + ", " + plural(entries, "entry") + ", " + plural(confederates, "confederate");
    }

    /** "1 judge", "4 judges", "2 entries". */
    static String plural(int count, String noun) {
        return count + " " + (count == 1 ? noun : nouns(noun));
    }

    static String nouns(String noun) {
        return noun.endsWith("y") ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
    }
}
