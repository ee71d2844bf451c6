// A room's table without a server: the actions a page's controls send are read in the view its screen
// was drawn from, even when a newer view has arrived meanwhile.
import { createGame, view, type Action, type GameView } from 'paliano';
import { describe, expect, it } from 'vitest';
import { RoomTable } from '../src/room.js';

/** A view of seat `seat` with `actions` as its listed actions. */
function viewWith(seat: number, actions: Action[]): GameView {
  const deck = Array.from({ length: 40 }, () => 'Plains');
  const s = createGame({ seed: 1, players: [{ deck }, { deck }] });
  return { ...view(s, seat), legalActions: actions };
}

describe('a seat at a room table', () => {
  it('sends the action a control listed in the view its screen shows, not in a newer view not drawn yet', () => {
    const sent: Action[] = [];
    const table = new RoomTable({ send: (a) => sent.push(a), leave: async () => undefined }, { server: 'ws://test', gameId: 't', name: 'Ana' });
    const first = viewWith(0, [{ type: 'keep', player: 0 }, { type: 'mulligan', player: 0 }]);
    const second = viewWith(0, [{ type: 'mulligan', player: 0 }, { type: 'keep', player: 0 }]);
    table.received(first);
    table.presented();
    // a newer view arrives while the page still shows the first one's screen
    table.received(second);
    table.act(1);
    expect(sent).toEqual([{ type: 'mulligan', player: 0 }]);
    // once its screen is drawn, the controls are the newer view's
    table.presented();
    table.act(1);
    expect(sent.at(-1)).toEqual({ type: 'keep', player: 0 });
  });
});
