import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { cast, choose, events, nextTurn, passToPlayer, passUntil, putTrigger, withKeywords, keywords, life, names, permanent, permanents, pt, resolveStack, resolveTop, setup } from '../helpers.js';
import { additionalVote, asksAdditionalVote, castVotes, isVote, offered, voteChooser, voteFor, votesLogged } from '../voting.js';

/** Player 0 casts Tyrant's Choice in a game of `n` players, with the given extra permanents, and it starts resolving. */
function tyrantsChoice(n: number, mine: string[] = [], theirs: string[][] = []): ReadonlyGameState {
  const players = Array.from({ length: n }, (_, i) => (i === 0 ? { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', ...mine] } : { battlefield: theirs[i - 1] ?? [] }));
  const { state } = setup({ players });
  return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
}

describe('Ballot Broker', () => {
  it('"While voting, you may vote an additional time. (The votes can be for different choices or for the same choice.)"', () => {
    let s = tyrantsChoice(3, ['Ballot Broker']);
    s = voteFor(s, 'death');
    expect(asksAdditionalVote(s)).toBe(true);
    s = voteFor(additionalVote(s, true), 'torture');
    s = castVotes(s, ['torture', 'torture']);
    expect(votesLogged(s)).toEqual([[0, 'death'], [0, 'torture'], [1, 'torture'], [2, 'torture']]);
    // the same choice twice counts twice: 2 death votes beat 1 torture vote
    let t = voteFor(additionalVote(voteFor(tyrantsChoice(3, ['Ballot Broker'], [['Bronze Sable'], ['Bronze Sable']]), 'death'), true), 'death');
    t = castVotes(t, ['torture', 'death']);
    t = resolveStack(t);
    expect(permanents(t, 'Bronze Sable')).toEqual([]);
    expect([life(t, 1), life(t, 2)]).toEqual([20, 20]);
  });

  it('"You make all your votes at the same time. Players who vote after you will know all of your votes when making their own."', () => {
    let s = voteFor(tyrantsChoice(3, ['Ballot Broker']), 'death');
    // the first vote is made but not yet cast: nothing is logged until the broker's controller is done
    expect(votesLogged(s)).toEqual([]);
    s = voteFor(additionalVote(s, true), 'torture');
    expect(voteChooser(s)).toBe(1);
    expect(votesLogged(s)).toEqual([[0, 'death'], [0, 'torture']]);
    expect(events(s, 'vote').map((e) => e.rule)).toEqual(['701.38d', '701.38d']);
  });

  it('"Ballot Broker\'s ability is cumulative. If you control two of them, you can vote up to three times."', () => {
    let s = tyrantsChoice(2, ['Ballot Broker', 'Ballot Broker']);
    s = voteFor(s, 'death');
    s = voteFor(additionalVote(s, true), 'death');
    s = voteFor(additionalVote(s, true), 'death');
    // a fourth vote is not offered: the next vote is the opponent's
    expect(asksAdditionalVote(s)).toBe(false);
    expect(voteChooser(s)).toBe(1);
    expect(votesLogged(s)).toEqual([[0, 'death'], [0, 'death'], [0, 'death']]);
  });

  it('CR 701.38d: with two Ballot Brokers, a player who declines an additional vote is done voting: they are not asked again', () => {
    let s = tyrantsChoice(2, ['Ballot Broker', 'Ballot Broker']);
    s = additionalVote(voteFor(s, 'death'), false);
    expect(asksAdditionalVote(s)).toBe(false);
    expect(voteChooser(s)).toBe(1);
    expect(votesLogged(s)).toEqual([[0, 'death']]);
  });

  it('CR 707.2: a Stunt Double that entered as a copy of Ballot Broker has its ability, so its controller may vote an additional time', () => {
    const { state, ids } = setup({
      players: [{ hand: ['Stunt Double', "Tyrant's Choice"], battlefield: ['Island', 'Island', 'Island', 'Island', 'Swamp', 'Swamp'] }, { battlefield: ['Ballot Broker'] }],
    });
    const broker = permanent(state, 'Ballot Broker');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [s.decision?.kind === 'choose' ? s.decision.choice.options.findIndex((o) => 'object' in o && o.object === broker) : -1]));
    expect(characteristics(s, permanent(s, 'Stunt Double')).name).toBe('Ballot Broker');
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!));
    s = voteFor(s, 'death');
    expect(asksAdditionalVote(s)).toBe(true);
  });

  it('"You must make your initial vote, even if you decline to vote an additional time."', () => {
    let s = tyrantsChoice(2, ['Ballot Broker']);
    // the first decision is a vote with no way out of it
    expect(offered(s)).toEqual(['death', 'torture']);
    s = additionalVote(voteFor(s, 'death'), false);
    expect(voteChooser(s)).toBe(1);
    expect(votesLogged(s)).toEqual([[0, 'death']]);
  });

  it('"The ability only affects spells and abilities that use the word “vote.”": other choices are made once', () => {
    // the sacrifice Tyrant's Choice asks for is a choice, not a vote: the broker adds nothing to it
    let s = tyrantsChoice(2, [], [['Ballot Broker', 'Bronze Sable']]);
    s = additionalVote(castVotes(s, ['death', 'death']), false);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice', min: 1, max: 1 } });
    s = resolveStack(choose(s, [1]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(permanents(s, 'Ballot Broker')).toHaveLength(1);
  });
});

describe('Illusion of Choice', () => {
  /** Player 1 casts Illusion of Choice on player 0's turn (it resolves), then player 0 casts Tyrant's Choice. */
  function illusion(brokers: string[] = [], n = 3): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => {
      if (i === 0) return { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] };
      if (i === 1) return { hand: ['Illusion of Choice'], battlefield: ['Island', ...brokers], library: ['Bronze Sable', ...Array<string>(9).fill('Wastes')] };
      return {};
    });
    const { state } = setup({ players });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    return resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
  }

  it('"You choose how each player votes this turn. Draw a card."', () => {
    let s = illusion();
    expect(names(s, 1, 'hand')).toEqual(['Bronze Sable']);
    // player 1 chooses every vote, each still cast as the vote of its voter, in turn order from player 0
    for (const voter of [0, 1, 2]) {
      expect(voteChooser(s)).toBe(1);
      s = voteFor(s, 'torture');
      const e = events(s, 'vote').at(-1)!;
      expect([e.player, e.toPlayer ?? e.player, e.detail]).toEqual([voter, 1, 'torture']);
    }
    s = resolveStack(s);
    expect([life(s, 1), life(s, 2)]).toEqual([16, 16]);
  });

  it('each vote player 1 chooses for another player names that voter, so that player 1 knows whose vote it is; their own names none', () => {
    let s = illusion();
    for (const voter of [0, 1, 2]) {
      const d = s.decision!;
      expect(d).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'vote' } });
      expect(d.kind === 'choose' ? d.choice.voter : null).toBe(voter === 1 ? undefined : voter);
      s = voteFor(s, 'death');
    }
  });

  it('"… this turn": on a later turn each player chooses their own vote again', () => {
    const { state } = setup({ players: [{ hand: ['Illusion of Choice'], battlefield: ['Island'] }, { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, {}] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = resolveStack(apply(s, { type: 'pass', player: 0 }));
    // next turn: player 1's
    while (!(s.turn.active === 1 && s.turn.step === 'main1')) {
      const d = s.decision!;
      s = d.kind === 'priority' ? apply(s, { type: 'pass', player: d.player }) : apply(s, { type: d.kind === 'declareAttackers' ? 'confirmAttackers' : 'confirmBlockers', player: d.player } as never);
    }
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!));
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'torture');
    expect(voteChooser(s)).toBe(2);
  });

  it('800.4a: once the player who chooses the votes has left the game, each player chooses their own vote again', () => {
    // player 1 resolved Illusion of Choice, then concedes while Tyrant's Choice is on the stack
    const players = [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, { hand: ['Illusion of Choice'], battlefield: ['Island'] }, {}];
    const { state } = setup({ players });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = cast(s, 0, s.players[0]!.hand[0]!);
    s = apply(s, { type: 'concede', player: 1 });
    s = resolveTop(s);
    expect(voteChooser(s)).toBe(0);
    s = voteFor(s, 'death');
    expect(voteChooser(s)).toBe(2);
  });

  it('"If multiple players cast Illusion of Choice during the same turn, the controller of the one that resolved most recently will choose how each player votes that turn."', () => {
    const { state } = setup({
      players: [
        { hand: ["Tyrant's Choice", 'Illusion of Choice'], battlefield: ['Swamp', 'Swamp', 'Island'] },
        { hand: ['Illusion of Choice'], battlefield: ['Island'] },
        {},
      ],
    });
    // player 0's resolves first, then player 1's
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[1]!));
    s = apply(s, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'death');
    expect(voteChooser(s)).toBe(1);
  });

  it('"If another player controls Ballot Broker, that player first takes their “normal” vote with you choosing the result, then that player decides whether they are taking the additional vote. If there is an additional vote, you again choose the result."', () => {
    // player 2 controls Ballot Broker; player 1 resolved Illusion of Choice
    const players = [
      { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] },
      { hand: ['Illusion of Choice'], battlefield: ['Island'] },
      { battlefield: ['Ballot Broker'] },
    ];
    const { state } = setup({ players });
    let s = apply(state, { type: 'pass', player: 0 });
    s = resolveStack(cast(s, 1, s.players[1]!.hand[0]!));
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    s = voteFor(voteFor(s, 'torture'), 'torture');
    // player 2's normal vote: player 1 chooses
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'death');
    // player 2 decides about the additional vote
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'additionalVote' } });
    s = additionalVote(s, true);
    // and player 1 chooses it
    expect(voteChooser(s)).toBe(1);
    s = voteFor(s, 'death');
    expect(isVote(s)).toBe(false);
    expect(votesLogged(s)).toEqual([[0, 'torture'], [1, 'torture'], [2, 'death'], [2, 'death']]);
  });
});

/** Player 0 casts a creature whose enters trigger votes (with enough mana), and the vote starts. */
function enter(creature: string, lands: string[], n = 3, extra: Partial<Record<'hand' | 'library', string[]>> = {}): ReadonlyGameState {
  const players = Array.from({ length: n }, (_, i) => (i === 0 ? { hand: [creature, ...(extra.hand ?? [])], battlefield: lands, ...(extra.library ? { library: extra.library } : {}) } : {}));
  const { state } = setup({ players });
  return resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
}

/** Passes priority until a triggered ability is on the stack. */
function onStack(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.stack.some((id) => s.objects[id]!.kind === 'ability'));
}

const lieutenantsMana = ['Plains', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

describe('Lieutenants of the Guard', () => {
  it('"Put a +1/+1 counter on Lieutenants of the Guard for each strength vote and create a 1/1 white Soldier creature token for each numbers vote."', () => {
    const s = castVotes(enter('Lieutenants of the Guard', lieutenantsMana, 4), ['strength', 'numbers', 'strength', 'numbers']);
    expect(pt(s, permanent(s, 'Lieutenants of the Guard'))).toEqual([4, 4]);
    const soldiers = permanents(s, 'token:soldier-1-1');
    expect(soldiers).toHaveLength(2);
    expect(soldiers.map((id) => s.objects[id]!.controller)).toEqual([0, 0]);
  });
});

describe("council's dilemma (the rulings of cn2-implementation-notes.txt)", () => {
  it('"Unlike the will of the council cards from the original Conspiracy set, where a majority of votes determined what happened, each vote made for a council\'s dilemma card adds to the ultimate effect."', () => {
    // a lone numbers vote still creates its token; two strength votes give two counters
    const s = castVotes(enter('Lieutenants of the Guard', lieutenantsMana), ['strength', 'numbers', 'strength']);
    expect(pt(s, permanent(s, 'Lieutenants of the Guard'))).toEqual([4, 4]);
    expect(permanents(s, 'token:soldier-1-1')).toHaveLength(1);
  });

  it('"The effects of each council\'s dilemma ability happen in the stated order. First the vote occurs, then the first effect, and finally the second effect."', () => {
    const s = castVotes(enter('Lieutenants of the Guard', lieutenantsMana), ['numbers', 'strength', 'numbers']);
    const order = s.log.flat().filter((e) => ['vote', 'counters', 'createToken'].includes(e.type)).map((e) => e.type);
    expect(order).toEqual(['vote', 'vote', 'vote', 'counters', 'createToken', 'createToken']);
  });

  it('"Because the votes are made in turn order, each player will know the votes of players who voted beforehand."', () => {
    let s = enter('Lieutenants of the Guard', lieutenantsMana);
    s = voteFor(s, 'numbers');
    expect(voteChooser(s)).toBe(1);
    expect(events(s, 'vote')).toEqual([expect.objectContaining({ player: 0, detail: 'numbers', rule: '701.38a', card: 'Lieutenants of the Guard' })]);
    expect(events(s, 'vote')[0]!.visibleTo).toBeUndefined();
  });

  it('"You must vote for one of the available options. You can\'t abstain."', () => {
    const s = enter('Lieutenants of the Guard', lieutenantsMana);
    expect(offered(s)).toEqual(['strength', 'numbers']);
    expect(legalActions(s).every((a) => a.type === 'choose' && a.choice.length === 1)).toBe(true);
  });

  it('"If a creature with an enters-the-battlefield council\'s dilemma ability leaves the battlefield before that ability resolves, players can still vote for any option that would put +1/+1 counters on that creature, even though—or perhaps especially because—those votes won\'t generate an effect."', () => {
    const { state } = setup({ players: [{ hand: ['Lieutenants of the Guard'], battlefield: lieutenantsMana }, { hand: ['Swords to Plowshares'], battlefield: ['Plains'] }, {}] });
    // the creature resolves; its trigger goes on the stack; player 1 exiles it in response
    let s = passToPlayer(onStack(cast(state, 0, state.players[0]!.hand[0]!)), 1);
    const lieutenants = permanent(s, 'Lieutenants of the Guard');
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: lieutenants }]));
    expect(permanents(s, 'Lieutenants of the Guard')).toEqual([]);
    s = resolveTop(s);
    expect(offered(s)).toEqual(['strength', 'numbers']);
    s = castVotes(s, ['strength', 'strength', 'numbers']);
    expect(events(s, 'counters')).toEqual([]);
    expect(permanents(s, 'token:soldier-1-1')).toHaveLength(1);
  });

  it('"No player votes until the spell or ability resolves. Any responses to that spell or ability must be made without knowing the outcome of the vote."', () => {
    const { state } = setup({ players: [{ hand: ['Lieutenants of the Guard'], battlefield: lieutenantsMana }, {}, {}] });
    const s = onStack(cast(state, 0, state.players[0]!.hand[0]!));
    // the trigger is on the stack and players have priority: nobody has voted
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toHaveLength(1);
    expect(events(s, 'vote')).toEqual([]);
  });

  it('"Players can\'t do anything between voting and finishing the resolution of the spell or ability that included the vote."', () => {
    let s = enter('Lieutenants of the Guard', lieutenantsMana);
    s = voteFor(voteFor(s, 'numbers'), 'numbers');
    // only the last vote can be made
    expect(legalActions(s).every((a) => a.type === 'choose' && a.player === 2)).toBe(true);
    s = voteFor(s, 'strength');
    // the same action finished the resolution: the trigger is gone and its effects happened
    expect(s.stack).toEqual([]);
    expect(s.resolution).toBeNull();
    expect(permanents(s, 'token:soldier-1-1')).toHaveLength(2);
  });
});

describe('Messenger Jays', () => {
  const mana = ['Island', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  it('Flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Messenger Jays'] }, {}] });
    expect(keywords(state, permanent(state, 'Messenger Jays'))).toEqual(['flying']);
  });

  it('"Put a +1/+1 counter on Messenger Jays for each feather vote and draw a card for each quill vote. For each card drawn this way, discard a card."', () => {
    let s = enter('Messenger Jays', mana, 3, { hand: ['Bronze Sable'], library: ['Coveted Peacock', 'Swamp', 'Wastes'] });
    // CR 701.38a: "votes for feather or quill", offered as printed
    expect(offered(s)).toEqual(['feather', 'quill']);
    s = castVotes(s, ['feather', 'quill', 'quill']);
    expect(pt(s, permanent(s, 'Messenger Jays'))).toEqual([3, 2]);
    expect(names(s, 0, 'hand').sort()).toEqual(['Bronze Sable', 'Coveted Peacock', 'Swamp']);
    // two cards drawn: two to discard, chosen by the controller
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 2, max: 2 } });
    const hand = s.players[0]!.hand;
    s = choose(s, [hand.findIndex((id) => s.objects[id]!.card === 'Swamp'), hand.findIndex((id) => s.objects[id]!.card === 'Bronze Sable')].sort());
    expect(names(s, 0, 'hand')).toEqual(['Coveted Peacock']);
  });

  it('"For each card drawn this way": a card not drawn from an empty library is not discarded for', () => {
    let s = enter('Messenger Jays', mana, 3, { hand: ['Bronze Sable', 'Swamp'], library: ['Coveted Peacock'] });
    s = castVotes(s, ['quill', 'quill', 'quill']);
    // one card drawn of three: one discard
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 1, max: 1 } });
  });
});

describe('Capital Punishment', () => {
  /** Player 0 casts Capital Punishment; opponents have creatures and cards in hand. */
  function capital(): ReadonlyGameState {
    const { state } = setup({
      players: [
        { hand: ['Capital Punishment'], battlefield: ['Swamp', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Bronze Sable'] },
        { hand: ['Swamp', 'Plains', 'Island'], battlefield: ['Bronze Sable', 'Coveted Peacock', 'Ballot Broker'] },
        { hand: ['Swamp'], battlefield: ['Bronze Sable'] },
      ],
    });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"Each opponent sacrifices a creature for each death vote and discards a card for each taxes vote."', () => {
    let s = capital();
    s = voteFor(s, 'death');
    s = additionalVote(voteFor(s, 'death'), false);
    s = voteFor(s, 'taxes');
    // player 1 chooses two creatures; player 2 has only one, which goes
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice', min: 2, max: 2 } });
    s = choose(s, [0, 1]);
    // then discards: player 1 chooses one card; player 2 discards their only card
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard', min: 1, max: 1 } });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Coveted Peacock', 'Swamp']);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable', 'Swamp']);
    expect(permanents(s, 'Bronze Sable').map((id) => s.objects[id]!.controller)).toEqual([0]);
  });

  it('"Each opponent chooses an appropriate number of creatures to sacrifice in turn order, then all of those creatures are sacrificed simultaneously."', () => {
    const { state } = setup({
      players: [
        { hand: ['Capital Punishment'], battlefield: ['Swamp', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
        { battlefield: ['Bronze Sable', 'Coveted Peacock'] },
        { battlefield: ['Bronze Sable', 'Coveted Peacock'] },
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['death', 'taxes', 'taxes']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice' } });
    s = choose(s, [0]);
    // player 1 has chosen; nothing is sacrificed before player 2 has chosen too
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    expect(permanents(s, 'Bronze Sable')).toHaveLength(2);
    s = choose(s, [1]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(names(s, 2, 'graveyard')).toEqual(['Coveted Peacock']);
    // both moved one after the other with no other event between them
    const log = s.log.flat();
    const i = log.findIndex((e) => e.type === 'zoneChange' && e.rule === '701.21');
    expect(log[i + 1]).toMatchObject({ type: 'zoneChange', rule: '701.21' });
  });

  it('"After that is complete, each opponent sets aside an appropriate number of cards to discard in turn order, then all cards are revealed and discarded simultaneously."', () => {
    const { state } = setup({
      players: [
        { hand: ['Capital Punishment'], battlefield: ['Swamp', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
        { hand: ['Swamp', 'Plains'] },
        { hand: ['Island', 'Forest'] },
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['taxes', 'death', 'death']);
    s = choose(s, [1]);
    // player 1's card is set aside, not yet discarded, while player 2 chooses
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'discard' } });
    expect(names(s, 1, 'hand')).toEqual(['Swamp', 'Plains']);
    expect(events(s, 'discard')).toEqual([]);
    s = choose(s, [0]);
    expect(events(s, 'discard').map((e) => [e.player, e.card])).toEqual([[1, 'Plains'], [2, 'Island']]);
  });

  it('"each opponent": its caster neither discards for a taxes vote nor sacrifices for a death vote', () => {
    const { state } = setup({
      players: [
        { hand: ['Capital Punishment', 'Island'], battlefield: ['Swamp', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Bronze Sable'] },
        { hand: ['Plains'], battlefield: ['Coveted Peacock'] },
      ],
    });
    const s = resolveStack(castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['taxes', 'death']));
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Coveted Peacock', 'Plains']);
  });

  it('"If an opponent controls fewer creatures or has fewer cards in hand than the number of appropriate votes, all those creatures are sacrificed or all those cards are discarded, as applicable."', () => {
    let s = capital();
    s = voteFor(s, 'taxes');
    s = voteFor(additionalVote(voteFor(s, 'taxes'), true), 'taxes');
    s = voteFor(s, 'taxes');
    // four taxes votes: player 1 discards all three cards, player 2 their one; no creature is sacrificed
    s = resolveStack(s);
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 2, 'hand')).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(3);
  });

  it('CR 800.4a, 800.4i: an opponent who voted death and then left the game: their vote still counts, and only the opponents still in the game sacrifice and discard', () => {
    const { state } = setup({
      players: [
        { hand: ['Capital Punishment'], battlefield: ['Swamp', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
        { hand: ['Swamp'], battlefield: ['Bronze Sable'] },
        { hand: ['Plains', 'Island', 'Forest'], battlefield: ['Bronze Sable', 'Coveted Peacock', 'Pillarfield Ox'] },
        { hand: ['Mountain', 'Swamp', 'Plains'], battlefield: ['Bronze Sable', 'Coveted Peacock', 'Pillarfield Ox'] },
      ],
    });
    let s = voteFor(voteFor(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), 'taxes'), 'death');
    // player 1 has voted death; they leave while player 2 is asked to vote
    expect(voteChooser(s)).toBe(2);
    s = apply(s, { type: 'concede', player: 1 });
    s = voteFor(voteFor(s, 'death'), 'taxes');
    expect(votesLogged(s)).toEqual([[0, 'taxes'], [1, 'death'], [2, 'death'], [3, 'taxes']]);
    // two death votes, two taxes votes: players 2 and 3 each sacrifice two creatures and discard two cards
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice', min: 2, max: 2 } });
    s = choose(s, [0, 1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 3, choice: { prompt: 'sacrifice', min: 2, max: 2 } });
    s = choose(s, [0, 1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'discard', min: 2, max: 2 } });
    s = choose(s, [0, 1]);
    s = resolveStack(choose(s, [0, 1]));
    expect(permanents(s, 'Pillarfield Ox').map((id) => s.objects[id]!.controller)).toEqual([2, 3]);
    expect([names(s, 2, 'hand'), names(s, 3, 'hand')]).toEqual([['Forest'], ['Plains']]);
  });
});

describe('Orchard Elemental', () => {
  it('"Put two +1/+1 counters on Orchard Elemental for each sprout vote. You gain 3 life for each harvest vote."', () => {
    const s = castVotes(enter('Orchard Elemental', ['Forest', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'], 4), ['sprout', 'harvest', 'harvest', 'sprout']);
    expect(pt(s, permanent(s, 'Orchard Elemental'))).toEqual([6, 6]);
    expect(life(s, 0)).toBe(26);
    expect([life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 20, 20]);
  });
});

describe('Expropriate', () => {
  const mana = ['Island', 'Island', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  /** Player 0 casts Expropriate in a three-player game; it starts resolving. */
  function expropriate(mine: (string | { card: string; controller: number })[] = [], one: string[] = ['Bronze Sable', 'Plains'], two: string[] = ['Coveted Peacock']): ReadonlyGameState {
    const { state } = setup({ players: [{ hand: ['Expropriate'], battlefield: [...mana, ...mine] }, { battlefield: one }, { battlefield: two }] });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"For each time vote, take an extra turn after this one. For each money vote, choose a permanent owned by the voter and gain control of it. Exile Expropriate."', () => {
    let s = castVotes(expropriate(), ['time', 'money', 'money']);
    // one choice for player 1's money vote (among what player 1 owns), then one for player 2's
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'gainControl' } });
    const d1 = s.decision?.kind === 'choose' ? s.decision.choice.options : [];
    expect(d1).toEqual([{ object: permanent(s, 'Bronze Sable') }, { object: permanent(s, 'Plains') }]);
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Coveted Peacock') }] } });
    s = choose(s, [0]);
    expect(characteristicsController(s, 'Bronze Sable')).toBe(0);
    expect(characteristicsController(s, 'Coveted Peacock')).toBe(0);
    expect(characteristicsController(s, 'Plains')).toBe(1);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Expropriate']);
    expect(names(s, 0, 'graveyard')).toEqual([]);
    // CR 400.7, 608.2n: the spell on the stack became the exiled card; it did not also cease to exist as it finished
    const spell = events(s, 'cast').at(-1)!.object!;
    expect(s.objects[spell]!.movedTo).toBe(s.exile[0]);
    // one extra turn after this one, then player 1's turn
    s = nextTurn(s);
    expect([s.turn.active, events(s, 'extraTurn').length]).toEqual([0, 1]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    // the control lasts: still player 0's
    expect(characteristicsController(s, 'Bronze Sable')).toBe(0);
  });

  it('each time vote is an extra turn: three time votes, three extra turns', () => {
    let s = castVotes(expropriate(), ['time', 'time', 'time']);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = nextTurn(s);
      order.push(s.turn.active);
    }
    expect(order).toEqual([0, 0, 0, 1]);
  });

  it('"Expropriate doesn’t target any of the permanents you gain control of. You could choose a permanent with hexproof, for example. (Hey, money talks.)"', () => {
    let s = expropriate();
    s = withKeywords(s, permanent(s, 'Bronze Sable'), ['hexproof']);
    s = choose(castVotes(s, ['time', 'money', 'time']), [0]);
    expect(characteristicsController(s, 'Bronze Sable')).toBe(0);
  });

  it('"You can vote money to gain control of a permanent you own, no matter who controls it."', () => {
    // player 1 controls a Bronze Sable player 0 owns
    let s = expropriate([{ card: 'Bronze Sable', controller: 1 }], ['Plains'], []);
    const sable = permanent(s, 'Bronze Sable');
    expect(characteristicsController(s, 'Bronze Sable')).toBe(1);
    s = castVotes(s, ['money', 'time', 'time']);
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options.some((o) => 'object' in o && o.object === sable)).toBe(true);
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === sable) : -1]);
    expect(characteristicsController(s, 'Bronze Sable')).toBe(0);
  });

  it('a choice made for a money vote stays made (CR 101.4): the permanent chosen leaving the game with the player who controlled it (CR 800.4a) is not replaced by another', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate'], battlefield: mana },
        // player 3 controls player 1's Bronze Sable (as Desertion leaves a countered card)
        { battlefield: [{ card: 'Bronze Sable', controller: 3 }, 'Plains'] },
        { battlefield: ['Coveted Peacock', 'Pillarfield Ox'] },
        {},
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['time', 'money', 'money', 'time']);
    // for player 1's money vote, player 0 chooses the Sable player 1 owns
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Bronze Sable') }, { object: permanent(s, 'Plains') }] } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Coveted Peacock') }, { object: permanent(s, 'Pillarfield Ox') }] } });
    // player 3 leaves: the Sable they controlled is exiled (CR 800.4a); player 1's vote was chosen for
    s = apply(s, { type: 'concede', player: 3 });
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Coveted Peacock') }, { object: permanent(s, 'Pillarfield Ox') }] } });
    s = resolveStack(choose(s, [1]));
    expect(characteristicsController(s, 'Pillarfield Ox')).toBe(0);
    expect(characteristicsController(s, 'Plains')).toBe(1);
  });

  it('a voter who leaves the game while the money votes are chosen for: the choice made for their vote goes with them, the next voter\'s is asked (CR 800.4a)', () => {
    const { state } = setup({ players: [{ hand: ['Expropriate'], battlefield: mana }, { battlefield: ['Bronze Sable', 'Plains'] }, { battlefield: ['Coveted Peacock', 'Pillarfield Ox'] }, {}] });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['time', 'money', 'money', 'time']);
    // the permanent for player 1's money vote: the Plains (the second option); player 2's is asked next
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Coveted Peacock') }, { object: permanent(s, 'Pillarfield Ox') }] } });
    s = apply(s, { type: 'concede', player: 1 });
    // player 1's permanents are gone with them; the choice for player 2's vote is still player 0's to make
    expect(permanents(s, 'Plains')).toEqual([]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: [{ object: permanent(s, 'Coveted Peacock') }, { object: permanent(s, 'Pillarfield Ox') }] } });
    s = choose(s, [0]);
    expect(characteristicsController(s, 'Coveted Peacock')).toBe(0);
    expect(characteristicsController(s, 'Pillarfield Ox')).toBe(2);
  });

  it('CR 800.4a, 101.4: an earlier voter leaving while the second money vote of a player with two (Brago\'s Representative) is chosen for: that choice is asked again, never taken from the first', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate'], battlefield: mana },
        { battlefield: ['Bronze Sable', 'Plains'] },
        { battlefield: ["Brago's Representative", 'Coveted Peacock', 'Pillarfield Ox'] },
        {},
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['time', 'money', 'money', 'money', 'time']);
    // player 1's money vote: the Plains; player 2's first: the Coveted Peacock
    s = choose(s, [1]);
    const player2s = [permanent(s, "Brago's Representative"), permanent(s, 'Coveted Peacock'), permanent(s, 'Pillarfield Ox')].map((object) => ({ object }));
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: player2s } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: player2s } });
    // player 1 leaves while player 0 chooses for player 2's second money vote: it is still player 0's to make
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'gainControl', options: player2s } });
    s = resolveStack(choose(s, [2]));
    expect(characteristicsController(s, 'Coveted Peacock')).toBe(0);
    expect(characteristicsController(s, 'Pillarfield Ox')).toBe(0);
    expect(characteristicsController(s, "Brago's Representative")).toBe(2);
  });

  it('"The effects of each council’s dilemma ability happen in the stated order. First the vote occurs, then the first effect, and finally the second effect."', () => {
    const s = choose(castVotes(expropriate(), ['money', 'time', 'time']), [0]);
    const order = s.log.flat().filter((e) => ['vote', 'extraTurnAdded'].includes(e.type) || (e.type === 'zoneChange' && e.zone === 'exile')).map((e) => e.type);
    expect(order).toEqual(['vote', 'vote', 'vote', 'extraTurnAdded', 'extraTurnAdded', 'zoneChange']);
    // the control change came between the extra turns and the exile
    expect(s.effects.filter((e) => e.change.kind === 'control')).toHaveLength(1);
  });
});

/** The controller of the one permanent of this name, as the game's characteristics say (layer 2). */
function characteristicsController(state: ReadonlyGameState, name: string): number {
  return characteristics(state, permanent(state, name)).controller;
}

describe("Selvala's Stampede", () => {
  const mana = ['Forest', 'Forest', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  function stampede(hand: string[], library: string[], n = 3): ReadonlyGameState {
    const players = Array.from({ length: n }, (_, i) => (i === 0 ? { hand: ["Selvala's Stampede", ...hand], battlefield: mana, library } : {}));
    const { state } = setup({ players });
    return resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  }

  it('"Reveal cards from the top of your library until you reveal a creature card for each wild vote. Put those creature cards onto the battlefield, then shuffle the rest into your library. You may put a permanent card from your hand onto the battlefield for each free vote."', () => {
    let s = stampede(['Swamp', 'Bronze Sable', "Tyrant's Choice"], ['Wastes', 'Coveted Peacock', 'Island', 'Pillarfield Ox', 'Plains', 'Ballot Broker']);
    s = castVotes(s, ['wild', 'free', 'wild']);
    // two creatures revealed and put onto the battlefield; the rest shuffled back; the reveal is public
    expect(permanents(s, 'Coveted Peacock')).toHaveLength(1);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
    expect(names(s, 0, 'library').sort()).toEqual(['Ballot Broker', 'Island', 'Plains', 'Wastes']);
    expect(events(s, 'shuffle')).toHaveLength(1);
    // one free vote: a choice of up to one permanent card from the hand (not the sorcery)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', min: 0, max: 1 } });
    const d = s.decision?.kind === 'choose' ? s.decision.choice : null;
    expect(d!.options.map((o) => ('object' in o ? s.objects[o.object]!.card : ''))).toEqual(['Swamp', 'Bronze Sable']);
    s = choose(s, [1]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual(['Swamp', "Tyrant's Choice"]);
  });

  it('CR 707.9, 614.1c: a Dack\'s Duplicate revealed for a wild vote is asked what to copy as it enters', () => {
    const { state } = setup({ players: [{ hand: ["Selvala's Stampede"], battlefield: mana, library: ['Wastes', "Dack's Duplicate", 'Island'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['wild', 'wild']);
    const lizard = permanent(s, 'Lizard Warrior');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    const dup = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
    expect(pt(s, dup)).toEqual([4, 2]);
    expect(keywords(s, dup)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
  });

  it('"You may put a permanent card …": the free votes may go unused', () => {
    let s = castVotes(stampede(['Bronze Sable'], ['Wastes']), ['free', 'free', 'free']);
    expect(legalActions(s).map((a) => a.type === 'choose' && a.choice)).toEqual([[], [0]]);
    s = choose(s, []);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    // no wild vote: nothing revealed, yet "shuffle the rest into your library" shuffles it (CR 701.24d)
    expect(events(s, 'reveal')).toEqual([]);
    expect(events(s, 'shuffle')).toMatchObject([{ player: 0, rule: '701.24' }]);
  });

  it('CR 701.24d: wild votes and an empty library reveal nothing, and the library is still shuffled', () => {
    const s = castVotes(stampede([], [], 2), ['wild', 'wild']);
    expect(events(s, 'reveal')).toEqual([]);
    expect(events(s, 'shuffle')).toMatchObject([{ player: 0, rule: '701.24' }]);
  });

  it('CR 402.3: with a free vote and a hand holding no permanent card, the choice is still asked (with nothing to pick), so that whether it comes tells nobody what the hand holds', () => {
    let s = castVotes(stampede(["Tyrant's Choice"], [], 2), ['free', 'wild']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [], min: 0 } });
    s = choose(s, []);
    expect(names(s, 0, 'hand')).toEqual(["Tyrant's Choice"]);
    expect(names(s, 0, 'graveyard')).toEqual(["Selvala's Stampede"]);
  });

  it('"The creature cards revealed for the wild votes all enter the battlefield at the same time, followed by the permanent cards put onto the battlefield from your hand for the free votes."', () => {
    let s = castVotes(stampede(['Bronze Sable'], ['Coveted Peacock', 'Pillarfield Ox']), ['wild', 'free', 'wild']);
    s = choose(s, [0]);
    const entered = events(s, 'zoneChange').filter((e) => e.zone === 'battlefield' && e.rule === '608.2c').map((e) => e.card);
    expect(entered).toEqual(['Coveted Peacock', 'Pillarfield Ox', 'Bronze Sable']);
  });

  it('"Any abilities that trigger because of any of those cards entering the battlefield are put onto the stack at the same time, after Selvala’s Stampede finishes resolving. You choose the order that abilities you control go on the stack …"', () => {
    let s = castVotes(stampede(['Orchard Elemental'], ['Lieutenants of the Guard']), ['wild', 'free', 'free']);
    s = choose(s, [0]);
    // the Stampede has finished resolving; both enters abilities wait, and player 0 orders them
    expect(s.stack).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(["Selvala's Stampede"]);
    expect(s.pendingTriggers.map((t) => t.card).sort()).toEqual(['Lieutenants of the Guard', 'Orchard Elemental']);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
  });

  it('"You choose the order that abilities you control go on the stack, followed by each other player in turn order choosing the order for abilities they control. The last ability to be put on the stack will resolve first." (CR 603.3b)', () => {
    // four players: players 1 and 3 control a Hamletback Goliath, which triggers for each creature entering
    const { state } = setup({
      players: [
        { hand: ["Selvala's Stampede", 'Orchard Elemental'], battlefield: mana, library: ['Lieutenants of the Guard'] },
        { battlefield: ['Hamletback Goliath'] },
        {},
        { battlefield: ['Hamletback Goliath'] },
      ],
    });
    let s = castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['wild', 'free', 'free', 'wild']);
    s = choose(s, [0]);
    expect(s.pendingTriggers).toHaveLength(6);
    const ordering: number[] = [];
    while (s.decision?.kind === 'putTrigger') {
      const p = s.decision.player;
      if (ordering.at(-1) !== p) ordering.push(p);
      s = putTrigger(s, [], s.pendingTriggers.findIndex((t) => t.controller === p));
    }
    // player 0 first, then players 1 and 3 in turn order: player 3's abilities are on top and resolve first
    expect(ordering).toEqual([0, 1, 3]);
    expect(s.stack.map((id) => s.objects[id]!.controller)).toEqual([0, 0, 1, 1, 3, 3]);
  });

  it('CR 603.6a: the creature cards revealed for the wild votes enter at the same time, so a Hamletback Goliath revealed after a Bronze Sable sees the Sable enter', () => {
    let s = castVotes(stampede([], ['Bronze Sable', 'Hamletback Goliath'], 2), ['wild', 'wild']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    const goliath = permanent(s, 'Hamletback Goliath');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Hamletback Goliath']);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [0]);
    expect(pt(s, goliath)).toEqual([8, 8]);
  });

  it('CR 603.6a: the permanent cards put from the hand for the free votes enter at the same time too', () => {
    let s = castVotes(stampede(['Bronze Sable', 'Hamletback Goliath'], [], 2), ['free', 'free']);
    s = choose(s, [0, 1]);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Hamletback Goliath']);
  });

  it('CR 303.4f: an Aura put from the hand for a free vote enters attached to what its controller chooses, among what is already on the battlefield (a creature revealed for a wild vote too)', () => {
    let s = castVotes(stampede(['Bonds of Quicksilver'], ['Bronze Sable'], 2), ['wild', 'free']);
    s = choose(s, [0]);
    const sable = permanent(s, 'Bronze Sable');
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'enchant', rule: '303.4f' } });
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === sable) : -1]);
    expect(s.objects[permanent(s, 'Bonds of Quicksilver')]!.attachedTo).toEqual({ object: sable });
  });

  it('CR 303.4g: an Aura with nothing it could enchant stays in the hand', () => {
    let s = castVotes(stampede(['Bonds of Quicksilver'], [], 2), ['free', 'free']);
    s = choose(s, [0]);
    expect(permanents(s, 'Bonds of Quicksilver')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual(['Bonds of Quicksilver']);
  });

  it('"Reveal cards … until you reveal a creature card for each wild vote": a library with too few reveals all it has', () => {
    const s = castVotes(stampede([], ['Island', 'Bronze Sable', 'Plains']), ['wild', 'wild', 'wild']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(names(s, 0, 'library').sort()).toEqual(['Island', 'Plains']);
  });
});
