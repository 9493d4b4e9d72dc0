/**
 * What the transcripts tools publish, shared by their commands: conversations and results as
 * self-contained HTML pages (and the results as text), and the output folder they are written to,
 * which never lets one output overwrite another.
 */
package parlor.tools.publish;
