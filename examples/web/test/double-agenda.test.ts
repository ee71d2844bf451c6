// End to end in headless Chromium: a draft against three bots in which the player takes a double
// agenda conspiracy, then, as the game begins, puts it into the command zone and names two different
// cards with the picker, a pair the listed actions do not hold (CR 702.106f).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttons, click, openClient, screenshot, settled, type OpenClient } from './browser.js';
import { DOUBLE_AGENDA, localSeedWithDoubleAgenda } from './double-agenda-seeds.js';

/** The seed the test drafts with: its first pack offers the player a double agenda conspiracy. */
const { seed, card } = localSeedWithDoubleAgenda('Tester');

/** Types `names` into the picker's fields and submits them. */
async function nameCards(page: Page, names: string[]): Promise<void> {
  const fields = page.locator('[data-testid=name-input]');
  expect(await fields.count()).toBe(names.length);
  for (const [i, name] of names.entries()) await fields.nth(i).fill(name);
  await page.click('[data-testid=name-submit]');
  await settled(page);
}

let client: OpenClient;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
  client = await openClient(`?seed=${seed}&name=Tester`);
  page = client.page;
  errors = client.errors;
});

afterAll(async () => {
  await client?.close();
});

/** Drafts a double agenda conspiracy whenever one is in the pack, letting a bot choose the other picks, until the game starts. */
async function draftDoubleAgenda(page: Page): Promise<void> {
  expect(DOUBLE_AGENDA.length).toBeGreaterThan(0);
  await page.click('[data-testid=start-local]');
  await settled(page);
  expect((await buttons(page)).map((b) => b.label)).toContain(`Draft ${card}`);
  for (let picks = 0; await page.isVisible('[data-testid=draft]'); picks++) {
    const agenda = (await buttons(page)).find((b) => b.kind === 'pick' && DOUBLE_AGENDA.some((name) => b.label === `Draft ${name}`));
    if (agenda) await click(page, agenda);
    else {
      await page.click('[data-testid=bot-chooses]');
      await settled(page);
    }
    expect(picks).toBeLessThan(200);
  }
  const deck = (await page.textContent('[data-testid=deck] summary')) ?? '';
  expect(deck).toContain(card);
  expect(await page.locator('[data-testid=player]').count()).toBe(4);
}

describe('naming the cards of a double agenda in Chromium', () => {
  it('drafts a double agenda, puts it into the command zone and names two different cards with the picker, a pair not listed, which its command zone then shows', async () => {
    await draftDoubleAgenda(page);
    expect(await page.textContent('[data-testid=decision]')).toMatch(/^You decide: make a start-of-game choice/);
    // a second copy in the pool is told apart by its id: "Put <name> #<id> into the command zone"
  const put = (await buttons(page)).find((b) => b.kind === 'putConspiracy' && b.label.startsWith(`Put ${card} `));
    expect(put).toBeDefined();
    await click(page, put!);
    expect(await page.isVisible('[data-testid=name-picker]')).toBe(true);
    expect(await page.locator('[data-testid=name-input]').count()).toBe(2);
    // the picker offers every name the engine lists; the listed actions pair each name with the next
    const offered = await page.$$eval('[data-testid=nameable-cards] option', (els) => els.map((e) => (e as HTMLOptionElement).value));
    const listed = (await buttons(page)).filter((b) => b.kind === 'nameCard').map((b) => b.label);
    expect(offered.length).toBe(listed.length);
    expect(offered.length).toBeGreaterThan(100);
    const names = [offered[0]!, offered[2]!];
    expect(listed).not.toContain(`Secretly name ${names[0]} and ${names[1]}`);
    await screenshot(page, 'double-agenda-picker');

    // the same name twice: the engine refuses, and its message is shown
    await nameCards(page, [names[0]!, names[0]!]);
    expect(await page.isVisible('[data-testid=error]')).toBe(true);
    expect(await page.textContent('[data-testid=error]')).toContain('double agenda names two different cards (CR 702.106f)');

    // two different names, the second typed in lower case
    await nameCards(page, [names[0]!, names[1]!.toLowerCase()]);
    expect(await page.isVisible('[data-testid=error]'), await page.textContent('[data-testid=error]') ?? '').toBe(false);
    expect(await page.isVisible('[data-testid=name-picker]')).toBe(false);
    const mine = page.locator('[data-testid=player]:has(.badge.you) [data-testid=command] [data-testid=card]');
    expect(await mine.count()).toBe(1);
    expect(await mine.first().textContent()).toContain(`named ${names[0]}, ${names[1]}`);
    await screenshot(page, 'double-agenda-named');
    expect(errors).toEqual([]);
  });
});
