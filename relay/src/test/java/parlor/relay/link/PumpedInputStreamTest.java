package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PumpedInputStreamTest {

    @Test
    void aSourceFasterThanItsReaderArrivesWholeAndInOrder() throws IOException {
        byte[] megabyte = new byte[1 << 20];
        new Random(2012).nextBytes(megabyte);

        try (InputStream pumped = PumpedInputStream.start("test-pump", new ByteArrayInputStream(megabyte))) {
            assertThat(pumped.readAllBytes()).isEqualTo(megabyte);
            assertThat(pumped.read()).isEqualTo(-1);
        }
    }

    @Test
    void readersGetWhatCameBeforeTheSourceFailedThenItsFailure() throws IOException {
        InputStream failing = new SequenceInputStream(
                new ByteArrayInputStream("last words".getBytes(StandardCharsets.US_ASCII)), new InputStream() {
                    @Override
                    public int read() throws IOException {
                        throw new IOException("line noise");
                    }
                });

        try (InputStream pumped = PumpedInputStream.start("test-pump", failing)) {
            assertThat(new String(pumped.readNBytes(10), StandardCharsets.US_ASCII))
                    .isEqualTo("last words");
            assertThatThrownBy(pumped::read).isInstanceOf(IOException.class).hasMessage("line noise");
        }
    }
}
