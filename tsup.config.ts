import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', rules: 'src/rules/index.ts', testing: 'src/testing/index.ts', cli: 'src/cli/paliano.ts', 'sim-worker': 'src/sim/worker.ts', colyseus: 'src/adapters/colyseus/index.ts', 'colyseus-client': 'src/adapters/colyseus/client.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  splitting: true,
  tsconfig: 'tsconfig.build.json',
});
