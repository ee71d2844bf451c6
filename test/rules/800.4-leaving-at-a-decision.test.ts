/**
 * CR 800.4a: a player who leaves the game while they must divide combat damage (CR 510.1d) takes
 * their creatures with them, and the combat damage step goes on for the creatures still in combat:
 * the other attackers still deal their damage (CR 510.2), and the game goes on to its next decision.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize } from '../../src/index.js';
import { attack, block, life, passUntil, permanent, permanents, resolveStack, setup } from '../cards/helpers.js';

describe('800.4a leaving while dividing combat damage', () => {
  it('the blocking player leaving while dividing their blocker\'s damage: the unblocked attacker still deals its damage', () => {
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Guardian of the Gateless'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Wild Griffin'] }, {}],
    });
    const guardian = permanent(state, 'Guardian of the Gateless');
    const sables = permanents(state, 'Bronze Sable');
    const griffin = permanent(state, 'Wild Griffin');
    let s = attack(state, [[sables[0]!, 0], [sables[1]!, 0], [griffin, 2]]);
    s = block(s, sables.map((a) => [guardian, a] as [number, number]));
    s = resolveStack(s);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    // CR 510.1d: the Guardian's controller divides its damage among the Sables it blocks
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: guardian });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.players[0]!.inGame).toBe(false);
    // the Griffin, attacking player 2, deals its damage; the blocked Sables deal none (CR 509.1h)
    expect(life(s, 2)).toBe(18);
    expect(s.turn.step === 'combatDamage' || s.turn.step === 'endCombat').toBe(true);
    expect(legalActions(s).length).toBeGreaterThan(0);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });
});
