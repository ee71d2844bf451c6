import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, serialize, tryApply, view, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { activate, choose, events, expectRefused, nextTurn, passUntil, permanent, resolveStack, setup } from '../helpers.js';
import { checkViews } from '../../properties/view-leaks.js';
import { editState } from '../../../src/testing/index.js';

const ORACLE = '{T}: Target land you control becomes the basic land type of your choice until end of turn.';
const TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** Activates Grixis Illusionist on `land`, answers `type` as it resolves, and resolves it. */
function illusion(state: ReadonlyGameState, illusionist: ObjectId, land: ObjectId, type: string): ReadonlyGameState {
  let s = passUntil(activate(state, 0, illusionist, 0, [{ object: land }]), (x) => x.decision?.kind === 'choose');
  expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'basic land type', rule: '305.7', options: TYPES.map((label) => ({ label })) } });
  s = choose(s, [TYPES.indexOf(type)]);
  return resolveStack(s);
}

/** The mana types a permanent's listed mana abilities add, with mana abilities listed as actions. */
function manaOf(state: ReadonlyGameState, land: ObjectId): string[] {
  const out: string[] = [];
  for (const a of legalActions(state)) {
    if (a.type !== 'activate' || a.source !== land) continue;
    const before = state.players[0]!.pool;
    const after = apply(state, a).players[0]!.pool;
    for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) if (after[t] > before[t]) out.push(t);
  }
  return out;
}

describe('Grixis Illusionist', () => {
  it(`${ORACLE} (a Forest that becomes an Island taps for {U}, not {G}, until end of turn)`, () => {
    const { state, ids } = setup({
      settings: { manaAbilities: 'actions' },
      players: [{ battlefield: ['Grixis Illusionist', 'Forest'], hand: ['Brainstorm', 'Wrap in Vigor'] }, {}],
    });
    const [illusionist, forest] = ids.battlefield[0]! as [ObjectId, ObjectId];
    expect(manaOf(state, forest)).toEqual(['G']);
    const s = illusion(state, illusionist, forest, 'Island');
    expect(characteristics(s, forest).subtypes).toEqual(['Island']);
    expect(events(s, 'becomesLandType')).toEqual([expect.objectContaining({ rule: '305.7', object: forest, detail: 'Island' })]);
    expect(manaOf(s, forest)).toEqual(['U']);
    // and the engine's payment planner taps it for {U}: Brainstorm can be cast, a {G} spell can't
    const [brainstorm, wrap] = ids.hand[0]! as [ObjectId, ObjectId];
    expect(tryApply(s, { type: 'cast', player: 0, card: brainstorm, targets: [], x: 0 }).ok).toBe(true);
    expect(tryApply(s, { type: 'cast', player: 0, card: wrap, targets: [], x: 0 }).ok).toBe(false);
    // a saved game keeps the effect
    expect(characteristics(deserialize(serialize(s)), forest).subtypes).toEqual(['Island']);
    // until end of turn
    const next = nextTurn(s);
    expect(characteristics(next, forest).subtypes).toEqual(['Forest']);
  });

  it('"Target land you control": an opponent\'s land is no legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Grixis Illusionist', 'Island'] }, { battlefield: ['Forest'] }] });
    const illusionist = ids.battlefield[0]![0]!;
    const [island, forest] = [ids.battlefield[0]![1]!, ids.battlefield[1]![0]!];
    expectRefused(state, { type: 'activate', player: 0, source: illusionist, ability: 0, targets: [{ object: forest }], x: 0 }, 'badTarget');
    expect(tryApply(state, { type: 'activate', player: 0, source: illusionist, ability: 0, targets: [{ object: island }], x: 0 }).ok).toBe(true);
  });

  it('the land type chosen shows in every view as a type, which is no leak of an unseen Swamp in a library (CR 205.3i, 305.7)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Grixis Illusionist', 'Island'], library: ['Swamp', 'Swamp'] }, { library: ['Swamp'] }] });
    const [illusionist, island] = ids.battlefield[0]! as [ObjectId, ObjectId];
    const s = illusion(state, illusionist, island, 'Swamp');
    for (const who of [0, 1, 'spectator'] as const) expect(view(s, who).battlefield.find((o) => o.id === island)?.subtypes).toEqual(['Swamp']);
    expect(() => checkViews(s)).not.toThrow();
  });

  it('"You choose a basic land type as the ability resolves."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Grixis Illusionist', 'Forest'] }, {}] });
    const [illusionist, forest] = ids.battlefield[0]! as [ObjectId, ObjectId];
    const s = activate(state, 0, illusionist, 0, [{ object: forest }]);
    // activated with its target only: the ability waits on the stack, no type chosen yet
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toHaveLength(1);
    expect(characteristics(s, forest).subtypes).toEqual(['Forest']);
  });

  it('"The affected land loses its existing land types and any abilities printed on it. It becomes the chosen basic land type and now has the ability to tap to add one mana of the appropriate color … Grixis Illusionist’s ability doesn’t change the affected land’s name or whether it’s legendary or basic." (Exotic Orchard; Forest; Paliano, the High City)', () => {
    const { state, ids } = setup({
      settings: { manaAbilities: 'actions' },
      players: [
        { battlefield: ['Grixis Illusionist', 'Exotic Orchard', 'Forest', 'Paliano, the High City', 'Grixis Illusionist', 'Grixis Illusionist'] },
        { battlefield: ['Mountain'] },
      ],
    });
    const [ill1, orchard, forest, paliano, ill2, ill3] = ids.battlefield[0]! as ObjectId[] as [ObjectId, ObjectId, ObjectId, ObjectId, ObjectId, ObjectId];
    expect(manaOf(state, orchard)).toEqual(['R']);
    let s = illusion(state, ill1, orchard, 'Swamp');
    // its printed ability (any color an opponent's land could produce) is gone; it taps for {B}
    expect(manaOf(s, orchard)).toEqual(['B']);
    expect(characteristics(s, orchard)).toMatchObject({ name: 'Exotic Orchard', types: ['Land'], supertypes: [], subtypes: ['Swamp'] });
    s = illusion(s, ill2, forest, 'Plains');
    expect(characteristics(s, forest)).toMatchObject({ name: 'Forest', supertypes: ['Basic'], subtypes: ['Plains'] });
    expect(manaOf(s, forest)).toEqual(['W']);
    s = illusion(s, ill3, paliano, 'Mountain');
    expect(characteristics(s, paliano)).toMatchObject({ name: 'Paliano, the High City', supertypes: ['Legendary'], subtypes: ['Mountain'] });
    expect(manaOf(s, paliano)).toEqual(['R']);
  });

  it('what lands "could produce" reads the new mana ability (Reflecting Pool with a Forest become an Island)', () => {
    const { state, ids } = setup({
      settings: { manaAbilities: 'actions' },
      players: [{ battlefield: ['Grixis Illusionist', 'Forest', 'Reflecting Pool'] }, {}],
    });
    const [illusionist, forest, pool] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    expect(manaOf(state, pool)).toEqual(['G']);
    const s = illusion(state, illusionist, forest, 'Island');
    expect(manaOf(s, pool)).toEqual(['U']);
    expect(permanent(s, 'Forest')).toBe(forest);
  });
});

describe('Reflecting Pool — a land whose type changed', () => {
  it('ruling: "Any change to a land’s type or splicing of text into a land can affect the types of mana a land can produce." (Grixis Illusionist makes the Forest an Island)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Grixis Illusionist', 'Forest', 'Reflecting Pool'] }, {}] });
    const [illusionist, forest, pool] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    expect(manaOf(state, pool)).toEqual(['G']);
    const s = illusion(state, illusionist, forest, 'Island');
    expect(manaOf(s, pool)).toEqual(['U']);
    // until end of turn: the Forest's own type again next turn
    expect(manaOf(nextTurn(nextTurn(s)), pool)).toEqual(['G']);
  });

  it('CR 305.7, 613.1f: a later "loses all abilities" effect (layer 6) takes the mana ability the new land type gave (layer 4) too; an earlier one does not', () => {
    const { state, ids } = setup({ settings: { manaAbilities: 'actions' }, players: [{ battlefield: ['Grixis Illusionist', 'Forest'] }, {}] });
    const [illusionist, forest] = ids.battlefield[0]! as [ObjectId, ObjectId];
    // "loses all abilities" comes from no card of CNS or CN2: the effect is built as a resolved spell would leave it
    const lose = (s: ReadonlyGameState): ReadonlyGameState => editState(s, (x) => {
      x.effects.push({ id: x.nextEffectId++, timestamp: x.nextTimestamp++, affected: [forest], change: { kind: 'loseAllAbilities' }, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
    });
    const swamp = illusion(state, illusionist, forest, 'Swamp');
    expect(manaOf(swamp, forest)).toEqual(['B']);
    // the loss, later: layer 6 applies after layer 4 (CR 613.1d, 613.1f), whatever the timestamps
    const later = lose(swamp);
    expect(characteristics(later, forest).subtypes).toEqual(['Swamp']);
    expect(manaOf(later, forest)).toEqual([]);
    // the loss first, then the new type: still layer 6 after layer 4, so the land has no mana ability either
    const earlier = illusion(lose(state), illusionist, forest, 'Swamp');
    expect(characteristics(earlier, forest).subtypes).toEqual(['Swamp']);
    expect(manaOf(earlier, forest)).toEqual([]);
  });
});
