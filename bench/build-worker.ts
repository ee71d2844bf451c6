// The parent's handle on one build's worker process (bench/worker.ts): started with --expose-gc
// and tsx, asked one request at a time.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Reply, Request } from './worker.js';
import type { PoolCard } from './decks.js';

const workerFile = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** A worker process running one build. */
export class BuildWorker {
  /**
   * Resolves once the build is loaded: to whether its bot draws by `sampleAction` (else it lists the
   * legal actions), and the cards it implements that a deck may hold as spells.
   */
  readonly ready: Promise<{ samples: boolean; pool: PoolCard[] }>;
  private readonly child: ChildProcess;
  private pending: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;

  /** Starts a worker for the build in `dist`, named `label` in the report; `policy` 'list' keeps it from sampling. */
  constructor(
    readonly label: string,
    dist: string,
    policy: 'sample' | 'list',
  ) {
    this.child = fork(workerFile, [dist, policy], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.ready = this.next().then((r) => {
      if (r.kind !== 'ready') throw new Error(`${label}: ${r.kind === 'error' ? r.message : 'no ready message'}`);
      return { samples: r.samples, pool: r.pool };
    });
    this.child.on('message', (r: Reply) => {
      const p = this.pending;
      this.pending = null;
      p?.resolve(r);
    });
    this.child.on('exit', (code) => {
      this.pending?.reject(new Error(`${label}: the worker exited (code ${code})`));
      this.pending = null;
    });
  }

  private next(): Promise<Reply> {
    if (this.pending) throw new Error('one request at a time');
    return new Promise((resolve, reject) => (this.pending = { resolve, reject }));
  }

  /** Sends a request and waits for its reply (an error reply is thrown). */
  async ask<K extends Request['kind']>(request: Extract<Request, { kind: K }>): Promise<Extract<Reply, { kind: K }>> {
    const reply = this.next();
    this.child.send(request);
    const r = await reply;
    if (r.kind === 'error') throw new Error(`${this.label}: ${r.message}`);
    if (r.kind !== request.kind) throw new Error(`${this.label}: asked ${request.kind}, got ${r.kind}`);
    return r as Extract<Reply, { kind: K }>;
  }

  /** Ends the process. */
  stop(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}
