/**
 * {@code bin/transcripts report}: a contest day's record as a static site to publish and print (an
 * index of every conversation with plots, a page per conversation, the results). The builders are
 * pure, from a {@link parlor.tools.report.Day} to text; only {@link parlor.tools.report.DayFolder}
 * reads and {@link parlor.tools.report.ReportCommand} writes.
 */
package parlor.tools.report;
