/**
 * Who meets whom in which round: the schedule model, its generator (the Latin squares of the
 * Loebner rules), the checks that refuse an impossible schedule, and its plain-text tables.
 * Pure code: no I/O and no clock, so a contest file loader, the relay and the command line share it.
 */
package parlor.relay.rounds;
