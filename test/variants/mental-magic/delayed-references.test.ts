/**
 * AMM 2e, 2f: a delayed triggered ability refers to the card it will return, so the card does not
 * cease to exist while the ability waits — in a graveyard ("UNLESS they're being referenced by
 * something on the stack OR a delayed triggered ability") or in exile ("UNLESS they're being
 * referenced by ANYTHING").
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { gameWithHands, pass, play, withPermanents } from './helpers.js';

/** Passes until the turn reaches a step (in the current turn), answering other decisions with their first option. */
function passTo(s: ReadonlyGameState, step: string): ReadonlyGameState {
  let x = s;
  const turn = x.turn.number;
  for (let i = 0; i < 60 && !(x.turn.step === step && x.turn.number === turn); i++) x = pass(x);
  return x;
}

describe('AMM 2e, 2f: cards a delayed triggered ability refers to stay', () => {
  it('2f: Glimmerpoint Stag exiles a creature; it stays in exile and returns at the beginning of the next end step', () => {
    const base = gameWithHands([['{2}{W}{W}'], ['{R}']]);
    const lands = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
    const { state, ids } = withPermanents(lands, 1, ['Brushstrider']);
    let s = play(state, (a) => a.type === 'cast' && a.name === 'Glimmerpoint Stag');
    // the Stag resolves; its enters trigger targets the opponent's Brushstrider
    for (let i = 0; i < 10 && s.decision?.kind === 'priority'; i++) s = pass(s);
    const exileIt = legalActions(s).find((a) => a.type === 'putTrigger' && a.targets.some((t) => 'object' in t && t.object === ids[0]));
    expect(exileIt).toBeDefined();
    s = settle(apply(s, exileIt!));
    s = pass(s);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Brushstrider']);
    expect(logOf(s).some((e) => e.type === 'ceaseToExist' && e.card === 'Brushstrider')).toBe(false);
    s = passTo(s, 'end');
    for (let i = 0; i < 5 && s.battlefield.every((id) => s.objects[id]!.card !== 'Brushstrider'); i++) s = pass(s);
    const back = s.battlefield.find((id) => s.objects[id]!.card === 'Brushstrider');
    expect(back).toBeDefined();
    expect(s.objects[back!]!.owner).toBe(1);
  });

  it('2e: Marchesa, the Black Rose returns a creature with a +1/+1 counter that died: the card waits in the graveyard for the end step', () => {
    const base = gameWithHands([[], []]);
    const { state, ids } = withPermanents(base, 0, ['Marchesa, the Black Rose', 'Brushstrider']);
    const dying = produce(state, (d) => {
      d.objects[ids[1]!]!.counters['+1/+1'] = 1;
      d.objects[ids[1]!]!.damage = 9;
    });
    // state-based actions kill it; Marchesa's trigger makes the delayed one, which then waits
    let s = settle(apply(dying, { type: 'pass', player: 0 }));
    for (let i = 0; i < 10 && (s.stack.length > 0 || s.pendingTriggers.length > 0); i++) s = pass(s);
    expect(s.delayedTriggers).toHaveLength(1);
    s = settle(apply(s, { type: 'pass', player: s.decision!.player }));
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Brushstrider']);
    s = passTo(s, 'end');
    for (let i = 0; i < 5 && s.battlefield.every((id) => s.objects[id]!.card !== 'Brushstrider'); i++) s = pass(s);
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Brushstrider')).toBe(true);
  });
});
