import { defineConfig, mergeConfig } from 'vitest/config';
import client from './vite.config.js';

export default mergeConfig(client, defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // one browser at a time: the tests share a small machine
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
}));
