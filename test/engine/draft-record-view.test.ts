/**
 * What a Conspiracy draft leaves in the game, as each player sees it: the information noted for
 * drafted cards is public — "Any player can look at this information at any time during the draft or
 * game" (CR 905.2b) — and so are the cards removed from the draft face up (Animus of Predation); the
 * cards a player removed face down (Cogwork Grinder) are counted for the others, named only for them.
 */
import { describe, expect, it } from 'vitest';
import { determinize, view } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { setup } from '../cards/helpers.js';
import { checkViews } from '../properties/view-leaks.js';

describe('CR 905.2b: noted information in the game views', () => {
  it('every player and a spectator see every player’s notes and face-up removed cards; face-down removed cards only their owner names', () => {
    const notes = [{ card: 'Lurking Automaton', number: 3 }, { card: 'Aether Searcher', name: 'Bronze Sable' }, { card: 'Paliano Vanguard', types: ['Soldier'] }];
    const removed = [{ card: 'Murder', by: 'Cogwork Grinder' as const }, { card: 'Wild Griffin', by: 'Animus of Predation' as const }];
    const { state } = setup({
      players: [
        { draft: { seat: 0, notes, removed }, library: ['Forest', 'Forest'] },
        { draft: { seat: 5, notes: [{ card: 'Cogwork Tracker', player: 0 }], removed: [] }, library: ['Forest', 'Forest'] },
        { library: ['Forest', 'Forest'] },
      ],
    });
    expect(view(state, 0).players[0]!.draft).toEqual({ seat: 0, notes, removed });
    for (const who of [1, 2, 'spectator'] as const) {
      const v = view(state, who);
      expect(v.players[0]!.draft).toEqual({ seat: 0, notes, removed: [{ card: '', by: 'Cogwork Grinder' }, { card: 'Wild Griffin', by: 'Animus of Predation' }] });
      expect(v.players[1]!.draft).toEqual({ seat: 5, notes: [{ card: 'Cogwork Tracker', player: 0 }], removed: [] });
      expect(v.players[2]!.draft).toBeUndefined();
    }
    expect(JSON.stringify(view(state, 1))).not.toContain('Murder');
    expect(() => checkViews(state)).not.toThrow();
    // a bot's sample holds no more of it than the view: the count of face-down removed cards, not their names
    const sample = determinize(state, 1, seedRng(1));
    expect(sample.players[0]!.draft).toEqual(view(state, 1).players[0]!.draft);
    expect(determinize(state, 0, seedRng(1)).players[0]!.draft).toEqual({ seat: 0, notes, removed });
  });
});
