// The player's own draft events in the second person, the lines of the draft-matters cards
// (CR 905.2) among them: the engine addresses them to the view's drafter.
import { createDraft, draftView, heuristicDrafter, runDraft } from 'paliano';
import { describe, expect, it } from 'vitest';
import { draftLogLine } from '../src/worker/present.js';

const DRAFT_MATTERS = ['Cogwork Spy', 'Cogwork Grinder', 'Cogwork Librarian', 'Illusionary Informant', 'Whispergear Sneak', 'Deal Broker', 'Animus of Predation', 'Regicide', 'Lore Seeker', 'Archdemon of Paliano', 'Agent of Acquisitions'];
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? DRAFT_MATTERS[i % DRAFT_MATTERS.length]! : 'Ogre Sentry'));

describe("the player's draft log", () => {
  it('reads "You …" in the lines the engine writes with the drafter\'s name (CR 905.2), never names the player, and keeps the rule apart', () => {
    const s = runDraft(createDraft({ drafters: ['Player', 'Ana', 'Ben', 'Cy'], seed: 3, boosters: { cube: CUBE, packSize: 8 } }), heuristicDrafter(), { seed: 3 }).state;
    const v = draftView(s, 0);
    const own = v.log.filter((e) => e.text !== undefined && e.seat === 0);
    expect(own.length).toBeGreaterThan(5);
    for (const e of own) expect(draftLogLine(v, e).text, e.text).toMatch(/^(You |the draft is over: you )/);
    for (const e of v.log) {
      const line = draftLogLine(v, e);
      expect(line.text).not.toMatch(/\bPlayer\b|\[/);
      expect(line.rule).toBe(e.rule);
    }
  });
});
