/**
 * Files only their owner may read: the records are written so.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.keylog, parlor.transcripts.lp96,
 * parlor.transcripts.read, parlor.transcripts.replay, parlor.transcripts.rules: they build on this
 * package (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.files;
