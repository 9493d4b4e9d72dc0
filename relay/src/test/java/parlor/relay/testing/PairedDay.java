package parlor.relay.testing;

/**
 * A 2006 day for tests at a real relay: two judges, each with a left and a right terminal, two
 * entries ({@code cat}) and two confederates, on a written schedule: round 1 puts judge 1 at T1
 * with E1 on the left and C1 (desk D1) on the right, and excuses judge 2.
 */
public final class PairedDay {

    public static final String YAML = """
        name: Both at once
        listen: 127.0.0.1:0
        rules: loebner-2006
        timing: { talk: 27m, review: 20m, break: 3m }
        terminals:
          T1: { judge: 1, side: left }
          T2: { judge: 1, side: right }
          T3: { judge: 2, side: left }
          T4: { judge: 2, side: right }
        entities:
          E1: { program: [cat] }
          E2: { program: [cat] }
          C1: { confederate: D1 }
          C2: { confederate: D2 }
        schedule:
          - { T1: [E1, C1] }
          - { T3: [E2, C1] }
          - { T1: [E2, C2] }
          - { T3: [E1, C2] }
        """;

    private PairedDay() {}
}
