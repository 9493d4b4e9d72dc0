package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Modes;

/**
 * One relay to a contest's folders, held by the operating system: another process is refused,
 * named as it named itself, and a holder killed with SIGKILL stops nobody after it.
 */
class FolderLockTest {

    @TempDir
    Path folder;

    @Test
    void aFolderHeldByAnotherProcessIsRefusedNamingItAndFreedWhenThatProcessIsKilled() throws Exception {
        Path transcripts = folder.resolve("transcripts");
        Process holder = holding(transcripts);
        try {
            assertThatThrownBy(() -> FolderLock.take(List.of(folder.resolve("logs"), transcripts), "pid 2"))
                    .isInstanceOf(FolderLock.Held.class)
                    .hasMessage("another relay is running this contest (pid " + holder.pid()
                            + ", listening on 127.0.0.1:7070, since 2026-11-29 16:02:11): it holds " + transcripts);
        } finally {
            holder.destroyForcibly();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }

        try (FolderLock lock = FolderLock.take(List.of(folder.resolve("logs"), transcripts), "pid 2, since now")) {
            assertThat(Files.readString(transcripts.resolve(FolderLock.FILE_NAME)))
                    .isEqualTo("pid 2, since now\n");
            assertThat(Files.readString(folder.resolve("logs").resolve(FolderLock.FILE_NAME)))
                    .isEqualTo("pid 2, since now\n");
        }
        assertThat(Modes.notOwnerOnly(folder)).as("folders 0700, files 0600").isEmpty();
    }

    @Test
    void oneFolderGivenTwiceIsLockedOnce() throws Exception {
        try (FolderLock lock = FolderLock.take(List.of(folder, folder.resolve(".")), "pid 3")) {
            assertThat(Files.readString(folder.resolve(FolderLock.FILE_NAME))).isEqualTo("pid 3\n");
        }
    }

    /** A JVM of its own that holds {@code folder} until killed, as a relay does. */
    private static Process holding(Path folder) throws Exception {
        String java = ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Process process = new ProcessBuilder(
                        java, "-cp", System.getProperty("java.class.path"), Holder.class.getName(), folder.toString())
                .redirectErrorStream(true)
                .start();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        assertThat(out.readLine()).isEqualTo("held");
        return process;
    }

    /** The process that holds the lock: says so, then waits to be killed. */
    static final class Holder {
        public static void main(String[] args) throws Exception {
            FolderLock lock = FolderLock.take(List.of(Path.of(args[0])), "pid 1");
            lock.say("pid " + ProcessHandle.current().pid()
                    + ", listening on 127.0.0.1:7070, since 2026-11-29 16:02:11");
            System.out.println("held");
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
            lock.close();
        }
    }
}
