package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import parlor.transcripts.rules.VerdictForm.Field;

/**
 * A form as filled in so far. Each field present is read by its kind, and one that cannot be read
 * is a problem; a field not there yet is no problem until the form is handed in. Fields the form
 * does not have (a log line's time, say) are ignored.
 */
final class Draft {

    private final VerdictForm form;
    private final Map<String, Object> read = new LinkedHashMap<>();
    private final List<Problem> problems = new ArrayList<>();

    Draft(VerdictForm form, Map<String, String> typed) {
        this.form = form;
        for (Field field : form.fields()) {
            String text = typed.get(field.name());
            if (text != null && !text.isBlank()) {
                read(field, text.strip());
            }
        }
    }

    VerdictForm form() {
        return form;
    }

    Optional<String> entity(String field) {
        return Optional.ofNullable((String) read.get(field));
    }

    OptionalInt whole(String field) {
        return read.get(field) instanceof Integer number ? OptionalInt.of(number) : OptionalInt.empty();
    }

    Optional<BigDecimal> decimal(String field) {
        return Optional.ofNullable((BigDecimal) read.get(field));
    }

    Optional<Boolean> yesNo(String field) {
        return Optional.ofNullable((Boolean) read.get(field));
    }

    /** Fields that were there but could not be read. */
    List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** Fields not filled in (unreadable ones are {@link #problems} instead). */
    List<Problem> missing() {
        List<Problem> missing = new ArrayList<>();
        for (Field field : form.fields()) {
            if (!read.containsKey(field.name())
                    && problems.stream().noneMatch(p -> p.field().equals(field.name()))) {
                missing.add(Problem.of(field.name(), "missing: " + field.label()));
            }
        }
        return missing;
    }

    /** Throws {@link IllegalArgumentException} with the first field that is unreadable or missing. */
    void requireComplete() {
        List<Problem> all = new ArrayList<>(problems);
        all.addAll(missing());
        if (!all.isEmpty()) {
            throw new IllegalArgumentException(form + " form: " + all.getFirst().reason());
        }
    }

    private void read(Field field, String text) {
        switch (field.kind()) {
            case ENTITY -> read.put(field.name(), text);
            case WHOLE -> {
                if (text.matches("-?\\d{1,9}")) {
                    read.put(field.name(), Integer.parseInt(text));
                } else {
                    problems.add(
                            Problem.of(field.name(), field.label() + " must be a whole number, not '" + text + "'"));
                }
            }
            case DECIMAL -> {
                try {
                    read.put(field.name(), new BigDecimal(text));
                } catch (NumberFormatException e) {
                    problems.add(Problem.of(
                            field.name(), field.label() + " must be a number such as 3 or 3.25, not '" + text + "'"));
                }
            }
            case YES_NO -> {
                Boolean human = switch (text.toLowerCase(java.util.Locale.ROOT)) {
                    case "human", "yes", "true" -> true;
                    case "machine", "no", "false" -> false;
                    default -> null;
                };
                if (human == null) {
                    problems.add(Problem.of(field.name(), "answer 'human' or 'machine', not '" + text + "'"));
                } else {
                    read.put(field.name(), human);
                }
            }
        }
    }
}
