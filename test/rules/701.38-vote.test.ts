import { describe, expect, it } from 'vitest';
import { apply, describeEvent, deserialize, legalActions, serialize, tryApply, type ReadonlyGameState } from '../../src/index.js';
import { cast, events, life, nextTurn, resolveTop, setup } from '../cards/helpers.js';

/** A game of `n` players in which player 0 holds Tyrant's Choice and two Swamps. */
function table(n: number): ReadonlyGameState {
  const players = Array.from({ length: n }, (_, i) => (i === 0 ? { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] } : {}));
  return setup({ players }).state;
}

/** Casts Tyrant's Choice for player 0 and passes until it starts resolving. */
function toVote(state: ReadonlyGameState): ReadonlyGameState {
  return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
}

/** The deciding voter votes for the option with this label. */
function voteFor(state: ReadonlyGameState, option: string): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose') throw new Error(`expected a vote, got ${JSON.stringify(d)}`);
  const i = d.choice.options.findIndex((o) => 'label' in o && o.label === option);
  return apply(state, { type: 'choose', player: d.player, choice: [i] });
}

describe('701.38 vote', () => {
  it('"starting with a specified player and proceeding in turn order", each player chooses one of the options', () => {
    // player 1 casts it on their own turn: the votes go 1, 2, 3, 0
    const base = setup({ players: [{}, { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, {}, {}] }).state;
    let s = nextTurn(base);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!));
    const voters: number[] = [];
    while (s.decision?.kind === 'choose') {
      voters.push(s.decision.player);
      s = voteFor(s, 'torture');
    }
    expect(voters).toEqual([1, 2, 3, 0]);
  });

  it('each vote is a choice among the options, listed by legalActions; "You can\'t abstain."', () => {
    const s = toVote(table(3));
    const d = s.decision;
    expect(d?.kind).toBe('choose');
    if (d?.kind !== 'choose') return;
    expect(d.player).toBe(0);
    expect(d.choice).toMatchObject({ prompt: 'vote', options: [{ label: 'death' }, { label: 'torture' }], min: 1, max: 1, rule: '701.38a' });
    expect(legalActions(s)).toEqual([
      { type: 'choose', player: 0, choice: [0] },
      { type: 'choose', player: 0, choice: [1] },
    ]);
    expect(tryApply(s, { type: 'choose', player: 0, choice: [] }).ok).toBe(false);
    expect(tryApply(s, { type: 'choose', player: 0, choice: [0, 1] }).ok).toBe(false);
    // only the voter whose turn to vote it is may vote
    expect(tryApply(s, { type: 'choose', player: 1, choice: [0] }).ok).toBe(false);
  });

  it('"Because the votes are cast in turn order, each player will know the votes of players who voted beforehand."', () => {
    let s = voteFor(toVote(table(3)), 'death');
    // the first vote is in the public log, with the option voted for, before the second voter chooses
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    expect(events(s, 'vote')).toEqual([expect.objectContaining({ rule: '701.38a', player: 0, detail: 'death', card: "Tyrant's Choice" })]);
    expect(events(s, 'vote')[0]!.visibleTo).toBeUndefined();
    s = voteFor(voteFor(s, 'torture'), 'torture');
    expect(events(s, 'vote').map((e) => [e.player, e.detail])).toEqual([[0, 'death'], [1, 'torture'], [2, 'torture']]);
  });

  it('"Players can\'t do anything after they finishing voting but before the spell or ability that included the vote finishes resolving."', () => {
    let s = toVote(table(2));
    s = voteFor(s, 'death');
    // between votes, the only decision is the next vote: nobody has priority
    expect(legalActions(s).every((a) => a.type === 'choose' && a.player === 1)).toBe(true);
    s = voteFor(s, 'torture');
    // the tie is settled in the same resolution: the spell has left the stack
    expect(s.stack).toEqual([]);
    expect(s.resolution).toBeNull();
    expect(life(s, 1)).toBe(16);
  });

  it('"No player votes until the spell or ability resolves."', () => {
    const start = table(2);
    const s = cast(start, 0, start.players[0]!.hand[0]!);
    expect(s.decision?.kind).toBe('priority');
    expect(events(s, 'vote')).toEqual([]);
  });

  it('a saved game paused in the middle of a vote goes on with the votes already cast', () => {
    let s = voteFor(toVote(table(3)), 'death');
    s = deserialize(serialize(s));
    s = voteFor(voteFor(s, 'death'), 'torture');
    expect(events(s, 'vote').map((e) => e.detail)).toEqual(['death', 'death', 'torture']);
    // death got more votes: nobody loses life
    expect([life(s, 1), life(s, 2)]).toEqual([20, 20]);
  });

  it('701.38d: "If an effect gives a player multiple votes, those votes all happen at the same time the player would otherwise have voted."', () => {
    // player 1 has two votes (Brago's Representative): made one after the other, cast together, in player 1's place
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, { battlefield: ["Brago's Representative"] }, {}] });
    let s = voteFor(toVote(state), 'death');
    s = voteFor(s, 'torture');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'vote', rule: '701.38d' } });
    expect(events(s, 'vote')).toHaveLength(1);
    s = voteFor(s, 'torture');
    expect(events(s, 'vote').map((e) => [e.player, e.detail, e.rule])).toEqual([[0, 'death', '701.38a'], [1, 'torture', '701.38d'], [1, 'torture', '701.38d']]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
  });

  it('each vote reads in the log as who voted for what', () => {
    const s = voteFor(toVote(table(2)), 'death');
    expect(describeEvent(s, events(s, 'vote')[0]!)).toBe("Player 1 votes for death  [CR 701.38a]");
  });
});
