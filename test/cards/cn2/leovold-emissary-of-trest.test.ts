import { describe, expect, it } from 'vitest';
import type { ReadonlyGameState } from '../../../src/index.js';
import { cast, castAndResolve, choose, events, names, nextTurn, passUntil, permanent, resolveStack, setup } from '../helpers.js';

const LEOVOLD = 'Leovold, Emissary of Trest';

// The ruling "Replacement effects (such as that of dredge or Laboratory Maniac's ability) can't be used
// to replace draws that Leovold disallows. However, if an opponent's first draw is replaced …, that
// draw didn't happen and Leovold won't stop the next draw." cannot arise in a game of this engine: no
// card of CNS or CN2 has an effect replacing a draw. The engine counts a card drawn only when one is
// drawn (history.cardsDrawn), and checks the limit before a draw would be replaced.
const islands = (n: number): string[] => Array<string>(n).fill('Island');

/** Passes until the deciding player has a choice to make (or the stack is empty). */
function toChoice(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.stack.length === 0);
}

describe('Leovold, Emissary of Trest', () => {
  it("Each opponent can't draw more than one card each turn — its controller is not limited", () => {
    const opp = setup({ active: 1, players: [{ battlefield: [LEOVOLD] }, { battlefield: islands(3), hand: ['Divination'] }] });
    const s = castAndResolve(opp.state, 1, opp.ids.hand[1]![0]!);
    expect(names(s, 1, 'hand')).toEqual(['Wastes']);
    expect(events(s, 'drawForbidden')).toEqual([expect.objectContaining({ rule: '101.2', player: 1 })]);
    const own = setup({ players: [{ battlefield: [LEOVOLD, ...islands(3)], hand: ['Divination'] }, {}] });
    expect(names(castAndResolve(own.state, 0, own.ids.hand[0]![0]!), 0, 'hand')).toEqual(['Wastes', 'Wastes']);
  });

  it('ruling: "If an opponent hasn\'t drawn any cards in a turn and a spell or ability instructs that player to draw multiple cards, that player will just draw one card."', () => {
    // Compulsive Research: "Target player draws three cards" — the opponent draws one
    const { state, ids } = setup({ players: [{ battlefield: [LEOVOLD, ...islands(3)], hand: ['Compulsive Research'] }, { hand: ['Forest'] }] });
    let s = cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    s = toChoice(s);
    expect(events(s, 'draw').filter((e) => e.player === 1)).toHaveLength(1);
    expect(events(s, 'drawForbidden')).toHaveLength(2);
  });

  it('ruling: "Your opponents can draw a maximum of one card each on each player\'s turn. Subsequent card draws during that turn are ignored."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [LEOVOLD, 'Runed Servitor', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: islands(3), hand: ['Divination'] }],
    });
    // on player 0's turn, Runed Servitor dies and each player draws a card: player 1 draws their one card of this turn
    let s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Runed Servitor') }]));
    const drawsOf1 = (x: ReadonlyGameState): number => events(x, 'draw').filter((e) => e.player === 1).length;
    expect(drawsOf1(s)).toBe(1);
    // on player 1's own turn, the draw step's draw is their one card; Divination then draws none
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(drawsOf1(s)).toBe(2);
    s = castAndResolve(s, 1, ids.hand[1]![0]!);
    expect(drawsOf1(s)).toBe(2);
    expect(events(s, 'drawForbidden').filter((e) => e.player === 1)).toHaveLength(2);
    // two turns later, player 1's draw step draws again
    s = nextTurn(nextTurn(s));
    expect(drawsOf1(s)).toBe(3);
  });

  it('ruling: "Your opponents can draw a maximum of one card each on each player\'s turn." — each opponent their own card: with three opponents, Runed Servitor\'s "each player draws a card" gives each of them one (CR 102.2)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [LEOVOLD, 'Runed Servitor', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}, {}, {}] });
    const s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Runed Servitor') }]));
    expect([1, 2, 3].map((p) => events(s, 'draw').filter((e) => e.player === p).length)).toEqual([1, 1, 1]);
    expect([1, 2, 3].map((p) => s.players[p]!.hand.length)).toEqual([1, 1, 1]);
    expect(events(s, 'drawForbidden')).toEqual([]);
  });

  it('ruling: "if the draws are optional, the player can\'t choose to draw, even if they could draw one card this way" — Selvala, Heart of the Wilds\' "may draw"', () => {
    const spec = (hand: string[]) => setup({
      active: 1,
      players: [{ battlefield: [LEOVOLD] }, { battlefield: ['Selvala, Heart of the Wilds', ...islands(3), 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand }],
    });
    // not yet drawn this turn: Zombie Goliath (4) is the greatest, and its controller may draw
    const fresh = spec(['Zombie Goliath']);
    let s = toChoice(cast(fresh.state, 1, fresh.ids.hand[1]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    // after a draw this turn, the optional draw is offered no more
    const drew = spec(['Divination', 'Zombie Goliath']);
    s = castAndResolve(drew.state, 1, drew.ids.hand[1]![0]!);
    s = toChoice(cast(s, 1, drew.ids.hand[1]![1]!));
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 1, 'hand')).toEqual(['Wastes']);
  });

  it('ruling: "Leovold will “see” cards drawn by opponents earlier in the turn before it entered the battlefield … the two drawn cards are unaffected."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Runed Servitor', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', ...islands(5)], hand: ['Murder', LEOVOLD, 'Compulsive Research'] }, {}],
    });
    // Runed Servitor dies: each player draws a card
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Runed Servitor') }]);
    s = resolveStack(s);
    expect(names(s, 1, 'hand')).toEqual(['Wastes']);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(permanent(s, LEOVOLD)).toBeGreaterThan(0);
    s = toChoice(cast(s, 0, ids.hand[0]![2]!, [{ player: 1 }]));
    expect(names(s, 1, 'hand')).toEqual(['Wastes']);
    expect(events(s, 'drawForbidden')).toHaveLength(3);
  });

  it('Whenever you … become the target of a spell or ability an opponent controls, you may draw a card', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: [LEOVOLD], hand: ['Island'] }, { battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'] }] });
    let s = cast(state, 1, ids.hand[1]![0]!, [{ player: 0 }]);
    expect(s.stack).toHaveLength(2);
    s = toChoice(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'draw a card' } });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Island', 'Wastes']);
  });

  it('ruling: "If you and a permanent you control each become the target … Leovold\'s ability will trigger twice. The same is true if two permanents you control become the target of the same spell or ability an opponent controls."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: [LEOVOLD, 'Bronze Sable'] }, { battlefield: ['Mountain', 'Ogre Sentry'], hand: ['Coordinated Assault', 'Coordinated Assault'] }] });
    const s = cast(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, LEOVOLD) }, { object: permanent(state, 'Bronze Sable') }]);
    expect(s.pendingTriggers.filter((t) => t.card === LEOVOLD).length + events(s, 'trigger').filter((e) => e.card === LEOVOLD).length).toBe(2);
    // the opponent's spell targeting only their own creature: no trigger
    const own = cast(state, 1, ids.hand[1]![1]!, [{ object: permanent(state, 'Ogre Sentry') }]);
    expect(own.pendingTriggers.filter((t) => t.card === LEOVOLD).length + events(own, 'trigger').filter((e) => e.card === LEOVOLD).length).toBe(0);
  });

  it("a spell or ability of Leovold's controller targeting their own permanent does not trigger it", () => {
    const { state, ids } = setup({ players: [{ battlefield: [LEOVOLD, 'Mountain'], hand: ['Coordinated Assault'] }, {}] });
    const s = cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, LEOVOLD) }]);
    expect(s.pendingTriggers.filter((t) => t.card === LEOVOLD).length + events(s, 'trigger').filter((e) => e.card === LEOVOLD).length).toBe(0);
  });
});
