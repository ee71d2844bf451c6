import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 180_000,
    // the library is loaded once per worker, not once per test file (a third of the suite's time
    // went to loading it again for each file); so a test file must not change what another reads —
    // a card a test needs is registered under a name of its own (registerFormatCard), never patched
    isolate: false,
    // a worker per core: vitest's default leaves one core idle, which on a 2-core machine runs the
    // suite in one worker (192 s against 135 s with two)
    maxWorkers: availableParallelism(),
  },
});
