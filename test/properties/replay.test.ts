/**
 * Replays reproduce games: random games (free-for-all and Conspiracy Draft, concessions included)
 * played on the in-place path are recorded as a replay record, sent through JSON, and replayed;
 * every state the replay yields serializes exactly as the live state after the same actions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, cards, createGame, createMentalMagicGame, heuristicBot, legalActions, parseReplay, playGame, randomBot, randomDeck, replay, replayRecord, RulesError, serialize, settleMentalMagic, variantReplayRecord, type Action, type CreateGameOptions } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';

const CONSPIRACIES = cards.list().filter((c) => c.printed.types.includes('Conspiracy')).map((c) => c.name);

/** Replays the record of the game from `options` given `actions` (through JSON) against the live states. */
function checkReplay(options: CreateGameOptions, botSeed: number): void {
  const live: string[] = [];
  const { actions } = recordGame(createGame(options), botSeed, (s) => live.push(serialize(s)));
  const record = parseReplay(JSON.stringify(replayRecord(options, actions)));
  let n = -1;
  for (const state of replay(record)) {
    if (n === -1) ok(serialize(state) === serialize(createGame(options)), 'the replay does not start from the created game');
    else ok(serialize(state) === live[n], `the replay differs after action ${n} (${JSON.stringify(actions[n])})`);
    n++;
  }
  ok(n === actions.length, `the replay yielded ${n} actions' states of ${actions.length}`);
}

describe('replays', () => {
  it('reproduce every state of random free-for-all games', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), (spec) => checkReplay(gameOptions(spec, spec.players * (spec.deckSize + 3)), spec.botSeed)),
      { numRuns: 20, endOnFailure: true },
    );
  });

  it('reproduce every state of random Conspiracy Draft games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4 }), fc.integer(), fc.integer(), fc.array(fc.subarray(CONSPIRACIES, { maxLength: 4 }), { minLength: 4, maxLength: 4 }), (players, seed, botSeed, sideboards) => {
        const options: CreateGameOptions = {
          format: 'conspiracy',
          seed,
          settings: { turnLimit: 6 },
          players: Array.from({ length: players }, (_, p) => ({ deck: randomDeck(seed + p), sideboard: sideboards[p]! })),
        };
        checkReplay(options, botSeed);
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });

  it('playGame started from options returns the replay record of its game', () => {
    const options: CreateGameOptions = { players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 9, settings: { turnLimit: 6 } };
    for (const inPlace of [false, true]) {
      const { state, actions, replay: record } = playGame(options, randomBot, seedRng(3), { inPlace });
      expect(record?.actions.length).toBe(actions);
      let last = null;
      for (const s of replay(record!)) last = s;
      expect(serialize(last!)).toBe(serialize(state));
    }
  });

  it('a bad record is a RulesError, as a bad saved game is', () => {
    const options: CreateGameOptions = { players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 9 };
    const good = replayRecord(options, []);
    const bad: unknown[] = [null, [], { ...good, schema: 'paliano/game' }, { ...good, version: 2 }, { ...good, options: null }, { ...good, actions: {} }];
    for (const record of bad) expect(() => replay(record as never), JSON.stringify(record)).toThrow(RulesError);
    expect(() => parseReplay('{')).toThrow(RulesError);
    // options createGame refuses, and an action apply refuses, when the replay reaches them
    expect(() => [...replay({ ...good, options: { ...options, players: [{ deck: ['Not A Card'] }, { deck: [] }] } })]).toThrow(RulesError);
    const illegal = replayRecord(options, [{ type: 'playLand', player: 0, card: 12345 } as unknown as Action]);
    expect(() => [...replay(illegal)]).toThrow(/not a valid replay: action 0/);
  });

  it('of Async Mental Magic games (version 2, variant "mental-magic": createMentalMagicGame options, settled after each action) reproduce every state', () => {
    const options = { seed: 3, names: ['Ana', 'Ben'], manaAbilities: 'automatic' } as const;
    let state = createMentalMagicGame(options);
    const live = [serialize(state)];
    const actions: Action[] = [];
    const rng = seedRng(3);
    while (!state.result) {
      const legal = legalActions(state);
      const action = state.decision!.player === 0 ? randomBot(botInput(state, legal, rng)) : heuristicBot(botInput(state, legal, rng));
      state = settleMentalMagic(apply(state, action));
      actions.push(action);
      live.push(serialize(state));
    }
    const record = parseReplay(JSON.stringify(variantReplayRecord('mental-magic', options, actions)));
    expect(record).toMatchObject({ version: 2, variant: 'mental-magic', options });
    expect([...replay(record)].map((s) => serialize(s))).toEqual(live);
    // a record that names no variant with a driver, or options createMentalMagicGame refuses, is no valid replay
    for (const bad of [{ ...record, variant: undefined }, { ...record, variant: 'free-for-all' }, { ...record, variant: 'nope' }, { ...record, version: 3 }]) {
      expect(() => replay(bad as never), JSON.stringify({ ...bad, actions: [] })).toThrow(RulesError);
    }
    expect(() => [...replay({ ...record, options: { seed: 3, players: [] } })]).toThrow(/not a valid replay: options: players is not an option of createMentalMagicGame/);
    // records of createGame games are still version 1, read as before: a game of the format that
    // createGame made from the format's data replays through createGame and apply alone
    const createOptions: CreateGameOptions = { format: 'mental-magic', seed: 4, players: [{ deck: [] }, { deck: [] }], formatData: structuredClone(createMentalMagicGame({ seed: 4 }).formatData) as CreateGameOptions['formatData'] };
    const created = createGame(createOptions);
    const first = legalActions(created)[0]!;
    const old = replayRecord(createOptions, [first]);
    expect(old.version).toBe(1);
    expect([...replay(parseReplay(JSON.stringify(old)))].map((s) => serialize(s))).toEqual([serialize(created), serialize(apply(created, first))]);
  });
});
