/**
 * Players leaving the game in the middle of a vote (CR 701.38, 104.3a, 800.4a): the player whose
 * spell or ability holds the vote, a voter, the controller of Grudge Keeper, the controller of the
 * spell Split Decision copies or counters. What is left of the vote, what its outcome does, and
 * whether the players finish voting ("Whenever players finish voting", Grudge Keeper).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, serialize, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { cast, chooseObject, events, life, pass, permanent, permanents, resolveStack, resolveTop, setup, skipUntil } from './helpers.js';
import { asksAdditionalVote, castVotes, isVote, voteChooser, voteFor, votesLogged } from './voting.js';

/** The triggers of Grudge Keeper so far, by the player who controls each. */
function grudgeTriggers(state: ReadonlyGameState): (number | undefined)[] {
  return events(state, 'trigger').filter((e) => e.card === 'Grudge Keeper').map((e) => e.player);
}

/** A player concedes (CR 104.3a). */
function concede(state: ReadonlyGameState, player: number): ReadonlyGameState {
  return apply(state, { type: 'concede', player });
}

describe('Grudge Keeper: "Whenever players finish voting" with a player leaving in the middle of the vote', () => {
  /** Player 0 casts Tyrant's Choice and votes `first`; player 1 controls Grudge Keeper; player 2 a Bronze Sable; four players. */
  function tyrantsChoice(first: string): ReadonlyGameState {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { battlefield: ['Grudge Keeper'] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    return voteFor(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), first);
  }

  it('CR 800.4a: the player whose spell holds the vote leaves: the spell is gone, nobody else votes, the players never finish voting, and Grudge Keeper does not trigger', () => {
    let s = voteFor(tyrantsChoice('death'), 'torture');
    expect(voteChooser(s)).toBe(2);
    s = resolveStack(concede(s, 0));
    expect(isVote(s)).toBe(false);
    expect(votesLogged(s)).toEqual([[0, 'death'], [1, 'torture']]);
    // torture, 1 to 1, would have made each opponent lose 4; Grudge Keeper would have taken 2 from player 0
    expect(grudgeTriggers(s)).toEqual([]);
    expect([life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 20, 20]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('CR 800.4a: Grudge Keeper\'s controller leaves while asked to vote: Grudge Keeper leaves the game with them, the others vote on, and it does not trigger', () => {
    let s = tyrantsChoice('death');
    expect(voteChooser(s)).toBe(1);
    s = concede(s, 1);
    expect(permanents(s, 'Grudge Keeper')).toEqual([]);
    s = castVotes(s, ['torture', 'death']);
    expect(votesLogged(s)).toEqual([[0, 'death'], [2, 'torture'], [3, 'death']]);
    s = resolveStack(s);
    expect(grudgeTriggers(s)).toEqual([]);
    // death, 2 to 1: player 2 sacrifices the Sable; nobody loses life
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect([life(s, 0), life(s, 2), life(s, 3)]).toEqual([20, 20, 20]);
  });

  it('CR 800.4a, 800.4i: a voter leaves after voting: their vote counts in the outcome, the others finish voting, and Grudge Keeper takes life only from opponents still in the game', () => {
    // player 0 death, player 1 (Grudge Keeper) death, player 2 torture and leaves, player 3 torture
    let s = voteFor(voteFor(tyrantsChoice('death'), 'death'), 'torture');
    s = concede(s, 2);
    s = castVotes(s, ['torture']);
    s = resolveStack(s);
    expect(votesLogged(s)).toEqual([[0, 'death'], [1, 'death'], [2, 'torture'], [3, 'torture']]);
    expect(grudgeTriggers(s)).toEqual([1]);
    // with player 2's vote the vote is tied 2 to 2, so torture: each opponent of player 0 still in
    // the game loses 4 and nobody sacrifices (without it, death would win 2 to 1 and Grudge Keeper
    // would be sacrificed); Grudge Keeper: player 3 voted torture, loses 2; player 2 has left
    expect([life(s, 0), life(s, 1), life(s, 3)]).toEqual([20, 16, 14]);
    expect(permanents(s, 'Grudge Keeper')).toHaveLength(1);
    expect(s.players[2]!.life).toBe(20);
  });

  it('CR 800.4a, 701.38a: a voter leaves while asked to vote: they never vote, and Grudge Keeper sees only the votes cast', () => {
    let s = voteFor(tyrantsChoice('torture'), 'torture');
    expect(voteChooser(s)).toBe(2);
    s = concede(s, 2);
    expect(voteChooser(s)).toBe(3);
    s = castVotes(s, ['death']);
    expect(votesLogged(s)).toEqual([[0, 'torture'], [1, 'torture'], [3, 'death']]);
    s = resolveStack(s);
    expect(grudgeTriggers(s)).toEqual([1]);
    // torture: players 1 and 3 lose 4; Grudge Keeper: player 3 voted death, loses 2 more
    expect([life(s, 0), life(s, 1), life(s, 3)]).toEqual([20, 16, 14]);
  });

  it('CR 701.38d, 800.4a: a voter with Ballot Broker leaves while asked whether to vote an additional time: the vote they made is never cast (their votes are cast at once), and Grudge Keeper sees none of theirs', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { battlefield: ['Grudge Keeper'] },
        { battlefield: ['Ballot Broker', 'Bronze Sable'] },
        {},
      ],
    });
    let s = voteFor(voteFor(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), 'torture'), 'torture');
    s = voteFor(s, 'death');
    expect(asksAdditionalVote(s)).toBe(true);
    s = concede(s, 2);
    s = resolveStack(castVotes(s, ['torture']));
    expect(votesLogged(s)).toEqual([[0, 'torture'], [1, 'torture'], [3, 'torture']]);
    expect(grudgeTriggers(s)).toEqual([1]);
    // torture: players 1 and 3 lose 4; nobody voted for a choice Grudge Keeper's controller didn't
    expect([life(s, 0), life(s, 1), life(s, 3)]).toEqual([20, 16, 16]);
  });

  it('the players finished voting before the caster left (Expropriate still choosing for the money votes): Grudge Keeper\'s trigger is put on the stack and resolves', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate'], battlefield: ['Island', 'Island', ...Array<string>(7).fill('Wastes')] },
        { battlefield: ['Grudge Keeper', 'Bronze Sable'] },
        { battlefield: ['Pillarfield Ox'] },
        {},
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['money', 'time', 'money', 'money']);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl' } });
    s = resolveStack(concede(s, 0));
    expect(grudgeTriggers(s)).toEqual([1]);
    // Grudge Keeper's controller voted time: players 2 and 3 voted money and lose 2; Expropriate
    // gained control of nothing
    expect([life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 18, 18]);
    expect(characteristics(s, permanent(s, 'Pillarfield Ox')).controller).toBe(2);
  });

  it('CR 800.4a: the player who gained control of Grudge Keeper leaves in the middle of the vote: it goes back to its owner, who controls it as the players finish voting, so its trigger compares its owner\'s votes', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate', 'Death Wind'], battlefield: ['Island', 'Island', 'Swamp', ...Array<string>(7).fill('Wastes')] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes'] },
        { battlefield: ['Grudge Keeper'] },
        {},
      ],
    });
    const hand0 = (name: string): ObjectId => state.players[0]!.hand.find((id) => state.objects[id]!.card === name)!;
    // Expropriate: player 2's money vote gives player 0 Grudge Keeper
    let s = castVotes(resolveTop(cast(state, 0, hand0('Expropriate'))), ['time', 'time', 'money', 'time']);
    s = resolveStack(chooseObject(s, permanent(s, 'Grudge Keeper')));
    expect(characteristics(s, permanent(s, 'Grudge Keeper')).controller).toBe(0);
    // Grudge Keeper, still player 2's as that vote ended, took 2 from each other voter
    expect(grudgeTriggers(s)).toEqual([2]);
    expect([life(s, 1), life(s, 2), life(s, 3)]).toEqual([18, 20, 18]);
    // player 0 casts Death Wind; player 1 answers with Split Decision, whose vote starts with player 1
    s = pass(cast(s, 0, hand0('Death Wind'), [{ object: permanent(s, 'Grudge Keeper') }], 0));
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: s.stack[0]! }]));
    s = voteFor(voteFor(s, 'duplication'), 'denial');
    expect(voteChooser(s)).toBe(3);
    s = concede(s, 0);
    expect(characteristics(s, permanent(s, 'Grudge Keeper')).controller).toBe(2);
    s = resolveStack(castVotes(s, ['denial']));
    expect(votesLogged(s).slice(-3)).toEqual([[1, 'duplication'], [2, 'denial'], [3, 'denial']]);
    // Grudge Keeper's trigger is player 2's: player 1 voted duplication, which player 2 didn't, and
    // loses 2; player 3 voted denial as player 2 did
    expect(grudgeTriggers(s)).toEqual([2, 2]);
    expect([life(s, 1), life(s, 2), life(s, 3)]).toEqual([16, 20, 18]);
  });
});

describe('Split Decision: the spell it targets leaves the stack with its controller in the middle of the vote', () => {
  /**
   * Three players: player 0 casts Death Wind with X = 2 on player 2's Hundred-Handed One (3/5); player 1
   * targets it with Split Decision and votes `first`, player 2 votes `second`, and player 0 concedes
   * while asked to vote: Death Wind leaves the game with its owner (CR 800.4a).
   */
  function deathWindGone(first: string, second: string): ReadonlyGameState {
    const { state } = setup({
      players: [
        { hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Island'] },
        { battlefield: ['Hundred-Handed One', 'Pillarfield Ox'] },
      ],
    });
    let s = pass(cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Hundred-Handed One') }], 2));
    const deathWind = s.stack[0]!;
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: deathWind }]));
    s = voteFor(voteFor(s, first), second);
    expect(voteChooser(s)).toBe(0);
    s = concede(s, 0);
    expect(s.stack).not.toContain(deathWind);
    return s;
  }

  it('CR 608.2h, 707.10: the vote is tied, so Split Decision copies the spell as it last existed on the stack (X = 2, its target); its controller may choose a new target for the copy', () => {
    let s = deathWindGone('duplication', 'denial');
    const [hundred, ox] = [permanent(s, 'Hundred-Handed One'), permanent(s, 'Pillarfield Ox')];
    // CR 707.10c: the new target for the copy, asked of Split Decision's controller
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'newTarget:0', rule: '707.10c', options: [{ object: hundred }, { object: ox }] } });
    // a game saved while the copy's target is asked loads back as it was
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = chooseObject(s, ox);
    const copy = events(s, 'copySpell')[0]!.object!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', card: 'Death Wind', controller: 1, owner: 1, x: 2, targets: [{ object: ox }] });
    s = resolveStack(s);
    expect(characteristics(s, ox)).toMatchObject({ power: 0, toughness: 2 });
    expect(characteristics(s, hundred)).toMatchObject({ power: 3, toughness: 5 });
  });

  it('CR 608.2h, 707.10c: the copy may keep the spell\'s target', () => {
    let s = deathWindGone('duplication', 'duplication');
    s = resolveStack(chooseObject(s, permanent(s, 'Hundred-Handed One')));
    expect(characteristics(s, permanent(s, 'Hundred-Handed One'))).toMatchObject({ power: 1, toughness: 3 });
  });

  it('CR 608.2h, 707.10: a voting spell copied after its caster left: the copy is Split Decision\'s controller\'s, its vote starts with them, and Grudge Keeper triggers for each vote', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Island', 'Grudge Keeper'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    let s = pass(cast(state, 0, state.players[0]!.hand[0]!));
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: s.stack[0]! }]));
    s = voteFor(s, 'duplication');
    expect(voteChooser(s)).toBe(2);
    s = castVotes(concede(s, 0), ['duplication']);
    const copy = events(s, 'copySpell')[0]!.object!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', card: "Tyrant's Choice", controller: 1 });
    // the copy's vote: player 1 death, player 2 torture; tied, so torture: player 1's opponent loses 4
    s = resolveTop(resolveTop(s));
    expect(voteChooser(s)).toBe(1);
    s = resolveStack(castVotes(s, ['death', 'torture']));
    // Grudge Keeper: nothing for Split Decision's vote (both voted duplication), 2 for the copy's
    expect(grudgeTriggers(s)).toEqual([1, 1]);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 14]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('CR 701.6a: denial gets more votes, but the spell is no longer on the stack: there is nothing to counter, and Split Decision finishes resolving', () => {
    let s = deathWindGone('denial', 'denial');
    expect(s.decision?.kind).toBe('priority');
    s = resolveStack(s);
    expect(events(s, 'counter')).toEqual([]);
    expect(events(s, 'copySpell')).toEqual([]);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Split Decision']);
    expect(characteristics(s, permanent(s, 'Hundred-Handed One'))).toMatchObject({ power: 3, toughness: 5 });
  });

  it('CR 800.4a: Split Decision\'s controller leaves in the middle of the vote: Split Decision is gone, the players never finish voting (Grudge Keeper does not trigger), and the spell it targeted resolves', () => {
    const { state } = setup({
      players: [
        { hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Island'] },
        { battlefield: ['Hundred-Handed One', 'Grudge Keeper'] },
      ],
    });
    let s = pass(cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Hundred-Handed One') }], 2));
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: s.stack[0]! }]));
    s = voteFor(voteFor(s, 'denial'), 'denial');
    s = resolveStack(concede(s, 1));
    expect(votesLogged(s)).toEqual([[1, 'denial'], [2, 'denial']]);
    expect(grudgeTriggers(s)).toEqual([]);
    expect(events(s, 'counter')).toEqual([]);
    expect(characteristics(s, permanent(s, 'Hundred-Handed One'))).toMatchObject({ power: 1, toughness: 3 });
    expect(life(s, 0)).toBe(20);
  });
});

describe('each voting spell and ability whose controller leaves in the middle of its vote (CR 800.4a)', () => {
  /**
   * A card player 0 casts (or whose ability they control), the lands to pay for it, player 0's vote,
   * and what its outcome would have done to player 2 with that one vote, checked not to have happened.
   */
  interface Case {
    card: string;
    lands: string[];
    graveyard?: string[];
    vote: (s: ReadonlyGameState) => string | ObjectId;
    untouched: (s: ReadonlyGameState) => void;
  }
  const sableStays = (s: ReadonlyGameState): void => {
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(characteristics(s, permanent(s, 'Bronze Sable'))).toMatchObject({ power: 2, toughness: 1 });
  };
  const cases: Case[] = [
    { card: "Tyrant's Choice", lands: ['Swamp', 'Swamp'], vote: () => 'death', untouched: sableStays },
    { card: 'Capital Punishment', lands: ['Swamp', 'Swamp', ...Array<string>(4).fill('Wastes')], vote: () => 'death', untouched: sableStays },
    { card: 'Bite of the Black Rose', lands: ['Swamp', ...Array<string>(3).fill('Wastes')], vote: () => 'sickness', untouched: sableStays },
    { card: "Council's Judgment", lands: ['Plains', 'Plains', 'Wastes'], vote: (s) => permanent(s, 'Bronze Sable'), untouched: sableStays },
    { card: 'Magister of Worth', lands: ['Plains', 'Swamp', ...Array<string>(4).fill('Wastes')], vote: () => 'condemnation', untouched: sableStays },
    {
      card: 'Plea for Power', lands: ['Island', ...Array<string>(3).fill('Wastes')], vote: () => 'time',
      untouched: (s) => expect(events(s, 'extraTurnAdded')).toEqual([]),
    },
    {
      card: 'Lieutenants of the Guard', lands: ['Plains', ...Array<string>(4).fill('Wastes')], vote: () => 'numbers',
      untouched: (s) => expect(events(s, 'createToken')).toEqual([]),
    },
    {
      card: 'Orchard Elemental', lands: ['Forest', ...Array<string>(5).fill('Wastes')], vote: () => 'harvest',
      untouched: (s) => expect(events(s, 'gainLife')).toEqual([]),
    },
    {
      card: 'Messenger Jays', lands: ['Island', ...Array<string>(4).fill('Wastes')], vote: () => 'quill',
      untouched: (s) => expect(events(s, 'draw')).toEqual([]),
    },
    {
      card: 'Custodi Squire', lands: ['Plains', ...Array<string>(4).fill('Wastes')], graveyard: ['Pillarfield Ox'], vote: (s) => s.players[0]!.graveyard[0]!,
      untouched: (s) => expect(events(s, 'zoneChange').filter((e) => e.zone === 'hand')).toEqual([]),
    },
    {
      card: "Selvala's Stampede", lands: ['Forest', 'Forest', ...Array<string>(4).fill('Wastes')], vote: () => 'wild',
      untouched: (s) => expect(events(s, 'zoneChange').filter((e) => e.zone === 'battlefield')).toEqual([]),
    },
    {
      card: 'Expropriate', lands: ['Island', 'Island', ...Array<string>(7).fill('Wastes')], vote: () => 'money',
      untouched: (s) => expect(characteristics(s, permanent(s, 'Bronze Sable')).controller).toBe(2),
    },
  ];

  for (const c of cases) {
    it(`${c.card}: nobody votes after the player who left, the players never finish voting (Grudge Keeper does not trigger), and the outcome does nothing`, () => {
      const { state } = setup({
        players: [
          { hand: [c.card], battlefield: c.lands, graveyard: c.graveyard ?? [] },
          { battlefield: ['Grudge Keeper'] },
          { battlefield: ['Bronze Sable'] },
        ],
      });
      let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
      // a creature's "enters" ability waits on the stack for its turn to resolve
      if (!isVote(s)) s = resolveTop(s);
      s = voteFor(s, c.vote(s));
      expect(voteChooser(s)).toBe(1);
      s = resolveStack(concede(s, 0));
      expect(isVote(s)).toBe(false);
      expect(votesLogged(s)).toHaveLength(1);
      expect(grudgeTriggers(s)).toEqual([]);
      expect(life(s, 2)).toBe(20);
      c.untouched(s);
    });
  }

  it('Coercive Portal: its upkeep ability ceases to exist with its controller; carnage, voted so far, destroys nothing', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Coercive Portal'] },
        { battlefield: ['Grudge Keeper'] },
        { battlefield: ['Bronze Sable'] },
      ],
      active: 2,
    });
    let s = skipUntil(state, isVote);
    expect(s.turn).toMatchObject({ active: 0, step: 'upkeep' });
    s = voteFor(s, 'carnage');
    s = resolveStack(concede(s, 0));
    expect(isVote(s)).toBe(false);
    expect(votesLogged(s)).toEqual([[0, 'carnage']]);
    expect(grudgeTriggers(s)).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(permanents(s, 'Grudge Keeper')).toHaveLength(1);
  });

  it('Coercive Portal\'s owner, not its controller, leaves: the Portal leaves the game, its ability resolves on (CR 113.7a), carnage destroys all nonland permanents, and Grudge Keeper, destroyed by the outcome, still triggers', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Grudge Keeper'] },
        { battlefield: [{ card: 'Coercive Portal', controller: 0 }] },
        { battlefield: ['Bronze Sable'] },
      ],
      active: 2,
    });
    let s = voteFor(skipUntil(state, isVote), 'carnage');
    expect(voteChooser(s)).toBe(1);
    s = concede(s, 1);
    expect(permanents(s, 'Coercive Portal')).toEqual([]);
    s = resolveStack(castVotes(s, ['carnage']));
    expect(votesLogged(s)).toEqual([[0, 'carnage'], [2, 'carnage']]);
    expect([permanents(s, 'Bronze Sable'), permanents(s, 'Grudge Keeper')]).toEqual([[], []]);
    // the Grudge Keeper ruling: its ability is put on the stack even if the outcome destroyed it
    expect(grudgeTriggers(s)).toEqual([0]);
    expect(life(s, 2)).toBe(20);
  });
});
