/**
 * Per-side statistics of a conversation: messages, words, typing speed, corrections, reply delays.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.transcripts.stats;
