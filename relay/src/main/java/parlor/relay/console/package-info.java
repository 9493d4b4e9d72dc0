/**
 * The operator's console: what it may see and do ({@link parlor.relay.console.RelayControls},
 * implemented by the relay) and the console itself. Parsing and dispatching are pure and tested
 * against fake controls; only {@link parlor.relay.console.OperatorConsole} and its terminal I/O touch
 * JLine.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.prescreen, parlor.relay.server:
 * they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.console;
