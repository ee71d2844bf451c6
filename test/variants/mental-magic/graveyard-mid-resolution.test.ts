/**
 * AMM 2e: "Cards in graveyards cease to exist when state-based effects happen" — and state-based
 * actions are not checked while a spell resolves (CR 704.3, 608.2). Ill-Gotten Gains ("Each player
 * discards their hand, then returns up to three cards from their graveyard to their hand") finds the
 * unnamed cards just discarded still there, under their card IDs (AMM 1); the cards left in the
 * graveyards cease to exist once it has resolved, and so does Ill-Gotten Gains in exile (2f). "You
 * can't cast Zombify in time for it to work": a card discarded earlier is gone before anyone has
 * priority.
 */
import { describe, expect, it } from 'vitest';
import { apply, logOf } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { gameWithHands, play, withPermanents } from './helpers.js';

describe('AMM 2e: graveyards between state-based actions', () => {
  it('Ill-Gotten Gains: each player returns unnamed cards discarded in the same resolution, by the same IDs; the rest cease to exist after it', () => {
    const base = gameWithHands([['{2}{B}{B}', '{W}'], ['{1}', '{2}{R}', '{G}', '{1}{U}']]);
    const mine = base.players[0]!.hand.slice(1).map((id) => cardIdOf(base, id)!);
    const theirs = base.players[1]!.hand.map((id) => cardIdOf(base, id)!);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
    s = play(s, (a) => a.type === 'cast' && a.name === 'Ill-Gotten Gains');
    // seat 1, active and holding control, chooses first (CR 101.4): its discarded {W} card
    let d = s.decision!;
    if (d.kind !== 'choose') throw new Error('a choice of cards to return expected');
    expect(d).toMatchObject({ player: 0, choice: { prompt: 'returnToHand', min: 0, max: 3 } });
    const w = d.choice.options.findIndex((o) => 'object' in o && cardIdOf(s, o.object) === mine[0]);
    expect(w).toBeGreaterThanOrEqual(0);
    s = settle(apply(s, { type: 'choose', player: 0, choice: [w] }));
    // seat 2's choice, of an effect of a card seat 1 named, turns control over (AMM 7a); every card of its hand is offered
    d = s.decision!;
    if (d.kind !== 'choose') throw new Error('seat 2\'s choice expected');
    expect(d.player).toBe(1);
    expect(mmData(s).control).toBe(1);
    const offered = d.choice.options.map((o) => ('object' in o ? cardIdOf(s, o.object) : null));
    expect(offered.sort()).toEqual([...theirs].sort());
    const kept = [theirs[0]!, theirs[2]!];
    s = settle(apply(s, { type: 'choose', player: 1, choice: kept.map((id) => offered.indexOf(id)) }));
    expect(s.stack).toEqual([]);
    for (const id of [mine[0]!, ...kept]) {
      const now = currentObject(s, id);
      expect(now).not.toBeNull();
      expect(s.objects[now!]).toMatchObject({ zone: 'hand' });
      expect(s.objects[now!]!.card.startsWith('unnamed ')).toBe(true);
    }
    const left = [...mine.slice(1), ...theirs.filter((x) => !kept.includes(x))];
    for (const id of left) expect(currentObject(s, id)).toBeNull();
    expect(s.players.every((p) => p.graveyard.length === 0)).toBe(true);
    expect(logOf(s).filter((e) => e.type === 'ceaseToExist' && e.rule === 'AMM 2e')).toHaveLength(left.length);
    expect(logOf(s)).toContainEqual(expect.objectContaining({ type: 'ceaseToExist', rule: 'AMM 2f', card: 'Ill-Gotten Gains' }));
  });
});
