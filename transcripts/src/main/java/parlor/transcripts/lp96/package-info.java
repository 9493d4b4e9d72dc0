/**
 * The 1996 transcript ({@code LPyy-nn.TXT}): its writer, reader and header.
 *
 * Must not import parlor.transcripts.check, parlor.transcripts.keylog, parlor.transcripts.read,
 * parlor.transcripts.replay: they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.lp96;
