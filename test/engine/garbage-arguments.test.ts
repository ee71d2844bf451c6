/**
 * The public functions that take a game state or a PRNG state, given the wrong thing there (DESIGN
 * principle 10): null, a number, a text, an empty object, a view, a draft state, a PRNG state that
 * is not four whole numbers it may advance. Each is refused with a RulesError `malformed` naming
 * the function and the argument, never a TypeError, and the refused call changes nothing: neither
 * the wrong value nor the good arguments given with it.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, applyDraft, botInput, cardPool, draftBotInput, toMtgoDraftLog, characteristics, createDraftPlayout, draftRecord, draftView, legalPicks, randomDeck, tryApplyDraft, countActions, createDraft, createGame, createMentalMagicGame, createPlayout, determinize, determinizer, direct, evaluate,
  evaluateFor, heuristicBot, legalActions, logOf, peek, playGame, randomBot, randomInt, sampleAction, seedRng, serialize, settleMentalMagic,
  shuffleInPlace, SpielState, specify, tryApply, turnOver, view, type Action, type ReadonlyGameState, ismctsBot, runDraft, randomDrafter, autoBuildDeck, startTableGames,
  describeDraftEvent, redactDraftEvent, redactEvent,
} from '../../src/index.js';
import { refusal } from '../helpers/refusal.js';

const deck = Array<string>(40).fill('Bronze Sable');
const game = createGame({ players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 1 });
const keep: Action = legalActions(game)[0]!;
const mm = createMentalMagicGame({ seed: 3 });

/** Values that are no game state: nothing, other kinds of value, and the other states and views of the package. */
const notStates: [string, () => unknown][] = [
  ['null', () => null],
  ['undefined', () => undefined],
  ['a number', () => 5],
  ['a text', () => 'paliano/game'],
  ['an empty object', () => ({})],
  ['a list', () => []],
  ['an object with players', () => ({ players: [], decision: null })],
  ['a view', () => view(game, 0)],
  ['a draft state', () => createDraft({ drafters: 3, seed: 7, rounds: 1 })],
];

/** Values that are no PRNG state a function may advance. */
const notRngs: [string, () => unknown][] = [
  ['null', () => null],
  ['undefined', () => undefined],
  ['a number', () => 7],
  ['an empty object', () => ({})],
  ['an object with indexes', () => ({ 0: 1, 1: 2, 2: 3, 3: 4, length: 4 })],
  ['three numbers', () => [1, 2, 3]],
  ['a list with a text', () => [1, 2, 3, 'x']],
  ['a fraction', () => [1.5, 2, 3, 4]],
  ['a frozen list', () => Object.freeze(seedRng(1))],
  ['a game state', () => game],
];

/** Each public function taking a state, called with `state` in that place and good arguments elsewhere. */
const takingState: [string, (state: never) => unknown][] = [
  ['apply', (s) => apply(s, keep)],
  ['apply', (s) => { const r = tryApply(s, keep); if (!r.ok) throw r.error; return r.state; }],
  ['legalActions', (s) => legalActions(s)],
  ['sampleAction', (s) => sampleAction(s, seedRng(1))],
  ['countActions', (s) => countActions(s)],
  ['createPlayout', (s) => createPlayout(s)],
  ['view', (s) => view(s, 0)],
  ['serialize', (s) => serialize(s)],
  ['logOf', (s) => logOf(s)],
  ['characteristics', (s) => characteristics(s, 0)],
  ['determinize', (s) => determinize(s, 0, seedRng(1))],
  ['determinize', (s) => determinizer(s, 0)],
  ['evaluate', (s) => evaluate(s)],
  ['evaluate', (s) => evaluateFor(s, 0)],
  ['SpielState', (s) => new SpielState(s)],
  ['botInput', (s) => botInput(s, [keep], seedRng(1))],
  ['settleMentalMagic', (s) => settleMentalMagic(s)],
  ['turnOver', (s) => turnOver(s, 0)],
  ['peek', (s) => peek(s, 0)],
  ['specify', (s) => specify(s, 0, 'Bronze Sable', 'a' as never, [])],
  ['direct', (s) => direct(s, 0, 'a100', [])],
];

/** Each public function taking a PRNG state, called with `rng` in that place and good arguments elsewhere. */
const takingRng: [string, (rng: never) => unknown][] = [
  ['sampleAction', (r) => sampleAction(game, r)],
  ['Playout.sampleAction', (r) => createPlayout(game).sampleAction(r)],
  ['determinize', (r) => determinize(game, 0, r)],
  ['determinize', (r) => determinizer(game, 0)(r)],
  ['botInput', (r) => botInput(game, legalActions(game), r)],
  ['randomInt', (r) => randomInt(r, 6)],
  ['shuffleInPlace', (r) => shuffleInPlace(r, [1, 2, 3])],
  ['playGame', (r) => playGame(game, randomBot, r)],
  ['playGame', (r) => playGame({ players: [{ deck }, { deck }], seed: 2 }, heuristicBot, r)],
];


/** What a value holds, to tell whether a call changed it (a game state by its save). */
function contents(value: unknown): string {
  return (value as { schema?: unknown } | null)?.schema === 'paliano/game' ? serialize(value as ReadonlyGameState) : (JSON.stringify(value) ?? String(value));
}

describe('a public function given what is no game state', () => {
  for (const [name, call] of takingState) {
    it(`${name} refuses it as malformed, naming itself and the state, and changes nothing`, () => {
      for (const [what, make] of notStates) {
        const bad = make();
        const before = contents(bad);
        const gameBefore = contents(game);
        const e = refusal(() => call(bad as never));
        expect(e.code, what).toBe('malformed');
        expect(e.message, what).toMatch(new RegExp(`^${name}: (state|start) must be a game state`));
        expect(contents(bad), what).toBe(before);
        expect(contents(game), what).toBe(gameBefore);
      }
    });
  }

  it('playGame refuses a view or a draft state as the state to start from', () => {
    for (const bad of [view(game, 0), createDraft({ drafters: 3, seed: 7, rounds: 1 })]) {
      expect(refusal(() => playGame(bad as never, randomBot, seedRng(1))).message).toMatch(/^playGame: start must be a game state/);
    }
  });

  it('the functions still take game states, a Mental Magic game among them', () => {
    expect(countActions(game)).toBe(legalActions(game).length);
    expect(settleMentalMagic(mm)).toBe(mm);
  });
});

describe('Playout.apply given what is no action', () => {
  it('refuses it as malformed, naming itself, and the playout goes on as it was', () => {
    const p = createPlayout(game);
    const listed = p.legalActions();
    for (const bad of [null, undefined, 7, 'pass', true]) {
      const e = refusal(() => p.apply(bad as never));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^Playout\.apply: an action is an object/);
    }
    expect(p.legalActions()).toEqual(listed);
    p.apply(listed[0]!);
  });
});

describe('a public function given what is no PRNG state', () => {
  for (const [name, call] of takingRng) {
    it(`${name} refuses it as malformed, naming itself and the PRNG state, and changes nothing`, () => {
      for (const [what, make] of notRngs) {
        const bad = make();
        const before = contents(bad);
        const gameBefore = contents(game);
        const e = refusal(() => call(bad as never));
        expect(e.code, what).toBe('malformed');
        expect(e.message, what).toMatch(new RegExp(`^${name.replace('.', '\\.')}: (rng|s) must be a PRNG state`));
        expect(contents(bad), what).toBe(before);
        expect(contents(game), what).toBe(gameBefore);
      }
    });
  }

  it('seedRng refuses what is no seed, randomInt an n that is no whole number from 0 to 2^32, shuffleInPlace what is no list it may change', () => {
    for (const bad of [null, undefined, {}, NaN, [1, 2, 3], [1, 2, 3, -1]]) expect(refusal(() => seedRng(bad as never)).message).toMatch(/^seedRng: .* is no seed/);
    for (const n of [NaN, 1.5, -1, '6', 2 ** 33]) {
      const rng = seedRng(1);
      expect(refusal(() => randomInt(rng, n as never)).message).toMatch(/^randomInt: n must be a whole number/);
      expect(rng).toEqual(seedRng(1));
    }
    for (const bad of [null, 'abc', Object.freeze([1, 2, 3])]) {
      const rng = seedRng(1);
      expect(refusal(() => shuffleInPlace(rng, bad as never)).message).toMatch(/^shuffleInPlace: items must be a list/);
      expect(rng).toEqual(seedRng(1));
    }
    expect(randomInt(seedRng(1), 1)).toBe(0);
    expect(randomInt(seedRng(1), 0)).toBe(0);
  });

  it('a refusal shows a number that is no finite number as it is (NaN, Infinity), not as JSON writes it (null)', () => {
    const players = [{ deck }, { deck }];
    expect(refusal(() => createGame({ players, seed: NaN })).message).toMatch(/^the seed NaN is no seed/);
    expect(refusal(() => seedRng(Infinity)).message).toMatch(/^seedRng: Infinity is no seed/);
    expect(refusal(() => randomInt(seedRng(1), -Infinity)).message).toMatch(/, not -Infinity$/);
    expect(refusal(() => ismctsBot({ iterations: NaN })).message).toMatch(/, not NaN$/);
    const draft = runDraft(createDraft({ drafters: 3, seed: 1 }), randomDrafter, { seed: 1 }).state;
    const decks = draft.drafters.map((_, seat) => autoBuildDeck(cardPool(draft, seat)));
    expect(refusal(() => startTableGames(draft, decks, { seed: NaN })).message).toMatch(/, not NaN$/);
  });
});

describe('a public draft function given what is no draft state', () => {
  const draft = createDraft({ drafters: 3, seed: 7, rounds: 1 });
  const pick = legalPicks(draft, 0)[0]!;
  /** Values that are no draft state: nothing, other kinds of value, a game state and a draft's view. */
  const notDrafts: [string, () => unknown][] = [
    ['null', () => null],
    ['a number', () => 5],
    ['an empty object', () => ({})],
    ['a game state', () => game],
    ["a drafter's view", () => draftView(draft, 0)],
  ];
  const takingDraft: [string, (state: never) => unknown][] = [
    ['applyDraft', (s) => applyDraft(s, pick)],
    ['applyDraft', (s) => { const r = tryApplyDraft(s, pick); if (!r.ok) throw r.error; return r.state; }],
    ['legalPicks', (s) => legalPicks(s)],
    ['draftView', (s) => draftView(s, 0)],
    ['createDraftPlayout', (s) => createDraftPlayout(s)],
    ['cardPool', (s) => cardPool(s, 0)],
    ['draftRecord', (s) => draftRecord(s, 0)],
  ];
  for (const [name, call] of takingDraft) {
    it(`${name} refuses it as malformed, naming itself and the state`, () => {
      for (const [what, make] of notDrafts) {
        const e = refusal(() => call(make() as never));
        expect(e.code, what).toBe('malformed');
        expect(e.message, what).toMatch(new RegExp(`^${name}: state must be a draft state`));
      }
    });
  }

  it('legalPicks, cardPool, draftRecord, draftBotInput and toMtgoDraftLog refuse what is no seat of the draft as malformed, naming themselves: a text such as "0" is none, nor "length"', () => {
    const complete = runDraft(createDraft({ drafters: 3, seed: 7, rounds: 1 }), randomDrafter, { seed: 7 }).state;
    const seatTaking: [string, (seat: never) => unknown][] = [
      ['legalPicks', (seat) => legalPicks(draft, seat)],
      ['cardPool', (seat) => cardPool(complete, seat)],
      ['draftRecord', (seat) => draftRecord(complete, seat)],
      ['draftBotInput', (seat) => draftBotInput(draft, seat, [], seedRng(1))],
      ['toMtgoDraftLog', (seat) => toMtgoDraftLog(complete, seat)],
    ];
    for (const [name, call] of seatTaking) {
      for (const seat of [3, -1, 0.5, NaN, '0', '1', 'length', '__proto__', null]) {
        const e = refusal(() => call(seat as never));
        expect(e.code, `${name} ${String(seat)}`).toBe('malformed');
        expect(e.message, `${name} ${String(seat)}`).toMatch(new RegExp(`^${name}: no drafter at seat .*: a seat is a whole number from 0 to 2$`));
      }
      expect(() => call(2 as never), name).not.toThrow();
    }
  });

  it('describeDraftEvent, redactDraftEvent and redactEvent refuse what is no event (or no draft to read it from) as malformed, not with a TypeError', () => {
    const event = draft.log[0]!;
    for (const bad of [null, 5, 'pick', {}, { type: 'pick' }]) expect(refusal(() => describeDraftEvent(draft, bad as never)).code, JSON.stringify(bad)).toBe('malformed');
    for (const bad of [null, 5, {}]) expect(refusal(() => describeDraftEvent(bad as never, event)).code, JSON.stringify(bad)).toBe('malformed');
    expect(refusal(() => describeDraftEvent(draft, event, null as never)).code).toBe('malformed');
    expect(describeDraftEvent(draftView(draft, 0), event)).toMatch(/\[CR 905/);
    for (const bad of [null, 5]) {
      expect(refusal(() => redactDraftEvent(bad as never, 0)).code).toBe('malformed');
      expect(refusal(() => redactEvent(bad as never, 0)).code).toBe('malformed');
    }
  });

  it('a drafter\'s view is named as such, as a game\'s view is, not shown as JSON', () => {
    expect(refusal(() => applyDraft(draftView(draft, 0) as never, pick)).message).toMatch(/^applyDraft: state must be a draft state, not a draft view \(a draft state is what draftView\(\) is made from\)/);
    expect(refusal(() => legalPicks(draftView(draft, 'spectator') as never)).message).toMatch(/, not a draft view \(/);
  });

  it('randomDeck refuses a seed that is no number or text and a size that is no whole number from 0 to 10,000', () => {
    for (const seed of [null, undefined, {}, NaN, Infinity]) expect(refusal(() => randomDeck(seed as never)).message).toMatch(/^randomDeck: seed must be a number or a text/);
    for (const size of [-1, 2.5, 10_001, '40']) expect(refusal(() => randomDeck(1, size as never)).message).toMatch(/^randomDeck: size must be a whole number from 0 to 10000/);
    expect(randomDeck(1)).toHaveLength(40);
    expect(randomDeck('x', 0)).toEqual([]);
  });
});
