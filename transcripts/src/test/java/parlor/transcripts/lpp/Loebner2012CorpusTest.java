package parlor.transcripts.lpp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.lp96.ConversationTo96;

/** Every real 2012 keystroke log in ../shared/corpus, read with what was recovered and skipped. */
class Loebner2012CorpusTest {

    static final Path CORPUS = Path.of("..", "..", "shared", "corpus", "loebner-2012");
    private static final ZoneId BLETCHLEY = ZoneId.of("Europe/London");

    static Path corpus() {
        if (System.getenv("CI") == null) {
            assumeTrue(Files.isDirectory(CORPUS), "the shared corpus is not beside this checkout");
        }
        return CORPUS;
    }

    static LppLog read(String name) throws IOException {
        Path file = corpus().resolve(name);
        return LppLogReader.read(Files.newBufferedReader(file, StandardCharsets.ISO_8859_1), name);
    }

    /** file, keys read, lines skipped, then per conversation side:hidden:keys:lines:messages. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', textBlock = """
        logfile.b-wilcox-angela.2012-05-14--18-06-59.log;  196;  0; left:confederate:189:18:6 right:b-wilcox-angela:7:1:1
        logfile.b-wilcox-angela.2012-05-15--10-11-12.log;  638;  0; right:confederate:281:7:3 left:b-wilcox-angela:357:10:4
        logfile.b-wilcox-angela.2012-05-15--13-07-55.log;    0;  0; ''
        logfile.b-wilcox-angela.2012-05-15--13-19-13.log; 5322;  0; left:b-wilcox-angela:3771:71:42 right:confederate:1551:49:40
        logfile.b-wilcox-angela.2012-05-15--13-50-14.log;  143;  0; left:b-wilcox-angela:127:6:4 right:confederate:16:1:1
        logfile.b-wilcox-angela.2012-05-15--13-59-36.log; 9144;  0; left:confederate:5130:67:50 right:b-wilcox-angela:4014:74:46
        logfile.b-wilcox-angela.2012-05-15--14-31-14.log;13069;  0; right:confederate:3730:70:58 left:b-wilcox-angela:9339:184:112
        logfile.b-wilcox-angela.2012-05-15--15-08-07.log; 9777;  1; left:b-wilcox-angela:5949:113:76 right:confederate:3828:52:42
        logfile.d_burke_adam.2012-05-15--13-14-01.log; 6907;  5; left:confederate:3243:48:40 right:d_burke_adam:3664:73:56
        logfile.d_burke_adam.2012-05-15--13-48-18.log;  316;  1; left:d_burke_adam:292:8:4 right:confederate:24:1:1
        logfile.d_burke_adam.2012-05-15--14-29-47.log; 5837;  2; left:d_burke_adam:1937:49:32 right:confederate:3900:60:42
        logfile.m_allan_linguo.2012-05-15--10-06-30.log;  328;  0; left:confederate:146:3:3 right:m_allan_linguo:182:4:4
        logfile.m_allan_linguo.2012-05-15--13-14-57.log; 7384;  0; left:confederate:4295:54:32 right:m_allan_linguo:3089:54:41
        logfile.m_allan_linguo.2012-05-15--13-47-26.log;  120;  0; left:confederate:17:1:1 right:m_allan_linguo:103:4:4
        logfile.m_allan_linguo.2012-05-15--13-56-46.log; 6486;  0; left:m_allan_linguo:2655:72:60 right:confederate:3831:98:79
        logfile.m_allan_linguo.2012-05-15--14-28-53.log; 5705;  0; left:m_allan_linguo:2240:67:52 right:confederate:3465:51:42
        logfile.m_allan_linguo.2012-05-15--15-03-16.log; 3748;  1; left:m_allan_linguo:1250:38:35 right:confederate:2498:52:42
        """)
    void everyFileIsReadAndItsDamageAccountedFor(String file, int keys, int skipped, String conversations)
            throws IOException {
        LppLog log = read(file);

        assertThat(log.keys()).hasSize(keys);
        assertThat(log.skipped()).hasSize(skipped);
        assertThat(log.skipped()).allSatisfy(s -> assertThat(s.file()).isEqualTo(file));
        List<String> found = LppConversations.of(log).stream()
                .map(c -> c.label() + ":" + c.hidden() + ":" + c.keys().size() + ":"
                        + c.lines().size() + ":" + c.messages())
                .toList();
        assertThat(String.join(" ", found)).isEqualTo(conversations);
    }

    @Test
    void theWholeCorpusIsCoveredByTheTable() throws IOException {
        try (Stream<Path> files = Files.list(corpus())) {
            assertThat(files.count()).isEqualTo(17);
        }
    }

    @Test
    void damagedLinesAreReportedWithFileLineAndReason() throws IOException {
        assertThat(read("logfile.m_allan_linguo.2012-05-15--15-03-16.log").skipped())
                .singleElement()
                .hasToString(
                        "logfile.m_allan_linguo.2012-05-15--15-03-16.log:3753: key line cut short or garbled: J2 013370929970798");
        assertThat(read("logfile.d_burke_adam.2012-05-15--13-48-18.log").skipped())
                .singleElement()
                .hasToString(
                        "logfile.d_burke_adam.2012-05-15--13-48-18.log:147: no key name: J3 013370862870424100 d_burke_adam left");
    }

    @Test
    void aRealLogConvertsToTheGolden1996Transcript() throws IOException {
        List<String> converted = new ArrayList<>();
        for (Conversation conversation :
                LppConversations.of(read("logfile.b-wilcox-angela.2012-05-15--13-50-14.log"))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ConversationTo96.write(conversation, BLETCHLEY, out);
            converted.add(out.toString(StandardCharsets.UTF_8));
        }

        assertGolden("2012-13-50-14-left.TXT", converted.get(0));
        assertGolden("2012-13-50-14-right.TXT", converted.get(1));
    }

    static void assertGolden(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(Path.of("src/test/resources/golden", name), actual);
        }
        try (InputStream golden = Loebner2012CorpusTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(golden)
                    .as("golden %s (create with -Dgolden.update=true)", name)
                    .isNotNull();
            assertThat(actual).isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
