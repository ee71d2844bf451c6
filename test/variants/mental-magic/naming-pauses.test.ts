/**
 * A pause that tells of a hidden card: whether the game stops to ask a player to name a card, or
 * passes control of the turn for it, must not depend on the card's hidden mana cost (DESIGN principle
 * 9). AMM 7d says an opportunity to name any card matching characteristics is a decision "even if
 * … there are no possible cards to name that match those characteristics": the opportunity exists
 * whenever an unnamed card could be named there (public: which cards are unnamed, AMM 1, 3), and the
 * engine asks it whatever the cost.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { controlTurnsOver, createMentalMagicGame, settle } from '../../../src/variants/mental-magic/control.js';
import { NAME_PROMPT } from '../../../src/engine/naming.js';
import { produce } from 'immer';
import { gameWithHands, pass, withPermanents } from './helpers.js';

/**
 * Seat 1's creature equipped with Explorer's Scope attacks: the trigger looks at the top card of the
 * library, hidden from seat 2, whose every card costs `cost`. Returns the state once the game stops.
 */
function scopeAttack(cost: string): ReadonlyGameState {
  const game = createMentalMagicGame({ seed: 9, startingPlayer: 0, manaAbilities: 'automatic', costTable: [{ cost, weight: 1 }] });
  let s = withPermanents(game, 0, ['Doomed Traveler', "Explorer's Scope"], { 1: 0 }).state;
  s = settle(s);
  while (s.decision!.kind !== 'declareAttackers') s = settle(apply(s, { type: 'pass', player: s.decision!.player }));
  s = settle(apply(s, legalActions(s).find((a) => a.type === 'declareAttacker')!));
  while ((s.decision as { kind: string }).kind === 'priority' && s.stack.length > 0) s = settle(apply(s, { type: 'pass', player: s.decision!.player }));
  return s;
}

describe('pauses for naming do not depend on hidden costs (AMM 7d)', () => {
  it("Explorer's Scope: the game stops for the choice of a name whether or not the hidden top card could be a land", () => {
    const land = scopeAttack('{0}'); // a {0} card may become a land (AMM 5d)
    const notLand = scopeAttack('{W}');
    for (const s of [land, notLand]) expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: NAME_PROMPT } });
    // "no" is all the {W} card is offered
    const d = notLand.decision!;
    expect(d.kind === 'choose' && d.choice.options).toEqual([{ label: 'no' }]);
  });

  it('7d: an opportunity to name any matching card turns control over even with a single option', () => {
    const base = { decider: 1, active: 0, namedByDecider: false } as const;
    expect(controlTurnsOver({ ...base, options: 1, kind: 'namingAnyMatching' })).toEqual({ turns: true, rule: 'AMM 7d' });
    // 7b still comes first
    expect(controlTurnsOver({ ...base, options: 1, kind: 'namingAnyMatching', namedByDecider: true }).turns).toBe(false);
  });
  it('Deathrender: every unnamed card of the hand is offered, a {0} card too, though no implemented creature costs {0}: the choice is asked whatever the hidden costs', () => {
    const base = gameWithHands([['{0}', '{0}', '{0}', '{0}', '{0}', '{0}', '{0}'], []]);
    const { state, ids } = withPermanents(base, 0, ['Deathrender', 'Brushstrider'], { 0: 1 });
    const marked = produce(state, (d) => {
      d.objects[ids[1]!]!.damage = 5;
    });
    let s = settle(apply(marked, { type: 'pass', player: 0 }));
    for (let i = 0; i < 40 && s.decision?.kind === 'priority'; i++) s = pass(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield' } });
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    expect(options).toHaveLength(7);
    // choosing one asks for a name, and "no" is all a {0} card is offered: it stays in the hand
    s = settle(apply(s, { type: 'choose', player: 0, choice: [0] }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: NAME_PROMPT, options: [{ label: 'no' }] } });
    s = settle(apply(s, { type: 'choose', player: 0, choice: [0] }));
    expect(s.players[0]!.hand).toHaveLength(7);
  });
});
