/**
 * Telling record formats apart by their content, and reading any of them.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.transcripts.read;
