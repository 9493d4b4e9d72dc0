/**
 * Rule sets, verdict forms and the verdict log, and scoring each rule set as written: results,
 * selection stages, the wager's trials, and what a record cannot decide.
 *
 * Nothing in this module builds on it: it may import what it needs from the packages below.
 */
package parlor.transcripts.rules;
