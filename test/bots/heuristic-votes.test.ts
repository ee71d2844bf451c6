/**
 * The heuristic bot's votes (CR 701.38), colour choices (CR 105.1, 702.16a) and library orderings
 * (CR 401.4): each scenario lists several legal answers, and the bot gives the one that serves it for
 * every seed of its PRNG.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, heuristicBot, legalActions, seedRng, type Action, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { cast, passUntil, permanent, resolveTop, setup, skipUntil } from '../cards/helpers.js';
import { isVote, voteFor } from '../cards/voting.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The bot's answer for every seed, checked to be the same one; the premise that it had `atLeast` legal answers to choose among. */
function onlyAnswer(state: ReadonlyGameState, atLeast: number): Action {
  expect(legalActions(state).length, 'legal answers to choose among').toBeGreaterThanOrEqual(atLeast);
  const answers = SEEDS.map((seed) => heuristicBot(botInput(state, legalActions(state), seedRng(seed))));
  for (const a of answers) expect(a).toEqual(answers[0]);
  return answers[0] as Action;
}

/** What an answer to a choice picks: the label of an option, or the name of an object. */
function picked(state: ReadonlyGameState, a: Action): string[] {
  const d = state.decision;
  if (a.type !== 'choose' || d?.kind !== 'choose') throw new Error(`expected an answer to a choice, got ${a.type}`);
  return a.choice.map((i) => {
    const o = d.choice.options[i]!;
    return 'label' in o ? o.label : state.objects[(o as { object: ObjectId }).object]!.card;
  });
}

/** The bot's vote as `player` casts it: checked to be the vote of that player, and for every seed alike. */
function botVote(state: ReadonlyGameState, player: number): { vote: string; after: ReadonlyGameState } {
  expect(isVote(state)).toBe(true);
  expect(state.decision?.player).toBe(player);
  const a = onlyAnswer(state, 2);
  return { vote: picked(state, a)[0]!, after: apply(state, a) };
}

/** Player 0 casts the first card of its hand, and the game passes to the first vote. */
function castToVote(players: Parameters<typeof setup>[0]['players']): ReadonlyGameState {
  const { state } = setup({ players, settings: { manaAbilities: 'automatic' } });
  const s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  expect(isVote(s)).toBe(true);
  return s;
}

describe("the heuristic bot votes for what serves it (CR 701.38)", () => {
  it("Council's Judgment: its caster votes for the opponent's permanent worth most (Pelakka Wurm), and an opponent for another opponent's (Lizard Warrior), never its own, for every seed", () => {
    const s = castToVote([
      { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable'] },
      { battlefield: ['Merfolk Looter', 'Pelakka Wurm'] },
      { battlefield: ['Wild Griffin', 'Lizard Warrior'] },
    ]);
    const first = botVote(s, 0);
    expect(first.vote).toBe('Pelakka Wurm');
    const second = botVote(first.after, 1);
    expect(second.vote).toBe('Lizard Warrior');
    const third = botVote(second.after, 2);
    expect(third.vote).toBe('Pelakka Wurm');
  });

  it('Capital Punishment: against an opponent with a creature and no cards in hand, its caster votes death and the opponent taxes, for every seed', () => {
    const s = castToVote([{ hand: ['Capital Punishment'], battlefield: Array<string>(6).fill('Swamp') }, { battlefield: ['Pelakka Wurm'] }]);
    const first = botVote(s, 0);
    expect(first.vote).toBe('death');
    expect(botVote(first.after, 1).vote).toBe('taxes');
  });

  it('Capital Punishment: against an opponent with cards in hand and no creature, its caster votes taxes and the opponent death, for every seed', () => {
    const s = castToVote([{ hand: ['Capital Punishment'], battlefield: Array<string>(6).fill('Swamp') }, { hand: ['Plains', 'Island'], battlefield: ['Plains'] }]);
    const first = botVote(s, 0);
    expect(first.vote).toBe('taxes');
    expect(botVote(first.after, 1).vote).toBe('death');
  });

  it("Lieutenants of the Guard (council's dilemma): its controller votes numbers (a 1/1 token), the opponent strength (a +1/+1 counter), for every seed", () => {
    const { state } = setup({ players: [{ hand: ['Lieutenants of the Guard'], battlefield: Array<string>(5).fill('Plains') }, {}], settings: { manaAbilities: 'automatic' } });
    let s = cast(state, 0, state.players[0]!.hand[0]!);
    s = passUntil(s, (x) => isVote(x));
    const first = botVote(s, 0);
    expect(first.vote).toBe('numbers');
    expect(botVote(first.after, 1).vote).toBe('strength');
  });

  /** Player 0 casts `card` with `mana`, its graveyard `graveyard`, player 1 controlling `theirs`; passed to the first vote. */
  function triggerVote(card: string, mana: string[], graveyard: string[], theirs: string[]): ReadonlyGameState {
    const { state } = setup({ players: [{ hand: [card], battlefield: mana, graveyard }, { battlefield: theirs }], settings: { manaAbilities: 'automatic' } });
    return passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => isVote(x));
  }

  it("Council Guardian: its controller votes red, the colour of most of the opponent's permanents; the opponent black, a colour none of its permanents has, for every seed", () => {
    const first = botVote(triggerVote('Council Guardian', Array<string>(6).fill('Plains'), [], ['Lizard Warrior', 'Ill-Tempered Cyclops', 'Merfolk Looter']), 0);
    expect(first.vote).toBe('red');
    expect(botVote(first.after, 1).vote).toBe('black');
  });

  it("Magister of Worth: with Pelakka Wurm in its graveyard against the opponent's Lizard Warrior, its controller votes grace and the opponent condemnation, for every seed", () => {
    const first = botVote(triggerVote('Magister of Worth', ['Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp'], ['Pelakka Wurm'], ['Lizard Warrior']), 0);
    expect(first.vote).toBe('grace');
    expect(botVote(first.after, 1).vote).toBe('condemnation');
  });

  /** Player 0 casts Orchard Elemental beside `mine` and votes `first`; passed to player 1's vote. */
  function orchardAfter(mine: string[], first: string): ReadonlyGameState {
    const { state } = setup({ players: [{ hand: ['Orchard Elemental'], battlefield: [...Array<string>(6).fill('Forest'), ...mine] }, {}], settings: { manaAbilities: 'automatic' } });
    const s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => isVote(x));
    return voteFor(s, first);
  }

  it("Orchard Elemental (council's dilemma): the opponent votes harvest (3 life) over sprout (two +1/+1 counters) for its controller, for every seed", () => {
    expect(botVote(orchardAfter([], 'sprout'), 1).vote).toBe('harvest');
  });

  it('Grudge Keeper: an opponent of its controller votes as the controller already did (sprout), not to lose 2 life, for every seed', () => {
    expect(botVote(orchardAfter(['Grudge Keeper'], 'sprout'), 1).vote).toBe('sprout');
  });

  it("Council's Judgment, the last to vote, with its Pelakka Wurm and Bronze Sable voted for once each: votes for its own Bronze Sable, the least loss, rather than for the opponent's Palace Sentinels, which would tie the three and exile them all (each permanent tied for most votes is exiled), for every seed", () => {
    const s = castToVote([
      { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Plains'] },
      { battlefield: ['Palace Sentinels'] },
      { battlefield: ['Pelakka Wurm', 'Bronze Sable'] },
    ]);
    const [sable, sentinels, wurm] = [permanent(s, 'Bronze Sable'), permanent(s, 'Palace Sentinels'), permanent(s, 'Pelakka Wurm')];
    const last = voteFor(voteFor(s, wurm), sable);
    const { vote, after } = botVote(last, 2);
    expect(vote).toBe('Bronze Sable');
    const done = passUntil(after, (x) => x.stack.length === 0 && x.decision?.kind === 'priority');
    expect(done.battlefield).toContain(wurm);
    expect(done.battlefield).toContain(sentinels);
    expect(done.battlefield).not.toContain(sable);
  });

  it("Council's Judgment, not the last to vote: still votes for the opponent's permanent it wants exiled, which the votes to come can make tied for most, for every seed", () => {
    const s = castToVote([
      { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Plains'] },
      { battlefield: ['Palace Sentinels', 'Pelakka Wurm'] },
      { battlefield: ['Bronze Sable'] },
    ]);
    expect(botVote(voteFor(s, permanent(s, 'Bronze Sable')), 1).vote).toBe('Bronze Sable');
  });

  it("Tyrant's Choice, against a caster with three votes for death (two Brago's Representatives) and a Grudge Keeper: the opponent it would cost Pelakka Wurm votes death too, since torture can no longer win and a vote unlike the caster's costs 2 life, for every seed", () => {
    const s = castToVote([
      { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Grudge Keeper', "Brago's Representative", "Brago's Representative"] },
      { battlefield: ['Pelakka Wurm'] },
      { battlefield: ['Bronze Sable'] },
    ]);
    const cast = voteFor(voteFor(voteFor(s, 'death'), 'death'), 'death');
    expect(botVote(cast, 1).vote).toBe('death');
  });

  it("Tyrant's Choice, against a caster with one vote for death and a Grudge Keeper: the opponent it would cost Pelakka Wurm votes torture, which can still win, for every seed", () => {
    const s = castToVote([
      { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Grudge Keeper'] },
      { battlefield: ['Pelakka Wurm'] },
      { battlefield: ['Bronze Sable'] },
    ]);
    expect(botVote(voteFor(s, 'death'), 1).vote).toBe('torture');
  });

  it("Tyrant's Choice, with its own Grudge Keeper and the vote already lost to death: votes torture, which the opponents didn't, so each loses 2 life, for every seed", () => {
    const s = castToVote([
      { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Pelakka Wurm'] },
      { battlefield: ['Pelakka Wurm'] },
      { battlefield: ['Grudge Keeper'] },
    ]);
    const { vote, after } = botVote(voteFor(voteFor(s, 'death'), 'death'), 2);
    expect(vote).toBe('torture');
    const done = passUntil(after, (x) => x.stack.length === 0 && x.decision?.kind === 'priority');
    expect(done.players.map((p) => p.life)).toEqual([18, 18, 20]);
  });

  it("Tyrant's Choice, with its own Grudge Keeper but the vote still open: votes death, the outcome it wants (its Grudge Keeper is worth less than the opponents' Wurms), for every seed", () => {
    const s = castToVote([
      { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Pelakka Wurm'] },
      { battlefield: ['Pelakka Wurm'] },
      { battlefield: ['Grudge Keeper'] },
    ]);
    expect(botVote(voteFor(voteFor(s, 'torture'), 'death'), 2).vote).toBe('death');
  });

  it('Expropriate: the opponent votes time, not money (which would give the caster its Pelakka Wurm), for every seed', () => {
    const s = castToVote([{ hand: ['Expropriate'], battlefield: Array<string>(9).fill('Island') }, { battlefield: ['Pelakka Wurm'] }]);
    expect(botVote(voteFor(s, 'time'), 1).vote).toBe('time');
  });

  it("Expropriate: for the opponent's money vote, its caster gains control of the opponent's permanent worth most (Pelakka Wurm), for every seed", () => {
    const s = castToVote([{ hand: ['Expropriate'], battlefield: Array<string>(9).fill('Island') }, { battlefield: ['Merfolk Looter', 'Pelakka Wurm', 'Bronze Sable'] }]);
    const after = voteFor(voteFor(s, 'time'), 'money');
    expect(after.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'gainControl' } });
    expect(picked(after, onlyAnswer(after, 3))).toEqual(['Pelakka Wurm']);
  });

  /** Player 0 controls Coercive Portal, a Swamp and Bronze Sable, player 1 `theirs`; the game goes on to player 0's upkeep vote. */
  function portalVote(theirs: string[]): ReadonlyGameState {
    const { state } = setup({ players: [{ battlefield: ['Coercive Portal', 'Swamp', 'Bronze Sable'] }, { battlefield: theirs }], active: 1, step: 'end' });
    const s = skipUntil(state, (x) => isVote(x));
    expect([s.turn.active, s.turn.step]).toEqual([0, 'upkeep']);
    return s;
  }

  it('Coercive Portal: behind on the battlefield (its Bronze Sable against Pelakka Wurm), its controller votes carnage, for every seed', () => {
    expect(botVote(portalVote(['Pelakka Wurm']), 0).vote).toBe('carnage');
  });

  it('Coercive Portal: ahead on the battlefield (against Merfolk Looter), its controller votes homage, and the opponent, behind, carnage, for every seed', () => {
    const first = botVote(portalVote(['Merfolk Looter']), 0);
    expect(first.vote).toBe('homage');
    expect(botVote(first.after, 1).vote).toBe('carnage');
  });
});

describe('the heuristic bot names the colour most useful to it (CR 105.1)', () => {
  it("Stave Off on its own creature: protection from red, the colour of most of the opponent's permanents, for every seed (CR 702.16a)", () => {
    const { state } = setup({
      players: [{ hand: ['Stave Off'], battlefield: ['Plains', 'Bronze Sable'] }, { battlefield: ['Merfolk Looter', 'Lizard Warrior', 'Ill-Tempered Cyclops'] }],
      settings: { manaAbilities: 'automatic' },
    });
    let s = cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'color' } });
    expect(picked(s, onlyAnswer(s, 5))).toEqual(['protection from red']);
  });
});

describe('the heuristic bot adds mana of the colour its hand asks for (CR 106.1, 605.3b)', () => {
  it("chosen by the opponent's Spectral Searchlight, beside an Island, with Pelakka Wurm ({4}{G}{G}) and Merfolk Looter ({1}{U}) in hand: green, for every seed", () => {
    const { state } = setup({ players: [{ battlefield: ['Spectral Searchlight'] }, { hand: ['Pelakka Wurm', 'Merfolk Looter'], battlefield: ['Island'] }] });
    const s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Spectral Searchlight'), ability: 0, targets: [], x: 0, chosenPlayer: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'manaColor' } });
    expect(picked(s, onlyAnswer(s, 5))).toEqual(['G']);
  });
});

describe('the heuristic bot orders cards going to its library with those it wants most nearest the top (CR 401.4)', () => {
  it('Lead the Stampede with no creature card among the five: of the rest going to the bottom, Echoing Courage (its lands cast it) highest, then the Forest, for every seed', () => {
    const { state } = setup({
      players: [{ hand: ['Lead the Stampede'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Serum Visions', 'Forest', 'Zealous Strike', 'Echoing Courage', 'Serum Visions', 'Wastes'] }, {}],
      settings: { manaAbilities: 'automatic' },
    });
    let s = cast(state, 0, state.players[0]!.hand[0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    if (s.decision?.kind === 'choose' && s.decision.choice.prompt === 'revealCreatures') s = apply(s, legalActions(s)[0]!);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'bottomOrder' } });
    const first = onlyAnswer(s, 5);
    expect(picked(s, first)).toEqual(['Echoing Courage']);
    s = apply(s, first);
    expect(picked(s, onlyAnswer(s, 4))).toEqual(['Forest']);
  });

  it('Brainstorm: puts back Pelakka Wurm (its lands cannot cast it) first and the Island (it has lands enough) on top of it, keeping Merfolk Looter and Serum Visions, for every seed', () => {
    const { state } = setup({
      players: [{ hand: ['Brainstorm', 'Merfolk Looter'], battlefield: ['Island', 'Island'], library: ['Island', 'Serum Visions', 'Pelakka Wurm', 'Wastes'] }, {}],
      settings: { manaAbilities: 'automatic' },
    });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOnTop' } });
    const first = onlyAnswer(s, 4);
    expect(picked(s, first)).toEqual(['Pelakka Wurm']);
    s = apply(s, first);
    const second = onlyAnswer(s, 3);
    expect(picked(s, second)).toEqual(['Island']);
    s = apply(s, second);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card).sort()).toEqual(['Merfolk Looter', 'Serum Visions']);
  });
});
