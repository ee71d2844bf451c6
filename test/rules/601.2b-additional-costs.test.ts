import { describe, expect, it } from 'vitest';
import { apply, legalActions, type CastAction } from '../../src/index.js';
import { exiled, expectRefused, names, setup } from '../cards/helpers.js';

const YARD = ['Forest', 'Island', 'Murder', 'Plains', 'Mountain', 'Swamp', 'Wastes', 'Divination', 'Bronze Sable', 'Wild Griffin', 'Ogre Sentry'];

describe('601.2b additional costs', () => {
  it('601.2b: "exile X cards from your graveyard" is listed for an X above ten, naming X cards of the graveyard', () => {
    const swamps = Array.from({ length: 12 }, () => 'Swamp');
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Skeletal Scrying'], graveyard: YARD }, {}] });
    const card = ids.hand[0]![0]!;
    const eleven = legalActions(state).filter((a): a is CastAction => a.type === 'cast' && a.card === card && a.x === 11);
    expect(eleven.map((a) => a.exileFromGraveyard)).toEqual([ids.graveyard[0]]);
  });

  it('601.2b: a spell whose additional cost exiles cards from the graveyard takes no sacrifice or discard besides', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Bronze Sable'], hand: ['Skeletal Scrying', 'Murder'], graveyard: ['Forest'] }, {}] });
    const [card, murder] = ids.hand[0]!;
    const base = { type: 'cast' as const, player: 0, card: card!, targets: [], x: 1, exileFromGraveyard: [ids.graveyard[0]![0]!] };
    expectRefused(state, { ...base, sacrifice: ids.battlefield[0]![2]! }, 'malformed', '601.2b');
    expectRefused(state, { ...base, discard: murder! }, 'malformed', '601.2b');
  });

  it('601.2b: "exile X cards" names exactly X cards, not one of them twice over', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp'], hand: ['Skeletal Scrying'], graveyard: ['Forest', 'Island'] }, {}] });
    const [forest] = ids.graveyard[0]!;
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 1, exileFromGraveyard: [forest!, forest!] }, 'illegal', '601.2b');
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 1, exileFromGraveyard: [forest!] });
    expect(exiled(s)).toEqual(['Forest']);
    expect(names(s, 0, 'graveyard')).toEqual(['Island']);
  });

  it('601.2b: a spell without that additional cost exiles no cards from the graveyard as a cost', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], graveyard: ['Forest'] }, {}] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, exileFromGraveyard: [ids.graveyard[0]![0]!] }, 'malformed', '601.2b');
  });

  it('601.2g-h: mana abilities are activated before the costs are paid, so the creature sacrificed may first be tapped for mana', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Elvish Aberration'], hand: ["Altar's Reap"], library: ['Wastes', 'Wastes'] }, {}] });
    const aberration = ids.battlefield[0]![1]!;
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, sacrifice: aberration });
    expect(names(s, 0, 'graveyard')).toEqual(['Elvish Aberration']);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(["Altar's Reap"]);
  });
});
