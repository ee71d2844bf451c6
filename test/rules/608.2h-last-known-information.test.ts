import { describe, expect, it } from 'vitest';
import { apply, legalActions, type PutTriggerAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { pass, passUntil } from './helpers.js';

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

/** Resolves the top of the stack (both players pass). */
function resolve(s: ReadonlyGameState): ReadonlyGameState {
  return pass(pass(s));
}

describe('608.2h an ability of a source that left uses its last known information', () => {
  it('608.2h, 702.15b: Pitchburn Devils, given lifelink and then destroyed, deals its dying damage with lifelink', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Moment of Heroism', 'Murder'], battlefield: ['Pitchburn Devils', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp'], library: LIBRARY },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const devils = ids.battlefield[0]![0]!;
    const [moment, murder] = ids.hand[0]!;
    let s = resolve(apply(state, { type: 'cast', player: 0, card: moment!, targets: [{ object: devils }], x: 0 }));
    s = resolve(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: devils }], x: 0 }));
    expect(s.battlefield).not.toContain(devils);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    const atOpponent = (legalActions(s) as PutTriggerAction[]).find((a) => a.targets.length === 1 && 'player' in a.targets[0]! && a.targets[0].player === 1)!;
    s = passUntil(apply(s, atOpponent), (x) => x.stack.length === 0);
    expect(s.players[1]!.life).toBe(17);
    // it had lifelink as it last existed on the battlefield: its controller gains the life
    expect(s.players[0]!.life).toBe(23);
  });

  it('608.2h, 702.2b: Pitchburn Devils, given deathtouch and then destroyed, destroys the creature its dying damage is dealt to', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Lace with Moonglove', 'Murder'], battlefield: ['Pitchburn Devils', 'Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp'], library: LIBRARY },
        { battlefield: ['Pillarfield Ox'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const devils = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[1]![0]!;
    const [lace, murder] = ids.hand[0]!;
    let s = resolve(apply(state, { type: 'cast', player: 0, card: lace!, targets: [{ object: devils }], x: 0 }));
    s = resolve(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: devils }], x: 0 }));
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    s = passUntil(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ox }] }), (x) => x.stack.length === 0);
    // 3 damage to a 2/4: only deathtouch, which the Devils had as they last existed, destroys it
    expect(s.battlefield).not.toContain(ox);
  });
});

