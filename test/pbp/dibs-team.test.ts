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
import { pass, play, twoCreatures, withPermanents } from '../variants/mental-magic/helpers.js';
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
    // AMM 7: control of seat 1's turn is turned over by seat 1 alone; seat 2 holding it cannot give it back
    const turnover = handle(join!.session, 'carol', '!turnover');
    expect(turnover.ok).toBe(false);
    expect(turnover.reply.text).toBe('AMM 7: only the active seat holding control turns it over');
    expect(turnover.session).toBe(join!.session);
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

describe('AMM 7a by post: an effect of the active seat\'s spell gives the other seat a decision with several options', () => {
  it("Tyrant's Choice: seat 2's vote turns control over; seat 2's team votes and sacrifices, seat 1 can't act again this turn, and seat 2 keeps control into its own turn", () => {
    const base = sessionWithHands([['{1}{B}'], []]);
    const mine = withPermanents(base.game, 0, ['Utopia', 'Utopia']).state;
    const s = { ...base, game: withPermanents(mine, 1, ['Brushstrider', 'Copperhorn Scout']).state, teams: [['alice'], ['bob']] as [string[], string[]] };
    const [dibs, cast, aliceVotes, aliceVote, bobDibs, bobVotes, bobVote, bobSacrifices, sacrifice] = runLines(s, [
      'alice: !dibs', "alice: !n 00 tyrant's choice", 'alice: !actions', 'alice: !do 1', 'bob: !dibs', 'bob: !actions', 'bob: !do 1', 'bob: !actions', 'bob: !do 2',
    ]);
    expect(dibs!.ok && cast!.ok).toBe(true);
    // "starting with you, each player votes": the caster's vote, to the caster's team
    expect(aliceVotes!.reply).toEqual({ text: 'Seat 1 may:\n1. vote: death\n2. vote: torture', readers: { everyone: false, seat: 0, users: ['alice'] } });
    expect(aliceVote!.reply.readers).toEqual({ everyone: true });
    expect(aliceVote!.reply.text).toMatch(/Alice votes for death/);
    // 7a: the non-active seat has a decision with two options: control turns over, alice's dibs with it
    expect(aliceVote!.reply.text).toMatch(/Bob holds control of the turn {2}\[AMM 7a\]/);
    expect(aliceVote!.reply.text).toMatch(/Control is with seat 2: call !dibs to take it\.$/);
    expect(aliceVote!.session.dibs).toBeNull();
    expect(handle(aliceVote!.session, 'alice', '!dibs').reply.text).toBe("you are on seat 1's team; seat 2 holds control of the turn");
    expect(bobDibs!.session.dibs).toBe('bob');
    expect(bobVotes!.reply).toEqual({ text: 'Seat 2 may:\n1. vote: death\n2. vote: torture', readers: { everyone: false, seat: 1, users: ['bob'] } });
    expect(bobVote!.reply.text).toMatch(/Bob votes for death/);
    // death wins: "each opponent sacrifices a creature", seat 2's choice, still holding control (7e)
    expect(bobSacrifices!.reply.readers).toEqual({ everyone: false, seat: 1, users: ['bob'] });
    expect(bobSacrifices!.reply.text.split('\n').slice(1)).toEqual(['1. sacrifice: Brushstrider', '2. sacrifice: Copperhorn Scout']);
    expect(sacrifice!.ok).toBe(true);
    expect(sacrifice!.reply.text).toMatch(/Copperhorn Scout moves from the battlefield to Bob's graveyard/);
    // 7e: seat 1 never gains priority again this turn; the turn ends and seat 2 holds control of its own (7a), bob's dibs kept
    const g = sacrifice!.session.game;
    expect(g.turn).toMatchObject({ number: 2, active: 1 });
    expect(mmData(g).control).toBe(1);
    expect(sacrifice!.session.dibs).toBe('bob');
    expect(g.players[1]!.life).toBe(20);
  });
});
