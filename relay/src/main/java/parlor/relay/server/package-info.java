/**
 * The relay's listeners and what they admit: station connections and their handshake, plain
 * terminals on serial lines and telnet, the connection gate that turns away floods and slow
 * handshakes, and the relay that holds them together.
 *
 * Must not import parlor.relay, parlor.relay.prescreen: they build on this package
 * (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.server;
