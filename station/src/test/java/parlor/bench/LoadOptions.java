package parlor.bench;

/** {@code --stations N --seconds S}: how many judges type at once, and for how long. */
record LoadOptions(int stations, int seconds) {

    static final String USAGE = "usage: bench/load [--stations N] [--seconds S]   (default 1000 stations, 60 s)";

    LoadOptions {
        if (stations < 1 || seconds < 1) {
            throw new IllegalArgumentException("stations and seconds must be at least 1\n" + USAGE);
        }
    }

    static LoadOptions parse(String... args) {
        int stations = 1000;
        int seconds = 60;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("no value after " + option + "\n" + USAGE);
            }
            int value = number(option, args[++i]);
            switch (option) {
                case "--stations" -> stations = value;
                case "--seconds" -> seconds = value;
                default -> throw new IllegalArgumentException("unknown option " + option + "\n" + USAGE);
            }
        }
        return new LoadOptions(stations, seconds);
    }

    private static int number(String option, String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a whole number, not '" + text + "'\n" + USAGE);
        }
    }
}
