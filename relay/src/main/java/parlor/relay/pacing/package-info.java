/**
 * Pacing: the minimum reply delay and the human typing model (gaps drawn from the 2012 judges'
 * keystrokes) every entity's reply is typed out with.
 *
 * Must not import parlor.relay, parlor.relay.contest, parlor.relay.day, parlor.relay.entity,
 * parlor.relay.host, parlor.relay.prescreen, parlor.relay.server, parlor.relay.switchboard: they
 * build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.pacing;
