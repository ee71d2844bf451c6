import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, draftView, legalPicks, type DraftAction, type ReadonlyDraftState } from '../../src/index.js';
import { pick } from './helpers.js';

/**
 * CR 905.1c: "During the draft, a player can look only at cards in the booster pack they are currently
 * drafting from, cards they have already drafted, cards that are currently revealed …, and cards that
 * have been drafted face up". The cards of a booster pack nobody can draft (every drafter used an Agent
 * of Acquisitions this round) are revealed by nothing: only the drafters who looked at the pack as it
 * was passed to them ("You may look at booster packs passed to you") know them.
 */
describe('cards left undrafted are not shown to drafters who never looked at them (CR 905.1c)', () => {
  /**
   * Two drafters, both done with the round through Agent of Acquisitions. Seat 0, with an Archdemon of
   * Paliano face up ("you can't look at booster packs"), drafts a pack whole and adds a booster with its
   * Lore Seeker, which nobody can draft.
   */
  function addedPackLeftUndrafted(): ReadonlyDraftState {
    let s = createDraft({
      drafters: 2,
      seed: 3,
      rounds: 1,
      boosters: [{ packs: [
        ['Agent of Acquisitions', 'Kiln Fiend', 'Flame Slash'],
        ['Agent of Acquisitions', 'Archdemon of Paliano', 'Lore Seeker', 'Hurly-Burly'],
      ] }],
      addedBoosters: { packs: [['Ogre Sentry', 'Trumpet Blast', 'Coordinated Assault']] },
    });
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Agent of Acquisitions');
    s = pick(s, 0, 'Archdemon of Paliano');
    s = applyDraft(s, { type: 'takePack', seat: 1 }); // seat 1 drafts seat 0's pack whole: done for the round
    while (s.drafters[1]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 1)[0] as DraftAction);
    // seat 0's pack, passed to seat 1, who looks at it and passes it back
    s = applyDraft(s, { type: 'takePack', seat: 0 }); // seat 0, drafting at random, drafts the rest whole
    for (let i = 0; i < 10 && s.drafters[0]!.takingPack !== null; i++) {
      const options = legalPicks(s, 0);
      const a = options.find((x) => x.type === 'pickOptions' && x.addBooster === true) ?? options[0] as DraftAction;
      s = applyDraft(s, a);
    }
    return s;
  }

  it("the undrafted cards of the added booster are hidden from the drafter who couldn't look at it, and from spectators", () => {
    const s = addedPackLeftUndrafted();
    const added = s.packs.find((p) => p.opener === 0 && p.id >= 2)!;
    expect(added).toBeDefined();
    const undrafted = [...s.undrafted];
    expect(undrafted.map((c) => s.cards[c]!.name).sort()).toEqual(['Coordinated Assault', 'Ogre Sentry', 'Trumpet Blast']);
    const shownTo = (viewer: number | 'spectator'): number[] => draftView(s, viewer).log.flatMap((e) => (e.type === 'undrafted' && e.card !== undefined ? [e.card] : []));
    // seat 1 looked at the pack as it was passed to them (Agent of Acquisitions)
    expect(shownTo(1).sort()).toEqual([...undrafted].sort());
    expect(draftView(s, 1).seen.map((c) => c.id)).toEqual(expect.arrayContaining(undrafted));
    // seat 0 drafted blind (Archdemon of Paliano) and never looked at it; a spectator sees public cards only
    expect(shownTo(0)).toEqual([]);
    expect(shownTo('spectator')).toEqual([]);
    expect(draftView(s, 0).log.filter((e) => e.type === 'undrafted')).toHaveLength(3);
  });
});
