/**
 * The link between a station (or hidden host, or remote console) and the relay: frames and their
 * MAC, link sessions that number, acknowledge and resend, transports (TCP, serial lines), seat
 * keys, the station's client, and the steady clock every link ticks on. The lowest layer of the
 * relay.
 *
 * Must not import parlor.relay, parlor.relay.contest, parlor.relay.day, parlor.relay.console,
 * parlor.relay.entity, parlor.relay.host, parlor.relay.ops, parlor.relay.prescreen,
 * parlor.relay.server, parlor.relay.switchboard: they build on this package (PackageCyclesTest
 * fails on a cycle).
 */
package parlor.relay.link;
