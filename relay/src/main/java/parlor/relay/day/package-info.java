/**
 * A contest day in rounds: the clock and its phases, routing each terminal to its next
 * conversation, reviews and the verdict clerk, the day's journal that a restarted relay goes on
 * from, and what the operator's console shows of it.
 *
 * Must not import parlor.relay, parlor.relay.prescreen, parlor.relay.server: they build on this
 * package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.day;
