/**
 * CR 601.2g, 106.12: a permanent with {T} mana abilities of different amounts (Elvish Aberration's
 * "{T}: Add {G}{G}{G}", and the "{T}: Add one mana of any color" Secrets of Paradise grants it) is
 * tapped one way. The engine's payment taps as few permanents as it can, and of ways that tap as many
 * alike, takes the first: the Aberration's own ability.
 */
import { describe, expect, it } from 'vitest';
import { apply, logOf } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

/** Player 0 with Elvish Aberrations (one unless told; named by Secrets of Paradise) and the lands given casts their one card, paid by the engine. */
function castPaidByEngine(lands: string[], card: string, aberrations = 1) {
  const { state, ids } = scenario({
    format: 'conspiracy',
    players: [{ hand: [card], battlefield: [...Array<string>(aberrations).fill('Elvish Aberration'), ...lands], command: [{ card: 'Secrets of Paradise', names: ['Elvish Aberration'] }] }, {}, {}],
    settings: { autoPass: 'never' },
  });
  const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
  expect(s.stack).toHaveLength(1);
  return { s, tapped: ids.battlefield[0]!.filter((id) => s.objects[id]!.tapped).map((id) => s.objects[id]!.card) };
}

describe('601.2g: the way a permanent with mana abilities of different amounts is tapped to pay', () => {
  it('601.2g: Brushstrider ({1}{G}) beside two Forests taps the Aberration alone for {G}{G}{G}, one permanent rather than two Forests', () => {
    const { s, tapped } = castPaidByEngine(['Forest', 'Forest'], 'Brushstrider');
    expect(tapped).toEqual(['Elvish Aberration']);
    expect(logOf(s).filter((e) => e.type === 'activateMana').map((e) => [e.card, e.amount, e.detail])).toEqual([['Elvish Aberration', 3, 'G']]);
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('601.2g: Whispergear Sneak ({1}), which either way pays alone, is paid by the first way, {G}{G}{G}, two {G} left in the pool', () => {
    const { s, tapped } = castPaidByEngine([], 'Whispergear Sneak');
    expect(tapped).toEqual(['Elvish Aberration']);
    expect(logOf(s).filter((e) => e.type === 'activateMana').map((e) => [e.amount, e.detail])).toEqual([[3, 'G']]);
    expect(s.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 2, C: 0 });
  });

  // alike permanents are interchangeable: only how many take each way is chosen (21 choices here, not 2^20)
  it('601.2g: with twenty alike Aberrations, Brushstrider is paid by one of them (how many take each way is the choice, not which)', () => {
    const { s, tapped } = castPaidByEngine([], 'Brushstrider', 20);
    expect(tapped).toEqual(['Elvish Aberration']);
    expect(s.players[0]!.pool.G).toBe(1);
  }, 20_000);
});
