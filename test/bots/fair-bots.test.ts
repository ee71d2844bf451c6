/**
 * Fair bots: a bot decides from its player's information only (its view, its legal actions, an RNG,
 * and states sampled by determinization), and a determinized state is one the player cannot tell
 * from the real one: their view of it equals their view of the real state, it plays on, and what they
 * do not know is really resampled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, createGame, determinize, deserialize, heuristicBot, legalActions, playGame, RulesError, serialize, view, type Action, type Bot, type ReadonlyGameState } from '../../src/index.js';
import { logOf } from '../../src/engine/log.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { editState } from '../../src/testing/index.js';
import { createObject } from '../../src/zones/zones.js';
import { currentObject, mmData } from '../../src/variants/mental-magic/data.js';
import { SIDEBOARD_LANDS } from '../../src/variants/mental-magic/rule-module.js';
import { activate, cast, castAndResolve, choose, names, passToPlayer, permanent, resolveStack, setup } from '../cards/helpers.js';
import { canonical, gameOptions, gameSpecArb, recordGame, withoutSideboards, type GameSpec } from '../properties/helpers.js';

const FORMATS = ['free-for-all', 'conspiracy', 'magic-tech'] as const;

/** A random game of a format, as the other properties build them. */
function gameOf(spec: GameSpec, format: (typeof FORMATS)[number]): ReadonlyGameState {
  const conspiracy = format === 'conspiracy';
  const s = { ...spec, players: conspiracy ? Math.max(3, spec.players) : format === 'magic-tech' ? 2 : spec.players, deckSize: conspiracy ? 40 : spec.deckSize };
  return createGame({ ...gameOptions(s, conspiracy ? 6 : s.players * (s.deckSize + 3)), format });
}

/** Checks a sample of `s` for every player: same view, same legal actions, loads from its save, plays on. */
function checkSamples(s: ReadonlyGameState, sampleSeed: number): void {
  const rng = seedRng(sampleSeed);
  for (const p of s.players) {
    const sample = determinize(s, p.id, rng);
    expect(canonical(view(sample, p.id)), `player ${p.id}'s view of a sample`).toBe(canonical(view(s, p.id)));
    // Async Mental Magic: a card ID is public (AMM 1) and so is the name given to it (AMM 3a, the
    // name event): every ID keeps its name, and an unnamed card stays unnamed, wherever it is hidden
    if (s.format === 'mental-magic') {
      for (const cardId of Object.keys(mmData(s).ids)) {
        const now = currentObject(s, cardId);
        if (now === null) continue;
        const real = s.objects[now]!.card;
        const sampled = sample.objects[now]!.card;
        if (real.startsWith('unnamed ')) expect(sampled, `${cardId} in player ${p.id}'s sample`).toMatch(/^unnamed /);
        else expect(sampled, `${cardId} in player ${p.id}'s sample`).toBe(real);
      }
    }
    // what the sample remembers of the past is what the player saw of it
    expect(logOf(sample)).toEqual(view(s, p.id).log);
    // a consistent state: the engine's own checks on loading accept it
    expect(() => deserialize(serialize(sample))).not.toThrow();
    if (!sample.result) {
      const actions = legalActions(sample);
      expect(actions.length).toBeGreaterThan(0);
      apply(sample, actions[randomInt(rng, actions.length)] as Action);
    }
  }
}

describe('determinize', () => {
  it('a sampled state looks the same to the player (view, log, legal actions), loads and plays on, at random states of random games in every format', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14, maxPlayers: 4 }), fc.constantFrom(...FORMATS), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.nat(), (spec, format, cuts, sampleSeed) => {
        const initial = gameOf(spec, format);
        const states: ReadonlyGameState[] = [];
        const { actions } = recordGame(initial, spec.botSeed);
        const at = new Set(cuts.map((c) => c % actions.length));
        let s = initial;
        checkSamples(s, sampleSeed);
        actions.forEach((a, i) => {
          s = apply(s, a);
          if (at.has(i)) states.push(s);
        });
        for (const x of states) checkSamples(x, sampleSeed);
      }),
      { numRuns: 16, endOnFailure: true },
    );
  });

  it('a card put from a graveyard into a library and then drawn keeps its card in every sample (CR 400.7): the sample loads (found by FC_SEED 1283582702, path 14; the game found again as its choices changed)', () => {
    const spec: GameSpec = { players: 4, deckSize: 12, startingLife: 8, handSize: 7, gameSeed: -795526982, deckSeed: 553695382, botSeed: 168155746 };
    const initial = gameOf(spec, 'free-for-all');
    const { actions } = recordGame(initial, spec.botSeed);
    let s = initial;
    actions.slice(0, 67).forEach((a) => (s = apply(s, a)));
    // Warmonger's Chariot (object 124) went from the graveyard into a library (160), and was drawn from it (170)
    expect(s.objects[124]?.zone).toBe('graveyard');
    expect(s.objects[124]?.movedTo).toBe(160);
    expect(s.objects[160]?.zone).toBe('library');
    expect(s.objects[160]?.movedTo).toBe(170);
    expect(s.objects[170]?.zone).toBe('hand');
    checkSamples(s, 2147483638);
  });

  it('in Mental Magic too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), fc.integer({ min: 1, max: 60 }), (seed, botSeed, steps) => {
        const rng = seedRng(botSeed);
        let s: ReadonlyGameState = createMentalMagicGame({ seed });
        for (let i = 0; i < steps && !s.result; i++) {
          const actions = legalActions(s);
          s = settle(apply(s, actions[randomInt(rng, actions.length)] as Action));
        }
        checkSamples(s, botSeed);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });

  it('in Async Mental Magic a card from outside the game (no card ID) in another player\'s hand stays a card with a name in every sample, a basic land of the sideboard (AMM 2c) but which one hidden, and the ID\'d cards stay unnamed (AMM 1, 3)', () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    const s = editState(start, (x) => {
      createObject(x, { kind: 'card', card: 'Plains', owner: 1, zone: 'hand' });
    });
    const plains = s.players[1]!.hand.find((id) => s.objects[id]!.card === 'Plains')!;
    const idd = s.players[1]!.hand.filter((id) => id !== plains);
    expect(idd.length).toBeGreaterThan(0);
    expect(idd.every((id) => s.objects[id]!.card.startsWith('unnamed '))).toBe(true);
    const rng = seedRng(6);
    const basics = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 0, rng);
      expect(SIDEBOARD_LANDS, `sample ${i}`).toContain(sample.objects[plains]!.card);
      basics.add(sample.objects[plains]!.card);
      for (const id of idd) expect(sample.objects[id]!.card, `sample ${i}`).toMatch(/^unnamed /);
    }
    expect(basics.size).toBeGreaterThan(1);
  });

  it("resamples what the player doesn't know: other hands and libraries are drawn from the card list, not from the owner's real deck; the player's own library from their own cards", () => {
    const s = createGame(withoutSideboards(gameOptions({ players: 2, deckSize: 30, startingLife: 20, handSize: 7, gameSeed: 5, deckSeed: 6, botSeed: 7 }, 50)));
    const names = (x: ReadonlyGameState, ids: readonly number[]): string[] => ids.map((id) => x.objects[id]!.card);
    const rng = seedRng(1);
    const hands = new Set<string>();
    const libraries = new Set<string>();
    const real = new Set([...names(s, s.players[1]!.hand), ...names(s, s.players[1]!.library)]);
    let foreign = 0;
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 0, rng);
      const other = sample.players[1]!;
      hands.add(names(sample, other.hand).join('|'));
      libraries.add(names(sample, sample.players[0]!.library).join('|'));
      // the opponent's deck is hidden: their unseen cards are any cards, as many as they have
      const theirs = [...names(sample, other.hand), ...names(sample, other.library)];
      expect(theirs).toHaveLength(s.players[1]!.hand.length + s.players[1]!.library.length);
      foreign += theirs.filter((n) => !real.has(n)).length;
      // the player's own unseen cards are the rest of the deck they know
      expect(names(sample, sample.players[0]!.library).sort()).toEqual(names(s, s.players[0]!.library).sort());
      // the player's own hand is theirs to see: kept
      expect(names(sample, sample.players[0]!.hand)).toEqual(names(s, s.players[0]!.hand));
      // the game's chance is reseeded
      expect(sample.rng).not.toEqual(s.rng);
    }
    expect(hands.size).toBeGreaterThan(1);
    expect(foreign).toBeGreaterThan(0);
    // even the order of the player's own library is unknown to them
    expect(libraries.size).toBeGreaterThan(1);
  });

  it('keeps a card the player saw go into a hidden zone: a creature returned to its owner\'s hand by Repulse stays in that hand', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Repulse'], library: ['Wild Griffin', 'Wild Griffin'] }, { battlefield: ['Bronze Sable'], hand: ['Murder', 'Murder', 'Murder'], library: ['Forest', 'Forest'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    const sable = s.players[1]!.hand.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    const rng = seedRng(3);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 0, rng);
      expect(sample.objects[sable]!.card).toBe('Bronze Sable');
      seen.add(sample.players[1]!.hand.map((id) => sample.objects[id]!.card).join('|'));
    }
    // the rest of that hand is resampled
    expect(seen.size).toBeGreaterThan(1);
    // the opponent, who saw nothing of player 0's library, has it resampled
    expect(determinize(s, 1, rng).players[0]!.library.map((id) => s.objects[id]!.card)).toHaveLength(s.players[0]!.library.length);
  });

  it('keeps the library cards the player looked at in their places until the library is shuffled (scry 2: one kept on top, one put on the bottom)', () => {
    const library = ['Murder', 'Divination', 'Wild Griffin', 'Plains', 'Forest', 'Swamp', 'Mountain', 'Island'];
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island'], hand: ['Omenspeaker'], library }, { library: ['Forest', 'Forest'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0]); // Murder to the bottom, Divination stays on top
    const top = s.players[0]!.library[0]!;
    const bottom = s.players[0]!.library.at(-1)!;
    expect([s.objects[top]!.card, s.objects[bottom]!.card]).toEqual(['Divination', 'Murder']);
    // no view shows the library objects looked at (CR 401.2); the looker's view names the cards
    expect(JSON.stringify(view(s, 0).log.filter((e) => e.type === 'look'))).not.toMatch(/"object"/);
    expect(view(s, 0).log.filter((e) => e.type === 'look').map((e) => e.card)).toEqual(['Divination', 'Murder']);
    expect(view(s, 1).log.filter((e) => e.type === 'look').every((e) => e.card === undefined)).toBe(true);
    const rng = seedRng(5);
    const middles = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 0, rng);
      expect(sample.objects[top]!.card).toBe('Divination');
      expect(sample.objects[bottom]!.card).toBe('Murder');
      middles.add(sample.players[0]!.library.slice(1, -1).map((id) => sample.objects[id]!.card).join('|'));
    }
    // the cards the player did not look at are resampled
    expect(middles.size).toBeGreaterThan(1);
    // the opponent saw nothing: its samples move those cards
    const theirs = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 1, rng);
      theirs.add(`${sample.objects[top]!.card}|${sample.objects[bottom]!.card}`);
    }
    expect(theirs.size).toBeGreaterThan(1);
  });

  /** The names of `player`'s hand in `samples` determinizations of `s` for `viewer`, each sorted, as a set of strings. */
  function sampledHands(s: ReadonlyGameState, viewer: number, player: number, samples = 20): Set<string> {
    const rng = seedRng(11);
    const hands = new Set<string>();
    for (let i = 0; i < samples; i++) {
      const sample = determinize(s, viewer, rng);
      expect(canonical(view(sample, viewer))).toBe(canonical(view(s, viewer)));
      hands.add(names(sample, player, 'hand').sort().join('|'));
    }
    return hands;
  }

  it('keeps the cards parley revealed in the hands that drew them (CR 701.20, 121.1): every other player knows them, and no view shows their objects', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Rousing of Souls'], library: ['Typhoid Rats', 'Wastes', 'Forest', 'Island'] },
        { hand: ['Murder', 'Divination'], library: ['Plains', 'Wild Griffin', 'Bronze Sable', 'Mountain', 'Island', 'Swamp'] },
        { hand: ['Repulse'], library: ['Lizard Warrior', 'Forest', 'Swamp', 'Murder', 'Island'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 1, 'hand')).toContain('Plains');
    expect(names(s, 2, 'hand')).toContain('Lizard Warrior');
    // the reveal names the card to everyone, never its library object
    for (const p of [0, 1, 2]) expect(view(s, p).log.filter((e) => e.type === 'reveal').every((e) => e.object === undefined && e.card !== undefined)).toBe(true);
    for (const [viewer, player, card] of [[0, 1, 'Plains'], [2, 1, 'Plains'], [0, 2, 'Lizard Warrior'], [1, 2, 'Lizard Warrior']] as const) {
      const hands = sampledHands(s, viewer, player);
      for (const hand of hands) expect(hand.split('|'), `player ${viewer}'s samples of player ${player}'s hand`).toContain(card);
      // the rest of that hand is resampled
      expect(hands.size).toBeGreaterThan(1);
    }
  });

  it("keeps a hand Inquisition of Kozilek revealed (CR 701.20): the caster and the third player know the cards left in it", () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'], library: ['Forest', 'Island'] }, { hand: ['Murder', 'Swamp', 'Hexplate Golem', 'Bronze Sable'], library: ['Wild Griffin', 'Plains', 'Divination', 'Mountain'] }, { library: ['Forest', 'Island'] }],
    });
    const s = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }])), [1]);
    expect(names(s, 1, 'hand')).toEqual(['Murder', 'Swamp', 'Hexplate Golem']);
    for (const viewer of [0, 2]) expect([...sampledHands(s, viewer, 1)]).toEqual(['Hexplate Golem|Murder|Swamp']);
  });

  it('keeps a card searched for and revealed in the hand it was put into (basic landcycling: "reveal it, put it into your hand", CR 701.20a)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains'], hand: ['Divination'], library: ['Forest', 'Island'] }, { battlefield: ['Island', 'Island'], hand: ['Traumatic Visions', 'Murder'], library: ['Wild Griffin', 'Bronze Sable', 'Island', 'Divination', 'Murder'] }],
    });
    let s = activate(passToPlayer(state, 1), 1, ids.hand[1]![0]!, 0);
    s = resolveStack(s);
    // the only basic land found is the one offered: the searcher picks it
    s = choose(s, [0]);
    expect(names(s, 1, 'hand').sort()).toEqual(['Island', 'Murder']);
    const hands = sampledHands(s, 0, 1);
    for (const hand of hands) expect(hand.split('|')).toContain('Island');
    expect(hands.size).toBeGreaterThan(1);
  });

  it('keeps the cards Covenant of Minds revealed: on top of the library while the opponent chooses, then in the hand they were put into (CR 701.20a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: Array<string>(5).fill('Island'), hand: ['Covenant of Minds'], library: ['Murder', 'Divination', 'Bronze Sable', 'Wild Griffin', 'Negate', 'Repulse', 'Dismiss', 'Island'] },
        { library: ['Forest', 'Forest'] },
        { library: ['Forest', 'Forest'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 2 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    const rng = seedRng(4);
    for (let i = 0; i < 10; i++) expect(names(determinize(s, 1, rng), 0, 'library').slice(0, 3)).toEqual(['Murder', 'Divination', 'Bronze Sable']);
    s = resolveStack(choose(s, [0]));
    for (const viewer of [1, 2]) expect([...sampledHands(s, viewer, 0)]).toEqual(['Bronze Sable|Divination|Murder']);
  });

  it('draws unseen cards from a pool the caller supplies, and refuses a pool too small or of unknown cards', () => {
    const s = createGame({ ...gameOptions({ players: 2, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 1, deckSeed: 2, botSeed: 3 }, 50) });
    const unseen = s.players[1]!.hand.length + s.players[1]!.library.length;
    const sample = determinize(s, 0, seedRng(1), { unseen: { 1: Array.from({ length: unseen }, () => 'Forest') } });
    expect([...sample.players[1]!.hand, ...sample.players[1]!.library].every((id) => sample.objects[id]!.card === 'Forest')).toBe(true);
    expect(canonical(view(sample, 0))).toBe(canonical(view(s, 0)));
    expect(() => determinize(s, 0, seedRng(1), { unseen: { 1: ['Forest'] } })).toThrow(RulesError);
    expect(() => determinize(s, 0, seedRng(1), { unseen: { 1: Array.from({ length: unseen }, () => 'No Such Card') } })).toThrow(RulesError);
    expect(() => determinize(s, 7, seedRng(1))).toThrow(RulesError);
    // a seat that is no whole number is refused as view refuses it, showing it as given (1n is no seat 1)
    expect(() => determinize(s, 1n as never, seedRng(1))).toThrow('determinize: no player a bigint in this game of 2');
    expect(() => determinize(s, '1' as never, seedRng(1))).toThrow('determinize: no player "1" in this game of 2');
  });
});

describe('fair bots', () => {
  it('a bot receives the same input from two states its player cannot tell apart (view and legal actions), at random states of random games', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14, maxPlayers: 4 }), fc.constantFrom(...FORMATS), fc.nat(), (spec, format, cut) => {
        const initial = gameOf(spec, format);
        const { actions } = recordGame(initial, spec.botSeed);
        let s = initial;
        for (const a of actions.slice(0, cut % actions.length)) s = apply(s, a);
        if (!s.decision) return;
        const real = botInput(s, legalActions(s), seedRng(1));
        const other = determinize(s, s.decision.player, seedRng(2));
        const twin = botInput(other, legalActions(other), seedRng(1));
        expect(twin.player).toBe(real.player);
        expect(canonical(twin.actions)).toBe(canonical(real.actions));
        expect(canonical(twin.view)).toBe(canonical(real.view));
      }),
      { numRuns: 16, endOnFailure: true },
    );
  });

  it('playGame hands each bot its player\'s input only: never a GameState, always the deciding player\'s view', () => {
    const s = createGame({ ...gameOptions({ players: 3, deckSize: 16, startingLife: 8, handSize: 5, gameSeed: 11, deckSeed: 12, botSeed: 13 }, 60) });
    let calls = 0;
    const spy: Bot = (input) => {
      calls++;
      expect(Object.keys(input).sort()).toEqual(['actions', 'player', 'rng', 'sample', 'view']);
      expect(input.view.viewer).toBe(input.player);
      expect(input.view.decision?.player).toBe(input.player);
      // nothing of another player's hand in what the bot sees
      for (const p of input.view.players) if (p.id !== input.player) expect(p.hand).toBeUndefined();
      return input.actions[randomInt(input.rng, input.actions.length)] as Action;
    };
    const { actions } = playGame(s, spy, seedRng(1), { maxActions: 200 });
    expect(calls).toBe(actions);
    expect(calls).toBeGreaterThan(20);
  });

  it('the heuristic bot decides the same from the real state and from any sample of it (it reads nothing hidden)', () => {
    const s0 = createGame({ ...gameOptions({ players: 4, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 21, deckSeed: 22, botSeed: 23 }, 60) });
    let s = s0;
    for (let i = 0; i < 300 && !s.result; i++) {
      const actions = legalActions(s);
      const choice = heuristicBot(botInput(s, actions, seedRng(i)));
      const twin = determinize(s, s.decision!.player, seedRng(1000 + i));
      expect(canonical(heuristicBot(botInput(twin, legalActions(twin), seedRng(i))))).toBe(canonical(choice));
      s = apply(s, choice);
    }
  });
});
