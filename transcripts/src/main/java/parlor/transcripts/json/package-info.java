/**
 * JSON lines: reading flat records with jackson-core's streaming parser, writing with its
 * generator, and the 2017-18 round logs.
 *
 * Must not import parlor.transcripts.read, parlor.transcripts.rules: they build on this package
 * (PackageCyclesTest fails on a cycle).
 */
package parlor.transcripts.json;
