/**
 * The Lanterna terminal: keys mapped to the relay's key names, and the view painted onto the
 * screen.
 *
 * Must not import parlor.station, parlor.tools: they build on this package (PackageCyclesTest
 * fails on a cycle).
 */
package parlor.station.ui;
