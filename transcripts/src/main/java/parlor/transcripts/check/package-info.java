/**
 * {@code check}: every conversation of a folder rebuilt from its keystroke log and compared with its
 * transcript, the chain followed, and how each record ended.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.transcripts.check;
