/**
 * The relay's TCP links on an event loop: one thread waits on every connected socket at once
 * and moves the bytes, so a connected station costs the relay no thread of its own. What a link's
 * bytes mean (frames, handshake, seats) stays with {@code parlor.relay.server} and
 * {@code parlor.relay.link}, which read and write these connections as streams.
 *
 * Must not import parlor.relay.server: it builds on this package.
 */
package parlor.relay.server.loop;
