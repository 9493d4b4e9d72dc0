/**
 * A key as the relay records it, by its X11 name.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.conversation,
 * parlor.transcripts.discipline, parlor.transcripts.json, parlor.transcripts.keylog,
 * parlor.transcripts.lp96, parlor.transcripts.lpp, parlor.transcripts.read,
 * parlor.transcripts.replay, parlor.transcripts.rules, parlor.transcripts.stats: they build on
 * this package (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.keys;
