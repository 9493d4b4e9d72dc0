/**
 * Who meets whom in which round: the schedule model, its generator (the Latin squares of the
 * Loebner rules), the checks that refuse an impossible schedule, and its plain-text tables. Pure
 * code: no I/O and no clock, so a contest file loader, the relay and the command line share it.
 *
 * Must not import parlor.relay, parlor.relay.contest, parlor.relay.day, parlor.relay.entity,
 * parlor.relay.host, parlor.relay.prescreen, parlor.relay.server, parlor.relay.switchboard: they
 * build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.rounds;
