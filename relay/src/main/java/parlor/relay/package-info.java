/**
 * The {@code bin/relay} commands: the relay itself, {@code host}, {@code console}, {@code schedule}, {@code seats}, {@code prescreen},
 * {@code try-entry}, and the checks made before a contest starts. Only wiring: each command builds what
 * the packages below it provide.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.relay;
