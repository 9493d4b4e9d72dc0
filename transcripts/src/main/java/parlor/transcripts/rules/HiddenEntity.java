package parlor.transcripts.rules;

/**
 * One of the contest's hidden entities: a computer entry or a human confederate.
 *
 * @param id    as the contest file and the verdicts name it ({@code E1}, {@code C3})
 * @param name  as results are published ("Entry one", "Confederate Joan")
 * @param human a confederate rather than a computer entry
 */
public record HiddenEntity(String id, String name, boolean human) {

    public HiddenEntity {
        if (id.isBlank()) {
            throw new IllegalArgumentException("an entity needs an id");
        }
        name = name.isBlank() ? id : name;
    }

    /** {@code E1 (Entry one)}, or just the id when the name is the id. */
    public String shown() {
        return name.equals(id) ? id : id + " (" + name + ")";
    }

    /** "confederate" or "entry", as the rules call them. */
    public String kind() {
        return human ? "confederate" : "entry";
    }
}
