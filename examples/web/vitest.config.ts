import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // one browser at a time: the tests share a small machine
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
