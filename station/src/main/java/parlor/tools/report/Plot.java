package parlor.tools.report;

/**
 * One of the index's plots: its anchor, its caption, the drawing (inline SVG), and a note on how to read it.
 */
record Plot(String id, String title, String svg, String note) {}
