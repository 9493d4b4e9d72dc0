/**
 * Hidden hosts: an entry run on its own machine under {@code bin/relay host}, linked to the relay as a
 * station is, and the relay's side of that link as an entity.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.prescreen, parlor.relay.server,
 * parlor.relay.switchboard: they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.host;
