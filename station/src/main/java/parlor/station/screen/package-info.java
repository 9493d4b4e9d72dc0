/**
 * The station's state and its view: what the relay's drawing events make of the screen, as pure
 * code tested against golden 80x24 screens.
 *
 * Must not import parlor.station, parlor.station.ui, parlor.tools: they build on this package
 * (PackageCyclesTest fails on a cycle).
 */
package parlor.station.screen;
