/**
 * System tests: the whole of Parlor as its users run it. The real relay (in process, or
 * {@code bin/relay} as a process, killed, frozen and restarted for real), real stations (headless,
 * or {@code bin/station} in tmux), real entries (Chatbot::Eliza, programs on ptys, LPP folders,
 * web and HTTP entries), over TCP, serial pty pairs and in-process pipes, through whole contest
 * days under each rule set. They live in the station module because it is the one that depends on
 * everything; they test no one package, so they name none.
 */
package parlor.system;
