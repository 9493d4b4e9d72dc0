/**
 * The operator's desk: what the console may see and do ({@link parlor.relay.desk.OperatorDesk},
 * implemented by the relay) and the console itself. Parsing and dispatching are pure and tested
 * against a fake desk; only {@link parlor.relay.desk.OperatorConsole} and its terminal I/O touch
 * JLine.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.prescreen, parlor.relay.server:
 * they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.desk;
