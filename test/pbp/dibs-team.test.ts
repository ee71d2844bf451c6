/**
 * AMM 9a: "You can add yourself to a team by calling !dibs during one of that team's turns even if you
 * aren't going to be playing that particular turn." The team is the one whose turn it is — the active
 * seat's — even once control of the turn has passed to the other seat (AMM 7a).
 */
import { describe, expect, it } from 'vitest';
import { handle } from '../../src/pbp/session.js';
import { mmData } from '../../src/variants/mental-magic/data.js';
import { pass, play, twoCreatures } from '../variants/mental-magic/helpers.js';
import { after, sessionWithHands } from './helpers.js';
import type { ReadonlyGameState } from '../../src/index.js';

/** Seat 1's turn, its creature attacking: seat 2 declares blockers, so it holds control of seat 1's turn (AMM 7a). */
function controlTurnedOver(): ReadonlyGameState {
  let s = twoCreatures();
  s = pass(s);
  while (s.decision!.kind !== 'declareAttackers') s = pass(s);
  s = play(s, (a) => a.type === 'declareAttacker');
  while ((s.decision as { kind: string }).kind === 'priority') s = pass(s);
  return s;
}

describe('AMM 9a: !dibs adds the caller to the team whose turn it is', () => {
  it('after control turned over to the non-active seat, a newcomer joins the active seat\'s team, not the seat holding control', () => {
    const game = controlTurnedOver();
    expect(game.turn.active).toBe(0);
    expect(mmData(game).control).toBe(1);
    const s = { ...sessionWithHands([[], []]), game };
    const r = handle(s, 'carol', '!dibs');
    expect(r.ok).toBe(true);
    expect(r.session.teams).toEqual([['carol'], []]);
    // seat 1 does not hold control: carol joined, but has no dibs on a turn her seat does not control now
    expect(r.session.dibs).toBeNull();
    expect(r.reply.text).toMatch(/carol joins seat 1's team \(AMM 9a\)/);
    // a member of seat 2's team takes dibs on the decisions seat 2 controls
    const b = handle({ ...r.session, teams: [['carol'], ['bob']] }, 'bob', '!dibs');
    expect(b.session.dibs).toBe('bob');
  });

  it('a newcomer joins the team even when another user has dibs on the turn ("even if you aren\'t going to be playing that particular turn")', () => {
    const s = after(sessionWithHands([[], []]), ['alice: !dibs']);
    const r = handle(s, 'bob', '!dibs');
    expect(r.ok).toBe(true);
    expect(r.session.teams).toEqual([['alice', 'bob'], []]);
    expect(r.session.dibs).toBe('alice');
    expect(r.reply.text).toMatch(/alice has dibs/);
  });
});
