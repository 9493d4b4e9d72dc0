package parlor.relay.contest;

/** A contest file that cannot be used, with where and what: {@code file:line:column: message}. */
public final class ContestFileException extends RuntimeException {

    public ContestFileException(String message) {
        super(message);
    }
}
