/**
 * Seats and the conversation at each: the line discipline, the record, whose turn it is, paced and
 * streamed replies, recovery from the record after a restart, confederates' links, watchers.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.prescreen, parlor.relay.server:
 * they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.switchboard;
