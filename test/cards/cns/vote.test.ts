import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, tryApply, type ReadonlyGameState, type Ref } from '../../../src/index.js';
import { cast, choose, events, exiled, nextTurn, keywords, life, names, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup, skipUntil, withKeywords } from '../helpers.js';
import { additionalVote, castVotes, isVote, offered, voteChooser, voteFor, votesLogged } from '../voting.js';
import { editState } from '../../../src/testing/index.js';
import { withControl } from '../../rules/helpers.js';

describe("Tyrant's Choice", () => {
  /** Three players: player 0 casts it; players 1 and 2 each control two creatures. */
  function cast3(): ReadonlyGameState {
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

  it('"each opponent chooses and sacrifices a creature they control": a choice made stays made — the creature chosen leaving with its owner (CR 800.4a) takes nothing else from its chooser (CR 101.4)', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        // player 1 controls player 3's Bronze Sable, and their own Pillarfield Ox
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Wild Griffin', 'Coveted Peacock'] },
        { battlefield: [{ card: 'Bronze Sable', controller: 1 }] },
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['death', 'death', 'death', 'torture']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice' } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    // the Sable, chosen by player 1, leaves the game with its owner before the creatures are sacrificed
    s = apply(s, { type: 'concede', player: 3 });
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    s = resolveStack(choose(s, [0]));
    // player 1 sacrifices nothing: their one choice was the Sable, and they are not asked again
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(names(s, 2, 'graveyard')).toEqual(['Wild Griffin']);
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
  function enter(): ReadonlyGameState {
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

  it('Magister of Worth destroyed in response to its ability: "destroy all creatures other than Magister of Worth" spares no creature, and grace returns the Magister itself, whose ability triggers again', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Bronze Sable'], graveyard: ['Coveted Peacock'] },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Pillarfield Ox'] },
      ],
    });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, 'Magister of Worth') }])));
    expect(names(s, 0, 'graveyard')).toEqual(['Coveted Peacock', 'Magister of Worth']);
    const condemned = castVotes(s, ['condemnation', 'condemnation']);
    expect([permanents(condemned, 'Bronze Sable'), permanents(condemned, 'Pillarfield Ox')]).toEqual([[], []]);
    const graced = castVotes(s, ['grace', 'grace']);
    expect(names(graced, 0, 'graveyard')).toEqual([]);
    expect(permanents(graced, 'Magister of Worth')).toHaveLength(1);
    expect(graced.stack.map((id) => graced.objects[id]!.card)).toEqual(['Magister of Worth']);
  });

  it('CR 707.9, 614.1c: a Dack\'s Duplicate returned by grace has its owner choose what to copy among the creatures already on the battlefield, not those returning with it', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'], graveyard: ['Coveted Peacock'] },
        { battlefield: ['Lizard Warrior'], graveyard: ["Dack's Duplicate"] },
      ],
    });
    let s = castVotes(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), ['grace', 'grace']);
    const lizard = permanent(s, 'Lizard Warrior');
    const magister = permanent(s, 'Magister of Worth');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { object: magister }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    const dup = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
    expect(s.objects[dup]!.controller).toBe(1);
    expect(pt(s, dup)).toEqual([4, 2]);
    expect(keywords(s, dup)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
    expect(permanents(s, 'Coveted Peacock')).toHaveLength(1);
  });

  it('CR 603.6a, 614.12: grace returns the creature cards at the same time — each sees the others enter, and each counts as it enters what is still in the graveyards', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'], graveyard: ['Pillarfield Ox', 'Hamletback Goliath', 'Drakestown Forgotten'] },
        { graveyard: ['Typhoid Rats'] },
      ],
    });
    let s = castVotes(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), ['grace', 'grace']);
    // Drakestown Forgotten: the four creature cards were in graveyards as it entered, itself among them
    expect(s.objects[permanent(s, 'Drakestown Forgotten')]!.counters['+1/+1']).toBe(4);
    // Hamletback Goliath sees the three others enter with it (not Magister, already there)
    expect(s.decision).toMatchObject({ kind: 'putTrigger' });
    expect(s.pendingTriggers).toHaveLength(3);
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

describe("Brago's Representative", () => {
  it('"While voting, you get an additional vote.": the second vote is a vote, not a question', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', "Brago's Representative"] }, { battlefield: ['Bronze Sable'] }, {}] });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = voteFor(s, 'death');
    expect(isVote(s)).toBe(true);
    expect(s.decision).toMatchObject({ player: 0, choice: { rule: '701.38d' } });
    s = resolveStack(castVotes(voteFor(s, 'death'), ['torture', 'torture']));
    // 2 death votes against 2 torture votes: tied, so each opponent loses 4 life
    expect(votesLogged(s)).toEqual([[0, 'death'], [0, 'death'], [1, 'torture'], [2, 'torture']]);
    expect([life(s, 1), life(s, 2)]).toEqual([16, 16]);
  });

  it('"The ability is cumulative. For example, if you control two Brago\'s Representatives, you\'ll vote three times per vote."', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', "Brago's Representative", "Brago's Representative"] }, {}] });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = castVotes(s, ['death', 'torture', 'death', 'torture']);
    expect(votesLogged(s)).toEqual([[0, 'death'], [0, 'torture'], [0, 'death'], [1, 'torture']]);
  });

  it('"You make all your votes at the same time. Players who vote after you will know all of your votes when making their own."', () => {
    const { state } = setup({ players: [{}, { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, { battlefield: ["Brago's Representative"] }], active: 1 });
    let s = resolveTop(cast(state, 1, state.players[1]!.hand[0]!));
    s = voteFor(voteFor(s, 'death'), 'torture');
    // player 2's first vote is made, not cast
    expect(votesLogged(s)).toEqual([[1, 'death']]);
    s = voteFor(s, 'torture');
    // both cast together, before player 0 votes
    expect(votesLogged(s)).toEqual([[1, 'death'], [2, 'torture'], [2, 'torture']]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'vote', rule: '701.38a' } });
  });

  it('"The ability only affects spells and abilities that use the word “vote.”": the sacrifice choice is made once', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, { battlefield: ["Brago's Representative", 'Bronze Sable'] }] });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = castVotes(s, ['death', 'death', 'death']);
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'sacrifice', min: 1, max: 1 } });
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [1] }));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });
});

describe("Brago's Representative — copied", () => {
  it('CR 707.2: a Dack\'s Duplicate copying Brago\'s Representative has its ability: its controller gets an additional vote', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Mountain', 'Mountain', 'Swamp', 'Swamp'], hand: ["Dack's Duplicate", "Tyrant's Choice"] },
        { battlefield: ["Brago's Representative", 'Bronze Sable'] },
        {},
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const options = s.decision?.kind === 'choose' ? s.decision.choice.options : [];
    s = resolveStack(choose(s, [options.findIndex((o) => 'object' in o && o.object === permanent(state, "Brago's Representative"))]));
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!));
    // player 0 votes twice (CR 701.38d), then player 1 twice, then player 2 once
    s = castVotes(s, ['death', 'death', 'torture', 'torture', 'torture']);
    expect(votesLogged(s)).toEqual([[0, 'death'], [0, 'death'], [1, 'torture'], [1, 'torture'], [2, 'torture']]);
  });
});

describe("Council's Judgment", () => {
  /** Player 0 casts Council's Judgment in a game of `n` players; player 1 and 2 control the given permanents. */
  function judgment(n: number, one: string[], two: string[] = []): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => {
      if (i === 0) return { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes', 'Grudge Keeper'] };
      if (i === 1) return { battlefield: one };
      if (i === 2) return { battlefield: two };
      return {};
    });
    const { state } = setup({ players });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"Exile each permanent with the most votes or tied for most votes."', () => {
    let s = judgment(4, ['Bronze Sable', 'Coveted Peacock'], ['Pillarfield Ox']);
    const [sable, peacock] = [permanent(s, 'Bronze Sable'), permanent(s, 'Coveted Peacock')];
    s = castVotes(s, [sable, peacock, sable, peacock]);
    expect(exiled(s).sort()).toEqual(['Bronze Sable', 'Coveted Peacock']);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
    let t = judgment(3, ['Bronze Sable', 'Coveted Peacock']);
    t = castVotes(t, [permanent(t, 'Coveted Peacock'), permanent(t, 'Bronze Sable'), permanent(t, 'Coveted Peacock')]);
    expect(exiled(t)).toEqual(['Coveted Peacock']);
  });

  it('"Each player must vote for one of the candidate permanents. They can\'t abstain.": the candidates are the nonland permanents the caster doesn\'t control', () => {
    const s = judgment(3, ['Bronze Sable', 'Swamp'], ['Coveted Peacock']);
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ object: permanent(s, 'Bronze Sable') }, { object: permanent(s, 'Coveted Peacock') }]);
    expect(legalActions(s)).toHaveLength(2);
  });

  it('"None of the candidate permanents are targeted. Players may vote for a permanent with protection from white, for example."', () => {
    let s = judgment(2, ['Bronze Sable']);
    s = withKeywords(s, permanent(s, 'Bronze Sable'), ['hexproof']);
    s = castVotes(s, [permanent(s, 'Bronze Sable'), permanent(s, 'Bronze Sable')]);
    expect(exiled(s)).toEqual(['Bronze Sable']);
  });

  it('"Because the votes are cast in turn order, each player will know the votes of players who voted beforehand."', () => {
    let s = judgment(3, ['Bronze Sable']);
    s = voteFor(s, permanent(s, 'Bronze Sable'));
    expect(events(s, 'vote')).toEqual([expect.objectContaining({ player: 0, detail: 'Bronze Sable', to: permanent(s, 'Bronze Sable') })]);
  });

  it('"Players can\'t do anything after they finishing voting but before the “winning” permanent or permanents are exiled."', () => {
    let s = judgment(2, ['Bronze Sable']);
    s = voteFor(voteFor(s, permanent(s, 'Bronze Sable')), permanent(s, 'Bronze Sable'));
    expect(s.resolution).toBeNull();
    expect(exiled(s)).toEqual(['Bronze Sable']);
  });

  it('"No player votes until the spell or ability resolves."', () => {
    const { state } = setup({ players: [{ hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes'] }, { battlefield: ['Bronze Sable'] }] });
    const s = cast(state, 0, state.players[0]!.hand[0]!);
    expect(s.decision?.kind).toBe('priority');
    expect(events(s, 'vote')).toEqual([]);
  });

  /**
   * Four players: player 0 casts it; player 1 has two votes (Brago's Representative); player 2, who
   * will leave the game, and player 3 control candidates. Player 0 votes for the Ox, player 1 makes a
   * first vote for `first`, and player 2 concedes before player 1's votes are cast (CR 701.38d, 800.4a).
   */
  function leavesBetweenVotes(first: string): ReadonlyGameState {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes'] },
        { battlefield: ["Brago's Representative"] },
        { battlefield: ['Bronze Sable', 'Coveted Peacock'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = voteFor(s, permanent(s, 'Pillarfield Ox'));
    s = voteFor(s, permanent(s, first));
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'vote', rule: '701.38d' } });
    // what the votes made chose is kept in the state, which a saved game holds and loads back
    expect(deserialize(serialize(s))).toStrictEqual(s);
    return apply(s, { type: 'concede', player: 2 });
  }

  it('a player leaving the game between another player\'s votes: the vote made for a candidate still there stays that vote', () => {
    let s = leavesBetweenVotes('Pillarfield Ox');
    const ox = permanent(s, 'Pillarfield Ox');
    // player 1's second vote, among the candidates left (the Ox is now the second option, not the fourth)
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'vote', options: [{ object: permanent(s, "Brago's Representative") }, { object: ox }] } });
    s = voteFor(s, ox);
    expect(votesLogged(s)).toEqual([[0, 'Pillarfield Ox'], [1, 'Pillarfield Ox'], [1, 'Pillarfield Ox']]);
    s = castVotes(s, [permanent(s, "Brago's Representative")]);
    expect(exiled(s)).toEqual(['Pillarfield Ox']);
  });

  it('a player leaving the game between another player\'s votes: a vote made for one of the leaving player\'s permanents is made again among those left', () => {
    let s = leavesBetweenVotes('Coveted Peacock');
    expect(permanents(s, 'Coveted Peacock')).toEqual([]);
    const [rep, ox] = [permanent(s, "Brago's Representative"), permanent(s, 'Pillarfield Ox')];
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'vote', options: [{ object: rep }, { object: ox }] } });
    s = voteFor(voteFor(s, rep), rep);
    expect(votesLogged(s)).toEqual([[0, 'Pillarfield Ox'], [1, "Brago's Representative"], [1, "Brago's Representative"]]);
    s = castVotes(s, [ox]);
    // two votes each: both exiled
    expect(exiled(s).sort()).toEqual(["Brago's Representative", 'Pillarfield Ox']);
  });

  /**
   * Four players: player 0 casts it; player 2's Bronze Sable gets the votes of players 0 and 1, then
   * player 2 leaves the game with it before voting, and player 3 votes for player 1's Pillarfield Ox.
   */
  function sableLeavesWithTheMostVotes(): ReadonlyGameState {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes'] },
        { battlefield: ['Pillarfield Ox', 'Coveted Peacock'] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const sable = permanent(s, 'Bronze Sable');
    s = voteFor(voteFor(s, sable), sable);
    expect(voteChooser(s)).toBe(2);
    s = apply(s, { type: 'concede', player: 2 });
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    return castVotes(s, [permanent(s, 'Pillarfield Ox')]);
  }

  it('"Exile each permanent with the most votes": a permanent voted for that has left the battlefield with its controller (CR 800.4a) is a new object (CR 400.7) and has no votes, so the permanent with the most votes among those still there is exiled', () => {
    const s = sableLeavesWithTheMostVotes();
    expect(votesLogged(s)).toEqual([[0, 'Bronze Sable'], [1, 'Bronze Sable'], [3, 'Pillarfield Ox']]);
    expect(exiled(s)).toEqual(['Pillarfield Ox']);
    expect(permanents(s, 'Coveted Peacock')).toHaveLength(1);
  });

  it('"In the unusual case that no permanents have any votes, nothing is exiled."', () => {
    // no candidate: nobody can vote (CR 701.38a: to vote is to choose one of the choices), nothing is
    // exiled; with no vote cast, the players have not "finished voting": Grudge Keeper doesn't trigger
    const s = resolveStack(judgment(3, ['Swamp']));
    expect(events(s, 'vote')).toEqual([]);
    expect(events(s, 'trigger')).toEqual([]);
    expect(exiled(s)).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(["Council's Judgment"]);
  });
});

describe('Custodi Squire', () => {
  const mana = ['Plains', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  /** Player 0 casts Custodi Squire with the graveyard given, in a game of `n` players; its trigger starts resolving. */
  function squire(graveyard: string[], n = 3): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => (i === 0 ? { hand: ['Custodi Squire'], battlefield: mana, graveyard } : {}));
    const { state } = setup({ players });
    return resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('Flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Custodi Squire'] }, {}] });
    expect(keywords(state, permanent(state, 'Custodi Squire'))).toEqual(['flying']);
  });

  it('"each player votes for an artifact, creature, or enchantment card in your graveyard. Return each card with the most votes or tied for most votes to your hand."', () => {
    let s = squire(['Bronze Sable', 'Swamp', 'Coveted Peacock', "Tyrant's Choice"]);
    const gy = s.players[0]!.graveyard;
    const d = s.decision;
    // only the creature cards are candidates (Bronze Sable is an artifact creature)
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ object: gy[0] }, { object: gy[2] }]);
    s = castVotes(s, [gy[0]!, gy[2]!, gy[0]!]);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'graveyard')).toEqual(['Swamp', 'Coveted Peacock', "Tyrant's Choice"]);
  });

  it('"… card in your graveyard": the creature cards in other players\' graveyards are no candidates', () => {
    const { state } = setup({ players: [{ hand: ['Custodi Squire'], battlefield: mana, graveyard: ['Bronze Sable'] }, { graveyard: ['Coveted Peacock'] }, { graveyard: ['Pillarfield Ox'] }] });
    const s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ object: s.players[0]!.graveyard[0] }]);
  });

  it('"an artifact, creature, or enchantment card": a noncreature artifact and an enchantment are candidates too, and the one with the most votes returns', () => {
    let s = squire(['Spectral Searchlight', 'Favorable Winds', 'Swamp', 'Bronze Sable']);
    const [searchlight, winds, , sable] = s.players[0]!.graveyard as [number, number, number, number];
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ object: searchlight }, { object: winds }, { object: sable }]);
    s = castVotes(s, [winds, searchlight, winds]);
    expect(names(s, 0, 'hand')).toEqual(['Favorable Winds']);
    expect(names(s, 0, 'graveyard')).toEqual(['Spectral Searchlight', 'Swamp', 'Bronze Sable']);
  });

  it('"The phrase “the vote is tied” refers only to when there is more than one choice that received the most votes. For example, if a 5-player vote from among three different choices ends 3 votes to 1 vote to 1 vote, the vote isn\'t tied."', () => {
    let s = squire(['Bronze Sable', 'Coveted Peacock', 'Ballot Broker'], 5);
    const [a, b, c] = s.players[0]!.graveyard as [number, number, number];
    s = castVotes(s, [a, b, a, c, a]);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    let t = squire(['Bronze Sable', 'Coveted Peacock', 'Ballot Broker'], 5);
    const [x, y, z] = t.players[0]!.graveyard as [number, number, number];
    t = castVotes(t, [x, y, x, y, z]);
    expect(names(t, 0, 'hand').sort()).toEqual(['Bronze Sable', 'Coveted Peacock']);
  });

  it('"If Custodi Squire is not on the battlefield when its ability resolves, the vote will still take place and the card(s) that had the most votes will still be returned to your hand."', () => {
    const { state } = setup({ players: [{ hand: ['Custodi Squire'], battlefield: mana, graveyard: ['Bronze Sable'] }, { hand: ['Swords to Plowshares'], battlefield: ['Plains'] }] });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, 'Custodi Squire') }]));
    expect(permanents(s, 'Custodi Squire')).toEqual([]);
    s = resolveTop(s);
    const sable = s.players[0]!.graveyard[0]!;
    s = castVotes(s, [sable, sable]);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
  });

  it('"a creature card in your graveyard" as the ability resolves: Custodi Squire, destroyed in response, is a candidate itself and may return to your hand', () => {
    const { state } = setup({ players: [{ hand: ['Custodi Squire'], battlefield: mana, graveyard: ['Bronze Sable'] }, { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }] });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, 'Custodi Squire') }]));
    s = resolveTop(s);
    const [sable, squire] = s.players[0]!.graveyard as [number, number];
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', 'Custodi Squire']);
    expect(s.decision?.kind === 'choose' && s.decision.choice.options).toEqual([{ object: sable }, { object: squire }]);
    s = castVotes(s, [squire, squire]);
    expect(names(s, 0, 'hand')).toEqual(['Custodi Squire']);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('"If a choice has no votes, it can\'t have the most votes. If all choices have zero votes, the voting ability has no effect."', () => {
    const s = squire(['Swamp']);
    expect(events(s, 'vote')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Swamp']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('"You must vote for one of the available options. You can\'t abstain."', () => {
    const s = squire(['Bronze Sable', 'Coveted Peacock']);
    expect(legalActions(s).map((a) => a.type === 'choose' && a.choice)).toEqual([[0], [1]]);
  });
});

describe('Bite of the Black Rose', () => {
  function bite(n = 3): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => (i === 0
      ? { hand: ['Bite of the Black Rose'], battlefield: ['Swamp', 'Wastes', 'Wastes', 'Wastes', 'Bronze Sable'] }
      : { hand: ['Swamp', 'Plains', 'Island'], battlefield: ['Bronze Sable', 'Ballot Broker'] }));
    const { state } = setup({ players });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"If sickness gets more votes, creatures your opponents control get -2/-2 until end of turn."', () => {
    let s = bite();
    s = voteFor(s, 'sickness');
    s = additionalVote(voteFor(s, 'sickness'), false);
    s = additionalVote(voteFor(s, 'psychosis'), false);
    s = resolveStack(s);
    // Bronze Sables (2/1) die; Ballot Brokers (2/3) are 0/1 until end of turn; the caster's Sable is untouched
    expect(permanents(s, 'Bronze Sable').map((id) => s.objects[id]!.controller)).toEqual([0]);
    expect(permanents(s, 'Ballot Broker').map((id) => pt(s, id))).toEqual([[0, 1], [0, 1]]);
    expect(names(s, 1, 'hand')).toHaveLength(3);
  });

  it('"If psychosis gets more votes or the vote is tied, each opponent discards two cards."', () => {
    let s = bite(2);
    s = additionalVote(voteFor(voteFor(s, 'sickness'), 'psychosis'), false);
    // tied 1–1: the opponent discards two
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard', min: 2, max: 2 } });
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [0, 1] }));
    expect(names(s, 1, 'hand')).toEqual(['Island']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(2);
  });

  it('"The effect will be the same for all your opponents, no matter how they voted."', () => {
    let s = bite();
    s = voteFor(s, 'sickness');
    s = additionalVote(voteFor(s, 'psychosis'), false);
    s = additionalVote(voteFor(s, 'sickness'), false);
    s = resolveStack(s);
    // player 1 voted psychosis, player 2 sickness: both lose their Sables all the same
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('"The effect will be the same for all your opponents, no matter how they voted." — psychosis: the opponent who voted sickness discards two cards too', () => {
    let s = bite();
    s = voteFor(s, 'psychosis');
    s = additionalVote(voteFor(s, 'psychosis'), false);
    s = additionalVote(voteFor(s, 'sickness'), false);
    // each opponent in turn order chooses two cards to discard (CR 701.9a)
    for (const p of [1, 2]) {
      expect(s.decision).toMatchObject({ kind: 'choose', player: p, choice: { prompt: 'discard', min: 2, max: 2 } });
      s = apply(s, { type: 'choose', player: p, choice: [0, 1] });
    }
    s = resolveStack(s);
    expect([names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([['Island'], ['Island']]);
    expect(names(s, 0, 'graveyard')).toEqual(['Bite of the Black Rose']);
  });

  it('"creatures your opponents control get -2/-2 until end of turn": those they control as it resolves (CR 611.2c) — a creature an opponent casts afterwards is unaffected, and the -2/-2 ends with the turn', () => {
    const { state } = setup({
      players: [
        { hand: ['Bite of the Black Rose'], battlefield: ['Swamp', 'Wastes', 'Wastes', 'Wastes'] },
        { hand: ['Cloaked Siren'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Ballot Broker'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = additionalVote(voteFor(voteFor(s, 'sickness'), 'sickness'), false);
    s = resolveStack(s);
    const broker = permanent(s, 'Ballot Broker');
    expect(pt(s, broker)).toEqual([0, 1]);
    // the opponent flashes in Cloaked Siren (3/2) in the same turn
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!));
    expect(pt(s, permanent(s, 'Cloaked Siren'))).toEqual([3, 2]);
    s = nextTurn(s);
    expect(pt(s, broker)).toEqual([2, 3]);
  });
});

describe('Grudge Keeper', () => {
  it('"Whenever players finish voting, each opponent who voted for a choice you didn\'t vote for loses 2 life."', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Grudge Keeper'] }, {}, {}, {}] });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = castVotes(s, ['death', 'torture', 'death', 'death']);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 18, 20, 20]);
    expect(events(s, 'loseLife')).toEqual([expect.objectContaining({ player: 1, amount: 2 })]);
  });

  it('"The spell or ability that caused you to vote will finish resolving before Grudge Keeper’s ability is put on the stack. The ability will be put on the stack even if the results of the vote cause Grudge Keeper to leave the battlefield."', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Grudge Keeper'] },
        {},
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = castVotes(s, ['condemnation', 'grace', 'condemnation']);
    // condemnation destroyed Grudge Keeper; its ability goes on the stack after Magister's ability finished
    expect(permanents(s, 'Grudge Keeper')).toEqual([]);
    const log = s.log.flat();
    const destroyed = log.findIndex((e) => e.type === 'zoneChange' && e.card === 'Grudge Keeper');
    const triggered = log.findIndex((e) => e.type === 'trigger' && e.card === 'Grudge Keeper');
    expect(destroyed).toBeGreaterThan(0);
    expect(triggered).toBeGreaterThan(destroyed);
    s = resolveStack(s);
    expect([life(s, 1), life(s, 2)]).toEqual([18, 20]);
  });

  it('"If one of your opponents has additional votes because of Brago’s Representative, and that player votes for more than one choice you didn’t vote for, that player will lose only 2 life."', () => {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes', 'Grudge Keeper'] },
        { battlefield: ["Brago's Representative", 'Bronze Sable', 'Coveted Peacock'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const [rep, sable, peacock] = [permanent(s, "Brago's Representative"), permanent(s, 'Bronze Sable'), permanent(s, 'Coveted Peacock')];
    s = resolveStack(castVotes(s, [rep, sable, peacock]));
    expect(life(s, 1)).toBe(18);
  });

  it('"each opponent who voted for a choice you didn\'t vote for": an opponent with an additional vote (Brago’s Representative) who votes for your choice and for another loses 2 life, once', () => {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes', 'Grudge Keeper'] },
        { battlefield: ["Brago's Representative", 'Bronze Sable', 'Coveted Peacock'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const [sable, peacock] = [permanent(s, 'Bronze Sable'), permanent(s, 'Coveted Peacock')];
    s = resolveStack(castVotes(s, [sable, sable, peacock]));
    expect(life(s, 1)).toBe(18);
    expect(events(s, 'loseLife')).toEqual([expect.objectContaining({ player: 1, amount: 2 })]);
  });

  it('"If you have additional votes because of Brago’s Representative, and you vote for more than one choice, an opponent will lose 2 life only if they voted for none of those choices."', () => {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes', 'Grudge Keeper', "Brago's Representative"] },
        { battlefield: ['Bronze Sable', 'Coveted Peacock'] },
        { battlefield: ['Ballot Broker'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const [sable, peacock, broker] = [permanent(s, 'Bronze Sable'), permanent(s, 'Coveted Peacock'), permanent(s, 'Ballot Broker')];
    // player 0 votes Sable and Peacock; player 1 votes Peacock (one of them); player 2 votes Broker (none of them)
    s = voteFor(voteFor(s, sable), peacock);
    s = voteFor(s, peacock);
    s = additionalVote(voteFor(s, broker), false);
    s = resolveStack(s);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 18]);
  });

  it('"Grudge Keeper’s ability considers only the vote that caused it to trigger, not any previous votes, even if they were caused by the same permanent."', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice", "Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grudge Keeper'] },
        {},
        {},
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    s = resolveStack(castVotes(s, ['death', 'torture', 'death']));
    expect(life(s, 1)).toBe(18);
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    s = resolveStack(castVotes(s, ['death', 'death', 'death']));
    expect([life(s, 1), life(s, 2)]).toEqual([18, 20]);
  });

  it('"Grudge Keeper’s ability considers only the vote that caused it to trigger, not any previous votes, even if they were caused by the same permanent." — Coercive Portal votes at two upkeeps of a three-player game (CR 701.38, 603.2)', () => {
    const { state } = setup({ players: [{ battlefield: ['Coercive Portal', 'Grudge Keeper', 'Swamp'] }, {}, {}], active: 2, step: 'end' });
    let s = skipUntil(state, (x) => isVote(x));
    expect([s.turn.active, s.turn.step]).toEqual([0, 'upkeep']);
    // the first vote: player 1 votes carnage, which player 0 did not vote for
    s = resolveStack(castVotes(s, ['homage', 'carnage', 'homage']));
    expect([life(s, 1), life(s, 2)]).toEqual([18, 20]);
    const turn = s.turn.number;
    s = skipUntil(s, (x) => isVote(x) && x.turn.number > turn);
    expect([s.turn.active, s.turn.step]).toEqual([0, 'upkeep']);
    // the second vote of the same Portal: everyone votes homage; player 1's carnage vote of before is not counted
    s = resolveStack(castVotes(s, ['homage', 'homage', 'homage']));
    expect(events(s, 'trigger').filter((e) => e.card === 'Grudge Keeper')).toHaveLength(2);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 18, 20]);
  });
});

describe('Coercive Portal', () => {
  /** Player 0 controls Coercive Portal; the game goes on to player 0's next upkeep, where the vote begins. */
  function upkeep(n = 3): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => (i === 0
      ? { battlefield: ['Coercive Portal', 'Swamp', 'Bronze Sable'] }
      : { battlefield: ['Plains', 'Ballot Broker'] }));
    const { state } = setup({ players, active: n - 1, step: 'end' });
    const s = skipUntil(state, (x) => isVote(x));
    expect([s.turn.active, s.turn.step]).toEqual([0, 'upkeep']);
    return s;
  }

  it('"If carnage gets more votes, sacrifice Coercive Portal and destroy all nonland permanents."', () => {
    let s = upkeep();
    s = voteFor(s, 'carnage');
    s = additionalVote(voteFor(s, 'carnage'), false);
    s = additionalVote(voteFor(s, 'homage'), false);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Coercive Portal']);
    expect(events(s, 'zoneChange').find((e) => e.card === 'Coercive Portal')?.rule).toBe('701.21');
    expect(permanents(s, 'Ballot Broker')).toEqual([]);
    expect(permanents(s, 'Swamp')).toHaveLength(1);
    expect(permanents(s, 'Plains')).toHaveLength(2);
  });

  it('"If homage gets more votes or the vote is tied, draw a card."', () => {
    let s = upkeep(2);
    const hand = s.players[0]!.hand.length;
    s = additionalVote(voteFor(voteFor(s, 'carnage'), 'homage'), false);
    expect(s.players[0]!.hand.length).toBe(hand + 1);
    expect(permanents(s, 'Coercive Portal')).toHaveLength(1);
  });

  it('"… or the vote is tied, draw a card.": four players, two of them voting twice (Ballot Broker), carnage and homage three votes each', () => {
    let s = upkeep(4);
    const hand = s.players[0]!.hand.length;
    s = voteFor(s, 'carnage');
    s = voteFor(additionalVote(voteFor(s, 'carnage'), true), 'carnage');
    s = voteFor(additionalVote(voteFor(s, 'homage'), true), 'homage');
    s = additionalVote(voteFor(s, 'homage'), false);
    expect(votesLogged(s)).toEqual([[0, 'carnage'], [1, 'carnage'], [1, 'carnage'], [2, 'homage'], [2, 'homage'], [3, 'homage']]);
    expect(s.players[0]!.hand.length).toBe(hand + 1);
    expect(permanents(s, 'Coercive Portal')).toHaveLength(1);
    expect(permanents(s, 'Ballot Broker')).toHaveLength(3);
  });

  it('"sacrifice Coercive Portal and destroy all nonland permanents": with the Portal gone before its ability resolves, carnage still destroys all nonland permanents', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Coercive Portal', 'Swamp', 'Bronze Sable'] },
        { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Ballot Broker'], hand: ['Relic Crush'] },
        { battlefield: ['Plains', 'Ballot Broker'] },
      ],
      active: 2,
      step: 'end',
    });
    let s = skipUntil(state, (x) => x.turn.active === 0 && x.stack.length > 0);
    // in response to the upkeep trigger, player 1 destroys the Portal
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, 'Coercive Portal') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Coercive Portal']);
    s = resolveTop(s);
    s = voteFor(s, 'carnage');
    s = additionalVote(voteFor(s, 'carnage'), false);
    s = additionalVote(voteFor(s, 'homage'), false);
    expect(permanents(s, 'Ballot Broker')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Coercive Portal', 'Bronze Sable']);
    expect(permanents(s, 'Forest')).toHaveLength(5);
    // nothing was sacrificed: the Portal was destroyed by Relic Crush
    expect(events(s, 'zoneChange').filter((e) => e.rule === '701.21')).toEqual([]);
  });

  it('CR 701.21a: "sacrifice Coercive Portal" when an opponent has gained control of it: its controller cannot sacrifice it, and carnage destroys it with the rest', () => {
    const { state } = setup({
      players: [{ battlefield: ['Coercive Portal', 'Swamp', 'Bronze Sable'] }, { battlefield: ['Plains', 'Ballot Broker'] }, { battlefield: ['Plains', 'Ballot Broker'] }],
      active: 2,
      step: 'end',
    });
    let s = skipUntil(state, (x) => x.turn.active === 0 && x.stack.length > 0);
    s = resolveTop(withControl(s, permanent(s, 'Coercive Portal'), 1));
    s = voteFor(s, 'carnage');
    s = additionalVote(voteFor(s, 'carnage'), false);
    s = additionalVote(voteFor(s, 'homage'), false);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Coercive Portal']);
    expect(events(s, 'zoneChange').filter((e) => e.rule === '701.21')).toEqual([]);
  });

  it('"No player votes until the spell or ability resolves.": the upkeep trigger goes on the stack first', () => {
    const { state } = setup({ players: [{ battlefield: ['Coercive Portal'] }, {}], active: 1, step: 'end' });
    const s = skipUntil(state, (x) => x.turn.active === 0 && x.stack.length > 0);
    expect(s.turn.step).toBe('upkeep');
    expect(s.decision?.kind).toBe('priority');
    expect(events(s, 'vote')).toEqual([]);
  });
});

describe('Plea for Power', () => {
  function plea(n = 3): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => (i === 0 ? { hand: ['Plea for Power'], battlefield: ['Island', 'Wastes', 'Wastes', 'Wastes'] } : {}));
    const { state } = setup({ players });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"If time gets more votes, take an extra turn after this one."', () => {
    let s = resolveStack(castVotes(plea(), ['time', 'knowledge', 'time']));
    expect(names(s, 0, 'hand')).toEqual([]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    expect(events(s, 'extraTurn')).toEqual([expect.objectContaining({ rule: '500.7', player: 0 })]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
  });

  it('"If knowledge gets more votes or the vote is tied, draw three cards."', () => {
    const s = resolveStack(castVotes(plea(), ['time', 'knowledge', 'knowledge']));
    expect(names(s, 0, 'hand')).toHaveLength(3);
    const t = resolveStack(castVotes(plea(4), ['time', 'knowledge', 'knowledge', 'time']));
    expect(names(t, 0, 'hand')).toHaveLength(3);
    expect(nextTurn(t).turn.active).toBe(1);
  });

  it('"Players can\'t do anything after they finishing voting but before the spell or ability that included the vote finishes resolving."', () => {
    const s = castVotes(plea(2), ['knowledge', 'time']);
    expect(s.resolution).toBeNull();
    expect(s.stack).toEqual([]);
  });
});

describe('Split Decision', () => {
  /**
   * Player 1 casts `spell` (with targets, X and modes) on their turn; player 0, who controls Kiln Fiend,
   * responds with Split Decision targeting it, and the vote begins.
   */
  function split(spell: string, targets: (s: ReadonlyGameState) => Ref[], opts: { x?: number; modes?: number[]; lands?: string[] } = {}): ReadonlyGameState {
    const { state } = setup({
      players: [
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes', 'Kiln Fiend', 'Bronze Sable'] },
        { hand: [spell], battlefield: [...(opts.lands ?? ['Mountain', 'Wastes']), 'Coveted Peacock'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
      active: 1,
    });
    let s = apply(state, { type: 'cast', player: 1, card: state.players[1]!.hand[0]!, targets: targets(state), x: opts.x ?? 0, ...(opts.modes ? { modes: opts.modes } : {}) });
    s = passUntil(s, (x) => x.decision?.player === 0);
    const original = s.stack[0]!;
    s = cast(s, 0, s.players[0]!.hand[0]!, [{ object: original }]);
    // Kiln Fiend's trigger resolves first, then Split Decision begins to
    return passUntil(s, isVote);
  }
  const flameSlash = (s: ReadonlyGameState): Ref[] => [{ object: permanent(s, 'Bronze Sable') }];

  it('"If denial gets more votes, counter the spell."', () => {
    const s = resolveStack(castVotes(split('Flame Slash', flameSlash), ['denial', 'denial', 'duplication']));
    expect(names(s, 1, 'graveyard')).toEqual(['Flame Slash']);
    expect(events(s, 'counter')).toEqual([expect.objectContaining({ card: 'Flame Slash', rule: '701.6a' })]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('"If duplication gets more votes or the vote is tied, copy the spell. You may choose new targets for the copy."', () => {
    let s = castVotes(split('Flame Slash', flameSlash), ['duplication', 'denial', 'duplication']);
    // the new target: the options are the current target first, then the other creatures
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '707.10c' } });
    const d = s.decision?.kind === 'choose' ? s.decision.choice : null;
    expect(d!.options[0]).toEqual({ object: permanent(s, 'Bronze Sable') });
    s = choose(s, [d!.options.findIndex((o) => 'object' in o && o.object === permanent(s, 'Coveted Peacock'))]);
    s = resolveStack(s);
    // the copy destroyed the Peacock and the original the Sable
    expect(permanents(s, 'Coveted Peacock')).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    // the copy ceased to exist; only the card went to a graveyard
    expect(names(s, 1, 'graveyard')).toEqual(['Coveted Peacock', 'Flame Slash']);
    expect(names(s, 0, 'graveyard')).toEqual(['Split Decision', 'Bronze Sable']);
  });

  it('"If duplication gets more votes, Split Decision creates a copy of the spell. You control the copy. That copy is created on the stack, so it’s not “cast.” Abilities that trigger when a player casts a spell won’t trigger. The copy will resolve like a normal spell, after players get a chance to cast spells and activate abilities."', () => {
    let s = castVotes(split('Flame Slash', flameSlash), ['duplication', 'duplication', 'duplication']);
    s = choose(s, [0]);
    const copy = s.stack.at(-1)!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', card: 'Flame Slash', controller: 0, owner: 0 });
    expect(events(s, 'copySpell')).toEqual([expect.objectContaining({ rule: '707.10', object: copy, player: 0 })]);
    // not cast: no cast event for it, and Kiln Fiend triggered only for Split Decision itself
    expect(events(s, 'cast').map((e) => e.card)).toEqual(['Flame Slash', 'Split Decision']);
    expect(events(s, 'trigger').filter((e) => e.card === 'Kiln Fiend')).toHaveLength(1);
    // players get priority before it resolves
    expect(s.decision).toMatchObject({ kind: 'priority' });
  });

  it('"The copy will have the same targets as the spell it’s copying unless you choose new ones. … If, for one of the targets, you can’t choose a new legal target, then it remains unchanged (even if the current target is illegal)."', () => {
    let s = choose(castVotes(split('Flame Slash', flameSlash), ['duplication', 'denial', 'duplication']), [0]);
    expect(s.objects[s.stack.at(-1)!]!.targets).toEqual([{ object: permanent(s, 'Bronze Sable') }]);
    // Swords to Plowshares targets a creature: with only one creature on the battlefield there is no other choice to ask
    const { state } = setup({
      players: [{ hand: ['Split Decision'], battlefield: ['Island', 'Wastes'] }, { hand: ['Swords to Plowshares'], battlefield: ['Plains', 'Bronze Sable'] }, {}],
      active: 1,
    });
    s = cast(state, 1, state.players[1]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!, [{ object: s.stack[0]! }]));
    s = castVotes(s, ['duplication', 'duplication', 'denial']);
    expect(s.decision?.kind).toBe('priority');
    expect(s.objects[s.stack.at(-1)!]).toMatchObject({ kind: 'copy', targets: [{ object: permanent(s, 'Bronze Sable') }] });
  });

  it('"If, for one of the targets, you can’t choose a new legal target, then it remains unchanged (even if the current target is illegal)." (CR 707.10c, 608.2b)', () => {
    const { state } = setup({
      players: [{ hand: ['Split Decision', 'Swords to Plowshares'], battlefield: ['Island', 'Wastes', 'Plains', 'Bronze Sable'] }, { hand: ['Flame Slash'], battlefield: ['Mountain'] }, {}],
      active: 1,
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = cast(state, 1, state.players[1]!.hand[0]!, [{ object: sable }]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = cast(s, 0, s.players[0]!.hand[0]!, [{ object: s.stack[0]! }]);
    // in response, player 0 exiles the Sable, the only creature: Flame Slash's target is now illegal
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!, [{ object: sable }]));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = castVotes(passUntil(s, isVote), ['duplication', 'duplication', 'denial']);
    // no new target can be chosen: nothing is asked, and the copy keeps the illegal target
    expect(s.decision?.kind).toBe('priority');
    const copy = s.stack.at(-1)!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', card: 'Flame Slash', controller: 0, targets: [{ object: sable }] });
    // so the copy, and then the spell, do not resolve
    s = resolveStack(s);
    expect(events(s, 'fizzle').map((e) => [e.card, e.player, e.rule])).toEqual([['Flame Slash', 0, '608.2b'], ['Flame Slash', 1, '608.2b']]);
  });

  it('"If the spell being copied is modal (that is, it says “Choose one —” or the like), the copy will have the same mode. You can’t choose a different one."', () => {
    let s = castVotes(split('Hurly-Burly', () => [], { modes: [0] }), ['duplication', 'duplication', 'denial']);
    expect(s.objects[s.stack.at(-1)!]!.modes).toEqual([0]);
    s = resolveStack(s);
    // two damage to each creature without flying: Sable (2/1) and Ox (2/4) took 1 each twice; Kiln Fiend too
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.objects[permanent(s, 'Pillarfield Ox')]!.damage).toBe(2);
    expect(s.objects[permanent(s, 'Coveted Peacock')]!.damage).toBe(0);
  });

  it('"If the spell being copied has an X whose value was determined as it was cast (like Skeletal Scrying has), the copy will have the same value of X."', () => {
    let s = castVotes(split('Death Wind', (st) => [{ object: permanent(st, 'Pillarfield Ox') }], { x: 2, lands: ['Swamp', 'Wastes', 'Wastes'] }), ['duplication', 'duplication', 'denial']);
    s = choose(s, [0]);
    expect(s.objects[s.stack.at(-1)!]!.x).toBe(2);
    s = resolveStack(s);
    // -2/-2 twice kills the 2/4 Ox
    expect(permanents(s, 'Pillarfield Ox')).toEqual([]);
  });

  it('"Effects based on any additional costs that were paid for the original spell will be copied as though those same costs were paid for the copy. For example, if a player exiles three cards from their graveyard to cast Skeletal Scrying, and you copy it, the copy will also cause you to draw three cards and lose 3 life (but you won’t exile any cards from your graveyard)." (CR 707.10)', () => {
    const { state } = setup({
      players: [
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes'], graveyard: ['Plains', 'Murder'] },
        { hand: ['Skeletal Scrying'], battlefield: ['Swamp', 'Wastes', 'Wastes', 'Wastes'], graveyard: ['Forest', 'Island', 'Bronze Sable', 'Mountain'] },
        {},
      ],
      active: 1,
    });
    const [forest, island, sable] = state.players[1]!.graveyard;
    let s = apply(state, { type: 'cast', player: 1, card: state.players[1]!.hand[0]!, targets: [], x: 3, exileFromGraveyard: [forest!, island!, sable!] });
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = cast(s, 0, s.players[0]!.hand[0]!, [{ object: s.stack[0]! }]);
    s = castVotes(passUntil(s, isVote), ['duplication', 'duplication', 'denial']);
    s = resolveStack(s);
    // the copy, player 0's: player 0 draws three and loses 3 life, and exiles nothing from their graveyard
    expect([s.players[0]!.hand.length, life(s, 0)]).toEqual([3, 17]);
    expect(names(s, 0, 'graveyard')).toEqual(['Plains', 'Murder', 'Split Decision']);
    // the original, player 1's: its cost exiled three cards, once
    expect([s.players[1]!.hand.length, life(s, 1)]).toEqual([3, 17]);
    expect(exiled(s).sort()).toEqual(['Bronze Sable', 'Forest', 'Island']);
  });

  it('"Because the votes are cast in turn order, each player will know the votes of players who voted beforehand." — and "No player votes until the spell or ability resolves."', () => {
    const s = voteFor(split('Flame Slash', flameSlash), 'denial');
    expect(votesLogged(s)).toEqual([[0, 'denial']]);
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'vote' } });
  });
});

describe('Council Guardian', () => {
  const mana = ['Plains', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  /** Player 0 casts Council Guardian in a game of `n` players (player 1 with Mountains, Kiln Fiend, Coordinated Assault and Hurly-Burly); its vote begins. */
  function guardian(n = 3, mine: string[] = []): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => {
      if (i === 0) return { hand: ['Council Guardian'], battlefield: [...mana, ...mine] };
      if (i === 1) return { hand: ['Coordinated Assault', 'Hurly-Burly'], battlefield: ['Mountain', 'Mountain', 'Kiln Fiend'] };
      return {};
    });
    const { state } = setup({ players });
    return passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => isVote(x));
  }

  /** Whether player 1 may cast Coordinated Assault (red) targeting Council Guardian now, had they priority. */
  function redCanTarget(state: ReadonlyGameState): boolean {
    const s = editState(state, (d) => {
      d.decision = { kind: 'priority', player: 1 };
      d.turn.priority = 1;
    });
    return tryApply(s, { type: 'cast', player: 1, card: s.players[1]!.hand[0]!, targets: [{ object: permanent(s, 'Council Guardian') }], x: 0 }).ok;
  }

  it('"Council Guardian gains protection from each color with the most votes or tied for most votes."', () => {
    let s = castVotes(guardian(), ['red', 'blue', 'red']);
    const g = permanent(s, 'Council Guardian');
    expect(keywords(s, g)).toEqual(['protection from red']);
    // 702.16b: a red spell can't target it
    expect(redCanTarget(s)).toBe(false);
    // 702.16e: damage from a red source is prevented; on player 1's turn, Hurly-Burly deals 1 damage to each creature without flying
    let t = castVotes(guardian(4), ['red', 'blue', 'blue', 'red']);
    expect([...keywords(t, permanent(t, 'Council Guardian'))].sort()).toEqual(['protection from blue', 'protection from red']);
    t = nextTurn(t);
    expect(t.turn.active).toBe(1);
    t = resolveStack(apply(t, { type: 'cast', player: 1, card: t.players[1]!.hand[1]!, targets: [], x: 0, modes: [0] }));
    expect(t.objects[permanent(t, 'Council Guardian')]!.damage).toBe(0);
    expect(t.objects[permanent(t, 'Kiln Fiend')]!.damage).toBe(1);
    expect(events(t, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: permanent(t, 'Council Guardian'), amount: 1 })]);
  });

  it('"The vote happens as the ability resolves. Until this happens, Council Guardian doesn’t have protection from any color. Spells and abilities may target Council Guardian as normal in response to its enters-the-battlefield ability, but not in response to the vote."', () => {
    const { state } = setup({ players: [{ hand: ['Council Guardian'], battlefield: mana }, { hand: ['Coordinated Assault'], battlefield: ['Mountain'] }, {}] });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    // in response to the trigger, the red instant may target it
    expect(keywords(s, permanent(s, 'Council Guardian'))).toEqual([]);
    s = cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, 'Council Guardian') }]);
    s = resolveTop(s);
    expect(events(s, 'fizzle')).toEqual([]);
    // during the vote, nobody has priority
    s = passUntil(s, (x) => isVote(x));
    expect(legalActions(s).every((a) => a.type === 'choose')).toBe(true);
  });

  it('"If Council Guardian is not on the battlefield when its ability resolves, the vote will still take place; it simply won’t have any effect. However, cards that care about voting (for example, Grudge Keeper) will still see the vote."', () => {
    const { state } = setup({ players: [{ hand: ['Council Guardian'], battlefield: [...mana, 'Grudge Keeper'] }, { hand: ['Swords to Plowshares'], battlefield: ['Plains'] }, {}] });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, 'Council Guardian') }]));
    expect(permanents(s, 'Council Guardian')).toEqual([]);
    s = passUntil(s, (x) => isVote(x));
    s = castVotes(s, ['green', 'red', 'green']);
    expect(s.effects.filter((e) => e.change.kind === 'addKeywords')).toEqual([]);
    s = resolveStack(s);
    // Grudge Keeper saw the vote: player 1 voted red, which player 0 didn't
    expect([life(s, 1), life(s, 2)]).toEqual([18, 20]);
  });

  it('"The phrase “the vote is tied” refers only to when there is more than one choice that received the most votes. For example, if a 5-player vote from among three different choices ends 3 votes to 1 vote to 1 vote, the vote isn’t tied."', () => {
    const s = castVotes(guardian(5), ['black', 'green', 'black', 'red', 'black']);
    expect(keywords(s, permanent(s, 'Council Guardian'))).toEqual(['protection from black']);
  });

  it('"You must vote for one of the available options. You can’t abstain."', () => {
    expect(offered(guardian())).toEqual(['blue', 'black', 'red', 'green']);
  });

  it('"Because the votes are cast in turn order, each player will know the votes of players who voted beforehand."', () => {
    const s = voteFor(guardian(), 'green');
    expect(votesLogged(s)).toEqual([[0, 'green']]);
    expect(voteChooser(s)).toBe(1);
  });

  it('"Players can’t do anything after they finishing voting but before the spell or ability that included the vote finishes resolving."', () => {
    const s = castVotes(guardian(2), ['green', 'green']);
    expect(s.resolution).toBeNull();
    expect(keywords(s, permanent(s, 'Council Guardian'))).toEqual(['protection from green']);
  });
});

describe('Split Decision: new targets for a copy (CR 707.10c)', () => {
  /** Player 1 casts Coordinated Assault on the Sable and the Peacock; player 0 casts Split Decision on it, and the players vote. */
  function voted(votes: string[]): { s: ReadonlyGameState; sable: number; peacock: number; ox: number } {
    const { state } = setup({
      players: [
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes'] },
        { hand: ['Coordinated Assault'], battlefield: ['Mountain', 'Bronze Sable', 'Coveted Peacock', 'Pillarfield Ox'] },
      ],
      active: 1,
    });
    const [sable, peacock, ox] = [permanent(state, 'Bronze Sable'), permanent(state, 'Coveted Peacock'), permanent(state, 'Pillarfield Ox')];
    let s = cast(state, 1, state.players[1]!.hand[0]!, [{ object: sable }, { object: peacock }]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = castVotes(resolveTop(cast(s, 0, s.players[0]!.hand[0]!, [{ object: s.stack[0]! }])), votes);
    return { s, sable, peacock, ox };
  }
  /** Answers the choice asked with the option naming `id`. */
  const pick = (x: ReadonlyGameState, id: number): ReadonlyGameState => {
    const d = x.decision;
    return choose(x, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === id) : -1]);
  };

  it('"You may change any number of the targets": once one target takes the creature another names for the same word "target", that other must change (CR 115.7d–e)', () => {
    const { s: at, sable, peacock, ox } = voted(['duplication', 'duplication']);
    let s = at;
    // first target: change the Sable to the Peacock, which the second target names
    s = pick(s, peacock);
    // the second target can't keep the Peacock (CR 115.3): the Sable or the Ox
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:1', rule: '707.10c', options: [{ object: sable }, { object: ox }] } });
    s = pick(s, sable);
    expect(s.objects[s.stack.at(-1)!]!.targets).toEqual([{ object: peacock }, { object: sable }]);
    // a change to a creature not yet named is made
    const t = pick(pick(voted(['duplication', 'denial']).s, ox), peacock);
    expect(t.objects[t.stack.at(-1)!]!.targets).toEqual([{ object: ox }, { object: peacock }]);
  });

  it('a game saved by an earlier version while it asked new targets, as a `choices` step (`p<player>:<n>`), takes the answers it holds', () => {
    const { s, sable, ox } = voted(['duplication', 'duplication']);
    /** The state as the earlier version saved it: the step's answers keyed `<step>:p0:<n>`, not `<step>:<n>`. */
    const saved = (x: ReadonlyGameState): ReadonlyGameState => {
      const json = JSON.parse(serialize(x)) as { resolution: { waiting: string; answers: Record<string, number[]> } };
      const r = json.resolution;
      const step = r.waiting.replace(/:\d+$/, '');
      const old = (key: string): string => (key.startsWith(`${step}:`) ? `${step}:p0:${key.slice(step.length + 1)}` : key);
      r.answers = Object.fromEntries(Object.entries(r.answers).map(([k, v]) => [old(k), v]));
      r.waiting = old(r.waiting);
      return deserialize(JSON.stringify(json));
    };
    // paused at the first new target: its answer is taken, and the second is asked next
    const first = pick(saved(s), ox);
    expect(first.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:1' } });
    // paused at the second, the first answered: the copy has both
    const second = pick(saved(pick(s, ox)), sable);
    expect(second.objects[second.stack.at(-1)!]!.targets).toEqual([{ object: ox }, { object: sable }]);
  });
});
