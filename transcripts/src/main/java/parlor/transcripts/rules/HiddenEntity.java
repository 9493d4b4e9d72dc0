package parlor.transcripts.rules;

/**
 * One of the contest's hidden entities: a computer entry or a human confederate.
 *
 * @param id         as the contest file and the verdicts name it ({@code E1}, {@code C3})
 * @param name       as results are published ("Entry one", "Confederate Joan")
 * @param human      a confederate rather than a computer entry
 * @param organisers an open-source entry the organisers entered on their own behalf (2003 rule 13), to which rules 60
 *                   and 61 give no medal or give it to its developers
 */
public record HiddenEntity(String id, String name, boolean human, boolean organisers) {

    /** An entity entered by its own entrant (every confederate, and most entries). */
    public HiddenEntity(String id, String name, boolean human) {
        this(id, name, human, false);
    }

    public HiddenEntity {
        if (id.isBlank()) {
            throw new IllegalArgumentException("an entity needs an id");
        }
        if (human && organisers) {
            throw new IllegalArgumentException(id + " is a confederate: only an entry is entered by the organisers");
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
