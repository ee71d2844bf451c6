/**
 * botInput given bad arguments: a state that is no game state, actions that are no list of actions,
 * an rng that is no PRNG state, or a finished game, is refused with a RulesError saying which
 * argument is wrong, never a TypeError (nor a bot deciding from a list that is not one).
 */
import { describe, expect, it } from 'vitest';
import { botInput, createGame, heuristicBot, legalActions, randomBot, randomDrafter, seedRng, type Action, type ReadonlyGameState } from '../../src/index.js';
import { refusal } from '../helpers/refusal.js';

const deck = Array<string>(40).fill('Bronze Sable');
const state = createGame({ players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 1 });
const actions = legalActions(state);


describe('botInput', () => {
  it('takes a state, its legal actions and a PRNG state', () => {
    const input = botInput(state, actions, seedRng(1));
    expect(input.player).toBe(state.decision!.player);
    expect(input.actions).toBe(actions);
  });

  it('refuses actions that are no list, or a list holding what is no action, as malformed', () => {
    for (const bad of [null, undefined, 5, 'pass', { type: 'pass', player: 0 }, new Set(actions)]) {
      const e = refusal(() => botInput(state, bad as never, seedRng(1)));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^botInput: actions must be a list of the state's legal actions, not /);
    }
    expect(refusal(() => botInput(state, [actions[0]!, null] as never, seedRng(1))).message).toBe('botInput: actions[1] must be an action, not null');
    expect(refusal(() => botInput(state, [{ player: 0 }] as unknown as Action[], seedRng(1))).message).toBe('botInput: actions[0] must be an action, not {"player":0}');
  });

  it('refuses a state that is no game state and an rng that is no PRNG state, as malformed', () => {
    for (const bad of [null, 5, {}, { players: [] }]) {
      expect(refusal(() => botInput(bad as never, actions, seedRng(1))).message).toMatch(/^botInput: state must be a game state, not /);
    }
    for (const bad of [undefined, 7, [1, 2, 3], [1, 2, 3, 'x'], [1.5, 2, 3, 4]]) {
      expect(refusal(() => botInput(state, actions, bad as never)).message).toMatch(/^botInput: rng must be a PRNG state of four whole numbers/);
    }
  });

  it('refuses a finished game: nobody has a decision to make (CR 104.1)', () => {
    const over: ReadonlyGameState = { ...state, decision: null };
    const e = refusal(() => botInput(over, [], seedRng(1)));
    expect(e.code).toBe('gameOver');
    expect(e.message).toBe('botInput: no decision to make: the game is over (CR 104.1)');
  });

  it('the built-in bots refuse an empty list of actions as malformed, never a plain Error', () => {
    const input = { ...botInput(state, actions, seedRng(1)), actions: [] };
    for (const bot of [randomBot, heuristicBot]) expect(refusal(() => bot(input)).code).toBe('malformed');
    expect(refusal(() => randomDrafter({ actions: [], rng: seedRng(1) } as never)).message).toBe('randomDrafter: actions must be the legal draft actions of the drafter, not an empty list');
  });
});
