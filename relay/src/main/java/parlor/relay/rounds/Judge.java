package parlor.relay.rounds;

import java.util.Objects;

/** A judge as schedules name them: {@code J1}, {@code J2}, … */
public record Judge(String name) {

    public Judge {
        Objects.requireNonNull(name, "name");
    }

    @Override
    public String toString() {
        return name;
    }
}
