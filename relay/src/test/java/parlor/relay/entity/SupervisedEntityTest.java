package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;

/**
 * Real entry processes that crash or hang once; the judge only waits a little longer, and the entry
 * started again still knows what it was told.
 */
class SupervisedEntityTest {

    @TempDir
    Path folder;

    private final RecordingListener listener = new RecordingListener();
    private final List<String> replies = listener.replies;
    private final List<String> failures = listener.failures;

    @Test
    void anEntryThatCrashesOnAMessageIsRestartedAndAskedAgain() {
        // the first run dies on the first message; every later run answers
        String script =
                "if [ -e \"$1\" ]; then while read l; do echo \"answer: $l\"; done; else touch \"$1\"; read l; exit 9; fi";
        try (SupervisedEntity entry = supervised(script, Duration.ofSeconds(30))) {
            entry.start(listener);
            entry.judgeSaid("are you there?");

            Eventually.waitFor(
                    "the restarted entry's answer", Duration.ofSeconds(15), () -> !replies.isEmpty(), () -> failures);
            assertThat(replies.get(0).strip()).isEqualTo("answer: are you there?");
            assertThat(failures).as("the judge never hears of the crash").isEmpty();
        }
    }

    /**
     * A judge's message that kills the entry every time: its successors are asked it twice in all,
     * then the judge is told the entry is not responding (issue 40: each was asked it until the
     * fifth death; without the operator, the judge then waited with no word). The operator's restart
     * starts it again, and it answers the judge's next message.
     */
    @Test
    void aMessageTheEntryDiesOnTwiceIsNotAskedAThirdTimeAndTheJudgeIsTold() {
        // each run notes that it started and what it heard; "poison" kills it
        String script = "echo start >> \"$1.starts\"; while read l; do echo \"$l\" >> \"$1.heard\"; "
                + "if [ \"$l\" = poison ]; then exit 9; fi; echo \"answer: $l\"; done";
        Path runs = folder.resolve("ran-once");
        try (SupervisedEntity entry = supervised(script, Duration.ofSeconds(30))) {
            entry.start(listener);
            entry.judgeSaid("poison");
            Eventually.waitFor("the judge told", WAIT, () -> !failures.isEmpty(), () -> read(Path.of(runs + ".heard")));
            assertThat(failures)
                    .containsExactly("program exited with status 9; died on the judge's message 2 times, "
                            + "not asked it again until the operator restarts it");
            assertThat(read(Path.of(runs + ".starts")).lines())
                    .as("runs before the operator")
                    .hasSize(2);

            entry.restart("restarted by the operator");
            entry.judgeSaid("hello");

            awaitReplies(1);
            assertThat(replies.getFirst().strip()).isEqualTo("answer: hello");
            assertThat(listener.back).containsExactly("started again by the operator");
            assertThat(read(Path.of(runs + ".heard")).lines())
                    .as("what the entry's runs were asked")
                    .containsExactly("poison", "poison", "hello");
        }
    }

    /** An entry given up on (it failed five times) is started by the operator's restart, and answers (issue 40: nothing started). */
    @Test
    void theOperatorsRestartStartsAnEntryThatWasGivenUpOn() throws Exception {
        // while the marker is there every run fails at once
        String script = "if [ -e \"$1.broken\" ]; then exit 3; fi; while read l; do echo \"answer: $l\"; done";
        Path broken = Path.of(folder.resolve("ran-once") + ".broken");
        java.nio.file.Files.createFile(broken);
        try (SupervisedEntity entry = supervised(script, Duration.ofSeconds(30))) {
            entry.start(listener);
            Eventually.waitFor(
                    "the entry given up on", Duration.ofSeconds(40), () -> !failures.isEmpty(), () -> replies);
            java.nio.file.Files.delete(broken);

            entry.restart("restarted by the operator");
            entry.judgeSaid("are you back?");

            awaitReplies(1);
            assertThat(replies.getFirst().strip()).isEqualTo("answer: are you back?");
        }
    }

    @Test
    void anEntryThatHangsPastItsReplyTimeoutIsReplaced() {
        String script =
                "if [ -e \"$1\" ]; then while read l; do echo \"awake: $l\"; done; else touch \"$1\"; read l; sleep 600; fi";
        try (SupervisedEntity entry = supervised(script, Duration.ofSeconds(1))) {
            entry.start(listener);
            entry.judgeSaid("hello?");

            Eventually.waitFor(
                    "the replacement's answer", Duration.ofSeconds(15), () -> !replies.isEmpty(), () -> failures);
            assertThat(replies.get(0).strip()).isEqualTo("awake: hello?");
            assertThat(failures).isEmpty();
        }
    }

    @Test
    void anEntryWaitingAtAnotherPromptIsRestartedWithTheOperatorToldWhatItPrinted() {
        try (parlor.relay.testing.OpsEvents log = new parlor.relay.testing.OpsEvents();
                SupervisedEntity entry = supervised(
                        script("while true; do printf 'bot> '; read l; echo \"You said $l\"; done"),
                        Duration.ofSeconds(1),
                        false,
                        Optional.of(java.util.regex.Pattern.compile("you> ")))) {
            entry.start(listener);
            entry.judgeSaid("hello?");

            Eventually.waitFor(
                    "the operator log's restart line",
                    Duration.ofSeconds(15),
                    () -> !log.named("entity-restarting").isEmpty());
            assertThat(log.named("entity-restarting").getFirst().getFormattedMessage())
                    .isEqualTo(
                            "entity E1 stopped (no reply within 1 s (hung): its prompt 'you> ' (prompt: in the"
                                    + " contest file) never came: it printed 'bot> You said hello? / bot> ' and waits for"
                                    + " input; make prompt: match what it prints); restarting it in 1 s; the judge sees only a delay");
        }
    }

    @Test
    void anEntryKilledWhileThinkingIsCaughtUpAndStillKnowsTheJudgesName() throws Exception {
        Path entry = parlor.relay.testing.TestScripts.copy("/entries/name-entry.py", folder);
        Path heard = folder.resolve("heard.txt");
        try (SupervisedEntity supervised = nameEntry(entry, "3", heard, WAIT)) {
            supervised.start(listener);
            supervised.judgeSaid("my name is Harry");
            awaitReplies(1);
            supervised.judgeSaid("tell me a story");
            awaitReplies(2);
            supervised.judgeSaid("what is my name");
            Eventually.waitFor(
                    "the entry thinking about the question",
                    WAIT,
                    () -> read(heard).endsWith("what is my name\n"));

            long killed = killEntry(entry);
            long started = System.nanoTime();
            awaitReplies(3);
            System.out.printf(
                    "entry SIGKILLed (%d process(es)) while thinking: caught up on 2 messages and answered in %d ms%n",
                    killed, (System.nanoTime() - started) / 1_000_000);
        }
        assertThat(replies.stream().map(String::strip))
                .as("the catching up answers are set aside: each answer once")
                .containsExactly(
                        "Nice to meet you, Harry.",
                        "Once upon a time a program forgot a name, and the judge knew at once.",
                        "Your name is Harry.");
        assertThat(read(heard))
                .as("the new entry heard the earlier messages again, one at a time, then the question")
                .isEqualTo("my name is Harry\ntell me a story\nwhat is my name\n"
                        + "my name is Harry\ntell me a story\nwhat is my name\n");
        assertThat(failures).isEmpty();
    }

    @Test
    void anEntryThatHangsWhileCatchingUpHasFailedAndIsStartedAgain() throws Exception {
        // the first run answers a message, then exits on the next; the second hangs on the first earlier message
        // it is given again; the third answers everything
        Path runs = folder.resolve("runs.txt");
        String script = "echo run >> \"$1\"; n=$(wc -l < \"$1\");"
                + " if [ \"$n\" -eq 1 ]; then read l; echo \"answer: $l\"; read l; exit 3; fi;"
                + " if [ \"$n\" -eq 2 ]; then read l; sleep 600; fi;"
                + " while read l; do echo \"answer: $l\"; done";
        try (SupervisedEntity supervised = supervised(
                List.of("sh", "-c", script, "entry", runs.toString()),
                Duration.ofSeconds(1),
                false,
                Optional.empty())) {
            supervised.start(listener);
            supervised.judgeSaid("one");
            awaitReplies(1);
            supervised.judgeSaid("two");
            awaitReplies(2);
        }
        assertThat(replies.stream().map(String::strip)).containsExactly("answer: one", "answer: two");
        assertThat(read(runs).lines())
                .as("the hung catching up was a failure: a third run")
                .hasSize(3);
        assertThat(failures).as("the judge hears of neither").isEmpty();
    }

    @Test
    void anEntryInKeystrokeModeIsGivenEachEarlierMessagesKeysAgain() throws Exception {
        // the first run dies on its third message; the entry answers each line it reads with what it has heard
        String script = "if [ -e \"$1\" ]; then k=run2; else touch \"$1\"; k=run1; fi;"
                + " n=0; all=''; while read l; do n=$((n+1)); all=\"$all/$l\";"
                + " if [ $k = run1 ] && [ $n -eq 3 ]; then exit 4; fi; echo \"$k heard $all\"; done";
        try (SupervisedEntity supervised = supervisedInKeystrokeMode(script)) {
            supervised.start(listener);
            for (String message : List.of("ab", "cd", "ef")) {
                for (parlor.transcripts.keys.Key key : parlor.transcripts.keys.Key.typing(message + "\r")) {
                    supervised.judgeKey(key);
                }
                supervised.judgeSaid(message);
                if (!message.equals("ef")) {
                    awaitReplies(message.equals("ab") ? 1 : 2);
                }
            }
            awaitReplies(3);
        }
        assertThat(replies.stream().map(String::strip))
                .containsExactly("run1 heard /ab", "run1 heard /ab/cd", "run2 heard /ab/cd/ef");
    }

    private static final Duration WAIT = Duration.ofSeconds(30);

    private void awaitReplies(int count) {
        Eventually.waitFor(
                count + " replies", WAIT, () -> replies.size() >= count, () -> replies + ", failures " + failures);
    }

    /** Kills every process of the entry running {@code script} (SIGKILL), as a crash would; how many there were. */
    private static long killEntry(Path script) {
        List<ProcessHandle> entry = ProcessHandle.current()
                .descendants()
                .filter(p -> p.info().commandLine().orElse("").contains(script.toString()))
                .toList();
        entry.forEach(ProcessHandle::destroyForcibly);
        return entry.size();
    }

    private static String read(Path file) {
        try {
            return java.nio.file.Files.readString(file);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    private SupervisedEntity supervised(String script, Duration replyTimeout) {
        return supervised(script(script), replyTimeout, false, Optional.empty());
    }

    private SupervisedEntity supervisedInKeystrokeMode(String script) {
        return supervised(script(script), WAIT, true, Optional.empty());
    }

    /** The name entry, which prompts {@code you> } when it has answered; it notes what it hears in {@code heard}. */
    private SupervisedEntity nameEntry(Path entry, String thinkSeconds, Path heard, Duration replyTimeout) {
        return supervised(
                List.of("python3", entry.toString(), thinkSeconds, heard.toString()),
                replyTimeout,
                false,
                Optional.of(java.util.regex.Pattern.compile("you> ")));
    }

    private List<String> script(String script) {
        return List.of("sh", "-c", script, "entry", folder.resolve("ran-once").toString());
    }

    private SupervisedEntity supervised(
            List<String> command, Duration replyTimeout, boolean keystrokes, Optional<java.util.regex.Pattern> prompt) {
        var spec = new EntitySpec.Program(
                        "E1",
                        command,
                        folder,
                        prompt,
                        Optional.empty(),
                        Duration.ofMillis(300),
                        replyTimeout,
                        false,
                        keystrokes,
                        "flaky",
                        "test")
                // the test's own files are outside any sandbox: what a restart does is the matter here
                .isolated(parlor.relay.contest.Isolation.NONE);
        return new SupervisedEntity(
                "T1", "E1", () -> new ProgramEntity(spec, "T1", Clock.systemUTC()), replyTimeout, Clock.systemUTC());
    }
}
