/**
 * CR 701.38 Vote (701.29 when *Conspiracy* and *Conspiracy: Take the Crown* came out, 701.32 in
 * 2020–2025). Each player, starting with a player the spell or ability names and going on in turn
 * order, chooses one of a list of options (701.38a); the options are words, each tied to an effect,
 * or objects (701.38b). "Will of the council" and "council's dilemma" are ability words with no rules
 * meaning (CR 207.2c): what they mark is the vote. Will of the council acts on the option with the
 * most votes ({@link gotMoreVotes}, {@link mostVoted}); council's dilemma acts on the count of each
 * option's votes ({@link votesFor}).
 *
 * A vote is an effect step of the resolving spell or ability (`{ do: 'vote' }`): each vote is a
 * choice answered through `legalActions`. A player with several votes (Brago's Representative:
 * "an additional vote"; Ballot Broker: "may vote an additional time") makes them all before any is
 * cast, then casts them at once, where their one vote would have been (701.38d): each is public and
 * logged as it is cast, so every later voter knows every earlier vote. Nobody may abstain. A
 * player given the choice of how each player votes this turn (Illusion of Choice) chooses every
 * vote, while the voter still decides whether to take an optional additional vote; if that player
 * leaves the game, the votes they chose that were not yet cast go with them, and each voter chooses
 * their own (CR 800.4a). As the last
 * vote is cast, "whenever players finish voting" abilities trigger (Grudge Keeper). A player who
 * leaves the game in the middle of the vote votes no more, and the votes they cast still count (CR
 * 800.4i); if the spell or ability holding the vote leaves with its controller (800.4a), the vote ends
 * with it: nobody else votes, and the players never finish voting. An object voted for that leaves
 * its zone with its controller is a new object (CR 400.7): "each permanent with the most votes" is
 * weighed without the votes it got ({@link mostVotedObjects}).
 *
 * @module
 */
import type { EffectContext, VoteCandidates } from '../cards/types.js';
import { characteristics, definitionOf } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { inGame, nextInGame, opponents } from '../engine/players.js';
import { fireTriggers } from '../engine/triggers.js';
import type { ChoiceOption, GameEvent, GameState, ObjectId, PendingChoice, PlayerId } from '../state/types.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { subjectPlayers } from '../engine/resolve.js';
import type { RuleEventProse } from '../engine/event-prose.js';
import { publicCardName } from '../zones/zones.js';

/** The resolution variable that counts the votes for an option. */
function tallyKey(option: string): string {
  return `vote:${option}`;
}

/** The tally name of an object voted for (CR 701.38b): its id. */
export function objectOption(id: ObjectId): string {
  return `#${id}`;
}

/**
 * The players who vote, in voting order: `first` (or, if `first` has left the game, the next player
 * in turn order who has not), then each other player in turn order (CR 701.38a).
 */
export function votingOrder(state: GameState, first: PlayerId): PlayerId[] {
  const start = inGame(state, first) ? first : nextInGame(state, first);
  if (start === null) return [];
  return [start, ...opponents(state, start)];
}

/**
 * How many votes `player` has in every vote: one, plus one for each "you get an additional vote"
 * they control (`required`), and how many additional times they may vote (`optional`), one for each
 * "you may vote an additional time" (CR 701.38d). These abilities are cumulative.
 */
export function votesOf(state: GameState, player: PlayerId): { required: number; optional: number } {
  let required = 1;
  let optional = 0;
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o) continue;
    // the abilities it has: a copy's are the copied card's (CR 707.2, Dack's Duplicate)
    const statics = definitionOf(o)?.statics;
    if (!statics) continue;
    const c = characteristics(state, id);
    if (c.controller !== player || !c.hasAbilities) continue;
    for (const s of statics) {
      if (s.kind !== 'additionalVote') continue;
      if (s.optional) optional++;
      else required++;
    }
  }
  return { required, optional };
}

/** The log event a player's "you choose how each player votes this turn" leaves as it resolves. */
const VOTE_CONTROL = 'voteControl';

/**
 * `player` chooses how each player votes for the rest of this turn (Illusion of Choice). A later such
 * effect replaces an earlier one: the player whose effect resolved most recently chooses.
 */
export function chooseVotesThisTurn(state: GameState, player: PlayerId): void {
  emit(state, { type: VOTE_CONTROL, rule: '701.38a', player, amount: state.turn.number });
}

/**
 * Who chooses the votes of `voter` now: the player whose "you choose how each player votes this
 * turn" resolved most recently this turn, if they are still in the game (CR 800.4a), else the voter.
 */
export function voteChooser(state: GameState, voter: PlayerId): PlayerId {
  for (let c = state.log.length - 1; c >= 0; c--) {
    const chunk = state.log[c] as GameEvent[];
    for (let i = chunk.length - 1; i >= 0; i--) {
      const e = chunk[i] as GameEvent;
      if (e.type === 'turn') return voter;
      if (e.type === VOTE_CONTROL && e.amount === state.turn.number && e.player !== undefined) return inGame(state, e.player) ? e.player : voter;
    }
  }
  return voter;
}

/** The ways a vote asks its choices and remembers its progress in the resolution. */
export interface VoteIo {
  /** Asks `player` a choice under `key`, or returns the answer already given. */
  ask(key: string, player: PlayerId, choice: PendingChoice): number[] | null;
  /** Whether the part of the vote under `key` is over. */
  done(key: string): boolean;
  /** Marks the part of the vote under `key` as over. */
  markDone(key: string): void;
}

/** One option of a vote: its tally name, how a chooser sees it, and the object if it is one. */
interface VoteOption {
  name: string;
  option: ChoiceOption;
  object?: ObjectId;
}

function optionsOf(ctx: EffectContext, options: readonly string[] | VoteCandidates): VoteOption[] {
  if ('objects' in options) return options.objects(ctx).map((object) => ({ name: objectOption(object), option: { object }, object }));
  return (options as readonly string[]).map((label) => ({ name: label, option: { label } }));
}

/**
 * Runs the vote of the resolving spell or ability (CR 701.38a), starting with `first`. Returns false
 * while it waits for a choice. With no options (no candidate object), nobody can vote; if there were
 * candidates when earlier players voted, the vote ends there and they have finished voting.
 */
export function runVote(ctx: EffectContext, options: readonly string[] | VoteCandidates, first: PlayerId, key: string, io: VoteIo): boolean {
  const { state } = ctx;
  const opts = optionsOf(ctx, options);
  if (opts.length === 0) {
    // the last candidates left the game with their controller in the middle of the vote (CR 800.4a):
    // those who could vote have, so the players have finished voting
    if (anyVoteCast(state)) fireTriggers(state, { event: 'playersFinishVoting', object: ctx.object, player: null, amount: 0 });
    return true;
  }
  const order = votingOrder(state, first);
  for (const p of order) {
    const pk = `${key}:${p}`;
    if (io.done(pk)) continue;
    const chooser = voteChooser(state, p);
    const { required, optional } = votesOf(state, p);
    const chosen: VoteOption[] = [];
    // a vote another player chooses names whose vote it is, so that the chooser knows (Illusion of Choice)
    const voteChoice: PendingChoice = {
      prompt: 'vote', options: opts.map((o) => o.option), min: 1, max: 1, rule: required + optional > 1 ? '701.38d' : '701.38a',
      ...(chooser === p ? {} : { voter: p }),
    };
    // a vote another player chooses is kept as theirs: if they leave the game before the voter's votes
    // are cast (CR 701.38d), the choices they made go with them and the voter makes them (800.4a)
    const by = chooser === p ? '' : `@${chooser}`;
    for (let i = 0; i < required; i++) {
      const answer = io.ask(`${pk}:v${i}${by}`, chooser, voteChoice);
      if (!answer) return false;
      chosen.push(opts[answer[0] as number] as VoteOption);
    }
    // "may vote an additional time": the voter decides whether to; the vote itself is the chooser's
    for (let j = 0; j < optional; j++) {
      const more = io.ask(`${pk}:m${j}`, p, { prompt: 'additionalVote', options: [{ label: 'vote again' }, { label: 'no more votes' }], min: 1, max: 1, rule: '701.38d' });
      if (!more) return false;
      if (more[0] !== 0) break;
      const answer = io.ask(`${pk}:a${j}${by}`, chooser, voteChoice);
      if (!answer) return false;
      chosen.push(opts[answer[0] as number] as VoteOption);
    }
    // CR 701.38d: a player's votes all happen at once, where their one vote would have been
    for (const o of chosen) castVote(ctx, p, o, chosen.length > 1 ? '701.38d' : '701.38a', chooser);
    io.markDone(pk);
  }
  if (order.length > 0) fireTriggers(state, { event: 'playersFinishVoting', object: ctx.object, player: null, amount: 0 });
  return true;
}

/**
 * `player` casts a vote for an option in the vote of the resolving spell or ability: the vote is
 * public and logged as it is cast (the event's `detail` is the word voted for or the name of the
 * object, `to` the object, `toPlayer` whoever chose the vote if not the voter), and counted.
 */
function castVote(ctx: EffectContext, player: PlayerId, o: VoteOption, rule: string, chooser: PlayerId): void {
  const { state } = ctx;
  const r = state.resolution;
  if (r) r.vars[tallyKey(o.name)] = (r.vars[tallyKey(o.name)] ?? 0) + 1;
  // a vote for a face-down permanent names it no more than the permanent shows (CR 708.5)
  const detail = o.object === undefined ? o.name : publicCardName(state, o.object);
  emit(state, {
    type: 'vote', rule, player, object: ctx.object, card: state.objects[ctx.object]?.card, ...(detail === undefined ? {} : { detail }),
    ...(o.object === undefined ? {} : { to: o.object }),
    ...(chooser === player ? {} : { toPlayer: chooser }),
  });
}

/** Whether any vote has been cast in the vote of the resolving spell or ability. */
function anyVoteCast(state: GameState): boolean {
  return Object.keys(state.resolution?.vars ?? {}).some((k) => k.startsWith(tallyKey('')));
}

/** The number of votes cast for `option` (a word, or {@link objectOption}) in the vote of the resolving spell or ability. */
export function votesFor(state: GameState, option: string): number {
  return state.resolution?.vars[tallyKey(option)] ?? 0;
}

/**
 * A condition for a later step: `option` got more votes than each other option (CR 701.38). It is
 * false when the vote is tied, that is, when more than one option got the most votes; an option that
 * got the most votes alone while others tie behind it still wins (the vote is not tied).
 */
export function gotMoreVotes(option: string, options: readonly string[]): (ctx: EffectContext) => boolean {
  return ({ state }) => options.every((o) => o === option || votesFor(state, o) < votesFor(state, option));
}

/**
 * The options "with the most votes or tied for most votes". An option with no votes never has the
 * most, so with no votes at all there is none.
 */
export function mostVoted(state: GameState, options: readonly string[]): string[] {
  const top = Math.max(0, ...options.map((o) => votesFor(state, o)));
  return top === 0 ? [] : options.filter((o) => votesFor(state, o) === top);
}

/**
 * The objects with the most votes or tied for most votes in the vote of the resolving spell or
 * ability, among those voted for that are still the objects voted for, where they were: `stillThere`
 * ("each permanent with the most votes": still on the battlefield). One that has left its zone since
 * it got its votes (with its controller leaving the game, CR 800.4a) is a new object with no memory of
 * them (CR 400.7): it has no votes, and the others' votes are weighed without its.
 */
export function mostVotedObjects(state: GameState, stillThere: (id: ObjectId) => boolean): ObjectId[] {
  const prefix = tallyKey('#');
  const voted = Object.keys(state.resolution?.vars ?? {}).filter((k) => k.startsWith(prefix)).map((k) => k.slice(tallyKey('').length));
  return mostVoted(state, voted.filter((o) => stillThere(Number(o.slice(1))))).map((o) => Number(o.slice(1)));
}

/**
 * The votes cast in the vote that `object` (a spell or ability) held, read from the log: each voter,
 * in voting order, with the options they voted for (an object as {@link objectOption}, else the word).
 */
export function votesCastBy(state: GameState, object: ObjectId): Map<PlayerId, string[]> {
  const found: GameEvent[] = [];
  search: for (let c = state.log.length - 1; c >= 0; c--) {
    const chunk = state.log[c] as GameEvent[];
    for (let i = chunk.length - 1; i >= 0; i--) {
      const e = chunk[i] as GameEvent;
      if (e.object !== object) continue;
      if (e.type === 'resolve') break search;
      if (e.type === 'vote' && e.player !== undefined) found.push(e);
    }
  }
  const out = new Map<PlayerId, string[]>();
  for (const e of found.reverse()) {
    const choice = e.to !== undefined ? objectOption(e.to) : e.detail ?? '';
    out.set(e.player as PlayerId, [...(out.get(e.player as PlayerId) ?? []), choice]);
  }
  return out;
}

/** CR 701.38: vote. */
export const vote: RuleModule = {
  number: '701.38',
  title: 'Vote',
  keywords: ['vote', 'will of the council', "council's dilemma"],
};

/** The effect step and amount of CR 701.38: each player votes; the number of votes for an option. */
export const voteEffects: RuleEffects = {
  steps: {
    /** Each player votes (CR 701.38a), starting with the player named. */
    vote(run, e, key, io) {
      const first = subjectPlayers(run, e.startingWith)[0];
      if (first === undefined) return true;
      return runVote(run, e.options, first, key, io);
    },
  },
  amounts: {
    votesFor: (run, a) => votesFor(run.state, a.votesFor) * (a.times ?? 1),
  },
};

/** The lines of a vote and of choosing how each player votes (CR 701.38). */
export const voteEvents: RuleEventProse<'vote' | 'voteControl'> = {
  vote: (e, say) => `${say.player(e.player)} votes for ${e.to !== undefined ? say.object(e.to, e.detail) : e.detail}${e.toPlayer !== undefined ? ` (as ${say.player(e.toPlayer)} chose)` : ''}`,
  voteControl: (e, say) => `${say.player(e.player)} will choose how each player votes this turn`,
};
