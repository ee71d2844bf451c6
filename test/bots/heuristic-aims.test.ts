/**
 * The heuristic bot casts only a spell whose every target is aimed as its effect asks: what hurts at
 * opponents' things (see `heuristic-targets`). With Murder in hand and only its own creature to
 * destroy, it does not cast it (CR 601.2c: a spell needs a legal target, and its own is one).
 */
import { describe, expect, it } from 'vitest';
import { botInput, heuristicBot, legalActions } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { scenario } from '../../src/testing/index.js';

describe('the heuristic bot aims what hurts at opponents only', () => {
  it('leaves Murder in hand when its own creature is the only target, and casts it at the opponent\'s creature when there is one', () => {
    const board = (theirs: string[]) =>
      scenario({
        players: [
          { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Murder'], library: ['Wastes'] },
          { battlefield: theirs, library: ['Wastes'] },
        ],
        step: 'main1',
        settings: { autoPass: 'never', manaAbilities: 'automatic' },
      }).state;
    const alone = board([]);
    const murder = alone.players[0]!.hand[0]!;
    expect(legalActions(alone).some((a) => a.type === 'cast' && a.card === murder)).toBe(true);
    const choice = heuristicBot(botInput(alone, legalActions(alone), seedRng(1)));
    expect(choice.type === 'cast' && choice.card === murder).toBe(false);
    const facing = board(['Wild Griffin']);
    const griffin = facing.battlefield.find((id) => facing.objects[id]!.card === 'Wild Griffin')!;
    expect(heuristicBot(botInput(facing, legalActions(facing), seedRng(1)))).toMatchObject({ type: 'cast', card: facing.players[0]!.hand[0], targets: [{ object: griffin }] });
  });
});
