// What the browser tests share: the built client served by `vite preview`, headless Chromium driven
// by playwright-core (which downloads no browser: it runs the system's Chromium), and screenshots
// kept in test-results/.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

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
