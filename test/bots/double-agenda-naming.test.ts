/**
 * The bots name a double agenda's two cards (CR 702.106f) as they name a hidden agenda's one: in one
 * action they pick from the listed ones, which `apply` takes.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, createGame, heuristicBot, ismctsBot, legalActions, randomBot, randomDeck, seedRng, type ReadonlyGameState } from '../../src/index.js';

/** A Conspiracy Draft game where seat 0 has put Summoner's Bond and must name its cards. */
function naming(): ReadonlyGameState {
  const s = createGame({ format: 'conspiracy', seed: 4, players: [0, 1, 2].map((p) => ({ name: `P${p}`, deck: randomDeck(50 + p), sideboard: p === 0 ? ["Summoner's Bond"] : [] })) });
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
