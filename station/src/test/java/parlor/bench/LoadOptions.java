package parlor.bench;

/**
 * {@code --stations N --seconds S --slices K}: how many judges type at once, for how long against
 * each server (measured, after a warm-up turn), and in how many turns: the servers take turns of
 * S/K seconds, so that whatever else the machine is doing falls on all of them alike (see
 * {@link LoadBench}).
 */
record LoadOptions(int stations, int seconds, int slices) {

    static final String USAGE = "usage: bench/load [--stations N] [--seconds S] [--slices K]"
        + "   (default 1000 stations, 60 s each server, in turns of about 10 s after a warm-up turn each)";

    LoadOptions {
        if (stations < 1 || seconds < 1) {
            throw new IllegalArgumentException("stations and seconds must be at least 1\n" + USAGE);
        }
        if (slices < 1 || slices > seconds) {
            throw new IllegalArgumentException("slices must be at least 1, and no more than the seconds\n" + USAGE);
        }
    }

    static LoadOptions parse(String... args) {
        int stations = 1000;
        int seconds = 60;
        Integer slices = null;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("no value after " + option + "\n" + USAGE);
            }
            int value = number(option, args[++i]);
            switch (option) {
                case "--stations" -> stations = value;
                case "--seconds" -> seconds = value;
                case "--slices" -> slices = value;
                default -> throw new IllegalArgumentException("unknown option " + option + "\n" + USAGE);
            }
        }
        return new LoadOptions(stations, seconds, slices != null ? slices : Math.max(1, seconds / 10));
    }

    private static int number(String option, String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a whole number, not '" + text + "'\n" + USAGE);
        }
    }
}
