import { describe, expect, it } from 'vitest';
import { deserialize, serialize, tryApply, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { attack, canBlock, cast, choose, events, keywords, names, passUntil, permanent, permanents, resolveStack, setup, toBlockers } from '../helpers.js';

const ORACLE = [
  'Enchant creature',
  "As Traveler's Cloak enters the battlefield, choose a land type.",
  "When Traveler's Cloak enters the battlefield, draw a card.",
  "Enchanted creature has landwalk of the chosen type. (It can't be blocked as long as defending player controls a land of that type.)",
];

/** The land types of CR 205.3i, in the order the choice offers them. */
const LAND_TYPES = ['Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's"];

/** Passes until the land type is asked, checks the question, and answers `type`. */
function chooseType(state: ReadonlyGameState, player: number, type: string): ReadonlyGameState {
  const s = passUntil(state, (x) => x.decision?.kind === 'choose' && x.decision.choice.prompt === 'chooseLandType');
  expect(s.decision).toMatchObject({ kind: 'choose', player, choice: { rule: '614.12a', min: 1, max: 1 } });
  return choose(s, [LAND_TYPES.indexOf(type)]);
}

/** Player 0 (active) with Bronze Sable and Traveler's Cloak; player 1 with a creature and the lands given. */
function game(defenderLands: string[]): { state: ReadonlyGameState; cloak: ObjectId; sable: ObjectId; guard: ObjectId } {
  const { state, ids } = setup({
    players: [
      { battlefield: ['Island', 'Island', 'Island', 'Bronze Sable'], hand: ["Traveler's Cloak"], library: ['Forest', 'Forest'] },
      { battlefield: [...defenderLands, 'Pillarfield Ox'] },
    ],
  });
  return { state, cloak: ids.hand[0]![0]!, sable: permanent(state, 'Bronze Sable'), guard: permanent(state, 'Pillarfield Ox') };
}

/** Whether player 1's Pillarfield Ox may block Bronze Sable attacking player 1. */
function oxMayBlock(state: ReadonlyGameState, sable: ObjectId, guard: ObjectId): boolean {
  return canBlock(toBlockers(attack(state, [[sable, 1]])), guard, sable);
}

describe("Traveler's Cloak", () => {
  it(`${ORACLE.join(' ')} (Island chosen; a defender with an Island can't block it)`, () => {
    const { state, cloak, sable, guard } = game(['Island']);
    let s = passUntil(cast(state, 0, cloak, [{ object: sable }]), (x) => x.decision?.kind === 'choose');
    // the type is chosen before it enters (CR 614.12a): the Aura is still a spell, and nothing was drawn
    expect(permanents(s, "Traveler's Cloak")).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual([]);
    s = resolveStack(chooseType(s, 0, 'Island'));
    const aura = permanent(s, "Traveler's Cloak");
    expect(s.objects[aura]!.attachedTo).toEqual({ object: sable });
    expect(s.objects[aura]!.chosenLandType).toBe('Island');
    expect(events(s, 'chosenOnEntry')).toEqual([expect.objectContaining({ rule: '614.12a', object: aura, detail: 'Island' })]);
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
    expect(keywords(s, sable)).toEqual(['islandwalk']);
    expect(oxMayBlock(s, sable, guard)).toBe(false);
    // a saved game keeps the chosen type
    expect(deserialize(serialize(s)).objects[aura]!.chosenLandType).toBe('Island');
  });

  it('landwalk of the chosen type only: a defender with no land of that type can block', () => {
    const { state, cloak, sable, guard } = game(['Forest']);
    const s = resolveStack(chooseType(cast(state, 0, cloak, [{ object: sable }]), 0, 'Island'));
    expect(keywords(s, sable)).toEqual(['islandwalk']);
    expect(oxMayBlock(s, sable, guard)).toBe(true);
    const forest = resolveStack(chooseType(cast(game(['Forest']).state, 0, cloak, [{ object: sable }]), 0, 'Forest'));
    expect(keywords(forest, sable)).toEqual(['forestwalk']);
    expect(oxMayBlock(forest, sable, guard)).toBe(false);
  });

  it('"Can affect basic or non-basic types, but it must be for a specific type. The chosen type must be an existing land type. See the glossary of the comprehensive rulebook for more details on existing land types."', () => {
    const { state, cloak, sable, guard } = game(['Island']);
    const asked = passUntil(cast(state, 0, cloak, [{ object: sable }]), (x) => x.decision?.kind === 'choose');
    const d = asked.decision;
    // exactly the land types of CR 205.3i, basic and nonbasic, one at a time
    expect(d?.kind === 'choose' && d.choice.options).toEqual(LAND_TYPES.map((label) => ({ label })));
    expect(tryApply(asked, { type: 'choose', player: 0, choice: [LAND_TYPES.length] }).ok).toBe(false);
    expect(tryApply(asked, { type: 'choose', player: 0, choice: [] }).ok).toBe(false);
    // a nonbasic type: desertwalk, which the defender's Island doesn't satisfy
    const s = resolveStack(chooseType(asked, 0, 'Desert'));
    expect(keywords(s, sable)).toEqual(['desertwalk']);
    expect(oxMayBlock(s, sable, guard)).toBe(true);
  });

  it('the choice is made however it enters: put onto the battlefield by Show and Tell, it asks what it enchants and then the type', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Island', 'Island', 'Island', 'Bronze Sable'], hand: ['Show and Tell', "Traveler's Cloak"], library: ['Forest'] }, { battlefield: ['Swamp'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = choose(s, [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.prompt).toBe('enchant');
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === sable) : -1]);
    s = resolveStack(chooseType(s, 0, 'Swamp'));
    expect(keywords(s, sable)).toEqual(['swampwalk']);
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
  });

  it('no chosen type off the battlefield: the Cloak put into the graveyard (its creature destroyed, CR 704.5m) has none', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Island', 'Island', 'Island', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ["Traveler's Cloak", 'Murder'], library: ['Forest'] }, {}],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(chooseType(cast(state, 0, ids.hand[0]![0]!, [{ object: sable }]), 0, 'Island'));
    expect(keywords(s, sable)).toEqual(['islandwalk']);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: sable }]));
    const cloak = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === "Traveler's Cloak")!;
    expect(s.objects[cloak]!.chosenLandType).toBeUndefined();
  });
});
