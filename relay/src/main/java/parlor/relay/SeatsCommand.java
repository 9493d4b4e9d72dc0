package parlor.relay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.Role;
import parlor.relay.link.SeatKeys;
import parlor.transcripts.files.OwnerOnly;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bin/relay seats}: each seat's key, derived from the contest key, for the operator to hand out. */
@Command(
        name = "seats",
        mixinStandardHelpOptions = true,
        description =
                "Prints the key of every seat (each judge terminal, confederate desk and hidden host, watchers, and the operator's "
                        + "console: bin/relay console), derived from the contest key. "
                        + "Give each station only its own key: a station holding T1's key can take T1 and nothing else.")
final class SeatsCommand implements Callable<Integer> {

    @Option(names = "--contest", required = true, paramLabel = "FILE", description = "the contest file")
    Path contestFile;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description =
                    "write one key file per seat here (judge-T1.key, watcher.key, operator.key; readable by the owner only)")
    Path out;

    @Override
    public Integer call() throws IOException {
        Contest contest;
        try {
            contest = ContestLoader.load(contestFile);
        } catch (ContestFileException e) {
            System.err.println("seats: " + e.getMessage());
            return 2;
        }
        Optional<String> key = Optional.ofNullable(System.getenv("PARLOR_CONTEST_KEY"))
                .filter(k -> !k.isBlank())
                .map(String::trim)
                .or(contest::key);
        if (key.isEmpty()) {
            System.err.println(
                    "seats: the contest has no key, so stations need none (add key: to the contest file or set PARLOR_CONTEST_KEY)");
            return 2;
        }
        List<String> seats = new ArrayList<>();
        contest.terminals().keySet().stream().sorted().forEach(t -> seats.add(SeatKeys.seat(Role.JUDGE, t)));
        contest.entities().values().stream()
                .filter(e -> e instanceof parlor.relay.contest.EntitySpec.Confederate)
                .map(e -> ((parlor.relay.contest.EntitySpec.Confederate) e).desk())
                .sorted()
                .forEach(desk -> seats.add(SeatKeys.seat(Role.CONFEDERATE, desk)));
        contest.entities().values().stream()
                .filter(e -> e instanceof parlor.relay.contest.EntitySpec.Host)
                .map(e -> ((parlor.relay.contest.EntitySpec.Host) e).seat())
                .sorted()
                .forEach(host -> seats.add(SeatKeys.seat(Role.HOST, host)));
        seats.add(SeatKeys.seat(Role.WATCHER, ""));
        seats.add(SeatKeys.seat(Role.AUDIENCE, ""));
        seats.add(SeatKeys.seat(Role.OPERATOR, ""));
        for (String seat : seats) {
            String seatKey = SeatKeys.seatKey(key.get(), seat);
            if (out == null) {
                System.out.printf("%-12s %s%n", seat, seatKey);
            } else {
                OwnerOnly.createDirectories(out);
                // operator: names no terminal: its file is operator.key
                Path file = out.resolve(seat.replaceFirst(":$", "").replace(':', '-') + ".key");
                OwnerOnly.writeString(file, seatKey + "\n");
                // a key file written before, whatever its mode, is a secret now
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
                System.out.println("wrote " + file);
            }
        }
        return 0;
    }
}
