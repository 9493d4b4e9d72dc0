/**
 * Terminals with no Parlor software (a VT100, picocom, telnet): their keys decoded, and the 1996
 * screen drawn for them with VT100 sequences or as plain lines.
 *
 * Must not import parlor.relay, parlor.relay.contest, parlor.relay.day, parlor.relay.entity,
 * parlor.relay.host, parlor.relay.prescreen, parlor.relay.server, parlor.relay.switchboard: they
 * build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.plain;
