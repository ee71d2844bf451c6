/**
 * Priority stops (CR 117.3d, `GameSettings.stops`) with either setting of `manaAbilities` (CR 605),
 * as an MTGO or Arena player uses them: "stop in my opponents' end steps" to cast a flash creature
 * there. With mana paid automatically the player's lands are no decision, so they are asked only at
 * their stop, with the cast offered and paid by the engine's plan; with mana abilities as actions
 * their lands would make every priority a decision, and their stops still pass those for them. A
 * saved game keeps both settings and plays on alike.
 */
import { describe, expect, it } from 'vitest';
import { apply, createPlayout, deserialize, legalActions, logOf, serialize, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

const ISLANDS = ['Island', 'Island', 'Island', 'Island'];
const END_STEPS_ONLY = { ownTurn: [], othersTurns: ['end'] } as const;

/**
 * Player 0's upkeep; player 0 has only a Forest, player 1 four Islands and Cloaked Siren ({3}{U},
 * flash) in hand, so player 1 could cast it at any priority.
 */
function board(manaAbilities: 'automatic' | 'actions', stops: typeof END_STEPS_ONLY | null): { state: ReadonlyGameState; islands: number[]; siren: number } {
  const library = Array<string>(8).fill('Wastes');
  const { state, ids } = scenario({
    players: [{ battlefield: ['Forest'], library }, { battlefield: ISLANDS, hand: ['Cloaked Siren'], library }],
    step: 'upkeep',
    settings: { autoPass: 'whenOnlyPass', manaAbilities, stops: [null, stops] },
  });
  return { state, islands: ids.battlefield[1]!, siren: ids.hand[1]![0]! };
}

/** Player 0 passes each priority of theirs until player 1 is asked something; the state then. */
function untilPlayerOneAsked(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  for (let i = 0; i < 50 && s.decision?.player === 0; i++) s = apply(s, { type: 'pass', player: 0 });
  expect(s.decision?.player).toBe(1);
  return s;
}

describe('117.3d stops with mana paid automatically or by hand (605)', () => {
  it('without stops, player 1 who could cast a flash creature is asked at the first priority of the turn, in both settings', () => {
    for (const manaAbilities of ['automatic', 'actions'] as const) {
      const { state } = board(manaAbilities, null);
      const s = untilPlayerOneAsked(state);
      expect([s.turn.number, s.turn.step]).toEqual([state.turn.number, 'upkeep']);
    }
  });

  it('automatic: asked only at the stop in the opponent\'s end step, with the cast offered and no land; the plan pays it', () => {
    const { state, islands, siren } = board('automatic', END_STEPS_ONLY);
    const s = untilPlayerOneAsked(state);
    expect([s.turn.number, s.turn.active, s.turn.step]).toEqual([state.turn.number, 0, 'end']);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    const actions = legalActions(s);
    expect(actions.some((a) => a.type === 'activate')).toBe(false);
    const cast = actions.find((a) => a.type === 'cast' && a.card === siren);
    expect(cast).toBeDefined();
    const after = apply(s, cast!);
    // the engine's plan tapped the four Islands for {3}{U} (CR 601.2g–h, 605.3a), and the Siren
    // resolved with nobody able to respond: every priority while it was on the stack was only passing
    const tapped = logOf(after).slice(logOf(s).length).filter((e) => e.type === 'activateMana').map((e) => e.object);
    expect(tapped.sort()).toEqual([...islands].sort());
    expect(after.battlefield.some((id) => after.objects[id]!.card === 'Cloaked Siren')).toBe(true);
    expect(after.stack).toEqual([]);
    // player 1 has no stop in their own turn: with the Siren able to attack, their next decision is its attack (508.1)
    expect([after.turn.active, after.decision?.kind]).toEqual([1, 'declareAttackers']);
  });

  it('actions: the Islands\' mana abilities are listed at every priority, yet the stops pass every priority but the one in the end step', () => {
    const { state } = board('actions', END_STEPS_ONLY);
    const s = untilPlayerOneAsked(state);
    expect([s.turn.number, s.turn.active, s.turn.step]).toEqual([state.turn.number, 0, 'end']);
    const actions = legalActions(s);
    expect(actions.filter((a) => a.type === 'activate')).toHaveLength(ISLANDS.length);
    expect(actions.some((a) => a.type === 'cast')).toBe(true);
  });

  it('a game saved with both settings loads back with them, and plays on as the game that was not saved, through apply and in place', () => {
    for (const manaAbilities of ['automatic', 'actions'] as const) {
      const { state } = board(manaAbilities, END_STEPS_ONLY);
      const loaded = deserialize(serialize(state));
      expect(loaded.settings).toEqual(state.settings);
      const live = untilPlayerOneAsked(state);
      expect(untilPlayerOneAsked(loaded)).toEqual(live);
      const playout = createPlayout(loaded);
      while (playout.state.decision?.player === 0) playout.apply({ type: 'pass', player: 0 });
      expect(playout.state).toEqual(live);
    }
  });

  it('setStops in the middle of a game with mana as actions, saved and loaded: the new stops hold after loading', () => {
    const { state } = board('actions', null);
    // player 1, asked in player 0's upkeep (their Islands are actions), asks to stop only in end steps
    const asked = untilPlayerOneAsked(state);
    const set = apply(asked, { type: 'setStops', player: 1, stops: END_STEPS_ONLY });
    const loaded = deserialize(serialize(set));
    expect(loaded.settings.stops).toEqual([null, END_STEPS_ONLY]);
    expect(loaded.settings.manaAbilities).toBe('actions');
    // they pass the upkeep they hold; their stops then pass for them until player 0's end step
    const next = untilPlayerOneAsked(apply(loaded, { type: 'pass', player: 1 }));
    expect([next.turn.number, next.turn.step]).toEqual([state.turn.number, 'end']);
  });
});
