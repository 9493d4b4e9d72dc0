package parlor.relay.entity;

import java.time.Clock;
import parlor.relay.contest.EntitySpec;

/** Makes the entity a contest file describes. */
public final class Entities {

    private Entities() {}

    /** An HTTP entry's client settings; the key is read from its environment variable now, never stored in the contest. */
    public static HttpChatEntity.Settings httpSettings(EntitySpec.Http http) {
        return new HttpChatEntity.Settings(
                http.endpoint(),
                http.model(),
                http.systemPrompt(),
                http.apiKeyVariable().map(System::getenv).filter(k -> !k.isBlank()),
                http.replyTimeout(),
                true);
    }

    /** A web entry's client settings: its page waits as long as the entry may take to reply. */
    public static WebEntity.Settings webSettings(EntitySpec.Web web) {
        WebReply.Pick pick = web.selector()
                .<WebReply.Pick>map(WebReply.Pick.Css::new)
                .orElseGet(() -> new WebReply.Pick.Marker(web.marker().orElseThrow()));
        return new WebEntity.Settings(web.url(), web.field(), pick, web.replyTimeout());
    }

    /** Entries that can crash or hang are kept running by a supervisor; the built-in demo cannot. */
    public static Entity supervised(EntitySpec spec, String terminal, Clock clock) {
        return supervised(spec, terminal, clock, java.util.Optional.empty());
    }

    /** As {@link #supervised(EntitySpec, String, Clock)}, told the live contest's {@code facts} as its kind is told them. */
    public static Entity supervised(
            EntitySpec given, String terminal, Clock clock, java.util.Optional<EntryFacts> facts) {
        EntitySpec spec = facts.map(f -> f.given(given)).orElse(given);
        java.util.Map<String, String> headers = facts.map(EntryFacts::headers).orElse(java.util.Map.of());
        return switch (spec) {
            // a new process (or connection) knows nothing of the conversation: it is given it again
            case EntitySpec.Program program ->
                new SupervisedEntity(
                        terminal,
                        program.id(),
                        () -> create(program, terminal, clock),
                        program.replyTimeout(),
                        clock,
                        CatchUp.REPLAYED);
            // an LPP entry its author started keeps running, and its memory, whatever happens to the relay
            case EntitySpec.Lpp lpp ->
                new SupervisedEntity(
                        terminal,
                        lpp.id(),
                        () -> lpp(lpp, terminal, clock, facts.map(EntryFacts::fileText)),
                        lpp.replyTimeout(),
                        clock,
                        lpp.launched().isPresent() ? CatchUp.REPLAYED : CatchUp.KEPT);
            // the relay connects afresh for each conversation: to the entry, a new connection is a new conversation
            case EntitySpec.Tcp tcp ->
                new SupervisedEntity(
                        terminal,
                        tcp.id(),
                        () -> tcp(
                                tcp,
                                terminal,
                                clock,
                                facts.filter(f -> tcp.factsLine()).map(EntryFacts::line)),
                        tcp.replyTimeout(),
                        clock,
                        CatchUp.REPLAYED);
            // a failed request is retried after a pause by a fresh client told the conversation so far
            case EntitySpec.Http http ->
                new SupervisedEntity(
                        terminal,
                        http.id(),
                        () -> new HttpChatEntity(http.id(), httpSettings(http).withHeaders(headers), terminal, clock),
                        http.replyTimeout().plusSeconds(5),
                        clock,
                        CatchUp.TOLD);
            // the cookies outlive a client that failed, as a browser's outlive a page that would not load, but not the
            // relay: a restarted relay's new browser posts the earlier messages again
            case EntitySpec.Web web -> {
                var browser = new WebEntity.Browser();
                yield new SupervisedEntity(
                        terminal,
                        web.id(),
                        () -> new WebEntity(web.id(), webSettings(web), terminal, clock, browser),
                        web.replyTimeout().plusSeconds(5),
                        clock,
                        CatchUp.REPLAYED_AFTER_RELAY_RESTART);
            }
            default -> create(spec, terminal, clock);
        };
    }

    /** No one: the waiting screen between a contest's conversations, where nothing is said. */
    public static Entity silent() {
        return new Entity() {
            @Override
            public void start(EntityListener listener) {
                // nothing will ever be said
            }

            @Override
            public void judgeSaid(String message) {
                // keys are not taken between conversations: no message arrives
            }

            @Override
            public void close() {
                // nothing runs
            }
        };
    }

    /** An entity for one terminal: each terminal gets its own instance, its own process. */
    public static Entity create(EntitySpec spec, String terminal, Clock clock) {
        return switch (spec) {
            case EntitySpec.Program program -> new ProgramEntity(program, terminal, clock);
            case EntitySpec.Demo demo -> new DemoEntity(demo.id().hashCode());
            case EntitySpec.Tcp tcp -> tcp(tcp, terminal, clock, java.util.Optional.empty());
            case EntitySpec.Http http -> new HttpChatEntity(http.id(), httpSettings(http), terminal, clock);
            case EntitySpec.Web web ->
                new WebEntity(web.id(), webSettings(web), terminal, clock, new WebEntity.Browser());
            case EntitySpec.Lpp lpp -> lpp(lpp, terminal, clock, java.util.Optional.empty());
            case EntitySpec.Confederate confederate ->
                throw new IllegalArgumentException(
                        "confederate " + confederate.id() + " is linked to its desk by the switchboard");
            case EntitySpec.Desk desk ->
                throw new IllegalArgumentException("desk " + desk.id() + " is linked by the switchboard");
            case EntitySpec.Clerk clerk -> silent();
            case EntitySpec.Host host ->
                throw new IllegalArgumentException(
                        "entity " + host.id() + " on hidden host " + host.seat() + " is linked by the switchboard");
        };
    }

    /** A TCP entry; {@code firstLine}, the contest's facts, goes first on its connection. */
    private static Entity tcp(EntitySpec.Tcp tcp, String terminal, Clock clock, java.util.Optional<String> firstLine) {
        return new TcpEntity(
                tcp.id(),
                new TcpEntity.Settings(
                        tcp.address(), tcp.prompt(), tcp.strip(), tcp.quiet(), tcp.keystrokes(), firstLine),
                terminal,
                clock);
    }

    /** An LPP entry (and its program, where the relay starts it); {@code factsFile}, the contest's facts, is written in its folder. */
    private static Entity lpp(EntitySpec.Lpp lpp, String terminal, Clock clock, java.util.Optional<String> factsFile) {
        Entity adapter = new LppEntity(
                lpp.id(),
                lpp.directory(),
                terminal,
                clock,
                LppEntity.Settings.DEFAULTS
                        .withQuiet(lpp.quiet())
                        .withKeystrokes(lpp.keystrokes())
                        .withFacts(factsFile));
        return lpp.launched()
                .<Entity>map(program -> new StartedBeside(adapter, program, terminal))
                .orElse(adapter);
    }
}
