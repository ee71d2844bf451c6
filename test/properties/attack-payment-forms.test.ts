/**
 * A declaration of attackers may name the permanents that pay what it costs (Ghostly Prison, CR
 * 508.1h–j) in `payment`, on `confirmAttackers` or a whole `declareAttackers`; the listing holds
 * only the confirmation without one, and an empty `payment` on a declaration that costs nothing is
 * accepted, as there is nothing to pay. The one statement of which actions `apply` accepts, shared
 * by the fuzzer and the accepted-iff-listed and illegal-actions properties (test/properties/hostile.ts),
 * must know this form: the fuzzer's seed 7002 (100,000 actions) found `{type: 'confirmAttackers',
 * payment: []}` accepted in a free-for-all game and called it accepted unlisted.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, tryApply, type Action, type ReadonlyGameState } from '../../src/index.js';
import { passUntil, permanent, permanents, setup } from '../cards/helpers.js';
import { eitherAgrees, expected, normalAction } from './hostile.js';

/** How `apply` answers an action, and what the shared statement says of it. */
function judge(s: ReadonlyGameState, a: Action): { listed: boolean; accepted: boolean; want: string; agrees: boolean } {
  const listed = new Set(legalActions(s).map(normalAction));
  const accepted = tryApply(s, a).ok;
  return { listed: listed.has(normalAction(a)), accepted, want: expected(s, listed, a), agrees: eitherAgrees(s, a as unknown as Record<string, unknown>, accepted) };
}

describe('a declaration of attackers with a named payment', () => {
  it('an empty payment on a declaration that costs nothing is accepted unlisted, and the statement allows it (CR 508.1i)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const declared = tryApply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    if (!declared.ok) throw declared.error;
    expect(judge(declared.state, { type: 'confirmAttackers', player: 0, payment: [] })).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    // naming a permanent to pay nothing is refused, and the statement allows that too
    expect(judge(declared.state, { type: 'confirmAttackers', player: 0, payment: [permanent(state, 'Wastes')] })).toMatchObject({ accepted: false, want: 'either', agrees: true });
    // the same payment on a whole declaration agrees with the creatures declared one at a time and confirmed with it
    const whole: Action = { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }], payment: [] };
    expect(judge(s, whole)).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    expect(eitherAgrees(s, whole as unknown as Record<string, unknown>, false)).toBe(false);
  });

  it("the permanents that pay Ghostly Prison's tax named on the confirmation or the whole declaration: the statement allows both (CR 508.1j)", () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }], settings: { manaAbilities: 'actions' } });
    const sable = permanent(state, 'Bronze Sable');
    const wastes = permanents(state, 'Wastes');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const declared = tryApply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    if (!declared.ok) throw declared.error;
    expect(judge(declared.state, { type: 'confirmAttackers', player: 0, payment: wastes })).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    expect(judge(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }], payment: wastes })).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    // one Wastes can't pay {2}: refused, the whole declaration as the confirmation with it
    expect(judge(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }], payment: wastes.slice(0, 1) })).toEqual({ listed: false, accepted: false, want: 'either', agrees: true });
  });

  it('a payment on a confirmation the listing does not hold (a declaration not yet legal) is refused, as the statement says', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const declared = tryApply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    if (!declared.ok) throw declared.error;
    expect(judge(declared.state, { type: 'confirmAttackers', player: 0, payment: [permanent(state, 'Wastes')] })).toEqual({ listed: false, accepted: false, want: 'refuse', agrees: true });
  });
});
