/**
 * How the heuristic bot votes (CR 701.38): for the option whose outcome serves it best. Each voting
 * card's options are weighed by what their outcome gives each player (a card, a permanent, life, an
 * extra turn…, in the units of `permanentValue`): an option is worth to the bot what it gives the bot
 * less what it gives, on average, each other player in the game. So the controller of Council's
 * Judgment votes to exile an opponent's permanent worth most, and an opponent of it one of another
 * opponent's, never its own; Coercive Portal's carnage is voted by whoever has less on the
 * battlefield than the others; a council's dilemma is voted for the option that helps its
 * controller most, or, by an opponent, least. Where only the options with the most votes happen (will
 * of the council), the bot weighs what its vote can still change: when it is the last to vote, the
 * outcome its vote makes; otherwise, when the option it prefers can no longer get the most votes, it
 * votes for the least bad of those that can (a vote for a lost cause is worth no more than the worst
 * outcome it leaves to the others). A council's dilemma counts every vote, so there each vote is
 * weighed alone. Grudge Keeper's "each opponent who voted for a choice you didn't vote for loses 2
 * life" is weighed for every Grudge Keeper whose controller has voted or is voting: one of another
 * player's makes the bot vote alike, its own makes it vote unlike the opponents who have voted, in
 * the units of life lost (the game, for a player it leaves at 0). The bot takes each additional vote it may (CR 701.38d)
 * unless another player chooses its votes (Illusion of Choice), and of a voter's permanents for
 * Expropriate's money vote gains control of the one worth most. Votes of a card it cannot weigh are
 * left to the bot's caller.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { characteristics } from '../engine/characteristics.js';
import { opponents } from '../engine/players.js';
import { objectOption, voteChooser, votesCastBy, votesOf } from '../rules/701.38-vote.js';
import type { ChoiceOption, GameState, ObjectId, PlayerId } from '../state/types.js';
import { permanentValue } from './heuristic-targets.js';

/** What a card drawn or discarded is worth, in the units of `permanentValue` (a two-mana 2/2 is worth 8). */
const CARD = 5;

/** What a player's losing the game is worth to them: beyond any card or permanent. */
const LOSS = 1000;

/** The vote being held: the spell or ability holding it, its controller, and who casts the vote being chosen. */
interface VoteSeen {
  state: GameState;
  /** The spell or ability holding the vote. */
  holder: ObjectId;
  /** Its controller ("you" of its text). */
  controller: PlayerId;
  /** The player whose vote this is. */
  voter: PlayerId;
}

/** What an option's outcome gives `player` (negative: takes from them), were it to win or count once. */
type Outcome = (v: VoteSeen, player: PlayerId) => number;

/** The permanents a player controls. */
function permanentsOf(state: GameState, player: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => characteristics(state, id).controller === player);
}

function creaturesOf(state: GameState, player: PlayerId): ObjectId[] {
  return permanentsOf(state, player).filter((id) => characteristics(state, id).types.includes('Creature'));
}

/** The value of the creature a player would sacrifice: their least, none if they control none (CR 701.21). */
function leastCreature(state: GameState, player: PlayerId): number {
  const values = creaturesOf(state, player).map((id) => permanentValue(state, id));
  return values.length === 0 ? 0 : Math.min(...values);
}

/** What losing `n` life costs a player: the life itself, and the game if it is all they have (CR 104.3a). */
function lifeLoss(state: GameState, player: PlayerId, n: number): number {
  return (state.players[player]?.life ?? 0) <= n ? -LOSS : -n;
}

/** An outcome for each opponent of the controller only. */
function toOpponents(f: (state: GameState, player: PlayerId) => number): Outcome {
  return (v, p) => (p === v.controller ? 0 : f(v.state, p));
}

/** An outcome for the controller only. */
function toController(f: (v: VoteSeen) => number): Outcome {
  return (v, p) => (p === v.controller ? f(v) : 0);
}

/** An extra turn for the controller: a card drawn, and another attack with its creatures. */
const extraTurn = toController((v) => CARD + creaturesOf(v.state, v.controller).reduce((n, id) => n + Math.max(0, characteristics(v.state, id).power ?? 0), 0));

/** The worth of the creature cards in a player's graveyard. */
function graveyardCreatures(state: GameState, player: PlayerId): number {
  return (state.players[player]?.graveyard ?? []).filter((id) => characteristics(state, id).types.includes('Creature')).reduce((n, id) => n + permanentValue(state, id), 0);
}

/** The target spell of the spell holding the vote (Split Decision), if it is still one. */
function targetSpell(v: VoteSeen): ObjectId | undefined {
  const t = v.state.objects[v.holder]?.targets[0];
  return t && 'object' in t && v.state.stack.includes(t.object) ? t.object : undefined;
}

/** The worth of a permanent card in a player's hand they might put onto the battlefield: their best. */
function bestPermanentInHand(state: GameState, player: PlayerId): number {
  const permanentTypes = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
  const values = (state.players[player]?.hand ?? []).filter((id) => characteristics(state, id).types.some((t) => permanentTypes.includes(t))).map((id) => permanentValue(state, id));
  return Math.max(0, ...values);
}

/** The colours Council Guardian's vote names, by their words. */
const GUARDIAN_COLORS: Readonly<Record<string, string>> = { blue: 'U', black: 'B', red: 'R', green: 'G' };

/** Protection from a colour, for the controller: the count of the other players' permanents of that colour (CR 702.16). */
function protectionFrom(word: string): Outcome {
  const color = GUARDIAN_COLORS[word];
  return toController((v) => opponents(v.state, v.controller).flatMap((p) => permanentsOf(v.state, p)).filter((id) => (characteristics(v.state, id).colors as readonly string[]).includes(color ?? '')).length);
}

/** The outcome of each word option of each voting card of CNS and CN2, from its Oracle text. */
const OUTCOMES: Readonly<Record<string, Readonly<Record<string, Outcome>>>> = {
  // "If death gets more votes, each opponent sacrifices a creature. If torture …, each opponent loses 4 life."
  "Tyrant's Choice": { death: toOpponents((s, p) => -leastCreature(s, p)), torture: toOpponents((s, p) => lifeLoss(s, p, 4)) },
  // "each player returns each creature card from their graveyard …" / "destroy all creatures other than Magister of Worth"
  'Magister of Worth': {
    grace: (v, p) => graveyardCreatures(v.state, p),
    condemnation: (v, p) => -creaturesOf(v.state, p).filter((id) => id !== v.state.objects[v.holder]?.source).reduce((n, id) => n + permanentValue(v.state, id), 0),
  },
  // "creatures your opponents control get -2/-2 …" / "each opponent discards two cards"
  'Bite of the Black Rose': {
    sickness: toOpponents((s, p) => -creaturesOf(s, p).filter((id) => (characteristics(s, id).toughness ?? 0) <= 2).reduce((n, id) => n + permanentValue(s, id), 0)),
    psychosis: toOpponents((s, p) => -CARD * Math.min(2, s.players[p]?.hand.length ?? 0)),
  },
  // "sacrifice Coercive Portal and destroy all nonland permanents" / "draw a card"
  'Coercive Portal': {
    carnage: (v, p) => -permanentsOf(v.state, p).filter((id) => !characteristics(v.state, id).types.includes('Land')).reduce((n, id) => n + permanentValue(v.state, id), 0),
    homage: toController(() => CARD),
  },
  // "take an extra turn after this one" / "draw three cards"
  'Plea for Power': { time: extraTurn, knowledge: toController(() => 3 * CARD) },
  // "counter the spell" / "copy the spell" (the copy is the voting spell's controller's, CR 707.10)
  'Split Decision': {
    denial: (v, p) => {
      const spell = targetSpell(v);
      return spell !== undefined && characteristics(v.state, spell).controller === p ? -2 * characteristics(v.state, spell).manaValue : 0;
    },
    duplication: (v, p) => {
      const spell = targetSpell(v);
      return spell !== undefined && p === v.controller ? 2 * characteristics(v.state, spell).manaValue : 0;
    },
  },
  // "gains protection from each color with the most votes or tied for most votes"
  'Council Guardian': Object.fromEntries(Object.keys(GUARDIAN_COLORS).map((w) => [w, protectionFrom(w)])),
  // a +1/+1 counter on it for each strength vote / a 1/1 Soldier token for each numbers vote
  'Lieutenants of the Guard': { strength: toController(() => 2), numbers: toController(() => 3) },
  // a +1/+1 counter for each feather vote / draw then discard a card for each quill vote
  'Messenger Jays': { feather: toController(() => 2), quill: toController(() => 1) },
  // each opponent sacrifices a creature for each death vote / discards a card for each taxes vote
  'Capital Punishment': {
    death: toOpponents((s, p) => -leastCreature(s, p)),
    taxes: toOpponents((s, p) => ((s.players[p]?.hand.length ?? 0) > 0 ? -CARD : 0)),
  },
  // two +1/+1 counters for each sprout vote / 3 life for each harvest vote
  'Orchard Elemental': { sprout: toController(() => 4), harvest: toController((v) => ((v.state.players[v.controller]?.life ?? 0) <= 5 ? 6 : 3)) },
  // an extra turn for each time vote / control of a permanent the voter owns for each money vote
  Expropriate: {
    time: extraTurn,
    money: (v, p) => {
      const owned = v.state.battlefield.filter((id) => v.state.objects[id]?.owner === v.voter).map((id) => permanentValue(v.state, id));
      const most = Math.max(0, ...owned);
      if (v.voter === v.controller) return 0;
      return p === v.controller ? most : p === v.voter ? -most : 0;
    },
  },
  // a creature card from the top of the library for each wild vote / a permanent card from the hand for each free vote
  "Selvala's Stampede": { wild: toController(() => 2 * CARD), free: toController((v) => bestPermanentInHand(v.state, v.controller)) },
};

/** What an outcome is worth to `me`: what it gives `me` less what it gives each other player in the game, on average. */
function worthTo(v: VoteSeen, me: PlayerId, outcome: Outcome): number {
  const others = opponents(v.state, me);
  const theirs = others.reduce((n, p) => n + outcome(v, p), 0) / Math.max(1, others.length);
  return outcome(v, me) - theirs;
}

/**
 * What a vote for an object is worth to `me` (CR 701.38b): to exile a permanent (Council's
 * Judgment), its worth if it is another player's, less it if it is `me`'s own; to return a card to
 * the controller's hand (Custodi Squire), its worth to that hand's owner, as above.
 */
function objectWorth(state: GameState, me: PlayerId, card: string, id: ObjectId, controller: PlayerId): number {
  const value = permanentValue(state, id);
  if (card === 'Custodi Squire') return controller === me ? value : -value;
  return characteristics(state, id).controller === me ? -value : value;
}

/**
 * What the Grudge Keepers on the battlefield make of a vote for `option` by `voter`, to `me` ("whenever
 * players finish voting, each opponent who voted for a choice you didn't vote for loses 2 life"): of
 * each Grudge Keeper whose controller has voted in this vote or is the voter, each opponent of that
 * controller who has voted or is the voter loses 2 life if any of their votes is for a choice none of
 * the controller's votes is for (the voter's votes being those cast and this one; the rulings on
 * additional votes: an opponent loses 2 life once). A player still to vote may yet vote alike, so
 * neither their Grudge Keepers nor their losses are counted. Weighed as `worthTo` weighs an outcome:
 * the bot's loss less the others' on average, a loss that leaves a player at 0 life being the game.
 */
function grudgeWorth(state: GameState, me: PlayerId, holder: ObjectId, voter: PlayerId, option: string): number {
  const cast = votesCastBy(state, holder);
  const votesBy = (p: PlayerId): readonly string[] | undefined => (p === voter ? [...(cast.get(p) ?? []), option] : cast.get(p));
  const lost = new Map<PlayerId, number>();
  for (const id of state.battlefield) {
    const c = characteristics(state, id);
    if (c.name !== 'Grudge Keeper' || !c.hasAbilities) continue;
    const keeper = votesBy(c.controller);
    if (!keeper) continue;
    for (const q of opponents(state, c.controller)) {
      const theirs = votesBy(q);
      if (theirs && theirs.some((v) => !keeper.includes(v))) lost.set(q, (lost.get(q) ?? 0) + 2);
    }
  }
  const cost = (p: PlayerId): number => ((lost.get(p) ?? 0) > 0 ? lifeLoss(state, p, lost.get(p) as number) : 0);
  const others = opponents(state, me);
  return cost(me) - others.reduce((n, p) => n + cost(p), 0) / Math.max(1, others.length);
}

/**
 * How a will-of-the-council vote's outcome is found: each option with the most votes or tied for
 * most happens (`most`), or of two options `strict` happens if it gets more votes and the other
 * otherwise ("… gets more votes or the vote is tied"). A card left out is a council's dilemma, whose
 * every vote counts.
 */
type Rule = { kind: 'most' } | { kind: 'strict'; strict: string };

const MOST: Rule = { kind: 'most' };
const strict = (option: string): Rule => ({ kind: 'strict', strict: option });

/** The will-of-the-council cards of CNS and CN2 and how their outcome is found, from their Oracle text. */
const WILL_OF_THE_COUNCIL: Readonly<Record<string, Rule>> = {
  "Tyrant's Choice": strict('death'),
  'Magister of Worth': strict('grace'),
  'Bite of the Black Rose': strict('sickness'),
  'Coercive Portal': strict('carnage'),
  'Plea for Power': strict('time'),
  'Split Decision': strict('denial'),
  'Council Guardian': MOST,
  "Council's Judgment": MOST,
  'Custodi Squire': MOST,
};

/** The options that happen for vote counts `counts` under `rule` (see {@link Rule}). */
function winners(rule: Rule, options: readonly string[], counts: ReadonlyMap<string, number>): string[] {
  const n = (o: string): number => counts.get(o) ?? 0;
  if (rule.kind === 'strict') {
    const other = options.find((o) => o !== rule.strict) as string;
    return [n(rule.strict) > n(other) ? rule.strict : other];
  }
  const most = Math.max(...options.map(n));
  return options.filter((o) => n(o) === most);
}

/** `counts` with `extra` more votes for `option`. */
function plus(counts: ReadonlyMap<string, number>, option: string, extra: number): Map<string, number> {
  return new Map(counts).set(option, (counts.get(option) ?? 0) + extra);
}

/**
 * The votes still to be cast in this vote after the one being chosen: each of the voter's own that
 * remain (CR 701.38d: an additional vote may be taken), and every vote of each player in the game
 * who has not voted yet.
 */
function votesToCome(state: GameState, holder: ObjectId, voter: PlayerId): number {
  const cast = votesCastBy(state, holder);
  const all = (p: PlayerId): number => votesOf(state, p).required + votesOf(state, p).optional;
  let n = Math.max(0, all(voter) - (cast.get(voter)?.length ?? 0) - 1);
  for (const p of state.players) if (p.inGame && p.id !== voter && !cast.has(p.id)) n += all(p.id);
  return n;
}

/**
 * What each option's outcome is worth to the bot, by what its vote can still change (see the
 * module's description): for the last vote, the worth of what then happens (every option tied for
 * most, for a `most` vote); before it, an option's own worth if it can still happen with the votes
 * to come, else the worth of the worst option that can.
 */
function councilWorths(state: GameState, holder: ObjectId, voter: PlayerId, rule: Rule, worths: ReadonlyMap<string, number>): Map<string, number> {
  const options = [...worths.keys()];
  const counts = new Map<string, number>();
  for (const votes of votesCastBy(state, holder).values()) for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
  const toCome = votesToCome(state, holder, voter);
  const worth = (o: string): number => worths.get(o) as number;
  const out = new Map<string, number>();
  if (toCome === 0) {
    for (const o of options) out.set(o, winners(rule, options, plus(counts, o, 1)).reduce((n, w) => n + worth(w), 0));
    return out;
  }
  const possible = options.filter((o) => winners(rule, options, plus(counts, o, 1 + toCome)).includes(o));
  const worst = Math.min(...possible.map(worth));
  for (const o of options) out.set(o, possible.includes(o) ? worth(o) : worst);
  return out;
}

/** The cards whose votes are for objects, and what is done to those with the most votes. */
const OBJECT_VOTES: ReadonlySet<string> = new Set(["Council's Judgment", 'Custodi Squire']);

/**
 * For each money vote of Expropriate, the permanent of the voter's the bot gains control of: the one
 * worth most (see `permanentValue`), the first of those alike.
 */
function gainControlAction(state: GameState, options: readonly ChoiceOption[], choices: readonly Extract<Action, { type: 'choose' }>[]): Action | undefined {
  let best: Action | undefined;
  let most = -Infinity;
  for (const a of choices) {
    const o = options[a.choice[0] as number];
    if (!o || !('object' in o)) return undefined;
    const value = permanentValue(state, o.object);
    if (value > most) [best, most] = [a, value];
  }
  return best;
}

/**
 * The bot's vote or its answer whether to vote an additional time (CR 701.38a, 701.38d), or the
 * permanent it gains control of for a money vote (Expropriate), or undefined for another choice or a
 * vote it cannot weigh: the option worth most to it (see the module's description), the first of
 * those alike.
 */
export function voteAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  const holder = state.resolution?.object;
  if (d?.kind !== 'choose' || holder === undefined) return undefined;
  const choices = actions.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose' && a.choice.length === 1);
  const options = d.choice.options;
  if (d.choice.prompt === 'additionalVote') {
    // the additional vote is cast as its chooser chooses: only worth taking when that is the bot
    const again = voteChooser(state, me) === me;
    return choices.find((a) => ((options[a.choice[0] as number] as { label?: string }).label === 'vote again') === again);
  }
  if (d.choice.prompt === 'gainControl') return gainControlAction(state, options, choices);
  if (d.choice.prompt !== 'vote') return undefined;
  const source = state.objects[holder];
  if (!source) return undefined;
  const v: VoteSeen = { state, holder, controller: source.controller, voter: d.choice.voter ?? me };
  const outcomes = OUTCOMES[source.card];
  // each option by its key (a word, or an object's, as the votes cast name it) and its outcome's worth to the bot
  const worths = new Map<string, number>();
  const keys: string[] = [];
  for (const o of options) {
    const key = 'object' in o ? objectOption(o.object) : 'label' in o ? o.label : undefined;
    const outcome = 'label' in o ? outcomes?.[o.label] : undefined;
    const w = 'object' in o ? (OBJECT_VOTES.has(source.card) ? objectWorth(state, me, source.card, o.object, source.controller) : undefined) : outcome ? worthTo(v, me, outcome) : undefined;
    if (key === undefined || w === undefined) return undefined;
    keys.push(key);
    worths.set(key, w);
  }
  const rule = WILL_OF_THE_COUNCIL[source.card];
  const outcomeWorths = rule ? councilWorths(state, holder, v.voter, rule, worths) : worths;
  let best: Action | undefined;
  let most = -Infinity;
  for (const a of choices) {
    const key = keys[a.choice[0] as number] as string;
    const w = (outcomeWorths.get(key) as number) + grudgeWorth(state, me, holder, v.voter, key);
    if (w > most) [best, most] = [a, w];
  }
  return best;
}
