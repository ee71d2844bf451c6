import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { cast, choose, events, life, nextTurn, pass, passUntil, permanent, pt, resolveStack, setup } from '../cards/helpers.js';
import { mark, stepsSince } from './helpers.js';

/** The cleanup steps of the current turn from a log index on. */
function cleanups(s: ReadonlyGameState, from: number): number {
  return stepsSince(s, from).filter(([step]) => step === 'cleanup').length;
}

describe('514 Cleanup Step in a multiplayer game', () => {
  it('514.1, 514.3a: discarding to hand size triggers an opponent\'s Sangromancer; the active player gets priority and another cleanup step follows', () => {
    const { state, ids } = setup({
      players: [{ hand: Array(9).fill('Plains') }, { battlefield: ['Sangromancer'] }, {}],
      step: 'end',
    });
    const from = mark(state);
    let s = passUntil(state, (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toEqual({ kind: 'discard', player: 0, count: 2, rule: '514.1' });
    s = apply(s, { type: 'discard', player: 0, card: ids.hand[0]![0]! });
    s = apply(s, { type: 'discard', player: 0, card: ids.hand[0]![1]! });
    // both discards triggered "Whenever an opponent discards a card": player 1 puts them on the stack
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    s = apply(s, legalActions(s)[0]!);
    expect(s.stack).toHaveLength(2);
    // CR 514.3a: the active player receives priority in the cleanup step
    expect(s.turn.step).toBe('cleanup');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    for (let i = 0; i < 2; i++) {
      s = passUntil(s, (x) => x.decision?.kind === 'choose');
      s = choose(s, [0]); // "you may gain 3 life": yes
    }
    expect(life(s, 1)).toBe(26);
    // the stack is empty, but the step ends only once all players pass in succession
    expect(s.stack).toEqual([]);
    expect(s.turn).toMatchObject({ number: 2, step: 'cleanup' });
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = pass(pass(pass(s)));
    // then another cleanup step, where nothing happens: the next turn begins
    expect(s.turn).toMatchObject({ number: 3, active: 1 });
    expect(cleanups(s, from)).toBe(2);
    expect(s.players[0]!.hand).toHaveLength(7);
  });

  it('514.3a: cards drawn in the cleanup step are discarded in the next one (514.1), as far as the maximum hand size asks', () => {
    const build = (scrollkeeper: boolean) => {
      const { state, ids } = setup({
        players: [{ hand: Array(7).fill('Plains'), battlefield: ['Runed Servitor', ...(scrollkeeper ? ['Minamo Scrollkeeper'] : [])] }, {}, {}],
        step: 'end',
      });
      const servitor = ids.battlefield[0]![0]!;
      // Runed Servitor is a 2/-1 but for a +0/+3 that lasts until end of turn: it dies in cleanup (704.5f)
      return editState(state, (d) => {
        d.effects.push({ id: 90, timestamp: 900, affected: [servitor], change: { kind: 'modifyPT', power: 0, toughness: -3 }, duration: { until: 'forever' }, source: null, controller: 1 });
        d.effects.push({ id: 91, timestamp: 901, affected: [servitor], change: { kind: 'modifyPT', power: 0, toughness: 3 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      });
    };
    const from = mark(build(false));
    // "When Runed Servitor dies, each player draws a card": the active player has eight cards once it resolves
    let s = passUntil(build(false), (x) => x.turn.step === 'cleanup' && x.stack.length === 0 && x.players[0]!.hand.length === 8);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = passUntil(s, (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toEqual({ kind: 'discard', player: 0, count: 1, rule: '514.1' });
    expect(cleanups(s, from)).toBe(2);
    s = apply(s, legalActions(s)[0]!);
    expect(s.turn).toMatchObject({ number: 3, active: 1 });
    expect(s.players[0]!.hand).toHaveLength(7);
    // with Minamo Scrollkeeper the maximum is eight: nothing to discard in the second cleanup step
    const kept = passUntil(build(true), (x) => x.turn.number === 3);
    expect(kept.players[0]!.hand).toHaveLength(8);
    expect(events(kept, 'discard')).toEqual([]);
  });

  it('514.2: damage is removed as "until end of turn" effects end, at the same time: a creature kept alive by Affa Guard Hound\'s +0/+3 survives', () => {
    const { state, ids } = setup({
      players: [{}, { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Affa Guard Hound'] }, { battlefield: ['Bronze Sable'] }],
      step: 'end',
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = passUntil(state, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: sable }] }));
    expect(pt(s, sable)).toEqual([2, 4]);
    // the Sable, a 2/1, is dealt 3 damage while it is a 2/4
    s = editState(s, (d) => {
      mutableObject(d, sable).damage = 3;
    });
    s = nextTurn(s);
    expect(s.battlefield).toContain(sable);
    expect(s.objects[sable]!.damage).toBe(0);
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('514.2: a prevention shield that lasts this turn ends in the cleanup step, unused; one that lasts forever stays', () => {
    const { state } = setup({ players: [{ battlefield: ['token:ogre-4-4'] }, {}, {}] });
    const ogre = permanent(state, 'token:ogre-4-4');
    const shielded = editState(state, (d) => {
      addReplacement(d, { kind: 'preventDamage', affected: { object: ogre }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      addReplacement(d, { kind: 'preventDamage', affected: { object: ogre }, amount: 3, duration: { until: 'forever' }, source: null, controller: 0 });
    });
    let s = passUntil(shielded, (x) => x.turn.step === 'end');
    expect(s.replacements.map((r) => r.duration.until)).toEqual(['endOfTurn', 'forever']);
    s = nextTurn(s);
    expect(s.turn.number).toBe(3);
    expect(s.replacements.map((r) => r.duration.until)).toEqual(['forever']);
  });
});

describe('514.3a and 603.7: a delayed trigger created in the cleanup step', () => {
  it('Marchesa\'s "at the beginning of the next end step" for a creature that died in cleanup waits for the next turn\'s end step', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] }, {}, {}],
      step: 'end',
    });
    const sable = ids.battlefield[0]![1]!;
    // the Sable is a 3/-3 but for a +0/+5 that lasts until end of turn: it dies in cleanup (704.5f)
    const s0 = editState(state, (d) => {
      d.effects.push({ id: 90, timestamp: 900, affected: [sable], change: { kind: 'modifyPT', power: 0, toughness: -5 }, duration: { until: 'forever' }, source: null, controller: 1 });
      d.effects.push({ id: 91, timestamp: 901, affected: [sable], change: { kind: 'modifyPT', power: 0, toughness: 5 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    });
    let s = passUntil(s0, (x) => x.turn.step === 'cleanup');
    expect(s.battlefield).not.toContain(sable);
    expect(s.stack).toHaveLength(1); // Marchesa's ability, in the cleanup step (514.3a)
    s = resolveStack(s);
    expect(s.delayedTriggers).toHaveLength(1);
    // player 1's turn: the card is still in the graveyard until their end step begins
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    s = passUntil(s, (x) => x.turn.step === 'end');
    s = resolveStack(s);
    const back = permanent(s, 'Bronze Sable');
    expect(s.turn).toMatchObject({ active: 1, step: 'end' });
    expect(s.objects[back]!.controller).toBe(0);
    expect(pt(s, back)).toEqual([2, 1]);
  });
});
