/**
 * Saving and loading drafts: `serializeDraft` writes JSON; `deserializeDraft` checks what it reads
 * (shape, ranges, and that every card is in exactly one place), so malformed or tampered input gives
 * a {@link RulesError} and never a broken draft.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import { RulesError } from '../engine/errors.js';
import type { DraftState } from './types.js';
import { parseSaved } from '../state/serialize.js';

/** Writes a draft state as JSON text. */
export function serializeDraft(state: DraftState): string {
  return JSON.stringify(state);
}

function fail(message: string): never {
  throw new RulesError('badState', `not a valid saved draft: ${message}`);
}

const isInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function intList(v: unknown, what: string, below: number): number[] {
  if (!Array.isArray(v) || !v.every((x) => isInt(x) && x < below)) fail(`${what} must be a list of ids below ${below}`);
  return v as number[];
}

/** Checks a parsed value is a consistent draft state. */
export function validateDraftState(value: unknown): asserts value is DraftState {
  if (!isObject(value)) fail('not an object');
  if (value.schema !== 'paliano/draft' || value.version !== 1) fail('unknown schema or version');
  const s = value as unknown as DraftState;
  if (!isObject(s.settings) || !isInt(s.settings.rounds) || s.settings.rounds < 1 || !Array.isArray(s.settings.boosters) || s.settings.boosters.length !== s.settings.rounds) fail('bad settings');
  if (!Array.isArray(s.rng) || s.rng.length !== 4 || !s.rng.every((x) => Number.isInteger(x))) fail('bad rng');
  if (!Array.isArray(s.cards)) fail('cards must be a list');
  s.cards.forEach((c, i) => {
    if (!isObject(c) || c.id !== i || typeof c.name !== 'string' || !getPrinted(c.name) || typeof c.foil !== 'boolean') fail(`bad card ${i}`);
  });
  const nCards = s.cards.length;
  if (!Array.isArray(s.drafters) || s.drafters.length < 2) fail('a draft has at least two drafters');
  const n = s.drafters.length;
  if (!Array.isArray(s.packs)) fail('packs must be a list');
  const places = new Array<number>(nCards).fill(0);
  const place = (ids: number[]): void => ids.forEach((id) => { places[id] = (places[id] ?? 0) + 1; });
  s.packs.forEach((p, i) => {
    if (!isObject(p) || p.id !== i || !isInt(p.round) || p.round >= s.settings.rounds || !isInt(p.opener) || p.opener >= n || typeof p.opened !== 'boolean') fail(`bad pack ${i}`);
    if (p.passedBy !== null && !(isInt(p.passedBy) && p.passedBy < n)) fail(`bad passer of pack ${i}`);
    place(intList(p.cards, `pack ${i} cards`, nCards));
    intList(p.spies, `pack ${i} spies`, n);
    if (!Array.isArray(p.guesses)) fail(`bad guesses of pack ${i}`);
  });
  s.drafters.forEach((d, seat) => {
    if (!isObject(d) || d.seat !== seat || typeof d.name !== 'string') fail(`bad drafter ${seat}`);
    intList(d.queue, `drafter ${seat} queue`, s.packs.length);
    if (!Array.isArray(d.pile) || !d.pile.every((p) => isObject(p) && isInt(p.card) && p.card < nCards && typeof p.faceUp === 'boolean')) fail(`bad pile of drafter ${seat}`);
    place(d.pile.map((p) => p.card));
    if (!Array.isArray(d.removed) || !d.removed.every((r) => isObject(r) && isInt(r.card) && r.card < nCards && (r.by === 'Cogwork Grinder' || r.by === 'Animus of Predation'))) fail(`bad removed cards of drafter ${seat}`);
    place(d.removed.map((r) => r.card));
    place(intList(d.returning, `drafter ${seat} returning`, nCards));
    for (const k of ['draftedThisRound', 'extraPicks', 'skips'] as const) if (!isInt(d[k])) fail(`bad ${k} of drafter ${seat}`);
    intList(d.searchers, `drafter ${seat} searchers`, nCards);
    intList(d.seen, `drafter ${seat} seen`, nCards);
    intList(d.watching, `drafter ${seat} watching`, n);
    if (d.takingPack !== null && !(isInt(d.takingPack) && d.takingPack < s.packs.length)) fail(`bad takingPack of drafter ${seat}`);
    if (typeof d.doneForRound !== 'boolean' || !isObject(d.archdemonPicks)) fail(`bad flags of drafter ${seat}`);
  });
  place(intList(s.undrafted, 'undrafted', nCards));
  places.forEach((count, id) => {
    if (count !== 1) fail(`card ${id} is in ${count} places, not one`);
  });
  if (!isInt(s.round) || s.round >= s.settings.rounds) fail('bad round');
  if (!['drafting', 'dealBroker', 'complete'].includes(s.phase)) fail('bad phase');
  if (!Array.isArray(s.notes) || !s.notes.every((x) => isObject(x) && isInt(x.card) && x.card < nCards && isInt(x.seat) && x.seat < n)) fail('bad notes');
  if (!Array.isArray(s.colorChoices) || !Array.isArray(s.deals) || !Array.isArray(s.log)) fail('bad choices, deals or log');
}

/** Reads a draft written by {@link serializeDraft}, checking it. */
export function deserializeDraft(json: string): DraftState {
  const value = parseSaved(json, fail);
  validateDraftState(value);
  return value;
}
