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
        System.out.printf(
                "day pace: programs against the day's people on the judge's screen (min_reply_delay 5 s, window 5 s),"
                        + " mean of %d simulated days a cell%n"
                        + "each cell: n replies heard, then the ratio of medians programs/people (first, last character)"
                        + " and the KS distance (first, last)%n",
                days);
        for (int weight : new int[] {1, 2, 4, 8}) {
            for (SimulatedDays.Typist day : List.of(SimulatedDays.QUICK, SimulatedDays.SLOW, SimulatedDays.STEADY)) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "K=%d %-18s", weight, day.name()));
                for (int heard : new int[] {0, 1, 3, 5, 10, 20, 40}) {
                    SimulatedDays.Comparison c =
                            SimulatedDays.meanOfDays(day, heard, weight, days, new Random(heard * 31L + weight));
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
    }
}
