/**
 * Replay's timeline: what the judge's screen showed at any moment of a record.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.transcripts.replay;
