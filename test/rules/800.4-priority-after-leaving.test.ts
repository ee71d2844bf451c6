/**
 * Who receives priority, and when the stack resolves or the step ends, as players leave a game of
 * four or five: by a state-based action (CR 704.3, 704.5a) or by conceding (104.3a). The player who
 * left had priority: it passes to the next player in turn order still in the game (800.4a); the
 * active player left: the turn goes on, and where they would receive priority the next player does
 * (800.4j); all the players still in the game passing in succession resolves the top of the stack or
 * ends the step (117.4); a player who left begins no turn (800.4k).
 */
import { describe, expect, it } from 'vitest';
import { apply, createPlayout, logOf, type ReadonlyGameState } from '../../src/index.js';
import { scenario, type ScenarioPlayer } from '../../src/testing/index.js';
import { events, pass, passToStep } from './helpers.js';

const settings = { autoPass: 'never' } as const;
const DECK = Array.from({ length: 20 }, () => 'Forest');

function concede(state: ReadonlyGameState, player: number): ReadonlyGameState {
  return apply(state, { type: 'concede', player });
}

/** `n` players at the active player 0's first main phase, each with a library to draw from. */
function table(n: number, overrides: Record<number, ScenarioPlayer> = {}): ReturnType<typeof scenario> {
  const players = Array.from({ length: n }, (_, i): ScenarioPlayer => ({ library: DECK, ...overrides[i] }));
  return scenario({ players, settings });
}

/** Passes `times` times, each by the player holding priority. */
function passTimes(state: ReadonlyGameState, times: number): ReadonlyGameState {
  let s = state;
  for (let i = 0; i < times; i++) s = pass(s);
  return s;
}

/**
 * Passes for each of `passers` in turn, checking that each holds priority in the first main phase as
 * they pass and that the last pass, not an earlier one, ends the step (CR 117.4); returns the state at
 * the beginning of combat, where `next`, if given, must hold priority.
 */
function passesEndMain1(state: ReadonlyGameState, passers: readonly number[], next?: number): ReadonlyGameState {
  let s = state;
  for (const player of passers) {
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player });
    s = pass(s);
  }
  expect(s.turn.step).toBe('beginCombat');
  if (next !== undefined) expect(s.decision).toEqual({ kind: 'priority', player: next });
  return s;
}

describe('800.4a, 704.3: priority moves on from a player who loses to a state-based action', () => {
  it('the player holding priority pays their last life to Treasonous Ogre (5 players): the next player in turn order gets priority, not the active player, and the four left must all pass (117.4)', () => {
    const { state, ids } = scenario({
      players: [{ library: DECK }, { library: DECK }, { library: DECK, battlefield: ['Treasonous Ogre'], life: 3 }, { library: DECK }, { library: DECK }],
      settings: { ...settings, manaAbilities: 'actions' },
    });
    let s = passTimes(state, 2);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    // CR 117.3c: activating the mana ability is an action: the passes before it no longer count
    s = apply(s, { type: 'activate', player: 2, source: ids.battlefield[2]![0]!, ability: 0, targets: [], x: 0 });
    expect(s.players[2]).toMatchObject({ inGame: false, outcome: 'lost' });
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ player: 2, rule: '704.5a' })]);
    // CR 800.4a: player 2 had priority as they left; player 3 is next in turn order
    expect(s.decision).toEqual({ kind: 'priority', player: 3 });
    passesEndMain1(s, [3, 4, 0, 1], 0);
  });

  it('800.4j, 117.3b: the active player dies to a spell (5 players): the next player receives priority after it resolves and at the next step; the step ends once the four left pass', () => {
    const { state, ids } = table(5, {
      0: { library: DECK, life: 3 },
      3: { library: DECK, hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
    });
    let s = passTimes(state, 3);
    expect(s.decision).toEqual({ kind: 'priority', player: 3 });
    s = apply(s, { type: 'cast', player: 3, card: ids.hand[3]![0]!, targets: [{ player: 0 }], x: 0 });
    s = passTimes(s, 5);
    expect(s.stack).toEqual([]);
    expect(s.players[0]).toMatchObject({ inGame: false, outcome: 'lost', life: 0 });
    // the turn goes on without its active player (800.4j); player 1 receives priority instead
    expect(s.turn).toMatchObject({ active: 0, step: 'main1' });
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = passesEndMain1(s, [1, 2, 3, 4], 1);
    expect(s.turn.active).toBe(0);
    // the next turn is player 1's
    s = passToStep(s, 'upkeep', 3);
    expect(s.turn.active).toBe(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
  });

  it('117.3b, 117.3d: the player who would receive priority next dies to the active player\'s spell (5 players): the active player gets priority, and their pass skips the player who left', () => {
    const { state, ids } = table(5, {
      0: { library: DECK, hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      1: { library: DECK, life: 3 },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 1 }], x: 0 });
    s = passTimes(s, 5);
    expect(s.stack).toEqual([]);
    expect(s.players[1]).toMatchObject({ inGame: false, outcome: 'lost' });
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    passesEndMain1(s, [0, 2, 3, 4], 0);
  });

  it('704.3, 800.4a: two players die at once to Volcanic Fallout, the active player and the next one (5 players): player 2 receives priority', () => {
    const { state, ids } = table(5, {
      0: { library: DECK, life: 2 },
      1: { library: DECK, life: 2 },
      4: { library: DECK, hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
    });
    let s = passTimes(state, 4);
    s = apply(s, { type: 'cast', player: 4, card: ids.hand[4]![0]!, targets: [], x: 0 });
    s = passTimes(s, 5);
    expect(s.players.map((p) => p.inGame)).toEqual([false, false, true, true, true]);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    passesEndMain1(s, [2, 3, 4], 2);
  });
});

describe('117.4, 800.4a: passes in succession as a player concedes (5 players, players 0, 1 and 2 passed, player 3 holds priority)', () => {
  // [who concedes, who holds priority then, the players whose passes end the step, who gets priority in beginning of combat]
  const cases: [string, number, number, number[], number][] = [
    ['a player who passed (1): the passes of 0 and 2 still count; 3 and 4 must pass', 1, 3, [3, 4], 0],
    ['the player after the holder, who has not passed (4): the holder\'s pass ends the step', 4, 3, [3], 0],
    ['the holder (3): priority passes to 4, whose pass ends the step', 3, 4, [4], 0],
    ['the active player, who passed first (0): 3 and 4 must pass; the next step\'s priority goes to player 1 (800.4j)', 0, 3, [3, 4], 1],
  ];
  it.each(cases)('%s', (_name, leaver, holder, toEnd, next) => {
    const { state } = table(5);
    let s = passTimes(state, 3);
    expect(s.decision).toEqual({ kind: 'priority', player: 3 });
    s = concede(s, leaver);
    expect(s.players[leaver]!.inGame).toBe(false);
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player: holder });
    passesEndMain1(s, toEnd, next);
  });

  it('the same with a spell on the stack: the caster (2) stays, a player who passed (1) concedes; the spell resolves once 3 and 4 pass, then the active player gets priority (117.3b)', () => {
    const { state, ids } = table(5, { 2: { library: DECK, hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] } });
    let s = passTimes(state, 2);
    s = apply(s, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [{ player: 4 }], x: 0 });
    s = passTimes(s, 4);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    // players 2, 3, 4 and 0 passed; player 4 concedes: the passes of 2, 3 and 0 still count
    s = concede(s, 4);
    expect(s.stack).toHaveLength(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    expect(s.stack).toEqual([]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('a seat left earlier between the holder and the leaver: player 1 conceded, player 0 passed, player 0 concedes while player 2 holds priority; 2, 3 and 4 must all pass', () => {
    const { state } = table(5);
    let s = concede(state, 1);
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = concede(s, 0);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = passesEndMain1(s, [2, 3, 4], 2);
    expect(s.turn.active).toBe(0);
  });

  it('a player who is not deciding concedes (4 players): the holder keeps priority, their passes and the others\' count on', () => {
    const { state } = table(4);
    let s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = concede(s, 3);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = pass(s);
    expect(s.turn.step).toBe('beginCombat');
  });
});

describe('800.4k: turns skip the players who left (5 players)', () => {
  it('players 1 and 3 concede during player 0\'s turn: the turns go 2, 4, 0, 2', () => {
    const { state } = table(5);
    let s = concede(concede(state, 1), 3);
    s = passToStep(s, 'upkeep', 3);
    expect(s.turn.active).toBe(2);
    s = passToStep(s, 'upkeep', 4);
    expect(s.turn.active).toBe(4);
    s = passToStep(s, 'upkeep', 5);
    expect(s.turn.active).toBe(0);
    s = passToStep(s, 'upkeep', 6);
    expect(s.turn.active).toBe(2);
    expect(events(s, 'turn').map((e) => e.player)).toEqual([2, 4, 0, 2]);
  });

  it('the active player (2) concedes in their upkeep: the next turn is player 3\'s, and turn order then comes round to 0 and 1 without 2', () => {
    const { state } = table(5);
    let s = passToStep(state, 'upkeep', 3);
    expect(s.turn.active).toBe(1);
    s = passToStep(s, 'upkeep', 4);
    expect(s.turn.active).toBe(2);
    s = concede(s, 2);
    expect(s.turn).toMatchObject({ active: 2, step: 'upkeep' });
    expect(s.decision).toEqual({ kind: 'priority', player: 3 });
    s = passToStep(s, 'upkeep', 5);
    expect(s.turn.active).toBe(3);
    s = passToStep(s, 'upkeep', 7);
    expect(s.turn.active).toBe(0);
    s = passToStep(s, 'upkeep', 8);
    expect(s.turn.active).toBe(1);
    s = passToStep(s, 'upkeep', 9);
    expect(s.turn.active).toBe(3);
  });
});

describe('117.4, 800.4a: the player holding priority loses to a state-based action after the others passed', () => {
  // player 2, at 0 life, holds priority under the Platinum Angel player 3 owns (CR 104.3b: they can't lose while they control it)
  const angel = (n: number) =>
    table(n, { 2: { library: DECK, life: 0 }, 3: { library: DECK, battlefield: [{ card: 'Platinum Angel', controller: 2 }] } });

  it('4 players: players 0 and 1 passed; player 3 concedes and takes the Angel, player 2 loses: every player still in the game has passed in succession, so the step ends', () => {
    let s = passTimes(angel(4).state, 2);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = concede(s, 3);
    expect(s.players.map((p) => p.inGame)).toEqual([true, true, false, false]);
    expect(events(s, 'lose').map((e) => [e.player, e.rule])).toEqual([[3, '104.3a'], [2, '704.5a']]);
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('the same with a spell on the stack: it resolves at once, and the active player receives priority (117.3b)', () => {
    const { state, ids } = table(4, {
      0: { library: DECK, hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      2: { library: DECK, life: 0 },
      3: { library: DECK, battlefield: [{ card: 'Platinum Angel', controller: 2 }] },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 1 }], x: 0 });
    s = passTimes(s, 2);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = concede(s, 3);
    expect(s.players[2]!.inGame).toBe(false);
    expect(s.stack).toEqual([]);
    expect(s.players[1]!.life).toBe(17);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('5 players: players 0 and 1 passed, player 4 has not; player 3 concedes, player 2 loses: priority passes to player 4 (800.4a), whose pass ends the step', () => {
    let s = passTimes(angel(5).state, 2);
    s = concede(s, 3);
    expect(s.players.map((p) => p.inGame)).toEqual([true, true, false, false, true]);
    passesEndMain1(s, [4]);
  });
});

describe('104.2a, 704.3: the game ends as a state-based action makes the last opponents lose', () => {
  it('Volcanic Fallout leaves player 0 alone among 4 players: the game is over where it ended, and no step begins after it', () => {
    const { state, ids } = table(4, {
      0: { library: DECK, hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      1: { library: DECK, life: 2 },
      2: { library: DECK, life: 1 },
      3: { library: DECK, life: 2 },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    const from = logOf(s).length;
    s = passTimes(s, 4);
    expect(s.result).toEqual({ winner: 0, rule: '104.2a', turn: 2 });
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toBeNull();
    expect(events(s, 'step', from)).toEqual([]);
    expect(events(s, undefined, from).at(-1)).toMatchObject({ type: 'win', player: 0 });
  });
});

describe('704.3 in a playout (createPlayout, in place): an action after a pass is checked like any other', () => {
  it('player 1 passes to player 2, who pays their last life to Treasonous Ogre: player 2 loses at once and player 3 receives priority', () => {
    const { state, ids } = scenario({
      players: [{ library: DECK }, { library: DECK }, { library: DECK, battlefield: ['Treasonous Ogre'], life: 3 }, { library: DECK }],
      settings: { ...settings, manaAbilities: 'actions' },
    });
    const p = createPlayout(state);
    p.apply({ type: 'pass', player: 0 });
    p.apply({ type: 'pass', player: 1 });
    expect(p.state.decision).toEqual({ kind: 'priority', player: 2 });
    p.apply({ type: 'activate', player: 2, source: ids.battlefield[2]![0]!, ability: 0, targets: [], x: 0 });
    expect(p.state.players[2]).toMatchObject({ inGame: false, outcome: 'lost' });
    expect(p.state.decision).toEqual({ kind: 'priority', player: 3 });
  });
});

describe('117.3b, 800.4a: a player leaves with their own ability as it asks them a choice (4 players)', () => {
  it("player 2's Merfolk Looter asks them to discard; player 2 concedes: the ability is gone, and the active player 0 receives priority, not the player after them", () => {
    const { state, ids } = table(4, { 2: { library: DECK, battlefield: ['Merfolk Looter'], hand: ['Plains'] } });
    let s = passTimes(state, 2);
    s = apply(s, { type: 'activate', player: 2, source: ids.battlefield[2]![0]!, ability: 0, targets: [], x: 0 });
    s = passTimes(s, 4);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    s = concede(s, 2);
    expect(s.stack).toEqual([]);
    expect(s.resolution).toBeNull();
    passesEndMain1(s, [0, 1, 3]);
  });
});
