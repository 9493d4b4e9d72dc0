/**
 * The 1996 line discipline: keys in, events out (echo, erase, a message complete, {@code @@nn}). Pure
 * code with no I/O and no clock, used live by the relay and again when a record is read.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.keylog, parlor.transcripts.lp96,
 * parlor.transcripts.read, parlor.transcripts.replay: they build on this package
 * (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.discipline;
