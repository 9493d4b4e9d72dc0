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
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keylog.KeyLogReplay;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Finds a terminal's conversation that the relay did not see to its end (the relay was killed or
 * stopped mid-conversation) and rebuilds it from its keystroke log: the screen, the judge, whose
 * turn it is, and how many of the station's keys are already on record.
 */
final class Recovery {

    /** A conversation picked up again. */
    record Recovered(
            Path keys,
            Path text,
            KeyLogReplay replay,
            List<ScreenEvent> history,
            String stationSession,
            long stationDelivered,
            Optional<String> unanswered,
            long keyCount,
            Optional<KeyLogLine> closingLine) {
    }

    private Recovery() {
    }

    /** The newest open conversation of this terminal with this entity, if any. */
    static Optional<Recovered> find(Path entityFolder, String terminal) {
        if (!Files.isDirectory(entityFolder)) {
            return Optional.empty();
        }
        List<Path> logs;
        try (Stream<Path> files = Files.list(entityFolder)) {
            logs = files.filter(f -> f.getFileName().toString().matches("LP\\d\\d-\\d+\\.keys"))
                .sorted(Comparator.comparing(Recovery::cycle).reversed()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot look for conversations to recover in " + entityFolder, e);
        }
        for (Path keys : logs) {
            List<KeyLogLine> lines = read(keys);
            boolean ours = lines.stream().anyMatch(l -> l.what() == KeyLogLine.What.BEGIN && l.terminal().equals(terminal));
            if (!ours) {
                continue;
            }
            boolean closed = !lines.isEmpty() && lines.get(lines.size() - 1).what() == KeyLogLine.What.CLOSE;
            return closed ? Optional.empty() : Optional.of(rebuild(keys, lines));
        }
        return Optional.empty();
    }

    private static Recovered rebuild(Path keys, List<KeyLogLine> recorded) {
        List<KeyLogLine> lines = new ArrayList<>(recorded);
        Optional<KeyLogLine> closing = unfinishedReplyEnd(recorded);
        closing.ifPresent(lines::add);
        KeyLogReplay replay = new KeyLogReplay(lines, keys.toString());
        List<ScreenEvent> history = new ArrayList<>(List.of(new ScreenEvent.Prompt()));
        String[] unanswered = {null};
        String session = null;
        long delivered = 0;
        long keyCount = 0;
        for (KeyLogLine line : lines) {
            if (line.what() == KeyLogLine.What.LINK) {
                session = line.payload();
                delivered = 0;
            } else if (line.what() == KeyLogLine.What.KEY) {
                delivered = Math.max(delivered, line.keySeq());
                keyCount++;
            }
            for (DisciplineEvent event : replayQuietly(replay, line)) {
                switch (event) {
                    case DisciplineEvent.Show show -> history.add(show.screen());
                    case DisciplineEvent.MessageCompleted message -> unanswered[0] = message.text();
                    case DisciplineEvent.EntityLine ignored -> unanswered[0] = null;
                    default -> {
                        // transcript lines are rebuilt from the log as a whole
                    }
                }
            }
        }
        Path text = keys.resolveSibling(keys.getFileName().toString().replaceFirst("\\.keys$", ".TXT"));
        rewriteTranscript(lines, text);
        boolean waiting = !replay.discipline().judgeHasTurn();
        return new Recovered(keys, text, replay, history, session, delivered,
            waiting ? Optional.ofNullable(unanswered[0]) : Optional.empty(), keyCount, closing);
    }

    /**
     * A reply whose lines are on record but whose end is not (the relay died while recording it):
     * those lines are what the entity said, so the reply is closed and shown.
     */
    /** Closes a conversation for good without taking it up again: a fresh start was asked for. */
    static void end(Recovered recovered, java.time.Clock clock, parlor.transcripts.keylog.Durability durability) {
        KeyLogLine begin = recovered.replay().begin();
        try (var keys = new parlor.transcripts.keylog.KeyLogWriter(recovered.keys(), durability, clock)) {
            recovered.closingLine().ifPresent(keys::write);
            keys.write(new KeyLogLine(clock.instant(), begin.terminal(), recovered.replay().judge(), "-", "relay", KeyLogLine.What.CLOSE, ""));
        }
    }

    private static Optional<KeyLogLine> unfinishedReplyEnd(List<KeyLogLine> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            KeyLogLine line = lines.get(i);
            if (line.what() == KeyLogLine.What.SAY) {
                return Optional.of(new KeyLogLine(line.at(), line.terminal(), line.judge(), line.side(), line.who(), KeyLogLine.What.END, ""));
            }
            if (line.what() != KeyLogLine.What.KEY && line.what() != KeyLogLine.What.LINK) {
                return Optional.empty();
            }
        }
        return Optional.empty();
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
            Files.write(temporary, rebuilt.toString(StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8));
            Files.move(temporary, text, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot rebuild transcript " + text, e);
        }
    }

    private static List<KeyLogLine> read(Path keys) {
        try {
            return KeyLogReader.read(Files.newBufferedReader(keys, StandardCharsets.UTF_8), keys.toString()).lines();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read keystroke log " + keys, e);
        }
    }

    private static int cycle(Path keys) {
        String name = keys.getFileName().toString();
        return Integer.parseInt(name.substring(5, name.indexOf('.')));
    }
}
