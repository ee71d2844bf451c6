/**
 * CR 613.7: within a layer, effects apply in timestamp order; a static ability's effect has its
 * source's timestamp (613.7a), and an Aura receives a new one as it becomes attached (613.7e). Dread
 * Statuary ("{4}: Dread Statuary becomes a 4/2 Golem artifact creature until end of turn. It's still a
 * land."), Boldwyr Intimidator ("{R}: Target creature becomes a Coward until end of turn.") and
 * Guardian Zendikon ("Enchanted land is a 2/6 white Wall creature with defender. It's still a land.")
 * all change the same land in layers 4 and 7b.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { activate, castAndResolve, pt, resolveStack, setup } from '../cards/helpers.js';

function board(): { state: ReadonlyGameState; statuary: ObjectId; boldwyr: ObjectId; zendikon: ObjectId } {
  const lands = ['Mountain', 'Plains', 'Plains', 'Plains', 'Plains', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];
  const { state, ids } = setup({ players: [{ battlefield: ['Dread Statuary', 'Boldwyr Intimidator', ...lands], hand: ['Guardian Zendikon'] }, {}] });
  const [statuary, boldwyr] = ids.battlefield[0]!;
  return { state, statuary: statuary!, boldwyr: boldwyr!, zendikon: ids.hand[0]![0]! };
}

/** Taps untapped lands named `land` for mana, `n` of them. */
function tapFor(state: ReadonlyGameState, land: string, n: number): ReadonlyGameState {
  let s = state;
  const untapped = s.battlefield.filter((id) => s.objects[id]!.card === land && !s.objects[id]!.tapped).slice(0, n);
  for (const id of untapped) s = activate(s, 0, id, 0);
  return s;
}

/** Dread Statuary's "{4}: becomes a 4/2 Golem artifact creature", paid with the Wastes. */
function animate(state: ReadonlyGameState, statuary: ObjectId): ReadonlyGameState {
  return resolveStack(activate(tapFor(state, 'Wastes', 4), 0, statuary, 1));
}

/** Boldwyr Intimidator's "{R}: Target creature becomes a Coward", paid with the Mountain. */
function coward(state: ReadonlyGameState, boldwyr: ObjectId, target: ObjectId): ReadonlyGameState {
  return resolveStack(activate(tapFor(state, 'Mountain', 1), 0, boldwyr, 0, [{ object: target }]));
}

describe('613.7 timestamp order within layers 4 and 7b', () => {
  it('the Golem made a Coward, then enchanted with Guardian Zendikon: the later Aura adds Wall to Coward and sets 2/6 over 4/2', () => {
    const { state, statuary, boldwyr, zendikon } = board();
    let s = animate(state, statuary);
    expect(characteristics(s, statuary).subtypes).toEqual(['Golem']);
    s = coward(s, boldwyr, statuary);
    expect(characteristics(s, statuary).subtypes).toEqual(['Coward']);
    s = castAndResolve(tapFor(s, 'Plains', 3), 0, zendikon, [{ object: statuary }]);
    expect(characteristics(s, statuary).subtypes).toEqual(['Coward', 'Wall']);
    expect(pt(s, statuary)).toEqual([2, 6]);
    expect(characteristics(s, statuary).colors).toEqual(['W']);
  });

  it('enchanted first, then animated and made a Coward: the later effects win (4/2, Coward only), the Aura\'s color and defender stay', () => {
    const { state, statuary, boldwyr, zendikon } = board();
    let s = castAndResolve(tapFor(state, 'Plains', 3), 0, zendikon, [{ object: statuary }]);
    expect(pt(s, statuary)).toEqual([2, 6]);
    s = animate(s, statuary);
    expect(pt(s, statuary)).toEqual([4, 2]);
    expect(characteristics(s, statuary).subtypes).toEqual(['Wall', 'Golem']);
    s = coward(s, boldwyr, statuary);
    expect(characteristics(s, statuary).subtypes).toEqual(['Coward']);
    expect(characteristics(s, statuary).colors).toEqual(['W']);
    expect(characteristics(s, statuary).keywords).toEqual(['defender']);
  });
});
