/**
 * AMM 9a: "You can add yourself to a team by calling !dibs during one of that team's turns even if you
 * aren't going to be playing that particular turn." A team's turn includes the time it holds control
 * of the other seat's turn (AMM 7a, 7e: "the non-active player controls her decisions"): a newcomer
 * joins the team of the seat holding control now, so a seat with nobody on its team that gets control
 * mid-turn can be played, and the game does not wait forever.
 */
import { describe, expect, it } from 'vitest';
import { handle } from '../../src/pbp/session.js';
import { mmData } from '../../src/variants/mental-magic/data.js';
import { pass, play, twoCreatures } from '../variants/mental-magic/helpers.js';
import { after, runLines, sessionWithHands } from './helpers.js';
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

describe('AMM 9a: !dibs adds the caller to the team holding control of the turn', () => {
  it('control turned over mid-turn to a seat with nobody on its team: a newcomer joins it, takes dibs and plays its decision', () => {
    const game = controlTurnedOver();
    expect(game.turn.active).toBe(0);
    expect(mmData(game).control).toBe(1);
    expect(game.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    // early in the league's first game: seat 2's team has nobody yet
    const s = { ...sessionWithHands([[], []]), game, teams: [['alice'], []] as [string[], string[]] };
    // seat 1's team cannot act for seat 2 (AMM 7: seat 2 holds control)
    const [aliceDibs, aliceActions] = runLines(s, ['alice: !dibs', 'alice: !actions']);
    expect(aliceDibs!.ok).toBe(false);
    expect(aliceDibs!.reply.text).toMatch(/seat 2 holds control/);
    expect(aliceActions!.ok).toBe(false);
    const [join, actions] = runLines(s, ['carol: !dibs', 'carol: !actions']);
    expect(join!.ok).toBe(true);
    expect(join!.session.teams).toEqual([['alice'], ['carol']]);
    expect(join!.session.dibs).toBe('carol');
    expect(join!.reply.text).toBe("carol has dibs on controlling the turn for seat 2 and joins seat 2's team (AMM 9a).");
    expect(actions!.ok).toBe(true);
    expect(actions!.reply.readers).toEqual({ everyone: false, seat: 1, users: ['carol'] });
    // carol answers seat 2's decision: the game moves on
    const lines = actions!.reply.text.split('\n');
    const noBlock = lines.findIndex((l) => /confirm the blockers declared/.test(l));
    expect(noBlock).toBeGreaterThan(0);
    const done = handle(join!.session, 'carol', `!do ${noBlock}`);
    expect(done.ok).toBe(true);
    expect(done.session.game.decision).not.toMatchObject({ kind: 'declareBlockers' });
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
