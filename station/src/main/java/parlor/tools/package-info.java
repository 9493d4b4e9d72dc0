/**
 * {@code bin/transcripts}: convert, check, stats, replay and results over the records, with their text
 * and HTML reports.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.tools;
