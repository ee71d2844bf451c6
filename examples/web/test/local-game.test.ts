// End to end in headless Chromium: the draft against three bots and a 4-player Conspiracy game played
// to its end by clicking the action buttons, then its replay stepped through.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttons, click, openClient, screenshot, settled, type OpenClient } from './browser.js';

/** The action kinds a test player prefers, most first: whatever moves the game on. */
const PREFERRED = ['keep', 'finishConspiracies', 'bottom', 'playLand', 'cast', 'declareAttacker', 'confirmAttackers', 'confirmBlockers', 'assignDamage', 'putTrigger', 'choose', 'discard', 'nameCard', 'chooseNumber', 'keepHand', 'pass'];

/**
 * The draft as the page shows it now, its text and its status line, read in one step (the draft may
 * end between a check that it is shown and a read of it); null once it is no longer shown.
 */
async function draftShown(page: Page): Promise<{ text: string; status: string } | null> {
  return page.evaluate(() => {
    const draft = document.querySelector<HTMLElement>('[data-testid=draft]');
    return draft === null ? null : { text: draft.innerText, status: document.querySelector('[data-testid=draft-status]')?.textContent ?? '' };
  });
}

let client: OpenClient;
let page: Page;
let errors: string[] = [];
let gameResult = '';

beforeAll(async () => {
  client = await openClient('?seed=3&name=Tester');
  page = client.page;
  errors = client.errors;
});

afterAll(async () => {
  await client?.close();
});

describe('a game against the bots in Chromium', () => {
  it('drafts: the first round by clicking a pick each time, the rest by the "let a bot choose" control, until the draft is complete', async () => {
    await page.click('[data-testid=start-local]');
    await settled(page);
    await screenshot(page, 'draft-first-pack');
    let picks = 0;
    for (let before = await draftShown(page); before !== null; ) {
      const all = await buttons(page);
      expect(all.length).toBeGreaterThan(0);
      if (before.status.startsWith('Draft: round 1 ')) {
        await click(page, all.find((b) => b.kind === 'pick') ?? all[0]!);
      } else {
        await page.click('[data-testid=bot-chooses]');
        await settled(page);
      }
      // every click is answered: another pack, or the game
      const after = await draftShown(page);
      if (after !== null) expect(after.text).not.toBe(before.text);
      before = after;
      picks++;
      expect(picks).toBeLessThan(200);
    }
    // three rounds of 15-card packs at a table of four: at least 45 picks of ours
    expect(picks).toBeGreaterThanOrEqual(45);
    expect(await page.textContent('[data-testid=deck] summary')).toMatch(/Your deck: \d+ cards/);
    expect(await page.locator('[data-testid=player]').count()).toBe(4);
  });

  it('plays the game to its end by clicking legal actions, the screen showing the hand, boards, stack, decision and log', async () => {
    let clicks = 0;
    let shot = false;
    let tookBack = false;
    const kinds = new Set<string>();
    while (!(await page.isVisible('[data-testid=result]'))) {
      const decision = await page.textContent('[data-testid=decision]');
      expect(decision).toMatch(/^You decide: /);
      if (clicks === 10) {
        // the replay so far, without the record (it holds every hidden card), then back to the game where it was
        await page.click('[data-testid=open-replay]');
        await settled(page);
        expect(await page.textContent('[data-testid=replay-step]')).toMatch(/^step 0 of \d+$/);
        expect(await page.locator('[data-testid=replay-download]').count()).toBe(0);
        await page.click('[data-testid=replay-back]');
        await settled(page);
        expect(await page.textContent('[data-testid=decision]')).toBe(decision);
      }
      // once, a creature declared to attack is taken back out of the declaration (CR 508.1), and declared again
      const declared = await page.locator('[data-testid=take-back]').count();
      if (!tookBack && declared > 0) {
        await page.click('[data-testid=take-back]');
        await settled(page);
        expect(await page.isVisible('[data-testid=error]')).toBe(false);
        expect(await page.locator('[data-testid=take-back]').count()).toBe(declared - 1);
        tookBack = true;
      }
      const all = await buttons(page);
      expect(all.length).toBeGreaterThan(0);
      const choice = PREFERRED.map((kind) => all.find((b) => b.kind === kind)).find((b) => b !== undefined) ?? all[0]!;
      const logBefore = await page.locator('[data-testid=log-line]').count();
      await click(page, choice);
      // the log never shrinks, and the game moved on: a new decision or new lines in the log
      const logAfter = await page.locator('[data-testid=log-line]').count();
      expect(logAfter).toBeGreaterThanOrEqual(logBefore);
      if (!shot && (await page.locator('[data-testid=battlefield] [data-testid=card]').count()) >= 6) {
        await screenshot(page, 'game-in-progress');
        shot = true;
      }
      clicks++;
      kinds.add(choice.kind);
      expect(clicks).toBeLessThan(3000);
    }
    // the player played lands, cast spells and attacked
    expect([...kinds]).toEqual(expect.arrayContaining(['playLand', 'cast', 'declareAttacker']));
    expect(tookBack).toBe(true);
    gameResult = (await page.textContent('[data-testid=result]')) ?? '';
    expect(gameResult).toMatch(/ wins \(CR 104\.|draw/);
    expect(await page.locator('[data-testid=hand]').count()).toBe(1);
    expect(await page.locator('[data-testid=stack]').count()).toBe(1);
    // every log line links to its rule, and a link opens the rule
    const lines = await page.locator('[data-testid=log-line]').count();
    expect(lines).toBeGreaterThan(100);
    expect(await page.locator('[data-testid=log-line] a.rule').count()).toBe(lines);
    const last = page.locator('[data-testid=log-line] a.rule').last();
    const rule = (await last.getAttribute('data-rule')) ?? '';
    await last.click();
    expect(await page.textContent('[data-testid=rule-title]')).toContain(`rule ${rule.split('.')[0]}`);
    await screenshot(page, 'game-over');
    console.log(`game played in ${clicks} clicks: ${gameResult}`);
    expect(errors).toEqual([]);
  });

  it('steps through the replay of that game, each step\'s lines linked to their rules, to the same result', async () => {
    await page.click('[data-testid=open-replay]');
    await settled(page);
    expect(await page.textContent('[data-testid=replay-step]')).toMatch(/^step 0 of \d+$/);
    const steps = Number((await page.textContent('[data-testid=replay-step]'))!.split(' of ')[1]);
    expect(steps).toBeGreaterThan(50);
    for (let i = 1; i <= 25; i++) {
      await page.click('[data-testid=replay-next]');
      await settled(page);
      expect(await page.textContent('[data-testid=replay-step]')).toBe(`step ${i} of ${steps}`);
      expect(await page.textContent('[data-testid=replay-action]')).toMatch(/^.+: .+/);
      expect(await page.locator('.log-line.fresh a.rule').count()).toBe(await page.locator('.log-line.fresh').count());
    }
    await screenshot(page, 'replay-step-25');
    await page.click('[data-testid=replay-prev]');
    await settled(page);
    expect(await page.textContent('[data-testid=replay-step]')).toBe(`step 24 of ${steps}`);
    await page.click('[data-testid=replay-end]');
    await settled(page);
    expect(await page.textContent('[data-testid=replay-step]')).toBe(`step ${steps} of ${steps}`);
    expect(await page.textContent('[data-testid=result]')).toBe(gameResult);
    expect(await page.locator('[data-testid=replay-download]').count()).toBe(1);
    await screenshot(page, 'replay-end');
    expect(errors).toEqual([]);
  });
});
