/**
 * The bots name a double agenda's two cards (CR 702.106f) as they name a hidden agenda's one: in one
 * action they pick from the listed ones, which `apply` takes.
 */
import { describe, expect, it } from 'vitest';
import { setup } from '../cards/helpers.js';
import { apply, botInput, cards, createGame, deserialize, determinize, heuristicBot, ismctsBot, legalActions, randomBot, randomDeck, seedRng, serialize, view, type ReadonlyGameState } from '../../src/index.js';

/** A Conspiracy Draft game where seat 0, the starting player, asked first (CR 101.4e), has put Summoner's Bond and must name its cards. */
function naming(sideboard: string[] = ["Summoner's Bond"]): ReadonlyGameState {
  const s = createGame({ format: 'conspiracy', seed: 4, startingPlayer: 0, players: [0, 1, 2].map((p) => ({ name: `P${p}`, deck: randomDeck(50 + p), sideboard: p === 0 ? sideboard : [] })) });
  return apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
}

describe('bots naming a double agenda', () => {
  for (const [name, bot] of [['random', randomBot], ['heuristic', heuristicBot], ['ismcts', ismctsBot({ iterations: 8 })]] as const) {
    it(`the ${name} bot names two different cards in one action`, () => {
      const s = naming();
      const action = bot(botInput(s, legalActions(s), seedRng(9)));
      expect(action).toMatchObject({ type: 'nameCard', player: 0 });
      const after = apply(s, action);
      const names = after.objects[after.command[0]!]!.chosenNames!;
      expect(names).toHaveLength(2);
      expect(names[0]).not.toBe(names[1]);
      expect(after.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies' });
    });
  }
});

describe('determinizing while another player names a face-down conspiracy', () => {
  it('702.106f: the conspiracy dealt in its place has no names yet and waits for as many as its card takes; the sample loads and plays on', () => {
    const s = naming(["Summoner's Bond", 'Immediate Action']);
    const id = s.command[0]!;
    const dealt = new Set<string>();
    for (let seed = 0; seed < 24; seed++) {
      for (const seat of [1, 2]) {
        const sample = determinize(s, seat, seedRng(seed));
        expect(view(sample, seat)).toEqual(view(s, seat));
        const card = sample.objects[id]!.card;
        dealt.add(card);
        expect(sample.objects[id]!.chosenNames).toBeUndefined();
        expect(sample.conspiracyDraft!.choosing).toMatchObject({ object: id, names: cards.get(card)!.conspiracy!.agenda });
        expect(deserialize(serialize(sample))).toEqual(sample);
        const named = apply(sample, legalActions(sample)[0]!);
        expect(named.objects[id]!.chosenNames).toHaveLength(cards.get(card)!.conspiracy!.agenda!);
      }
    }
    // conspiracies of either agenda were dealt, the player's real ones or not (they know neither)
    expect(new Set([...dealt].map((c) => cards.get(c)!.conspiracy!.agenda))).toEqual(new Set([1, 2]));
  });

  it("702.106f: a double agenda dealt for another player's named face-down conspiracy names two different cards of theirs, however few they have", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest'] },
        { command: [{ card: 'Double Stroke', faceDown: true, names: ['Wild Griffin'] }], hand: ['Wild Griffin'], library: ['Forest', 'Forest'] },
      ],
    });
    const id = state.command[0]!;
    let doubles = 0;
    for (let seed = 0; seed < 40; seed++) {
      const sample = determinize(state, 0, seedRng(seed));
      const names = sample.objects[id]!.chosenNames ?? [];
      expect(names, `sample ${seed}`).toHaveLength(cards.get(sample.objects[id]!.card)!.conspiracy!.agenda!);
      expect(new Set(names).size, `sample ${seed}: ${names.join(', ')}`).toBe(names.length);
      if (names.length === 2) doubles++;
    }
    expect(doubles).toBeGreaterThan(0);
  });
});
