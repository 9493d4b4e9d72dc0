/**
 * The operator log: one line per event that matters, in text and JSON lines, with alerts for the
 * console and repeated warnings collapsed into counted lines.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.console, parlor.relay.entity,
 * parlor.relay.host, parlor.relay.prescreen, parlor.relay.server, parlor.relay.switchboard: they
 * build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.ops;
