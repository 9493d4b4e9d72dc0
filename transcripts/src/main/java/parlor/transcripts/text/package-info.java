/**
 * Text handling every reader shares: lines read with a length bound, escaping, HTML, and the
 * report of a line a reader skipped.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.conversation,
 * parlor.transcripts.json, parlor.transcripts.keylog, parlor.transcripts.lp96,
 * parlor.transcripts.lpp, parlor.transcripts.read, parlor.transcripts.replay,
 * parlor.transcripts.rules, parlor.transcripts.stats: they build on this package
 * (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.text;
