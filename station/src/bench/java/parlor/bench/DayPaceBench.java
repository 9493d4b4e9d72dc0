package parlor.bench;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import parlor.relay.testing.SimulatedDays;

/**
 * The measurements behind the day pace's blend ({@code DayPace.PRIOR_WEIGHT}): for each weight
 * tried and each simulated day, how far programs are from the day's people on the judge's screen
 * after so many of their replies. Run by {@code bench/day-pace}.
 */
public final class DayPaceBench {

    private DayPaceBench() {}

    public static void main(String[] args) {
        int days = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        double[] tried = {0.3, 0.5, 0.8};
        System.out.printf(
                "day pace: programs against the day's people on the judge's screen (min_reply_delay 5 s, window 5 s)%n"
                        + "tau: how far one day's people may be from another's (DayPace.PEOPLE_DIFFER, now %.1f)%n%n",
                parlor.relay.pacing.DayPace.PEOPLE_DIFFER);
        System.out.printf(
                "1. simulated days, mean of %d a cell: n replies heard, then the ratio of medians programs/people"
                        + " (first, last character) and the KS distance (first, last)%n",
                days);
        for (double tau : tried) {
            for (SimulatedDays.Typist day : List.of(SimulatedDays.QUICK, SimulatedDays.SLOW, SimulatedDays.STEADY)) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "tau=%.1f %-18s", tau, day.name()));
                for (int heard : new int[] {0, 1, 3, 5, 10, 20, 40}) {
                    SimulatedDays.Comparison c =
                            SimulatedDays.meanOfDays(day, heard, tau, days, new Random(heard * 31L + Math.round(tau * 10)));
                    row.append(String.format(
                            Locale.ROOT,
                            " | n=%d %.2f %.2f D %.2f %.2f",
                            heard,
                            c.firstRatio(),
                            c.lastRatio(),
                            c.firstD(),
                            c.lastD()));
                }
                System.out.println(row);
            }
        }
        System.out.printf("%n2. a day of 2012's own people (711 replies, 32 answering at once), %d days: KS distance,"
                + " mean and largest (short first, short last, long first, long last)%n", days);
        for (double tau : tried) {
            double[] mean = new double[4];
            double[] most = new double[4];
            for (int d = 0; d < days; d++) {
                double[] distances = SimulatedDays.a2012Day(tau, 32, new Random(d));
                for (int i = 0; i < 4; i++) {
                    mean[i] += distances[i] / days;
                    most[i] = Math.max(most[i], distances[i]);
                }
            }
            System.out.printf(
                    Locale.ROOT,
                    "tau=%.1f mean %.3f %.3f %.3f %.3f  largest %.3f %.3f %.3f %.3f%n",
                    tau, mean[0], mean[1], mean[2], mean[3], most[0], most[1], most[2], most[3]);
        }
        int trials = 100 * days;
        System.out.printf("%n3. the tmux test's days: after 2 or 3 warm-up replies, the median of three program replies"
                + " within 1.3 times the person's (first and last), in %d trials%n", trials);
        for (double tau : tried) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "tau=%.1f", tau));
            for (SimulatedDays.Typist day : List.of(SimulatedDays.CLOCKWORK_QUICK, SimulatedDays.CLOCKWORK_SLOW)) {
                for (int warmUps : new int[] {2, 3}) {
                    Random random = new Random(warmUps);
                    long within = java.util.stream.IntStream.range(0, trials)
                            .filter(i -> SimulatedDays.threeWithinAThird(day, warmUps, tau, random))
                            .count();
                    row.append(String.format(Locale.ROOT, " | %s, %d warm-ups: %d", day.name(), warmUps, within));
                }
            }
            System.out.println(row);
        }
    }
}
