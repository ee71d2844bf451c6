import { describe, expect, it } from 'vitest';
import { applyDraft, describeDraftEvent, draftView, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, pick } from './helpers.js';

/**
 * Agent of Acquisitions: "If you do, turn Agent of Acquisitions face down and you can't draft cards
 * for the rest of this draft round. (You may look at booster packs passed to you.)" Packs still pass
 * to its drafter, who looks at them and passes them on.
 */
describe('Agent of Acquisitions: its drafter looks at the booster packs passed to them for the rest of the round', () => {
  /**
   * Three drafters, packs passing left. Seat 0 drafts Agent of Acquisitions, then drafts seat 2's pack
   * whole (with an Archdemon of Paliano in it, drafted face up, if `archdemon`); seat 2 drafts from seat 1's pack and passes its last card, a Trumpet Blast seat 0 has never
   * seen, to seat 0.
   */
  function passedToTheAgent(archdemon = false): ReadonlyDraftState {
    let s = fixedDraft([[
      ['Agent of Acquisitions', 'Ogre Sentry', 'Ogre Sentry'],
      ['Kiln Fiend', 'Hurly-Burly', 'Trumpet Blast'],
      ['Flame Slash', archdemon ? 'Archdemon of Paliano' : 'Flame Slash', 'Flame Slash'],
    ]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 2, 'Flame Slash');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    s = pick(s, 0, archdemon ? 'Archdemon of Paliano' : 'Flame Slash');
    // with the Archdemon face up, the pack's last card is drafted at random
    s = archdemon ? applyDraft(s, { type: 'pickRandom', seat: 0 }) : pick(s, 0, 'Flame Slash');
    s = pick(s, 1, 'Ogre Sentry');
    return pick(s, 2, 'Hurly-Burly');
  }

  it('a pack passed to the drafter who can\'t draft this round is looked at, then passed on', () => {
    const s = passedToTheAgent();
    const blast = s.cards.find((c) => c.name === 'Trumpet Blast')!.id;
    // the pack went on to seat 1 (left of seat 0) ...
    expect(s.packs.find((p) => p.cards.includes(blast))!.id).toBe(s.drafters[1]!.queue.at(-1));
    // ... after seat 0 looked at it
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Trumpet Blast']);
    expect(draftView(s, 2).seen).toEqual([]);
    expect(s.log.some((e) => e.type === 'look' && e.seat === 0 && e.rule === 'Agent of Acquisitions')).toBe(true);
  });

  it("not while an Archdemon of Paliano is face up: \"you can't look at booster packs\"", () => {
    const s = passedToTheAgent(true);
    expect(s.drafters[0]!.pile.some((p) => p.faceUp && s.cards[p.card]!.name === 'Archdemon of Paliano')).toBe(true);
    expect(draftView(s, 0).seen).toEqual([]);
    const blast = s.cards.find((c) => c.name === 'Trumpet Blast')!.id;
    expect(s.packs.find((p) => p.cards.includes(blast))!.id).toBe(s.drafters[1]!.queue.at(-1));
  });

  it.each([false, true])('the log records the pass on, to the drafter to the left (905.1b), whether the drafter looked at the pack or not (Archdemon face up: %s)', (archdemon) => {
    const s = passedToTheAgent(archdemon);
    const blast = s.cards.find((c) => c.name === 'Trumpet Blast')!.id;
    const pack = s.packs.find((p) => p.cards.includes(blast))!.id;
    const passes = s.log.filter((e) => e.type === 'pass' && e.pack === pack).map((e) => [e.seat, e.to]);
    // seat 2 passed it to seat 0, who passed it on to seat 1: every drafter reads both passes
    expect(passes.slice(-2)).toEqual([[2, 0], [0, 1]]);
    expect(draftView(s, 2).log.filter((e) => e.type === 'pass' && e.pack === pack).map((e) => describeDraftEvent(s, e)).at(-1)).toMatch(/^Drafter 1 passes a pack to Drafter 2 {2}\[CR 905\.1b\]$/);
  });

  it('a pack already waiting behind the pack drafted whole is looked at too as it is passed on', () => {
    let s = fixedDraft([[
      ['Agent of Acquisitions', 'Ogre Sentry', 'Ogre Sentry'],
      ['Kiln Fiend', 'Hurly-Burly', 'Trumpet Blast'],
      ['Flame Slash', 'Flame Slash', 'Flame Slash'],
    ]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 2, 'Flame Slash');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 2, 'Hurly-Burly');
    // seat 0 holds seat 2's pack, and seat 1's last card waits behind it
    expect(s.drafters[0]!.queue).toHaveLength(2);
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    s = pick(s, 0, 'Flame Slash');
    s = pick(s, 0, 'Flame Slash');
    expect(s.drafters[0]!.queue).toEqual([]);
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Trumpet Blast']);
  });
});
