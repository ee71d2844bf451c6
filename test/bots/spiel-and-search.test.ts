/**
 * The OpenSpiel-shaped facade (integers for the legal actions, returns, information states,
 * observations), the evaluation function and the ISMCTS bot.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apply, createGame, createMentalMagicGame, determinize, evaluate, ismctsBot, legalActions, observationLayout, playGame, randomBot, RulesError, settleMentalMagic, SpielState, TERMINAL_PLAYER, type Action, type ReadonlyGameState } from '../../src/index.js';
import { botInput } from '../../src/bots/bot.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { passUntil, setup } from '../cards/helpers.js';
import { conspiracyGame, putConspiracies } from '../cards/conspiracy-helpers.js';
import { canonical, gameOptions, gameSpecArb, recordGame } from '../properties/helpers.js';

describe('SpielState', () => {
  it('maps the integers 0…n-1 one-to-one to the legal actions, applies by integer, and ends with returns that sum to zero, on random games', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 12, maxPlayers: 4 }), fc.nat(), (spec, seed) => {
        const rng = seedRng(seed);
        let g = new SpielState(createGame(gameOptions(spec, spec.players * (spec.deckSize + 3))));
        for (let i = 0; i < 3000 && !g.isTerminal(); i++) {
          const ints = g.legalActions();
          const objects = g.legalActionObjects();
          expect(ints).toEqual(objects.map((_a, j) => j));
          expect(new Set(objects.map((a) => canonical(a))).size).toBe(objects.length);
          expect(canonical(objects)).toBe(canonical(legalActions(g.state)));
          expect(g.currentPlayer()).toBe(g.state.decision!.player);
          expect(g.returns().every((r) => r === 0)).toBe(true);
          const k = ints[randomInt(rng, ints.length)]!;
          const before = g.state;
          const child = g.child(k);
          expect(g.state).toBe(before);
          expect(typeof g.actionToString(k)).toBe('string');
          g.applyAction(k);
          expect(canonical(g.state)).toBe(canonical(child.state));
        }
        if (g.isTerminal()) {
          expect(g.currentPlayer()).toBe(TERMINAL_PLAYER);
          expect(g.legalActions()).toEqual([]);
          const r = g.returns();
          expect(Math.abs(r.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
          if (g.state.result!.winner !== null) expect(r[g.state.result!.winner]).toBe(1);
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });

  it('in Async Mental Magic runs on after each action to the next decision a player controls (AMM 7, 8), as the protocol and the adapters do: no decision the variant makes for a player is offered', () => {
    for (const seed of [1, 2]) {
      const rng = seedRng(seed);
      let g = new SpielState(settleMentalMagic(createMentalMagicGame({ seed, manaAbilities: 'automatic' })));
      let actions = 0;
      for (; actions < 400 && !g.isTerminal(); actions++) {
        const k = randomInt(rng, g.legalActions().length);
        const child = g.child(k);
        g.applyAction(k);
        expect(canonical(g.state)).toBe(canonical(child.state));
        // settled: nothing is left for the variant to decide
        expect(settleMentalMagic(g.state)).toBe(g.state);
      }
      expect(actions).toBeGreaterThan(20);
    }
  });

  it('refuses an integer that names no legal action, changing nothing', () => {
    const g = new SpielState(createGame(gameOptions({ players: 2, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 1, deckSeed: 2, botSeed: 3 }, 40)));
    const before = g.state;
    for (const bad of [-1, g.legalActions().length, 0.5, Number.NaN]) expect(() => g.applyAction(bad)).toThrow(RulesError);
    expect(g.state).toBe(before);
  });

  it('refuses any action of a finished game as apply does: gameOver, CR 104.1, changing nothing', () => {
    const { state } = playGame(gameOptions({ players: 2, deckSize: 20, startingLife: 4, handSize: 7, gameSeed: 1, deckSeed: 2, botSeed: 3 }, 40), randomBot, seedRng(4));
    expect(state.result).not.toBeNull();
    const g = new SpielState(state);
    for (const act of [() => g.applyAction(0), () => g.child(0), () => g.actionToString(0)]) {
      expect(act).toThrow(expect.objectContaining({ code: 'gameOver', rule: '104.1' }));
    }
    expect(g.state).toBe(state);
  });

  it('observations have the documented length and change only with what the player knows: equal for a sampled state, different once something public changes', () => {
    const { size, sections, cardNames } = observationLayout();
    expect(sections.reduce((n, x) => n + x.length, 0)).toBe(size);
    expect(sections.filter((x) => x.length === cardNames.length)).toHaveLength(8);
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14, maxPlayers: 4 }), fc.nat(), (spec, cut) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const { actions } = recordGame(initial, spec.botSeed);
        let s = initial;
        for (const a of actions.slice(0, cut % actions.length)) s = apply(s, a);
        for (const p of s.players) {
          const obs = new SpielState(s).observationTensor(p.id);
          expect(obs).toHaveLength(size);
          expect(obs.every((x) => Number.isFinite(x))).toBe(true);
          const twin = new SpielState(s).resampleFromInfostate(p.id, seedRng(cut));
          expect(twin.observationTensor(p.id)).toEqual(obs);
          expect(twin.informationStateString(p.id)).toBe(new SpielState(s).informationStateString(p.id));
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    // a public change shows: the observer's life
    const { state } = setup({ players: [{ life: 20 }, {}] });
    const lower: ReadonlyGameState = { ...state, players: state.players.map((p) => (p.id === 0 ? { ...p, life: 7 } : p)) };
    expect(new SpielState(lower).observationTensor(0)).not.toEqual(new SpielState(state).observationTensor(0));
  });

  it("the observation puts the observer's own hand in its part, by card name", () => {
    const { state } = setup({ players: [{ hand: ['Brimstone Volley', 'Brimstone Volley'] }, { hand: ['Flame Slash'] }] });
    const { sections, cardNames } = observationLayout();
    const hand = sections.find((x) => x.name === 'ownHand')!;
    const obs = new SpielState(state).observationTensor(0);
    expect(obs[hand.offset + cardNames.indexOf('Brimstone Volley')]).toBe(2);
    // the opponent's Flame Slash is not the observer's to see
    expect(obs[hand.offset + cardNames.indexOf('Flame Slash')]).toBe(0);
  });

  it("the observation holds the conspiracies (CR 315): the observer's own, face down too (315.7), the others' face-up ones, and how many each seat has", () => {
    const s = putConspiracies(conspiracyGame([{ sideboard: ["Muzzio's Preparations"] }, { sideboard: ['Backup Plan', 'Secret Summoning'] }, {}], 1, 0), {
      0: [{ card: "Muzzio's Preparations", names: ['Bronze Sable'] }],
      1: [{ card: 'Backup Plan' }, { card: 'Secret Summoning', names: ['Bronze Sable'] }],
    });
    const { sections, cardNames } = observationLayout();
    const at = (name: string): number => sections.find((x) => x.name === name)!.offset;
    const obs = new SpielState(s).observationTensor(0);
    expect(obs[at('ownConspiracies') + cardNames.indexOf("Muzzio's Preparations")]).toBe(1);
    expect(obs[at('othersConspiracies') + cardNames.indexOf('Backup Plan')]).toBe(1);
    // seat 1's face-down Secret Summoning is theirs alone to look at: counted, not named
    expect(obs[at('othersConspiracies') + cardNames.indexOf('Secret Summoning')]).toBe(0);
    // the last feature of a seat's block
    const feature = sections.find((x) => x.name === 'seat 0')!.length - 1;
    expect([0, 1, 2].map((k) => obs[at(`seat ${k}`) + feature])).toEqual([1 / 5, 2 / 5, 0]);
    // seat 1 sees its own face-down one, and seat 0's as a count only
    const theirs = new SpielState(s).observationTensor(1);
    expect(theirs[at('ownConspiracies') + cardNames.indexOf('Secret Summoning')]).toBe(1);
    expect(theirs[at('othersConspiracies') + cardNames.indexOf("Muzzio's Preparations")]).toBe(0);
  });
});

describe('evaluate', () => {
  it('gives shares that sum to 1, 1 to the winner of a finished game, 0 to a player who left, and more to the player ahead', () => {
    const { state } = setup({ players: [{ battlefield: ['Wild Griffin', 'Wild Griffin'] }, { life: 5 }, {}] });
    const e = evaluate(state);
    expect(e.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(e[0]).toBeGreaterThan(e[2]!);
    expect(e[2]).toBeGreaterThan(e[1]!);
    const left = apply(state, { type: 'concede', player: 1 });
    expect(evaluate(left)[1]).toBe(0);
    const over = apply(left, { type: 'concede', player: 2 });
    expect(evaluate(over)).toEqual([1, 0, 0]);
    // it reads public information only: the same for every sample of a player's information
    expect(evaluate(determinize(state, 1, seedRng(4)))).toEqual(e);
  });
});

describe('ismctsBot', () => {
  it('refuses options out of range with a RulesError naming the option: negative or zero iterations, negative rollout actions, an unknown mode', () => {
    for (const [options, name] of [[{ iterations: -5 }, 'iterations'], [{ iterations: 0 }, 'iterations'], [{ iterations: 2.5 }, 'iterations'], [{ rolloutActions: -1 }, 'rolloutActions'], [{ milliseconds: -10 }, 'milliseconds'], [{ exploration: Number.NaN }, 'exploration'], [{ rollout: 'greedy' }, 'rollout'], [{ opponents: 'none' }, 'opponents']] as const) {
      expect(() => ismctsBot(options as never), name).toThrow(RulesError);
      expect(() => ismctsBot(options as never), name).toThrow(name);
    }
    expect(() => ismctsBot({ iterations: 1, rolloutActions: 0, exploration: 0 })).not.toThrow();
  });

  it('finds the winning play: Brimstone Volley at the opponent at 3 life, among every target and passing', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Wild Griffin'], hand: ['Brimstone Volley'], library: ['Mountain', 'Mountain'] }, { life: 3, battlefield: ['Wild Griffin'], library: ['Mountain', 'Mountain'] }] });
    const actions = legalActions(state);
    expect(actions.filter((a) => a.type === 'cast').length).toBeGreaterThan(2);
    const choice = ismctsBot({ iterations: 120, rolloutActions: 40 })(botInput(state, actions, seedRng(7)));
    expect(choice).toMatchObject({ type: 'cast', targets: [{ player: 1 }] });
  });

  it('takes a budget in time alone: given only milliseconds, it searches until the time is up, past the default 200 playouts', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Wild Griffin'], hand: ['Brimstone Volley'], library: ['Mountain', 'Mountain'] }, { life: 3, battlefield: ['Wild Griffin'], library: ['Mountain', 'Mountain'] }] });
    const input = botInput(state, legalActions(state), seedRng(7));
    // a clock that ticks a millisecond a sampled playout, so that the budget is a count the test knows
    let samples = 0;
    const counted = { ...input, sample: (...args: Parameters<typeof input.sample>) => (samples++, input.sample(...args)) };
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => samples);
    try {
      ismctsBot({ milliseconds: 300, rolloutActions: 0 })(counted);
    } finally {
      clock.mockRestore();
    }
    expect(samples).toBeGreaterThan(200);
    expect(samples).toBeLessThanOrEqual(301);
  });

  it('finds it too with the other seats searching and the most visited action as the answer', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Wild Griffin'], hand: ['Brimstone Volley'], library: ['Mountain', 'Mountain'] }, { life: 3, battlefield: ['Wild Griffin'], library: ['Mountain', 'Mountain'] }] });
    const choice = ismctsBot({ iterations: 120, opponents: 'search', choose: 'visits', exploration: 0.7 })(botInput(state, legalActions(state), seedRng(7)));
    expect(choice).toMatchObject({ type: 'cast', targets: [{ player: 1 }] });
  });

  it('does not attack into a blocker the heuristic bot would block with and kill the attacker, and attacks when that blocker is tapped', () => {
    const atAttacks = (tapped: boolean): ReadonlyGameState => {
      const { state, ids } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }] });
      const ox = ids.battlefield[1]![0]!;
      const s = tapped ? { ...state, objects: state.objects.map((o) => (o.id === ox ? { ...o, tapped: true } : o)) } : state;
      const attacking = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
      expect(attacking.decision?.kind).toBe('declareAttackers');
      return attacking;
    };
    const bot = ismctsBot({ iterations: 40 });
    const blocked = atAttacks(false);
    expect(bot(botInput(blocked, legalActions(blocked), seedRng(3)))).toMatchObject({ type: 'confirmAttackers' });
    const open = atAttacks(true);
    expect(bot(botInput(open, legalActions(open), seedRng(3)))).toMatchObject({ type: 'declareAttacker', target: { player: 1 } });
  });

  it.each([
    ['the other seats as the heuristic bot', {}],
    ['every seat searching, draws shared, random playouts', { opponents: 'search', draws: 'share', rollout: 'random' }],
  ] as const)('only ever answers with a legal action and is deterministic for a seed, through a whole 3-player game: %s', (_name, options) => {
    const s = createGame(gameOptions({ players: 3, deckSize: 14, startingLife: 8, handSize: 5, gameSeed: 31, deckSeed: 32, botSeed: 33 }, 60));
    const bot = ismctsBot({ iterations: 8, rolloutActions: 30, ...options });
    const a = playGame(s, [bot, randomBot, randomBot], seedRng(5), { maxActions: 400 });
    const b = playGame(s, [bot, randomBot, randomBot], seedRng(5), { maxActions: 400 });
    expect(canonical(a.state)).toBe(canonical(b.state));
    // a bot that returned an unlisted action would have been refused by apply
    expect(a.actions).toBeGreaterThan(0);
    const choice: Action = bot(botInput(s, legalActions(s), seedRng(1)));
    expect(legalActions(s).map((x) => canonical(x))).toContain(canonical(choice));
  });
});
