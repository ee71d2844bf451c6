/**
 * AMM 5b by post: Extract from Darkness puts a milled card of the opponent onto the battlefield under
 * its caster's control; once the caster chose that card, "!n id Card Name" names it (the name asked
 * is the caster's to give, AMM 5b), as it names a card of their own.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState } from '../../src/index.js';
import { createSession, handle, type Session } from '../../src/pbp/session.js';
import { settle } from '../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject } from '../../src/variants/mental-magic/data.js';
import { UNNAMED_PREFIX } from '../../src/variants/mental-magic/rule-module.js';
import { pass, play, withPermanents } from '../variants/mental-magic/helpers.js';
import { after } from './helpers.js';

/** Seat 1 (alice, with dibs) has cast Extract from Darkness and chosen a card seat 2 milled; every other card costs {W}. */
function opponentCardChosen(): { s: Session; cardId: string } {
  const s0 = after(createSession({ seed: 3, names: ['Alice', 'Bob'], costTable: [{ cost: '{W}', weight: 1 }] }), ['alice: !dibs']);
  const seat = s0.game.turn.active;
  const withCost = produce(s0.game, (d) => {
    d.objects[d.players[seat]!.hand[0]!]!.card = `${UNNAMED_PREFIX}{3}{U}{B}`;
  });
  let g: ReadonlyGameState = withPermanents(withCost, seat, ['Utopia', 'Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
  g = play(g, (a) => a.type === 'cast' && a.name === 'Extract from Darkness');
  while (g.decision?.kind === 'priority' && g.stack.length > 0) g = pass(g);
  const options = g.decision?.kind === 'choose' ? g.decision.choice.options : [];
  const at = options.findIndex((o) => 'object' in o && g.objects[o.object]!.owner !== seat);
  const chosen = (options[at] as { object: number }).object;
  g = settle(apply(g, { type: 'choose', player: seat, choice: [at] }));
  return { s: { ...s0, game: g }, cardId: cardIdOf(g, chosen)! };
}

describe('AMM 5b by post: naming the opponent\'s card an effect of the caller puts under their control', () => {
  it('"!n id Card Name" at the choice of its name names it, and it enters under the caller\'s control', () => {
    const { s, cardId } = opponentCardChosen();
    expect(s.game.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'nameCard', rule: 'AMM 5b' } });
    const r = handle(s, 'alice', `!n ${cardId} Doomed Traveler`);
    expect(r.reply.text).toContain(`names ${cardId} Doomed Traveler`);
    expect(r.ok).toBe(true);
    const g = r.session.game;
    expect(g.objects[currentObject(g, cardId)!]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler', controller: g.turn.active });
  });
});
