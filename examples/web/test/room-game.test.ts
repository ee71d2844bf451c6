// End to end in headless Chromium: two pages play each other (and two bots) through a Colyseus room
// of paliano/colyseus, served by the repository's example server (`npm run serve:example`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, serveClient } from './browser.js';
import { roomTableWithDoubleAgenda } from './double-agenda-seeds.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** The action kinds a test player prefers, most first: whatever moves the game on. */
const PREFERRED = ['keep', 'finishConspiracies', 'bottom', 'playLand', 'cast', 'declareAttacker', 'confirmAttackers', 'confirmBlockers', 'assignDamage', 'putTrigger', 'choose', 'discard', 'nameCard', 'chooseNumber', 'keepHand', 'pass'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const tsx = `${repository}node_modules/tsx/dist/cli.mjs`;
/** Whether the root's packages (Colyseus, tsx) are installed: the example server needs them. */
const serverInstalled = existsSync(tsx) && existsSync(`${repository}node_modules/@colyseus/core`);
// outside CI the test is skipped, with a message, when they are not; in CI it must run
const skipRoom = !serverInstalled && !process.env.CI;
if (skipRoom) console.warn('room test skipped: the example server needs the repository\'s own packages (run `npm install` at the repository\'s root)');

/** Starts the repository's example Colyseus server on `port`; resolves once it listens. */
async function startRoomServer(port: number): Promise<ChildProcess> {
  if (!serverInstalled) throw new Error('the example server needs the repository\'s own packages: run `npm install` at the repository\'s root first');
  const child = spawn(process.execPath, [tsx, 'examples/server/serve.ts'], { cwd: repository, env: { ...process.env, PORT: String(port), REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the example server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the example server exited (${code}): ${output}`)));
  });
  return child;
}

interface Button { index: number; kind: string }

/** Clicks one preferred action if the page has actions and waits for its next screen; false if it had none. */
async function act(page: Page): Promise<boolean> {
  if (await page.evaluate(() => document.body.classList.contains('busy'))) return false;
  const all = await page.$$eval('[data-testid=action]:not([disabled])', (els) => els.map((e) => ({ index: Number(e.getAttribute('data-index')), kind: e.getAttribute('data-kind') ?? '' })));
  if (all.length === 0) return false;
  const choice: Button = PREFERRED.map((kind) => all.find((b) => b.kind === kind)).find((b) => b !== undefined) ?? all[0]!;
  await page.click(`[data-testid=action][data-index="${choice.index}"]`);
  await page.waitForFunction(() => !document.body.classList.contains('busy'), undefined, { timeout: 60_000 });
  expect(await page.isVisible('[data-testid=error]'), (await page.textContent('[data-testid=error]')) ?? '').toBe(false);
  return true;
}

let client: PreviewServer;
let roomServer: ChildProcess;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  if (skipRoom) return;
  const port = await freePort();
  roomServer = await startRoomServer(port);
  client = (await serveClient()).server;
  browser = await launchChromium();
  process.env.ROOM_SERVER = `ws://127.0.0.1:${port}`;
});

afterAll(async () => {
  await browser?.close();
  await client?.close();
  roomServer?.kill();
});

describe.skipIf(skipRoom)('two browser pages playing each other through a room', () => {
  it('Ana creates the table, Ben joins it, and both play the game to its end by clicking, each page showing its own seat and hand', async () => {
    const url = client.resolvedUrls!.local[0]!;
    const query = `server=${encodeURIComponent(process.env.ROOM_SERVER!)}&table=e2e-${Date.now()}&people=Ana,Ben`;
    const ana = await openPage(browser, errors);
    const ben = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    ben.on('pageerror', (e) => errors.push(`ben: ${e.message}`));
    await ana.goto(`${url}?${query}&name=Ana`);
    await ben.goto(`${url}?${query}&name=Ben`);
    await ana.click('[data-testid=room-create]');
    await ana.waitForSelector('[data-testid=turn]', { timeout: 120_000 });
    await ben.click('[data-testid=room-join]');
    await ben.waitForSelector('[data-testid=turn]', { timeout: 60_000 });
    // each page's own seat is marked, with the other person's at the same table
    for (const [page, me, other] of [[ana, 'Ana', 'Ben'], [ben, 'Ben', 'Ana']] as const) {
      expect(await page.locator('[data-testid=player]').count()).toBe(4);
      expect(await page.textContent('[data-testid=player]:has(.badge.you) h3')).toContain(me);
      expect(await page.textContent('[data-testid=main]')).toContain(other);
      expect(await page.textContent('[data-testid=room-info]')).toMatch(new RegExp(`^Table e2e-\\d+ at ws://127\\.0\\.0\\.1:\\d+, as ${me}$`));
    }
    await screenshot(ana, 'room-ana-start');
    const clicks = { ana: 0, ben: 0 };
    const sawHand = { ana: false, ben: false };
    let shot = false;
    for (let round = 0; round < 6000; round++) {
      const over = (await ana.isVisible('[data-testid=result]')) && (await ben.isVisible('[data-testid=result]'));
      if (over) break;
      const a = await act(ana);
      const b = await act(ben);
      if (a) clicks.ana++;
      if (b) clicks.ben++;
      // each page shows its own hand (cards with names) while its player is in the game
      if (a && !sawHand.ana) sawHand.ana = (await ana.locator('[data-testid=hand] [data-testid=card]').count()) > 0;
      if (b && !sawHand.ben) sawHand.ben = (await ben.locator('[data-testid=hand] [data-testid=card]').count()) > 0;
      if (!a && !b) await ana.waitForTimeout(50);
      if (!shot && clicks.ana + clicks.ben > 40) {
        await screenshot(ana, 'room-ana-in-progress');
        await screenshot(ben, 'room-ben-in-progress');
        shot = true;
      }
    }
    const result = await ana.textContent('[data-testid=result]');
    expect(result).toMatch(/ wins \(CR 104\.|draw/);
    expect(await ben.textContent('[data-testid=result]')).toBe(result);
    // both people played: the room took actions from each page
    expect(clicks.ana).toBeGreaterThan(0);
    expect(clicks.ben).toBeGreaterThan(0);
    expect(sawHand).toEqual({ ana: true, ben: true });
    // the two pages saw the same public log
    expect(await ana.locator('[data-testid=log-line]').count()).toBe(await ben.locator('[data-testid=log-line]').count());
    await screenshot(ana, 'room-ana-end');
    await screenshot(ben, 'room-ben-end');
    expect(errors).toEqual([]);
    console.log(`room game: Ana ${clicks.ana} clicks, Ben ${clicks.ben} clicks: ${result}`);
  });

  it('Ana, alone with three bots, names her double agenda\'s two cards with the picker through the room; a spectator sees neither the picker nor the names (CR 702.106f, 702.106b)', async () => {
    const url = client.resolvedUrls!.local[0]!;
    // a table whose draft (its id seeds it) gives Ana a double agenda conspiracy
    const { table, card } = roomTableWithDoubleAgenda('Ana');
    const query = `server=${encodeURIComponent(process.env.ROOM_SERVER!)}&table=${table}&people=Ana`;
    const ana = await openPage(browser, errors);
    await ana.goto(`${url}?${query}&name=Ana`);
    await ana.click('[data-testid=room-create]');
    await ana.waitForSelector('[data-testid=action][data-kind=putConspiracy]', { timeout: 120_000 });
    await ana.locator('[data-testid=action][data-kind=putConspiracy]', { hasText: card }).click();
    await ana.waitForSelector('[data-testid=name-picker]', { timeout: 60_000 });
    expect(await ana.locator('[data-testid=name-input]').count()).toBe(2);
    const offered = await ana.$$eval('[data-testid=nameable-cards] option', (els) => els.map((e) => (e as HTMLOptionElement).value));
    const names = [offered[1]!, offered[3]!];
    expect(await ana.locator('[data-testid=action][data-kind=nameCard]', { hasText: `Secretly name ${names[0]} and ${names[1]}` }).count()).toBe(0);

    // a spectator of the table sees a face-down conspiracy, no picker and no names
    const watcher = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    watcher.on('pageerror', (e) => errors.push(`watcher: ${e.message}`));
    await watcher.goto(`${url}?${query}&name=`);
    await watcher.click('[data-testid=room-watch]');
    await watcher.waitForSelector('[data-testid=turn]', { timeout: 60_000 });
    expect(await watcher.isVisible('[data-testid=name-picker]')).toBe(false);
    expect(await watcher.textContent('[data-testid=main]')).not.toContain(card);

    // the room refuses the same name twice, with the engine's message
    const fields = ana.locator('[data-testid=name-input]');
    await fields.nth(0).fill(names[0]!);
    await fields.nth(1).fill(names[0]!);
    await ana.click('[data-testid=name-submit]');
    await ana.waitForSelector('[data-testid=error]:not([hidden])', { timeout: 60_000 });
    expect(await ana.textContent('[data-testid=error]')).toContain('double agenda names two different cards');

    await fields.nth(1).fill(names[1]!);
    await ana.click('[data-testid=name-submit]');
    const mine = ana.locator('[data-testid=player]:has(.badge.you) [data-testid=command] [data-testid=card]', { hasText: `named ${names[0]}, ${names[1]}` });
    await mine.waitFor({ timeout: 60_000 });
    expect(await ana.isVisible('[data-testid=name-picker]')).toBe(false);
    await screenshot(ana, 'room-ana-named');
    // the spectator learns that Ana named cards, not which nor how many
    await watcher.locator('[data-testid=log-line]', { hasText: 'Ana secretly names a card for a face-down conspiracy' }).waitFor({ timeout: 60_000 });
    const watched = (await watcher.textContent('[data-testid=main]')) ?? '';
    for (const name of names) expect(watched).not.toContain(name);
    expect(errors).toEqual([]);
  });
});
