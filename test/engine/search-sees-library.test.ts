/**
 * CR 701.23a: "To search for a card in a zone, look at all cards in that zone (even if it's a hidden
 * zone) and find a card that matches the given description." The searching player's view shows every
 * card of the library they search, not only those they may find, and nobody else's does; a bot's
 * sample keeps that library as the player saw it, so the search plays on in it.
 */
import { describe, expect, it } from 'vitest';
import { apply, determinize, legalActions, view } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { cast, resolveStack, setup } from '../cards/helpers.js';
import { checkViews } from '../properties/view-leaks.js';

function searching() {
  const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Lay of the Land'], library: ['Murder', 'Plains', 'Shimmering Grotto', 'Island', 'Bronze Sable'] }, { library: ['Forest', 'Forest'] }] });
  return resolveStack(cast(state, 0, ids.hand[0]![0]!));
}

describe('CR 701.23a: a searching player looks at all the cards of the library', () => {
  it('shows the searcher every card of their library, the others none of them', () => {
    const s = searching();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search' } });
    const mine = view(s, 0);
    expect(mine.choiceObjects.map((o) => o.card).sort()).toEqual(['Island', 'Plains']);
    expect(mine.searching.map((o) => o.card).sort()).toEqual(['Bronze Sable', 'Island', 'Murder', 'Plains', 'Shimmering Grotto']);
    // in no order the library holds: by id
    expect(mine.searching.map((o) => o.id)).toEqual([...s.players[0]!.library].sort((a, b) => a - b));
    for (const who of [1, 'spectator'] as const) expect(view(s, who).searching).toEqual([]);
    expect(() => checkViews(s)).not.toThrow();
  });

  it("keeps the searched library in the searcher's samples, where every answer of the search plays on", () => {
    const s = searching();
    const rng = seedRng(2);
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 0, rng);
      expect(sample.players[0]!.library.map((id) => sample.objects[id]!.card)).toEqual(s.players[0]!.library.map((id) => s.objects[id]!.card));
      for (const a of legalActions(sample)) expect(() => apply(sample, a)).not.toThrow();
    }
  });
});

describe("another player's search in a sample", () => {
  it('plays on in a sample drawn for another player, whose library the sample deals again: an answer naming no card the search offers there is asked again', () => {
    // player 0 holds cards a sample may deal into the library, so that it offers other cards
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Lay of the Land', 'Swamp', 'Mountain', 'Murder'], library: ['Murder', 'Plains', 'Shimmering Grotto', 'Island', 'Bronze Sable'] }, { library: ['Forest', 'Forest'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const rng = seedRng(3);
    for (let i = 0; i < 30; i++) {
      const sample = determinize(s, 1, rng);
      for (const a of legalActions(sample)) {
        const next = apply(sample, a);
        // the search finished, or asks again among the cards it offers in this sample
        expect(next.decision?.kind === 'choose' && next.decision.player === 0 ? next.decision.choice.prompt : 'done').toMatch(/^(search|done)$/);
      }
    }
  });
});
