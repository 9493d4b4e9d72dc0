package parlor.relay.contest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An entry program's own clock set to the contest's published date and time, as the 2009
 * organisers set their machines' clocks ({@code entry-clock: 2009-09-06T10:00}). libfaketime
 * (preloaded, {@code FAKETIME="@..."}) makes the clock start there when the program starts and run
 * on; timers (the monotonic clock) are left alone. The library lies under {@code /usr}, which the
 * sandbox binds read-only for every entry. It is preloaded into the entry's own command only: a
 * root relay's sandbox runs its first steps as root, and a library loaded there makes a semaphore
 * the entry's own user then cannot open (the entry would not start).
 */
public record EntryClock(LocalDateTime startsAt, ZoneId zone) {

    /** Where Debian's libfaketime puts the library, by architecture. */
    private static final List<Path> LIBRARIES = List.of(
            Path.of("/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"),
            Path.of("/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1"),
            Path.of("/usr/lib/faketime/libfaketime.so.1"));

    private static final DateTimeFormatter FAKETIME = DateTimeFormatter.ofPattern("'@'yyyy-MM-dd HH:mm:ss");

    /** {@code text} as the contest file writes it (ISO date and time, no zone: the contest's), or why not. */
    public static EntryClock parse(String text, ZoneId zone) {
        try {
            return new EntryClock(LocalDateTime.parse(text.strip()), zone);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(
                    "entry-clock: '" + text + "' is not a date and time such as 2009-09-06T10:00");
        }
    }

    /** The installed library, or empty with the reason in {@link #unavailable()}. */
    static Optional<Path> library() {
        return LIBRARIES.stream().filter(Files::isRegularFile).findFirst();
    }

    /** Why an entry clock cannot be set on this machine, or empty if it can. */
    public static Optional<String> unavailable() {
        return library().isPresent()
                ? Optional.empty()
                : Optional.of(
                        "entry-clock: needs libfaketime, which is not installed (on Debian: apt-get install libfaketime)");
    }

    /** When the entry's clock starts, in the contest's zone. */
    public ZonedDateTime start() {
        return startsAt.atZone(zone);
    }

    /** What the program's environment gets: the start, and the contest's zone for its local time. */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("FAKETIME", FAKETIME.format(startsAt));
        env.put("FAKETIME_DONT_FAKE_MONOTONIC", "1");
        // FAKETIME is read as local time: the zone must be the contest's
        env.put("TZ", zone instanceof ZoneOffset offset ? posixZone(offset) : zone.getId());
        return env;
    }

    /** The clock a program's environment sets, if any: the contest facts then start where the entry's clock does. */
    public static Optional<EntryClock> of(Map<String, String> environment, ZoneId zone) {
        return Optional.ofNullable(environment.get("FAKETIME"))
                .map(f -> new EntryClock(LocalDateTime.parse(f, FAKETIME), zone));
    }

    /** What goes before an entry's own command: the library preloaded, where its environment sets a clock. */
    public static List<String> launcher(Map<String, String> environment) {
        if (!environment.containsKey("FAKETIME")) {
            return List.of();
        }
        Path lib = library()
                .orElseThrow(() -> new IllegalStateException(unavailable().orElseThrow()));
        return List.of("/usr/bin/env", "LD_PRELOAD=" + lib);
    }

    /** POSIX TZ for a bare offset: its sign is the other way round ("UTC-2" is two hours ahead). */
    private static String posixZone(ZoneOffset offset) {
        int seconds = -offset.getTotalSeconds();
        return String.format(
                "UTC%s%02d:%02d", seconds < 0 ? "-" : "+", Math.abs(seconds) / 3600, Math.abs(seconds) / 60 % 60);
    }
}
