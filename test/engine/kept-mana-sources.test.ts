/**
 * Mana sources kept from one objects generation to the next (`manaSources` within a kept
 * characteristics memo): after every kind of change that may change a player's sources — one of
 * their lands tapped, a land leaving or entering the battlefield, another player's land changing
 * controller, one of theirs changing controller, an effect changing control — they are the sources
 * found afresh with nothing remembered, and a change that can't (another player's land tapped)
 * leaves them as they were. While a permanent that is no candidate adds mana as lands are tapped, an
 * effect sets a land's basic land type or the command zone grants mana abilities, they are found
 * afresh; so too when the candidates are as many but others.
 */
import { describe, expect, it } from 'vitest';
import { keepCharacteristicsMemo, withCharacteristicsMemo } from '../../src/engine/characteristics.js';
import { manaSources } from '../../src/engine/costs.js';
import { addEffect, tap } from '../../src/engine/game-actions.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { moveObject } from '../../src/zones/zones.js';
import type { GameState, ObjectId } from '../../src/state/types.js';
import { permanent, setup } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** The ids of a player's sources, with the kept memo and afresh. */
function sourceIds(s: GameState, player: number): { kept: ObjectId[]; fresh: ObjectId[] } {
  const kept = withCharacteristicsMemo(s, () => manaSources(s, player).map((m) => m.id));
  return { kept, fresh: manaSources(s, player).map((m) => m.id) };
}

describe('mana sources kept from one objects generation to the next', () => {
  it('follow a land tapped, leaving, entering and changing controller, and only those changes', () => {
    const { state } = setup({ players: [{ battlefield: ['Forest', 'Mountain'], hand: ['Plains'] }, { battlefield: ['Island', 'Swamp'] }] });
    const s = mutableCopy(state);
    const [forest, mountain, island, swamp] = [permanent(s, 'Forest'), permanent(s, 'Mountain'), permanent(s, 'Island'), permanent(s, 'Swamp')];
    const plains = s.players[0]!.hand[0] as ObjectId;
    keepCharacteristicsMemo(s);
    const expectSources = (player: number, ids: ObjectId[]): void => {
      const { kept, fresh } = sourceIds(s, player);
      expect(fresh).toEqual(ids);
      expect(kept).toEqual(fresh);
    };
    expectSources(0, [forest, mountain]);
    expectSources(1, [island, swamp]);
    const kept = withCharacteristicsMemo(s, () => manaSources(s, 0));
    // another player's land tapped (its status alone): player 0's sources are the ones kept
    withCharacteristicsMemo(s, () => tap(s, swamp));
    expect(withCharacteristicsMemo(s, () => manaSources(s, 0))).toBe(kept);
    expectSources(1, [island]);
    // one of their own tapped (CR 106.1, 605.3a: a tapped land's {T} ability can't be activated)
    withCharacteristicsMemo(s, () => tap(s, mountain));
    expectSources(0, [forest]);
    // an untapped land leaves the battlefield
    withCharacteristicsMemo(s, () => moveObject(s, forest, 'graveyard', { rule: '701.8a' }));
    expectSources(0, []);
    // a land enters (CR 305.1)
    const entered = withCharacteristicsMemo(s, () => moveObject(s, plains, 'battlefield', { rule: '305.1' }));
    expectSources(0, [entered]);
    // another player's land comes under their control (CR 108.4)
    withCharacteristicsMemo(s, () => {
      mutableObject(s, island).controller = 0;
    });
    expectSources(0, [island, entered]);
    expectSources(1, []);
    // and one of theirs under another player's
    withCharacteristicsMemo(s, () => {
      mutableObject(s, entered).controller = 1;
    });
    expectSources(0, [island]);
    expectSources(1, [entered]);
    // an effect gives player 0 control of player 1's Plains (CR 613.1b)
    withCharacteristicsMemo(s, () => addEffect(s, { affected: [entered], change: { kind: 'control', player: 0 }, duration: { until: 'endOfTurn' }, source: entered, controller: 0 }));
    expectSources(0, [island, entered]);
    expectSources(1, []);
  });

  it("are found afresh while a triggered mana ability adds mana as lands are tapped: Regal Behemoth's change of controller takes its mana away", () => {
    const { state } = setup({ players: [{ battlefield: ['Forest', 'Regal Behemoth'] }, {}], monarch: 0 });
    const s = mutableCopy(state);
    const [forest, behemoth] = [permanent(s, 'Forest'), permanent(s, 'Regal Behemoth')];
    keepCharacteristicsMemo(s);
    // CR 605.1b: the additional mana of any color as the Forest is tapped, a source of its own
    const bonuses = (): (ObjectId | undefined)[] => withCharacteristicsMemo(s, () => manaSources(s, 0).map((m) => m.bonusOf));
    expect(bonuses()).toEqual([undefined, forest]);
    // the Behemoth, no mana source itself, changes controller (CR 108.4): its trigger is no longer player 0's
    withCharacteristicsMemo(s, () => {
      mutableObject(s, behemoth).controller = 1;
    });
    expect(bonuses()).toEqual([undefined]);
    expect(sourceIds(s, 0)).toEqual({ kept: [forest], fresh: [forest] });
  });

  it("are found afresh while an effect sets a land's basic land type (CR 305.7): Evolving Wilds made an Island, then tapped, is no source", () => {
    const { state } = setup({ players: [{ battlefield: ['Evolving Wilds', 'Forest'] }, {}] });
    const s = mutableCopy(state);
    const [wilds, forest] = [permanent(s, 'Evolving Wilds'), permanent(s, 'Forest')];
    keepCharacteristicsMemo(s);
    expect(sourceIds(s, 0)).toEqual({ kept: [forest], fresh: [forest] });
    // Grixis Illusionist's effect: the Wilds, whose card has no mana ability, has {T}: Add {U} (CR 305.7)
    withCharacteristicsMemo(s, () => addEffect(s, { affected: [wilds], change: { kind: 'setBasicLandType', landType: 'Island' }, duration: { until: 'endOfTurn' }, source: wilds, controller: 0 }));
    expect(sourceIds(s, 0)).toEqual({ kept: [wilds, forest], fresh: [wilds, forest] });
    // tapped (for that mana, say): no untapped source now (CR 605.3a), though no card with a mana ability changed
    withCharacteristicsMemo(s, () => tap(s, wilds));
    expect(sourceIds(s, 0)).toEqual({ kept: [forest], fresh: [forest] });
  });

  it("are found afresh while the command zone grants mana abilities: a Pillarfield Ox Secrets of Paradise names, once tapped, is no source", () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'Forest'], command: [{ card: 'Secrets of Paradise', names: ['Pillarfield Ox'] }] }, {}] });
    const s = mutableCopy(state);
    const [ox, forest] = [permanent(s, 'Pillarfield Ox'), permanent(s, 'Forest')];
    keepCharacteristicsMemo(s);
    // the Ox, whose card has no mana ability, has "{T}: Add one mana of any color" (CR 613.1f)
    expect(sourceIds(s, 0)).toEqual({ kept: [ox, forest], fresh: [ox, forest] });
    // tapped (attacking, say): its {T} ability can't be activated (CR 602.5a, 605.3a)
    withCharacteristicsMemo(s, () => tap(s, ox));
    expect(sourceIds(s, 0)).toEqual({ kept: [forest], fresh: [forest] });
  });

  it('are found afresh when a permanent with no mana ability enters and adds mana as lands are tapped (Regal Behemoth, CR 605.1b)', () => {
    const { state } = setup({ players: [{ battlefield: ['Forest'], hand: ['Regal Behemoth'] }, {}], monarch: 0 });
    const s = mutableCopy(state);
    const forest = permanent(s, 'Forest');
    const behemoth = s.players[0]!.hand[0] as ObjectId;
    keepCharacteristicsMemo(s);
    const bonuses = (): (ObjectId | undefined)[] => withCharacteristicsMemo(s, () => manaSources(s, 0).map((m) => m.bonusOf));
    expect(bonuses()).toEqual([undefined]);
    // the same candidates (the Behemoth's card has no mana ability), other zone contents
    withCharacteristicsMemo(s, () => moveObject(s, behemoth, 'battlefield', { rule: '302.1' }));
    expect(bonuses()).toEqual([undefined, forest]);
  });

  it("follow one of their lands leaving as another player's land enters: as many candidates, other ones", () => {
    const { state } = setup({ players: [{ battlefield: ['Forest', 'Mountain'] }, { hand: ['Island'] }] });
    const s = mutableCopy(state);
    const [forest, mountain] = [permanent(s, 'Forest'), permanent(s, 'Mountain')];
    const island = s.players[1]!.hand[0] as ObjectId;
    keepCharacteristicsMemo(s);
    expect(sourceIds(s, 0)).toEqual({ kept: [forest, mountain], fresh: [forest, mountain] });
    withCharacteristicsMemo(s, () => {
      moveObject(s, forest, 'graveyard', { rule: '701.8a' });
      moveObject(s, island, 'battlefield', { rule: '305.1' });
    });
    // the Forest is no source once it has left the battlefield (CR 400.7), though two candidates remain
    expect(sourceIds(s, 0)).toEqual({ kept: [mountain], fresh: [mountain] });
  });
});
