// The engine is the repository's own source (../../src), aliased as the package `paliano`: a fresh
// clone runs this client with `npm install && npm run dev` here, without building the package first.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const engine = (path: string): string => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^paliano\/rules$/, replacement: engine('rules/index.ts') },
      { find: /^paliano\/colyseus\/client$/, replacement: engine('adapters/colyseus/client.ts') },
      { find: /^paliano$/, replacement: engine('index.ts') },
    ],
  },
  // the engine runs in a module worker, split into chunks like the page
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  server: { fs: { allow: ['../..'] } },
});
