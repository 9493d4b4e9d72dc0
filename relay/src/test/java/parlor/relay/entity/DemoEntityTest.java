package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DemoEntityTest {

    private final DemoEntity demo = new DemoEntity(1);

    @Test
    void reflectsWhatTheJudgeSaysAboutThemselves() {
        assertThat(demo.answer("I am tired of typing."))
                .isIn("How long have you been tired of typing?", "Why do you say you are tired of typing?");
    }

    @Test
    void aQuestionAboutWhatItIsWinsOverAGreeting() {
        assertThat(demo.answer("Hello, are you a computer?"))
                .isIn("What makes you ask whether I am computer?", "Would it matter to you if I were?");
    }

    @Test
    void alwaysHasSomethingToSay() {
        assertThat(demo.answer("")).isNotBlank();
        assertThat(demo.answer("\u0000\u001b[2J")).isNotBlank();
    }
}
