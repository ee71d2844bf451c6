/**
 * CR 605.3a, 601.2g, 602.2b in the automatic setting of mana abilities: what the mana abilities the
 * payment planner does not activate could pay, as the refusal of a cost and the listing of those
 * abilities count it. The refusal names only the permanents with such abilities, not the one tapped
 * as part of the cost, whose mana pays none of that cost.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';

const activations = (state: ReadonlyGameState): ActivateAction[] => legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
const casts = (state: ReadonlyGameState) => legalActions(state).filter((a) => a.type === 'cast');

describe('605.3a: the refusal of a cost names the permanents whose mana abilities the planner does not activate', () => {
  it('Breakthrough ({X}{U}) from a Forest and Shimmering Grotto: the Grotto is named, not the Forest, whose only mana ability the planner taps', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Shimmering Grotto'], hand: ['Breakthrough'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.message).toContain('(CR 605.3a)');
    expect(e.message).toContain('("Shimmering Grotto")');
    expect(e.message).not.toContain('Forest');
  });

  it('a face-down Shimmering Grotto (Magic Tech deploys cards face down, MT 4.1) has no abilities and is not named: Skitter of Lizards ({R}) names only Treasonous Ogre', () => {
    const { state, ids } = scenario({ players: [{ battlefield: [{ card: 'Shimmering Grotto', faceDown: true }, 'Treasonous Ogre'], hand: ['Skitter of Lizards'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.message).toContain('("Treasonous Ogre")');
    expect(e.message).not.toContain('Shimmering Grotto');
  });

  it("each card is named once, and only its controller's (CR 602.2): Skitter of Lizards ({R}) beside two Treasonous Ogres names the Ogre once, not an opponent's Shimmering Grotto", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Treasonous Ogre'], hand: ['Skitter of Lizards'] }, { battlefield: ['Shimmering Grotto'] }], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.message).toContain('("Treasonous Ogre")');
    expect(e.message).not.toContain('Shimmering Grotto');
  });

  it("602.2b: the Grotto's own filter ({1}, {T}) with Treasonous Ogre beside it: the Grotto, tapped as part of the cost, pays none of its {1}, and only the Ogre is named", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Treasonous Ogre'] }, {}], settings: { autoPass: 'never' } });
    const grotto = ids.battlefield[0]![0]!;
    const e = refusal(() => apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'U' }));
    expect(e.rule).toBe('602.2b');
    expect(e.message).toContain('by tapping permanents for mana alone');
    expect(e.message).toContain('("Treasonous Ogre")');
    // CR 605.3a: the Ogre's {R} in the pool pays the {1}
    const ogre = ids.battlefield[0]![1]!;
    const paid = apply(apply(state, { type: 'activate', player: 0, source: ogre, ability: 0, targets: [], x: 0 }), { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'U' });
    expect(paid.players[0]!.pool).toMatchObject({ R: 0, U: 1 });
  });

  it("602.2b: the Grotto's own filter with nothing else: its {C}, from the Grotto tapped as part of the cost, can't pay the {1}, so no mana ability could", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 1, targets: [], x: 0, color: 'U' }));
    expect(e.rule).toBe('602.2b');
    expect(e.message).not.toContain('by tapping permanents for mana alone');
  });
});

describe('605.1b, 605.4a: the mana a triggered mana ability adds as a land is tapped counts in what the land\'s other mana abilities could pay', () => {
  it("Mirrodin's Core's charged mana with Mirari's Wake makes two mana of the color chosen: it is listed for Plated Seastrider's {U}{U}, which it then pays", () => {
    const { state, ids } = scenario({ players: [{ battlefield: [{ card: "Mirrodin's Core", counters: { charge: 1 } }, "Mirari's Wake"], hand: ['Plated Seastrider'] }, {}], settings: { autoPass: 'never' } });
    const core = ids.battlefield[0]![0]!;
    // the Core's {C} and the Wake's {C}: no blue
    expect(casts(state)).toEqual([]);
    const blue = activations(state).find((a) => a.source === core && a.ability === 2 && a.color === 'U');
    expect(blue).toBeDefined();
    const s = apply(state, blue!);
    expect(s.players[0]!.pool.U).toBe(2);
    expect(casts(s)).toContainEqual({ type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
  });

  it("Spectral Searchlight, an artifact, makes one mana with Mirari's Wake (its trigger is a land's): it is not listed for Plated Seastrider's {U}{U}, only for a {U}", () => {
    const { state } = scenario({ players: [{ battlefield: ['Spectral Searchlight', "Mirari's Wake"], hand: ['Plated Seastrider'] }, {}], settings: { autoPass: 'never' } });
    expect(activations(state)).toEqual([]);
    const { state: oneBlue, ids } = scenario({ players: [{ battlefield: ['Spectral Searchlight', "Mirari's Wake"], hand: ['Grixis Illusionist'] }, {}], settings: { autoPass: 'never' } });
    expect(activations(oneBlue)).toContainEqual({ type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0, chosenPlayer: 0, color: 'U' });
  });

  it("Shimmering Grotto's filter with Regal Behemoth (monarch) makes its mana and the Behemoth's additional mana: listed for Marchesa, the Black Rose ({1}{U}{B}{R}) from a Forest, the Grotto and Elvish Aberration, which it then pays", () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      monarch: 0,
      players: [{ battlefield: ['Forest', 'Shimmering Grotto', 'Elvish Aberration', 'Regal Behemoth'], hand: ['Marchesa, the Black Rose'] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const grotto = ids.battlefield[0]![1]!;
    // tapped for mana, the two lands make two mana of any color (the Behemoth's, CR 605.1b), never three
    expect(casts(state)).toEqual([]);
    // the filter, paid with the Aberration's {G}: {U} and the Behemoth's {B}; the Forest: {G} and {R}
    expect(activations(state).some((a) => a.source === grotto && a.ability === 1)).toBe(true);
    const aberration = ids.battlefield[0]![2]!;
    const s = apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'U', additionalColors: ['B'], payment: [aberration] });
    expect(s.players[0]!.pool).toMatchObject({ U: 1, B: 1, G: 2 });
    expect(casts(s)).toHaveLength(1);
  });

  it("Selvala, Heart of the Wilds, a creature, adds no Regal Behemoth mana as she is tapped: from a Forest, her {G},{T} and the Forest's additional mana make six, so she is listed for Cogwork Grinder ({6}) but not for Hexplate Golem ({7})", () => {
    const board = (card: string) =>
      scenario({
        format: 'conspiracy',
        monarch: 0,
        players: [{ battlefield: ['Forest', 'Selvala, Heart of the Wilds', 'Regal Behemoth'], hand: [card] }, {}, {}],
        settings: { autoPass: 'never' },
      });
    // her mana: the greatest power among her controller's creatures, the Behemoth's 5
    const six = board('Cogwork Grinder');
    expect(activations(six.state).some((a) => a.source === six.ids.battlefield[0]![1]!)).toBe(true);
    const seven = board('Hexplate Golem');
    expect(activations(seven.state).filter((a) => a.source === seven.ids.battlefield[0]![1]!)).toEqual([]);
  });
});

describe('119.4, 704.5a: at priority, life pays for mana only while it leaves the player above 0', () => {
  it("Goblin Tunneler ({1}{R}) from Spectral Searchlight and Treasonous Ogre: at 4 life the Ogre's {R} and the Searchlight's mana pay it, so both are listed; at 3 life nothing is", () => {
    const board = (life: number) => scenario({ players: [{ battlefield: ['Spectral Searchlight', 'Treasonous Ogre'], hand: ['Goblin Tunneler'], life }, {}], settings: { autoPass: 'never' } }).state;
    const four = board(4);
    expect(new Set(activations(four).map((a) => four.objects[a.source]!.card))).toEqual(new Set(['Spectral Searchlight', 'Treasonous Ogre']));
    // at 0 life they would lose before they could cast it (CR 704.5a)
    expect(activations(board(3))).toEqual([]);
  });
});
