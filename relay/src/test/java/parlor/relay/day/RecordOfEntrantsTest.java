package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictLog;

/**
 * What the verdict log's header says of where the day's entries come from, for results to apply: an entry the
 * organisers entered (2003 rule 13, {@code organisers: true}) and the selection stage's record ({@code finalists:}).
 */
class RecordOfEntrantsTest {

    private static final String SURREY = """
        name: Surrey
        rules: loebner-2003
        seed: 3
        terminals: { T1: { judge: 1 }, T2: { judge: 2 }, T3: { judge: 3 }, T4: { judge: 4 }, T5: { judge: 5 } }
        entities:
          E1: { program: [cat], organisers: true }
          E2: { program: [cat] }
          C1: { confederate: D1 }
        """;

    @TempDir
    Path dir;

    @Test
    void anEntryTheOrganisersEnteredIsSaidSoInTheHeaderAndReadBack() throws IOException {
        DayCast cast = DayCast.of(ContestLoader.parse(SURREY, "surrey.yaml", dir));

        assertThat(cast.header().toJson())
                .contains("{\"id\":\"E1\",\"name\":\"E1\",\"human\":false,\"organisers\":true}")
                .contains("{\"id\":\"E2\",\"name\":\"E2\",\"human\":false}");
        assertThat(readBack(cast).entity("E1")).map(HiddenEntity::organisers).contains(true);
        assertThat(readBack(cast).entity("E2")).map(HiddenEntity::organisers).contains(false);
    }

    @Test
    void organisersIsRefusedOnAConfederateAndUnderRulesThatSayNothingOfIt() {
        assertThatThrownBy(() -> ContestLoader.parse(
                        SURREY.replace("{ confederate: D1 }", "{ confederate: D1, organisers: true }"), "s.yaml", dir))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("organisers: true marks an entry the organisers entered; C1 is a confederate");
        assertThatThrownBy(() -> ContestLoader.parse(
                        SURREY.replace("loebner-2003", "loebner-1996").replace("seed: 3\n", ""), "s.yaml", dir))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("for rules: loebner-2003; the loebner-1996 rules say nothing of what follows");
    }

    /** The final's record folder is {@code transcripts/} beside the contest file; the prelim's record is found from it. */
    @Test
    void aFinalNamingItsPrelimSaysWhereThatRecordIsFromItsOwnFolder() throws IOException {
        prelimRecord(dir.resolve("prelim/verdicts.jsonl"));
        String finalFour = """
            name: Final Four
            rules: loebner-2006
            finalists: prelim/verdicts.jsonl
            terminals:
              L7: { judge: 7, side: left }
              R7: { judge: 7, side: right }
            entities:
            """
                + IntStream.rangeClosed(1, 5)
                        .mapToObj(n -> "  E" + n + ": { program: [cat] }\n")
                        .reduce("", String::concat)
                + IntStream.rangeClosed(1, 4)
                        .mapToObj(n -> "  C" + n + ": { confederate: D" + n + " }\n")
                        .reduce("", String::concat);

        DayCast cast = DayCast.of(ContestLoader.parse(finalFour, "final.yaml", dir));

        assertThat(cast.header().toJson()).contains(",\"prelim\":\"../prelim/verdicts.jsonl\"");
        assertThat(readBack(cast).prelim()).contains("../prelim/verdicts.jsonl");
        assertThat(DayCast.of(ContestLoader.parse(SURREY, "surrey.yaml", dir))
                        .header()
                        .prelim())
                .isEmpty();
    }

    private static ContestHeader readBack(DayCast cast) throws IOException {
        return VerdictLog.read(new StringReader(cast.header().toJson() + "\n"), "verdicts.jsonl")
                .contest()
                .orElseThrow();
    }

    /** A Prelim Eight of E1-E5 ranked by one judge in that order. */
    private static void prelimRecord(Path file) throws IOException {
        ContestHeader header = new ContestHeader(
                "Prelim Eight",
                RuleSet.LOEBNER_2006,
                IntStream.rangeClosed(1, 5)
                        .mapToObj(n -> new HiddenEntity("E" + n, "E" + n, false))
                        .toList(),
                List.of(1),
                List.of(),
                Optional.empty(),
                Stage.PRELIM);
        List<String> lines = new ArrayList<>(List.of(header.toJson()));
        for (int e = 1; e <= 5; e++) {
            lines.add(new VerdictEntry(Instant.parse("2006-09-16T12:00:00Z"), 0, 1, "T1", new Verdict.Rank("E" + e, e))
                    .toJson());
        }
        Files.createDirectories(file.getParent());
        Files.write(file, lines);
    }
}
