/**
 * Scenarios from rules bugs reported against other Magic engines, for the cards and mechanics of
 * Conspiracy and Conspiracy: Take the Crown, that no other test pins. Each names the report it comes
 * from and asserts what the Comprehensive Rules and the rulings say, not what the report claimed.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, tryApply, type ObjectId, type PlayerId, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { attack, castAndResolve, events, nextTurn, passUntil, permanent, setup, skipUntil } from './helpers.js';

/** `state` with `id` goaded by these players, as a resolved goad leaves it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  return editState(state, (d) => {
    d.objects[id] = { ...d.objects[id]!, goadedBy: by };
  });
}

/** Whether the active player may confirm a declaration of these attacks, each on a player, at the declaration of attackers. */
function accepts(state: ReadonlyGameState, attacks: [ObjectId, PlayerId][]): boolean {
  let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  const player = s.turn.active;
  for (const [attacker, target] of attacks) {
    const r = tryApply(s, { type: 'declareAttacker', player, attacker, target: { player: target } });
    if (!r.ok) return false;
    s = r.state;
  }
  return tryApply(s, { type: 'confirmAttackers', player }).ok;
}

describe('goad when the other players can\'t be attacked for free (CR 508.1d, 701.15b)', () => {
  it('XMage #6405 (Teferi\'s Protection) and an r/askajudge Propaganda thread: with the only other opponent behind Ghostly Prison, the goaded creature must still attack, the player who goaded it', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, {}, { battlefield: ['Ghostly Prison'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = goaded(state, sable, [1]);
    // "attacks each combat if able" is obeyed for free against player 1; no cost is ever required (508.1d)
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(true);
  });

  it('XMage #5283 (Xantcha) and #4999: a goaded creature that can\'t attack any other player (Spectral Grasp) must attack the player who goaded it', () => {
    const { state, ids } = setup({
      active: 2,
      players: [{ battlefield: ['Bronze Sable'] }, {}, { battlefield: ['Plains', 'Plains'], hand: ['Spectral Grasp'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    // player 2's Spectral Grasp: "Enchanted creature can't attack you or planeswalkers you control."
    const s = goaded(nextTurn(castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: sable }])), sable, [1]);
    expect(s.turn.active).toBe(0);
    // ruling: "It the creature can't attack any of those players but could otherwise attack, it must attack … the player that goaded it."
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 2]])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(true);
  });
});

describe('a combat damage trigger naming a player that damage made lose (CR 603.3, 800.4a)', () => {
  it('phase #1350 (Reaver Cleaver stuck on the stack): Grenzo, Havoc Raiser\'s trigger for a player who left the game resolves doing nothing, and the game goes on', () => {
    const { state } = setup({ players: [{ battlefield: ['Grenzo, Havoc Raiser'] }, { life: 2, battlefield: ['Bronze Sable'] }, {}] });
    let s = attack(state, [[permanent(state, 'Grenzo, Havoc Raiser'), 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.result).toBeNull();
    expect(events(s, 'leftGame')).toMatchObject([{ player: 1 }]);
    // the trigger was put on the stack and resolved after player 1 left: no creature of theirs to goad, no library to exile from
    expect(events(s, 'trigger').map((e) => e.rule)).toEqual(['603.3']);
    expect(events(s, 'resolve')).toHaveLength(1);
    expect(s.exile).toEqual([]);
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
});
