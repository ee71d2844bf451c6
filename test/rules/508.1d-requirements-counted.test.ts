/**
 * How requirements are counted when a declaration of attackers must obey the most of them (CR
 * 508.1d) in a free-for-all game (802.3a): Cogwork Tracker's "attacks a player you noted … if able"
 * is one requirement, obeyed only by attacking a noted player (not a planeswalker), however many
 * opponents there are and however many of them are noted.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, tryApply, type AttackTarget, type ObjectId, type PlayerId, type ReadonlyGameState } from '../../src/index.js';
import { editState, type ScenarioPlayer } from '../../src/testing/index.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { passUntil, permanent, setup } from '../cards/helpers.js';

/** The state with `id` goaded by these players, as resolved goads would leave it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  return editState(state, (s) => {
    mutableObject(s, id).goadedBy = by;
  });
}

/** Passes to the declaration of attackers. */
function toDeclare(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'declareAttackers');
}

/**
 * Whether the active player may make this declaration at once; building it one creature at a time
 * agrees (each addition accepted and listed, the confirmation listed exactly when it is legal).
 */
function accepts(state: ReadonlyGameState, attacks: [ObjectId, AttackTarget][]): boolean {
  const player = state.turn.active;
  const whole = tryApply(state, { type: 'declareAttackers', player, attackers: attacks.map(([attacker, target]) => ({ attacker, target })) }).ok;
  let s = state;
  for (const [attacker, target] of attacks) {
    const listed = legalActions(s).some((a) => a.type === 'declareAttacker' && a.attacker === attacker && JSON.stringify(a.target) === JSON.stringify(target) && a.band === undefined);
    const r = tryApply(s, { type: 'declareAttacker', player, attacker, target });
    expect(r.ok).toBe(true);
    if (!r.ok) return false;
    if (!listed) {
      expect(whole).toBe(false);
      return false;
    }
    s = r.state;
  }
  expect(legalActions(s).some((a) => a.type === 'confirmAttackers')).toBe(whole);
  return whole;
}

/**
 * Player 0 controls an untapped Cogwork Tracker that noted draft seat 7 (player 3 here, the last of
 * four players), or the seats of `noted` players; player `i` has `battlefields[i]`.
 */
function trackerGame(battlefields: NonNullable<ScenarioPlayer['battlefield']>[], noted: PlayerId[] = [3]): ReadonlyGameState {
  const seats = [0, 5, 6, 7].slice(0, battlefields.length);
  return setup({
    players: seats.map((seat, i) => ({
      battlefield: battlefields[i] ?? [],
      draft: { seat, notes: i === 0 ? noted.map((p) => ({ card: 'Cogwork Tracker', player: seats[p]! })) : [], removed: [] },
    })),
  }).state;
}

describe('Cogwork Tracker: "attacks a player you noted" is one requirement (508.1d)', () => {
  it('its noted player under Ghostly Prison (a cost it need not pay): only "attacks each combat" binds it, so attacking a planeswalker is as good as attacking a player', () => {
    const state = trackerGame([['Cogwork Tracker'], [{ card: 'Dack Fayden', counters: { loyalty: 3 } }], [], ['Ghostly Prison']]);
    const tracker = permanent(state, 'Cogwork Tracker');
    const dack = permanent(state, 'Dack Fayden');
    const s = toDeclare(state);
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[tracker, { player: 1 }]])).toBe(true);
    expect(accepts(s, [[tracker, { player: 2 }]])).toBe(true);
    expect(accepts(s, [[tracker, { planeswalker: dack }]])).toBe(true);
  });

  it('under Silent Arbiter beside a goaded creature: the Tracker attacking its noted player and the goaded creature attacking a player other than its goader each obey two requirements, so either may attack', () => {
    const state = trackerGame([['Cogwork Tracker', 'Bronze Sable'], [], ['Silent Arbiter'], []]);
    const tracker = permanent(state, 'Cogwork Tracker');
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [[tracker, { player: 3 }]])).toBe(true);
    expect(accepts(s, [[sable, { player: 2 }]])).toBe(true);
    expect(accepts(s, [[sable, { player: 3 }]])).toBe(true);
    // each of these obeys one requirement only
    expect(accepts(s, [[tracker, { player: 1 }]])).toBe(false);
    expect(accepts(s, [[sable, { player: 1 }]])).toBe(false);
  });

  it('every opponent noted: attacking any of them obeys both of its requirements, so attacking a planeswalker (one requirement) is refused', () => {
    const state = trackerGame([['Cogwork Tracker'], [{ card: 'Dack Fayden', counters: { loyalty: 3 } }], []], [1, 2]);
    const tracker = permanent(state, 'Cogwork Tracker');
    const dack = permanent(state, 'Dack Fayden');
    const s = toDeclare(state);
    expect(accepts(s, [[tracker, { player: 1 }]])).toBe(true);
    expect(accepts(s, [[tracker, { player: 2 }]])).toBe(true);
    expect(accepts(s, [[tracker, { planeswalker: dack }]])).toBe(false);
  });
});
