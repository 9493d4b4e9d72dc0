package parlor.relay.contest;

import java.util.LinkedHashMap;
import java.util.Map;

/** Seats that must not clash: each confederate desk and hidden host has one name, one entity and one terminal. */
final class SeatChecks {

    /** The terminal key by which an organiser says a telnet seat in a keyed contest is meant to ask no key. */
    static final String UNAUTHENTICATED = "unauthenticated";

    private SeatChecks() {}

    /**
     * A contest key tells an organiser every seat needs it, but a telnet port asks none: whoever reaches
     * it types as that seat's judge. So a keyed contest's telnet seat must say it is meant.
     */
    static void keylessSeat(YamlNode node, TerminalSpec terminal, boolean keyed) {
        var said = YamlNode.optional(node.mapping(ContestLoader.TERMINAL_KEYS), UNAUTHENTICATED);
        if (said.isPresent() && terminal.telnet().isEmpty()) {
            throw said.get()
                    .error("unauthenticated: belongs to a telnet terminal; terminal " + terminal.id() + " is not one");
        }
        if (keyed) {
            terminal.keylessInKeyedContest().ifPresent(why -> {
                throw node.error(why);
            });
        }
    }

    /** A confederate sits at one desk and talks to one terminal at a time; desks and terminals need distinct names. */
    static void desks(YamlNode top, Map<String, TerminalSpec> terminals, Map<String, EntitySpec> entities) {
        Map<String, String> deskOf = new LinkedHashMap<>();
        for (EntitySpec entity : entities.values()) {
            if (entity instanceof EntitySpec.Confederate confederate) {
                if (terminals.containsKey(confederate.desk())) {
                    throw top.keyAt("entities", confederate.id())
                            .error("confederate desk " + confederate.desk()
                                    + " has the name of a terminal: give it another (C1, C2, ...)");
                }
                String before = deskOf.put(confederate.desk(), confederate.id());
                if (before != null) {
                    throw top.keyAt("entities", confederate.id())
                            .error("entities " + before + " and " + confederate.id() + " share confederate desk "
                                    + confederate.desk());
                }
                long talkingTo = terminals.values().stream()
                        .filter(t -> t.entity().equals(confederate.id()))
                        .count();
                if (talkingTo > 1) {
                    throw top.keyAt("entities", confederate.id())
                            .error("confederate " + confederate.id() + " is one person but " + talkingTo
                                    + " terminals talk to it");
                }
            }
        }
    }

    /** A hidden host is one machine running one entry for one terminal; its seat needs a name of its own. */
    static void hosts(YamlNode top, Map<String, TerminalSpec> terminals, Map<String, EntitySpec> entities) {
        Map<String, String> entityOfSeat = new LinkedHashMap<>();
        for (EntitySpec entity : entities.values()) {
            if (entity instanceof EntitySpec.Host host) {
                boolean takenByDesk = entities.values().stream()
                        .anyMatch(e -> e instanceof EntitySpec.Confederate c
                                && c.desk().equals(host.seat()));
                if (terminals.containsKey(host.seat()) || takenByDesk) {
                    throw top.keyAt("entities", host.id())
                            .error("hidden host " + host.seat()
                                    + " has the name of a terminal or desk: give it another (H1, H2, ...)");
                }
                String before = entityOfSeat.put(host.seat(), host.id());
                if (before != null) {
                    throw top.keyAt("entities", host.id())
                            .error("entities " + before + " and " + host.id() + " share hidden host " + host.seat()
                                    + ": one host runs one entry");
                }
                long talkingTo = terminals.values().stream()
                        .filter(t -> t.entity().equals(host.id()))
                        .count();
                if (talkingTo > 1) {
                    throw top.keyAt("entities", host.id())
                            .error("entity " + host.id() + " runs on hidden host " + host.seat()
                                    + ", which serves one terminal, but " + talkingTo
                                    + " terminals talk to it: give each terminal its own host");
                }
            }
        }
    }
}
