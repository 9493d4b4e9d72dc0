/**
 * An entry's limits held for the entry as a whole: which of cgroup v2, cgroup v1 or per-process
 * rlimits this machine offers the relay, a cgroup per run of an entry, and the operator told when an
 * entry reaches a limit.
 *
 * Must not import parlor.relay, parlor.relay.entity, parlor.relay.day, parlor.relay.host,
 * parlor.relay.prescreen, parlor.relay.server, parlor.relay.switchboard: they build on this
 * package (PackageCyclesTest fails on a cycle).
 */
package parlor.relay.entity.limits;
