/**
 * Saved drafts changed at random (one field replaced, deleted, duplicated or added to, at a random
 * moment of a random draft) either load as a draft that goes on — every seat's view, its legal picks,
 * and random picks to the end, the pools and decks — or are refused with a RulesError; never a
 * draft that loads and then throws a TypeError or leaves nothing to do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDraft, autoBuildDeck, cardPool, createDraft, deserializeDraft, draftView, legalPicks, RulesError, serializeDraft, type ReadonlyDraftState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { corrupt } from '../properties/tamper.js';
import { ok } from '../properties/helpers.js';
import { fixedDraft, pack, pick, pileNames } from './helpers.js';
import type { ReadonlyGameState } from '../../src/index.js';

/** Plays random picks to the end of a draft; fails if a draft not complete offers nothing, or a view or pool throws. */
function playToEnd(start: ReadonlyDraftState, seed: number): void {
  const rng = seedRng(seed);
  let s = start;
  for (let n = 0; s.phase !== 'complete'; n++) {
    ok(n < 5000, 'the draft does not end');
    for (const d of s.drafters) draftView(s, d.seat);
    const all = s.drafters.flatMap((d) => legalPicks(s, d.seat));
    ok(all.length > 0, `a draft in phase ${s.phase} offers no action`);
    s = applyDraft(s, all[randomInt(rng, all.length)]!);
  }
  for (const d of s.drafters) autoBuildDeck(cardPool(s, d.seat));
}

describe('tampered saved drafts', () => {
  it('load as a draft that goes on to its end, or are refused with a RulesError', () => {
    let loaded = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 2 ** 30 }), fc.nat(120), fc.constantFrom('CNS', 'CN2'), fc.gen(), (drafters, seed, at, set, g) => {
        let s = createDraft({ drafters, seed, rounds: 2, boosters: [set, set] });
        const rng = seedRng(seed);
        for (let n = 0; n < at && s.phase !== 'complete'; n++) {
          const all = s.drafters.flatMap((d) => legalPicks(s, d.seat));
          s = applyDraft(s, all[randomInt(rng, all.length)]!);
        }
        const root = JSON.parse(serializeDraft(s)) as Record<string, unknown>;
        const what = corrupt(g, root, { objects: s.cards, players: s.drafters } as unknown as ReadonlyGameState);
        let t: ReadonlyDraftState;
        try {
          t = deserializeDraft(JSON.stringify(root));
        } catch (e) {
          if (!(e instanceof RulesError)) throw new Error(`a tampered draft (${what}) threw ${String(e)}`, { cause: e });
          return;
        }
        loaded++;
        try {
          playToEnd(t, seed);
        } catch (e) {
          throw new Error(`a tampered draft (${what}) loaded, then: ${String(e)}`, { cause: e });
        }
      }),
      { numRuns: Number(process.env.DRAFT_RUNS ?? 150), endOnFailure: true },
    );
    ok(loaded > 0, 'no tampered draft loaded');
  });
});

describe('a saved draft marked over before it is', () => {
  it('CR 905.1a: a draft in phase complete while packs still hold cards in its first round is refused (it loaded, and its pools were built from a few picks)', () => {
    let s = createDraft({ drafters: 4, seed: 3, boosters: 'CN2' });
    for (let i = 0; i < 30; i++) s = applyDraft(s, legalPicks(s)[0]!);
    const x = JSON.parse(serializeDraft(s)) as Record<string, unknown>;
    x.phase = 'complete';
    expect(() => deserializeDraft(JSON.stringify(x))).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/phase complete with packs still to draft/) }));
    while (s.phase !== 'complete') s = applyDraft(s, legalPicks(s)[0]!);
    expect(deserializeDraft(serializeDraft(s))).toStrictEqual(s);
  });
});

describe('a saved draft whose Deal Broker exchange names cards of other pools', () => {
  /** Seat 0 drafted Deal Broker, Burn Away and Kiln Fiend, seat 1 Flame Slash, Ogre Sentry and Hurly-Burly; seat 0 revealed Kiln Fiend, seat 1 offered Flame Slash. */
  function offered(): { s: ReadonlyDraftState; id: (seat: number, name: string) => number } {
    let s = fixedDraft([[pack(['Deal Broker', 'Ogre Sentry', 'Kiln Fiend'], 3), pack(['Flame Slash', 'Burn Away', 'Hurly-Burly'], 3)]]);
    for (const [seat, name] of [[0, 'Deal Broker'], [1, 'Flame Slash'], [0, 'Burn Away'], [1, 'Ogre Sentry'], [0, 'Kiln Fiend'], [1, 'Hurly-Burly']] as const) s = pick(s, seat, name);
    const id = (seat: number, name: string): number => s.drafters[seat]!.pile.find((p) => s.cards[p.card]?.name === name)!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: id(0, 'Kiln Fiend') });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: id(1, 'Flame Slash') });
    return { s, id };
  }

  it('Deal Broker: "reveal a card in your card pool. Each other player may offer you one card in their card pool" — a card revealed or offered from another pool, an offer by the broker, or a broker that is no Deal Broker of theirs is refused', () => {
    const { s, id } = offered();
    const changes: [string, (deal: { broker: number; revealed?: number | null; offers: Record<string, number | null> }) => void, RegExp][] = [
      // accepting would have given seat 1 seat 0's last card, Kiln Fiend, for Flame Slash: not the card revealed
      ['revealed: a card of seat 1', (d) => { d.revealed = id(1, 'Ogre Sentry'); }, /card revealed in deal 0 is not in the broker's card pool/],
      ['offered: a card of seat 0', (d) => { d.offers['1'] = id(0, 'Burn Away'); }, /offer of deal 0 is not another drafter's card/],
      ['an offer by the broker', (d) => { d.offers['0'] = id(0, 'Burn Away'); }, /offer of deal 0 is not another drafter's card/],
      ['a broker that is no Deal Broker', (d) => { d.broker = id(0, 'Kiln Fiend'); }, /Deal Broker of deal 0 is not in its drafter's card pool/],
      ['offers before a card is revealed', (d) => { delete d.revealed; }, /offers before a card is revealed/],
    ];
    for (const [what, change, message] of changes) {
      const x = JSON.parse(serializeDraft(s)) as { deals: Parameters<typeof change>[0][] };
      change(x.deals[0]!);
      expect(() => deserializeDraft(JSON.stringify(x)), what).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(message) }));
    }
    // untouched, it loads, and the exchange trades the card revealed for the card offered
    const t = applyDraft(deserializeDraft(serializeDraft(s)), { type: 'brokerAccept', seat: 0, from: 1 });
    expect(pileNames(t, 0)).toEqual(['Deal Broker', 'Burn Away', 'Flame Slash']);
    expect(pileNames(t, 1)).toEqual(['Ogre Sentry', 'Hurly-Burly', 'Kiln Fiend']);
  });
});

describe('a saved draft whose Paliano, the High City colour choice is not the card\'s', () => {
  it('"The player to your right chooses a color, you choose another color, then the player to your left chooses a third color" — another chooser, another order, or a card that is no Paliano its drafter drafted is refused', () => {
    // four drafters: seat 1 drafts Paliano, the High City; seat 0, to its right, chooses first
    let s = fixedDraft([[pack([]), pack(['Paliano, the High City']), pack([]), pack([])]]);
    s = pick(s, 1, 'Paliano, the High City');
    expect(s.colorChoices[0]).toMatchObject({ seat: 1, choosers: [0, 1, 2], chosen: [] });
    const ogre = s.drafters[0]!.queue.length > 0 ? s.packs[s.drafters[0]!.queue[0]!]!.cards[0]! : 0;
    const changes: [string, (c: { card: number; seat: number; choosers: number[]; chosen: string[] }) => void, RegExp][] = [
      ['the drafter to the left first', (c) => { c.choosers = [2, 1, 0]; }, /the drafters to the right, the drafter, then to the left choose/],
      ['a drafter who is no neighbour', (c) => { c.choosers = [3, 1, 2]; }, /the drafters to the right, the drafter, then to the left choose/],
      ['a chooser left out', (c) => { c.choosers = [1, 2]; }, /bad colours of colour choice 0/],
      ['a card of a pack', (c) => { c.card = ogre; }, /not for a Paliano, the High City or Regicide its drafter drafted/],
      ['another drafter\'s', (c) => { c.seat = 3; c.choosers = [2, 3, 0]; }, /not for a Paliano, the High City or Regicide its drafter drafted/],
    ];
    for (const [what, change, message] of changes) {
      const x = JSON.parse(serializeDraft(s)) as { colorChoices: Parameters<typeof change>[0][] };
      change(x.colorChoices[0]!);
      expect(() => deserializeDraft(JSON.stringify(x)), what).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(message) }));
    }
    // untouched, it loads; once the drafter to the right chose, the drafter and then the one to the left choose
    s = applyDraft(deserializeDraft(serializeDraft(s)), { type: 'chooseColor', seat: 0, color: 'W' });
    expect(deserializeDraft(serializeDraft(s)).colorChoices[0]).toMatchObject({ choosers: [1, 2], chosen: ['W'] });
  });
});
