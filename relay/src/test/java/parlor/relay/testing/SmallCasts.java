package parlor.relay.testing;

/** The contest file's terminals and entities for small days in rounds, to follow {@code rules:} and its keys. */
public final class SmallCasts {

    /** Two judges, one terminal each. */
    public static final String TWO_JUDGES = """
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
        """;
    /** Two judges with a terminal on each side, for 2006's pairs talked to at once. */
    public static final String TWO_JUDGES_AT_PAIRS = """
        terminals:
          T1: { judge: 1, side: left }
          T2: { judge: 1, side: right }
          T3: { judge: 2, side: left }
          T4: { judge: 2, side: right }
        """;
    /** Two entries (programs that echo) and one confederate: the confederate is in every pair. */
    public static final String ONE_CONFEDERATE = """
        entities:
          E1: { program: [cat] }
          E2: { program: [cat] }
          C1: { confederate: D1 }
        """;

    public static final String TWO_CONFEDERATES = ONE_CONFEDERATE + "  C2: { confederate: D2 }\n";
    /** The wager's fixed cast: three judges, one computer, three human foils. */
    public static final String THE_WAGER = """
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
          T3: { judge: 3 }
        entities:
          M1: { program: [cat] }
          F1: { confederate: D1 }
          F2: { confederate: D2 }
          F3: { confederate: D3 }
        """;

    private SmallCasts() {}
}
