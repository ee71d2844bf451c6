/**
 * Lore Seeker: "After you draft Lore Seeker, you may add a booster pack to the draft." Drafted with
 * an additional pick owed from its pack (Cogwork Librarian, Leovold's Operative), the booster is added
 * once that pack is passed (Lore Seeker ruling); two Lore Seekers so drafted from one pack add two.
 */
import { describe, expect, it } from 'vitest';
import { createDraft } from '../../src/index.js';
import { pack, pick } from './helpers.js';

describe('two Lore Seekers drafted from one pack with additional picks each add a booster pack', () => {
  it('both boosters are added when the pack is passed', () => {
    let s = createDraft({
      drafters: 2, seed: 1, rounds: 1,
      boosters: { packs: [['Cogwork Librarian', 'Lore Seeker', 'Lore Seeker', 'Ogre Sentry', 'Hurly-Burly', 'Flame Slash'], pack(["Leovold's Operative"], 6)] },
      addedBoosters: { packs: [['Kiln Fiend', 'Trumpet Blast'], ['Burn Away', 'Kiln Fiend']] },
    });
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, "Leovold's Operative");
    s = pick(s, 1, 'Ogre Sentry'); // from the Lore Seekers' pack, which comes back to seat 0
    s = pick(s, 0, 'Lore Seeker', { extra: 'Cogwork Librarian', addBooster: true });
    s = pick(s, 0, 'Lore Seeker', { extra: "Leovold's Operative", addBooster: true });
    expect(s.log.filter((e) => e.type === 'addBooster')).toEqual([]);
    s = pick(s, 0, 'Hurly-Burly'); // the pack is passed
    expect(s.log.filter((e) => e.type === 'addBooster' && e.seat === 0)).toHaveLength(2);
  });
});
