package parlor.relay.prescreen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The ranking and the finalists as {@code bin/transcripts results} prints them, ties shown. */
public final class PrescreenReport {

    private PrescreenReport() {}

    public static String text(String suiteName, Ranking ranking, List<String> skipped) {
        StringBuilder out = new StringBuilder();
        out.append(PrescreenRun.title(suiteName)).append('\n');
        out.append(ranking.standings().size())
                .append(
                        " entries. Each answer counts with a person's mark where one is given, "
                                + "else the automatic one (0-2); an entry's mean is over its marked answers\n(a statement, tell:, gets no automatic mark).\n\n");
        out.append(table(ranking));
        List<String> toMark = ranking.standings().stream()
                .filter(s -> !s.unmarked().isEmpty())
                .map(s -> "not yet marked: " + s.entry() + " " + String.join(", ", s.unmarked())
                        + " (mark them in the sheet's mark column)")
                .toList();
        if (!toMark.isEmpty()) {
            out.append('\n').append(String.join("\n", toMark)).append('\n');
        }
        out.append('\n').append(finalists(ranking)).append('\n');
        skipped.forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }

    private static String table(Ranking ranking) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("rank", "entry", "name", "mean", "marked", "by hand", "problems"));
        for (Ranking.Standing s : ranking.standings()) {
            rows.add(List.of(
                    rank(s),
                    s.entry(),
                    s.name(),
                    s.mean().isPresent()
                            ? String.format(Locale.ROOT, "%.2f", s.mean().getAsDouble())
                            : "-",
                    s.marked() + " of " + s.rows(),
                    Integer.toString(s.byHand()),
                    s.problems()));
        }
        int[] widths = new int[rows.get(0).size()];
        rows.forEach(row -> {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        });
        String format = format(widths);
        StringBuilder out = new StringBuilder();
        rows.forEach(row ->
                out.append(String.format(format, row.toArray()).stripTrailing()).append('\n'));
        return out.toString();
    }

    private static String format(int[] widths) {
        StringBuilder format = new StringBuilder();
        for (int i = 0; i < widths.length - 1; i++) {
            format.append("%-").append(widths[i] + 2).append('s');
        }
        return format.append("%s").toString();
    }

    /** {@code 2=} for a rank shared with another entry; {@code -} for an entry with no mark at all. */
    private static String rank(Ranking.Standing s) {
        if (s.rank() == 0) {
            return "-";
        }
        return s.rank() + (s.tied() ? "=" : "");
    }

    static String finalists(Ranking ranking) {
        StringBuilder out = new StringBuilder(
                "Finalists (" + ranking.places() + " place" + (ranking.places() == 1 ? "" : "s") + "): ");
        out.append(ranking.finalists().isEmpty() ? "none yet" : named(ranking.finalists()));
        ranking.tieAtCut()
                .ifPresent(
                        tie -> out.append("\nTied for the last ")
                                .append(tie.placesLeft())
                                .append(tie.placesLeft() == 1 ? " place" : " places")
                                .append(", each with a mean of ")
                                .append(String.format(
                                        Locale.ROOT,
                                        "%.2f",
                                        tie.tied().get(0).mean().orElse(0)))
                                .append(": ")
                                .append(named(tie.tied()))
                                .append(
                                        ". The organiser decides between them (another question, or more places in the final)."));
        return out.toString();
    }

    private static String named(List<Ranking.Standing> standings) {
        return standings.stream()
                .map(s -> s.name().isEmpty() || s.name().equals(s.entry()) ? s.entry() : s.entry() + " " + s.name())
                .collect(Collectors.joining(", "));
    }
}
