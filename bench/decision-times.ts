// The time each decision of a game takes, kept for percentiles. A decision's time is its wall-clock
// time (performance.now, sub-microsecond), unless the process was descheduled during it — this
// machine is shared, and a decision that spans another process's time slice would read as
// milliseconds — then the process's CPU time over it (process.cpuUsage, to the microsecond): the
// smaller of the wall-clock time and the CPU time plus its 1 µs resolution. Reading both clocks
// costs about 0.4 µs a decision, so the benchmark times decisions in a pass of its own.

const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Decision times in µs, in a typed array that grows by doubling. */
export class DecisionTimes {
  private data = new Float64Array(1 << 16);
  private size = 0;
  private wall = 0;
  private cpu = 0;

  /** Starts the clock for the next decision. */
  start(): void {
    this.wall = performance.now();
    this.cpu = cpuMicros();
  }

  /** Records the time since `start` or the last `lap` as one decision's, and starts the next. */
  lap(): void {
    const wall = performance.now();
    const cpu = cpuMicros();
    this.add(Math.min((wall - this.wall) * 1000, cpu - this.cpu + 1));
    this.wall = wall;
    this.cpu = cpu;
  }

  /** Adds a time in µs. */
  add(micros: number): void {
    if (this.size === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.size++] = micros;
  }

  /** How many times were recorded. */
  get count(): number {
    return this.size;
  }

  /** The times in ascending order (a copy). */
  sorted(): Float64Array {
    return this.data.slice(0, this.size).sort();
  }
}
