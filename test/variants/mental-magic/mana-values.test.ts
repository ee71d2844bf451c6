/**
 * AMM 3: "Cards start unnamed, and have mana cost and color" — so they have the mana value their cost
 * gives (CR 202.3), which real card text reads: Duskmantle Seer's "each player reveals the top card
 * of their library, loses life equal to that card's mana value".
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { logOf, type ReadonlyGameState } from '../../../src/index.js';
import { newCard, UNNAMED_PREFIX } from '../../../src/variants/mental-magic/rule-module.js';
import { gameWithHands, pass, withPermanents } from './helpers.js';

describe('AMM 3: an unnamed card has the mana value of its mana cost', () => {
  it('Duskmantle Seer: an unnamed {4}{B}{B} top card costs its owner 6 life; an unnamed {X}{R} one 1 (X is 0 off the stack, CR 202.3e)', () => {
    let s: ReadonlyGameState = withPermanents(gameWithHands([[], []]), 1, ['Duskmantle Seer']).state;
    s = produce(s, (d) => {
      d.objects[newCard(d, 0)]!.card = `${UNNAMED_PREFIX}{4}{B}{B}`;
      d.objects[newCard(d, 1)]!.card = `${UNNAMED_PREFIX}{X}{R}`;
    });
    const before = logOf(s).length;
    // seat 2's upkeep: the trigger resolves, and each revealed card goes to its owner's hand
    while (!(s.turn.active === 1 && s.turn.step === 'main1')) s = pass(s);
    expect(s.players.map((p) => p.life)).toEqual([14, 19]);
    const revealed = logOf(s).slice(before).filter((e) => e.type === 'reveal').map((e) => e.card);
    expect(revealed).toEqual(expect.arrayContaining([`${UNNAMED_PREFIX}{4}{B}{B}`, `${UNNAMED_PREFIX}{X}{R}`]));
  });
});
