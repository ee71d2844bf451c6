import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, expectRefused, pass, passToStep } from './helpers.js';

const LIBRARY = Array.from({ length: 10 }, () => 'Plains');

function landPlays(state: ReadonlyGameState): unknown[] {
  return legalActions(state).filter((a) => a.type === 'playLand');
}

describe('305 Lands', () => {
  it('305.1: playing a land puts it onto the battlefield without using the stack; the player keeps priority', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Forest', 'Island'] }, {}], settings: { autoPass: 'never' } });
    const forest = ids.hand[0]![0]!;
    expect(landPlays(state)).toEqual([
      { type: 'playLand', player: 0, card: forest },
      { type: 'playLand', player: 0, card: ids.hand[0]![1]! },
    ]);
    const s = apply(state, { type: 'playLand', player: 0, card: forest });
    const land = s.objects[forest]!.movedTo!;
    expect(s.battlefield).toEqual([land]);
    expect(s.objects[land]).toMatchObject({ card: 'Forest', controller: 0, zone: 'battlefield' });
    expect(s.stack).toEqual([]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(events(s, 'playLand')).toEqual([expect.objectContaining({ rule: '305.1', player: 0, card: 'Forest' })]);
  });

  it('305.2: a player may play only one land per turn', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Forest', 'Island'] }, {}], settings: { autoPass: 'never' } });
    const s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    expect(landPlays(s)).toEqual([]);
    expectRefused(s, { type: 'playLand', player: 0, card: ids.hand[0]![1]! }, 'illegal', '305.2');
    // not in the second main phase either
    const main2 = passToStep(s, 'main2');
    expect(main2.turn.number).toBe(2);
    expectRefused(main2, { type: 'playLand', player: 0, card: ids.hand[0]![1]! }, 'illegal', '305.2');
  });

  it('305.2: the land play comes back in the player\'s next turn', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Forest', 'Island'], library: LIBRARY }, { library: LIBRARY }], settings: { autoPass: 'never' } });
    let s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    s = passToStep(s, 'main1', 4);
    expect(s.turn.active).toBe(0);
    s = apply(s, { type: 'playLand', player: 0, card: ids.hand[0]![1]! });
    expect(s.battlefield).toHaveLength(2);
  });

  it('305.1: a land is played only in the player\'s own main phase', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Forest'] }, { hand: ['Island'] }], settings: { autoPass: 'never' } });
    // the other player has priority in this main phase, but it is not their turn
    const p1 = pass(state);
    expect(p1.decision).toEqual({ kind: 'priority', player: 1 });
    expect(landPlays(p1)).toEqual([]);
    expectRefused(p1, { type: 'playLand', player: 1, card: ids.hand[1]![0]! }, 'illegal', '305.1');
    // not in the beginning of combat
    const combat = passToStep(state, 'beginCombat');
    expect(combat.decision).toEqual({ kind: 'priority', player: 0 });
    expect(landPlays(combat)).toEqual([]);
    expectRefused(combat, { type: 'playLand', player: 0, card: ids.hand[0]![0]! }, 'illegal', '305.1');
    // but in the second main phase
    const main2 = passToStep(state, 'main2');
    expect(landPlays(main2)).toHaveLength(1);
  });

  it('305.1: a land is not played in the beginning phase, though the player has priority there', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Forest'], library: LIBRARY }, {}], step: 'upkeep', settings: { autoPass: 'never' } });
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    expectRefused(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! }, 'illegal', '305.1');
    const s = passToStep(state, 'main1');
    expect(apply(s, { type: 'playLand', player: 0, card: ids.hand[0]![0]! }).battlefield).toHaveLength(1);
  });

  it('305.1: a land is played only while the stack is empty', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Forest', 'Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: LIBRARY }, {}],
      settings: { autoPass: 'never' },
    });
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0 });
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(landPlays(s)).toEqual([]);
    expectRefused(s, { type: 'playLand', player: 0, card: ids.hand[0]![0]! }, 'illegal', '305.1');
  });

  it('305.1: a card that is not in the player\'s hand cannot be played', () => {
    const { state, ids } = scenario({ players: [{ graveyard: ['Forest'] }, { hand: ['Island'] }], settings: { autoPass: 'never' } });
    expectRefused(state, { type: 'playLand', player: 0, card: ids.graveyard[0]![0]! }, 'illegal', '305.1');
    expectRefused(state, { type: 'playLand', player: 0, card: ids.hand[1]![0]! }, 'illegal', '305.1');
  });
});
