/**
 * A basic land played from outside the game with Sovereign's Realm tells nobody what the player's
 * hidden sideboard holds (CR 400.11a, 400.2; DESIGN principle 9). In a limited game the sideboard is
 * considered to hold as many Plains, Islands, Swamps, Mountains and Forests as needed (the card's
 * ruling), so whether it holds one of them is a hidden fact of no consequence: two games alike in
 * everything the other players may know — seats, decks, seed, the size of every sideboard (public:
 * Magic Tournament Rules 3.16) — where the holder's sideboard holds the basic land they go on to play
 * in one game and another card in the other, played with the same actions, give every other player
 * and a spectator the same views, log and object ids included, at every step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, view, type Action, type ReadonlyGameState, type Viewer } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { deckOf, keepAll, putConspiracies } from '../cards/conspiracy-helpers.js';
import { ok, pick } from './helpers.js';

/** The five basic lands a limited sideboard is considered to hold as many of as needed. */
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** Cards that are no basic land of the five, for the sideboards. */
const OTHERS = ['Bronze Sable', 'Burning Wish', 'Wastes'];

/** The deck of the Realm's holder, which can't have basic land cards. */
const SABLES = Array<string>(40).fill('Bronze Sable');

/** One pair of games: the seats, the holder of Sovereign's Realm, the basic land they play, and the cards around it. */
const specArb = fc.record({
  players: fc.integer({ min: 3, max: 5 }),
  holder: fc.nat(),
  starter: fc.nat(),
  seed: fc.integer(),
  botSeed: fc.integer(),
  basic: fc.constantFrom(...BASICS),
  other: fc.constantFrom(...OTHERS),
  // the holder's other sideboard cards, and each other player's sideboard (the same in both games)
  extra: fc.array(fc.constantFrom(...OTHERS, ...BASICS), { maxLength: 2 }),
  sideboards: fc.array(fc.array(fc.constantFrom(...OTHERS, ...BASICS), { maxLength: 2 }), { minLength: 5, maxLength: 5 }),
});

type Spec = typeof specArb extends fc.Arbitrary<infer T> ? T : never;

/** The game of a spec whose holder's sideboard holds `card` besides Sovereign's Realm and their other cards, at its first turn. */
function gameOf(spec: Spec, card: string): ReadonlyGameState {
  const holder = spec.holder % spec.players;
  const s = createGame({
    format: 'conspiracy',
    seed: spec.seed,
    startingPlayer: spec.starter % spec.players,
    players: Array.from({ length: spec.players }, (_, i) => (i === holder
      ? { name: `P${i}`, deck: SABLES, sideboard: ["Sovereign's Realm", card, ...spec.extra] }
      : { name: `P${i}`, deck: deckOf(), sideboard: spec.sideboards[i]! })),
    settings: { autoPass: 'never', manaAbilities: 'actions', turnLimit: 12 },
  });
  return keepAll(putConspiracies(s, { [holder]: [{ card: "Sovereign's Realm" }] }));
}

/** The viewers who may not look at `holder`'s sideboard: every other player and a spectator. */
function others(s: ReadonlyGameState, holder: number): Viewer[] {
  return [...s.players.map((p) => p.id).filter((p) => p !== holder), 'spectator' as const];
}

/** Where two texts first differ, for messages. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `${a.slice(Math.max(0, i - 120), i + 80)} / ${b.slice(Math.max(0, i - 120), i + 80)}`;
}

/**
 * The next action, the same in both games: the holder plays the spec's basic land from outside the
 * game when they may, activates Sovereign's Realm in their main phase while they may still play a
 * land, and otherwise a random bot plays.
 */
function next(s: ReadonlyGameState, spec: Spec, holder: number, rng: ReturnType<typeof seedRng>): Action {
  const actions = legalActions(s);
  const land = actions.find((a) => a.type === 'playLandFromOutside' && a.name === spec.basic);
  if (land) return land;
  const realm = s.command.find((id) => s.objects[id]!.card === "Sovereign's Realm");
  const mainPhase = s.turn.active === holder && (s.turn.step === 'main1' || s.turn.step === 'main2') && s.stack.length === 0;
  const activate = actions.find((a) => a.type === 'activate' && a.source === realm);
  if (mainPhase && activate && s.players[holder]!.landsPlayed === 0 && !actions.some((a) => a.type === 'playLandFromOutside')) return activate;
  return pick(s, actions, rng);
}

/** Plays both games on with the same actions, checking every other viewer sees them alike; how many lands the holder played from outside the game. */
function compare(spec: Spec, steps: number): number {
  let a = gameOf(spec, spec.basic);
  let b = gameOf(spec, spec.other);
  const holder = spec.holder % spec.players;
  const rng = seedRng(spec.botSeed);
  let played = 0;
  for (let step = 0; step < steps && a.result === null; step++) {
    for (const who of others(a, holder)) {
      const seenA = JSON.stringify(view(a, who));
      const seenB = JSON.stringify(view(b, who));
      ok(seenA === seenB, `step ${step}: ${who} tells whether player ${holder}'s sideboard holds ${spec.basic} or ${spec.other}: ${firstDifference(seenA, seenB)}`);
    }
    const action = next(a, spec, holder, rng);
    if (action.type === 'playLandFromOutside') played++;
    a = apply(a, action);
    b = apply(b, action);
  }
  return played;
}

describe("Sovereign's Realm and hidden sideboards (CR 400.11a, 400.2)", () => {
  it('every other player and a spectator see the same game whether or not the sideboard held the basic land played from outside the game', () => {
    let played = 0;
    fc.assert(fc.property(specArb, (spec) => void (played += compare(spec, 120))), { numRuns: 15 });
    // the games do play lands from outside the game
    expect(played).toBeGreaterThan(0);
  });

  it('three players, the starting player holding the Realm: the Plains played from outside the game is the same object, by id, whatever the sideboard held', () => {
    const spec: Spec = { players: 3, holder: 0, starter: 0, seed: 5, botSeed: 1, basic: 'Plains', other: 'Bronze Sable', extra: [], sideboards: [[], [], [], [], []] };
    expect(compare(spec, 60)).toBeGreaterThan(0);
  });
});
