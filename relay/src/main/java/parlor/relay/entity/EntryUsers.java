package parlor.relay.entity;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The users a relay run as root runs its entries as: one for each entry of each folder, handed out
 * once, from {@value #FIRST} upwards, and written in a registry the whole machine shares
 * ({@code /var/lib/parlor/entry-users}, or the file {@code PARLOR_ENTRY_USERS} names) under a lock.
 * So no two entries on the machine run as one user, whichever relay runs them, and an entry gets
 * its user back at every start, so that what it wrote stays its own. A user handed out is none the
 * machine has ({@code /etc/passwd}, {@code /etc/group}: its group has the same number) and none a
 * running process runs as (an entry of a relay that keeps another registry).
 */
public final class EntryUsers {

    /** The first user handed out: far above any a system gives people or services. */
    public static final int FIRST = 7_000_000;

    private static final Path DEFAULT_REGISTRY = Path.of("/var/lib/parlor/entry-users");
    /** One lock for the registry within this process: the file's lock is the process's, not a thread's. */
    private static final Object IN_THIS_PROCESS = new Object();

    /** What the machine says of its users. */
    interface Machine {
        /** Users and groups the machine has: an entry must never be one. */
        Set<Integer> accounts();

        /** The users running processes run as now. */
        Set<Integer> running();
    }

    /** This machine: its account files and {@code /proc}. */
    static final Machine LOCAL = LocalMachine.INSTANCE;

    private final Path registry;
    private final Machine machine;

    EntryUsers(Path registry, Machine machine) {
        this.registry = registry;
        this.machine = machine;
    }

    /** The machine's registry, where {@code PARLOR_ENTRY_USERS} (or {@code -Dparlor.entry-users}) says or in {@code /var/lib/parlor}. */
    public static EntryUsers ofThisMachine() {
        return new EntryUsers(
                Optional.ofNullable(System.getProperty("parlor.entry-users"))
                        .or(() -> Optional.ofNullable(System.getenv("PARLOR_ENTRY_USERS")))
                        .filter(path -> !path.isBlank())
                        .map(Path::of)
                        .orElse(DEFAULT_REGISTRY),
                LOCAL);
    }

    /** Where the users are kept. */
    public Path registry() {
        return registry;
    }

    /**
     * The user entry {@code entry} of the contest whose folder is {@code folder} runs as: the one
     * it had before, unless the machine has since given that number to an account of its own; else
     * the first free one.
     */
    public int userOf(Path folder, String entry) {
        String key = Registry.key(folder.toAbsolutePath().normalize(), entry);
        synchronized (IN_THIS_PROCESS) {
            try {
                Files.createDirectories(registry.toAbsolutePath().getParent());
                try (FileChannel file = FileChannel.open(
                                registry,
                                StandardOpenOption.CREATE,
                                StandardOpenOption.READ,
                                StandardOpenOption.WRITE);
                        FileLock ignored = file.lock()) {
                    Registry known = Registry.parse(read(file));
                    Set<Integer> accounts = machine.accounts();
                    Integer had = known.users().get(key);
                    if (had != null && !accounts.contains(had)) {
                        return had;
                    }
                    int user = firstFree(known, accounts);
                    file.write(ByteBuffer.wrap(Registry.line(user, key).getBytes(StandardCharsets.UTF_8)), file.size());
                    file.force(true);
                    return user;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(
                        "cannot keep the entries' users in " + registry + " (" + e.getMessage()
                                + "): give another file with PARLOR_ENTRY_USERS",
                        e);
            }
        }
    }

    private int firstFree(Registry known, Set<Integer> accounts) {
        Set<Integer> taken = new HashSet<>(accounts);
        taken.addAll(machine.running());
        taken.addAll(known.handedOut());
        int user = FIRST;
        while (taken.contains(user)) {
            user++;
        }
        return user;
    }

    private static String read(FileChannel file) throws IOException {
        ByteBuffer all = ByteBuffer.allocate(Math.toIntExact(file.size()));
        while (all.hasRemaining() && file.read(all, all.position()) >= 0) {
            // read on until the buffer is full
        }
        return new String(all.array(), 0, all.position(), StandardCharsets.UTF_8);
    }

    /**
     * The registry's lines, {@code user TAB folder TAB entry}, a line per user handed out; a later
     * line for the same entry (its user taken by an account since) wins.
     */
    record Registry(Map<String, Integer> users, Set<Integer> handedOut) {

        static Registry parse(String text) {
            Map<String, Integer> users = new HashMap<>();
            Set<Integer> handedOut = new HashSet<>();
            for (String line : text.split("\n")) {
                int tab = line.indexOf('\t');
                if (tab > 0) {
                    try {
                        int user = Integer.parseInt(line.substring(0, tab));
                        users.put(line.substring(tab + 1), user);
                        handedOut.add(user);
                    } catch (NumberFormatException torn) {
                        // a line cut short by a crash: its user was never used
                    }
                }
            }
            return new Registry(users, handedOut);
        }

        static String key(Path folder, String entry) {
            return escaped(folder.toString()) + "\t" + escaped(entry);
        }

        static String line(int user, String key) {
            return user + "\t" + key + "\n";
        }

        private static String escaped(String field) {
            return field.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n");
        }
    }

    private enum LocalMachine implements Machine {
        INSTANCE;

        @Override
        public Set<Integer> accounts() {
            Set<Integer> numbers = new HashSet<>();
            for (Path file : List.of(Path.of("/etc/passwd"), Path.of("/etc/group"))) {
                try (Stream<String> lines = Files.lines(file)) {
                    lines.map(line -> line.split(":", -1))
                            .filter(fields -> fields.length > 2 && fields[2].matches("\\d{1,10}"))
                            .forEach(fields -> numbers.add((int) Long.parseLong(fields[2])));
                } catch (IOException | UncheckedIOException e) {
                    // a machine without one has no such accounts
                }
            }
            return numbers;
        }

        @Override
        public Set<Integer> running() {
            Set<Integer> users = new HashSet<>();
            try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
                processes
                        .filter(path -> path.getFileName().toString().matches("\\d+"))
                        .forEach(process -> {
                            try {
                                users.add((Integer) Files.getAttribute(process, "unix:uid"));
                            } catch (IOException | RuntimeException gone) {
                                // it ended while being looked at
                            }
                        });
            } catch (IOException | UncheckedIOException e) {
                // no /proc: nothing known to run
            }
            return users;
        }
    }
}
