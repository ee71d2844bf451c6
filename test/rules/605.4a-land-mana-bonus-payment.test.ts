/**
 * CR 605.4a, 106.1b: the automatic payment taps a land while Regal Behemoth's triggered mana ability
 * ("Whenever you tap a land for mana while you're the monarch, add an additional one mana of any
 * color") adds mana the cost does not need: that mana is still of a color, even for a land that makes
 * colorless mana (colorless is no color, CR 105.1).
 */
import { describe, expect, it } from 'vitest';
import { apply, logOf } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

/** Player 0, the monarch, with Regal Behemoth and the lands given, casts the card of their hand, paid by the engine. */
function castPaidByEngine(lands: string[], card: string) {
  const { state, ids } = scenario({
    monarch: 0,
    players: [{ battlefield: ['Regal Behemoth', ...lands], hand: [card], library: ['Wastes'] }, { library: ['Wastes'] }],
    settings: { autoPass: 'never' },
  });
  return apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
}

describe('605.4a: additional mana of any color that a payment leaves over', () => {
  it('605.4a: a Wastes pays Whispergear Sneak ({1}); the additional mana left in the pool is of a color, not colorless', () => {
    const s = castPaidByEngine(['Wastes'], 'Whispergear Sneak');
    const made = logOf(s).filter((e) => e.type === 'activateMana' || e.type === 'addMana').map((e) => [e.type, e.card, e.detail]);
    expect(made).toEqual([['activateMana', 'Wastes', 'C'], ['addMana', 'Regal Behemoth', 'W']]);
    expect(s.players[0]!.pool).toEqual({ W: 1, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('605.4a: two Wastes pay Horn of Greed ({3}); the unneeded additional mana of the second is of a color too', () => {
    const s = castPaidByEngine(['Wastes', 'Wastes'], 'Horn of Greed');
    expect(logOf(s).filter((e) => e.type === 'addMana').map((e) => e.detail)).toEqual(['W', 'W']);
    expect(s.players[0]!.pool).toEqual({ W: 1, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('605.4a: a Forest pays Whispergear Sneak ({1}); the engine makes the additional mana it leaves of the Forest\'s own color (its canonical choice)', () => {
    const s = castPaidByEngine(['Forest'], 'Whispergear Sneak');
    expect(logOf(s).filter((e) => e.type === 'addMana').map((e) => e.detail)).toEqual(['G']);
    expect(s.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
  });

  it('605.4a: a Forest pays Bronze Sable ({2}) with its {G} and the additional mana, which the engine makes of the Forest\'s own color too', () => {
    const s = castPaidByEngine(['Forest'], 'Bronze Sable');
    expect(logOf(s).filter((e) => e.type === 'addMana').map((e) => e.detail)).toEqual(['G']);
    expect(s.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('605.4a: a Forest pays Brainstorm ({U}) with its additional mana alone; the Forest itself still makes its {G}, left in the pool', () => {
    const s = castPaidByEngine(['Forest'], 'Brainstorm');
    const made = logOf(s).filter((e) => e.type === 'activateMana' || e.type === 'addMana').map((e) => [e.type, e.card, e.detail]);
    expect(made).toEqual([['activateMana', 'Forest', 'G'], ['addMana', 'Regal Behemoth', 'U']]);
    expect(s.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
  });
});
