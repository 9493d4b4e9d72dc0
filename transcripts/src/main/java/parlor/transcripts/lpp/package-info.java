/**
 * The LPP keystroke logs of 2007 and 2009-2012: their stamps, and each judge's two conversations
 * assembled per typist.
 *
 * Must not import parlor.transcripts.read: they build on this package (PackageCyclesTest fails on
 * a cycle).
 */
package parlor.transcripts.lpp;
