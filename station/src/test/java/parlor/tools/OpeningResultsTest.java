package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;

/**
 * {@code bin/transcripts results} on a 2006 record written by hand: each conversation's opening assertion, made, not
 * made, made late, or not checked, as the relay's lines in the verdict log say; the scores do not count it.
 */
class OpeningResultsTest {

    @TempDir
    Path dir;

    @Test
    void eachConversationsOpeningAssertionIsInTheResults() throws IOException {
        Files.writeString(dir.resolve("verdicts.jsonl"), """
            {"type":"contest","name":"Loebner Prize 2006 rehearsal","rules":"loebner-2006","entities":[{"id":"E1","name":"Joan bot","human":false},\
            {"id":"E2","name":"","human":false},{"id":"C1","name":"","human":true},{"id":"C2","name":"","human":true}],"judges":[1,2],\
            "rounds":[{"round":1,"seats":[{"judge":1,"terminal":"T1","entities":["E1","C1"]},{"judge":2,"terminal":"T3","entities":["E2","C2"]}]},\
            {"round":2,"seats":[{"judge":1,"terminal":"T1","entities":["E2","C2"]},{"judge":2,"terminal":"T3","entities":["E1","C1"]}]}]}
            {"type":"opening","time":"2006-09-17T10:00:05Z","round":1,"judge":1,"terminal":"T1","entity":"E1","said":"made"}
            {"type":"opening","time":"2006-09-17T10:00:09Z","round":1,"judge":1,"terminal":"T2","entity":"C1","said":"made"}
            {"type":"opening","time":"2006-09-17T10:00:12Z","round":1,"judge":2,"terminal":"T3","entity":"E2","said":"not-made"}
            {"type":"opening","time":"2006-09-17T10:00:20Z","round":1,"judge":2,"terminal":"T4","entity":"C2","said":"made"}
            {"type":"verdict","time":"2006-09-17T10:47:00Z","round":1,"judge":1,"terminal":"T1","form":"split","left":"E1","right":"C1","leftPoints":40,"rightPoints":60}
            {"type":"verdict","time":"2006-09-17T10:47:10Z","round":1,"judge":2,"terminal":"T3","form":"split","left":"E2","right":"C2","leftPoints":30,"rightPoints":70}
            {"type":"opening","time":"2006-09-17T11:00:04Z","round":2,"judge":1,"terminal":"T1","entity":"E2","said":"not-made"}
            {"type":"opening","time":"2006-09-17T11:00:06Z","round":2,"judge":1,"terminal":"T2","entity":"C2","said":"made"}
            {"type":"opening","time":"2006-09-17T11:00:07Z","round":2,"judge":2,"terminal":"T3","entity":"E1","said":"made"}
            {"type":"opening","time":"2006-09-17T11:02:30Z","round":2,"judge":1,"terminal":"T1","entity":"E2","said":"made-late"}
            {"type":"verdict","time":"2006-09-17T11:47:00Z","round":2,"judge":1,"terminal":"T1","form":"split","left":"E2","right":"C2","leftPoints":55,"rightPoints":45}
            {"type":"verdict","time":"2006-09-17T11:47:10Z","round":2,"judge":2,"terminal":"T3","form":"split","left":"E1","right":"C1","leftPoints":20,"rightPoints":80}
            """);

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", dir.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        Goldens.assertMatches("results-2006-opening-assertion.txt", run.out());
        assertThat(Files.readString(dir.resolve("results.html")))
                .contains("Opening assertion (2006)", "made late", "no check on record");
    }
}
