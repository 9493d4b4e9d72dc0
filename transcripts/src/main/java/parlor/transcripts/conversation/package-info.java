/**
 * A conversation as the lines each side said, with their times: the form every reader produces and
 * every writer and report takes.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.json, parlor.transcripts.keylog,
 * parlor.transcripts.lp96, parlor.transcripts.lpp, parlor.transcripts.read,
 * parlor.transcripts.replay, parlor.transcripts.rules, parlor.transcripts.stats: they build on
 * this package (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.conversation;
