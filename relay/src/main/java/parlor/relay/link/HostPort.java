package parlor.relay.link;

/** {@code host:port} as written in contest files and on command lines. */
public record HostPort(String host, int port) {

    public HostPort {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not between 0 and 65535");
        }
    }

    public static HostPort parse(String text) {
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not HOST:PORT (for example 127.0.0.1:7070)");
        }
        try {
            return new HostPort(text.substring(0, colon), Integer.parseInt(text.substring(colon + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' has no port number after the colon");
        }
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
