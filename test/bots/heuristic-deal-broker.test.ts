/**
 * The heuristic drafter uses Deal Broker ("Immediately after the draft, you may reveal a card in
 * your card pool. Each other player may offer you one card in their card pool in exchange. You may
 * accept any one offer.") when a trade gives it a card it values more, by its own card values.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, draftBotInput, heuristicDrafter, legalPicks, runDraft, type DraftAction, type ReadonlyDraftState } from '../../src/index.js';
import { rateCard } from '../../src/bots/card-rating.js';
import { fixedDraft, pick, pileNames } from '../draft/helpers.js';
import { seedRng } from '../../src/state/rng.js';

/** Seat 0 drafts these (Deal Broker, then white and blue cards and one red card), in order. */
const BROKER_PICKS = ['Deal Broker', 'Throne Warden', 'Messenger Jays', 'Lieutenants of the Guard', 'Jeering Homunculus', 'Kiln Fiend'];
/** Seat 1 drafts these (red and green cards and one white card), in order. */
const OTHER_PICKS = ['Crown-Hunter Hireling', 'Entourage of Trest', 'Goblin Racketeer', 'Palace Sentinels', 'Copperhorn Scout', 'Orchard Elemental'];

/** A two-drafter draft of one round whose picks are BROKER_PICKS and OTHER_PICKS, ended: the Deal Broker exchange waits. */
function afterTheDraft(): ReadonlyDraftState {
  // seat 0 drafts from its own pack on even picks and from seat 1's on odd picks; seat 1 the other way round
  const packA = BROKER_PICKS.map((name, i) => (i % 2 === 0 ? name : (OTHER_PICKS[i] as string)));
  const packB = OTHER_PICKS.map((name, i) => (i % 2 === 0 ? name : (BROKER_PICKS[i] as string)));
  let s = fixedDraft([[packA, packB]]);
  for (let i = 0; i < BROKER_PICKS.length; i++) {
    s = pick(s, 0, BROKER_PICKS[i] as string);
    s = pick(s, 1, OTHER_PICKS[i] as string);
  }
  expect(s.phase).toBe('dealBroker');
  return s;
}

const idOf = (s: ReadonlyDraftState, seat: number, name: string): number => {
  const id = s.drafters[seat]?.pile.find((p) => s.cards[p.card]?.name === name)?.card;
  if (id === undefined) throw new Error(`${name} is not in seat ${seat}'s pool`);
  return id;
};

const choose = (s: ReadonlyDraftState, seat: number): DraftAction => heuristicDrafter()(draftBotInput(s, seat, legalPicks(s, seat), seedRng(1)));

describe('the heuristic drafter and Deal Broker', () => {
  it('the card values the test relies on: Kiln Fiend is the least valuable card for the white-blue broker, Palace Sentinels for the red-green drafter', () => {
    const score = (n: string) => rateCard(n).score;
    // colours: the broker's two best are white and blue; the other's red and green (cards off colour lose 2, on colour gain 1.5)
    expect(score('Throne Warden') + score('Lieutenants of the Guard')).toBeGreaterThan(score('Kiln Fiend'));
    expect(score('Messenger Jays') + score('Jeering Homunculus')).toBeGreaterThan(score('Kiln Fiend'));
    expect(score('Crown-Hunter Hireling') + score('Goblin Racketeer')).toBeGreaterThan(score('Palace Sentinels'));
    expect(score('Entourage of Trest') + score('Copperhorn Scout') + score('Orchard Elemental')).toBeGreaterThan(score('Palace Sentinels'));
    expect(score('Palace Sentinels') - 2).toBeLessThan(score('Orchard Elemental') + 1.5);
    expect(score('Kiln Fiend') - 2).toBeLessThan(score('Deal Broker'));
    // the trade helps both: each gets an on-colour card for an off-colour one
    expect(score('Palace Sentinels') + 1.5).toBeGreaterThan(score('Kiln Fiend') - 2);
    expect(score('Kiln Fiend') + 1.5).toBeGreaterThan(score('Palace Sentinels') - 2);
  });

  it('as the broker, reveals the card of its pool it values least', () => {
    const s = afterTheDraft();
    expect(choose(s, 0)).toEqual({ type: 'brokerReveal', seat: 0, card: idOf(s, 0, 'Kiln Fiend') });
  });

  it('offers the card it values least when it values the revealed card more, and nothing otherwise', () => {
    const s = afterTheDraft();
    const revealed = applyDraft(s, { type: 'brokerReveal', seat: 0, card: idOf(s, 0, 'Kiln Fiend') });
    expect(choose(revealed, 1)).toEqual({ type: 'brokerOffer', seat: 1, card: idOf(s, 1, 'Palace Sentinels') });
    // Lieutenants of the Guard is off colour for the red-green drafter, and worth less to it than Palace Sentinels
    expect(rateCard('Lieutenants of the Guard').score).toBeLessThan(rateCard('Palace Sentinels').score);
    const weak = applyDraft(s, { type: 'brokerReveal', seat: 0, card: idOf(s, 0, 'Lieutenants of the Guard') });
    expect(choose(weak, 1)).toEqual({ type: 'brokerOffer', seat: 1, card: null });
  });

  it('as the broker, accepts an offer only of a card it values more than the revealed one', () => {
    const s = afterTheDraft();
    const revealed = applyDraft(s, { type: 'brokerReveal', seat: 0, card: idOf(s, 0, 'Kiln Fiend') });
    const good = applyDraft(revealed, { type: 'brokerOffer', seat: 1, card: idOf(s, 1, 'Palace Sentinels') });
    expect(choose(good, 0)).toEqual({ type: 'brokerAccept', seat: 0, from: 1 });
    // Orchard Elemental is off colour for the broker and rated below Kiln Fiend: no improvement
    expect(rateCard('Orchard Elemental').score).toBeLessThan(rateCard('Kiln Fiend').score);
    const bad = applyDraft(revealed, { type: 'brokerOffer', seat: 1, card: idOf(s, 1, 'Orchard Elemental') });
    expect(choose(bad, 0)).toEqual({ type: 'brokerAccept', seat: 0, from: null });
  });

  it('two heuristic drafters trade through Deal Broker to the end of the draft, each getting the card it values more', () => {
    const { state } = runDraft(afterTheDraft(), heuristicDrafter(), { seed: 3 });
    expect(state.phase).toBe('complete');
    expect(pileNames(state, 0)).toContain('Palace Sentinels');
    expect(pileNames(state, 0)).not.toContain('Kiln Fiend');
    expect(pileNames(state, 1)).toContain('Kiln Fiend');
    expect(pileNames(state, 1)).not.toContain('Palace Sentinels');
    expect(state.log.some((e) => e.type === 'exchange' && e.rule === 'Deal Broker' && e.seat === 0 && e.to === 1)).toBe(true);
  });
});
