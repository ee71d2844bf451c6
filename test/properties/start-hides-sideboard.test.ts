/**
 * The start of the game tells nobody what a hidden sideboard holds (CR 400.11a, 100.4; 315.2,
 * 905.4): two games alike in everything the other players may know — seats, decks, seed, starting
 * player, the size of every sideboard (public: Magic Tournament Rules 3.16) — where one player's
 * sideboard holds a conspiracy in one game and another card in the other, played with the same
 * answers (nobody puts a conspiracy), give every other player and a spectator the same views, log
 * and decisions included, at every step until the first turn begins.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, cards, createGame, view, type Action, type ReadonlyGameState, type Viewer } from '../../src/index.js';
import { deckOf } from '../cards/conspiracy-helpers.js';
import { ok } from './helpers.js';

/** Every conspiracy the engine implements. */
const CONSPIRACIES = cards.list().filter((c) => c.printed.types.includes('Conspiracy')).map((c) => c.name);

/** Cards that are no conspiracy, for the sideboards. */
const OTHERS = ['Bronze Sable', 'Plains', 'Burning Wish'];

/** One pair of games: the format, the seats, whose sideboard differs, and what every sideboard holds. */
const specArb = fc.record({
  format: fc.constantFrom('two-player', 'free-for-all', 'conspiracy'),
  players: fc.integer({ min: 2, max: 4 }),
  holder: fc.nat(),
  starter: fc.nat(),
  seed: fc.integer(),
  conspiracy: fc.constantFrom(...CONSPIRACIES),
  other: fc.constantFrom(...OTHERS),
  // the holder's other sideboard cards, and each other player's sideboard (the same in both games)
  extra: fc.array(fc.constantFrom(...OTHERS), { maxLength: 2 }),
  sideboards: fc.array(fc.array(fc.constantFrom(...OTHERS, ...CONSPIRACIES), { maxLength: 2 }), { minLength: 4, maxLength: 4 }),
});

type Spec = typeof specArb extends fc.Arbitrary<infer T> ? T : never;

/** The game of a spec whose holder's sideboard holds `card` besides their other cards. */
function gameOf(spec: Spec, card: string): ReadonlyGameState {
  const n = spec.format === 'two-player' ? 2 : spec.format === 'conspiracy' ? Math.max(3, spec.players) : spec.players;
  const holder = spec.holder % n;
  return createGame({
    format: spec.format,
    seed: spec.seed,
    startingPlayer: spec.starter % n,
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, deck: deckOf(), sideboard: i === holder ? [card, ...spec.extra] : spec.sideboards[i]! })),
    settings: { autoPass: 'never', manaAbilities: 'actions' },
  });
}

/** The same answer in both games: nobody puts a conspiracy, everyone keeps. */
function answer(s: ReadonlyGameState): Action {
  const d = s.decision!;
  if (d.kind === 'startOfGame') return { type: 'finishConspiracies', player: d.player };
  if (d.kind === 'mulligan') return { type: 'keep', player: d.player };
  throw new Error(`unexpected decision ${d.kind} before the first turn`);
}

/** The viewers who may not look at `holder`'s sideboard: every other player and a spectator. */
function others(s: ReadonlyGameState, holder: number): Viewer[] {
  return [...s.players.map((p) => p.id).filter((p) => p !== holder), 'spectator' as const];
}

/** Where two texts first differ, for messages. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `${a.slice(Math.max(0, i - 80), i + 80)} / ${b.slice(Math.max(0, i - 80), i + 80)}`;
}

/** Plays both games to the first turn, checking that every other viewer sees them alike at every step; the decisions asked, in order. */
function compare(spec: Spec): string[] {
  let a = gameOf(spec, spec.conspiracy);
  let b = gameOf(spec, spec.other);
  const holder = spec.holder % a.players.length;
  const asked: string[] = [];
  for (let step = 0; ; step++) {
    for (const who of others(a, holder)) {
      const seenA = JSON.stringify(view(a, who));
      const seenB = JSON.stringify(view(b, who));
      ok(seenA === seenB, `step ${step}: ${who} tells whether player ${holder}'s sideboard holds ${spec.conspiracy}: ${firstDifference(seenA, seenB)}`);
    }
    if (a.decision?.kind === 'priority') return asked;
    asked.push(`${a.decision!.kind} ${a.decision!.player}`);
    a = apply(a, answer(a));
    b = apply(b, answer(b));
  }
}

describe('the start of the game and hidden sideboards (CR 400.11a, 315.2, 905.4)', () => {
  it('every other player and a spectator see the same game whether or not a player\'s sideboard holds a conspiracy', () => {
    fc.assert(fc.property(specArb, (spec) => void compare(spec)), { numRuns: 40 });
  });

  it('two players, only player 1 with a sideboard: player 0 is asked as the game begins whether it holds Power Play or a Bronze Sable, then both are', () => {
    const spec: Spec = { format: 'two-player', players: 2, holder: 1, starter: 0, seed: 5, conspiracy: 'Power Play', other: 'Bronze Sable', extra: [], sideboards: [[], [], [], []] };
    expect(compare(spec)).toEqual(['startOfGame 0', 'startOfGame 1', 'mulligan 0', 'mulligan 1']);
  });

  it('another player sees how many cards a sideboard holds (Magic Tournament Rules 3.16), never which', () => {
    const s = createGame({ format: 'two-player', seed: 5, players: [{ deck: deckOf() }, { deck: deckOf(), sideboard: ['Power Play', 'Burning Wish'] }] });
    for (const who of [0, 'spectator'] as const) {
      const seen = view(s, who).players[1]!;
      expect(seen.sideboardCount).toBe(2);
      expect(seen.sideboard).toBeUndefined();
      expect(JSON.stringify(view(s, who))).not.toMatch(/Power Play|Burning Wish/);
    }
    expect(view(s, 1).players[1]!.sideboard!.map((o) => o.card)).toEqual(['Power Play', 'Burning Wish']);
  });

  it('a game in which nobody has a sideboard asks nothing about conspiracies', () => {
    const s = createGame({ format: 'two-player', seed: 5, players: [{ deck: deckOf() }, { deck: deckOf(), sideboard: [] }] });
    expect(s.decision?.kind).toBe('mulligan');
    expect(s.conspiracyDraft).toBeUndefined();
  });
});
