import { describe, expect, it } from 'vitest';
import { apply, createGame, createPlayout, deserialize, legalActions, randomDeck, serialize } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, expectRefused, pass } from './helpers.js';

describe('117 Timing and Priority', () => {
  it('117.3d: a player who passes gives priority to the next player in turn order', () => {
    const { state } = scenario({ players: [{}, {}, {}, {}], active: 2, settings: { autoPass: 'never' } });
    const holders: number[] = [];
    let s = state;
    for (let i = 0; i < 4; i++) {
      holders.push(s.decision!.player);
      s = pass(s);
    }
    expect(holders).toEqual([2, 3, 0, 1]);
    // all four passed in succession with an empty stack: the step ended (CR 117.4)
    expect(s.turn.step).toBe('beginCombat');
  });

  it('117.3: only the player with priority may pass', () => {
    const { state } = scenario({ players: [{}, {}], settings: { autoPass: 'never' } });
    expectRefused(state, { type: 'pass', player: 1 }, 'notYourDecision', '117.3');
    expect(legalActions(state)).toEqual([{ type: 'pass', player: 0 }]);
  });

  it('117.3c: a player who takes an action keeps priority, and the passes in succession start over', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest'] }, { battlefield: ['Forest'] }], settings: { autoPass: 'never' } });
    let s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = apply(s, { type: 'activate', player: 1, source: ids.battlefield[1]![0]!, ability: 0, targets: [], x: 0 });
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    // player 0 passed before player 1 acted, so player 0 must pass again before the step ends
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = pass(s);
    expect(s.turn.step).toBe('beginCombat');
  });

  it('117.3c, 117.4: turning a hidden agenda face up (a special action, 116.2j) breaks the passes in succession', () => {
    const { state, ids } = scenario({
      players: [{}, { command: [{ card: 'Natural Unity', faceDown: true, names: ['Bronze Sable'] }] }, {}],
      settings: { autoPass: 'never' },
    });
    let s = pass(state);
    s = apply(s, { type: 'turnFaceUp', player: 1, object: ids.command[1]![0]! });
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(pass(s));
    // player 0 passed before player 1 acted: they are asked again before main 1 ends
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(pass(s).turn.step).toBe('beginCombat');
  });

  it('117.4/405.5: when all players pass, the top object of the stack resolves: last in, first out', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: ['Island', 'Island'] },
        { hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: ['Swamp', 'Swamp'] },
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    const first = s.stack[0]!;
    s = pass(s);
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 });
    const second = s.stack[1]!;
    // CR 117.3c: player 1 cast it and has priority again
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    expect(s.stack).toHaveLength(2);
    s = pass(s);
    expect(events(s, 'resolve').map((e) => e.object)).toEqual([second]);
    expect(s.players.map((p) => p.life)).toEqual([20, 23]);
    // CR 117.3b: after a resolution the active player receives priority, not the last caster
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = pass(pass(s));
    expect(events(s, 'resolve').map((e) => e.object)).toEqual([second, first]);
    expect(s.players.map((p) => p.life)).toEqual([23, 23]);
    expect(s.turn.step).toBe('main1');
    // CR 500.2: the stack is empty, but the step ends only once all players pass again
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = pass(pass(s));
    expect(s.turn.step).toBe('beginCombat');
  });

  it('117.3c: a player who casts a spell receives priority afterward', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: ['Island'] }, {}],
      settings: { autoPass: 'never' },
    });
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.stack).toHaveLength(1);
  });

  it('117.3d, auto-pass "whenOnlyPass": a player whose only legal action is to pass is not asked', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, {}], settings: { autoPass: 'whenOnlyPass', manaAbilities: 'actions' } });
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    const s = pass(state);
    // player 1 could only pass: they passed without being asked, and the step ended
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('117.3d, auto-pass with automatic mana payment: an untapped land is no reason to ask (605.3a: its mana ability pays costs when needed)', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Charging Rhino'] }], settings: { autoPass: 'whenOnlyPass' } });
    // player 0 may cast Hunger of the Howlpack with the Forest's mana: asked; the Forest's own ability is not listed
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    expect(legalActions(state).some((a) => a.type === 'activate')).toBe(false);
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(true);
    const s = pass(state);
    // player 1 has an untapped creature and nothing to do: not asked, and the step ended
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('117.3d, auto-pass "never": every priority is a decision, even with nothing else to do', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, {}], settings: { autoPass: 'never' } });
    const s = pass(state);
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(legalActions(s)).toEqual([{ type: 'pass', player: 1 }]);
  });
});

describe('117.3d Priority stops (GameSettings.stops)', () => {
  // each player holds an instant they could cast at any time (a Forest, and a creature or an artifact to target)
  const board = (stops: { ownTurn: string[]; othersTurns: string[] } | null) => scenario({
    players: [{ battlefield: ['Forest', { card: 'Bronze Sable', sick: true }], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Forest'], hand: ["Nature's Claim"] }],
    settings: { autoPass: 'whenOnlyPass', stops: [null, stops as never] },
  });

  it('without stops a player who could act is asked at every step', () => {
    const { state } = board(null);
    const s = pass(state);
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
  });

  it('with stops, a player who could act passes at the other steps while the stack is empty, and is asked at a stop', () => {
    const { state } = board({ ownTurn: [], othersTurns: ['end'] });
    // player 0 passes in main 1: player 1 has no stop there, so the game moves on to player 0's next priority
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    let s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.turn.step).toBe('beginCombat');
    while (s.turn.step !== 'end') s = pass(s);
    s = pass(s);
    // at the end step player 1 has a stop: asked, with their instant offered
    expect(s.turn.step).toBe('end');
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(true);
  });

  it('a stop asks only a player who could act there: with nothing but passing at their stop, they are passed for as without stops', () => {
    // player 1 stops in their own main phase 1 and in the others' end steps; in player 0's end step
    // they hold only a land (CR 305.1: played at sorcery timing), then also an instant they could cast
    const at = (hand: string[]) => scenario({
      players: [{ battlefield: ['Forest', 'Bronze Sable'], library: ['Bronze Sable'] }, { battlefield: ['Forest'], hand, library: ['Bronze Sable'] }],
      step: 'main2',
      settings: { autoPass: 'whenOnlyPass', stops: [null, { ownTurn: ['main1'], othersTurns: ['end'] }] },
    }).state;
    const onlyLand = at(['Forest']);
    expect([onlyLand.turn.number, onlyLand.turn.active, onlyLand.turn.step]).toEqual([3, 1, 'main1']);
    expect(onlyLand.decision).toEqual({ kind: 'priority', player: 1 });
    expect(legalActions(onlyLand).map((a) => a.type)).toEqual(['pass', 'playLand']);
    const withInstant = at(['Forest', "Nature's Claim"]);
    expect([withInstant.turn.number, withInstant.turn.active, withInstant.turn.step]).toEqual([2, 0, 'end']);
    expect(withInstant.decision).toEqual({ kind: 'priority', player: 1 });
    expect(legalActions(withInstant).some((a) => a.type === 'cast')).toBe(true);
  });

  it('with a spell on the stack a player with stops is asked anyway', () => {
    const { state, ids } = board({ ownTurn: [], othersTurns: [] });
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[0]![1]! }], x: 0 });
    expect(s.stack).toHaveLength(1);
    // player 0 keeps priority after casting (CR 117.3c), can only pass and is passed for: player 1 is
    // asked, the stack holding a spell, although they have no stop at this step
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
  });

  it('a player may set or clear their stops at any time (setStops, never listed); nothing else changes', () => {
    const { state } = board(null);
    // player 1 sets stops while player 0 has priority in main 1
    const set = apply(state, { type: 'setStops', player: 1, stops: { ownTurn: ['main1'], othersTurns: [] } });
    expect(set.settings.stops).toEqual([null, { ownTurn: ['main1'], othersTurns: [] }]);
    expect(set.decision).toEqual({ kind: 'priority', player: 0 });
    expect(set.players).toEqual(state.players);
    expect(legalActions(set).some((a) => a.type === 'setStops')).toBe(false);
    // player 0 passes: player 1, who could act, has no stop in another player's main phase
    expect(pass(set).turn.step).toBe('beginCombat');
    // cleared again: asked wherever they could act
    const cleared = apply(set, { type: 'setStops', player: 1, stops: null });
    expect(pass(cleared).decision).toEqual({ kind: 'priority', player: 1 });
    expectRefused(state, { type: 'setStops', player: 1, stops: { ownTurn: ['lunch'], othersTurns: [] } as never }, 'malformed');
    expectRefused(state, { type: 'setStops', player: 1, stops: 'never' as never }, 'malformed');
  });

  it('117.3d: one player\'s setStops keeps the other players\' stops; a player who has left the game sets none', () => {
    const { state } = scenario({ players: [{}, {}, {}], settings: { autoPass: 'never' } });
    let s = apply(state, { type: 'setStops', player: 0, stops: { ownTurn: ['main1'], othersTurns: [] } });
    s = apply(s, { type: 'setStops', player: 2, stops: { ownTurn: [], othersTurns: ['end'] } });
    expect(s.settings.stops).toEqual([{ ownTurn: ['main1'], othersTurns: [] }, null, { ownTurn: [], othersTurns: ['end'] }]);
    s = apply(s, { type: 'concede', player: 1 });
    expectRefused(s, { type: 'setStops', player: 1, stops: null }, 'illegal', '117.3d');
  });

  it('stops set by the player holding priority apply from their next priority on: the decision they hold is still theirs', () => {
    const { state } = board(null);
    const asked = pass(state);
    expect(asked.decision).toEqual({ kind: 'priority', player: 1 });
    const set = apply(asked, { type: 'setStops', player: 1, stops: { ownTurn: [], othersTurns: [] } });
    // still asked in main 1, with their instant offered, and nothing but the stops changed
    expect(set.turn).toEqual(asked.turn);
    expect(set.decision).toEqual({ kind: 'priority', player: 1 });
    expect(legalActions(set).some((a) => a.type === 'cast')).toBe(true);
    expect(set.log).toEqual(asked.log);
    // the same on the in-place playout path
    const playout = createPlayout(asked);
    playout.apply({ type: 'setStops', player: 1, stops: { ownTurn: [], othersTurns: [] } });
    expect(playout.state.decision).toEqual({ kind: 'priority', player: 1 });
    // once they pass, the new stops pass for them at the next step's empty-stack priority
    let next = pass(set);
    expect(next.turn.step).toBe('beginCombat');
    expect(next.decision).toEqual({ kind: 'priority', player: 0 });
    next = pass(next);
    expect(next.turn.step).not.toBe('beginCombat');
    expect(next.decision).toEqual({ kind: 'priority', player: 0 });
    // player 0 setting stops that skip their own main phase keeps their priority too
    expect(apply(state, { type: 'setStops', player: 0, stops: { ownTurn: [], othersTurns: [] } }).decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('refuses stops for more seats than players, or unknown steps', () => {
    const players = [0, 1].map((i) => ({ deck: randomDeck(`stops:${i}`) }));
    const none = { ownTurn: [], othersTurns: [] };
    expect(() => createGame({ players, seed: 1, settings: { stops: [none, none, none] } })).toThrow(/stops/);
    expect(() => createGame({ players, seed: 1, settings: { stops: [{ ownTurn: ['lunch'], othersTurns: [] } as never] } })).toThrow(/stops/);
  });

  it('stops are the same when set as the game is created, in a saved game or by setStops: steps of the turn (CR 500.1), not the pregame, in a bounded list', () => {
    const players = [0, 1].map((i) => ({ deck: randomDeck(`stops:${i}`) }));
    const game = createGame({ players, seed: 1 });
    const bad = [{ ownTurn: ['pregame'], othersTurns: [] }, { ownTurn: [], othersTurns: Array<string>(65).fill('end') }] as never[];
    for (const stops of bad) {
      expectRefused(game, { type: 'setStops', player: 0, stops }, 'malformed');
      expect(() => createGame({ players, seed: 1, settings: { stops: [stops] } })).toThrow(expect.objectContaining({ code: 'malformed' }));
      const saved = JSON.parse(serialize(game));
      saved.settings.stops = [stops, null];
      expect(() => deserialize(JSON.stringify(saved))).toThrow(expect.objectContaining({ code: 'badState' }));
    }
    // the bound holds for each list: 64 steps, repeats allowed, are stops like any other
    const most = { ownTurn: Array<'end'>(64).fill('end'), othersTurns: [] };
    expect(apply(game, { type: 'setStops', player: 0, stops: most }).settings.stops).toEqual([most, null]);
    expect(deserialize(serialize(createGame({ players, seed: 1, settings: { stops: [most] } }))).settings.stops).toEqual([most]);
  });
});

describe('117.3d Priority stops given to createGame', () => {
  it('the game keeps its own copy: changing the caller\'s list or stops afterwards changes nothing of the game, which saves and loads as it was made', () => {
    const players = [0, 1, 2].map((i) => ({ deck: randomDeck(`copy:${i}`) }));
    const mine = { ownTurn: ['main1'], othersTurns: ['end'] };
    const stops: ({ ownTurn: string[]; othersTurns: string[] } | null)[] = [];
    stops[1] = mine; // no stops given for seat 0, as JSON would say with null
    const game = createGame({ players, seed: 1, settings: { stops: stops as never } });
    mine.ownTurn.push('lunch');
    mine.othersTurns.length = 0;
    stops[2] = { ownTurn: [], othersTurns: [] };
    expect(game.settings.stops).toStrictEqual([null, { ownTurn: ['main1'], othersTurns: ['end'] }]);
    expect(deserialize(serialize(game))).toStrictEqual(game);
  });

  it('setStops keeps its own copy too: changing the action afterwards changes nothing of the state returned, or of a playout', () => {
    const players = [0, 1].map((i) => ({ deck: randomDeck(`copy:${i}`) }));
    const game = createGame({ players, seed: 1 });
    const action = { type: 'setStops' as const, player: 1, stops: { ownTurn: ['main1' as const], othersTurns: ['end' as const] } };
    const set = apply(game, action);
    const playout = createPlayout(game);
    playout.apply(action);
    action.stops.ownTurn.push('main2' as never);
    action.stops.othersTurns.length = 0;
    for (const s of [set, playout.state]) expect(s.settings.stops).toStrictEqual([null, { ownTurn: ['main1'], othersTurns: ['end'] }]);
  });
});

describe('117.3d Priority stops in multiplayer turns: a triggered ability on the stack gives priority (117.5)', () => {
  const noStops = { ownTurn: [], othersTurns: [] };
  const DRAWS = Array<string>(5).fill('Expropriate');

  it('a player with no stops is asked while an upkeep trigger is on the stack, and passed for once the stack is empty', () => {
    // player 0's Sulfuric Vortex; player 2 could cast Nature's Claim at any of these moments, and the
    // others can do nothing with the Expropriates they draw
    const { state } = scenario({
      players: [
        { library: DRAWS, battlefield: ['Sulfuric Vortex'] },
        { library: DRAWS },
        { library: DRAWS, battlefield: ['Forest', 'Bronze Sable'], hand: ["Nature's Claim"] },
        { library: DRAWS },
      ],
      step: 'end',
      settings: { autoPass: 'whenOnlyPass', stops: [null, null, noStops, null] },
    });
    // player 1's upkeep: the Vortex's trigger is on the stack and player 2 is asked (player 1 could only pass)
    expect(state.turn).toMatchObject({ number: 3, active: 1, step: 'upkeep' });
    expect(state.stack).toHaveLength(1);
    expect(state.decision).toEqual({ kind: 'priority', player: 2 });
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(true);
    const s = pass(state);
    expect(s.players[1]!.life).toBe(18);
    // with the stack empty player 2 is not asked again before their own upkeep's trigger
    expect(s.turn).toMatchObject({ number: 4, active: 2, step: 'upkeep' });
    expect(s.stack).toHaveLength(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    // player 1's whole turn went by, player 2 passed for at every step of it
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Expropriate']);
    expect(s.players[2]!.hand.map((id) => s.objects[id]!.card)).toEqual(["Nature's Claim"]);
  });

  it('514.3a: a player with no stops is asked while a trigger of the cleanup step is on the stack, not once it is empty', () => {
    const { state } = scenario({
      players: [
        { library: Array(5).fill('Wastes'), hand: Array(8).fill('Plains') },
        { library: Array(5).fill('Wastes'), battlefield: ['Sangromancer'] },
        { library: Array(5).fill('Wastes'), battlefield: ['Forest', 'Bronze Sable'], hand: ["Nature's Claim"] },
      ],
      step: 'end',
      settings: { autoPass: 'whenOnlyPass', stops: [null, null, noStops] },
    });
    let s = state;
    expect(s.decision).toMatchObject({ kind: 'discard', player: 0, count: 1 });
    s = apply(s, legalActions(s)[0]!);
    expect(s.turn.step).toBe('cleanup');
    expect(s.stack).toHaveLength(1);
    // player 0 could only pass; player 1 could only pass: player 2 is asked
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = pass(s);
    s = apply(s, { type: 'choose', player: 1, choice: [0] });
    expect(s.players[1]!.life).toBe(23);
    // the stack empty, priority in cleanup passes for everyone: the next turn began
    expect(s.turn.number).toBe(3);
  });
});
