/**
 * AMM 2, 2d and a shuffle. A search of a library searches the owner's sideboard instead (2c), but
 * the search's "then shuffle" still shuffles the library (CR 701.23f), and a shuffle randomizes it
 * "so that no player knows their order" (CR 701.24a): among the endless cards of an inexhaustible
 * library, no card it held stays known on top. Each goes under the endless library and ceases to
 * exist: an ID'd card by 2d (a known top card, as a peek, AMM 9, leaves one), a basic land without an ID by 2.
 */
import { describe, expect, it } from 'vitest';
import { apply, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject } from '../../../src/variants/mental-magic/data.js';
import { beginWorkingCopy, finishWorkingCopy } from '../../../src/engine/working-copy.js';
import { createObject } from '../../../src/zones/zones.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { gameWithHands, handId, objectOf, pass, play, withPermanents, withTopCard } from './helpers.js';

/** Plays until the stack is empty, taking the first option of a search and passing otherwise. */
function resolveSearching(s: ReadonlyGameState): ReadonlyGameState {
  let t = s;
  for (let i = 0; i < 50 && (t.stack.length > 0 || t.decision?.kind === 'choose'); i++) {
    const d = t.decision!;
    t = d.kind === 'choose' ? settle(apply(t, { type: 'choose', player: d.player, choice: [0] })) : pass(t);
  }
  return t;
}

/** The card IDs seat `seat` draws from now to its next first main phase. */
function nextDraws(s: ReadonlyGameState, seat: number): string[] {
  const from = logOf(s).length;
  let t = s;
  while (!(t.turn.active === seat && t.turn.step === 'main1' && logOf(t).length > from)) t = pass(t);
  return logOf(t).slice(from).flatMap((e) => (e.type === 'draw' && e.player === seat && e.object !== undefined ? [cardIdOf(t, e.object)!] : []));
}

describe('AMM 2, 2d: a shuffled inexhaustible library keeps no known card on top (CR 701.23f, 701.24a)', () => {
  it('Evolving Wilds with a known card on top (as a peek, AMM 9, leaves one): the search finds a basic land in the sideboard (2c), the shuffle loses the known card (2d), and the next card drawn is a new one', () => {
    const base = gameWithHands([['{0}', '{W}'], []]);
    const known = withTopCard(base, 0);
    const topId = known.top;
    // 5d: a {0} card may become a card without a mana cost
    let s = play(known.state, (a) => a.type === 'playLand' && a.name === 'Evolving Wilds' && a.card === objectOf(base, handId(base, 0, 0)));
    const wilds = s.battlefield.find((id) => s.objects[id]!.card === 'Evolving Wilds')!;
    s = resolveSearching(play(s, (a) => a.type === 'activate' && a.source === wilds));
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Plains')).toBe(true);
    const shuffled = logOf(s).findIndex((e) => e.type === 'shuffle' && e.player === 0);
    expect(shuffled).toBeGreaterThan(0);
    // the known card is gone with the shuffle, its identity told to its owner alone (CR 401.2)
    const ceased = logOf(s).slice(shuffled).find((e) => e.type === 'ceaseToExist' && e.detail === topId);
    expect(ceased).toMatchObject({ rule: 'AMM 2d', player: 0, visibleTo: [0] });
    expect(currentObject(s, topId)).toBeNull();
    expect(s.players[0]!.library).toEqual([]);
    const drawn = nextDraws(s, 0);
    expect(drawn).toHaveLength(1);
    expect(drawn).not.toContain(topId);
  });

  it('basic landcycling (Fiery Fall): a basic land without an ID on top of the library (as Brainstorm leaves one) goes under the endless library with the shuffle (2), never drawn', () => {
    const base = gameWithHands([['{5}{R}'], []]);
    const cycled = objectOf(base, handId(base, 0, 0));
    const { state } = withPermanents(base, 0, ['Utopia', 'Utopia']);
    const work = beginWorkingCopy(asEngineState(state));
    const forest = createObject(work, { kind: 'card', card: 'Forest', owner: 0, zone: 'library' }, 'top');
    const s0 = finishWorkingCopy(asEngineState(state), work);
    expect(cardIdOf(s0, forest)).toBeNull();
    let s = settle(apply(s0, { type: 'activate', player: 0, source: cycled, ability: 0, targets: [], x: 0, name: 'Fiery Fall' }));
    s = resolveSearching(s);
    const shuffled = logOf(s).findIndex((e) => e.type === 'shuffle' && e.player === 0);
    expect(shuffled).toBeGreaterThan(0);
    expect(logOf(s).slice(shuffled).find((e) => e.type === 'ceaseToExist' && e.card === 'Forest')).toMatchObject({ rule: 'AMM 2', player: 0, visibleTo: [0] });
    expect(s.objects[forest]!.movedTo).not.toBeNull();
    expect(s.players[0]!.library).toEqual([]);
    // the basic land found in the sideboard went to the hand; the next draw is a new, ID'd card
    const drawn = nextDraws(s, 0);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatch(/^a1\d\d$/);
  });
});
