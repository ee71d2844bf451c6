/**
 * The heuristic bot's conspiracies (CR 905.4, 702.106): it puts its hidden agenda into the command
 * zone, names the card of its deck the conspiracy helps, and turns it face up only as it casts that
 * card, or when that lets it cast the card (702.106c); it leaves in its sideboard a conspiracy whose restriction harms its deck, and
 * chooses the number that fits its creatures (315.5a).
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, createGame, heuristicBot, legalActions, logOf, randomDeck, seedRng, type Action, type ReadonlyGameState } from '../../src/index.js';

/** 17 Mountains, 15 copies of an instant and 8 of a creature: the creature is not the card it has most copies of. */
const DECK = [...Array<string>(17).fill('Mountain'), ...Array<string>(15).fill('Brimstone Volley'), ...Array<string>(8).fill('Bronze Sable')];

/** A three-player Conspiracy Draft game where seat 0, the starting player, has `sideboard` and `deck`. */
function game(sideboard: string[], deck = DECK, seed = 3): ReadonlyGameState {
  return createGame({ format: 'conspiracy', seed, startingPlayer: 0, players: [0, 1, 2].map((p) => ({ name: `P${p}`, deck: p === 0 ? deck : randomDeck(60 + p), sideboard: p === 0 ? sideboard : [] })) });
}

/** Plays the heuristic bot for every seat until `stop` holds of the state, or the game ends; returns the actions taken and the last state. */
function play(s: ReadonlyGameState, stop: (s: ReadonlyGameState) => boolean, limit = 5000): { actions: Action[]; state: ReadonlyGameState } {
  const rng = seedRng(5);
  const actions: Action[] = [];
  for (let n = 0; n < limit && !s.result && !stop(s); n++) {
    const action = heuristicBot(botInput(s, legalActions(s), rng));
    actions.push(action);
    s = apply(s, action);
  }
  return { actions, state: s };
}

/** Whether seat 0 has cast a card named `name`. */
const castBy0 = (name: string) => (s: ReadonlyGameState): boolean => logOf(s).some((e) => e.type === 'cast' && e.player === 0 && e.card === name);
const sableCast = castBy0('Bronze Sable');

describe('the heuristic bot and its conspiracies', () => {
  it('905.4, 702.106a, 702.106c: puts Immediate Action face down naming its creature, and turns it face up just as it casts that creature', () => {
    const { actions, state } = play(game(['Immediate Action']), sableCast);
    expect(sableCast(state)).toBe(true);
    const agenda = state.command.find((id) => state.objects[id]!.card === 'Immediate Action')!;
    expect(agenda).toBeDefined();
    // the creature it has, not the instant it has more copies of, nor a land
    expect(state.objects[agenda]!.chosenNames).toEqual(['Bronze Sable']);
    expect(state.objects[agenda]!.faceDown).toBe(false);
    const up = actions.findIndex((a) => a.type === 'turnFaceUp');
    expect(actions.filter((a) => a.type === 'turnFaceUp')).toHaveLength(1);
    // face down until then: the next thing seat 0 does is cast the Bronze Sable the conspiracy names
    const next = actions.slice(up + 1).find((a) => a.player === 0)!;
    expect(next).toMatchObject({ type: 'cast' });
    expect(next.type === 'cast' && state.objects[next.card]!.card).toBe('Bronze Sable');
  });

  it('702.106c: turns Unexpected Potential face up when only that lets it cast the blue card it names with the Mountains it has', () => {
    const deck = [...Array<string>(17).fill('Mountain'), ...Array<string>(23).fill('Merfolk Looter')];
    const { actions, state } = play(game(['Unexpected Potential'], deck), castBy0('Merfolk Looter'));
    expect(castBy0('Merfolk Looter')(state)).toBe(true);
    const agenda = state.command.find((id) => state.objects[id]!.card === 'Unexpected Potential')!;
    expect(state.objects[agenda]!.chosenNames).toEqual(['Merfolk Looter']);
    const up = actions.findIndex((a) => a.type === 'turnFaceUp');
    const next = actions.slice(up + 1).find((a) => a.player === 0)!;
    expect(next.type === 'cast' && state.objects[next.card]!.card).toBe('Merfolk Looter');
  });

  it("905.4: leaves Hymn of the Wilds in its sideboard when its deck has instants, and chooses Emissary's Ploy's number from its creatures' mana value (315.5a)", () => {
    const { state } = play(game(['Hymn of the Wilds', "Emissary's Ploy"]), (s) => s.turn.step !== 'pregame');
    const cards = state.command.map((id) => state.objects[id]!);
    expect(cards.map((o) => o.card)).toEqual(["Emissary's Ploy"]);
    expect(cards[0]!.chosenNumber).toBe(2);
  });

  it('a seeded game with hidden agendas in every sideboard ends without error, each conspiracy turned face up as its controller casts a card it names', () => {
    const sideboard = ['Immediate Action', "Brago's Favor", "Summoner's Bond", 'Double Stroke', 'Weight Advantage'];
    const s = createGame({ format: 'conspiracy', seed: 11, players: [0, 1, 2].map((p) => ({ name: `P${p}`, deck: randomDeck(70 + p), sideboard })) });
    const { actions, state } = play(s, () => false, 20_000);
    expect(state.result).not.toBeNull();
    const ups = actions.flatMap((a, i) => (a.type === 'turnFaceUp' ? [i] : []));
    expect(ups.length).toBeGreaterThan(0);
    for (const i of ups) {
      const up = actions[i] as Extract<Action, { type: 'turnFaceUp' }>;
      const next = actions.slice(i + 1).find((a) => a.player === up.player && a.type !== 'turnFaceUp')!;
      expect(next.type).toBe('cast');
      expect(state.objects[up.object]!.chosenNames).toContain(next.type === 'cast' && state.objects[next.card]!.card);
    }
  });

  it('315.2: in a two-player game where only a sideboard without conspiracies has cards, each player is asked and the bot answers "none" for both, then plays on', () => {
    const s = createGame({ format: 'two-player', seed: 4, startingPlayer: 1, players: [0, 1].map((p) => ({ name: `P${p}`, deck: randomDeck(80 + p), sideboard: p === 0 ? ['Burning Wish'] : [] })) });
    const { actions, state } = play(s, (x) => x.turn.step !== 'pregame');
    expect(actions.slice(0, 2)).toEqual([{ type: 'finishConspiracies', player: 1 }, { type: 'finishConspiracies', player: 0 }]);
    expect(state.command).toEqual([]);
    expect(state.turn.step).not.toBe('pregame');
  });
});
