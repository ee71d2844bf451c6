// What the browser tests share: the built client served by `vite preview`, headless Chromium driven
// by playwright-core (which downloads no browser: it runs the system's Chromium), and screenshots
// kept in test-results/.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { expect } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the screenshots go (gitignored; CI leaves them in examples/web/test-results/ of its checkout). */
export const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url));

/** The Chromium to run: CHROMIUM_PATH, or Debian's package. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Serves the built client (`npm run build` first) on a free port; returns the server and its address. */
export async function serveClient(): Promise<{ server: PreviewServer; url: string }> {
  if (!existsSync(`${root}dist/index.html`)) throw new Error('the client is not built: run `npm run build` in examples/web first');
  const server = await preview({ root, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no address');
  return { server, url };
}

/** Launches headless Chromium. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A new page that fails the test on any uncaught error of the page or its worker. */
export async function openPage(browser: Browser, errors: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  page.on('worker', (w) => w.on('console', () => undefined));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  return page;
}

/** Saves a full-page screenshot as test-results/NAME.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: `${RESULTS}${name}.png`, fullPage: true });
}

/** Waits until the page is not waiting for the worker (its last request answered). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains('busy'), undefined, { timeout: 120_000 });
}

/** An action button of the page: its index in the listed actions, its action kind and its label. */
export interface Button {
  index: number;
  kind: string;
  label: string;
}

/** The action buttons the page shows now. */
export async function buttons(page: Page): Promise<Button[]> {
  return page.$$eval('[data-testid=action]', (els) => els.map((e) => ({ index: Number(e.getAttribute('data-index')), kind: e.getAttribute('data-kind') ?? '', label: e.textContent ?? '' })));
}

/** Clicks an action button, waits for the worker, and fails the test if the page shows an error. */
export async function click(page: Page, b: Button): Promise<void> {
  await page.click(`[data-testid=action][data-index="${b.index}"]`);
  await settled(page);
  expect(await page.isVisible('[data-testid=error]'), await page.textContent('[data-testid=error]') ?? '').toBe(false);
}

/** The built client served and opened in headless Chromium at `query`, with the page's errors collected. */
export interface OpenClient {
  page: Page;
  /** Uncaught errors of the page or its worker (see {@link openPage}). */
  errors: string[];
  /** Closes the browser and stops the server. */
  close(): Promise<void>;
}

/** Serves the client, launches Chromium and opens the client at `query` (such as `?seed=3&name=Tester`). */
export async function openClient(query: string): Promise<OpenClient> {
  const { server, url } = await serveClient();
  const browser = await launchChromium();
  const errors: string[] = [];
  const page = await openPage(browser, errors);
  await page.goto(`${url}${query}`);
  return {
    page,
    errors,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
