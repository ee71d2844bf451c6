/**
 * Lore Seeker: "you may add a booster pack to the draft. (Your next pick is from that booster pack.)"
 * The added pack is opened as it is added (CR 905.1a: packs are opened and drafted from), so it is
 * an opened pack like any other: a Cogwork Spy drafted from it watches it, and the draft saves and
 * loads (a saved draft may hold a watch only on an opened pack).
 */
import { describe, expect, it } from 'vitest';
import { createDraft, deserializeDraft, draftView, serializeDraft } from '../../src/index.js';
import { pack, pick } from './helpers.js';

describe('the booster pack Lore Seeker adds is opened', () => {
  it('Cogwork Spy drafted from it: the next card drafted from it is seen, and the draft saves and loads', () => {
    let s = createDraft({
      drafters: 2, seed: 1, rounds: 1,
      boosters: { packs: [pack(['Lore Seeker'], 3), pack([], 3)] },
      addedBoosters: { packs: [['Cogwork Spy', 'Burn Away', 'Kiln Fiend']] },
    });
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    s = pick(s, 0, 'Cogwork Spy');
    expect(deserializeDraft(serializeDraft(s))).toEqual(s);
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 1, 'Burn Away');
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Burn Away']);
  });
});
