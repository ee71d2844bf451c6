/**
 * Bots know nothing hidden: two games that differ only in a fact the deciding player cannot know —
 * the order of another player's library, a card in their hand or sideboard, a face-down
 * conspiracy's card, the game's PRNG that decides future shuffles and draws, which card another
 * player drew after a card the player saw was shuffled into their library — give that player's
 * bots the same samples (`BotInput.sample`, `determinize`) and so, with the same bot PRNG, the same
 * action: every bundled bot (random, heuristic, ISMCTS) decides from the player's information only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, cards, createGame, deserialize, determinize, heuristicBot, ismctsBot, legalActions, randomBot, serialize, view, type Bot, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { editState } from '../../src/testing/index.js';
import { createMentalMagicGame } from '../../src/variants/mental-magic/control.js';
import { createObject, drawCards, HIDDEN_ZONES, moveObject, shuffleLibrary } from '../../src/zones/zones.js';
import { setup } from '../cards/helpers.js';
import { canonical, gameOptions, gameSpecArb, recordGame, type GameSpec } from '../properties/helpers.js';

const FORMATS = ['free-for-all', 'conspiracy', 'magic-tech'] as const;

/**
 * A bot that reads all it is given: its action is a hash of its view and of a sample, so any input
 * that told two states apart would change it (the test's stand-in for a bot that uses everything).
 */
const readsEverything: Bot = (input) => {
  let h = 0;
  for (const ch of canonical(input.view) + serialize(input.sample())) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return input.actions[h % input.actions.length]!;
};

const BOTS: readonly (readonly [string, Bot])[] = [
  ['reads-everything', readsEverything],
  ['random', randomBot],
  ['heuristic', heuristicBot],
  ['ismcts', ismctsBot({ iterations: 6, rolloutActions: 6 })],
];

/** A random game of a format, as the other properties build them. */
function gameOf(spec: GameSpec, format: (typeof FORMATS)[number]): ReadonlyGameState {
  const conspiracy = format === 'conspiracy';
  const s = { ...spec, players: conspiracy ? Math.max(3, spec.players) : format === 'magic-tech' ? 2 : spec.players, deckSize: conspiracy ? 40 : spec.deckSize };
  return createGame({ ...gameOptions(s, conspiracy ? 6 : s.players * (s.deckSize + 3)), format });
}

/** The earlier objects of `id` (CR 400.7), newest first: every object that moved to become it. */
function history(s: ReadonlyGameState, id: number): number[] {
  const out: number[] = [];
  for (let now = id, before = s.objects.find((o) => o.movedTo === now); before !== undefined; now = before.id, before = s.objects.find((o) => o.movedTo === now)) out.push(before.id);
  return out;
}

/**
 * The hidden objects of `owner` whose card `viewer` does not know: never in a public zone before
 * (their history is hidden zones only) and not kept by `viewer`'s samples (the sampler's own
 * judgement of what the viewer knows; a card the viewer knows is no hidden fact).
 */
function unknownTo(s: ReadonlyGameState, viewer: number, ids: readonly number[]): number[] {
  const samples = [1, 2, 3, 4].map((k) => determinize(s, viewer, seedRng(k)));
  return ids.filter((id) => history(s, id).every((h) => HIDDEN_ZONES.has(s.objects[h]!.zone)) && samples.some((x) => x.objects[id]!.card !== s.objects[id]!.card));
}

/** `s` with the object `id` and its (hidden) earlier objects renamed `card`. */
function renamed(s: ReadonlyGameState, id: number, card: string): ReadonlyGameState {
  return editState(s, (d) => {
    for (const o of [id, ...history(s, id)]) d.objects[o] = { ...d.objects[o]!, card };
  });
}

/** A card no object of `owner` is. */
function foreignCard(s: ReadonlyGameState, owner: number): string {
  const theirs = new Set(s.objects.filter((o) => o.owner === owner).map((o) => o.card));
  return cards.list().find((d) => !theirs.has(d.name) && !d.printed.types.includes('Land') && !d.printed.types.includes('Conspiracy'))!.name;
}

/**
 * The twins of `s` for its deciding player: states that differ from it only in a fact hidden from
 * them, each with what it changes.
 */
function twins(s: ReadonlyGameState): [string, ReadonlyGameState][] {
  const me = s.decision!.player;
  const out: [string, ReadonlyGameState][] = [['the PRNG of future shuffles and draws', editState(s, (d) => void (d.rng = seedRng(987_654)))]];
  for (const other of s.players) {
    if (other.id === me) continue;
    const [hand] = unknownTo(s, me, other.hand);
    if (hand !== undefined) out.push([`a card in player ${other.id}'s hand`, renamed(s, hand, foreignCard(s, other.id))]);
    const [side] = unknownTo(s, me, other.sideboard);
    if (side !== undefined) out.push([`a card in player ${other.id}'s sideboard`, renamed(s, side, foreignCard(s, other.id))]);
    const library = unknownTo(s, me, other.library).filter((id) => history(s, id).length === 0);
    if (library.length > 1) {
      const names = library.map((id) => s.objects[id]!.card);
      out.push([`the order of player ${other.id}'s library`, editState(s, (d) => library.forEach((id, i) => (d.objects[id] = { ...d.objects[id]!, card: names[(i + 1) % names.length]! })))]);
    }
  }
  return out;
}

/** Asserts that `twin` looks the same to the deciding player and gives their samples and bots the same answers as `s`. */
function expectSameDecisions(s: ReadonlyGameState, twin: ReadonlyGameState, what: string): void {
  const me = s.decision!.player;
  // the difference is hidden: the player's view and legal actions are the same
  expect(canonical(view(twin, me)), what).toBe(canonical(view(s, me)));
  const actions = legalActions(s);
  expect(canonical(legalActions(twin)), what).toBe(canonical(actions));
  for (const [name, bot] of BOTS) {
    expect(canonical(bot(botInput(twin, legalActions(twin), seedRng(7)))), `the ${name} bot, ${what}`).toBe(canonical(bot(botInput(s, actions, seedRng(7)))));
  }
  for (const k of [5, 6]) expect(serialize(determinize(twin, me, seedRng(k))), `the sample of ${what}`).toBe(serialize(determinize(s, me, seedRng(k))));
}

describe('bots know nothing hidden', () => {
  it('two states that differ only in a hidden fact (another player\'s hand, sideboard or library order, the game\'s PRNG) give the same samples and the same action of every bot, at random states of random games', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14, maxPlayers: 4 }), fc.constantFrom(...FORMATS), fc.nat(), (spec, format, cut) => {
        const initial = gameOf(spec, format);
        const { actions } = recordGame(initial, spec.botSeed);
        let s = initial;
        for (const a of actions.slice(0, cut % actions.length)) s = apply(s, a);
        if (!s.decision) return;
        for (const [what, twin] of twins(s)) {
          kinds.add(what.replace(/player \d+'s/, "a player's"));
          expectSameDecisions(s, twin, what);
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
    // the games met every kind of hidden fact
    expect([...kinds].sort()).toEqual(["a card in a player's hand", "a card in a player's sideboard", 'the PRNG of future shuffles and draws', "the order of a player's library"]);
  });

  it("the ISMCTS bot searches the same whatever another player's unseen cards are: their deck is hidden (a whole hand and library of Murder instead)", () => {
    const bot = ismctsBot({ iterations: 30, rolloutActions: 10 });
    const spec: GameSpec = { players: 2, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 0, deckSeed: 100, botSeed: 200 };
    const initial = createGame(gameOptions(spec, 60));
    const { actions } = recordGame(initial, spec.botSeed);
    let s = initial;
    let compared = 0;
    for (let i = 0; i < Math.min(actions.length, 60); i++) {
      s = apply(s, actions[i]!);
      if (i % 6 !== 5 || !s.decision || legalActions(s).length < 2) continue;
      const other = 1 - s.decision.player;
      const unseen = unknownTo(s, s.decision.player, [...s.players[other]!.hand, ...s.players[other]!.library]);
      const twin = unseen.reduce((t, id) => renamed(t, id, 'Murder'), s);
      expect(canonical(view(twin, s.decision.player))).toBe(canonical(view(s, s.decision.player)));
      expect(canonical(bot(botInput(twin, legalActions(twin), seedRng(7)))), `after action ${i}`).toBe(canonical(bot(botInput(s, legalActions(s), seedRng(7)))));
      compared++;
    }
    expect(compared).toBeGreaterThan(4);
  });

  it("another player's face-down conspiracy (CR 702.106a): which card it is, and the name chosen for it, give the same samples and actions", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable', 'Wild Griffin'], library: ['Forest', 'Forest', 'Forest'] },
        { command: [{ card: 'Double Stroke', faceDown: true, names: ['Bronze Sable'] }], library: ['Forest', 'Forest'] },
        { library: ['Forest', 'Forest'] },
      ],
    });
    const conspiracy = state.command[0]!;
    const other = editState(state, (d) => void (d.objects[conspiracy] = { ...d.objects[conspiracy]!, card: 'Secret Summoning', chosenNames: ['Wild Griffin'] }));
    expectSameDecisions(state, other, 'the face-down conspiracy');
  });

  it("whether another player's card pool started the game in the game (Worldknit) follows their sideboard, which is hidden (CR 400.11a): the same samples and actions", () => {
    /** Player 1 (no draft record, no Worldknit) kept `card` in their sideboard; the game has begun. */
    const keeping = (card: string): ReadonlyGameState => {
      const { state } = setup({ format: 'conspiracy', players: [{ battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'] }, { sideboard: [card] }, {}] });
      return editState(state, (d) => {
        d.conspiracyDraft = { done: [true, true, true], choosing: null, hands: [], poolInGame: [true, card === 'Forest', true], turnsBegun: [1, 0, 0], landsFromOutside: [0, 0, 0] };
      });
    };
    expectSameDecisions(keeping('Forest'), keeping('Bronze Sable'), 'a basic land or another card in the sideboard');
  });

  it("another player's face-up Worldknit shows whether their card pool started the game in the game: every sample keeps it, and the view of their lands", () => {
    const { state } = setup({ format: 'conspiracy', players: [{ battlefield: ['Forest'], hand: ['Bronze Sable'] }, { command: ['Worldknit'], battlefield: ['Forest'], sideboard: ['Forest'] }, {}] });
    const s = editState(state, (d) => {
      d.conspiracyDraft = { done: [true, true, true], choosing: null, hands: [], poolInGame: [true, true, true], turnsBegun: [1, 0, 0], landsFromOutside: [0, 0, 0] };
    });
    for (let k = 0; k < 10; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.conspiracyDraft!.poolInGame[1], `sample ${k}`).toBe(true);
      expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(s, 0)));
    }
  });

  it("Async Mental Magic: which basic land of their sideboard (a card without an ID, AMM 1, 2c) another player holds unseen gives the same samples and actions", () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    const me = start.decision!.player;
    const holding = (land: string): ReadonlyGameState => editState(start, (x) => void createObject(x, { kind: 'card', card: land, owner: 1 - me, zone: 'hand' }));
    expectSameDecisions(holding('Plains'), holding('Island'), 'a Plains or an Island in hand');
  });

  describe('a public card shuffled into a library (CR 701.24a), then a card drawn from it (CR 121.1)', () => {
    /**
     * Player 1's graveyard Wild Griffin shuffled into their library of Forests, with the game's PRNG
     * seeded `seed` (which decides the shuffle), then player 1 draws `draws` cards; player 0 decides.
     */
    function shuffledIn(seed: number, draws: number): ReadonlyGameState {
      const { state } = setup({
        players: [
          { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable', 'Wild Griffin'], library: ['Forest', 'Forest', 'Forest'] },
          { graveyard: ['Wild Griffin'], library: ['Forest', 'Forest', 'Forest', 'Forest'] },
        ],
      });
      return editState(state, (d) => {
        d.rng = seedRng(seed);
        moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
        shuffleLibrary(d, 1);
        drawCards(d, 1, draws);
      });
    }

    /** What is where in a state, by name: each player's hand and library in order (object ids aside). */
    const places = (s: ReadonlyGameState): string =>
      canonical(s.players.map((p) => ({ hand: p.hand.map((id) => s.objects[id]!.card), library: p.library.map((id) => s.objects[id]!.card) })));

    /** Two games whose shuffles differ: in the first player 1 drew the Wild Griffin, in the second a Forest. */
    function twinsByShuffle(draws: number): [ReadonlyGameState, ReadonlyGameState] {
      const drewGriffin = (s: ReadonlyGameState): boolean => s.players[1]!.hand.some((id) => s.objects[id]!.card === 'Wild Griffin');
      const games = Array.from({ length: 40 }, (_, seed) => shuffledIn(seed, draws));
      const a = games.find(drewGriffin)!;
      const b = games.find((s) => !drewGriffin(s))!;
      expect(a).toBeDefined();
      expect(b).toBeDefined();
      return [a, b];
    }

    it("whether the opponent drew it or another card is hidden: the same places in every sample, the same action of every bot", () => {
      for (const draws of [1, 2]) {
        const [drewIt, drewAnother] = twinsByShuffle(draws);
        const what = `${draws} card(s) drawn after the shuffle`;
        expect(canonical(view(drewIt, 0)), what).toBe(canonical(view(drewAnother, 0)));
        expect(canonical(legalActions(drewIt)), what).toBe(canonical(legalActions(drewAnother)));
        for (let k = 0; k < 12; k++) expect(places(determinize(drewIt, 0, seedRng(k))), `sample ${k}, ${what}`).toBe(places(determinize(drewAnother, 0, seedRng(k))));
        for (const [name, bot] of BOTS.slice(1)) {
          expect(canonical(bot(botInput(drewIt, legalActions(drewIt), seedRng(7)))), `the ${name} bot, ${what}`).toBe(canonical(bot(botInput(drewAnother, legalActions(drewAnother), seedRng(7)))));
        }
      }
    });

    it('the card is still known to be in the library, at no known place, or among the cards drawn since: every sample has it in one of those places, each of them in some sample', () => {
      const [drewIt] = twinsByShuffle(1);
      const griffin = (s: ReadonlyGameState, ids: readonly number[]): boolean => ids.some((id) => s.objects[id]!.card === 'Wild Griffin');
      let inHand = 0;
      let inLibrary = 0;
      // where in the library a sample puts it (CR 701.24a: nobody knows the order)
      const libraryPlaces = new Set<number>();
      for (let k = 0; k < 40; k++) {
        const sample = determinize(drewIt, 0, seedRng(k));
        const there = [griffin(sample, sample.players[1]!.hand), griffin(sample, sample.players[1]!.library)];
        expect(there.filter(Boolean), `sample ${k}`).toHaveLength(1);
        if (there[0]) inHand++;
        else {
          inLibrary++;
          libraryPlaces.add(sample.players[1]!.library.findIndex((id) => sample.objects[id]!.card === 'Wild Griffin'));
        }
        // the sample is a consistent game: the object the graveyard card became is still that card (CR 400.7)
        expect(() => deserialize(serialize(sample))).not.toThrow();
      }
      expect(inHand).toBeGreaterThan(0);
      expect(inLibrary).toBeGreaterThan(inHand);
      expect(libraryPlaces.size).toBe(drewIt.players[1]!.library.length);
    });

    it('a card put on top of a library publicly and drawn before any shuffle stays known in the hand (its place was known, CR 121.1)', () => {
      const { state } = setup({
        players: [
          { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest'] },
          { graveyard: ['Wild Griffin'], library: ['Forest', 'Forest', 'Forest'] },
        ],
      });
      const s = editState(state, (d) => {
        moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '608.2c' });
        drawCards(d, 1, 1);
      });
      const drawn = s.players[1]!.hand[0]!;
      expect(s.objects[drawn]!.card).toBe('Wild Griffin');
      for (let k = 0; k < 10; k++) expect(determinize(s, 0, seedRng(k)).objects[drawn]!.card).toBe('Wild Griffin');
    });
  });
});
