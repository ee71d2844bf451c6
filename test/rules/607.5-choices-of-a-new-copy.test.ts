/**
 * CR 607.5, 607.5a: abilities a permanent gets from a copy effect are linked to each other only. A
 * permanent that becomes a copy of Sanctum Prelate while on the battlefield (Dimir Doppelganger,
 * Volatile Chimera, CR 707.4) had no number chosen for its "as enters" ability, and one that entered
 * as a Sanctum Prelate and chose a number, then becomes a copy of another Sanctum Prelate, has no
 * number chosen for the new pair of abilities: "the chosen number" is undefined, and that part of
 * the ability does nothing. Every check goes through the public API.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, legalActions, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { activate, cast, choose, events, passUntil, permanent, resolveStack, setup } from '../cards/helpers.js';

/** Whether `player` may cast `card` now (the listing offers it). */
const castable = (state: ReadonlyGameState, player: number, card: ObjectId): boolean => legalActions(state).some((a) => a.type === 'cast' && a.card === card);

/** Casts Stunt Double (`double`) as a copy of `copied` and chooses the number `n` for the copied Sanctum Prelate; resolves the stack. */
function doubleAsPrelate(state: ReadonlyGameState, double: ObjectId, copied: ObjectId, n: number): ReadonlyGameState {
  let s = passUntil(cast(state, 0, double), (x) => x.decision?.kind === 'choose');
  let d = s.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'copy') throw new Error('expected the copy choice');
  s = passUntil(choose(s, [d.choice.options.findIndex((o) => 'object' in o && o.object === copied)]), (x) => x.decision?.kind === 'choose');
  d = s.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'chooseNumber') throw new Error('expected the choice of a number');
  return resolveStack(choose(s, [d.choice.options.findIndex((o) => 'label' in o && o.label === String(n))]));
}

/** The Stunt Double on the battlefield (named as what it copies). */
const stuntDouble = (s: ReadonlyGameState): ObjectId => s.battlefield.find((id) => s.objects[id]!.card === 'Stunt Double')!;

const ISLANDS = Array<string>(9).fill('Island');

describe('607.5a a choice made for abilities an earlier copy effect gave is undefined for the abilities of a new one', () => {
  it('Dimir Doppelganger becomes Sanctum Prelate: no number chosen, nothing forbidden; a Stunt Double copying it chooses 1 (707.9a: it has the Doppelganger\'s ability too), then becomes a copy of another Sanctum Prelate card: 1 is no longer chosen', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...ISLANDS, ...Array<string>(5).fill('Swamp'), 'Mountain', 'Mountain', 'Dimir Doppelganger'], hand: ['Stunt Double', 'Flame Slash'], graveyard: ['Sanctum Prelate', 'Sanctum Prelate'] }, {}],
    });
    const dd = permanent(state, 'Dimir Doppelganger');
    const [first, second] = state.players[0]!.graveyard as [ObjectId, ObjectId];
    const [double, slash] = ids.hand[0]! as [ObjectId, ObjectId];
    let s = resolveStack(activate(state, 0, dd, 0, [{ object: first }]));
    expect(characteristics(s, dd).name).toBe('Sanctum Prelate');
    expect(s.objects[dd]!.chosenNumber).toBeUndefined();
    // Flame Slash has mana value 1: the Doppelganger's Prelate forbids no number
    expect(castable(s, 0, slash)).toBe(true);
    s = doubleAsPrelate(s, double, dd, 1);
    const copy = stuntDouble(s);
    expect(s.objects[copy]!.chosenNumber).toBe(1);
    expect(castable(s, 0, slash)).toBe(false);
    // the Doppelganger's ability, part of the copy's copiable values, makes it a copy of the other card
    s = resolveStack(activate(s, 0, copy, 0, [{ object: second }]));
    expect(characteristics(s, copy).name).toBe('Sanctum Prelate');
    expect(s.objects[copy]!.chosenNumber).toBeUndefined();
    expect(events(s, 'choiceUndefined')).toEqual([expect.objectContaining({ rule: '607.5a', player: 0, object: copy, card: 'Stunt Double', detail: '1' })]);
    expect(castable(s, 0, slash)).toBe(true);
  });

  it('Volatile Chimera: a Stunt Double that entered as a copy of the Chimera made a Sanctum Prelate chose 2; the Chimera\'s ability makes it a copy of a Sanctum Prelate card again, and 2 is no longer chosen', () => {
    const { state, ids } = setup({
      players: [{
        battlefield: [...ISLANDS, ...Array<string>(4).fill('Mountain'), 'Volatile Chimera'],
        hand: ['Stunt Double', 'Twin Bolt'],
        exiledWith: { 'Volatile Chimera': ['Sanctum Prelate', 'Sanctum Prelate', 'Sanctum Prelate'] },
      }, {}],
    });
    const chimera = permanent(state, 'Volatile Chimera');
    const [double, bolt] = ids.hand[0]! as [ObjectId, ObjectId];
    let s = resolveStack(activate(state, 0, chimera, 0));
    expect(characteristics(s, chimera).name).toBe('Sanctum Prelate');
    expect(castable(s, 0, bolt)).toBe(true);
    s = doubleAsPrelate(s, double, chimera, 2);
    const copy = stuntDouble(s);
    // Twin Bolt has mana value 2
    expect(castable(s, 0, bolt)).toBe(false);
    s = resolveStack(activate(s, 0, copy, 0));
    expect(characteristics(s, copy).name).toBe('Sanctum Prelate');
    expect(events(s, 'becomeCopy').at(-1)).toMatchObject({ object: copy, card: 'Sanctum Prelate' });
    expect(events(s, 'choiceUndefined')).toEqual([expect.objectContaining({ rule: '607.5a', object: copy, detail: '2' })]);
    expect(castable(s, 0, bolt)).toBe(true);
  });
});
