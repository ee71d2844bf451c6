import { describe, expect, it } from 'vitest';
import { characteristics, legalActions, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { activate, cast, castAndResolve, events, exiled, keywords, names, passToPlayer, permanent, pt, resolveStack, setup } from '../helpers.js';

const MANA = ['Island', 'Swamp', 'Swamp', 'Island', 'Swamp', 'Swamp', 'Island', 'Swamp', 'Swamp', 'Forest'];

/** The graveyard card of `player` named `card`. */
function inGraveyard(state: ReadonlyGameState, player: number, card: string): ObjectId {
  return state.players[player]!.graveyard.find((id) => state.objects[id]!.card === card)!;
}

/** The abilities player 0 may activate from `source`, by index. */
function abilityIndexes(state: ReadonlyGameState, source: ObjectId): number[] {
  return [...new Set(legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === source ? [a.ability] : [])))].sort();
}

describe('Dimir Doppelganger', () => {
  it('{1}{U}{B}: Exile target creature card from a graveyard. Dimir Doppelganger becomes a copy of that card, except it has this ability (CR 707.9a)', () => {
    const { state } = setup({ players: [{ battlefield: [...MANA, 'Dimir Doppelganger'] }, { graveyard: ['Lizard Warrior', 'Bronze Sable'] }] });
    const dd = permanent(state, 'Dimir Doppelganger');
    expect(pt(state, dd)).toEqual([0, 2]);
    const s = resolveStack(activate(state, 0, dd, 0, [{ object: inGraveyard(state, 1, 'Lizard Warrior') }]));
    expect(exiled(s)).toEqual(['Lizard Warrior']);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(characteristics(s, dd).name).toBe('Lizard Warrior');
    expect(pt(s, dd)).toEqual([4, 2]);
    expect(events(s, 'becomeCopy')).toEqual([expect.objectContaining({ rule: '707.2', object: dd, card: 'Lizard Warrior' })]);
    // it keeps this ability: the only one it has as a Lizard Warrior
    expect(abilityIndexes(s, dd)).toEqual([0]);
  });

  it('CR 707.2, 614.9: become a copy of Protector of the Crown, it has "All damage that would be dealt to you is dealt to Protector of the Crown instead": Brimstone Volley\'s 3 damage to its controller is dealt to it', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...MANA, 'Dimir Doppelganger'], graveyard: ['Protector of the Crown'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }] });
    const dd = permanent(state, 'Dimir Doppelganger');
    let s = resolveStack(activate(state, 0, dd, 0, [{ object: inGraveyard(state, 0, 'Protector of the Crown') }]));
    expect(characteristics(s, dd).name).toBe('Protector of the Crown');
    s = castAndResolve(passToPlayer(s, 1), 1, ids.hand[1]![0]!, [{ player: 0 }]);
    expect(s.players[0]!.life).toBe(20);
    expect(s.objects[dd]!.damage).toBe(3);
    expect(events(s, 'redirectDamage')).toEqual([expect.objectContaining({ rule: '614.9', toPlayer: 0, to: dd, amount: 3 })]);
  });

  it('"This creature becomes an exact copy of a copied card, except that it also has Dimir Doppelganger’s activated ability. If it becomes a copy of a different creature card, the new copy will overwrite the old copy."', () => {
    const { state } = setup({ players: [{ battlefield: [...MANA, 'Dimir Doppelganger'], graveyard: ['Typhoid Rats', 'Spiritmonger', 'Bronze Sable'] }, {}] });
    const dd = permanent(state, 'Dimir Doppelganger');
    let s = resolveStack(activate(state, 0, dd, 0, [{ object: inGraveyard(state, 0, 'Typhoid Rats') }]));
    expect(keywords(s, dd)).toEqual(['deathtouch']);
    s = resolveStack(activate(s, 0, dd, 0, [{ object: inGraveyard(s, 0, 'Spiritmonger') }]));
    expect(characteristics(s, dd).name).toBe('Spiritmonger');
    expect(pt(s, dd)).toEqual([6, 6]);
    expect(keywords(s, dd)).toEqual([]);
    expect(exiled(s).sort()).toEqual(['Spiritmonger', 'Typhoid Rats']);
    expect(characteristics(s, dd).colors).toEqual(['B', 'G']);
    // Spiritmonger's own two activated abilities ({B}: regenerate; {G}: a color), then Dimir Doppelganger's
    expect(abilityIndexes(s, dd)).toEqual([0, 1, 2]);
    s = resolveStack(activate(s, 0, dd, 2, [{ object: inGraveyard(s, 0, 'Bronze Sable') }]));
    expect(characteristics(s, dd).name).toBe('Bronze Sable');
  });

  it('CR 614.1c: becoming a copy of Academy Elite is no entering, so its "enters with X +1/+1 counters" gives it none: a 0/0, it dies (704.5f)', () => {
    const { state } = setup({ players: [{ battlefield: [...MANA, 'Dimir Doppelganger'], graveyard: ['Divination'] }, { graveyard: ['Academy Elite', 'Murder'] }] });
    const dd = permanent(state, 'Dimir Doppelganger');
    const s = resolveStack(activate(state, 0, dd, 0, [{ object: inGraveyard(state, 1, 'Academy Elite') }]));
    expect(exiled(s)).toEqual(['Academy Elite']);
    expect(events(s, 'stateBasedAction')).toContainEqual(expect.objectContaining({ rule: '704.5f', object: dd }));
    expect(names(s, 0, 'graveyard')).toEqual(['Divination', 'Dimir Doppelganger']);
  });

  it('CR 701.37b: monstrous is a designation of the permanent, kept as it becomes a copy of another card: monstrous as a Sinuous Vermin, then a copy of Hundred-Handed One, it has reach', () => {
    const { state } = setup({ players: [{ battlefield: [...MANA, ...MANA, 'Dimir Doppelganger'] }, { graveyard: ['Sinuous Vermin', 'Hundred-Handed One'] }] });
    const dd = permanent(state, 'Dimir Doppelganger');
    let s = resolveStack(activate(state, 0, dd, 0, [{ object: inGraveyard(state, 1, 'Sinuous Vermin') }]));
    // the copied monstrosity ability first, then the Doppelganger's own (CR 707.9a)
    s = resolveStack(activate(s, 0, dd, 0));
    expect(s.objects[dd]!.monstrous).toBe(true);
    expect(keywords(s, dd)).toEqual(['menace']);
    s = resolveStack(activate(s, 0, dd, 1, [{ object: inGraveyard(s, 1, 'Hundred-Handed One') }]));
    expect(characteristics(s, dd).name).toBe('Hundred-Handed One');
    expect(s.objects[dd]!.monstrous).toBe(true);
    expect(pt(s, dd)).toEqual([6, 8]);
    expect(keywords(s, dd)).toEqual(['vigilance', 'reach']);
  });

  it('the target gone before it resolves: nothing is exiled and it stays what it was', () => {
    const { state } = setup({ players: [{ battlefield: [...MANA, 'Dimir Doppelganger', 'Dimir Doppelganger'] }, { graveyard: ['Lizard Warrior'] }] });
    const [a, b] = state.battlefield.filter((id) => state.objects[id]!.card === 'Dimir Doppelganger');
    const lizard = inGraveyard(state, 1, 'Lizard Warrior');
    let s = activate(state, 0, a!, 0, [{ object: lizard }]);
    s = resolveStack(activate(s, 0, b!, 0, [{ object: lizard }]));
    expect(characteristics(s, b!).name).toBe('Lizard Warrior');
    expect(characteristics(s, a!).name).toBe('Dimir Doppelganger');
    expect(exiled(s)).toEqual(['Lizard Warrior']);
  });

  it('CR 608.2b: Dimir Doppelganger gone before its ability resolves, the target card is still exiled', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...MANA, 'Mountain', 'Mountain', 'Mountain', 'Dimir Doppelganger'], hand: ['Brimstone Volley'] }, { graveyard: ['Lizard Warrior'] }] });
    const dd = permanent(state, 'Dimir Doppelganger');
    let s = activate(state, 0, dd, 0, [{ object: inGraveyard(state, 1, 'Lizard Warrior') }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: dd }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Brimstone Volley', 'Dimir Doppelganger']);
    expect(exiled(s)).toEqual(['Lizard Warrior']);
  });

  // "A permanent’s ability that refers to cards the creature exiled … only affects cards exiled by
  // other abilities intrinsic to that permanent": no card of CNS or CN2 has an ability that refers to
  // cards "it" exiled, so this ruling cannot arise in a game the engine plays.
});
