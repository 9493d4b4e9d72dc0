package parlor.transcripts.rules;

import java.util.List;
import java.util.Optional;

/** One judge's earlier verdicts, which a new verdict must not repeat or contradict. */
record JudgeHistory(int judge, int round, List<VerdictEntry> mine) {

    static JudgeHistory of(int judge, int round, List<VerdictEntry> earlier) {
        return new JudgeHistory(
                judge, round, earlier.stream().filter(e -> e.judge() == judge).toList());
    }

    /** The judge's earlier verdicts on this form that count against a new one: this round's only, for forms given every round. */
    <V extends Verdict> List<Given<V>> given(VerdictForm form, Class<V> kind) {
        return mine.stream()
                .filter(e -> e.verdict().form() == form && (!form.oncePerRound() || e.round() == round))
                .map(e -> new Given<>(e.round(), kind.cast(e.verdict())))
                .toList();
    }

    /**
     * An earlier verdict on a subject, if the judge already gave one. A 2009 rank is about one conversation: the same
     * confederate taken for a machine in two rounds is ranked once for each.
     */
    Optional<Given<Verdict>> onSubject(VerdictForm form, List<String> subject) {
        return given(form, Verdict.class).stream()
                .filter(g -> form != VerdictForm.RANK || g.round() == round)
                .filter(g -> g.verdict().entities().size() == subject.size()
                        && g.verdict().entities().containsAll(subject))
                .findFirst();
    }

    /** A verdict and the round it was given in. */
    record Given<V extends Verdict>(int round, V verdict) {

        /** "in round 2", or "after the rounds" for a final form. */
        String when() {
            return round == 0 ? "after the rounds" : "in round " + round;
        }
    }
}
