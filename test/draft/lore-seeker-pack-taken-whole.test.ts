/**
 * Lore Seeker drafted from a pack its drafter takes whole (Agent of Acquisitions). Lore Seeker:
 * "After you draft Lore Seeker, you may add a booster pack to the draft. (Your next pick is from that
 * booster pack. Pass it to the next player and it gets drafted like any other pack.)" Its ruling: the
 * drafter first drafts each remaining card of the Lore Seeker pack, then opens the new pack, looks at
 * it without drafting from it, and passes it as normal. The added pack comes next, ahead of a pack
 * that was already waiting for them: it is passed on first (CR 905.1b). The waiting pack is looked at
 * as a pack passed to a drafter who drafts no more this round, not opened anew.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, draftView, legalPicks } from '../../src/index.js';
import { pack, pick } from './helpers.js';

describe('Lore Seeker from a pack drafted whole: the added pack is passed before a pack waiting behind it', () => {
  it('the next drafter gets the added pack first, then the pack that waited', () => {
    let s = createDraft({
      drafters: 2, seed: 1, rounds: 1,
      boosters: { packs: [pack(['Agent of Acquisitions'], 4), pack(['Ogre Sentry', 'Lore Seeker'], 4)] },
      addedBoosters: { packs: [['Cogwork Tracker', 'Kiln Fiend', 'Trumpet Blast']] },
    });
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Ogre Sentry');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    s = pick(s, 1, 'Ogre Sentry'); // seat 0's first pack comes back to seat 0, and waits
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(expect.arrayContaining(['Cogwork Tracker', 'Kiln Fiend', 'Trumpet Blast']));
    expect(draftView(s, 1).pack?.map((c) => c.name)).toEqual(['Cogwork Tracker', 'Kiln Fiend', 'Trumpet Blast']);
    expect(draftView(s, 1).packsWaiting).toBe(1);
    // the pack that waited was opened rounds ago: looked at in passing (Agent of Acquisitions), not opened as an added pack
    const looks = draftView(s, 0).log.filter((e) => e.type === 'look' && e.seat === 0).map((e) => [e.rule, e.pack]);
    expect(looks).toEqual([['Lore Seeker', s.packs.length - 1], ['Agent of Acquisitions', 0]]);
  });
});
