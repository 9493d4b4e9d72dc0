/**
 * Prescreening: every entry put through a question suite at once by simulated judges typing at the
 * 2012 judges' pace, the automatic marks, the scoring sheet and the ranking.
 *
 * Must not import parlor.relay: they build on this package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.prescreen;
