/**
 * The automatic payment keeps the lands whose mana could do more (CR 601.2g–h, 605.3a): generic mana
 * can be paid with mana of any type (CR 107.4b), and colorless mana pays nothing else but `{C}`
 * symbols (CR 107.4c, 106.1b), so of a Wastes and a Mountain that could both pay a generic symbol the
 * Wastes is tapped, in a cast, an activation, an X cost, and where Regal Behemoth adds mana as lands
 * are tapped (CR 605.1b). A land with another use than its mana (Throne of the High City, Rogue's
 * Passage) is tapped after the others, and of two such lands the one whose other use its player
 * could not pay for first. Last, the lands making the colors the rest of the payer's own hand asks
 * for are kept where the lands left would otherwise fall short of it, and no other player's hand is
 * read.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

/** The names of player 0's lands left untapped, in battlefield order. */
function untappedLands(state: ReadonlyGameState, lands: readonly number[]): string[] {
  return lands.filter((id) => !state.objects[id]!.tapped).map((id) => state.objects[id]!.card);
}

const LANDS = ['Island', 'Mountain', 'Mountain', 'Wastes', 'Wastes'];

describe('601.2g–h, 107.4b: generic mana is paid with the mana that could do least else', () => {
  it('casting Stormchaser Chimera ({2}{U}{R}) from an Island, two Mountains and two Wastes taps both Wastes and keeps a Mountain', () => {
    const { state, ids } = scenario({ players: [{ battlefield: LANDS, hand: ['Stormchaser Chimera'] }, {}], settings: { autoPass: 'never' } });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(after.stack).toHaveLength(1);
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Mountain']);
  });

  it("the same for Stormchaser Chimera's activated ability ({2}{U}{R}, CR 602.2b)", () => {
    const { state, ids } = scenario({ players: [{ battlefield: [...LANDS, 'Stormchaser Chimera'] }, {}], settings: { autoPass: 'never' } });
    const chimera = ids.battlefield[0]![LANDS.length]!;
    const ability = legalActions(state).find((a) => a.type === 'activate' && a.source === chimera);
    expect(ability).toBeDefined();
    const after = apply(state, ability!);
    expect(untappedLands(after, ids.battlefield[0]!.slice(0, LANDS.length))).toEqual(['Mountain']);
  });

  it('an X cost (CR 107.3): Grenzo, Dungeon Warden ({X}{B}{R}) with X = 2 taps both Wastes for X and keeps a Mountain', () => {
    const lands = ['Swamp', 'Mountain', 'Mountain', 'Wastes', 'Wastes'];
    const { state, ids } = scenario({ players: [{ battlefield: lands, hand: ['Grenzo, Dungeon Warden'] }, {}], settings: { autoPass: 'never' } });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 2 });
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Mountain']);
  });

  it("an ability whose cost has {1} and {T} (Shimmering Grotto's filter) is paid with the Wastes, not the Mountain before it", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Mountain', 'Shimmering Grotto', 'Wastes'] }, {}], settings: { autoPass: 'never' } });
    const [mountain, grotto, wastes] = ids.battlefield[0]! as [number, number, number];
    const after = apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'G' });
    expect(after.players[0]!.pool).toMatchObject({ G: 1, C: 0, R: 0 });
    expect([after.objects[mountain]!.tapped, after.objects[grotto]!.tapped, after.objects[wastes]!.tapped]).toEqual([false, true, true]);
  });

  it('a land with another use (Throne of the High City) is kept rather than a Wastes listed after it: Murder ({1}{B}{B}) taps the Swamps and the Wastes', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Swamp', 'Swamp', 'Throne of the High City', 'Wastes'], hand: ['Murder'] }, { battlefield: ['Bronze Sable'] }], settings: { autoPass: 'never' } });
    const sable = ids.battlefield[1]![0]!;
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Throne of the High City']);
  });

  it("a colorless land with another use (Rogue's Passage) is kept rather than a Plains: {2}{W} taps three Plains", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ["Rogue's Passage", 'Plains', 'Plains', 'Plains'], hand: ['Guardian Zendikon'] }, {}], settings: { autoPass: 'never' } });
    const passage = ids.battlefield[0]![0]!;
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: passage }], x: 0 });
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(["Rogue's Passage"]);
  });

  it('CR 605.1b: with Regal Behemoth (its player the monarch) the two Wastes and the mana of any color they add pay {2}{U}{R}, keeping the Island and both Mountains', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [...LANDS, 'Regal Behemoth'], hand: ['Stormchaser Chimera'] }, {}],
      monarch: 0,
      settings: { autoPass: 'never' },
    });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(after.stack).toHaveLength(1);
    expect(untappedLands(after, ids.battlefield[0]!.slice(0, LANDS.length))).toEqual(['Island', 'Mountain', 'Mountain']);
  });
});

describe('601.2g–h: among payments otherwise alike, the lands whose other uses weigh least are tapped', () => {
  it("Quicksand, whose ability costs no mana, is kept rather than Rogue's Passage, whose {4} the other lands could not pay: Courier Hawk ({1}{W}) taps the Passage", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Quicksand', "Rogue's Passage", 'Plains'], hand: ['Courier Hawk'] }, {}], settings: { autoPass: 'never' } });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(after.stack).toHaveLength(1);
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Quicksand']);
  });

  it("Shimmering Grotto, whose {1} filter the other lands could pay, is kept rather than Rogue's Passage, whose {4} they could not: Paliano Vanguard ({1}{W}) taps the Passage", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', "Rogue's Passage", 'Plains'], hand: ['Paliano Vanguard'] }, {}], settings: { autoPass: 'never' } });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Shimmering Grotto']);
  });
});

describe("601.2g–h: among payments otherwise alike, the lands making the colors the rest of the payer's own hand asks for are kept", () => {
  const LANDS_UR = ['Island', 'Mountain', 'Mountain'];

  it('with Brainstorm ({U}) in hand, Ogre Sentry ({1}{R}) cast from an Island and two Mountains taps both Mountains and keeps the Island', () => {
    const { state, ids } = scenario({ players: [{ battlefield: LANDS_UR, hand: ['Ogre Sentry', 'Brainstorm'] }, {}], settings: { autoPass: 'never' } });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(after.stack).toHaveLength(1);
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Island']);
  });

  it("another player's hand, which the payer can't look at (CR 402.3), is not read: with Brainstorm in the opponent's hand, the Island listed first pays the {1}", () => {
    const { state, ids } = scenario({ players: [{ battlefield: LANDS_UR, hand: ['Ogre Sentry'] }, { hand: ['Brainstorm'] }], settings: { autoPass: 'never' } });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(untappedLands(after, ids.battlefield[0]!)).toEqual(['Mountain']);
  });

  it("the hand's colors are kept only where the lands left would fall short: with two Murders ({1}{B}{B}) in hand, Air Servant's {2}{U} taps an Island and two of six Swamps, keeping two Islands for its next activation", () => {
    const lands = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Island', 'Island', 'Island'];
    const { state, ids } = scenario({ players: [{ battlefield: [...lands, 'Air Servant'], hand: ['Murder', 'Murder'] }, { battlefield: ['Wind Dancer'] }], settings: { autoPass: 'never' } });
    const servant = ids.battlefield[0]![lands.length]!;
    const after = apply(state, { type: 'activate', player: 0, source: servant, ability: 0, targets: [{ object: ids.battlefield[1]![0]! }], x: 0 });
    expect(untappedLands(after, ids.battlefield[0]!.slice(0, lands.length))).toEqual(['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Island', 'Island']);
  });

  it("an activation (CR 602.2b): Shimmering Grotto's {1} filter is paid with the Mountain, the Island kept for Brainstorm in hand", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Island', 'Mountain', 'Shimmering Grotto'], hand: ['Brainstorm'] }, {}], settings: { autoPass: 'never' } });
    const [island, mountain, grotto] = ids.battlefield[0]! as [number, number, number];
    const after = apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'G' });
    expect([after.objects[island]!.tapped, after.objects[mountain]!.tapped, after.objects[grotto]!.tapped]).toEqual([false, true, true]);
  });

  it('CR 605.1b: with Regal Behemoth (its player the monarch), Ember Beast ({2}{R}) taps both Mountains and their additional mana, keeping the Island for Brainstorm', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [...LANDS_UR, 'Regal Behemoth'], hand: ['Ember Beast', 'Brainstorm'] }, {}],
      monarch: 0,
      settings: { autoPass: 'never' },
    });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(after.stack).toHaveLength(1);
    expect(untappedLands(after, ids.battlefield[0]!.slice(0, LANDS_UR.length))).toEqual(['Island']);
  });
});
