package parlor.bench;

/**
 * {@code --stations N --seconds S --slices K [--keyed]}: how many judges type at once, for how long against
 * each server (measured, after warm-up turns), and in how many turns: the servers take turns of
 * S/K seconds, so that whatever else the machine is doing falls on all of them alike (see
 * {@link LoadBench}). With {@code --keyed} the relay's contest has a key, so every station proves
 * its seat and every frame after the handshake carries a MAC, as on a contest day over a LAN.
 */
record LoadOptions(int stations, int seconds, int slices, boolean keyed) {

    static final String USAGE = "usage: bench/load [--stations N] [--seconds S] [--slices K] [--keyed]"
        + "   (default 1000 stations, 60 s each server, in turns of about 2 s after about 10 s of warm-up each; no contest key)";

    /** About this much typing per server before the measured turns: the relay's compiler and first collections happen in it. */
    private static final long WARM_UP_NANOS = 10_000_000_000L;

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
        boolean keyed = false;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--keyed")) {
                keyed = true;
                continue;
            }
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
        return new LoadOptions(stations, seconds, slices != null ? slices : Math.max(1, seconds / 2), keyed);
    }

    /** How long each turn's typing lasts. */
    long turnNanos() {
        return seconds * 1_000_000_000L / slices;
    }

    /** Unmeasured turns per server before the measured ones: about 10 s of typing, at least one turn. */
    int warmUpTurns() {
        return (int) Math.max(1, (WARM_UP_NANOS + turnNanos() - 1) / turnNanos());
    }

    private static int number(String option, String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a whole number, not '" + text + "'\n" + USAGE);
        }
    }
}
