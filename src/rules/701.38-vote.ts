/**
 * CR 701.38 Vote (701.29 when *Conspiracy* and *Conspiracy: Take the Crown* came out, 701.32 in
 * 2020–2025). Each player, starting with a player the spell or ability names and going on in turn
 * order, chooses one of a list of options (701.38a); the options here are words, each tied to an
 * effect (701.38b). "Will of the council" and "council's dilemma" are ability words with no rules
 * meaning (CR 207.2c): what they mark is the vote.
 *
 * A vote is an effect step of the resolving spell or ability (`{ do: 'vote' }`, run by the resolver):
 * each vote is a choice the voter answers, cast publicly and logged at once, so every later voter
 * knows the earlier votes. Nobody may abstain. The tally is kept in the resolution's variables, for
 * the later steps: {@link gotMoreVotes} for "if X gets more votes", {@link votesFor} for the count of
 * one option.
 *
 * @module
 */
import type { EffectContext } from '../cards/types.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { inGame, nextInGame, opponents } from '../engine/players.js';
import type { GameState, PlayerId } from '../state/types.js';

/** The resolution variable that counts the votes for an option. */
function tallyKey(option: string): string {
  return `vote:${option}`;
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
 * `player` casts a vote for `option` in the vote of the resolving spell or ability (CR 701.38a): the
 * vote is public and logged as it is cast, and added to the tally of the resolution.
 */
export function castVote(ctx: EffectContext, player: PlayerId, option: string): void {
  const { state } = ctx;
  const r = state.resolution;
  if (r) r.vars[tallyKey(option)] = (r.vars[tallyKey(option)] ?? 0) + 1;
  emit(state, { type: 'vote', rule: '701.38a', player, object: ctx.object, card: state.objects[ctx.object]?.card, detail: option });
}

/** The number of votes cast for `option` in the vote of the resolving spell or ability (CR 701.38a). */
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

/** CR 701.38: vote. */
export const vote: RuleModule = {
  number: '701.38',
  title: 'Vote',
  keywords: ['vote', 'will of the council', "council's dilemma"],
};
