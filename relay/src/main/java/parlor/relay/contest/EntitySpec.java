package parlor.relay.contest;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import parlor.relay.link.HostPort;

/** A hidden entity as the contest file configures it. */
public sealed interface EntitySpec {

    String id();

    /** Program name and author for the transcript header; never shown to judges. */
    String name();

    String author();

    /** A program the relay starts on a pseudo-terminal and talks to through its standard streams. */
    record Program(
            String id,
            List<String> command,
            Path directory,
            Optional<Pattern> prompt,
            Optional<Pattern> strip,
            Duration quiet,
            Duration replyTimeout,
            boolean network,
            boolean keystrokes,
            String name,
            String author,
            java.util.Map<String, String> environment,
            Isolation isolation)
            implements EntitySpec {

        public Program {
            command = List.copyOf(command);
            environment = java.util.Map.copyOf(environment);
        }

        /** A sandboxed entry with no variables of its own beyond the ones every entry gets. */
        public Program(
                String id,
                List<String> command,
                Path directory,
                Optional<Pattern> prompt,
                Optional<Pattern> strip,
                Duration quiet,
                Duration replyTimeout,
                boolean network,
                boolean keystrokes,
                String name,
                String author) {
            this(
                    id,
                    command,
                    directory,
                    prompt,
                    strip,
                    quiet,
                    replyTimeout,
                    network,
                    keystrokes,
                    name,
                    author,
                    java.util.Map.of(),
                    Isolation.SANDBOXED);
        }

        /** The same entry with these variables added to its environment (a prescreening's contest facts). */
        public Program withEnvironment(java.util.Map<String, String> added) {
            var all = new java.util.HashMap<>(environment);
            all.putAll(added);
            return with(command, all, isolation);
        }

        /** The same entry with another command, environment and isolation: what the withers change. */
        private Program with(
                List<String> newCommand, java.util.Map<String, String> newEnvironment, Isolation newIsolation) {
            return new Program(
                    id,
                    newCommand,
                    directory,
                    prompt,
                    strip,
                    quiet,
                    replyTimeout,
                    network,
                    keystrokes,
                    name,
                    author,
                    newEnvironment,
                    newIsolation);
        }

        /** The same entry run by another command (a launcher around the entry's own). */
        public Program withCommand(List<String> newCommand) {
            return with(newCommand, environment, isolation);
        }

        /** The same entry, which may also write in {@code folder} (an LPP entry's communications folder). */
        public Program writingIn(Path folder) {
            return isolated(isolation.writingIn(folder));
        }

        /** The same entry shut in as {@code how} says. */
        public Program isolated(Isolation how) {
            return with(command, environment, how);
        }
    }

    /** An entry listening on a TCP port (its own hidden host, or this one), speaking the stdio line protocol. */
    record Tcp(
            String id,
            HostPort address,
            Optional<Pattern> prompt,
            Optional<Pattern> strip,
            Duration quiet,
            Duration replyTimeout,
            boolean keystrokes,
            String name,
            String author,
            boolean factsLine)
            implements EntitySpec {}

    /** An entry of the 2006-2016 contests that talks through a communications directory (the LPP protocol). */
    record Lpp(
            String id,
            java.nio.file.Path directory,
            Duration quiet,
            Duration replyTimeout,
            String name,
            String author,
            Optional<Program> launched,
            boolean keystrokes)
            implements EntitySpec {

        /** An LPP entry that runs by itself, started by its author, sharing only the communications folder, in keystroke mode. */
        public Lpp(
                String id,
                java.nio.file.Path directory,
                Duration quiet,
                Duration replyTimeout,
                String name,
                String author) {
            this(id, directory, quiet, replyTimeout, name, author, Optional.empty(), true);
        }
    }

    /**
     * A chat model behind an OpenAI-compatible chat-completions endpoint on a hidden host; the
     * conversation so far goes with every message, after the system prompt. The API key, if any,
     * is read from an environment variable and never written anywhere.
     */
    record Http(
            String id,
            java.net.URI endpoint,
            String model,
            String systemPrompt,
            java.util.Optional<String> apiKeyVariable,
            Duration replyTimeout,
            String name,
            String author)
            implements EntitySpec {

        /** Never shows the endpoint's userinfo or query, which may hold secrets. */
        @Override
        public String toString() {
            return "Http[" + id + ", " + endpoint.getScheme() + "://" + endpoint.getHost() + ":" + endpoint.getPort()
                    + endpoint.getPath() + "]";
        }
    }

    /**
     * A web page (2003 rule 29): the judge's message is posted as the form field {@code field} to
     * {@code url}, and the reply read from the returned page, at the CSS {@code selector} or after
     * the {@code marker} (exactly one of the two).
     */
    record Web(
            String id,
            java.net.URI url,
            String field,
            Optional<String> selector,
            Optional<String> marker,
            Duration replyTimeout,
            String name,
            String author)
            implements EntitySpec {

        /** Never shows the URL's userinfo or query, which may hold secrets. */
        @Override
        public String toString() {
            return "Web[" + id + ", " + url.getScheme() + "://" + url.getHost() + ":" + url.getPort() + url.getPath()
                    + "]";
        }
    }

    /**
     * An entry on a hidden host of its own: {@code bin/relay host} runs it there and links to this
     * relay as seat {@code seat} (H7), over the network or over {@code serial}, the line the relay
     * opens for it. If the host is away while the judge waits longer than {@code absentLimit}, the
     * judge's screen says the other side is not responding until it is back.
     */
    record Host(
            String id,
            String seat,
            Optional<parlor.relay.link.SerialLine> serial,
            Duration absentLimit,
            String name,
            String author)
            implements EntitySpec {}

    /** A human confederate, typing at the confederate station seated at {@code desk} (C1) in the back room. */
    record Confederate(String id, String desk, String name, String author) implements EntitySpec {}

    /** What a confederate's desk records: the judge on the other side of the conversation. */
    record Desk(String id, String name, String author) implements EntitySpec {}

    /**
     * Parlor itself at a terminal, in a contest with rounds: the waiting screen between
     * conversations, and the review and verdict form after them.
     */
    record Clerk(String id, String name, String author) implements EntitySpec {
        public static final Clerk BETWEEN_ROUNDS = new Clerk("between-rounds", "between rounds", "Parlor");
        public static final Clerk VERDICTS = new Clerk("verdicts", "review and verdicts", "Parlor");
    }

    /** The built-in demonstration entry, for trying Parlor with nothing installed. */
    record Demo(String id, String name, String author) implements EntitySpec {}
}
