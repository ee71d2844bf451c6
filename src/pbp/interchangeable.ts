/**
 * Interchangeable cards for `!act TEXT`: several of a seat's legal actions read the same when they
 * differ only in which of several identical cards of a hidden zone they use (four Forests in hand,
 * each "play Forest"). Nobody else can tell those cards apart (CR 401.2, 402.3: a hand, a library
 * and a sideboard are hidden from the other players), and their owner cannot either when nothing
 * marks one: then the actions are one choice, and the session takes the first card in zone order.
 * A card that something marks — known to another player (revealed, CR 701.20, or looked at), face
 * down (708.2), with counters (122), names or a number chosen for it, characteristics an effect
 * changed, or a public Async Mental Magic card ID (AMM 1) — is not interchangeable with the others,
 * and {@link distinctions} says what tells each action apart.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { characteristics } from '../engine/characteristics.js';
import { logOf } from '../engine/log.js';
import type { ObjectId, ReadonlyGameEvent, ReadonlyGameState } from '../state/types.js';

/** Zones whose cards only their owner sees, if anyone (CR 401.2, 402.3; a sideboard is outside the game, 400.11). */
const HIDDEN_ZONES: ReadonlySet<string> = new Set(['hand', 'library', 'sideboard']);

/** The fields of an action that name the card it uses: cast, played, discarded, cycled, deployed… */
const CARD_FIELDS: ReadonlySet<string> = new Set(['card', 'source', 'object']);

/**
 * The objects each action uses where the actions differ, or null when they differ in anything else:
 * the one field naming the card used ({@link CARD_FIELDS}) that differs, or for the options of
 * one `choose` decision, the objects each chooses.
 */
function differingObjects(state: ReadonlyGameState, actions: readonly Action[]): ObjectId[][] | null {
  const first = actions[0] as Action;
  const keys = [...new Set(actions.flatMap((a) => Object.keys(a)))];
  const differing = keys.filter((k) => actions.some((a) => JSON.stringify((a as unknown as Record<string, unknown>)[k]) !== JSON.stringify((first as unknown as Record<string, unknown>)[k])));
  if (differing.length !== 1) return null;
  const key = differing[0] as string;
  if (first.type === 'choose' && key === 'choice') {
    const d = state.decision;
    if (d?.kind !== 'choose') return null;
    const chosen = actions.map((a) => (a as Extract<Action, { type: 'choose' }>).choice.map((i) => d.choice.options[i]));
    return chosen.every((list) => list.every((o) => o !== undefined && 'object' in o)) ? chosen.map((list) => list.map((o) => (o as { object: ObjectId }).object)) : null;
  }
  if (!CARD_FIELDS.has(key)) return null;
  const values = actions.map((a) => (a as unknown as Record<string, unknown>)[key]);
  return values.every((v) => Number.isInteger(v) && state.objects[v as ObjectId] !== undefined) ? values.map((v) => [v as ObjectId]) : null;
}

/**
 * Whether a player other than the owner knows what card the object is: it was revealed (CR 701.20,
 * 708.9) or looked at by another player while it was this object, it came to its zone from a zone
 * everyone sees (a card returned to a hand from the battlefield or a graveyard, CR 400.2), or it was
 * revealed just before it was put there (a search that reveals the card it puts into a hand).
 */
function knownToOthers(state: ReadonlyGameState, log: readonly ReadonlyGameEvent[], id: ObjectId): boolean {
  const owner = state.objects[id]?.owner;
  const shown = (object: ObjectId): boolean => log.some((e) => e.object === object && (e.type === 'reveal' || (e.type === 'look' && e.player !== owner)));
  if (shown(id)) return true;
  const arrival = log.find((e) => e.type === 'zoneChange' && e.to === id);
  if (arrival === undefined || arrival.object === undefined) return false;
  return !HIDDEN_ZONES.has(arrival.from ?? '') || shown(arrival.object);
}

/** Everything that could tell an object of a hidden zone apart from another of the same card, as one text. */
function fingerprint(state: ReadonlyGameState, log: readonly ReadonlyGameEvent[], id: ObjectId): string {
  const o = state.objects[id]!;
  const counters = Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({
    card: o.card, zone: o.zone, owner: o.owner, faceDown: o.faceDown, counters, chosenNames: o.chosenNames ?? null, chosenNumber: o.chosenNumber ?? null,
    chosenLandType: o.chosenLandType ?? null, copyOf: o.copyOf ?? null, known: knownToOthers(state, log, id), characteristics: characteristics(state, id),
  });
}

/** Where an object stands in its owner's zone, for choosing the first card in zone order. */
function zoneIndex(state: ReadonlyGameState, id: ObjectId): number {
  const o = state.objects[id]!;
  const p = state.players[o.owner];
  const zone = o.zone === 'hand' ? p?.hand : o.zone === 'library' ? p?.library : o.zone === 'sideboard' ? p?.sideboard : undefined;
  return zone?.indexOf(id) ?? -1;
}

/**
 * The one action to take when `actions`, all of one player's, differ only in which of several
 * interchangeable cards of that player's hidden zones they use: the one whose cards come first in
 * their zone (the first in hand order). Null when any two of them can be told apart, or they use no
 * such cards.
 */
export function interchangeableChoice(state: ReadonlyGameState, actions: readonly Action[]): Action | null {
  if (actions.length < 2) return actions[0] ?? null;
  // AMM 1: every card of Async Mental Magic has a public ID, and is named one by one (AMM 5)
  if (state.format === 'mental-magic') return null;
  const objects = differingObjects(state, actions);
  if (objects === null) return null;
  const player = (actions[0] as Action).player;
  const hidden = objects.every((ids) => ids.every((id) => {
    const o = state.objects[id]!;
    return HIDDEN_ZONES.has(o.zone) && o.owner === player && o.movedTo === null && !o.faceDown;
  }));
  if (!hidden) return null;
  const log = logOf(state);
  const prints = objects.map((ids) => ids.map((id) => fingerprint(state, log, id)).sort().join('\n'));
  if (prints.some((p) => p !== prints[0])) return null;
  const order = objects.map((ids) => ids.map((id) => zoneIndex(state, id)).sort((a, b) => a - b));
  let best = 0;
  order.forEach((positions, i) => {
    const than = order[best] as number[];
    const k = positions.findIndex((x, j) => x !== than[j]);
    if (k >= 0 && (positions[k] as number) < (than[k] as number)) best = i;
  });
  return actions[best] as Action;
}

/**
 * For each of several actions, what marks the cards it uses apart from those of the others that read
 * the same (`texts`, one per action): known to other players, face down, counters, names or a number
 * chosen for it, another zone; or the objects' ids when nothing else does. An empty text for an
 * action whose text no other has, and for every action when they differ in more than their cards.
 */
export function distinctions(state: ReadonlyGameState, actions: readonly Action[], texts: readonly string[]): string[] {
  const objects = differingObjects(state, actions);
  if (objects === null) return actions.map(() => '');
  const log = logOf(state);
  const marksOf = (id: ObjectId): string[] => {
    const o = state.objects[id]!;
    const counters = Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0).map(([k, n]) => `${n} ${k} counter${n === 1 ? '' : 's'}`);
    return [
      ...(o.zone !== 'hand' ? [`in ${o.zone === 'battlefield' ? 'play' : `your ${o.zone}`}`] : []),
      ...(o.faceDown ? ['face down'] : []),
      ...(HIDDEN_ZONES.has(o.zone) && knownToOthers(state, log, id) ? ['known to other players'] : []),
      ...counters,
      ...(o.chosenNames ?? []).map((n) => `naming ${n}`),
      ...(o.chosenNumber !== undefined ? [`number ${o.chosenNumber}`] : []),
    ];
  };
  const marks = objects.map((ids) => ids.flatMap(marksOf).join(', '));
  return marks.map((m, i) => {
    const alike = texts.flatMap((t, j) => (t === texts[i] ? [j] : []));
    if (alike.length < 2) return '';
    // nothing the seat sees marks them apart (an effect changed one): their ids, as its view lists them
    return alike.every((j) => marks[j] === m) ? (objects[i] as ObjectId[]).map((id) => `object ${id}`).join(', ') : m;
  });
}
