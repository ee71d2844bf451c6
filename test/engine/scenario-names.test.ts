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
