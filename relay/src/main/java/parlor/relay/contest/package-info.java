/**
 * The contest file: YAML read with the line and column of every mistake, checked whole before
 * anything starts, and turned into the specs (terminals, entities, the day's rules, the contest's
 * facts, an entry's clock) the rest of the relay is built from.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.entity, parlor.relay.host,
 * parlor.relay.prescreen, parlor.relay.server, parlor.relay.switchboard: they build on this
 * package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.contest;
