import { describe, expect, it } from 'vitest';
import { legalActions, logOf } from '../../../src/index.js';
import { activate, expectRefused, permanent, resolveStack, setup } from '../helpers.js';

describe('Reito Lantern', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'], graveyard: ['Divination'], library: ['Island', 'Island'] },
      { graveyard: ['Murder', 'Doomed Traveler'], library: ['Swamp', 'Swamp'] },
    ],
  });

  it("{3}: Put target card from a graveyard on the bottom of its owner's library — any player's graveyard", () => {
    const { state, ids } = board();
    const lantern = permanent(state, 'Reito Lantern');
    const murder = ids.graveyard[1]![0]!;
    const targets = legalActions(state).filter((a) => a.type === 'activate' && a.source === lantern).map((a) => (a.type === 'activate' ? a.targets[0] : null));
    expect(targets).toHaveLength(3);
    const s = resolveStack(activate(state, 0, lantern, 0, [{ object: murder }]));
    const library = s.players[1]!.library;
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Doomed Traveler']);
    expect(library).toHaveLength(3);
    expect(s.objects[library[2]!]!.card).toBe('Murder');
    expect(logOf(s).some((e) => e.type === 'zoneChange' && e.rule === '401.4' && e.zone === 'library')).toBe(true);
  });

  it('a card on the battlefield is not a legal target', () => {
    const { state, ids } = board();
    const lantern = permanent(state, 'Reito Lantern');
    expectRefused(state, { type: 'activate', player: 0, source: lantern, ability: 0, targets: [{ object: ids.battlefield[0]![1]! }], x: 0 }, 'badTarget');
  });
});
