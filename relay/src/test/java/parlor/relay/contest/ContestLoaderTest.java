package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.link.HostPort;

class ContestLoaderTest {

    private static final Path BASE = Path.of("/srv/contest");

    /** The example from the contest-file documentation, exactly as written there. */
    private static final String EXAMPLE = """
        name: Demo contest
        listen: 127.0.0.1:7070
        transcripts: transcripts/
        terminals:
          T1: { entity: E1 }
        entities:
          E1:
            program: [perl, /usr/share/doc/libchatbot-eliza-perl/examples/simple]
            prompt: 'you:\\s*'     # the program's own input prompt: never shown, marks the end of a reply
            strip: 'Liz:\\s*'      # removed from the start of reply lines
        """;

    @Test
    void theDocumentedExampleLoadsAsWritten() {
        Contest contest = ContestLoader.parse(EXAMPLE, "demo.yaml", BASE);

        assertThat(contest.name()).isEqualTo("Demo contest");
        assertThat(contest.listen()).isEqualTo(new HostPort("127.0.0.1", 7070));
        assertThat(contest.transcripts()).isEqualTo(BASE.resolve("transcripts"));
        assertThat(contest.terminals().get("T1").entity()).isEqualTo("E1");
        EntitySpec.Program e1 = (EntitySpec.Program) contest.entities().get("E1");
        assertThat(e1.command()).containsExactly("perl", "/usr/share/doc/libchatbot-eliza-perl/examples/simple");
        assertThat(e1.prompt().orElseThrow().pattern()).isEqualTo("you:\\s*");
        assertThat(e1.strip().orElseThrow().pattern()).isEqualTo("Liz:\\s*");
        assertThat(e1.directory()).isEqualTo(BASE);
    }

    @Test
    void theShippedExampleFileIsTheDocumentedExample() throws java.io.IOException {
        Path shipped = Path.of("..", "examples", "eliza-contest.yaml");
        Contest contest = ContestLoader.load(shipped);
        EntitySpec.Program e1 = (EntitySpec.Program) contest.entities().get("E1");

        assertThat(java.nio.file.Files.readString(shipped)).contains(EXAMPLE);
        assertThat(contest.listen()).isEqualTo(new HostPort("127.0.0.1", 7070));
        assertThat(contest.transcripts())
                .isEqualTo(shipped.toAbsolutePath().getParent().resolve("transcripts"));
        assertThat(e1.prompt().orElseThrow().pattern()).isEqualTo("you:\\s*");
    }

    @Test
    void theEntryKindsAndPacingOfTheEntryAuthorsPageLoad() {
        String yaml = """
            name: Kinds
            pacing: { min_reply_delay: 5s, typing: human }
            terminals:
              T1: { entity: E1 }
              T4: { entity: E4 }
              T6: { entity: E6 }
            entities:
              E1: { program: [perl, eliza.pl], prompt: 'you:\\s*', strip: 'Liz:\\s*', reply-timeout: 30s }
              E4: { lpp: E4-comms }
              E6: { confederate: C1 }
            """;
        Contest contest = ContestLoader.parse(yaml, "kinds.yaml", BASE);

        assertThat(contest.pacing()).isEqualTo(parlor.relay.pacing.Pacing.human(java.time.Duration.ofSeconds(5)));
        assertThat(((EntitySpec.Program) contest.entities().get("E1")).replyTimeout())
                .isEqualTo(java.time.Duration.ofSeconds(30));
        assertThat(((EntitySpec.Lpp) contest.entities().get("E4")).directory()).isEqualTo(BASE.resolve("E4-comms"));
        assertThat(((EntitySpec.Confederate) contest.entities().get("E6")).desk())
                .isEqualTo("C1");
    }

    @Test
    void theAudienceWallRunsThirtySecondsBehindUnlessTheFileSaysAndATypoThereIsNamed() {
        assertThat(ContestLoader.parse(EXAMPLE, "demo.yaml", BASE).audienceDelay())
                .isEqualTo(java.time.Duration.ofSeconds(30));
        String later = "audience: { delay: 2m }\n" + EXAMPLE;
        assertThat(ContestLoader.parse(later, "demo.yaml", BASE).audienceDelay())
                .isEqualTo(java.time.Duration.ofMinutes(2));

        String typo = "audience: { dealy: 2m }\n" + EXAMPLE;
        assertThatThrownBy(() -> ContestLoader.parse(typo, "demo.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessage("demo.yaml:1:13: unknown key 'dealy' in audience (did you mean 'delay'?)");
    }

    @Test
    void composingFollowsTypingUnlessTheFileSaysAndAnythingButHumanOrNoneIsRefused() {
        String base = EXAMPLE.replace("name: Demo contest\n", "name: Demo contest\npacing: %s\n");

        assertThat(ContestLoader.parse(base.formatted("{ typing: human }"), "demo.yaml", BASE)
                        .pacing()
                        .composing())
                .isTrue();
        assertThat(ContestLoader.parse(base.formatted("{ typing: human, composing: none }"), "demo.yaml", BASE)
                        .pacing())
                .isEqualTo(new parlor.relay.pacing.Pacing(
                        java.time.Duration.ZERO,
                        parlor.relay.pacing.Pacing.Typing.HUMAN,
                        false,
                        parlor.relay.pacing.Pacing.DEFAULT_WINDOW,
                        parlor.relay.pacing.Pacing.Model.DAY));
        assertThat(ContestLoader.parse(base.formatted("{ min_reply_delay: 5s }"), "demo.yaml", BASE)
                        .pacing()
                        .composing())
                .isFalse();
        assertThatThrownBy(() -> ContestLoader.parse(base.formatted("{ composing: fast }"), "demo.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageEndingWith("composing must be none or human, not 'fast'");
    }

    @Test
    void aPersonsPaceHasAWindowAndAModelAndTheHistoricalContestIsTypedLive() {
        String base = EXAMPLE.replace("name: Demo contest\n", "name: Demo contest\npacing: %s\n");
        parlor.relay.pacing.Pacing human = ContestLoader.parse(base.formatted("{ typing: human }"), "demo.yaml", BASE)
                .pacing();
        assertThat(human.correctionWindow()).as("by default").hasSeconds(5);
        assertThat(human.model()).isEqualTo(parlor.relay.pacing.Pacing.Model.DAY);

        parlor.relay.pacing.Pacing pinned = ContestLoader.parse(
                        base.formatted("{ typing: human, correction_window: 3s, model: loebner-2012 }"),
                        "demo.yaml",
                        BASE)
                .pacing();
        assertThat(pinned.correctionWindow()).hasSeconds(3);
        assertThat(pinned.model()).isEqualTo(parlor.relay.pacing.Pacing.Model.LOEBNER_2012);

        assertThat(ContestLoader.parse(base.formatted("{ typing: live }"), "demo.yaml", BASE)
                        .pacing()
                        .live())
                .isTrue();
        assertThatThrownBy(() -> ContestLoader.parse(base.formatted("{ typing: fast }"), "demo.yaml", BASE))
                .hasMessageEndingWith("typing must be none or human or live, not 'fast'");
        assertThatThrownBy(() -> ContestLoader.parse(base.formatted("{ typing: live, model: day }"), "demo.yaml", BASE))
                .hasMessageEndingWith("model is for typing: human (a person's pace); this file's typing is live");
        assertThatThrownBy(() -> ContestLoader.parse(
                        base.formatted("{ typing: human, correction_window: 0s }"), "demo.yaml", BASE))
                .hasMessageContaining("correction_window must be from 1s to 30s");
    }

    @Test
    void aMisspeltKeyIsNamedWithItsPlaceAndTheLikelyIntent() {
        String typo = EXAMPLE.replace("T1: { entity: E1 }", "T1: { entitiy: E1 }");

        assertThatThrownBy(() -> ContestLoader.parse(typo, "demo.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessage("demo.yaml:5:9: unknown key 'entitiy' in terminal T1 (did you mean 'entity'?)");
    }

    @Test
    void everyMistakeSaysWhereAndWhat() {
        List<String[]> cases = List.of(
                new String[] {
                    "T1: { entity: E1 }",
                    "T1: { entity: E2 }",
                    "demo.yaml:5:17: terminal T1 talks to entity 'E2', which is not under entities (there: E1)"
                },
                new String[] {
                    "listen: 127.0.0.1:7070",
                    "listen: 127.0.0.1",
                    "demo.yaml:2:9: '127.0.0.1' is not HOST:PORT (for example 127.0.0.1:7070)"
                },
                new String[] {
                    "prompt: 'you:\\s*'",
                    "prompt: 'you:(\\s*'",
                    "demo.yaml:9:13: 'prompt' is not a valid regular expression: Unclosed group"
                },
                new String[] {"name: Demo contest\n", "", "demo.yaml:1:1: the contest file needs 'name'"},
                new String[] {
                    "    program: [perl,",
                    "    program: [perl,,",
                    "demo.yaml:8:20: not valid YAML: expected the node content, but found ','"
                });
        for (String[] c : cases) {
            String broken = EXAMPLE.replace(c[0], c[1]);
            assertThatThrownBy(() -> ContestLoader.parse(broken, "demo.yaml", BASE))
                    .as(c[1])
                    .isInstanceOf(ContestFileException.class)
                    .hasMessage(c[2]);
        }
    }

    @Test
    void anEntryOnAHiddenHostHasASeatAndOptionallyASerialLine() {
        String yaml = """
            name: Hosts
            terminals:
              T1: { entity: E7 }
              T2: { entity: E8 }
            entities:
              E7: { host: H7 }
              E8: { host: H8, serial: /dev/ttyUSB1, baud: 19200, reply-timeout: 2m }
            """;
        Contest contest = ContestLoader.parse(yaml, "hosts.yaml", BASE);

        EntitySpec.Host e7 = (EntitySpec.Host) contest.entities().get("E7");
        EntitySpec.Host e8 = (EntitySpec.Host) contest.entities().get("E8");
        assertThat(e7.seat()).isEqualTo("H7");
        assertThat(e7.serial()).isEmpty();
        assertThat(e7.absentLimit()).isEqualTo(java.time.Duration.ofSeconds(60));
        assertThat(e8.serial().orElseThrow().describe()).contains("/dev/ttyUSB1", "19200");
        assertThat(e8.absentLimit()).isEqualTo(java.time.Duration.ofMinutes(2));
    }

    @Test
    void hiddenHostMistakesAreRefusedWithTheReason() {
        String base = """
            name: Hosts
            terminals:
              T1: { entity: E7 }
            entities:
              E7: { host: H7 }
            """;
        List<String[]> cases = List.of(
                new String[] {
                    "E7: { host: H7 }", "E7: { host: T1 }", "hidden host T1 has the name of a terminal or desk"
                },
                new String[] {
                    "E7: { host: H7 }",
                    "E7: { host: H7 }\n  E8: { host: H7 }",
                    "entities E7 and E8 share hidden host H7: one host runs one entry"
                },
                new String[] {
                    "T1: { entity: E7 }",
                    "T1: { entity: E7 }\n  T2: { entity: E7 }",
                    "entity E7 runs on hidden host H7, which serves one terminal, but 2 terminals talk to it"
                },
                new String[] {
                    "E7: { host: H7 }",
                    "E7: { program: [cat], serial: /dev/ttyS0 }",
                    "serial: belongs to a terminal, or to a hidden host's entry"
                },
                new String[] {"E7: { host: H7 }", "E7: { host: 'H 7' }", "'H 7' is not a usable id"});
        for (String[] c : cases) {
            String broken = base.replace(c[0], c[1].replace("\\n", "\n"));
            assertThatThrownBy(() -> ContestLoader.parse(broken, "hosts.yaml", BASE))
                    .as(c[1])
                    .isInstanceOf(ContestFileException.class)
                    .hasMessageContaining(c[2]);
        }
    }

    /** Only a TCP entry asks for the facts ({@code facts: first-line}): a plain one would take them for the judge's words. */
    @Test
    void aTcpEntryAsksForTheFactsAndNoOtherKindMay() {
        var asking = (EntitySpec.Tcp)
                ContestLoader.entry("E1", "{ tcp: 127.0.0.1:9001, facts: first-line }", "--entry", BASE);
        var plain = (EntitySpec.Tcp) ContestLoader.entry("E1", "{ tcp: 127.0.0.1:9001 }", "--entry", BASE);
        assertThat(asking.factsLine()).isTrue();
        assertThat(plain.factsLine()).isFalse();
        assertThatThrownBy(() -> ContestLoader.entry("E1", "{ tcp: 127.0.0.1:9001, facts: header }", "--entry", BASE))
                .hasMessage(
                        "--entry:1:31: facts: must be first-line (the contest's facts as the first line of each connection), not 'header'");
        assertThatThrownBy(() -> ContestLoader.entry("E1", "{ lpp: comms, facts: first-line }", "--entry", BASE))
                .hasMessage(
                        "--entry:1:22: facts: belongs to a tcp entry; E1 is told the contest's facts without asking");
        assertThatThrownBy(() -> ContestLoader.entry(
                        "E1", "{ tcp: 127.0.0.1:9001, program: [bot], facts: first-line }", "--entry", BASE))
                .hasMessageContaining(
                        "facts: belongs to a tcp entry the relay does not start; E1 is started by the relay");
    }

    @Test
    void aHiddenHostReadsItsEntryAsAContestFileWouldDescribeIt() {
        EntitySpec entry = ContestLoader.entry(
                "H7", "{ program: [perl, eliza.pl], prompt: 'you:\\s*', mode: keystrokes }", "--entry", BASE);

        assertThat(entry).isInstanceOfSatisfying(EntitySpec.Program.class, program -> {
            assertThat(program.id()).isEqualTo("H7");
            assertThat(program.command()).containsExactly("perl", "eliza.pl");
            assertThat(program.keystrokes()).isTrue();
        });
        assertThatThrownBy(() -> ContestLoader.entry("H7", "{ confederate: C1 }", "--entry", BASE))
                .hasMessageContaining("a hidden host runs a program, tcp, lpp or http entry");
        assertThatThrownBy(() -> ContestLoader.entry("H7", "{ progam: [cat] }", "--entry", BASE))
                .hasMessageContaining("--entry:1:3: unknown key 'progam' in the entry (did you mean 'program'?)");
    }

    @Test
    void theShippedContestDayLoadsWithItsRulesTimesAndCast() {
        Contest contest = ContestLoader.load(Path.of("..", "examples", "contest-day-2009.yaml"));

        Contest.DayRules day = contest.day().orElseThrow();
        assertThat(day.rules()).isEqualTo(parlor.transcripts.rules.RuleSet.LOEBNER_2009);
        assertThat(day.timing().eachSide()).contains(java.time.Duration.ofMinutes(5));
        assertThat(day.seed()).isEqualTo(2009);
        assertThat(contest.terminals().keySet()).containsExactly("T1", "T2", "T3", "T4");
        assertThat(contest.entityOf(contest.terminals().get("T1"))).isEqualTo(EntitySpec.Clerk.BETWEEN_ROUNDS);
    }

    @Test
    void aContestInRoundsRefusesWhatItCannotRunWithTheReason() {
        String base = """
            name: Day
            rules: loebner-2009
            terminals:
              T1: { judge: 1 }
            entities:
              E1: { program: [cat] }
              C1: { confederate: D1 }
            """;
        List<String[]> cases = List.of(
                new String[] {
                    "T1: { judge: 1 }",
                    "T1: { judge: 1, entity: E1 }",
                    "the schedule decides whom terminal T1 talks to: leave out entity:"
                },
                new String[] {"T1: { judge: 1 }", "T1: { }", "every terminal needs the judge who sits there"},
                new String[] {"rules: loebner-2009", "rules: loebner-2010", "loebner-2010"},
                new String[] {"rules: loebner-2009", "rules: loebner-2006", "give terminal T1 side: left or side: right"
                },
                new String[] {
                    "T1: { judge: 1 }",
                    "T1: { judge: 1, side: left }",
                    "side: is for rules where a judge talks with both of a pair at once"
                },
                new String[] {
                    "  C1: { confederate: D1 }\n",
                    "",
                    "no loebner-2009 schedule fits 1 judge terminal(s), 1 entry and 0 confederate(s)"
                },
                new String[] {"rules: loebner-2009", "rules: loebner-2009\ntiming: { talk: soon }", "must be a duration"
                },
                new String[] {
                    "rules: loebner-2009",
                    "rules: loebner-2009\ntrials: 3",
                    "day.yaml:3:9: trials: only the kurzweil-kapor rules run trials"
                },
                new String[] {
                    "rules: loebner-2009",
                    "rules: loebner-2009\ntiming: { review: 0s }",
                    "day.yaml:3:9: timing: review (the time judges give their verdicts in) must be longer than zero, not 0 min"
                });
        for (String[] c : cases) {
            String broken = base.replace(c[0], c[1].replace("\\n", "\n"));
            assertThatThrownBy(() -> ContestLoader.parse(broken, "day.yaml", BASE))
                    .as(c[1])
                    .isInstanceOf(ContestFileException.class)
                    .hasMessageContaining(c[2]);
        }
    }

    private static final String WRITTEN_DAY = """
        name: Day
        rules: loebner-2009
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
        entities:
          E1: { program: [cat] }
          E2: { program: [cat] }
          C1: { confederate: D1 }
          C2: { confederate: D2 }
        schedule:
          - { T1: [E1, C1] }
          - { T2: [C1, E2] }
          - { T1: [C2, E2] }
          - { T2: [C2, E1] }
        """;

    @Test
    void aScheduleWrittenInTheFileIsRunAsWritten() {
        Contest contest = ContestLoader.parse(WRITTEN_DAY, "day.yaml", BASE);

        Contest.DayRules day = contest.day().orElseThrow();
        assertThat(day.written()).isTrue();
        assertThat(day.schedule().rounds()).hasSize(4);
        var second = (parlor.relay.rounds.Meeting.SideBySide) day.schedule()
                .round(2)
                .meetingOf(new parlor.relay.rounds.Judge("T2"))
                .orElseThrow();
        assertThat(second.left().name()).isEqualTo("C1");
        assertThat(second.right().name()).isEqualTo("E2");
    }

    @Test
    void aWrittenScheduleThatCannotBeRunIsRefusedInTheFilesOwnNames() {
        String twice = WRITTEN_DAY.replace("- { T1: [C2, E2] }", "- { T1: [C2, E1] }");
        assertThatThrownBy(() -> ContestLoader.parse(twice, "day.yaml", BASE))
                .hasMessageContaining("day.yaml:12:3: this schedule cannot be run under loebner-2009")
                .hasMessageContaining("T1 meets E1 twice");
        String unknown = WRITTEN_DAY.replace("T2: [C1, E2] }", "T2: [C1, E9] }");
        assertThatThrownBy(() -> ContestLoader.parse(unknown, "day.yaml", BASE))
                .hasMessageContaining("round 2: T2 meets E9, which is not an entity of this contest");
    }

    @Test
    void theOperatorsGuidesWrittenScheduleRunsWithTheShippedContestDay() throws java.io.IOException {
        String readme = java.nio.file.Files.readString(Path.of("..", "docs", "operators.md"));
        int start = readme.indexOf("schedule:                          # 4 judges");
        String schedule = readme.substring(start, readme.indexOf("```", start));
        String day = java.nio.file.Files.readString(Path.of("..", "examples", "contest-day-2009.yaml")) + schedule;

        Contest contest = ContestLoader.parse(
                day, "docs/operators.md", Path.of("..", "examples").toAbsolutePath());
        assertThat(contest.day().orElseThrow().written()).isTrue();
        assertThat(contest.day().orElseThrow().schedule().rounds()).hasSize(4);
    }

    @Test
    void anEntryIsSandboxedUnlessTheFileSaysOtherwiseWithItsLimitsAsGiven() {
        String contest = """
            name: Limits
            terminals:
              T1: { entity: E1 }
              T2: { entity: E2 }
            entities:
              E1: { program: [perl, eliza.pl], limits: { processes: 16, memory: 512m, cpu: 30m } }
              E2: { program: [perl, other.pl], isolation: none }
            """;
        Contest parsed = ContestLoader.parse(contest, "limits.yaml", BASE);
        Isolation first = ((EntitySpec.Program) parsed.entities().get("E1")).isolation();
        assertThat(first.sandboxed()).isTrue();
        assertThat(first.limits()).isEqualTo(new Isolation.Limits(16, 512L << 20, java.time.Duration.ofMinutes(30)));
        assertThat(((EntitySpec.Program) parsed.entities().get("E2"))
                        .isolation()
                        .sandboxed())
                .isFalse();
    }

    @Test
    void aSandboxMistakeIsNamedWithItsPlace() {
        String[][] cases = {
            {"isolation: off", "isolation must be sandbox (the default) or none, not 'off'"},
            {"writable: true", "writable: applies to the entry's own folder: give it one with directory:"},
            {"limits: { processes: 2 }", "processes must be a whole number, 4 or more (an interpreter needs a few)"},
            {"limits: { memory: lots }", "memory must be a size like 512m or 2g"},
        };
        for (String[] c : cases) {
            String broken = "name: Broken\nterminals:\n  T1: { entity: E1 }\nentities:\n  E1: { program: [cat], " + c[0]
                    + " }\n";
            assertThatThrownBy(() -> ContestLoader.parse(broken, "broken.yaml", BASE))
                    .as(c[0])
                    .isInstanceOf(ContestFileException.class)
                    .hasMessageContaining(c[1]);
        }
    }
}
