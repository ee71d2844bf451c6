/**
 * CR 508.2: once attackers are declared, the active player gets priority, whether or not any
 * creature was declared. CR 508.8: "If no creatures are declared as attackers or put onto the
 * battlefield attacking, skip the declare blockers and combat damage steps" — and only then: when
 * the creatures declared have all been removed from combat since, those steps still happen.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { attack, cast, passToPlayer, passUntil, permanent, resolveStack, setup } from '../cards/helpers.js';
import { events } from './helpers.js';

/** The steps begun, in order, from the log. */
const steps = (s: Parameters<typeof events>[0]): string[] => events(s, 'step').map((e) => e.detail as string);

describe('declaring no attackers and removing every attacker (CR 508.2, 508.8)', () => {
  it('with no creature declared, the active player gets priority in the declare attackers step, then the declare blockers and combat damage steps are skipped', () => {
    const { state } = setup({ settings: { autoPass: 'never' }, players: [{ battlefield: ['Bronze Sable'] }, {}] });
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    // CR 508.2: the active player gets priority, in the declare attackers step
    expect(s.turn.step).toBe('declareAttackers');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(steps(s)).not.toContain('declareBlockers');
    expect(steps(s)).not.toContain('combatDamage');
  });

  it('with every attacker removed from combat (Hollowhenge Spirit), the declare blockers and combat damage steps still happen', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Hexplate Golem'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hollowhenge Spirit'] }] });
    const golem = permanent(state, 'Hexplate Golem');
    let s = passToPlayer(attack(state, [[golem, 1]]), 1);
    expect(s.turn.step).toBe('declareAttackers');
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    expect(s.combat?.attackers).toEqual([]);
    const before = steps(s).length;
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(steps(s).slice(before)).toEqual(['declareBlockers', 'combatDamage', 'endCombat']);
  });
});
