/**
 * The IDs of revealed cards in the lines of a Conspiracy game's posts: a card revealed by an effect
 * (CR 701.20) reads with the ID it has now for each reader whose view shows it as that card, so that
 * a later command (`!act {JSON}`) can name it, and with none for a reader who may not know it, nor
 * for a card gone back into a hidden zone (400.7, 401.2).
 */
import { describe, expect, it } from 'vitest';
import { logOf, view, type ReadonlyGameState } from '../../src/index.js';
import { gameEventLines } from '../../src/pbp/table-text.js';
import { activate, cast, choose, permanent, resolveStack, setup } from '../cards/helpers.js';

/** Each reader's lines of the reveal events of the game so far: the spectator's (the public post) and each seat's. */
function revealLines(s: ReadonlyGameState): Record<string, string[]> {
  const reveals = logOf(s).filter((e) => e.type === 'reveal');
  return Object.fromEntries((['spectator', 0, 1] as const).map((reader) => [String(reader), gameEventLines(s, reveals, reader)]));
}

describe('the ID of a card revealed (CR 701.20), in the lines of a post', () => {
  it("Coiling Oracle reveals a land and puts it onto the battlefield: every reader's line starts with the land's ID there", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Island'], hand: ['Coiling Oracle'], library: ['Swamp', 'Murder'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const swamp = permanent(s, 'Swamp');
    const lines = revealLines(s);
    for (const reader of ['spectator', '0', '1']) expect(lines[reader]).toEqual([expect.stringMatching(new RegExp(`^${swamp}: .*reveals Swamp`))]);
    // the ID is the one each view shows for the Swamp
    expect(view(s, 'spectator').battlefield.find((o) => o.id === swamp)?.card).toBe('Swamp');
  });

  it("Coiling Oracle puts a non-land card it revealed into its owner's hand: its ID is in its owner's line only", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Island'], hand: ['Coiling Oracle'], library: ['Murder', 'Swamp'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const murder = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Murder')!;
    const lines = revealLines(s);
    expect(lines['0']).toEqual([expect.stringMatching(new RegExp(`^${murder}: .*reveals Murder`))]);
    for (const reader of ['spectator', '1']) expect(lines[reader]).toEqual([expect.stringMatching(/^[^0-9].*reveals Murder/)]);
  });

  it('Stormchaser Chimera reveals the top card of the library, which stays there: no reader gets an ID', () => {
    const { state } = setup({ players: [{ battlefield: ['Stormchaser Chimera', 'Island', 'Island', 'Mountain', 'Mountain'], library: ['Murder', 'Divination'] }, {}] });
    const s = resolveStack(choose(resolveStack(activate(state, 0, permanent(state, 'Stormchaser Chimera'), 0)), []));
    const lines = revealLines(s);
    for (const reader of ['spectator', '0', '1']) expect(lines[reader]).toEqual([expect.stringMatching(/^[^0-9].*reveals Murder/)]);
  });
});
