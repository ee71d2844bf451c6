// The worker thread of `paliano sim` when it runs from the sources (tsx src/cli/paliano.ts, the
// tests): Node 20 gives a worker thread none of the main thread's module hooks, so it registers
// tsx itself before loading the worker. The built package runs dist/sim-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
