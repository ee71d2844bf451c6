/**
 * The choices made as a permanent enters the battlefield (CR 614.12, 614.12a): replacement effects
 * that modify how it enters and need a choice are made before it enters, by the player it enters
 * under. Two kinds: "you may have ~ enter as a copy of …" (CR 707.9, 614.1c), and "As ~ enters, choose
 * a number / a land type" (Sanctum Prelate, Traveler's Cloak). The copy choice comes first: what it
 * enters as decides which "as enters" ability it has (CR 614.12, 616.1c), so a Stunt Double copying
 * Sanctum Prelate chooses a number too.
 *
 * Every way a permanent enters goes through {@link askEntryChoices} (casting and resolving, effects
 * putting cards onto the battlefield, returns from exile, tokens that copy a permanent) and hands its
 * answer to `putOntoBattlefield`, which records it on the new object; an object off the battlefield
 * has no chosen value (a new object, CR 400.7).
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';
import { findDefinition } from './card-catalog.js';
import type { EntryChoiceKind, StaticDef } from '../cards/types.js';
import type { CopiedValues, GameState, ObjectId, PendingChoice, PlayerId } from '../state/types.js';
import { obj } from '../zones/zones.js';
import { landTypesOf } from './format-land-types.js';
import { definitionOf } from './characteristics.js';
import { copiedCopyChosen, copiedEntersAsCopyChoice, copyChosen, entersAsCopyChoice } from './copy.js';

/** What was chosen for a permanent as it entered (CR 614.12a): the values its "as enters" ability records. */
export interface ChosenOnEntry {
  /** "Choose a number" (Sanctum Prelate). */
  number?: number;
  /** "Choose a land type" (Traveler's Cloak): one of the land types of CR 205.3i. */
  landType?: string;
}

/** How a permanent enters: as a copy (CR 707.9) or not, and what its "as enters" ability chose. */
export interface Entering {
  /** The copiable values it enters with as a copy; null if it enters as itself. */
  copy: CopiedValues | null;
  /** What was chosen as it entered; null if it has no "as enters, choose" ability. */
  chosen: ChosenOnEntry | null;
}

/** A permanent entering as itself with nothing chosen. */
export const PLAIN_ENTRY: Entering = Object.freeze({ copy: null, chosen: null });


/**
 * The numbers "choose a number" offers: 0 to 64. Any number may be chosen, but only a mana value
 * matters to the cards that ask, and no spell the listing offers has one above 64 (X is listed up to
 * 64); a bound like X's, so that the choice is a list.
 */
export const CHOSEN_NUMBERS = 65;

/** What asks the choices: a resolution's keyed `ask` (see `ResolutionIo`), null while the answer is awaited. */
export interface EntryAsker {
  ask(key: string, player: PlayerId, choice: PendingChoice): readonly number[] | null;
}

/** The "As ~ enters, choose …" ability of a definition, if it has one (CR 614.12). */
export function asEntersChooseAbility(def: CardDefinition | undefined): Extract<StaticDef, { kind: 'asEntersChoose' }> | undefined {
  return def?.statics?.find((s): s is Extract<StaticDef, { kind: 'asEntersChoose' }> => s.kind === 'asEntersChoose');
}

/** The question "choose a number" or "choose a land type" puts (CR 614.12a) in a game of the format `formatId`. */
export function entryChoice(kind: EntryChoiceKind, formatId: string): PendingChoice {
  if (kind === 'number') return { prompt: 'chooseNumber', options: Array.from({ length: CHOSEN_NUMBERS }, (_, n) => ({ label: String(n) })), min: 1, max: 1, rule: '614.12a' };
  // the land types of CR 205.3i and the format's own (a ruling of Traveler's Cloak: basic or
  // nonbasic, but an existing one; Async Mental Magic 4: Utopia exists in its games)
  return { prompt: 'chooseLandType', options: landTypesOf(formatId).map((label) => ({ label })), min: 1, max: 1, rule: '614.12a' };
}

/** The value an answer to {@link entryChoice} chose. */
function chosenValue(kind: EntryChoiceKind, answer: readonly number[], formatId: string): ChosenOnEntry {
  const i = answer[0] ?? 0;
  const types = landTypesOf(formatId);
  return kind === 'number' ? { number: Math.min(Math.max(i, 0), CHOSEN_NUMBERS - 1) } : { landType: types[i] ?? (types[0] as string) };
}

/**
 * Asks the choices `card` makes as it enters under `chooser` (CR 614.12a), under keys made from
 * `key`: first whether it enters as a copy and of what (CR 707.9) — and again, once, if what it
 * copies may enter as a copy itself (CR 707.5) — then the "as enters, choose" of what it enters as.
 * Returns how it enters, or null while a choice is awaited. Each choice says which card's ability asks
 * it (`PendingChoice.entering`).
 */
export function askEntryChoices(state: GameState, io: EntryAsker, key: string, card: ObjectId, chooser: PlayerId): Entering | null {
  let copy: CopiedValues | null = null;
  const copyChoice = entersAsCopyChoice(state, card);
  if (copyChoice) {
    const answer = io.ask(key, chooser, { ...copyChoice, entering: { object: card, card: obj(state, card).card } });
    if (!answer) return null;
    copy = copyChosen(state, card, answer);
    // CR 707.5: a copy of a creature that copied nothing has its "enter as a copy" ability, which takes effect too
    const again = copy && copiedEntersAsCopyChoice(state, copy);
    if (copy && again) {
      const second = io.ask(`${key}:copied`, chooser, { ...again, entering: { object: card, card: copy.card } });
      if (!second) return null;
      copy = copiedCopyChosen(state, copy, second);
    }
  }
  const chosen = askChosen(state, io, `${key}:chosen`, chooser, copy ? findDefinition(copy.card) : definitionOf(obj(state, card)), card);
  return chosen === undefined ? null : { copy, chosen };
}

/**
 * The "as enters, choose" of a permanent entering with the definition `def` (a token copying a
 * permanent, CR 707.9, 614.12a): null if it has none, undefined while awaited. `entering`, the card
 * entering, if it exists yet (a token does not), is named on the choice (`PendingChoice.entering`).
 */
export function askChosen(state: GameState, io: EntryAsker, key: string, chooser: PlayerId, def: CardDefinition | undefined, entering?: ObjectId): ChosenOnEntry | null | undefined {
  const ability = asEntersChooseAbility(def);
  if (!ability || !def) return null;
  const choice = entryChoice(ability.choose, state.format);
  const answer = io.ask(key, chooser, entering === undefined ? choice : { ...choice, entering: { object: entering, card: def.name } });
  return answer ? chosenValue(ability.choose, answer, state.format) : undefined;
}
