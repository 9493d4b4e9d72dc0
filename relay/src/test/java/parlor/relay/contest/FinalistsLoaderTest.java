package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.rounds.HiddenEntity;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;

/** {@code finalists:} takes the 2006 Final Four from the Prelim Eight's verdict record. */
class FinalistsLoaderTest {

    private static final String FINAL = """
        name: Final Four
        rules: loebner-2006
        finalists: prelim.jsonl
        terminals:
          L7: { judge: 7, side: left }
          R7: { judge: 7, side: right }
        entities:
          E1: { program: [cat] }
          E2: { program: [cat] }
          E3: { program: [cat] }
          E4: { program: [cat] }
          E5: { program: [cat] }
          E6: { program: [cat] }
          C1: { confederate: D1 }
          C2: { confederate: D2 }
          C3: { confederate: D3 }
          C4: { confederate: D4 }
        """;

    @TempDir
    Path dir;

    /** Three judges' ranks of E1-E6 in the Prelim Eight; mean ranks E2 1.33, E3 2, E5 3, E6 3.67, E4 5.33, E1 5.67. */
    private void prelimRecord(int[]... byJudge) throws IOException {
        ContestHeader header = new ContestHeader(
                "Prelim Eight",
                RuleSet.LOEBNER_2006,
                IntStream.rangeClosed(1, 6)
                        .mapToObj(n -> new parlor.transcripts.rules.HiddenEntity("E" + n, "E" + n, false))
                        .toList(),
                List.of(1, 2, 3),
                List.of(),
                java.util.Optional.empty(),
                parlor.transcripts.rules.Stage.PRELIM);
        List<String> lines = new ArrayList<>(List.of(header.toJson()));
        for (int j = 0; j < byJudge.length; j++) {
            for (int e = 0; e < byJudge[j].length; e++) {
                lines.add(new VerdictEntry(
                                Instant.parse("2006-09-16T12:00:00Z"),
                                0,
                                j + 1,
                                "T" + (j + 1),
                                new Verdict.Rank("E" + (e + 1), byJudge[j][e]))
                        .toJson());
            }
        }
        Files.write(dir.resolve("prelim.jsonl"), lines);
    }

    @Test
    void theFinalIsCastWithTheFourThePrelimEightNamed() throws IOException {
        prelimRecord(new int[] {6, 1, 2, 5, 3, 4}, new int[] {5, 2, 1, 6, 4, 3}, new int[] {6, 1, 3, 5, 2, 4});

        Contest contest = ContestLoader.parse(FINAL, "final.yaml", dir);

        assertThat(contest.day().orElseThrow().schedule().cast().entries())
                .extracting(HiddenEntity::name)
                .containsExactly("E2", "E3", "E5", "E6");
        assertThat(contest.day().orElseThrow().schedule().rounds()).hasSizeGreaterThan(0);
    }

    @Test
    void aPrelimThatLeavesATieAcrossTheCutIsRefusedNamingTheTie() throws IOException {
        prelimRecord(new int[] {1, 2, 3, 4, 5, 6}, new int[] {1, 2, 5, 4, 3, 6});

        assertThatThrownBy(() -> ContestLoader.parse(FINAL, "final.yaml", dir))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("final.yaml:3")
                .hasMessageContaining("E3, E4, E5 are tied at mean rank 4.00");
    }
}
