// The CPU time of this process, which the benchmarks measure rather than the wall clock: on a
// shared machine, other processes take turns on the cores, and only this process's own time counts.

/** Milliseconds of CPU time (user and system) this process has used so far. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
