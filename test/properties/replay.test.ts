/**
 * Replays reproduce games: random games (free-for-all and Conspiracy Draft, concessions included)
 * played on the in-place path are recorded as a replay record, sent through JSON, and replayed;
 * every state the replay yields serializes exactly as the live state after the same actions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cards, createGame, parseReplay, playGame, randomBot, randomDeck, replay, replayRecord, RulesError, serialize, type Action, type CreateGameOptions } from '../../src/index.js';
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
});
