/**
 * Objects found by a feature of their card (src/engine/card-features.ts): kept while the battlefield
 * and the command zone hold the same cards, and found again when an object comes or goes, ceases to
 * exist, or becomes a copy of another card.
 */
import { describe, expect, it } from 'vitest';
import { objectsWithFeature, staticOfKind } from '../../src/engine/card-features.js';
import { keepCharacteristicsMemo, withCharacteristicsMemo } from '../../src/engine/characteristics.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import type { ObjectId } from '../../src/index.js';
import { ceaseToExist, moveObject, zoneContentsChanged } from '../../src/zones/zones.js';
import { permanent, setup } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

describe('objects found by a feature of their card', () => {
  it('follow the battlefield as permanents enter, leave and become copies, between kept scopes', () => {
    const { state } = setup({ players: [{ battlefield: ['Platinum Angel', 'Wastes'], hand: ['Platinum Angel'] }, {}] });
    const s = mutableCopy(state);
    keepCharacteristicsMemo(s);
    const cantLose = staticOfKind('cantLoseGame');
    const found = (): ObjectId[] => withCharacteristicsMemo(s, () => [...objectsWithFeature(s, 'battlefield', cantLose)]);
    const first = permanent(s, 'Platinum Angel');
    expect(found()).toEqual([first]);
    // a second one enters, moved by the rules code (CR 400.7: a new object)
    const second = withCharacteristicsMemo(s, () => moveObject(s, s.players[0]!.hand[0]!, 'battlefield', { rule: '305.1' }));
    expect(found()).toEqual([first, second]);
    // the first leaves the game entirely
    withCharacteristicsMemo(s, () => ceaseToExist(s, first));
    expect(found()).toEqual([second]);
    // the second becomes a copy of a card without the ability (CR 707.2), as Volatile Chimera's effect says
    withCharacteristicsMemo(s, () => {
      mutableObject(s, second).copyOf = { card: 'Wastes', keywords: [] };
      zoneContentsChanged(s);
    });
    expect(found()).toEqual([]);
  });

  it('outside a scope are found by a scan of the zone', () => {
    const { state } = setup({ players: [{ battlefield: ['Wastes', 'Platinum Angel'] }, {}] });
    const s = mutableCopy(state);
    expect(objectsWithFeature(s, 'battlefield', staticOfKind('cantLoseGame'))).toEqual([permanent(s, 'Platinum Angel')]);
    expect(objectsWithFeature(s, 'command', staticOfKind('cantLoseGame'))).toEqual([]);
  });
});
