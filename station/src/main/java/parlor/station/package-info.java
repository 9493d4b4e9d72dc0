/**
 * {@code bin/station}: its command line, and a station linked to a relay (or, with {@code --demo}, to one in
 * the same process).
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.station;
