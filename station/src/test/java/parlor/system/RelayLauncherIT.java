package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bin/relay} chooses the relay's garbage collector and heap, unless the operator has chosen them. */
class RelayLauncherIT {

    @TempDir
    Path folder;

    @Test
    void theRelayRunsOnZgcSoCollectionsDoNotStopTheEchoes() throws Exception {
        assertThat(jvmOptionsOfARelayStartedWith(Map.of())).contains("-XX:+UseZGC");
    }

    @Test
    void itsHeapIsHeldSmallSoKeysReuseMemoryInsteadOfWaitingForFreshPages() throws Exception {
        assertThat(jvmOptionsOfARelayStartedWith(Map.of())).contains("-XX:SoftMaxHeapSize=256m", "-Xmx2g");
    }

    @Test
    void aHeapSizeNamedInParlorJvmOptsIsTheOneUsedAndTheRelayStillStarts() throws Exception {
        // the relay's soft maximum, 256 MB, above a maximum of 128 MB would stop the JVM before it starts
        List<String> options = jvmOptionsOfARelayStartedWith(Map.of("PARLOR_JVM_OPTS", "-Xmx128m"));

        assertThat(options).contains("-XX:+UseZGC", "-Xmx128m").noneMatch(option -> option.contains("SoftMaxHeapSize"));
    }

    @Test
    void itsJitHasBothCompilersForTheLoopRunsOnTheOptimisingOnesCode() throws Exception {
        assertThat(jvmOptionsOfARelayStartedWith(Map.of())).noneMatch(option -> option.contains("TieredStopAtLevel"));
    }

    @Test
    void itsOptimisingCompilerInlinesLessSoItsCompilingDoesNotTakeTheLoopsCpuWhileJudgesType() throws Exception {
        assertThat(jvmOptionsOfARelayStartedWith(Map.of())).contains("-XX:MaxInlineLevel=6", "-XX:FreqInlineSize=100");
    }

    @Test
    void itGivesFreedNativeMemoryBackSoABurstOfCompilingOrConnectingDoesNotStayResident() throws Exception {
        assertThat(jvmOptionsOfARelayStartedWith(Map.of())).contains("-XX:TrimNativeHeapInterval=5000");
    }

    @Test
    void aJitLevelNamedInParlorJvmOptsIsTheOneUsed() throws Exception {
        List<String> options = jvmOptionsOfARelayStartedWith(Map.of("PARLOR_JVM_OPTS", "-XX:TieredStopAtLevel=1"));

        // the inlining is the optimising compiler's, which that level leaves out
        assertThat(options).contains("-XX:TieredStopAtLevel=1").noneMatch(option -> option.contains("Inline"));
    }

    @Test
    void aCollectorNamedInParlorJvmOptsIsTheOneUsed() throws Exception {
        List<String> options = jvmOptionsOfARelayStartedWith(Map.of("PARLOR_JVM_OPTS", "-XX:+UseSerialGC"));

        assertThat(options).contains("-XX:+UseSerialGC").doesNotContain("-XX:+UseZGC");
    }

    /** Starts the relay (it must come up and listen) and reads the command line its JVM runs with. */
    private List<String> jvmOptionsOfARelayStartedWith(Map<String, String> environment) throws Exception {
        Path contest = folder.resolve("contest.yaml");
        Files.writeString(contest, """
            name: Launcher test
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true }
            """);
        RelayProcess.Started started = RelayProcess.start(
                environment,
                "--contest",
                contest.toString(),
                "--logs",
                folder.resolve("logs").toString(),
                "--no-console");
        Process relay = started.process();
        try {
            // the launcher replaces itself with the JVM: the process started is the relay's JVM
            String cmdline =
                    Files.readString(Path.of("/proc", Long.toString(relay.pid()), "cmdline"), StandardCharsets.UTF_8);
            return List.of(cmdline.split("\0"));
        } finally {
            relay.destroy();
            assertThat(relay.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }
}
