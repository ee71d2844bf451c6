import { describe, expect, it } from 'vitest';
import { apply, characteristics } from '../../src/index.js';
import { activate, names, permanent, permanents, resolveStack, setup } from '../cards/helpers.js';

const GRENZO = 'Grenzo, Dungeon Warden';

/**
 * CR 604.3: "Characteristic-defining abilities function in all zones." Psychosis Crawler's "power and
 * toughness are each equal to the number of cards in your hand" defines them in the library, the
 * graveyard and the hand too, not only on the battlefield.
 */
describe('604.3 a characteristic-defining ability functions in all zones', () => {
  it('Psychosis Crawler in the hand and the graveyard has the power and toughness its ability defines', () => {
    const { state, ids } = setup({ players: [{ hand: ['Psychosis Crawler', 'Island', 'Island'], graveyard: ['Psychosis Crawler'] }, {}] });
    // "your hand": its owner's, whose hand holds three cards
    expect([characteristics(state, ids.hand[0]![0]!).power, characteristics(state, ids.hand[0]![0]!).toughness]).toEqual([3, 3]);
    expect([characteristics(state, ids.graveyard[0]![0]!).power, characteristics(state, ids.graveyard[0]![0]!).toughness]).toEqual([3, 3]);
  });

  it("Grenzo, Dungeon Warden compares the milled Psychosis Crawler's power in the graveyard: with three cards in hand it is 3, more than Grenzo's 2", () => {
    const { state } = setup({ players: [{ battlefield: [GRENZO, 'Forest', 'Forest'], hand: ['Island', 'Island', 'Island'], library: ['Psychosis Crawler'] }, {}] });
    const s = resolveStack(activate(state, 0, permanents(state, GRENZO)[0]!, 0));
    expect(permanents(s, 'Psychosis Crawler')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Psychosis Crawler']);
  });

  it('with one card in hand the Crawler is 1/1 in the graveyard, and Grenzo puts it onto the battlefield', () => {
    const { state } = setup({ players: [{ battlefield: [GRENZO, 'Forest', 'Forest'], hand: ['Island'], library: ['Psychosis Crawler'] }, {}] });
    const s = resolveStack(activate(state, 0, permanents(state, GRENZO)[0]!, 0));
    expect(permanents(s, 'Psychosis Crawler')).toHaveLength(1);
  });

  it("the last known information of a Psychosis Crawler sacrificed to Altar of Dementia has the power its ability defines (CR 608.2h): with three cards in hand, three cards are milled", () => {
    const { state } = setup({
      players: [{ battlefield: ['Altar of Dementia', 'Psychosis Crawler'], hand: ['Island', 'Island', 'Island'] }, { library: ['Wastes', 'Island', 'Plains', 'Swamp', 'Forest'] }],
    });
    const crawler = permanent(state, 'Psychosis Crawler');
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: crawler }));
    expect(names(s, 0, 'graveyard')).toEqual(['Psychosis Crawler']);
    expect(names(s, 1, 'graveyard')).toEqual(['Wastes', 'Island', 'Plains']);
  });
});
