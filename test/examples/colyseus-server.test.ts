/**
 * examples/server/serve.ts as `npm run serve:example` starts it, one process without Redis (the
 * cluster mode is played by test/adapters/colyseus/scale-out.test.ts): it says where it listens, a
 * client creates a two-player game there with a bot in the other seat and plays actions, each one
 * taken, and Ctrl-C (SIGINT) stops the server with status 0; on a port already in use it says so in
 * one line, naming the port and PORT, and exits with status 1.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { joinTable, type TableViewMessage } from '../../src/adapters/colyseus/client.js';
import type { Action, ReadonlyGameView } from '../../src/index.js';
import { until } from '../adapters/colyseus/helpers.js';

const SERVER = fileURLToPath(new URL('../../examples/server/serve.ts', import.meta.url));

/** A port nothing listens on: one the system gave and took back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts serve.ts with `PORT=port` and no Redis, its output piped. */
function startServer(port: number): ChildProcessByStdio<null, Readable, Readable> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.REDIS_URL;
  return spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('the example Colyseus server', () => {
  it('hosts a game a client plays through, and stops on Ctrl-C', async () => {
    const port = await freePort();
    const child = startServer(port);
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) resolve(out.trim());
        });
        void exited.then((code) => reject(new Error(`the server exited (${code}): ${errors}`)));
      });
      expect(banner).toMatch(new RegExp(`^paliano rooms listening on ws://localhost:${port} as process \\S+$`));

      const deck = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
      const views: TableViewMessage<ReadonlyGameView, Action>[] = [];
      const refused: unknown[] = [];
      const table = await joinTable<ReadonlyGameView, Action>(new Client(`ws://127.0.0.1:${port}`), 'paliano-game', {
        gameId: `example-server-test-${process.pid}`, name: 'Ana',
        create: { game: { format: 'two-player', players: [{ name: 'Ana', deck }, { name: 'Ben', deck }] }, bots: [1] },
      }, { onView: (m) => views.push(m), onError: (e) => refused.push(e) });
      const latest = (): TableViewMessage<ReadonlyGameView, Action> | undefined => views[views.length - 1];
      for (let i = 0; i < 5; i++) {
        await until(() => (latest()?.actions.length ?? 0) > 0, 'a decision of Ana');
        const before = latest()!.actionCount;
        table.send(latest()!.actions[0]!);
        await until(() => latest()!.actionCount > before, 'the action taken');
      }
      expect(refused).toEqual([]);
      await table.leave();
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(errors).toBe('');
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  it('on a port already in use, prints one line naming the port and PORT, without a stack, and exits with status 1', async () => {
    const port = await freePort();
    // held on every address, as another server (such as a second serve:example) holds it
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, resolve));
    try {
      const child = startServer(port);
      let out = '';
      let errors = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(errors).toMatch(new RegExp(`^paliano rooms: port ${port} is already in use; choose another port with PORT, e\\.g\\. PORT=\\d+ npm run serve:example\n$`));
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  }, 60_000);
});
