/**
 * Which objects a hidden agenda's "creature you control with the chosen name" speaks of (CR 702.106d):
 * a permanent that has the name as a copy (CR 707.2), one whose name a copy effect changes after it
 * entered, and a creature of another owner put onto the battlefield under your control (CR 108.4,
 * 110.2), played through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, view } from '../../src/index.js';
import { activate, choose, passUntil, resolveStack, setup } from './helpers.js';

describe("a copy of a creature with the chosen name (CR 707.2)", () => {
  it("Dack's Duplicate entering as a copy of an opponent's Lizard Warrior has haste from Immediate Action and triggers Secret Summoning, which finds the Lizard Warriors", () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{
        battlefield: ['Island', 'Island', 'Mountain', 'Mountain'],
        hand: ["Dack's Duplicate"],
        library: ['Lizard Warrior', 'Plains', 'Lizard Warrior'],
        command: [{ card: 'Secret Summoning', names: ['Lizard Warrior'] }, { card: 'Immediate Action', names: ['Lizard Warrior'] }],
      }, { battlefield: ['Lizard Warrior'] }, {}],
    });
    let s = passUntil(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }), (x) => x.decision?.kind === 'choose');
    // copy the Lizard Warrior as the Duplicate enters
    s = resolveStack(choose(s, [0]));
    const dup = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
    expect(characteristics(s, dup).keywords).toContain('haste');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search your library' } });
    s = choose(s, [0]);
    expect(view(s, 0).choiceObjects.map((o) => o.card)).toEqual(['Lizard Warrior', 'Lizard Warrior']);
  });

  it('Volatile Chimera becoming a copy of Wind Dancer, the chosen name, gains the haste of Immediate Action then; Secret Summoning does not trigger, as nothing entered', () => {
    const { state } = setup({
      format: 'conspiracy',
      players: [{
        battlefield: ['Volatile Chimera', 'Mountain', 'Mountain'],
        library: ['Wind Dancer', 'Plains'],
        exiledWith: { 'Volatile Chimera': ['Wind Dancer', 'Wind Dancer', 'Wind Dancer'] },
        command: [{ card: 'Immediate Action', names: ['Wind Dancer'] }, { card: 'Secret Summoning', names: ['Wind Dancer'] }],
      }, {}, {}],
    });
    const chimera = state.battlefield[0]!;
    expect(characteristics(state, chimera).keywords).not.toContain('haste');
    const s = resolveStack(activate(state, 0, chimera, 0));
    expect(characteristics(s, chimera).name).toBe('Wind Dancer');
    expect(characteristics(s, chimera).keywords).toEqual(expect.arrayContaining(['flying', 'haste']));
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(s.stack).toEqual([]);
  });
});

describe('a creature card of another owner put onto the battlefield under your control (Extract from Darkness)', () => {
  it("\"you control\" and \"under your control\" are its controller's: their Muzzio's Preparations and Secret Summoning apply, not its owner's", () => {
    const agenda = (card: string) => ({ card, names: ['Wild Griffin'] });
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Island', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Extract from Darkness'], library: ['Murder', 'Divination', 'Wastes'], command: [agenda("Muzzio's Preparations"), agenda('Secret Summoning')] },
        // the owner's, twice as many
        { library: ['Wild Griffin', 'Island', 'Wastes'], command: [agenda("Muzzio's Preparations"), agenda("Muzzio's Preparations"), agenda('Secret Summoning'), agenda('Secret Summoning')] },
        {},
      ],
    });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    // the Wild Griffin its owner milled, the only creature card in a graveyard
    s = choose(s, [0]);
    const griffin = s.battlefield.find((id) => s.objects[id]!.card === 'Wild Griffin')!;
    expect([s.objects[griffin]!.owner, characteristics(s, griffin).controller]).toEqual([1, 0]);
    expect(s.objects[griffin]!.counters).toEqual({ '+1/+1': 1 });
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.controller])).toEqual([['Secret Summoning', 0]]);
  });
});
