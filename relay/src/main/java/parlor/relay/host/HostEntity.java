package parlor.relay.host;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.entity.ReplyAssembler;
import parlor.relay.entity.SinceLastReply;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.link.Viewer;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.keys.Key;

/**
 * The relay's side of an entry on a hidden host: to the switchboard an entity like any other; on
 * the wire, a seat ({@code host:H7}) that {@code bin/relay host} takes over the same lossless link
 * stations use. What the judge says is numbered and kept until the host has it, however often the
 * host's link comes and goes. A host process that starts again is told again whatever is
 * unanswered. A host away while the judge waits too long is reported as not responding, and
 * comes back when it does.
 */
public final class HostEntity implements Entity {

    private final EntitySpec.Host spec;
    /** The terminal the entry talks with now: fixed all day, or the round's, in a contest with rounds. */
    private volatile String terminal;

    private final Clock clock;
    private final LinkSession link = new LinkSession();
    private final SinceLastReply told = new SinceLastReply();
    private final TextParts.Joiner reply = new TextParts.Joiner(ReplyAssembler.MAX_BUFFER_CHARS);
    private EntityListener listener;
    private Viewer host;
    private String hostSession;
    private Instant waitingSince;
    private boolean reportedAway;
    /** The host said its entry stopped for good: only a new host process brings it back. */
    private boolean gaveUp;
    /** The facts the host's entry runs with now (a day with rounds): a host process that replaces another is told them again. */
    private java.util.Optional<LinkMessage.Facts> facts = java.util.Optional.empty();

    public HostEntity(EntitySpec.Host spec, String terminal, Clock clock) {
        this.spec = spec;
        this.terminal = terminal;
        this.clock = clock;
    }

    public String seat() {
        return spec.seat();
    }

    /**
     * In a contest with rounds the same hidden host talks with one terminal after another, told the
     * round's facts, with which it starts its entry afresh, as the relay starts a local entry.
     */
    public synchronized void servesTerminal(String now, parlor.relay.entity.EntryFacts roundFacts) {
        terminal = now;
        facts = java.util.Optional.of(new LinkMessage.Facts(roundFacts.line()));
        send(facts.get());
    }

    public String terminal() {
        return terminal;
    }

    @Override
    public synchronized void start(EntityListener entityListener) {
        this.listener = entityListener;
        // a new conversation (a new round): what the last judge said is not this one's business
        told.replied();
        waitingSince = null;
    }

    @Override
    public synchronized void judgeSaid(String message) {
        told.said(message);
        waitingSince = clock.instant();
        TextParts.split(message, LinkMessage.JudgeMessage::new).forEach(this::send);
    }

    @Override
    public synchronized void judgeChanged(int judge) {
        send(new LinkMessage.JudgeNumber(judge));
    }

    @Override
    public synchronized void judgeKey(Key key) {
        told.key(key);
        send(new LinkMessage.KeyPressed(key));
    }

    /**
     * The host's link takes the seat. The same host process on the same relay run picks up where
     * it left off; a host process new to this relay run hears everything still owed from the start.
     */
    public LinkMessage.Welcome attach(
            Viewer newHost, LinkMessage.Hello hello, String relayEpoch, String proof, String contestName) {
        boolean back;
        LinkMessage.Welcome welcome;
        synchronized (this) {
            if (host != null && host != newHost) {
                host.displaced();
            }
            host = newHost;
            boolean sameHost = hello.session().equals(hostSession);
            if (!sameHost) {
                restartedHost(hostSession != null);
                hostSession = hello.session();
            }
            back = reportedAway || (gaveUp && !sameHost);
            reportedAway = false;
            gaveUp = gaveUp && sameHost;
            boolean resume = sameHost && hello.relayEpoch().equals(relayEpoch);
            welcome = new LinkMessage.Welcome(spec.seat(), relayEpoch, link.delivered(), !resume, proof, contestName);
            newHost.write(List.of(link.stamp(welcome, clock.instant())));
            newHost.write(link.resume(resume ? hello.delivered() : 0, clock.instant()));
        }
        if (back) {
            listener.back("hidden host " + spec.seat() + " is back");
        }
        return welcome;
    }

    /** A host process we have not heard before numbers from 1; one that replaced another is told the unanswered again. */
    private void restartedHost(boolean replacing) {
        link.restartIncoming();
        reply.take();
        if (replacing) {
            link.reset();
            List<LinkMessage.Data> again = new ArrayList<>(facts.stream().toList());
            told.tellAgain(
                    key -> again.add(new LinkMessage.KeyPressed(key)),
                    message -> again.addAll(TextParts.split(message, LinkMessage.JudgeMessage::new)));
            again.forEach(message -> link.stamp(message, clock.instant()));
        }
    }

    public synchronized void detach(Viewer leaving) {
        if (host == leaving) {
            host = null;
        }
    }

    /** A frame from the host: a key of a reply being typed, part of a reply, news that the entry failed there, or an acknowledgement. */
    public void fromHost(Frame frame) {
        String replied = null;
        String failed = null;
        Key typed = null;
        synchronized (this) {
            var message = link.receive(frame, clock.instant());
            if (message.isPresent() && message.get() instanceof LinkMessage.EntryKey key) {
                // as for a whole reply: a key of an answer nobody here asked for is not shown (the reply's end is
                // logged)
                typed = told.unanswered().isEmpty() && waitingSince == null ? null : key.key();
            } else if (message.isPresent()
                    && message.get() instanceof LinkMessage.EntryReply part
                    && reply.add(part.part(), part.more())) {
                if (reply.dropped() > 0) {
                    OpsLog.badInput(
                            terminal,
                            "hidden host " + spec.seat(),
                            "a reply of over " + ReplyAssembler.MAX_BUFFER_CHARS + " characters: " + reply.dropped()
                                    + " dropped");
                }
                replied = reply.take();
                if (told.unanswered().isEmpty() && waitingSince == null) {
                    // an answer to the previous round's judge, arriving after the round changed: nobody here asked
                    OpsLog.badInput(
                            terminal,
                            "hidden host " + spec.seat(),
                            "a reply for the previous conversation arrived late; not shown");
                    replied = null;
                }
                told.replied();
                waitingSince = null;
            } else if (message.isPresent() && message.get() instanceof LinkMessage.EntryFailed entryFailed) {
                failed = "on hidden host " + spec.seat() + ": " + entryFailed.reason();
                waitingSince = null;
                gaveUp = true;
            }
        }
        // told outside our lock: the session calls into us holding its own
        if (typed != null) {
            listener.typed(typed);
        } else if (replied != null) {
            listener.replied(replied);
        } else if (failed != null) {
            listener.failed(failed);
        }
    }

    /** Every few milliseconds: acknowledgements and resends, and whether the judge has waited too long for an absent host. */
    public void tick(java.time.Instant now) {
        boolean away;
        synchronized (this) {
            List<Frame> frames = link.tick(now);
            if (host != null && !frames.isEmpty()) {
                host.write(frames);
            }
            away = host == null
                    && waitingSince != null
                    && !reportedAway
                    && Duration.between(waitingSince, now).compareTo(spec.absentLimit()) >= 0;
            if (away) {
                reportedAway = true;
                waitingSince = null;
            }
        }
        if (away) {
            listener.failed("hidden host " + spec.seat() + " has not been connected for "
                    + spec.absentLimit().toSeconds() + " s");
        }
    }

    private void send(LinkMessage.Data message) {
        Frame frame = link.stamp(message, clock.instant());
        if (host != null) {
            host.write(List.of(frame));
        }
    }

    /** Nothing runs here: the host's link is closed with the relay's other links. */
    @Override
    public void close() {}
}
