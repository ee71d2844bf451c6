/**
 * Canal Dredger: "Each player passes the last card from each booster pack to a player who drafted a
 * card named Canal Dredger." A Canal Dredger drafter who drafts no more this round (Agent of
 * Acquisitions: "you can't draft cards for the rest of this draft round") and passes on a pack's last
 * card passes it to the Canal Dredger drafter who can draft it, not to themselves first (their
 * "can't draft" wins over the ruling "you pass the last card from each booster pack to yourself",
 * CR 101.2).
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, legalPicks, type ReadonlyDraftState } from '../../src/index.js';
import { cardInHand, fixedDraft, pick, pileNames } from './helpers.js';

/**
 * Three drafters, packs passing left. Seats 0 and 2 draft Canal Dredger; seat 0 then drafts Agent of
 * Acquisitions and takes a pack whole, drafting one of its cards; seats 1 and 2 draft on.
 */
function twoDredgersOneTakingAPack(): ReadonlyDraftState {
  let s = fixedDraft([[
    ['Canal Dredger', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly'],
    ['Trumpet Blast', 'Coordinated Assault', 'Goblin Balloon Brigade', 'Burn Away', 'Ogre Sentry'],
    ['Canal Dredger', 'Agent of Acquisitions', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly'],
  ]]);
  s = pick(s, 0, 'Canal Dredger');
  s = pick(s, 1, 'Trumpet Blast');
  s = pick(s, 2, 'Canal Dredger');
  s = pick(s, 0, 'Agent of Acquisitions');
  s = pick(s, 1, 'Ogre Sentry');
  s = pick(s, 2, 'Coordinated Assault');
  s = applyDraft(s, { type: 'takePack', seat: 0 });
  s = applyDraft(s, legalPicks(s, 0)[0]!);
  s = pick(s, 1, 'Kiln Fiend');
  s = pick(s, 2, 'Kiln Fiend');
  return s;
}

describe('Canal Dredger: the last card passed on by a Canal Dredger drafter who drafts no more this round', () => {
  it('goes from them straight to the other Canal Dredger drafter, with no pass to themselves and no second look', () => {
    let s = twoDredgersOneTakingAPack();
    const last = cardInHand(s, 2, 'Hurly-Burly');
    s = applyDraft(s, { type: 'pick', seat: 2, card: cardInHand(s, 2, 'Flame Slash'), dredger: 0 });
    const pack = s.packs.find((p) => p.cards.includes(last))!.id;
    const from = s.log.length;
    while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(s.drafters[0]!.doneForRound).toBe(true);
    const events = s.log.slice(from).filter((e) => e.pack === pack);
    expect(events.filter((e) => e.type === 'pass')).toEqual([expect.objectContaining({ type: 'pass', rule: 'Canal Dredger', seat: 0, to: 2 })]);
    // seat 0 looked at it once, as it was passed to them waiting behind the pack drafted whole
    expect(events.filter((e) => e.type === 'look' && e.seat === 0)).toHaveLength(1);
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(pileNames(s, 2)).toContain('Hurly-Burly');
  });
});
