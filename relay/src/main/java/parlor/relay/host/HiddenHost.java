package parlor.relay.host;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.Entities;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.entity.EntryFacts;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.Role;
import parlor.transcripts.keys.Key;

/**
 * {@code bin/relay host}: runs one entry on its own machine and links it to the relay as seat
 * {@code host:H7}, over the same lossless link a station uses (TCP or a serial cable). The entry
 * is kept running here (restarted with backoff, timed out when hung); the relay sanitises and
 * paces what it says, as for every entity. A relay that restarts asks its unanswered message
 * again: the host answers it once, from the reply it already has or is still making. In a day with
 * rounds the relay tells the round's facts as each conversation begins, and the host starts its
 * entry afresh with them, as the relay does a local entry ({@link Entities#supervised}). The
 * keys an entry types as it goes (an LPP entry) go over one by one, for the relay to show or not.
 */
public final class HiddenHost implements RelayConnection.Events, EntityListener, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(HiddenHost.class);
    /** A judge's message is at most a screenful of 1000-character lines; anything longer is not one. */
    private static final int MAX_MESSAGE_CHARS = 256 * 1024;

    private final String seat;
    private final EntitySpec spec;
    private final Clock clock;
    /** Replaced, on the link's thread, when a round's facts come; read by the shutdown hook too. */
    private volatile Entity entry;

    private String factsLine = "";
    private final Consumer<String> say;
    private final TextParts.Joiner asked = new TextParts.Joiner(MAX_MESSAGE_CHARS);
    private RelayConnection connection;
    private String linkState = "";
    private boolean welcomedBefore;
    private boolean relayRestarted;
    private String lastAsked;
    private Optional<String> lastReply = Optional.empty();
    private boolean answering;

    /** {@code say} tells the person at the host's console how the link stands. */
    public HiddenHost(String seat, EntitySpec entrySpec, Clock clock, Consumer<String> say) {
        this.seat = seat;
        this.spec = entrySpec;
        this.clock = clock;
        this.entry = Entities.supervised(entrySpec, seat, clock);
        this.say = say;
    }

    public HiddenHost start(RelayConnection.Dialer dialer, Optional<String> seatKey, Clock clock) {
        // the link exists before the entry can reply or fail; the entry runs before the relay can ask it anything
        connection = new RelayConnection(dialer, seat, Role.HOST, seatKey, this, clock);
        entry.start(this);
        connection.start();
        return this;
    }

    @Override
    public void received(LinkMessage message) {
        switch (message) {
            case LinkMessage.Welcome welcome -> welcomed(welcome);
            case LinkMessage.JudgeMessage part -> {
                Optional<String> whole = judgeMessagePart(part);
                whole.ifPresent(entry::judgeSaid);
            }
            case LinkMessage.KeyPressed key -> entry.judgeKey(key.key());
            case LinkMessage.JudgeNumber judge -> entry.judgeChanged(judge.judge());
            case LinkMessage.Facts facts -> startWith(facts.line());
            case LinkMessage.Refused refused -> say.accept("the relay refused this host: " + refused.reason());
            default -> LOG.atDebug().addKeyValue("event", "host-ignored").log("ignored {} from the relay", message);
        }
    }

    /** A conversation of a day begins: the entry starts afresh, told these facts, unless it runs with them already (the relay restarted). */
    private void startWith(String line) {
        Optional<EntryFacts> facts = parsed(line);
        Entity before;
        Entity fresh;
        synchronized (this) {
            if (facts.isEmpty() || line.equals(factsLine)) {
                return;
            }
            factsLine = line;
            before = entry;
            fresh = Entities.supervised(spec, seat, clock, facts);
            entry = fresh;
            // what the last entry was asked and answered is not the new one's
            lastAsked = null;
            lastReply = Optional.empty();
            answering = false;
        }
        before.close();
        fresh.start(this);
        LOG.atInfo()
                .addKeyValue("event", "host-facts")
                .log("the entry starts afresh for round {}: {}", facts.get().round(), line);
    }

    private static Optional<EntryFacts> parsed(String line) {
        try {
            return Optional.of(EntryFacts.parse(line));
        } catch (IllegalArgumentException e) {
            LOG.atWarn()
                    .addKeyValue("event", "bad-frame")
                    .log("unusable contest facts from the relay: {}", e.getMessage());
            return Optional.empty();
        }
    }

    private synchronized void welcomed(LinkMessage.Welcome welcome) {
        relayRestarted = welcome.fresh() && welcomedBefore;
        welcomedBefore = true;
        asked.take();
        LOG.atInfo()
                .addKeyValue("event", "host-linked")
                .addKeyValue("seat", seat)
                .log(
                        "linked to the relay as hidden host {} for contest '{}'{}",
                        seat,
                        welcome.contest(),
                        relayRestarted ? " (the relay restarted)" : "");
    }

    /**
     * Joins a judge's message; returns it whole if the entry is to hear it. A relay that restarted
     * asks its unanswered message again: that is answered with the reply already made (or still
     * being made), not put to the entry twice.
     */
    private Optional<String> judgeMessagePart(LinkMessage.JudgeMessage part) {
        Optional<String> replyAgain;
        synchronized (this) {
            if (!asked.add(part.part(), part.more())) {
                return Optional.empty();
            }
            String message = asked.take();
            boolean askedAgain = relayRestarted && message.equals(lastAsked);
            relayRestarted = false;
            if (!askedAgain) {
                lastAsked = message;
                answering = true;
                return Optional.of(message);
            }
            LOG.atInfo()
                    .addKeyValue("event", "host-asked-again")
                    .log(
                            "the restarted relay asked again what the entry {}",
                            answering ? "is still answering" : "has answered: sending that reply");
            replyAgain = answering ? Optional.empty() : lastReply;
        }
        replyAgain.ifPresent(this::sendReply);
        return Optional.empty();
    }

    @Override
    public void replied(String text) {
        synchronized (this) {
            answering = false;
            lastReply = Optional.of(text);
        }
        sendReply(text);
    }

    @Override
    public void typed(Key key) {
        connection.send(new LinkMessage.EntryKey(key));
    }

    private void sendReply(String text) {
        List<LinkMessage.EntryReply> parts = TextParts.split(text, LinkMessage.EntryReply::new);
        parts.forEach(connection::send);
    }

    @Override
    public void failed(String reason) {
        synchronized (this) {
            answering = false;
        }
        connection.send(new LinkMessage.EntryFailed(reason));
    }

    @Override
    public void linkIs(String description) {
        synchronized (this) {
            if (description.equals(linkState)) {
                return;
            }
            linkState = description;
        }
        LOG.atInfo().addKeyValue("event", "link-state").log("link: {}", description);
        say.accept("link: " + description);
    }

    @Override
    public void close() {
        if (connection != null) {
            connection.close();
        }
        entry.close();
    }
}
