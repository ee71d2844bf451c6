import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, view, type ReadonlyGameState } from '../../src/index.js';
import { addExtraTurn } from '../../src/rules/500.7-extra-turns.js';
import { cast, choose, events, nextTurn, passUntil, permanent, resolveStack, setup } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';
import { mutableObject } from '../../src/engine/working-copy.js';

/** The active player of each of the next `n` turns, playing on without doing anything. */
function turnOrder(state: ReadonlyGameState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    s = nextTurn(s);
    out.push(s.turn.active);
  }
  return out;
}

/** Four players, player 0 active in their first main phase; `extra` given extra turns in this order. */
function withExtraTurns(extra: number[]): ReadonlyGameState {
  const s = mutableCopy(setup({ players: [{}, {}, {}, {}] }).state);
  for (const p of extra) addExtraTurn(s, p);
  return s;
}

describe('500.7 extra turns', () => {
  it('"adding the turns directly after the specified turn": the regular order goes on after the turn they followed', () => {
    expect(turnOrder(withExtraTurns([2]), 5)).toEqual([2, 1, 2, 3, 0]);
  });

  it('"If multiple players are given extra turns, the extra turns are added one at a time, in APNAP order. The most recently created turn will be taken first."', () => {
    // added for player 2, then player 3: player 3's is taken first
    expect(turnOrder(withExtraTurns([2, 3]), 5)).toEqual([3, 2, 1, 2, 3]);
  });

  it('"If a player is given multiple extra turns, the extra turns are added one at a time": two for one player are two turns', () => {
    expect(turnOrder(withExtraTurns([0, 0]), 4)).toEqual([0, 0, 1, 2]);
    const before = withExtraTurns([0]);
    const s = nextTurn(before);
    expect(events(s, 'extraTurn')).toEqual([expect.objectContaining({ rule: '500.7', player: 0 })]);
    expect(s.turn.number).toBe(before.turn.number + 1);
  });

  it('an extra turn created during an extra turn comes directly after it, before the extra turns created earlier', () => {
    // player 3's extra turn, then player 2's, after player 0's turn
    const s = nextTurn(withExtraTurns([2, 3]));
    expect(s.turn.active).toBe(3);
    const during = mutableCopy(s);
    addExtraTurn(during, 3); // "take an extra turn after this one", this one being player 3's extra turn
    expect(view(during, 0).extraTurns).toEqual([3, 2]);
    // then the regular order goes on after player 0's turn, the one the first extra turn followed
    expect(turnOrder(during, 5)).toEqual([3, 2, 1, 2, 3]);
  });

  it('an extra turn is public: the views of every player list the extra turns to come', () => {
    const s = withExtraTurns([2, 3]);
    expect(view(s, 1).extraTurns).toEqual([3, 2]);
  });

  it('800.4k: a player who left the game begins no turn — their extra turns are lost', () => {
    let s = withExtraTurns([2, 3]);
    s = apply(s, { type: 'concede', player: 3 });
    expect(events(s, 'extraTurnsLost')).toEqual([expect.objectContaining({ rule: '800.4k', player: 3 })]);
    expect(turnOrder(s, 3)).toEqual([2, 1, 2]);
  });

  it('a saved game keeps its extra turns', () => {
    const s = deserialize(serialize(withExtraTurns([1, 2])));
    expect(turnOrder(s, 4)).toEqual([2, 1, 1, 2]);
  });
});

describe('500.7 and 800.4m: the extra turn of a player who left', () => {
  it('"until your next turn" of a player who left with an extra turn to come ends as that extra turn would have begun', () => {
    // player 1, active, goads player 2's Ogre Sentry with Jeering Homunculus, wins Plea for Power's
    // vote for time, then concedes: their next turn would have been the extra turn right after this one
    const { state, ids } = setup({
      players: [{}, { battlefield: Array(6).fill('Island'), hand: ['Jeering Homunculus', 'Plea for Power'] }, { battlefield: ['Ogre Sentry'] }, {}],
      active: 1,
    });
    const sentry = permanent(state, 'Ogre Sentry');
    let s = resolveStack(cast(state, 1, ids.hand[1]![0]!));
    s = apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: sentry }] });
    s = resolveStack(s);
    s = choose(s, [0]); // "you may goad target creature": yes
    s = resolveStack(s);
    expect(s.objects[sentry]!.goadedBy).toEqual([1]);
    s = cast(s, 1, ids.hand[1]![1]!);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    while (s.decision?.kind === 'choose') s = choose(s, [0]); // every player votes time
    s = resolveStack(s);
    expect(view(s, 0).extraTurns).toEqual([1]);
    s = apply(s, { type: 'concede', player: 1 });
    expect(events(s, 'extraTurnsLost')).toEqual([expect.objectContaining({ rule: '800.4k', player: 1 })]);
    expect(view(s, 0).extraTurns).toEqual([]);
    expect(s.objects[sentry]!.goadedBy).toEqual([1]); // not at once
    s = nextTurn(s);
    // CR 800.4k: the extra turn doesn't begin; player 2's regular turn does, and the goad has ended as
    // player 1's extra turn would have begun (800.4m), not a full round later
    expect(s.turn.active).toBe(2);
    expect(s.objects[sentry]!.goadedBy).toBeUndefined();
    expect(events(s, 'goadEnds')).toEqual([expect.objectContaining({ rule: '800.4m', player: 1, object: sentry })]);
  });
});

describe('500.7 an extra turn for a player other than the active one', () => {
  it('Plea for Power cast in another player\'s turn (Vedalken Orrery): the extra turn comes directly after this one, then the turn after this one\'s player', () => {
    const { state, ids } = setup({
      players: [{}, {}, { battlefield: ['Vedalken Orrery', 'Island', 'Island', 'Island', 'Island'], hand: ['Plea for Power'] }, {}],
    });
    let s = passUntil(state, (x) => x.decision?.kind === 'priority' && x.decision.player === 2);
    expect(s.turn).toMatchObject({ active: 0, step: 'main1' });
    s = cast(s, 2, ids.hand[2]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    while (s.decision?.kind === 'choose') s = choose(s, [0]); // every player votes time
    s = resolveStack(s);
    expect(events(s, 'extraTurnAdded')).toEqual([expect.objectContaining({ rule: '500.7', player: 2 })]);
    // "take an extra turn after this one": this one is player 0's turn
    expect(turnOrder(s, 5)).toEqual([2, 1, 2, 3, 0]);
  });
});

describe('500.7 an extra turn is a turn of its player', () => {
  it('701.15a: a goad lasts "until the next turn of" the goading player — their extra turn, not their next regular one', () => {
    const { state } = setup({ players: [{}, {}, { battlefield: [{ card: 'Bronze Sable', tapped: true }] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = mutableCopy(state);
    mutableObject(s, sable).goadedBy = [0];
    addExtraTurn(s, 0);
    const next = nextTurn(s);
    expect(next.turn).toMatchObject({ active: 0, number: state.turn.number + 1 });
    expect(next.objects[sable]!.goadedBy).toBeUndefined();
    expect(events(next, 'goadEnds')).toEqual([expect.objectContaining({ rule: '701.15a', player: 0, object: sable })]);
  });

  it('800.4k: a player leaving in the first of their two extra turns loses the second; the regular order goes on after the turn the extra turns followed', () => {
    let s = nextTurn(withExtraTurns([2, 2]));
    expect(s.turn.active).toBe(2);
    s = apply(s, { type: 'concede', player: 2 });
    expect(events(s, 'extraTurnsLost')).toEqual([expect.objectContaining({ rule: '800.4k', player: 2 })]);
    // the extra turns followed player 0's turn: player 1's comes next, not player 3's
    expect(turnOrder(s, 3)).toEqual([1, 3, 0]);
  });

  it('800.4m: "until your next turn" of a player who left with an extra turn to come before another player\'s extra turn ends as that other extra turn begins', () => {
    // extra turns for player 3 then player 2: player 2's, the most recently created, comes first
    const { state } = setup({ players: [{}, { battlefield: ['token:beast-3-3'] }, {}, {}] });
    const beast = permanent(state, 'token:beast-3-3');
    const s0 = mutableCopy(state);
    addExtraTurn(s0, 3);
    addExtraTurn(s0, 2);
    s0.effects.push({
      id: s0.nextEffectId++, timestamp: s0.nextTimestamp++, affected: [beast],
      change: { kind: 'modifyPT', power: 2, toughness: 2 }, duration: { until: 'yourNextTurn', player: 2 }, source: null, controller: 2,
    });
    let s = apply(s0, { type: 'concede', player: 2 });
    expect(s.effects).toHaveLength(1);
    s = nextTurn(s);
    expect(s.turn.active).toBe(3);
    expect(s.effects).toEqual([]);
  });
});
