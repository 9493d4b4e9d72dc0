/**
 * The day's record sealed as a whole: JSON-line files chained as the keystroke logs are
 * ({@code verdicts.jsonl}, {@code manifest.jsonl}), and the manifest that says which records the
 * relay wrote, where, and how far, so that a record cut back, deleted, added, moved or swapped is
 * found.
 */
package parlor.transcripts.seal;
