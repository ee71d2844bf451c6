/**
 * `legalPicks` lists only what `applyDraft` takes, for two draft-matters cards whose copies can both
 * be face up: Illusionary Informant ("look at the next card drafted by a player of your choice": a
 * second Informant is not turned face down to watch a drafter one already watches, as refusals say)
 * and Agent of Acquisitions ("Instead of drafting a card from a booster pack, you may draft each card
 * in that booster pack": not again while a pack is being drafted whole). Nor, while a pack is drafted
 * whole, an additional card from it (Cogwork Librarian): every card of it is drafted anyway.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, legalPicks, tryApplyDraft } from '../../src/index.js';
import { fixedDraft, pack, pick } from './helpers.js';

describe('the listing of a drafter with two face-up copies of a card', () => {
  it('Illusionary Informant: a drafter already watched is not listed again; the others are', () => {
    let s = fixedDraft([[pack(['Illusionary Informant']), pack([]), pack(['Kiln Fiend', 'Illusionary Informant'])]]);
    s = pick(s, 0, 'Illusionary Informant');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 2, 'Kiln Fiend');
    s = pick(s, 0, 'Illusionary Informant'); // seat 2's pack, passed left (905.1b)
    s = applyDraft(s, { type: 'watch', seat: 0, target: 1 });
    const watched = legalPicks(s, 0).flatMap((a) => (a.type === 'watch' ? [a.target] : []));
    expect(watched).toEqual([2]);
    expect(tryApplyDraft(s, { type: 'watch', seat: 0, target: 1 }).ok).toBe(false);
  });

  it('Agent of Acquisitions: while a pack is drafted whole, the second face-up Agent offers no other pack', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions']), pack(['Agent of Acquisitions'])]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Ogre Sentry');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    expect(s.drafters[0]!.takingPack).not.toBeNull();
    expect(legalPicks(s, 0).map((a) => a.type)).not.toContain('takePack');
    expect(tryApplyDraft(s, { type: 'takePack', seat: 0 }).ok).toBe(false);
  });

  it('Cogwork Librarian: no additional card is offered from a pack being drafted whole (Agent of Acquisitions)', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions']), pack(['Cogwork Librarian'])]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    expect(legalPicks(s, 0).some((a) => a.type === 'pick' && a.extra === 'Cogwork Librarian')).toBe(true);
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    expect(legalPicks(s, 0).filter((a) => a.type === 'pick' && a.extra !== undefined)).toEqual([]);
  });
});
