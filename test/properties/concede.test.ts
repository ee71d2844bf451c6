/**
 * Conceding at any moment (CR 104.3a) follows CR 800.4: whatever decision is pending — a priority,
 * a mulligan, a choice a resolving spell asks, triggers to order, attackers, blockers, combat damage,
 * a vote, a start-of-game choice of a format — a random player still in the game concedes, and the
 * game always has a deciding player still in it with at least one legal action, or is over; it
 * plays on to its end, and every state after a concession saves and loads back to an equal state.
 * Concessions are drawn far more often at decisions other than priority, where a departed player
 * could leave the game waiting for them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cards, createGame, createPlayout, deserialize, legalActions, randomDeck, serialize, type Action, type CreateGameOptions, type GameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { createMentalMagicGame } from '../../src/variants/mental-magic/control.js';
import { checkInvariants, gameOptions, ok, pick, randomDecks } from './helpers.js';

/** The formats the property covers. */
const FORMATS = ['free-for-all', 'two-player', 'conspiracy', 'magic-tech', 'mental-magic'] as const;
type FormatId = (typeof FORMATS)[number];

const CONSPIRACIES = cards.list().filter((c) => c.printed.types.includes('Conspiracy')).map((c) => c.name);
const BASICS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/** A new random game of a format. */
function newGame(format: FormatId, seed: number, players: number): GameState {
  if (format === 'mental-magic') return createMentalMagicGame({ seed, manaAbilities: 'automatic' });
  const spec = { players: format === 'magic-tech' || format === 'two-player' ? 2 : format === 'conspiracy' ? Math.max(3, players) : players, deckSize: 14, startingLife: 8, handSize: 5, gameSeed: seed, deckSeed: seed + 1, botSeed: seed + 2 };
  if (format === 'conspiracy') {
    const rng = seedRng(seed);
    const options: CreateGameOptions = {
      format,
      seed,
      settings: { turnLimit: 10 },
      players: Array.from({ length: spec.players }, (_, p) => {
        const sideboard = CONSPIRACIES.filter(() => randomInt(rng, 6) === 0);
        const deck = randomDeck(seed + p);
        return { deck: sideboard.includes("Sovereign's Realm") ? deck.map((n) => (BASICS.has(n) ? 'Bronze Sable' : n)) : deck, sideboard };
      }),
    };
    return createGame(options);
  }
  const base = gameOptions(spec, spec.players * 14);
  if (format === 'magic-tech') {
    return createGame({ format, seed, players: randomDecks({ ...spec, deckSize: 16 }).map((d) => ({ deck: d.deck })), settings: { startingHandSize: 5, turnLimit: 40 } });
  }
  return createGame({ ...base, format });
}

/**
 * Plays a game to its end; at each moment of `moments` (an action count) a player concedes at the
 * first decision other than priority from then on (or at a priority 40 actions later). Counts the
 * decision kinds met into `kinds`.
 */
function playWithConcessions(format: FormatId, seed: number, players: number, botSeed: number, moments: number[], kinds: Map<string, number>): void {
  const playout = createPlayout(newGame(format, seed, players));
  const rng = seedRng(botSeed);
  const due = [...moments].sort((x, y) => x - y);
  for (let n = 0; !playout.state.result; n++) {
    ok(n < 6000, `${format}: no end after 6000 actions`);
    const s = playout.state;
    const d = s.decision!;
    let a: Action;
    const next = due[0];
    if (next !== undefined && n >= next && (d.kind !== 'priority' || n >= next + 40)) {
      due.shift();
      const inGame = s.players.filter((p) => p.inGame);
      // the deciding player half the time, else anyone still in the game
      const who = randomInt(rng, 2) === 0 ? d.player : inGame[randomInt(rng, inGame.length)]!.id;
      a = { type: 'concede', player: who };
      const key = `${d.kind}${d.kind === 'choose' ? `:${d.choice.prompt}` : d.kind === 'startOfGame' ? `:${d.prompt}` : ''}${who === d.player ? '' : ' (other)'}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    } else {
      const actions = playout.legalActions();
      ok(actions.length > 0, `${format}: no legal action for ${JSON.stringify(d)}`);
      a = pick(s, actions, rng);
    }
    playout.apply(a);
    const after = playout.state;
    if (a.type !== 'concede') continue;
    try {
      checkInvariants(after);
      if (!after.result) ok(legalActions(after).length > 0, `no legal action for ${JSON.stringify(after.decision)}`);
      const json = serialize(after);
      expect(deserialize(json)).toStrictEqual(after);
    } catch (e) {
      throw new Error(`${format} seed ${seed} bot ${botSeed}: after a concession at ${JSON.stringify(d)}: ${(e as Error).message}`, { cause: e });
    }
  }
}

describe('conceding at any moment (CR 104.3a, 800.4)', () => {
  it.each(FORMATS)('%s: the game always has a decider with a legal action, plays to its end, and loads back', (format) => {
    const kinds = new Map<string, number>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), fc.array(fc.nat(400), { minLength: 1, maxLength: 3 }), (seed, players, botSeed, moments) => {
        playWithConcessions(format, seed, players, botSeed, moments, kinds);
      }),
      { numRuns: Number(process.env.CONCEDE_RUNS ?? (format === 'mental-magic' ? 8 : 25)), endOnFailure: true },
    );
    // the concessions met decisions other than priority
    expect([...kinds.keys()].some((k) => !k.startsWith('priority'))).toBe(true);
  });
});
