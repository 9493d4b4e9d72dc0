package parlor.relay.switchboard;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keylog.KeyLogReplay;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Finds a terminal's conversation that the relay did not see to its end (the relay was killed or
 * stopped mid-conversation) and rebuilds it from its keystroke log: the screen, the judge, whose
 * turn it is, a reply it was typing, and how far the station's keys are on record.
 */
final class Recovery {

    /**
     * A conversation picked up again. {@code personTyping}: the keys shown of a reply a person was
     * typing (a Return as a line break), whose lines are not on record yet; empty if none was.
     */
    record Recovered(
            Path keys,
            Path text,
            KeyLogReplay replay,
            List<ScreenEvent> history,
            Optional<String> unanswered,
            Optional<TypedSoFar> replyBeingTyped,
            long keyCount,
            Optional<KeyLogLine> closingLine,
            List<String> sent,
            int received,
            List<String> said,
            String personTyping,
            parlor.relay.entity.Earlier earlier) {}

    /** The same conversation, its entity not to be asked again what was unanswered (a confederate pair is reconciled instead). */
    static Recovered withoutAskingAgain(Recovered r) {
        return new Recovered(
                r.keys(),
                r.text(),
                r.replay(),
                r.history(),
                Optional.empty(),
                r.replyBeingTyped(),
                r.keyCount(),
                r.closingLine(),
                r.sent(),
                r.received(),
                r.said(),
                r.personTyping(),
                r.earlier());
    }

    /** A reply the relay was typing onto the screen when it stopped: all its lines, and the keys typed of it (Return as a line break). */
    record TypedSoFar(List<String> lines, String typed) {}

    /** The station process last on record at a seat, and how many of its keys the record has. */
    record LastLink(String session, long delivered) {}

    private Recovery() {}

    /**
     * The newest conversation of this terminal with this entity in the day's phase {@code phase}
     * ({@code ""}: any), if it is still open. Here and below, a record is read only as far as its
     * chain holds under {@code recordKey}: a line after that is not the relay's, and never replayed.
     */
    static Optional<Recovered> find(Path entityFolder, String terminal, String phase, Optional<byte[]> recordKey) {
        return newest(entityFolder, terminal, phase, recordKey)
                .filter(record -> record.lines().getLast().what() != KeyLogLine.What.CLOSE)
                .map(record -> rebuild(record.keys(), record.lines()));
    }

    /**
     * The screen the newest conversation of this terminal with this entity in the day's phase
     * {@code phase} showed, as its record replays it, whether it ended or not; nothing is written.
     */
    static List<String> screenOf(Path entityFolder, String terminal, String phase, Optional<byte[]> recordKey) {
        return newest(entityFolder, terminal, phase, recordKey)
                .map(record -> {
                    KeyLogReplay replay =
                            new KeyLogReplay(record.lines(), record.keys().toString());
                    parlor.transcripts.screen.Screen screen = new parlor.transcripts.screen.Screen();
                    screen.apply(new ScreenEvent.Prompt());
                    record.lines()
                            .forEach(line -> replayQuietly(replay, line).stream()
                                    .filter(DisciplineEvent.Show.class::isInstance)
                                    .forEach(shown -> screen.apply(((DisciplineEvent.Show) shown).screen())));
                    return screen.lines();
                })
                .orElse(List.of());
    }

    /** A record as read: its file and its lines. */
    private record OnRecord(Path keys, List<KeyLogLine> lines) {}

    /** The newest record of this terminal in this folder, in the day's phase {@code phase} ({@code ""}: any). */
    private static Optional<OnRecord> newest(
            Path entityFolder, String terminal, String phase, Optional<byte[]> recordKey) {
        for (Path keys : logsIn(entityFolder)) {
            List<KeyLogLine> lines = read(keys, recordKey);
            Optional<KeyLogLine> begin = lines.stream()
                    .filter(l -> l.what() == KeyLogLine.What.BEGIN)
                    .findFirst();
            if (begin.isPresent()
                    && begin.get().terminal().equals(terminal)
                    && (phase.isEmpty() || phaseOf(begin.get()).equals(phase))) {
                return Optional.of(new OnRecord(keys, lines));
            }
        }
        return Optional.empty();
    }

    /**
     * Where each seat's station link stands on record: the station process of each terminal's newest
     * conversation that has one, and how many of its keys are on record. A restarted relay takes up
     * the numbering there, whichever conversation the seat goes on with.
     */
    static Map<String, LastLink> lastLinks(Path transcripts, Optional<byte[]> recordKey) {
        Map<String, LastLink> links = new HashMap<>();
        Map<String, java.time.Instant> newest = new HashMap<>();
        if (!Files.isDirectory(transcripts)) {
            return links;
        }
        try (Stream<Path> folders = Files.list(transcripts)) {
            for (Path folder : folders.filter(Files::isDirectory).toList()) {
                for (Path keys : logsIn(folder)) {
                    lastLinkIn(readTelling(keys, recordKey)).ifPresent(found -> {
                        if (!newest.containsKey(found.terminal()) || found.at().isAfter(newest.get(found.terminal()))) {
                            newest.put(found.terminal(), found.at());
                            links.put(found.terminal(), found.link());
                        }
                    });
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot look for the stations on record in " + transcripts, e);
        }
        return links;
    }

    private record LinkOnRecord(String terminal, java.time.Instant at, LastLink link) {}

    private static Optional<LinkOnRecord> lastLinkIn(List<KeyLogLine> lines) {
        String session = null;
        long delivered = 0;
        java.time.Instant at = null;
        for (KeyLogLine line : lines) {
            if (line.what() == KeyLogLine.What.LINK) {
                String[] words = line.payload().split(" ");
                session = words[0];
                delivered = words.length > 1 ? parseOrZero(words[1]) : 0;
                at = line.at();
            } else if (line.what() == KeyLogLine.What.KEY && line.who().equals("judge") && session != null) {
                delivered = Math.max(delivered, line.keySeq());
            }
        }
        return session == null
                ? Optional.empty()
                : Optional.of(new LinkOnRecord(lines.get(0).terminal(), at, new LastLink(session, delivered)));
    }

    private static long parseOrZero(String number) {
        try {
            return Long.parseLong(number);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String phaseOf(KeyLogLine begin) {
        try {
            return BeginFacts.parse(begin.payload()).phase();
        } catch (IllegalArgumentException damaged) {
            return "";
        }
    }

    private static Recovered rebuild(Path keys, List<KeyLogLine> recorded) {
        KeyLogReplay replay = new KeyLogReplay(recorded, keys.toString());
        Rebuilt rebuilt = new Rebuilt();
        recorded.forEach(line -> rebuilt.take(replay, line));
        Optional<TypedSoFar> typing = Optional.empty();
        Optional<KeyLogLine> closing = Optional.empty();
        // a person's reply shown as they typed it has its keys on record, its lines only once it is over
        String personTyping = replay.unfinishedReply().isEmpty() ? replay.typedSoFar() : "";
        if (!replay.unfinishedReply().isEmpty() && !replay.typedSoFar().isEmpty()) {
            typing = Optional.of(new TypedSoFar(replay.unfinishedReply(), replay.typedSoFar()));
            rebuilt.received++;
            // the entry gave this answer whole; that the relay died typing it is nothing to the entry
            rebuilt.soFar.answered(String.join("\n", replay.unfinishedReply()));
        } else if (!replay.unfinishedReply().isEmpty()) {
            // a whole reply whose lines are on record but whose end is not: those lines are what the entity said, so it
            // is closed and shown
            KeyLogLine last = recorded.get(recorded.size() - 1);
            closing = Optional.of(new KeyLogLine(
                    last.at(), last.terminal(), last.judge(), last.side(), last.who(), KeyLogLine.What.END, ""));
            rebuilt.take(replay, closing.get());
        }
        List<KeyLogLine> lines = new ArrayList<>(recorded);
        closing.ifPresent(lines::add);
        Path text = keys.resolveSibling(keys.getFileName().toString().replaceFirst("\\.keys$", ".TXT"));
        rewriteTranscript(lines, text);
        boolean waiting = !replay.discipline().judgeHasTurn() && typing.isEmpty();
        return new Recovered(
                keys,
                text,
                replay,
                rebuilt.history,
                waiting ? Optional.ofNullable(rebuilt.unanswered) : Optional.empty(),
                typing,
                rebuilt.keyCount,
                closing,
                List.copyOf(rebuilt.sent),
                rebuilt.received,
                List.copyOf(rebuilt.said),
                personTyping,
                rebuilt.soFar.earlier());
    }

    /** What replaying a record line by line builds up. */
    private static final class Rebuilt {
        final List<ScreenEvent> history = new ArrayList<>(List.of(new ScreenEvent.Prompt()));
        final List<String> sent = new ArrayList<>();
        final List<String> said = new ArrayList<>();
        /** The entry's side of it: what an entry started afresh is given again before the unanswered message. */
        final parlor.relay.entity.ConversationSoFar soFar = new parlor.relay.entity.ConversationSoFar();

        private final List<String> answer = new ArrayList<>();

        String unanswered;
        long keyCount;
        int received;

        void take(KeyLogReplay replay, KeyLogLine line) {
            if (line.what() == KeyLogLine.What.KEY && line.who().equals("judge")) {
                keyCount++;
            } else if (line.what() == KeyLogLine.What.END) {
                received++;
            }
            for (DisciplineEvent event : replayQuietly(replay, line)) {
                switch (event) {
                    case DisciplineEvent.Show show -> history.add(show.screen());
                    case DisciplineEvent.MessageCompleted message -> {
                        answerEnds();
                        unanswered = message.text();
                        sent.add(message.text());
                        soFar.said(message.text());
                    }
                    case DisciplineEvent.EntityLine shown -> {
                        unanswered = null;
                        said.add(shown.text());
                        answer.add(shown.text());
                    }
                    case DisciplineEvent.KeyApplied applied -> {
                        // keys the judge typed ahead take effect after the answer: they belong to the next message
                        answerEnds();
                        soFar.key(applied.key());
                    }
                    default -> {
                        // transcript lines are rebuilt from the log as a whole
                    }
                }
            }
            answerEnds();
        }

        /** The lines of one answer come together, of its END line: together they answer the message before. */
        private void answerEnds() {
            if (!answer.isEmpty()) {
                soFar.answered(String.join("\n", answer));
                answer.clear();
            }
        }
    }

    /** Closes a conversation for good without taking it up again: a fresh start was asked for, or its phase is over. */
    static void end(
            Recovered recovered,
            java.time.Clock clock,
            parlor.relay.contest.Contest contest,
            String why,
            parlor.transcripts.seal.RecordManifest manifest) {
        KeyLogLine begin = recovered.replay().begin();
        try (var keys = new parlor.transcripts.keylog.KeyLogWriter(
                recovered.keys(), contest.durability(), clock, contest.recordKey())) {
            recovered.closingLine().ifPresent(keys::write);
            keys.write(new KeyLogLine(
                    clock.instant(),
                    begin.terminal(),
                    recovered.replay().judge(),
                    "-",
                    "relay",
                    KeyLogLine.What.CLOSE,
                    why));
            manifest.closed(keys.file(), ConversationRecord.extent(keys));
        }
    }

    /** A folder's conversation records ({@code LPyy-nn.keys}), the newest first. */
    static List<Path> logsIn(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().matches("LP\\d\\d-\\d+\\.keys"))
                    .sorted(Comparator.comparing(Recovery::cycle).reversed())
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot look for conversations to recover in " + folder, e);
        }
    }

    private static List<DisciplineEvent> replayQuietly(KeyLogReplay replay, KeyLogLine line) {
        try {
            return replay.replay(line);
        } catch (IllegalArgumentException unreadable) {
            return List.of();
        }
    }

    /** The transcript as the keystroke log says it should be: also restores a line the kill cut off. */
    private static void rewriteTranscript(List<KeyLogLine> lines, Path text) {
        ByteArrayOutputStream rebuilt = new ByteArrayOutputStream();
        KeyLogTo96.write(lines, text.toString(), rebuilt);
        try {
            Path temporary = text.resolveSibling(text.getFileName() + ".recovering");
            parlor.transcripts.files.OwnerOnly.writeString(temporary, rebuilt.toString(StandardCharsets.UTF_8));
            Files.move(temporary, text, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot rebuild transcript " + text, e);
        }
    }

    /** The lines the relay is known to have written: those before the first line that breaks the record's chain. */
    private static List<KeyLogLine> read(Path keys, Optional<byte[]> recordKey) {
        return readLog(keys, recordKey).trustedLines();
    }

    /**
     * As {@link #read}, saying loudly where a chain breaks: done for every record as the relay
     * starts (looking for where each station stands), so each altered record is named once a start.
     */
    private static List<KeyLogLine> readTelling(Path keys, Optional<byte[]> recordKey) {
        KeyLogReader.Result log = readLog(keys, recordKey);
        if (log.chain() instanceof parlor.transcripts.keylog.ChainVerdict.Broken broken) {
            parlor.relay.ops.RecordLog.recordNotAsWritten(keys.toString(), broken.line(), broken.why(), log.trusted());
        } else if (log.chain() instanceof parlor.transcripts.keylog.ChainVerdict.Unverifiable) {
            parlor.relay.ops.RecordLog.recordUnverifiable(keys.toString());
        }
        return log.trustedLines();
    }

    private static KeyLogReader.Result readLog(Path keys, Optional<byte[]> recordKey) {
        try {
            return KeyLogReader.read(Files.newBufferedReader(keys, StandardCharsets.UTF_8), keys.toString(), recordKey);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read keystroke log " + keys, e);
        }
    }

    private static int cycle(Path keys) {
        String name = keys.getFileName().toString();
        return Integer.parseInt(name.substring(5, name.indexOf('.')));
    }
}
