import { describe, expect, it } from 'vitest';
import { applyDraft, draftView, legalPicks, tryApplyDraft, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, pick } from './helpers.js';

/**
 * Archdemon of Paliano: "As long as Archdemon of Paliano is face up during the draft, you can't look
 * at booster packs and must draft cards at random." Another ability that would let its drafter look
 * at a booster pack does not (CR 101.2: "can't" wins over "can").
 */
describe("Archdemon of Paliano: its drafter can't look at booster packs", () => {
  /** Seat 0 with Whispergear Sneak and Archdemon of Paliano face up, in a two-round draft. */
  function sneakAndArchdemon(): ReadonlyDraftState {
    let s = fixedDraft([
      [['Whispergear Sneak', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'], ['Archdemon of Paliano', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Trumpet Blast']],
      [['Kiln Fiend', 'Kiln Fiend'], ['Kiln Fiend', 'Kiln Fiend']],
    ]);
    s = pick(s, 0, 'Whispergear Sneak');
    s = pick(s, 1, 'Kiln Fiend');
    return pick(s, 0, 'Archdemon of Paliano');
  }

  it('Whispergear Sneak can\'t be used to look at a booster pack while an Archdemon of Paliano is face up', () => {
    const s = sneakAndArchdemon();
    expect(legalPicks(s, 0).filter((a) => a.type === 'lookAtPack')).toEqual([]);
    const unopened = s.packs.find((p) => !p.opened)!;
    const tried = tryApplyDraft(s, { type: 'lookAtPack', seat: 0, pack: unopened.id });
    expect(tried).toMatchObject({ ok: false, error: { code: 'illegal', rule: 'Archdemon of Paliano' } });
    expect(draftView(s, 0).seen).toEqual([]);
  });

  it('once the Archdemon is turned face down, Whispergear Sneak may look at a pack again', () => {
    let s = sneakAndArchdemon();
    for (let i = 0; i < 3; i++) {
      s = applyDraft(s, legalPicks(s, 1).find((a) => a.type === 'pick')!);
      s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    }
    expect(legalPicks(s, 0).some((a) => a.type === 'lookAtPack')).toBe(true);
  });
});

describe("Spire Phantasm drawn at random by an Archdemon of Paliano's drafter", () => {
  /**
   * Seat 0 drafts Archdemon of Paliano, then draws at random from seat 1's pack, which holds Spire
   * Phantasm and three other cards (seat 1 drafted the last of them first); seed 9 draws the Phantasm.
   */
  function phantasmDrawnBlind(others: readonly string[]): ReadonlyDraftState {
    let s = fixedDraft([[['Archdemon of Paliano', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'], ['Spire Phantasm', ...others]]], 9);
    s = pick(s, 0, 'Archdemon of Paliano');
    s = pick(s, 1, others[2]!);
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    expect(s.cards[s.drafters[0]!.randomPick!]?.name).toBe('Spire Phantasm');
    return s;
  }

  it('the guesses offered do not tell the blind drafter which cards are left in the pack (905.1c)', () => {
    const a = phantasmDrawnBlind(['Kiln Fiend', 'Flame Slash', 'Hurly-Burly']);
    const b = phantasmDrawnBlind(['Ogre Sentry', 'Trumpet Blast', 'Coordinated Assault']);
    expect(draftView(a, 0).pack).toBeNull();
    // the same choices whatever the pack holds: the drafter can't look at it
    expect(legalPicks(a, 0)).toEqual(legalPicks(b, 0));
    const guesses = legalPicks(a, 0).map((x) => (x.type === 'pickOptions' ? x.guess : undefined));
    expect(guesses).toContain('Kiln Fiend');
    expect(guesses).toContain('Trumpet Blast');
  });

  it('the guess is still checked against the next card drafted from the pack', () => {
    let s = phantasmDrawnBlind(['Kiln Fiend', 'Flame Slash', 'Hurly-Burly']);
    s = applyDraft(s, { type: 'pickOptions', seat: 0, guess: 'Flame Slash' });
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Flame Slash');
    expect(s.notes.filter((n) => n.cardName === 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 0, guess: { name: 'Flame Slash', right: true } })]);
  });
});

describe('Archdemon of Paliano drafted from a pack Agent of Acquisitions drafts whole', () => {
  /** Seat 0 drafts Agent of Acquisitions, then seat 1's pack whole, its Archdemon of Paliano first (face up). */
  function archdemonInTheWholePack(): ReadonlyDraftState {
    let s = fixedDraft([
      [['Agent of Acquisitions', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'],
        ['Hurly-Burly', 'Archdemon of Paliano', 'Kiln Fiend', 'Flame Slash', 'Trumpet Blast', 'Coordinated Assault', 'Goblin Balloon Brigade']],
      [['Ogre Sentry', 'Ogre Sentry'], ['Ogre Sentry', 'Ogre Sentry']],
    ]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Hurly-Burly');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    return pick(s, 0, 'Archdemon of Paliano');
  }

  it('once the Archdemon is face up, the rest of the pack is drafted at random without looking at it, and counts toward its three', () => {
    let s = archdemonInTheWholePack();
    expect(s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Archdemon of Paliano')?.faceUp).toBe(true);
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
    expect(draftView(s, 0).pack).toBeNull();
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: s.packs[s.drafters[0]!.queue[0]!]!.cards[0]! }).ok).toBe(false);
    for (let i = 0; i < 3; i++) s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    // after three cards drafted at random it is turned face down: the last two are drafted as normal
    expect(s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Archdemon of Paliano')?.faceUp).toBe(false);
    expect(legalPicks(s, 0).map((a) => a.type)).toEqual(['pick', 'pick']);
    expect(draftView(s, 0).pack).toHaveLength(2);
  });

  it('ruling (Lore Seeker): "Then open the new booster pack. You may look at the cards in that pack" — not while the Archdemon is face up', () => {
    let s = fixedDraft([
      [['Agent of Acquisitions', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'], ['Hurly-Burly', 'Archdemon of Paliano', 'Lore Seeker', 'Kiln Fiend']],
      [['Ogre Sentry', 'Ogre Sentry'], ['Ogre Sentry', 'Ogre Sentry']],
    ], 1);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Hurly-Burly');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    s = pick(s, 0, 'Archdemon of Paliano');
    for (let i = 0; i < 2; i++) {
      s = applyDraft(s, { type: 'pickRandom', seat: 0 });
      if (s.drafters[0]!.randomPick !== undefined) s = applyDraft(s, { type: 'pickOptions', seat: 0, addBooster: true });
    }
    expect(s.log.some((e) => e.type === 'addBooster' && e.seat === 0)).toBe(true);
    // two cards drafted at random: the Archdemon is still face up, so its drafter can't look at the added pack
    expect(s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Archdemon of Paliano')?.faceUp).toBe(true);
    expect(draftView(s, 0).seen).toEqual([]);
  });
});

/**
 * Agent of Acquisitions ("Instead of drafting a card from a booster pack, you may draft each card in
 * that booster pack, one at a time") with a face-up Archdemon of Paliano ("you can't look at booster
 * packs and must draft cards at random"). Nothing says the drafter can't draft the whole pack, so the
 * Agent may be used (CR 101.2 sets aside only what a "can't" forbids); the "can't look" and "must draft
 * at random" still hold for each card of it: the order the Agent ruling lets its drafter choose ("You
 * choose the order the cards in that booster pack are drafted") is drawn at random while the
 * Archdemon is face up, and each card counts toward the Archdemon's three.
 */
describe('Agent of Acquisitions used while an Archdemon of Paliano is face up', () => {
  /** Seat 0 drafts Agent of Acquisitions, then Archdemon of Paliano, and is passed its first pack again, with five cards. */
  function agentAndArchdemon(): ReadonlyDraftState {
    let s = fixedDraft([
      [['Agent of Acquisitions', 'Ogre Sentry', 'Flame Slash', 'Hurly-Burly', 'Trumpet Blast', 'Coordinated Assault', 'Goblin Balloon Brigade'],
        ['Kiln Fiend', 'Archdemon of Paliano', 'Kiln Fiend', 'Kiln Fiend', 'Kiln Fiend', 'Kiln Fiend', 'Kiln Fiend']],
      [['Ogre Sentry', 'Ogre Sentry'], ['Ogre Sentry', 'Ogre Sentry']],
    ]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Archdemon of Paliano');
    return pick(s, 1, 'Ogre Sentry');
  }

  it('the drafter may draft the whole pack instead of a card at random, but not choose a card', () => {
    const s = agentAndArchdemon();
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }, { type: 'takePack', seat: 0 }]);
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: s.packs[s.drafters[0]!.queue[0]!]!.cards[0]! }).ok).toBe(false);
  });

  it('the pack drafted whole is drafted at random, unseen, until the Archdemon has seen three cards; then as normal', () => {
    let s = applyDraft(agentAndArchdemon(), { type: 'takePack', seat: 0 });
    const faceUp = (x: ReadonlyDraftState, name: string) => x.drafters[0]!.pile.find((p) => x.cards[p.card]!.name === name)?.faceUp;
    expect(faceUp(s, 'Agent of Acquisitions')).toBe(false);
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
    expect(draftView(s, 0).pack).toBeNull();
    for (let i = 0; i < 3; i++) s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    expect(faceUp(s, 'Archdemon of Paliano')).toBe(false);
    // the last two cards: in the order the drafter chooses (Agent of Acquisitions ruling)
    expect(legalPicks(s, 0).map((a) => a.type)).toEqual(['pick', 'pick']);
    s = applyDraft(s, legalPicks(s, 0)[1]!);
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(s.drafters[0]!.pile).toHaveLength(7);
    expect(s.drafters[0]!.doneForRound).toBe(true);
  });
});

describe('Agent of Acquisitions while an additional card is owed and an Archdemon of Paliano is face up', () => {
  /**
   * Seat 0 drafts Agent of Acquisitions, Cogwork Librarian and Archdemon of Paliano (all face up),
   * draws a card at random from a pack of four and drafts it using the Librarian: one more card is owed from that pack.
   */
  function owingAnAdditionalCard(): ReadonlyDraftState {
    let s = fixedDraft([
      [['Agent of Acquisitions', 'Archdemon of Paliano', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'],
        ['Kiln Fiend', 'Cogwork Librarian', 'Flame Slash', 'Flame Slash', 'Flame Slash', 'Flame Slash', 'Flame Slash']],
    ]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Archdemon of Paliano');
    s = pick(s, 1, 'Flame Slash');
    const faceUp = s.drafters[0]!.pile.filter((p) => p.faceUp).map((p) => s.cards[p.card]!.name);
    expect(faceUp).toEqual(['Agent of Acquisitions', 'Cogwork Librarian', 'Archdemon of Paliano']);
    // before the Librarian is used, the whole pack may be drafted instead of a card at random
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }, { type: 'takePack', seat: 0 }]);
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    s = applyDraft(s, { type: 'pickOptions', seat: 0, extra: 'Cogwork Librarian' });
    expect(s.drafters[0]!.extraPicks).toBe(1);
    expect(s.packs[s.drafters[0]!.queue[0]!]!.cards).toHaveLength(3);
    return s;
  }

  it('Agent of Acquisitions: "Instead of drafting a card from a booster pack, you may draft each card in that booster pack" — not while the additional card Cogwork Librarian lets you draft ("As you draft a card, you may draft an additional card from that booster pack") is owed; that card is drafted at random (CR 905.2c)', () => {
    const s = owingAnAdditionalCard();
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
    expect(tryApplyDraft(s, { type: 'takePack', seat: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', rule: 'Agent of Acquisitions' } });
    // the additional card drafted at random, the pack is passed on with the Librarian in it
    const packId = s.drafters[0]!.queue[0]!;
    const t = applyDraft(s, { type: 'pickRandom', seat: 0 });
    expect(t.drafters[0]!.takingPack).toBeNull();
    expect(t.drafters[0]!.queue).not.toContain(packId);
    expect(t.packs[packId]!.cards.map((c) => t.cards[c]!.name)).toEqual(['Flame Slash', 'Flame Slash', 'Cogwork Librarian']);
  });
});

describe("Whispergear Sneak and a pack held by an Archdemon of Paliano's drafter", () => {
  it('"look at … any booster pack not being looked at by another player": the pack a drafter who "can\'t look at booster packs" holds is one', () => {
    let s = fixedDraft([[['Whispergear Sneak', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash'], ['Archdemon of Paliano', 'Hurly-Burly', 'Trumpet Blast', 'Burn Away']]]);
    s = pick(s, 0, 'Whispergear Sneak');
    s = pick(s, 1, 'Archdemon of Paliano');
    // seat 1 holds seat 0's pack and drafts from it at random, without looking at it
    expect(s.drafters[1]!.queue[0]).toBe(0);
    expect(draftView(s, 1).pack).toBeNull();
    expect(legalPicks(s, 0)).toContainEqual({ type: 'lookAtPack', seat: 0, pack: 0 });
    const cards = [...s.packs[0]!.cards];
    s = applyDraft(s, { type: 'lookAtPack', seat: 0, pack: 0 });
    expect(draftView(s, 0).seen.map((c) => c.id)).toEqual(cards);
  });
});
