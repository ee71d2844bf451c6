/**
 * The text of a Conspiracy game by post comes from what each reader may see: a seat's view, or a
 * spectator's for the public thread (CR 708.5, 702.106: a face-down conspiracy is its controller's
 * alone). An event that names a face-down object only by its id must not let the text name the card.
 */
import { describe, expect, it } from 'vitest';
import { gameEventLines } from '../../src/pbp/table-text.js';
import type { GameEvent } from '../../src/index.js';
import { setup } from '../cards/helpers.js';

const SECRET = 'Secret Summoning';

describe('play-by-post game text reads from the reader\'s view', () => {
  it('a face-down conspiracy an event refers to by its object is not named to the public thread nor to another seat, only to its controller', () => {
    const { state, ids } = setup({ format: 'conspiracy', players: [{ command: [{ card: SECRET, faceDown: true, names: ['Bronze Sable'] }] }, {}, {}] });
    const conspiracy = ids.command[0]![0]!;
    expect(state.objects[conspiracy]!.faceDown).toBe(true);
    // an event carrying the object and not its card
    const events: GameEvent[] = [{ type: 'counters', rule: '122.6', player: 0, object: conspiracy, amount: 1, detail: 'charge' }];
    for (const reader of ['spectator', 1, 2] as const) {
      const text = gameEventLines(state, events, reader).join('\n');
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('Bronze Sable');
      expect(text).toContain('a face-down conspiracy');
    }
    expect(gameEventLines(state, events, 0).join('\n')).toContain(SECRET);
  });
});
