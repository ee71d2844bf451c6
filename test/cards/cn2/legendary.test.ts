import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf } from '../../../src/index.js';
import { scenario } from '../../../src/testing/index.js';
import { passUntil, setup } from '../helpers.js';

describe('Kami of the Crescent Moon', () => {
  it("At the beginning of each player's draw step, that player draws an additional card (ruling: just after the normal draw)", () => {
    // ruling: "The additional draw triggers just after the normal draw for the turn happens."
    const { state } = setup({
      players: [{ battlefield: ['Kami of the Crescent Moon'] }, {}, {}],
      step: 'end',
    });
    const before = state.players[1]!.hand.length;
    const s = passUntil(state, (x) => x.turn.active === 1 && x.turn.step === 'draw' && x.stack.length === 0 && x.resolution === null && logOf(x).some((e) => e.type === 'resolve' && e.card === 'Kami of the Crescent Moon'));
    expect(s.players[1]!.hand.length).toBe(before + 2);
    const draws = logOf(s).filter((e) => e.type === 'draw' && e.player === 1);
    const resolveAt = logOf(s).findIndex((e) => e.type === 'resolve' && e.card === 'Kami of the Crescent Moon');
    expect(logOf(s).indexOf(draws[0]!)).toBeLessThan(resolveAt);
    expect(logOf(s).indexOf(draws[1]!)).toBeGreaterThan(resolveAt);
  });
});

describe('CR 704.5j the legend rule', () => {
  it('the controller of two legendary permanents with the same name chooses one; the rest go to the graveyard', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Kami of the Crescent Moon', 'Kami of the Crescent Moon'] }, { battlefield: ['Kami of the Crescent Moon'] }] });
    const [first, second] = ids.battlefield[0]!;
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j' } });
    const choices = legalActions(state);
    expect(choices).toHaveLength(2);
    const s = apply(state, { type: 'choose', player: 0, choice: [1] });
    expect(s.battlefield).toContain(second);
    expect(s.battlefield).not.toContain(first);
    // the other player's Kami is not affected: the rule counts per controller
    expect(s.battlefield).toContain(ids.battlefield[1]![0]);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Kami of the Crescent Moon']);
    expect(logOf(s).some((e) => e.rule === '704.5j' && e.object === first)).toBe(true);
  });
});
