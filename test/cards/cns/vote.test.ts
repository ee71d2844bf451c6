import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../../src/index.js';
import { cast, events, keywords, life, names, permanent, permanents, resolveStack, resolveTop, setup } from '../helpers.js';

/** Each voter in turn votes as given; the votes must be exactly as many as the voters. */
function castVotes(state: GameState, votes: string[]): GameState {
  let s = state;
  for (const option of votes) {
    const d = s.decision;
    if (d?.kind !== 'choose' || d.choice.prompt !== 'vote') throw new Error(`expected a vote, got ${JSON.stringify(d)}`);
    const i = d.choice.options.findIndex((o) => 'label' in o && o.label === option);
    s = apply(s, { type: 'choose', player: d.player, choice: [i] });
  }
  expect(s.decision?.kind === 'choose' && s.decision.choice.prompt === 'vote').toBe(false);
  return s;
}

describe("Tyrant's Choice", () => {
  /** Three players: player 0 casts it; players 1 and 2 each control two creatures. */
  function cast3(): GameState {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Bronze Sable'] },
        { battlefield: ['Bronze Sable', 'Coveted Peacock'] },
        { battlefield: ['Bronze Sable', 'Coveted Peacock'] },
      ],
    });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"If death gets more votes, each opponent chooses and sacrifices a creature they control. None of these creatures are targeted."', () => {
    let s = castVotes(cast3(), ['death', 'death', 'torture']);
    // each opponent in turn order chooses which of their creatures to sacrifice
    for (const p of [1, 2]) {
      expect(s.decision).toMatchObject({ kind: 'choose', player: p, choice: { prompt: 'sacrifice' } });
      s = apply(s, { type: 'choose', player: p, choice: [1] });
    }
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Coveted Peacock']);
    expect(names(s, 2, 'graveyard')).toEqual(['Coveted Peacock']);
    // the caster sacrifices nothing and nobody loses life
    expect(permanents(s, 'Bronze Sable')).toHaveLength(3);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 20, 20]);
  });

  it('"If torture gets more votes …, each opponent loses 4 life."', () => {
    const s = resolveStack(castVotes(cast3(), ['torture', 'death', 'torture']));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 16, 16]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(3);
    expect(names(s, 0, 'graveyard')).toEqual(["Tyrant's Choice"]);
  });

  it('"… or the vote is tied, each opponent loses 4 life."', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, { battlefield: ['Bronze Sable'] }, {}, {}] });
    const s = resolveStack(castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['death', 'death', 'torture', 'torture']));
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 16, 16, 16]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('"You must vote for one of the available options. You can\'t abstain."', () => {
    const s = cast3();
    expect(legalActions(s).map((a) => a.type === 'choose' && a.choice)).toEqual([[0], [1]]);
  });

  it('"Starting with you, each player votes": the votes are cast 0, 1, 2 and logged', () => {
    const s = castVotes(cast3(), ['torture', 'death', 'torture']);
    expect(events(s, 'vote').map((e) => [e.player, e.detail, e.rule])).toEqual([[0, 'torture', '701.38a'], [1, 'death', '701.38a'], [2, 'torture', '701.38a']]);
  });
});

describe('Magister of Worth', () => {
  /** Player 0 casts Magister of Worth; it resolves, and its enters trigger goes on the stack and starts resolving. */
  function enter(): GameState {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Bronze Sable'], graveyard: ['Coveted Peacock', 'Swamp'] },
        { battlefield: ['Bronze Sable'], graveyard: ['Bronze Sable'] },
        {},
      ],
    });
    return resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('Flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Magister of Worth'] }, {}] });
    expect(keywords(state, permanent(state, 'Magister of Worth'))).toEqual(['flying']);
  });

  it('"If grace gets more votes, each player returns each creature card from their graveyard to the battlefield."', () => {
    const s = castVotes(enter(), ['grace', 'grace', 'condemnation']);
    // only creature cards return, each under its owner's control; nothing is destroyed
    expect(names(s, 0, 'graveyard')).toEqual(['Swamp']);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(s.objects[permanent(s, 'Coveted Peacock')]!.controller).toBe(0);
    expect(permanents(s, 'Bronze Sable').map((id) => s.objects[id]!.controller).sort()).toEqual([0, 1, 1]);
    expect(permanents(s, 'Magister of Worth')).toHaveLength(1);
  });

  it('"If condemnation gets more votes …, destroy all creatures other than Magister of Worth."', () => {
    const s = castVotes(enter(), ['condemnation', 'grace', 'condemnation']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(permanents(s, 'Magister of Worth')).toHaveLength(1);
    expect(names(s, 0, 'graveyard')).toEqual(['Coveted Peacock', 'Swamp', 'Bronze Sable']);
  });

  it('"… or the vote is tied, destroy all creatures other than Magister of Worth."', () => {
    const { state } = setup({
      players: [{ hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Bronze Sable'] }],
    });
    const s = castVotes(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), ['grace', 'condemnation']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(permanents(s, 'Magister of Worth')).toHaveLength(1);
  });
});
