/**
 * The listings skip a lister whose quick `mayOffer` test says it has nothing for the deciding player
 * (so that a priority where a player can only pass is found out cheaply): what they list must be
 * exactly what running every lister lists. On random states of random games (with auto-pass on, and
 * off so that states where passing is the only option come up too), in both settings of mana
 * abilities, and in Mental Magic games, whose format restricts actions: `legalActions(s)` equals
 * `legalActionsRunningEveryLister(s)`, and `countActions(s)` is its length. With auto-pass on, the
 * engine never stops at a priority decision where passing is all one can do. Skipping priority (only
 * passing, or no stop there) gives the game passing by hand gives, with stops changed mid-game too,
 * in every format (Conspiracy Draft, Magic Tech and Mental Magic included).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, deserialize, legalActions as publicLegalActions, serialize, type Action, type GameSettings, type PriorityStops, type ReadonlyGameState } from '../../src/index.js';
import { countActions, legalActions, legalActionsRunningEveryLister } from '../../src/engine/legal.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { canonical, gameOptions, gameSpecArb, ok, pick, recordGame } from './helpers.js';
import { FORMATS as FORMAT_IDS, newGame } from './format-games.js';
import { asEngineState } from '../helpers/mutable-copy.js';

/** Checks the agreement on one state; returns whether the deciding player had an option other than passing. */
function agrees(s: ReadonlyGameState): boolean {
  const actions = legalActions(asEngineState(s));
  expect(actions, `turn ${s.turn.number}, ${s.turn.step}, decision ${JSON.stringify(s.decision)}`).toEqual(legalActionsRunningEveryLister(asEngineState(s)));
  ok(countActions(asEngineState(s)) === actions.length, `countActions says ${countActions(asEngineState(s))}, legalActions lists ${actions.length}`);
  return actions.some((a) => a.type !== 'pass');
}

/** The formats the property plays (Mental Magic, which has its own start, has its own property below). */
const FORMATS = ['free-for-all', 'conspiracy', 'magic-tech'] as const;

/** Whether the engine skips this priority: the player can only pass, or has stops (as they are now) and none here with an empty stack. */
function skipped(s: ReadonlyGameState): boolean {
  const d = s.decision;
  if (d?.kind !== 'priority' || s.result) return false;
  const own = s.settings.stops?.[d.player];
  if (own && s.stack.length === 0 && s.resolution === null && !(s.turn.active === d.player ? own.ownTurn : own.othersTurns).includes(s.turn.step as never)) return true;
  return publicLegalActions(s).every((a) => a.type === 'pass');
}

describe('auto-pass', () => {
  it('the listing with quick tests equals running every lister on random states; auto-pass never leaves a priority decision with passing as the only option', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), fc.constantFrom('whenOnlyPass' as const, 'never' as const), fc.constantFrom('automatic' as const, 'actions' as const), fc.constantFrom(...FORMATS), (anySpec, autoPass, manaAbilities, format) => {
        // Conspiracy Draft games have three players or more (CR 905.3); Magic Tech games two
        // (and decks of 40 cards at least, CR 905.3, 100.2b: played for a few turns only)
        const conspiracy = format === 'conspiracy';
        const spec = { ...anySpec, players: conspiracy ? Math.max(3, anySpec.players) : format === 'magic-tech' ? 2 : anySpec.players, deckSize: conspiracy ? 40 : anySpec.deckSize };
        const options = { ...gameOptions(spec, conspiracy ? 6 : spec.players * (spec.deckSize + 3)), format };
        const seen = { only: 0, more: 0, priority: 0 };
        recordGame(createGame({ ...options, settings: { ...options.settings, autoPass, manaAbilities } }), spec.botSeed, (s) => {
          if (s.result) return;
          if (s.decision?.kind === 'priority') seen.priority++;
          const more = agrees(s);
          if (more) seen.more++;
          else seen.only++;
          if (autoPass === 'whenOnlyPass' && s.decision?.kind === 'priority') ok(more, `the engine stopped at priority that player ${s.decision.player} can only pass`);
        });
        // the property looked at both kinds of state, where the game allowed them (a random concession
        // may end it before anyone had priority)
        if (autoPass === 'never' && seen.priority > 0) expect(seen.only).toBeGreaterThan(0);
        if (seen.more + seen.only > 0) expect(seen.more).toBeGreaterThan(0);
      }),
      { numRuns: 24, endOnFailure: true },
    );
  });

  it('in Mental Magic, whose format forbids actions the other rules allow (AMM 7), the listing with quick tests equals running every lister', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom('automatic' as const, 'actions' as const), (seed, botSeed, manaAbilities) => {
        const rng = seedRng(botSeed);
        let s: ReadonlyGameState = createMentalMagicGame({ seed, manaAbilities });
        for (let i = 0; i < 80 && !s.result; i++) {
          agrees(s);
          const actions = publicLegalActions(s);
          s = settle(apply(s, actions[randomInt(rng, actions.length)]!));
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });

  it('skipping priority (only passing, or no stop at this step) gives the same game as passing every such priority by hand', () => {
    const stepsArb = fc.subarray(['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end'] as const);
    const stopsArb = fc.option(fc.record({ ownTurn: stepsArb, othersTurns: stepsArb }), { nil: null });
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14, maxPlayers: 4 }), fc.array(stopsArb, { minLength: 4, maxLength: 4 }), (spec, seats) => {
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const stops = seats.slice(0, spec.players);
        const skipping = createGame({ ...options, settings: { ...options.settings, autoPass: 'whenOnlyPass', stops } });
        let byHand = createGame({ ...options, settings: { ...options.settings, autoPass: 'never', stops } });
        /** Whether the engine skips this priority: the player can only pass, or has stops and none here with an empty stack. */
        const skipped = (s: ReadonlyGameState): boolean => {
          const d = s.decision;
          if (d?.kind !== 'priority' || s.result) return false;
          const own = stops[d.player];
          if (own && s.stack.length === 0 && s.resolution === null && !(s.turn.active === d.player ? own.ownTurn : own.othersTurns).includes(s.turn.step as never)) return true;
          return publicLegalActions(s).every((a) => a.type === 'pass');
        };
        const { actions } = recordGame(skipping, spec.botSeed);
        let skip = skipping;
        for (const action of actions) {
          skip = apply(skip, action);
          byHand = apply(byHand, action);
          while (skipped(byHand)) byHand = apply(byHand, { type: 'pass', player: byHand.decision!.player });
          // CR 502.4: no player receives priority in the untap step
          if (byHand.decision?.kind === 'priority') ok(byHand.turn.step !== 'untap', 'priority in the untap step');
          ok(canonical({ ...skip, settings: null }) === canonical({ ...byHand, settings: null }), `the games differ after ${JSON.stringify(action)}`);
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});

describe('auto-pass with stops changed mid-game', () => {
  it('with mana abilities as actions or automatic and players changing their stops with setStops, skipping priority gives the same game as passing every such priority by hand', () => {
    const steps = ['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end'] as const;
    const stopsOf = (rng: ReturnType<typeof seedRng>): PriorityStops | null => (randomInt(rng, 3) === 0 ? null : { ownTurn: steps.filter(() => randomInt(rng, 2) === 0), othersTurns: steps.filter(() => randomInt(rng, 3) === 0) });
    let changed = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14, maxPlayers: 4 }), fc.constantFrom('automatic' as const, 'actions' as const), (spec, manaAbilities) => {
        const rng = seedRng(spec.botSeed);
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const stops = options.players.map(() => stopsOf(rng));
        let skip = createGame({ ...options, settings: { ...options.settings, autoPass: 'whenOnlyPass', manaAbilities, stops } });
        let byHand = createGame({ ...options, settings: { ...options.settings, autoPass: 'never', manaAbilities, stops } });
        for (let n = 0; n < 1500 && !skip.result; n++) {
          const inGame = skip.players.filter((p) => p.inGame);
          const setting = randomInt(rng, 20) === 0;
          const action: Action = setting ? { type: 'setStops', player: inGame[randomInt(rng, inGame.length)]!.id, stops: stopsOf(rng) } : pick(skip, publicLegalActions(skip), rng);
          if (setting) changed++;
          skip = apply(skip, action);
          byHand = apply(byHand, action);
          // setStops answers no decision: the one pending stays to be answered (CR 117.3d)
          if (!setting) while (skipped(byHand)) byHand = apply(byHand, { type: 'pass', player: byHand.decision!.player });
          ok(canonical({ ...skip, settings: { ...skip.settings, autoPass: null } }) === canonical({ ...byHand, settings: { ...byHand.settings, autoPass: null } }), `the games differ after ${JSON.stringify(action)}`);
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    ok(changed > 0, 'no stops changed');
  });
});

describe('auto-pass with stops in every format', () => {
  // free-for-all and two-player games are those of the property above
  it.each(FORMAT_IDS.filter((f) => f !== 'free-for-all' && f !== 'two-player'))('%s: with stops changed mid-game, skipping priority gives the same game as passing every such priority by hand', (format) => {
    const steps = ['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end'] as const;
    const stopsOf = (rng: ReturnType<typeof seedRng>): PriorityStops | null => (randomInt(rng, 3) === 0 ? null : { ownTurn: steps.filter(() => randomInt(rng, 2) === 0), othersTurns: steps.filter(() => randomInt(rng, 3) === 0) });
    /** `s` saved and loaded with other settings: the same game, its stops and auto-pass as given. */
    const withSettings = (s: ReadonlyGameState, settings: Partial<GameSettings>): ReadonlyGameState => {
      const saved = JSON.parse(serialize(s));
      saved.settings = { ...saved.settings, ...settings };
      return deserialize(JSON.stringify(saved));
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), (seed, players) => {
        const rng = seedRng(seed);
        const start = newGame(format, seed, players);
        let skip = withSettings(start, { stops: start.players.map(() => stopsOf(rng)) });
        let byHand = withSettings(skip, { autoPass: 'never' });
        // Mental Magic runs on through its control of the turn (AMM 7–8) after every action
        const settleFormat = (s: ReadonlyGameState): ReadonlyGameState => (format === 'mental-magic' ? settle(s) : s);
        for (let n = 0; n < 300 && !skip.result; n++) {
          const actions = publicLegalActions(skip);
          const inGame = skip.players.filter((p) => p.inGame);
          const setting = randomInt(rng, 20) === 0;
          const action: Action = setting ? { type: 'setStops', player: inGame[randomInt(rng, inGame.length)]!.id, stops: stopsOf(rng) } : actions[randomInt(rng, actions.length)]!;
          skip = apply(skip, action);
          byHand = apply(byHand, action);
          // setStops answers no decision: the one pending stays to be answered (CR 117.3d)
          if (!setting) {
            skip = settleFormat(skip);
            for (byHand = settleFormat(byHand); skipped(byHand); byHand = settleFormat(byHand)) byHand = apply(byHand, { type: 'pass', player: byHand.decision!.player });
          }
          ok(canonical({ ...skip, settings: { ...skip.settings, autoPass: null } }) === canonical({ ...byHand, settings: { ...byHand.settings, autoPass: null } }), `${format}: the games differ after ${JSON.stringify(action)}`);
        }
      }),
      { numRuns: 4, endOnFailure: true },
    );
  });
});
