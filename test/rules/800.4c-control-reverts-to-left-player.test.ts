import { describe, expect, it } from 'vitest';
import { apply, characteristics } from '../../src/index.js';
import { activate, castAndResolve, events, exiled, passUntil, permanent, resolveStack, setup } from '../cards/helpers.js';

/**
 * CR 800.4c: "If an effect that gives a player still in the game control of an object ends, there is
 * no other effect giving control of that object to another player in the game, and the player who
 * controlled that object by default has left the game, the object is exiled."
 *
 * Player 1's Ogre Sentry (a defender, so that goaded it still cannot attack) is under player 0's control by default (as Extract from Darkness or
 * Desertion leaves it); player 2 casts Besmirch ("Until end of turn, gain control of target creature")
 * on it, then player 0 leaves the game.
 */
function stolenFromALeftPlayer() {
  const { state } = setup({
    active: 2,
    players: [
      {},
      { battlefield: [{ card: 'Ogre Sentry', controller: 0 }] },
      { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      {},
    ],
  });
  const sentry = permanent(state, 'Ogre Sentry');
  let s = castAndResolve(state, 2, state.players[2]!.hand[0]!, [{ object: sentry }]);
  expect(characteristics(s, sentry).controller).toBe(2);
  s = apply(s, { type: 'concede', player: 0 });
  return { s, sentry };
}

describe('800.4c a control effect ends and the default controller has left the game', () => {
  it('the object stays while the effect lasts (CR 800.4a exiles only what the leaving player controls)', () => {
    const { s, sentry } = stolenFromALeftPlayer();
    expect(s.battlefield).toContain(sentry);
    expect(characteristics(s, sentry).controller).toBe(2);
  });

  it('as the effect ends, the object is exiled, not left under the control of a player out of the game', () => {
    const { s: left, sentry } = stolenFromALeftPlayer();
    const s = passUntil(left, (x) => x.turn.active === 3);
    expect(s.battlefield).not.toContain(sentry);
    expect(exiled(s)).toContain('Ogre Sentry');
    expect(events(s, 'zoneChange').some((e) => e.object === sentry && e.rule === '800.4c')).toBe(true);
  });

  it('the effect ends as the player it gives control to leaves too: the object is exiled with them gone (not left under the first one\'s control)', () => {
    // Dack Fayden's "−2: Gain control of target artifact." by player 2, on player 1's Bronze Sable under
    // player 0's control by default
    const { state } = setup({
      active: 2,
      players: [
        {},
        { battlefield: [{ card: 'Bronze Sable', controller: 0 }] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 2, permanent(state, 'Dack Fayden'), 1, [{ object: sable }]));
    expect(characteristics(s, sable).controller).toBe(2);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.battlefield).toContain(sable);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.battlefield).not.toContain(sable);
    expect(exiled(s)).toContain('Bronze Sable');
    expect(events(s, 'zoneChange').filter((e) => e.object === sable).map((e) => e.rule)).toEqual(['800.4c']);
  });
});
