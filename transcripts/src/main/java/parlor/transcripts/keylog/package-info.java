/**
 * The keystroke log, the primary record: its writer (a line per key, before it takes effect),
 * reader, the chain that shows it unedited, replay, and conversion to the 1996 transcript.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.read, parlor.transcripts.replay:
 * they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.keylog;
