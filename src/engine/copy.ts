/**
 * Copy effects (CR 707, layer 1 of CR 613.2): a permanent that enters as a copy of another takes the
 * copiable values of that object — the values printed on it (or, for a token, those the effect that
 * made it stated), as modified by copy effects, plus what exceptions of copy effects add (CR 707.2,
 * 707.9a) — and nothing else: not its counters, tapped state, Auras, or other effects (CR 707.2).
 * The values are fixed as the copy effect begins (CR 707.2b) and kept on the object as `copyOf`.
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';
import type { Keyword, StaticDef } from '../cards/types.js';
import type { CopiedValues, GameState, ObjectId, PendingChoice } from '../state/types.js';
import { findDefinition } from './card-catalog.js';
import { definitionOf, isCreature } from './characteristics.js';
import { obj } from '../zones/zones.js';

/**
 * The copiable values of a permanent (CR 707.2): what it copies, if it is a copy, with the abilities
 * its copy effect added (707.9a, 707.3: a copy of a copy copies those too); otherwise its own card's.
 */
export function copiableValues(state: GameState, id: ObjectId): CopiedValues {
  const o = obj(state, id);
  if (!o.copyOf) return { card: o.card, keywords: [] };
  const { card, keywords, activatedOf, power, toughness } = o.copyOf;
  return {
    card, keywords: [...keywords], ...(activatedOf === undefined ? {} : { activatedOf }), ...(power === undefined ? {} : { power, toughness: toughness ?? power }),
  };
}

/** The copy values a permanent entering as a copy of `original` gets, with the abilities its own effect adds. */
export function copyWithExceptions(state: GameState, original: ObjectId, adds: readonly Keyword[]): CopiedValues {
  const v = copiableValues(state, original);
  return { ...v, keywords: [...v.keywords, ...adds] };
}

/** The "you may have ~ enter as a copy of …" ability of a card, if it has one (CR 707.9, 614.1c). */
export function entersAsCopyAbility(def: CardDefinition | undefined): Extract<StaticDef, { kind: 'entersAsCopy' }> | undefined {
  return def?.statics?.find((s): s is Extract<StaticDef, { kind: 'entersAsCopy' }> => s.kind === 'entersAsCopy');
}

/** The permanents a card entering now may copy: every creature already on the battlefield (a ruling of Dack's Duplicate). */
export function copyChoices(state: GameState, isCreature: (id: ObjectId) => boolean): ObjectId[] {
  return state.battlefield.filter(isCreature);
}

/** The question "enter as a copy of which creature?" (CR 707.9, 614.1c): the creatures already on the battlefield, then 'none' (last). */
function copyQuestion(state: GameState): PendingChoice {
  const options = copyChoices(state, (id) => isCreature(state, id));
  return { prompt: 'copy', options: [...options.map((object) => ({ object })), { label: 'none' }], min: 1, max: 1, rule: '707.9' };
}

/** What an "enter as a copy" ability copies, given the answer to {@link copyQuestion}, with its exceptions; null for none. */
function copyAnswered(state: GameState, ability: Extract<StaticDef, { kind: 'entersAsCopy' }>, answer: readonly number[]): CopiedValues | null {
  const chosen = copyChoices(state, (id) => isCreature(state, id))[answer[0] ?? -1];
  return chosen === undefined ? null : copyWithExceptions(state, chosen, ability.addKeywords);
}

/**
 * The choice a card that may enter as a copy asks of the player it enters under, as it enters (CR
 * 707.9, 614.1c): the creatures already on the battlefield, then 'none' (last). Null for a card
 * without such an ability. For effects that put several cards onto the battlefield at once, every
 * choice is asked before any card moves.
 */
export function entersAsCopyChoice(state: GameState, card: ObjectId): PendingChoice | null {
  if (!entersAsCopyAbility(definitionOf(obj(state, card)))) return null;
  return copyQuestion(state);
}

/** What a card entering as a copy copies, given the answer to {@link entersAsCopyChoice}; null for none. */
export function copyChosen(state: GameState, card: ObjectId, answer: readonly number[]): CopiedValues | null {
  const ability = entersAsCopyAbility(definitionOf(obj(state, card)));
  return ability ? copyAnswered(state, ability, answer) : null;
}

/**
 * The choice a permanent entering as a copy with the values `copy` asks next when what it copies has
 * an "enter as a copy" ability of its own — a Stunt Double or Dack's Duplicate that copied nothing: an
 * ability of the copied text that replaces the event of entering takes effect (CR 707.5, 616.2), once.
 * The same question as {@link entersAsCopyChoice}'s, citing 707.9 as it does. Null when the copied
 * text has no such ability.
 */
export function copiedEntersAsCopyChoice(state: GameState, copy: CopiedValues): PendingChoice | null {
  return entersAsCopyAbility(findDefinition(copy.card)) ? copyQuestion(state) : null;
}

/**
 * What a permanent entering as a copy with the values `copy` is, given the answer to {@link
 * copiedEntersAsCopyChoice}: a copy of the creature chosen, with the copied ability's exceptions (the
 * later copy effect overwrites the earlier one and what its exceptions added, CR 613.2a, 707.9a), or
 * still `copy` for none.
 */
export function copiedCopyChosen(state: GameState, copy: CopiedValues, answer: readonly number[]): CopiedValues {
  const ability = entersAsCopyAbility(findDefinition(copy.card));
  return (ability ? copyAnswered(state, ability, answer) : null) ?? copy;
}
