/**
 * AMM 2c: "If a library would be searched, instead search its owner's sideboard. Sideboards contain
 * inexhaustible supplies of Plains, Island, Swamp, Mountain, Forest, and nothing else." — for every
 * search, the ones cards make their own way too (Borderland Explorer, Wild Pair).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { moveObject } from '../../../src/zones/zones.js';
import { gameWithHands, play, withPermanents } from './helpers.js';

/** Answers seat 1's decisions (the first option of each choice, "yes" to a may) until a search is asked. */
function toSearch(start: ReadonlyGameState): ReadonlyGameState {
  let s = start;
  for (let i = 0; i < 12; i++) {
    const d = s.decision!;
    if (d.kind === 'choose' && d.choice.prompt === 'search') return s;
    const a: Action = d.kind === 'priority' ? { type: 'pass', player: d.player } : legalActions(s).find((x) => x.type === 'choose' && x.choice.length === 1 && x.choice[0] === 0) ?? legalActions(s)[0]!;
    s = settle(apply(s, a));
  }
  return s;
}

describe('AMM 2c in searches cards make their own way', () => {
  it('Borderland Explorer: the player who discarded searches the sideboard and finds a basic land', () => {
    const base = gameWithHands([['{1}{G}', '{W}'], []]);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia']).state;
    // seat 2 has no card to discard: seat 1 alone decides, holding control
    s = produce(s, (d) => {
      for (const id of [...d.players[1]!.hand]) moveObject(d, id, 'graveyard', { rule: '701.9' });
    });
    s = toSearch(play(s, (a) => a.type === 'cast' && a.name === 'Borderland Explorer'));
    const d = s.decision!;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search' } });
    const options = d.kind === 'choose' ? d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : '?')) : [];
    expect(options).toEqual(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    const forest = legalActions(s).find((a) => a.type === 'choose' && a.choice.length === 1 && a.choice[0] === 4)!;
    s = settle(apply(s, forest));
    expect(s.players[0]!.hand.some((id) => s.objects[id]!.card === 'Forest')).toBe(true);
  });

  it('AMM 7a, not 7d: the opponent\'s choice of a card to discard, unnamed cards among them, is no opportunity to name', () => {
    const base = gameWithHands([['{1}{G}', '{W}'], ['{R}', '{2}']]);
    const s = play(withPermanents(base, 0, ['Utopia', 'Utopia']).state, (a) => a.type === 'cast' && a.name === 'Borderland Explorer');
    let t = s;
    for (let i = 0; i < 6 && !(t.decision?.kind === 'choose' && t.decision.player === 1); i++) {
      const d = t.decision!;
      t = settle(apply(t, d.kind === 'priority' ? { type: 'pass', player: d.player } : legalActions(t).find((x) => x.type === 'choose' && x.choice.length === 0) ?? legalActions(t)[0]!));
    }
    expect(t.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
    expect(logOf(t).filter((e) => e.type === 'control').at(-1)).toMatchObject({ player: 1, rule: 'AMM 7a' });
  });

  it('Explosive Vegetation: "up to two basic land cards" from an inexhaustible supply finds two Forests', () => {
    const base = gameWithHands([['{3}{G}'], []]);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
    s = toSearch(play(s, (a) => a.type === 'cast' && a.name === 'Explosive Vegetation'));
    const d = s.decision!;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', max: 2 } });
    const cardOf = (i: number): string => (d.kind === 'choose' && 'object' in d.choice.options[i]! ? s.objects[(d.choice.options[i] as { object: number }).object]!.card : '');
    const twoForests = legalActions(s).find((a) => a.type === 'choose' && a.choice.length === 2 && a.choice.every((i) => cardOf(i) === 'Forest'));
    expect(twoForests).toBeDefined();
    s = settle(apply(s, twoForests!));
    const forests = s.battlefield.filter((id) => s.objects[id]!.card === 'Forest');
    expect(forests).toHaveLength(2);
    expect(forests.every((id) => s.objects[id]!.tapped)).toBe(true);
  });
});
