/**
 * Helpers for the tests of voting cards (CR 701.38): answering vote decisions through the public API.
 */
import { expect } from 'vitest';
import { apply, legalActions, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { events } from './helpers.js';

/** Whether the game waits for a vote. */
export function isVote(state: ReadonlyGameState): boolean {
  return state.decision?.kind === 'choose' && state.decision.choice.prompt === 'vote';
}

/** The player who chooses the pending vote. */
export function voteChooser(state: ReadonlyGameState): PlayerId {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'vote') throw new Error(`expected a vote, got ${JSON.stringify(d)}`);
  return d.player;
}

/** The chooser of the pending vote votes for a word or an object. */
export function voteFor(state: ReadonlyGameState, option: string | ObjectId): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'vote') throw new Error(`expected a vote, got ${JSON.stringify(d)}`);
  const i = d.choice.options.findIndex((o) => (typeof option === 'string' ? 'label' in o && o.label === option : 'object' in o && o.object === option));
  if (i < 0) throw new Error(`no option ${String(option)} in ${JSON.stringify(d.choice.options)}`);
  return apply(state, { type: 'choose', player: d.player, choice: [i] });
}

/** Casts one vote after another, one for each entry; afterwards no vote is pending. */
export function castVotes(state: ReadonlyGameState, votes: (string | ObjectId)[]): ReadonlyGameState {
  let s = state;
  for (const v of votes) s = voteFor(s, v);
  expect(isVote(s)).toBe(false);
  return s;
}

/** Whether the game asks a player whether to vote an additional time. */
export function asksAdditionalVote(state: ReadonlyGameState): boolean {
  return state.decision?.kind === 'choose' && state.decision.choice.prompt === 'additionalVote';
}

/** The deciding player takes (true) or declines (false) an additional vote. */
export function additionalVote(state: ReadonlyGameState, take: boolean): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'additionalVote') throw new Error(`expected an additional vote question, got ${JSON.stringify(d)}`);
  return apply(state, { type: 'choose', player: d.player, choice: [take ? 0 : 1] });
}

/** The votes logged so far: voter and what they voted for (the word, or the card's name). */
export function votesLogged(state: ReadonlyGameState): [PlayerId | undefined, string | undefined][] {
  return events(state, 'vote').map((e) => [e.player, e.detail]);
}

/** The labels of the options legalActions offers for the pending choice. */
export function offered(state: ReadonlyGameState): string[] {
  const d = state.decision;
  if (d?.kind !== 'choose') return [];
  return legalActions(state).map((a) => {
    if (a.type !== 'choose' || a.choice.length !== 1) throw new Error('expected single-option answers');
    const o = d.choice.options[a.choice[0] as number];
    return o && 'label' in o ? o.label : JSON.stringify(o);
  });
}
