import { describe, expect, it } from 'vitest';
import { apply, tryApply, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { events, nextTurn, passUntil, permanent, pt, setup } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** The state with `id` goaded by these players, as a resolved goad would leave it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  const s = mutableCopy(state);
  mutableObject(s, id).goadedBy = by;
  return s;
}

/** The state with `id` getting +2/+2 until `player`'s next turn, as a resolved effect would leave it (CR 611.2b). */
function pumpedUntilTurnOf(state: ReadonlyGameState, id: ObjectId, player: PlayerId): ReadonlyGameState {
  const s = mutableCopy(state);
  s.effects.push({
    id: s.nextEffectId++, timestamp: s.nextTimestamp++, affected: [id],
    change: { kind: 'modifyPT', power: 2, toughness: 2 }, duration: { until: 'yourNextTurn', player }, source: null, controller: player,
  });
  return s;
}

/** Four players; player 0 controls Ogre Sentry, a defender (so goaded, it still cannot attack and turns pass without attacks). */
function fourPlayers(): { state: ReadonlyGameState; sable: ObjectId } {
  const { state } = setup({ players: [{ battlefield: ['Ogre Sentry'] }, {}, {}, {}] });
  return { state, sable: permanent(state, 'Ogre Sentry') };
}

describe('800.4m "until that player\'s next turn" when that player has left the game', () => {
  it('a goad by a player who left lasts until that player\'s turn would have begun: neither at once nor forever', () => {
    const { state, sable } = fourPlayers();
    let s = goaded(state, sable, [2]);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.players[2]!.inGame).toBe(false);
    expect(s.objects[sable]!.goadedBy).toEqual([2]); // not at once
    s = nextTurn(s); // player 1's turn: player 2's turn has not yet come round
    expect(s.turn.active).toBe(1);
    expect(s.objects[sable]!.goadedBy).toEqual([2]);
    s = nextTurn(s); // player 2's turn would have begun now; player 3's begins
    expect(s.turn.active).toBe(3);
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
    const ended = events(s, 'goadEnds');
    expect(ended.map((e) => [e.player, e.rule])).toEqual([[2, '800.4m']]);
  });

  it('701.15c: goaded by two opponents, one of whom leaves: both goads still bind it, so it must attack the opponent who goaded it neither (the Coveted Peacock ruling)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = goaded(state, sable, [1, 2]);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.objects[sable]!.goadedBy).toEqual([1, 2]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    const declaring = (target: PlayerId | null): ReturnType<typeof tryApply> => {
      const d = target === null ? s : apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: target } });
      return tryApply(d, { type: 'confirmAttackers', player: 0 });
    };
    // attacking player 1 leaves player 1's "a player other than player 1" unobeyed (CR 508.1d)
    expect(declaring(1).ok).toBe(false);
    expect(declaring(null).ok).toBe(false);
    expect(declaring(3).ok).toBe(true);
  });

  it('a player who leaves during their own turn: their next turn would have begun after a full round', () => {
    const { state, sable } = fourPlayers();
    let s = nextTurn(state); // player 1's turn
    s = goaded(s, sable, [1]);
    s = apply(s, { type: 'concede', player: 1 });
    for (const active of [2, 3, 0]) {
      s = nextTurn(s);
      expect(s.turn.active).toBe(active);
      expect(s.objects[sable]!.goadedBy).toEqual([1]);
    }
    s = nextTurn(s); // player 1's would have begun; player 2's begins
    expect(s.turn.active).toBe(2);
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
  });

  it('any "until your next turn" continuous effect of a player who left ends as that turn would have begun', () => {
    const { state, sable } = fourPlayers();
    let s = pumpedUntilTurnOf(state, sable, 2);
    s = apply(s, { type: 'concede', player: 2 });
    expect(pt(s, sable)).toEqual([5, 5]);
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([5, 5]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(3);
    expect(pt(s, sable)).toEqual([3, 3]);
  });

  it('the effect of a player still in the game still ends only at their own turn', () => {
    const { state, sable } = fourPlayers();
    let s = pumpedUntilTurnOf(state, sable, 2);
    s = apply(s, { type: 'concede', player: 3 });
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([5, 5]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(2);
    expect(pt(s, sable)).toEqual([3, 3]);
  });
});
