package parlor.transcripts.lp96;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.ZoneId;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.files.OwnerOnly;

/**
 * Writes one conversation as a 1996 transcript ({@code LPyy-nn.TXT}, CR LF line ends as the
 * DOS-era files had). Every line goes straight to the operating system when written, so a relay
 * killed at any moment loses no line it had written. A line that cannot be written whole (a full
 * disk) is taken back out of the file, so writing it again later leaves no torn line.
 */
public final class Lp96TranscriptWriter implements AutoCloseable {

    private static final byte[] LINE_END = {'\r', '\n'};

    private final Path file;
    private final OutputStream out;
    private final Lp96Format format;
    /** The file itself, when there is one: a failed line is cut back off it. */
    private final java.nio.channels.FileChannel channel;
    /** At a confederate's desk, the judge across the wire; {@link #AT_A_TERMINAL} at a judge's terminal. */
    private int deskJudge = AT_A_TERMINAL;

    private static final int AT_A_TERMINAL = -2;

    private Lp96TranscriptWriter(Path file, OutputStream out, Lp96Format format) {
        this.file = file;
        this.out = out;
        this.format = format;
        this.channel = null;
    }

    private Lp96TranscriptWriter(Path file, java.nio.channels.FileChannel channel, Lp96Format format) {
        this.file = file;
        this.out = java.nio.channels.Channels.newOutputStream(channel);
        this.format = format;
        this.channel = channel;
    }

    /** Writes a transcript to any stream (standard output, a file being converted to). */
    public static Lp96TranscriptWriter to(OutputStream out, String name, TranscriptHeader header, ZoneId zone) {
        Lp96TranscriptWriter writer = new Lp96TranscriptWriter(Path.of(name), out, new Lp96Format(zone));
        for (String line : writer.format.header(header)) {
            writer.writeLine(line);
        }
        return writer;
    }

    /** Goes on writing an existing transcript (a conversation recovered after the relay stopped). */
    public static Lp96TranscriptWriter appendTo(Path file, ZoneId zone) {
        try {
            var channel = java.nio.channels.FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
            return new Lp96TranscriptWriter(file, channel, new Lp96Format(zone));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot reopen transcript " + file, e);
        }
    }

    /** Creates the next free {@code LPyy-nn.TXT} in the folder and writes the header. */
    public static Lp96TranscriptWriter create(Path folder, TranscriptHeader header, ZoneId zone) {
        try {
            OwnerOnly.createDirectories(folder);
            int year = header.start().atZone(zone).getYear();
            for (int cycle = 1; ; cycle++) {
                Path candidate = folder.resolve(Lp96Format.fileName(year, cycle));
                java.nio.channels.FileChannel channel;
                try {
                    // unbuffered on purpose: each line is one write() that survives SIGKILL
                    channel = OwnerOnly.open(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                } catch (FileAlreadyExistsException taken) {
                    // another execution wrote this cycle: try the next number
                    continue;
                }
                return withHeader(new Lp96TranscriptWriter(candidate, channel, new Lp96Format(zone)), header);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a transcript in " + folder, e);
        }
    }

    /** A new file's header; a file that cannot take it whole (a full disk) is removed, so the next try starts clean. */
    private static Lp96TranscriptWriter withHeader(Lp96TranscriptWriter writer, TranscriptHeader header)
            throws IOException {
        try {
            for (String line : writer.format.header(header)) {
                writer.writeLine(line);
            }
            return writer;
        } catch (UncheckedIOException e) {
            writer.channel.close();
            Files.deleteIfExists(writer.file);
            throw e;
        }
    }

    public Path file() {
        return file;
    }

    /**
     * The record of a confederate's desk, talking with judge {@code judge}: the confederate, who
     * types through the desk's discipline, is the hidden side (PROGRAM), and the other side's lines
     * are the judge's. Read as any transcript, it says who said what as the judge's own does.
     */
    public Lp96TranscriptWriter fromDesk(int judge) {
        deskJudge = judge;
        return this;
    }

    /** Records what the line discipline decided, if it belongs in the transcript. */
    public void record(DisciplineEvent event) {
        if (deskJudge != AT_A_TERMINAL) {
            recordAtDesk(event);
            return;
        }
        switch (event) {
            case DisciplineEvent.JudgeChanged change -> writeLine(format.judgeChange(change.judge()));
            case DisciplineEvent.JudgeLine line -> writeLine(format.judgeLine(line.judge(), line.text(), line.at()));
            case DisciplineEvent.EntityLine line -> writeLine(format.programLine(line.text(), line.at()));
            default -> {
                // screen effects, refusals and completed messages add no transcript line
            }
        }
    }

    private void recordAtDesk(DisciplineEvent event) {
        switch (event) {
            case DisciplineEvent.JudgeLine line -> writeLine(format.programLine(line.text(), line.at()));
            case DisciplineEvent.EntityLine line -> writeLine(format.judgeLine(deskJudge, line.text(), line.at()));
            default -> {
                // the judge across the wire is not announced at the desk
            }
        }
    }

    private synchronized void writeLine(String line) {
        byte[] text = line.getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + LINE_END.length];
        System.arraycopy(text, 0, bytes, 0, text.length);
        System.arraycopy(LINE_END, 0, bytes, text.length, LINE_END.length);
        long before = -1;
        try {
            before = channel == null ? -1 : channel.size();
            out.write(bytes);
        } catch (IOException e) {
            takeBack(before);
            throw new UncheckedIOException("cannot write to transcript " + file + ": " + e.getMessage(), e);
        }
    }

    private void takeBack(long size) {
        if (size < 0) {
            return;
        }
        try {
            channel.truncate(size);
        } catch (IOException ignored) {
            // the part of a line left behind is reported by the readers as a damaged line
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close transcript " + file, e);
        }
    }
}
