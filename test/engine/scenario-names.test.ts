/**
 * `scenario` (paliano/testing) reads card names as `createGame` reads a deck's (ignoring case,
 * spacing, curly quotes and accents; README, "Deck lists"), so a puzzle written by hand names its
 * cards as a deck list does; a name of no card is refused with the nearest names, what is no text as
 * malformed.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';

describe('scenario: card names', () => {
  it('a name written as createGame reads it is the card, in every zone', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['forest', { card: 'bronze  sable', tapped: true }], hand: ['grenzo’s ruffians'], library: ['ISLAND'], graveyard: ['flame slash'], exile: ['divination'], sideboard: ['plains'], command: [{ card: 'double stroke', faceDown: true, names: ['Flame Slash'] }] },
        {},
      ],
    });
    const card = (id: number) => state.objects[id]!.card;
    expect(ids.battlefield[0]!.map(card)).toEqual(['Forest', 'Bronze Sable']);
    expect(ids.hand[0]!.map(card)).toEqual(["Grenzo's Ruffians"]);
    expect(ids.graveyard[0]!.map(card)).toEqual(['Flame Slash']);
    expect(ids.command[0]!.map(card)).toEqual(['Double Stroke']);
    expect(state.players[0]!.library.map(card)).toEqual(['Island']);
    expect(state.exile.map(card)).toEqual(['Divination']);
    expect(state.players[0]!.sideboard.map(card)).toEqual(['Plains']);
    expect(createGame({ players: [{ deck: Array(40).fill('bronze  sable') }, { deck: Array(40).fill('forest') }], seed: 1 }).objects[0]!.card).toBe('Bronze Sable');
  });

  it('a name of no card is refused with the nearest names; what is no text is malformed', () => {
    expect(refusal(() => scenario({ players: [{ hand: ['Bronze Sabel'] }, {}] }))).toMatchObject({ code: 'unknownCard', message: 'the engine does not implement "Bronze Sabel"; did you mean Bronze Sable?' });
    expect(refusal(() => scenario({ players: [{ battlefield: [5 as never] }, {}] }))).toMatchObject({ code: 'malformed', message: 'a card name must be text, not 5' });
  });
});

describe('scenario: what no game could hold is refused, as a saved game holding it is', () => {
  const refused = (spec: unknown): string => {
    const e = refusal(() => scenario(spec as never));
    expect(e.code).toBe('malformed');
    return e.message;
  };

  it('life, counters, damage, a controller, a turn and a step out of range are malformed, not built into a state deserialize refuses', () => {
    expect(refused({ players: [{ life: Number.NaN }, {}] })).toBe('player 0: life must be a whole number, not NaN');
    expect(refused({ players: [{ life: 1.5 }, {}] })).toMatch(/^player 0: life must be a whole number/);
    expect(refused({ players: [{ counters: { poison: 1.5 } }, {}] })).toMatch(/^player 0: counters\.poison must be a whole number of at least 0/);
    expect(refused({ players: [{ counters: JSON.parse('{"__proto__": 3}') }, {}] })).toMatch(/prototype key names no kind of counter \(CR 122\.1\)/);
    expect(refused({ players: [{ battlefield: [{ card: 'Bronze Sable', counters: { '+1/+1': -2 } }] }, {}] })).toMatch(/^player 0: Bronze Sable: counters\.\+1\/\+1 must be a whole number of at least 0/);
    expect(refused({ players: [{ battlefield: [{ card: 'Bronze Sable', damage: -3 }] }, {}] })).toMatch(/^player 0: Bronze Sable: damage must be a whole number of at least 0/);
    expect(refused({ players: [{ battlefield: [{ card: 'Bronze Sable', controller: 9 }] }, {}] })).toBe('player 0: Bronze Sable: controller must be a seat of the game, not 9');
    expect(refused({ players: [{}, {}], turn: 0 })).toMatch(/^turn must be a whole number of at least 1/);
    expect(refused({ players: [{}, {}], step: 'combatDamage' })).toMatch(/^a scenario starts in one of the steps/);
    expect(refused({ players: [{}, {}], step: 'teatime' })).toMatch(/^a scenario starts in one of the steps/);
  });

  it('a board in range builds, with its values', () => {
    const { state, ids } = scenario({ players: [{ life: -2, counters: { poison: 3 }, battlefield: [{ card: 'Bronze Sable', damage: 1, counters: { '+1/+1': 2 }, controller: 1 }] }, {}], turn: 1, step: 'end' });
    expect(state.players[0]).toMatchObject({ counters: { poison: 3 } });
    expect(state.objects[ids.battlefield[0]![0]!]).toMatchObject({ damage: 1, counters: { '+1/+1': 2 }, controller: 1 });
  });
});
