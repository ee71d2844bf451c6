/**
 * Cogwork Tracker (CNS): "Reveal Cogwork Tracker as you draft it and note the player who passed it to
 * you" (CR 905.2b) — whoever that is, however the pack came: the last card of a pack passed to a
 * Canal Dredger drafter by a player who does not sit beside them, a pack passed on by a drafter who
 * drafts no more this round (Agent of Acquisitions), and a booster pack added with Lore Seeker, whose
 * first card nobody passed ("no noted player because Cogwork Tracker was the first card drafted from a
 * booster pack").
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, legalPicks, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, notesOf, pack, pick } from './helpers.js';

/** The seats and noted players of the Cogwork Tracker notes, in the order noted. */
const trackerNotes = (s: ReadonlyDraftState) => notesOf(s, 'Cogwork Tracker').map((n) => [n.seat, n.player]);

describe('Cogwork Tracker notes the player who passed it, however the pack was passed', () => {
  it('the last card of a pack, passed to the Canal Dredger drafter by a player two seats away: that player, not the drafter to the right', () => {
    // four drafters, packs pass left (905.1b): seat 0 drafts Canal Dredger; seat 1's pack reaches seat 2 with two
    // cards, and seat 2 passes its last card, the Tracker, to seat 0 (Canal Dredger), not to seat 3
    let s = fixedDraft([[pack(['Canal Dredger'], 3), pack(['Ogre Sentry', 'Kiln Fiend', 'Cogwork Tracker'], 3), pack([], 3), pack([], 3)]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 2, 'Ogre Sentry');
    s = pick(s, 2, 'Kiln Fiend');
    expect(s.drafters[0]!.queue).toContain(1);
    while (s.drafters[0]!.queue[0] !== 1) s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick')!);
    s = pick(s, 0, 'Cogwork Tracker');
    // the drafter to seat 0's right is seat 3, who never held the pack
    expect(trackerNotes(s)).toEqual([[0, 2]]);
  });

  it('a pack passed on by a drafter who drafts no more this round (Agent of Acquisitions): that drafter passed it', () => {
    // three drafters: seat 1 drafts Agent of Acquisitions and then seat 0's pack whole; seat 0 then passes
    // seat 2's pack to seat 1, who looks at it and passes it on to seat 2
    let s = fixedDraft([[pack(['Ogre Sentry'], 4), pack(['Agent of Acquisitions'], 4), pack(['Kiln Fiend', 'Flame Slash', 'Cogwork Tracker'], 4)]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Agent of Acquisitions');
    s = applyDraft(s, { type: 'takePack', seat: 1 });
    while (s.drafters[1]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.drafters[1]!.doneForRound).toBe(true);
    s = pick(s, 2, 'Kiln Fiend');
    s = pick(s, 0, 'Flame Slash');
    // the pack went past seat 1 to seat 2, behind the pack seat 2 holds
    expect(s.drafters[2]!.queue).toEqual([1, 2]);
    s = applyDraft(s, legalPicks(s, 2).find((a) => a.type === 'pick')!);
    s = pick(s, 2, 'Cogwork Tracker');
    expect(trackerNotes(s)).toEqual([[2, 1]]);
  });

  it('a booster pack added with Lore Seeker: nobody passed its first card; its adder passed it to the next drafter', () => {
    let s = createDraft({
      drafters: 3, seed: 1, rounds: 1,
      boosters: { packs: [pack(['Lore Seeker'], 3), pack([], 3), pack([], 3)] },
      addedBoosters: { packs: [['Cogwork Tracker', 'Cogwork Tracker', 'Ogre Sentry']] },
    });
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    s = pick(s, 0, 'Cogwork Tracker');
    // seat 1 drafts its own pack's first card, then the pack seat 0 passed it, then the added pack
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 1, 'Cogwork Tracker');
    expect(trackerNotes(s)).toEqual([[0, null], [1, 0]]);
  });
});
