package parlor.transcripts.testing;

/**
 * One wager trial's votes, as tests write them: "J1 M1 human 3, ..." is judge 1 taking M1 for a human and ranking it 3
 * (of 4, most human), and so on for each candidate. M1 is the computer, H1-H3 the foils.
 */
public final class WagerVotes {

    /**
     * M1 taken for a human by J1 and J2; ranks M1 3, 2, 1 (median 2), H1 4, 4, 4 (4), H2 1, 3, 2 (2), H3 2, 1, 3 (2):
     * M1's median is at least that of H2 and H3, so it passes both tests.
     */
    public static final String PASSED = """
        J1 M1 human 3, H1 human 4, H2 machine 1, H3 human 2
        J2 M1 human 2, H1 human 4, H2 machine 3, H3 machine 1
        J3 M1 machine 1, H1 human 4, H2 human 2, H3 human 3
        """;

    /** M1 fools two judges again, but its median 2 is at least only H3's (H2's is 3): it fails the Rank Order Test. */
    public static final String FAILED_RANK_ORDER = """
        J1 M1 human 2, H1 human 4, H2 human 3, H3 machine 1
        J2 M1 human 1, H1 human 4, H2 human 3, H3 machine 2
        J3 M1 machine 2, H1 human 4, H2 machine 1, H3 human 3
        """;

    /** J3 never voted: M1 fooled J1 only, so J3's vote could still make it two of three. */
    public static final String J3_MISSING = """
        J1 M1 human 3, H1 human 4, H2 machine 1, H3 human 2
        J2 M1 machine 2, H1 human 4, H2 machine 3, H3 machine 1
        """;

    /**
     * {@link #PASSED} without J3's vote on H3: J3's ranks 1, 4 and 2 leave H3 only 3, and H3 is a foil, so whether J3
     * took it for a human changes nothing: every way J3 could have voted, M1 passes.
     */
    public static final String J3_ON_H3_MISSING = """
        J1 M1 human 3, H1 human 4, H2 machine 1, H3 human 2
        J2 M1 human 2, H1 human 4, H2 machine 3, H3 machine 1
        J3 M1 machine 1, H1 human 4, H2 human 2
        """;

    private WagerVotes() {}
}
