/**
 * The screen model the discipline's events draw: lines, prompt, status.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.discipline,
 * parlor.transcripts.keylog, parlor.transcripts.lp96, parlor.transcripts.read,
 * parlor.transcripts.replay: they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.screen;
