/**
 * Voting cards together (CR 701.38): the vote changers (Brago's Representative, Ballot Broker,
 * Illusion of Choice), Grudge Keeper, and the spells and abilities that hold votes, in combinations
 * the CR and the rulings decide. Each card's own rulings are checked in cns/vote.test.ts and
 * cn2/vote.test.ts; here, what several of them do at once.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, serialize, view, type ReadonlyGameState, type PlayerId } from '../../src/index.js';
import { describeAction } from '../../src/pbp/describe.js';
import { cast, events, nextTurn, keywords, life, permanent, permanents, pt, resolveStack, resolveTop, passUntil, setup } from './helpers.js';
import { additionalVote, asksAdditionalVote, isVote, voteChooser, voteFor, votesLogged } from './voting.js';

/** The options of the pending vote, as labels. */
function voteOptions(state: ReadonlyGameState): string[] {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'vote') throw new Error(`expected a vote, got ${JSON.stringify(d)}`);
  return d.choice.options.map((o) => ('label' in o ? o.label : JSON.stringify(o)));
}

/**
 * Casts the votes of one vote, one per voter in voting order, checking the voters; returns the state
 * once nobody is asked to vote any more.
 */
function votesInOrder(state: ReadonlyGameState, ballot: [PlayerId, string][]): ReadonlyGameState {
  let s = state;
  const before = votesLogged(s).length;
  for (const [, option] of ballot) s = voteFor(s, option);
  expect(isVote(s)).toBe(false);
  expect(votesLogged(s).slice(before)).toEqual(ballot);
  return s;
}

describe('Illusion of Choice with Grudge Keeper', () => {
  it('the votes one player chooses for all are still each voter\'s own: two Grudge Keepers compare them with their controllers\' votes', () => {
    // player 1 resolved Illusion of Choice; player 0 and player 2 each control Grudge Keeper
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Grudge Keeper'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        { battlefield: ['Grudge Keeper'] },
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    // player 1 chooses: player 0 torture, player 1 torture, player 2 death
    expect(voteChooser(s)).toBe(1);
    s = votesInOrder(s, [[0, 'torture'], [1, 'torture'], [2, 'death']]);
    expect(events(s, 'vote').map((e) => e.toPlayer)).toEqual([1, undefined, 1]);
    s = resolveStack(s);
    // torture: players 1 and 2 lose 4. Player 0's Grudge Keeper: player 2 voted death, loses 2.
    // Player 2's Grudge Keeper: players 0 and 1 voted torture, which player 2 didn't: each loses 2.
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([18, 14, 14]);
    expect(events(s, 'trigger').filter((e) => e.card === 'Grudge Keeper')).toHaveLength(2);
  });
});

describe('Split Decision copying a voting spell, with Grudge Keeper', () => {
  it('each vote starts with its own controller and goes on in turn order; Grudge Keeper triggers for each vote and considers only that one', () => {
    // player 1's turn: player 1 casts Tyrant's Choice; player 0 copies it with Split Decision
    const { state } = setup({
      players: [
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes', 'Grudge Keeper'] },
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        {},
      ],
      active: 1,
    });
    let s = cast(state, 1, state.players[1]!.hand[0]!);
    const tyrants = s.stack.at(-1)!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!, [{ object: tyrants }]));
    // Split Decision's vote starts with its controller, player 0, though player 1 is active
    s = votesInOrder(s, [[0, 'duplication'], [1, 'denial'], [2, 'duplication']]);
    // Grudge Keeper's trigger from Split Decision's vote resolves: player 1 voted denial
    s = passUntil(s, isVote);
    expect(life(s, 1)).toBe(18);
    // the copy, player 0's, votes starting with player 0
    expect(s.stack[0]).toBe(tyrants);
    s = votesInOrder(s, [[0, 'torture'], [1, 'torture'], [2, 'death']]);
    s = passUntil(s, isVote);
    // torture: player 0's opponents lose 4; Grudge Keeper: only player 2 voted otherwise than player 0 in this vote
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 14, 14]);
    // the original, player 1's, votes starting with player 1
    s = votesInOrder(s, [[1, 'torture'], [2, 'torture'], [0, 'death']]);
    s = resolveStack(s);
    // torture: player 1's opponents lose 4; Grudge Keeper: players 1 and 2 voted torture, player 0 death
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([16, 12, 8]);
    expect(events(s, 'trigger').filter((e) => e.card === 'Grudge Keeper')).toHaveLength(3);
  });
});

describe('Split Decision copying Illusion of Choice', () => {
  it('"the controller of the one that resolved most recently will choose": the copy resolves first, the original last', () => {
    // player 1 casts Illusion of Choice; player 0 copies it; both resolve this turn
    const { state } = setup({
      players: [
        { hand: ['Split Decision', "Tyrant's Choice"], battlefield: ['Island', 'Wastes', 'Swamp', 'Swamp'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        {},
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = cast(s, 1, s.players[1]!.hand[0]!);
    const illusion = s.stack.at(-1)!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!, [{ object: illusion }]));
    s = votesInOrder(s, [[0, 'duplication'], [1, 'duplication'], [2, 'denial']]);
    // the copy is player 0's: player 0 chooses the votes once it resolves
    s = resolveTop(s);
    expect(s.stack).toEqual([illusion]);
    s = resolveStack(s);
    s = resolveTop(cast(s, 0, s.players[0]!.hand.find((id) => s.objects[id]!.card === "Tyrant's Choice")!));
    expect(voteChooser(s)).toBe(1);
  });
});

describe('Illusion of Choice with Expropriate', () => {
  it('"choose a permanent owned by the voter": a money vote another player chose is still the voter\'s', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate'], battlefield: ['Island', 'Island', ...Array<string>(7).fill('Wastes')] },
        { hand: ['Illusion of Choice'], battlefield: ['Island', 'Coveted Peacock'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    // player 1 chooses: player 0 time, player 1 time, player 2 money
    s = votesInOrder(s, [[0, 'time'], [1, 'time'], [2, 'money']]);
    // the one money vote is player 2's: player 0 chooses among the permanents player 2 owns
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Bronze Sable') }] } });
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [0] }));
    expect(characteristics(s, permanent(s, 'Bronze Sable')).controller).toBe(0);
    expect(characteristics(s, permanent(s, 'Coveted Peacock')).controller).toBe(1);
    expect(events(s, 'extraTurnAdded')).toHaveLength(2);
  });
});

describe("Illusion of Choice with Brago's Representative and Ballot Broker", () => {
  it('701.38d: the voter\'s required votes come first, all chosen by the Illusion\'s controller; then the voter decides on the optional one', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        { battlefield: ["Brago's Representative", 'Ballot Broker'] },
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    s = voteFor(voteFor(s, 'torture'), 'torture');
    // player 2's vote and additional vote (Brago's Representative): player 1 chooses both
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'death');
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'death');
    // Ballot Broker: player 2 decides whether to vote again; player 1 chooses that vote
    expect(asksAdditionalVote(s)).toBe(true);
    expect(s.decision!.player).toBe(2);
    s = additionalVote(s, true);
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'death');
    expect(isVote(s)).toBe(false);
    expect(votesLogged(s)).toEqual([[0, 'torture'], [1, 'torture'], [2, 'death'], [2, 'death'], [2, 'death']]);
  });
});

describe('Illusion of Choice: whose vote the chooser is asked', () => {
  it('each vote chosen for another player names that voter (PendingChoice.voter), in the decision, the view and the posted line; the chooser\'s own vote and the voter\'s additional-vote question name none', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        { battlefield: ["Brago's Representative", 'Ballot Broker'] },
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    const voters: (PlayerId | undefined)[] = [];
    const lines: string[] = [];
    while (isVote(s) || asksAdditionalVote(s)) {
      const d = s.decision!;
      if (d.kind !== 'choose') break;
      if (asksAdditionalVote(s)) {
        expect(d.choice.voter).toBeUndefined();
        s = additionalVote(s, true);
        continue;
      }
      voters.push(d.choice.voter);
      // the chooser's view shows it too; another player's view shows no more than who decides
      expect((view(s, 1).decision as { choice?: { voter?: PlayerId } }).choice?.voter).toBe(d.choice.voter);
      expect(view(s, 2).decision).toEqual({ kind: 'choose', player: 1 });
      lines.push(describeAction(s, { type: 'choose', player: 1, choice: [0] }, []));
      s = voteFor(s, 'death');
    }
    // player 1 chooses every vote: player 0's, their own, player 2's two required and one additional
    expect(voters).toEqual([0, undefined, 2, 2, 2]);
    expect(lines[0]).toBe('vote for seat 1 (Player 1): death');
    expect(lines[1]).toBe('vote: death');
    expect(lines[2]).toBe('vote for seat 3 (Player 3): death');
    expect(votesLogged(s)).toEqual([[0, 'death'], [1, 'death'], [2, 'death'], [2, 'death'], [2, 'death']]);
  });

  it('without Illusion of Choice no vote names a voter; a saved vote naming its own chooser as voter is refused', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, {}] });
    const s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const d = s.decision!;
    expect(d.kind === 'choose' && d.choice.voter).toBeUndefined();
    const saved = JSON.parse(serialize(s)) as { decision: { choice: { voter?: number } } };
    saved.decision.choice.voter = 0;
    expect(() => deserialize(JSON.stringify(saved))).toThrow(/decision\.choice\.voter/);
    saved.decision.choice.voter = 1;
    expect(deserialize(JSON.stringify(saved)).decision).toMatchObject({ choice: { voter: 1 } });
  });
});

describe('a voter leaving the game while Illusion of Choice is in effect', () => {
  it('CR 800.4a, 701.38a: a player who has left the game votes no more; the Illusion\'s controller is not asked to vote for them', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        { battlefield: ['Ballot Broker'] },
        {},
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    s = voteFor(s, 'torture');
    s = apply(s, { type: 'concede', player: 2 });
    s = votesInOrder(s, [[1, 'torture'], [3, 'death']]);
    expect(votesLogged(s)).toEqual([[0, 'torture'], [1, 'torture'], [3, 'death']]);
  });
});

describe('the Illusion of Choice\'s controller leaving the game in the middle of the vote', () => {
  it('CR 701.38d, 800.4a: the votes they cast for others stand as chosen; the votes they chose for a player with several, not yet cast, go with them, and that player chooses them all', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        { battlefield: ["Brago's Representative", 'Bronze Sable'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    // player 1 chooses player 0's vote and their own, then the first of player 2's two, and leaves
    s = voteFor(voteFor(s, 'death'), 'death');
    s = voteFor(s, 'death');
    expect(voteChooser(s)).toBe(1);
    s = apply(s, { type: 'concede', player: 1 });
    // player 2 now chooses both of their votes, cast at once (701.38d); player 3 their own
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'vote', rule: '701.38d' } });
    s = voteFor(s, 'torture');
    expect(voteChooser(s)).toBe(2);
    s = voteFor(s, 'torture');
    expect(voteChooser(s)).toBe(3);
    s = voteFor(s, 'torture');
    expect(isVote(s)).toBe(false);
    expect(events(s, 'vote').map((e) => [e.player, e.detail, e.toPlayer])).toEqual([
      [0, 'death', 1], [1, 'death', undefined], [2, 'torture', undefined], [2, 'torture', undefined], [3, 'torture', undefined],
    ]);
    // torture, 3 votes to 2: each opponent of player 0 still in the game loses 4 life, and nobody sacrifices
    s = resolveStack(s);
    expect([life(s, 2), life(s, 3)]).toEqual([16, 16]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });
});

describe('Magister of Worth returning voting creatures, with Grudge Keeper', () => {
  it('each vote of one resolution chain triggers Grudge Keeper once, and each trigger considers only its vote', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', ...Array<string>(4).fill('Wastes'), 'Grudge Keeper'], graveyard: ['Orchard Elemental', 'Lieutenants of the Guard'] },
        {},
        {},
      ],
    });
    const ballots: Record<string, string[]> = {
      grace: ['grace', 'grace', 'condemnation'],
      sprout: ['sprout', 'harvest', 'sprout'],
      strength: ['strength', 'strength', 'numbers'],
    };
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    for (let i = 0; i < 200 && !(s.decision?.kind === 'priority' && s.stack.length === 0 && s.resolution === null); i++) {
      const d = s.decision!;
      if (isVote(s)) {
        const ballot = ballots[voteOptions(s)[0]!]!;
        s = voteFor(s, ballot[d.player]!);
      } else if (d.kind === 'putTrigger') {
        // the first trigger listed goes on the stack first: the Grudge Keeper trigger of Magister's vote
        s = apply(s, { type: 'putTrigger', player: d.player, index: 0, targets: [] });
      } else {
        s = apply(s, { type: 'pass', player: d.player });
      }
    }
    // the Grudge Keeper trigger of Magister's vote resolved last, after the other two votes
    const log = s.log.flat();
    const lastVote = log.map((e) => e.type).lastIndexOf('vote');
    expect(log.filter((e) => e.type === 'loseLife').map((e) => e.player)).toEqual([2, 1, 2]);
    expect(log.filter((e, i) => i > lastVote && e.type === 'resolve' && e.card === 'Grudge Keeper')).toHaveLength(2);
    // grace: Orchard Elemental and Lieutenants of the Guard returned. Grudge Keeper: player 2 for
    // condemnation, player 1 for harvest, player 2 for numbers; nobody for the other votes
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([23, 18, 16]);
    expect(pt(s, permanent(s, 'Orchard Elemental'))).toEqual([6, 6]);
    expect(pt(s, permanent(s, 'Lieutenants of the Guard'))).toEqual([4, 4]);
    expect(permanents(s, 'token:soldier-1-1')).toHaveLength(1);
  });

  it('a Grudge Keeper the vote\'s outcome returns to the battlefield was not there when the players finished voting: it does not trigger', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', ...Array<string>(4).fill('Wastes')], graveyard: ['Grudge Keeper'] },
        {},
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = votesInOrder(s, [[0, 'grace'], [1, 'grace'], [2, 'condemnation']]);
    s = resolveStack(s);
    expect(permanents(s, 'Grudge Keeper')).toHaveLength(1);
    expect(events(s, 'trigger').filter((e) => e.card === 'Grudge Keeper')).toEqual([]);
    expect(life(s, 2)).toBe(20);
  });
});

describe('Council Guardian with Ballot Broker', () => {
  it('extra votes count toward the most votes: a tie made by two votes of one player gives protection from both colors', () => {
    const { state } = setup({
      players: [
        { hand: ['Council Guardian'], battlefield: ['Plains', ...Array<string>(5).fill('Wastes'), 'Ballot Broker'] },
        {},
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = voteFor(additionalVote(voteFor(s, 'blue'), true), 'red');
    s = voteFor(voteFor(s, 'red'), 'blue');
    s = resolveStack(s);
    expect(keywords(s, permanent(s, 'Council Guardian'))).toEqual(expect.arrayContaining(['protection from blue', 'protection from red']));
    expect(keywords(s, permanent(s, 'Council Guardian')).filter((k) => k.startsWith('protection'))).toHaveLength(2);
  });
});

describe('a voter leaving the game in the middle of their own votes', () => {
  it('CR 701.38d, 800.4a: the votes a player made but had not yet cast go with them; the next player votes', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { battlefield: ["Brago's Representative"] },
        {},
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = voteFor(voteFor(s, 'death'), 'death');
    expect(voteChooser(s)).toBe(1);
    s = apply(s, { type: 'concede', player: 1 });
    expect(voteChooser(s)).toBe(2);
    s = voteFor(s, 'torture');
    expect(votesLogged(s)).toEqual([[0, 'death'], [2, 'torture']]);
  });

  it('800.4i: the votes of a player who voted and then left the game still count', () => {
    // player 1 votes death, then concedes: 2 death votes to 1 torture, not a tie
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        {},
        { battlefield: ['Bronze Sable'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = voteFor(voteFor(s, 'torture'), 'death');
    s = apply(s, { type: 'concede', player: 1 });
    s = votesInOrder(s, [[2, 'death']]);
    s = resolveStack(s);
    // death: player 2 sacrifices the Sable and loses no life
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(life(s, 2)).toBe(20);
  });
});

describe('Expropriate gaining control of Ballot Broker', () => {
  it('"While voting, you may vote an additional time": in a later vote the additional vote is its new controller\'s, not its owner\'s', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate', "Tyrant's Choice"], battlefield: ['Island', 'Island', 'Swamp', ...Array<string>(6).fill('Wastes')] },
        {},
        { battlefield: ['Ballot Broker'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    // player 2 still controls the Broker while voting on Expropriate: they are asked about an additional vote
    s = voteFor(voteFor(s, 'time'), 'time');
    s = additionalVote(voteFor(s, 'money'), false);
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [0] }));
    expect(characteristics(s, permanent(s, 'Ballot Broker')).controller).toBe(0);
    // the extra turn: player 0 casts Tyrant's Choice
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    s = resolveTop(cast(s, 0, s.players[0]!.hand.find((id) => s.objects[id]!.card === "Tyrant's Choice")!));
    s = voteFor(s, 'torture');
    expect(asksAdditionalVote(s)).toBe(true);
    expect(s.decision!.player).toBe(0);
    s = voteFor(additionalVote(s, true), 'torture');
    s = votesInOrder(s, [[1, 'death'], [2, 'death']]);
    expect(votesLogged(s).slice(-4)).toEqual([[0, 'torture'], [0, 'torture'], [1, 'death'], [2, 'death']]);
  });
});

describe("Council's Judgment losing its last candidates in the middle of the vote, with Grudge Keeper", () => {
  it('CR 800.4a, 701.38a: the players who voted have finished voting, so Grudge Keeper triggers for their votes', () => {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes', 'Grudge Keeper'] },
        { battlefield: ['Bronze Sable', 'Pillarfield Ox'] },
        {},
        {},
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const [sable, ox] = [permanent(s, 'Bronze Sable'), permanent(s, 'Pillarfield Ox')];
    s = voteFor(voteFor(voteFor(s, sable), sable), ox);
    // player 1 leaves with every candidate before player 3 votes: player 3 has nothing to vote for
    s = apply(s, { type: 'concede', player: 1 });
    expect(isVote(s)).toBe(false);
    s = resolveStack(s);
    // player 2 voted for the Ox, which player 0 didn't vote for; player 3 didn't vote
    expect([life(s, 0), life(s, 2), life(s, 3)]).toEqual([20, 18, 20]);
  });
});

describe('Split Decision copying Expropriate', () => {
  it('"Exile Expropriate" exiles the card only: the copy (CR 707.10) is not moved to exile, it ceases to exist as it leaves the stack; the original is exiled', () => {
    // player 1's turn: player 1 casts Expropriate; player 0 copies it with Split Decision
    const { state } = setup({
      players: [
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes'] },
        { hand: ['Expropriate'], battlefield: ['Island', 'Island', ...Array<string>(7).fill('Wastes')] },
      ],
      active: 1,
    });
    let s = cast(state, 1, state.players[1]!.hand[0]!);
    const expropriate = s.stack.at(-1)!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!, [{ object: expropriate }]));
    s = votesInOrder(s, [[0, 'duplication'], [1, 'duplication']]);
    // the copy, player 0's, resolves: two time votes, no money vote
    s = passUntil(s, isVote);
    expect(s.stack[0]).toBe(expropriate);
    expect(s.stack).toHaveLength(2);
    s = votesInOrder(s, [[0, 'time'], [1, 'time']]);
    expect(events(s, 'zoneChange').filter((e) => e.zone === 'exile')).toEqual([]);
    expect(s.exile).toEqual([]);
    // the original, player 1's, resolves and is exiled
    s = passUntil(s, isVote);
    s = votesInOrder(s, [[1, 'time'], [0, 'time']]);
    s = resolveStack(s);
    expect(events(s, 'zoneChange').filter((e) => e.zone === 'exile').map((e) => e.card)).toEqual(['Expropriate']);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Expropriate']);
  });
});
