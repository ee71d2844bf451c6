import { describe, expect, it } from 'vitest';
import { applyDraft, draftView, legalPicks, type ReadonlyDraftState } from '../../src/index.js';
import { cardInHand, fixedDraft, pick, pileNames, threeDredgersOneTakingAPack } from './helpers.js';

/**
 * Canal Dredger: "Each player passes the last card from each booster pack to a player who drafted a
 * card named Canal Dredger." Its rulings: "you pass the last card from each booster pack to yourself";
 * "If multiple players have drafted a card named Canal Dredger, each player chooses which of those
 * players to pass the last card to"; "You draft all cards passed to you this way one at a time."
 * A Canal Dredger drafter may be unable to draft the last card passed to them.
 */
describe('the last card of a pack passed to a Canal Dredger drafter who can\'t draft it', () => {
  /**
   * Three drafters, packs passing left. Seats 0 and 2 draft Canal Dredger; seat 0 then drafts Agent of
   * Acquisitions and takes a pack whole, drafting `drafted` of its cards, and seats 1 and 2 draft on.
   * Seat 2 is left holding a two-card pack.
   */
  function twoDredgersOneTakingAPack(drafted: number): ReadonlyDraftState {
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
    for (let i = 0; i < drafted; i++) s = applyDraft(s, legalPicks(s, 0)[0]!);
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 2, 'Kiln Fiend');
    return s;
  }

  /** {@link twoDredgersOneTakingAPack} with the whole pack drafted: seat 0 "can't draft cards for the rest of this draft round". */
  function twoDredgersOneDone(): ReadonlyDraftState {
    const s = twoDredgersOneTakingAPack(3);
    expect(s.drafters[0]!.doneForRound).toBe(true);
    return s;
  }

  it('passed to a Canal Dredger drafter who drafts no more this round, it goes on to the other Canal Dredger drafter', () => {
    let s = twoDredgersOneDone();
    const last = cardInHand(s, 2, 'Hurly-Burly');
    // the choice among the Canal Dredger drafters: seat 2 chooses seat 0, who can't draft it
    s = applyDraft(s, { type: 'pick', seat: 2, card: cardInHand(s, 2, 'Flame Slash'), dredger: 0 });
    const holder = s.drafters.find((d) => d.queue.some((id) => s.packs[id]!.cards.includes(last)));
    // seat 0 may only pass it on, and passes it to a player who drafted Canal Dredger: seat 2, not seat 1
    expect(holder?.seat).toBe(2);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(pileNames(s, 2)).toContain('Hurly-Burly');
    expect(s.undrafted).toEqual([]);
  });

  it('waiting behind the pack a Canal Dredger drafter drafts whole, it goes on to the other Canal Dredger drafter once they stop drafting', () => {
    let s = twoDredgersOneTakingAPack(1);
    const last = cardInHand(s, 2, 'Hurly-Burly');
    s = applyDraft(s, { type: 'pick', seat: 2, card: cardInHand(s, 2, 'Flame Slash'), dredger: 0 });
    // seat 0, still drafting the whole pack, holds it behind that pack
    expect(s.drafters[0]!.queue.some((id) => s.packs[id]!.cards.includes(last))).toBe(true);
    while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
    const holder = s.drafters.find((d) => d.queue.some((id) => s.packs[id]!.cards.includes(last)));
    expect(holder?.seat).toBe(2);
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(pileNames(s, 2)).toContain('Hurly-Burly');
    expect(s.undrafted).toEqual([]);
  });

  it('with one Canal Dredger drafter, who drafts no more this round, it is passed on and drafted by the next drafter who can', () => {
    let s = fixedDraft([[
      ['Canal Dredger', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash'],
      ['Trumpet Blast', 'Coordinated Assault', 'Goblin Balloon Brigade', 'Burn Away'],
      ['Agent of Acquisitions', 'Hurly-Burly', 'Kiln Fiend', 'Flame Slash'],
    ]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Trumpet Blast');
    s = pick(s, 2, 'Hurly-Burly');
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 2, 'Coordinated Assault');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(s.undrafted).toEqual([]);
    expect(s.drafters.reduce((n, d) => n + d.pile.length, 0)).toBe(12);
  });

  it("a Canal Dredger drafter skipping packs (Leovold's Operative) passes the last card to themselves without drafting it, then drafts it", () => {
    let s = fixedDraft([[
      ['Canal Dredger', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly'],
      ["Leovold's Operative", 'Trumpet Blast', 'Coordinated Assault', 'Goblin Balloon Brigade', 'Burn Away'],
    ]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Trumpet Blast');
    s = pick(s, 0, "Leovold's Operative");
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Kiln Fiend', { extra: "Leovold's Operative" });
    s = pick(s, 0, 'Flame Slash');
    // the pack's last card comes back to seat 0, who passes the next pack without drafting from it: to a
    // player who drafted Canal Dredger, themselves; passed to them again, it is drafted
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    s = applyDraft(s, { type: 'passPack', seat: 0 });
    expect(legalPicks(s, 0)).toEqual([{ type: 'pick', seat: 0, card: cardInHand(s, 0, 'Hurly-Burly') }]);
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(pileNames(s, 0)).toContain('Hurly-Burly');
    expect(s.undrafted).toEqual([]);
  });

  /** The seat holding the pack `card` is in. */
  const holderOf = (s: ReadonlyDraftState, card: number) => s.drafters.find((d) => d.queue.some((id) => s.packs[id]!.cards.includes(card)))?.seat;

  it('passed to a Canal Dredger drafter who drafts no more this round, that drafter chooses which other Canal Dredger drafter who can draft it gets it', () => {
    let s = threeDredgersOneTakingAPack();
    while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
    s = pick(s, 1, 'Coordinated Assault');
    s = pick(s, 2, 'Kiln Fiend');
    s = pick(s, 3, 'Kiln Fiend');
    const last = cardInHand(s, 2, 'Goblin Balloon Brigade');
    s = applyDraft(s, { type: 'pick', seat: 2, card: cardInHand(s, 2, 'Burn Away'), dredger: 0 });
    // seat 0 holds it and chooses between seats 1 and 2, the Canal Dredger drafters who can draft it
    expect(holderOf(s, last)).toBe(0);
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0, dredger: 1 }, { type: 'passPack', seat: 0, dredger: 2 }]);
    expect(() => applyDraft(s, { type: 'pick', seat: 0, card: last })).toThrow(/Agent of Acquisitions/);
    // "(You may look at booster packs passed to you.)": seat 0 sees the card it holds; nobody else does (905.1c)
    expect(draftView(s, 0).pack?.map((c) => c.id)).toEqual([last]);
    for (const seat of [1, 2, 3]) expect(draftView(s, seat).pack?.map((c) => c.id) ?? []).not.toContain(last);
    s = applyDraft(s, { type: 'passPack', seat: 0, dredger: 2 });
    expect(s.log.at(-1)).toMatchObject({ type: 'pass', rule: 'Canal Dredger', seat: 0, to: 2 });
    expect(holderOf(s, last)).toBe(2);
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(pileNames(s, 2)).toContain('Goblin Balloon Brigade');
  });

  it('waiting behind the pack a Canal Dredger drafter drafts whole, that drafter chooses who of the other Canal Dredger drafters gets it once they stop drafting', () => {
    let s = threeDredgersOneTakingAPack();
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    s = pick(s, 1, 'Coordinated Assault');
    s = pick(s, 2, 'Kiln Fiend');
    s = pick(s, 3, 'Kiln Fiend');
    const last = cardInHand(s, 2, 'Goblin Balloon Brigade');
    s = applyDraft(s, { type: 'pick', seat: 2, card: cardInHand(s, 2, 'Burn Away'), dredger: 0 });
    expect(s.drafters[0]!.queue.some((id) => s.packs[id]!.cards.includes(last))).toBe(true);
    while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(holderOf(s, last)).toBe(0);
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0, dredger: 1 }, { type: 'passPack', seat: 0, dredger: 2 }]);
    s = applyDraft(s, { type: 'passPack', seat: 0, dredger: 2 });
    expect(holderOf(s, last)).toBe(2);
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(pileNames(s, 2)).toContain('Goblin Balloon Brigade');
    expect(s.undrafted).toEqual([]);
  });

  // the drafter who drafts no more passes on a pack's last card themselves: their "can't draft" wins
  // over the ruling "you pass the last card from each booster pack to yourself" (CR 101.2)
  it('passed on by a Canal Dredger drafter who drafts no more this round, it goes straight to the other Canal Dredger drafter, with no pass to themselves and no second look', () => {
    let s = twoDredgersOneTakingAPack(1);
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
