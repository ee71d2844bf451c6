/**
 * AMM 5b by post: "!n id Card Name" for an opponent's card Grenzo, Havoc Raiser exiled, which the
 * caller may cast. A name that does not fit is refused with the reason, not as a card missing from
 * the caller's hand.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { handle, type Session } from '../../src/pbp/session.js';
import { settle } from '../../src/variants/mental-magic/control.js';
import { cardIdOf } from '../../src/variants/mental-magic/data.js';
import { pass, withPermanents } from '../variants/mental-magic/helpers.js';
import { after, sessionWithHands } from './helpers.js';

/** Seat 1's Grenzo, Havoc Raiser has exiled seat 2's top card; seat 1 is in its second main phase. */
function grenzoExiled(): { s: Session; cardId: string } {
  const s0 = after(sessionWithHands([[], []]), ['alice: !dibs']);
  const { state, ids } = withPermanents(s0.game, 0, ['Grenzo, Havoc Raiser', 'Plains', 'Plains']);
  let g: ReadonlyGameState = state;
  for (let i = 0; i < 10 && g.decision?.kind !== 'declareAttackers'; i++) g = pass(g);
  g = settle(apply(g, { type: 'declareAttackers', player: 0, attackers: [{ attacker: ids[0]!, target: { player: 1 } }] }));
  for (let i = 0; i < 20 && g.exile.length === 0; i++) g = g.decision?.kind === 'choose' ? settle(apply(g, legalActions(g).at(-1)!)) : pass(g);
  const cardId = cardIdOf(g, g.exile[0]!)!;
  for (let i = 0; i < 10 && g.turn.step !== 'main2'; i++) g = pass(g);
  return { s: { ...s0, game: g }, cardId };
}

describe('AMM 5b by post: naming an opponent\'s card cast from exile', () => {
  it('a name of another cost is refused as such (AMM 5c), not as a card missing from the hand', () => {
    const { s, cardId } = grenzoExiled();
    expect(s.game.turn.step).toBe('main2');
    const r = handle(s, 'alice', `!n ${cardId} Hexplate Golem`);
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(s.game.objects[s.game.exile[0]!]!.card).toBe('unnamed {1}{B}');
    expect(r.reply.text).toMatch(/^AMM 5c: Hexplate Golem costs \{7\}, which does not match \{1\}\{B\}/);
    // a card of the other seat's hand, which no effect lets the caller cast, is still not theirs to name
    const other = cardIdOf(s.game, s.game.players[1]!.hand[0]!)!;
    expect(handle(s, 'alice', `!n ${other} Hexplate Golem`).reply.text).toBe(`${other} is not in your hand`);
  });

  it('Utopia is refused as a land played from the hand (AMM 4), not as a card missing from the hand', () => {
    const { s, cardId } = grenzoExiled();
    const r = handle(s, 'alice', `!u ${cardId}`);
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(r.reply.text).toMatch(/^AMM 4: Utopia is played from your hand/);
  });

});
