/**
 * States and answers are safe to hold, share, freeze and wrap: a client keeps them in a Redux store
 * (deep-frozen by immer), calls the engine inside immer's `produce` on drafts that are revoked when
 * the producer ends, and sends them through structuredClone / postMessage.
 */
import { castDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  apply, applyDraft, createDraft, createGame, createPlayout, replay, replayRecord, type Replay, draftView, legalActions, legalPicks, logOf, view, type Action, type DraftState, type ReadonlyGameState, type GameView,
} from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { deepFreeze, gameOptions, pick, type GameSpec } from '../properties/helpers.js';

const SPEC: GameSpec = { players: 3, deckSize: 16, startingLife: 8, handSize: 5, gameSeed: 11, deckSeed: 12, botSeed: 13 };

/** The store of a Redux Toolkit client: the game is one slice of the root state, frozen by immer. */
interface Root {
  game: ReadonlyGameState;
  /** The acting player's view, computed inside the reducer and kept in the store. */
  lastView: GameView | null;
  /** What the reducer saw as legal before applying, kept in the store. */
  offered: number;
}

describe('immer and Redux Toolkit', () => {
  it('a whole game runs with legalActions on the store state and apply inside produce', () => {
    const rng = seedRng(SPEC.botSeed);
    let store: Root = produce({ game: createGame(gameOptions(SPEC, 40)), lastView: null, offered: 0 }, () => {});
    const plain: ReadonlyGameState[] = [createGame(gameOptions(SPEC, 40))];
    let steps = 0;
    while (!store.game.result) {
      // outside the reducer: the client reads the frozen store state
      const actions = legalActions(store.game);
      const action = pick(store.game, actions, rng);
      // the reducer, as createSlice writes it: the engine called on drafts
      store = produce(store, (draft) => {
        draft.offered = legalActions(draft.game).length;
        draft.game = castDraft(apply(draft.game, action));
        draft.lastView = castDraft(view(draft.game, action.player));
      });
      // the store must stay readable after the drafts are revoked, and agree with the plain path
      plain.push(apply(plain[plain.length - 1] as ReadonlyGameState, action));
      expect(Object.isFrozen(store.game)).toBe(true);
      expect(JSON.stringify(store.game)).toBe(JSON.stringify(plain[plain.length - 1]));
      expect(store.lastView).toEqual(view(store.game, action.player));
      steps++;
      expect(steps).toBeLessThan(5000);
    }
    expect(store.game.result).toEqual(plain[plain.length - 1]?.result);
    expect(logOf(store.game).length).toBeGreaterThan(steps);
  });

  it('a reducer may return the engine state from produce (the draft is the state itself)', () => {
    const rng = seedRng(SPEC.botSeed + 1);
    let game = produce(createGame(gameOptions(SPEC, 40)), () => {});
    let steps = 0;
    while (!game.result && steps < 200) {
      const action = pick(game, legalActions(game), rng);
      // legalActions and view on the draft, then apply: every answer stays readable afterwards
      let seen: readonly Action[] = [];
      game = produce(game, (draft) => {
        seen = legalActions(draft);
        return castDraft(apply(draft, action));
      });
      expect(seen.length).toBeGreaterThan(0);
      expect(JSON.stringify(seen)).toContain('"type"');
      expect(view(game, 0).players.length).toBe(SPEC.players);
      steps++;
    }
    expect(steps).toBeGreaterThan(20);
  });

  it('a reducer may create a game and make its replay record from options and actions in the store', () => {
    const options = gameOptions(SPEC, 6);
    let store = produce({ options, actions: [] as Action[], game: null as ReadonlyGameState | null, record: null as Replay | null }, () => {});
    store = produce(store, (draft) => {
      draft.game = castDraft(createGame(draft.options));
    });
    const first = legalActions(store.game!)[0]!;
    store = produce(store, (draft) => {
      draft.game = castDraft(apply(draft.game!, first));
      draft.actions.push(castDraft(first));
      draft.record = castDraft(replayRecord(draft.options, draft.actions));
    });
    const states = [...replay(store.record!)];
    expect(JSON.stringify(states[states.length - 1])).toBe(JSON.stringify(store.game));
  });

  it('a Conspiracy draft runs inside produce', () => {
    const rng = seedRng(5);
    let store = produce({ draft: createDraft({ drafters: 3, seed: 5 }) as DraftState }, () => {});
    let steps = 0;
    while (store.draft.phase !== 'complete') {
      const picks = legalPicks(store.draft);
      const action = picks[randomInt(rng, picks.length)] as (typeof picks)[number];
      store = produce(store, (d) => {
        d.draft = castDraft(applyDraft(d.draft, action));
      });
      expect(draftView(store.draft, action.seat).seat).toBe(action.seat);
      steps++;
    }
    expect(steps).toBeGreaterThan(40);
  });
});

describe('freezing', () => {
  it('views of a live playout state may be deep-frozen: they share nothing the playout changes', () => {
    const rng = seedRng(SPEC.botSeed + 3);
    const playout = createPlayout(createGame(gameOptions(SPEC, 30)));
    for (let i = 0; i < 2000 && !playout.state.result; i++) {
      for (const who of [...playout.state.players.map((p) => p.id), 'spectator' as const]) deepFreeze(view(playout.state, who));
      playout.apply(pick(playout.state, playout.legalActions(), rng));
    }
    expect(playout.state.result).not.toBeNull();
  });
});

describe('structuredClone', () => {
  it('of states and views round-trips, and a cloned state plays on as the original', () => {
    const rng = seedRng(SPEC.botSeed + 2);
    let s = createGame(gameOptions(SPEC, 10));
    for (let i = 0; i < 150 && !s.result; i++) {
      const clone = structuredClone(s);
      expect(clone).toEqual(s);
      for (const p of s.players) expect(structuredClone(view(s, p.id))).toEqual(view(s, p.id));
      const action = pick(s, legalActions(s), rng);
      const next = apply(s, action);
      expect(JSON.stringify(apply(clone, action))).toBe(JSON.stringify(next));
      s = next;
    }
  });
});
