/**
 * Entity adapters behind one interface: programs on standard streams, TCP, LPP folders, HTTP chat
 * models, 2003 web pages, the demo; the sandbox they run in, their supervision and restarts, the
 * sanitiser every reply goes through, and the contest's facts as each kind is told them.
 *
 * Must not import parlor.relay, parlor.relay.day, parlor.relay.host, parlor.relay.prescreen,
 * parlor.relay.server, parlor.relay.switchboard: they build on this package (PackageCyclesTest
 * fails on a cycle).
 */
package parlor.relay.entity;
