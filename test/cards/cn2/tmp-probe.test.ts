import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { attack, life, permanent, pt, setup, toBlockers } from '../helpers.js';
import { putTrigger, resolveStack } from '../helpers.js';
import type { ReadonlyGameState } from '../../../src/index.js';
function resolveAll(s: ReadonlyGameState): ReadonlyGameState {
  let x = s;
  while (x.decision?.kind === 'putTrigger') x = putTrigger(x, []);
  return resolveStack(x);
}
describe('probe', () => {
  it('ruffians + GV', () => {
    const { state } = setup({ players: [{ battlefield: ["Grenzo's Ruffians", 'Gratuitous Violence'] }, {}, {}] });
    const gr = permanent(state, "Grenzo's Ruffians");
    let s = resolveAll(attack(state, [[gr, 1]]));
    expect(pt(s, gr)).toEqual([3, 3]);
    s = resolveAll(toBlockers(s));
    while (s.turn.step !== 'main2') s = resolveAll(apply(s, { type: 'pass', player: s.decision!.player }));
    console.log(life(s, 1), life(s, 2));
  });
});
