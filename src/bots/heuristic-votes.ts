/**
 * How the heuristic bot votes (CR 701.38): for the option whose outcome serves it best. Each voting
 * card's options are weighed by what their outcome gives each player (a card, a permanent, life, an
 * extra turn…, in the units of `permanentValue`): an option is worth to the bot what it gives the bot
 * less what it gives, on average, each other player in the game. So the controller of Council's
 * Judgment votes to exile an opponent's permanent worth most, and an opponent of it one of another
 * opponent's, never its own; Coercive Portal's carnage is voted by whoever has less on the
 * battlefield than the others; a council's dilemma is voted for the option that helps its
 * controller most, or, by an opponent, least; and a vote that differs from one already cast by the
 * controller of a Grudge Keeper costs the bot 2 life. The bot takes each additional vote it may (CR 701.38d)
 * unless another player chooses its votes (Illusion of Choice), and of a voter's permanents for
 * Expropriate's money vote gains control of the one worth most. Votes of a card it cannot weigh are
 * left to the bot's caller.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { characteristics } from '../engine/characteristics.js';
import { opponents } from '../engine/players.js';
import { objectOption, voteChooser, votesCastBy } from '../rules/701.38-vote.js';
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
 * What voting for `option` costs `me` through the other players' Grudge Keepers ("whenever players
 * finish voting, each opponent who voted for a choice you didn't vote for loses 2 life"): 2 life for
 * each Grudge Keeper of a player who already voted in this vote and not for `option`. A player still
 * to vote may yet vote alike, so their Grudge Keepers are not counted.
 */
function grudgeCost(state: GameState, me: PlayerId, holder: ObjectId, option: string): number {
  const cast = votesCastBy(state, holder);
  let cost = 0;
  for (const id of state.battlefield) {
    const c = characteristics(state, id);
    if (c.name !== 'Grudge Keeper' || !c.hasAbilities || c.controller === me) continue;
    const theirs = cast.get(c.controller);
    if (theirs && !theirs.includes(option)) cost += -lifeLoss(state, me, 2);
  }
  return cost;
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
  const worth = (i: number): number | undefined => {
    const o = options[i];
    if (!o) return undefined;
    if ('object' in o) return OBJECT_VOTES.has(source.card) ? objectWorth(state, me, source.card, o.object, source.controller) - grudgeCost(state, me, holder, objectOption(o.object)) : undefined;
    const outcome = 'label' in o ? outcomes?.[o.label] : undefined;
    return outcome && 'label' in o ? worthTo(v, me, outcome) - grudgeCost(state, me, holder, o.label) : undefined;
  };
  let best: Action | undefined;
  let most = -Infinity;
  for (const a of choices) {
    const w = worth(a.choice[0] as number);
    if (w === undefined) return undefined;
    if (w > most) [best, most] = [a, w];
  }
  return best;
}
