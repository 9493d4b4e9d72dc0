package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Isolation;

/** The command line bubblewrap is given, and what a program run by it can and cannot reach. */
class SandboxTest {

    @TempDir
    Path folder;

    private Sandbox.Plan plan(boolean ownFolder, List<Path> files) {
        return new Sandbox.Plan(
                "E1",
                folder,
                ownFolder,
                false,
                files,
                List.of(),
                List.of(),
                false,
                Map.of("PATH", "/usr/bin:/bin", "HOME", "/tmp"),
                Isolation.Limits.DEFAULT);
    }

    @Test
    void aRootRelayRunsEachEntryAsAUserOfItsOwnWithNoCapabilitiesAndAnOrdinaryOneInAUserNamespace() {
        Sandbox.Plan owned = plan(false, List.of()).ownedBy(7_000_003, java.util.Optional.empty());
        List<String> asRoot = Sandbox.wrap(owned, List.of("true"), true, false);
        List<String> asUser = Sandbox.wrap(owned, List.of("true"), false, false);

        assertThat(String.join(" ", asRoot))
                .contains("setpriv --reuid=7000003 --regid=7000003 --clear-groups --inh-caps=-all")
                .doesNotContain("--unshare-user");
        assertThat(String.join(" ", Sandbox.wrap(plan(false, List.of()), List.of("true"), true, false)))
                .as("the sandbox's own probe, with no user of its own")
                .contains("setpriv --reuid=65534 --regid=65534");
        assertThat(String.join(" ", asRoot))
                .contains("chrt --idle 0 prlimit --nproc=128 --data=2147483648 --cpu=7200:7210 --");
        assertThat(asUser).contains("--unshare-user").doesNotContain("setpriv");
        assertThat(asRoot).contains("--unshare-net", "--unshare-pid", "--clearenv", "--die-with-parent");
    }

    @Test
    void whereACgroupHoldsTheEntryAsAWholeOnlyItsCpuTimeIsLimitedProcessByProcessAndItsTmpIsAsLargeAsItsMemory() {
        String perProcess = String.join(" ", Sandbox.wrap(plan(false, List.of()), List.of("true"), true, false));
        String wholeEntry = String.join(" ", Sandbox.wrap(plan(false, List.of()), List.of("true"), true, true));

        assertThat(wholeEntry)
                .contains("-- chrt --idle 0 prlimit --cpu=7200:7210 -- true")
                .doesNotContain("--nproc", "--data");
        assertThat(List.of(perProcess, wholeEntry))
                .allSatisfy(line -> assertThat(line).contains("--perms 1777 --size 2147483648 --tmpfs /tmp"));
    }

    @Test
    void aFolderWithADiskOfItsOwnIsThatDiskAtTheFolderPath() {
        Path disk = folder.resolve("disks/E1");
        List<String> line = Sandbox.wrap(
                plan(true, List.of()).ownedBy(7_000_003, java.util.Optional.of(disk)), List.of("true"), true, false);

        assertThat(String.join(" ", line))
                .contains("--bind " + disk + " " + folder + " --chdir " + folder)
                .doesNotContain("--ro-bind " + folder);
    }

    @Test
    void withoutAFolderOfItsOwnOnlyTheFilesItsCommandNamesAreThere() throws Exception {
        Path script = Files.writeString(folder.resolve("entry.pl"), "print 1");
        Files.writeString(folder.resolve("contest.yaml"), "key: secret");

        assertThat(Sandbox.filesNamedIn(List.of("perl", "-w", "entry.pl", "missing.pl"), folder))
                .containsExactly(script);
        List<String> line = Sandbox.wrap(plan(false, List.of(script)), List.of("perl", "entry.pl"), true, false);
        assertThat(String.join(" ", line))
                .contains("--ro-bind " + script + " " + script)
                .doesNotContain("contest.yaml");
    }

    @Test
    void aProgramInTheSandboxSeesItsScriptAndNothingElseOfTheFolder() throws Exception {
        assumeTrue(
                Sandbox.unavailable().isEmpty() || System.getenv("CI") != null,
                "no bubblewrap here: " + Sandbox.unavailable());
        Path script = Files.writeString(folder.resolve("entry.sh"), "echo script-read");
        Files.writeString(folder.resolve("contest.yaml"), "key: correct-horse-battery-staple");
        String probe =
                "sh entry.sh; cat contest.yaml 2>/dev/null || echo contest-hidden; tr '\\0' ' ' < /proc/1/cmdline | cut -d' ' -f1; "
                        + "env | cut -d= -f1 | sort | tr '\\n' ' '; echo; touch new-file && echo scratch-writable";

        Process run = new ProcessBuilder(Sandbox.wrap(plan(false, List.of(script)), List.of("/bin/sh", "-c", probe)))
                .redirectErrorStream(true)
                .start();
        String out = new String(run.getInputStream().readAllBytes());
        run.waitFor();

        assertThat(out.lines().toList())
                .as(out)
                .containsExactly("script-read", "contest-hidden", "bwrap", "HOME PATH PWD ", "scratch-writable");
        assertThat(folder.resolve("new-file"))
                .as("the scratch is the sandbox's, not the folder")
                .doesNotExist();
    }

    @Test
    void aProgramThatUsesUpItsCpuTimeIsStoppedAndSaysSo() throws Exception {
        assumeTrue(
                Sandbox.unavailable().isEmpty() || System.getenv("CI") != null,
                "no bubblewrap here: " + Sandbox.unavailable());
        Sandbox.Plan spinning = new Sandbox.Plan(
                "E1",
                folder,
                false,
                false,
                List.of(),
                List.of(),
                List.of(),
                false,
                Map.of("PATH", "/usr/bin:/bin"),
                new Isolation.Limits(16, 1L << 30, java.time.Duration.ofSeconds(1)));

        Process run = new ProcessBuilder(Sandbox.wrap(spinning, List.of("perl", "-e", "1 while 1"))).start();

        assertThat(run.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(run.exitValue()).isEqualTo(Sandbox.CPU_LIMIT_STATUS);
    }
}
