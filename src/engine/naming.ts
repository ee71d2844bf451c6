/**
 * Naming an object without a name in the middle of an effect (a variant's unnamed cards): an effect
 * about to put a card that must have some characteristics onto the battlefield ("a creature card",
 * "a land card") may find an unnamed card that would have them once named. The format says which
 * names it allows (`RuleModule.effectNames`); this keeps those that fit, asks the player which one
 * (or none), and names the card.
 *
 * @module
 */
import type { GameState, ObjectId, PendingChoice, PlayerId, ReadonlyGameState } from '../state/types.js';
import { moduleWith, nameAs } from './format.js';

/** The names that fit an effect's need, whether the player may name the card now, and the rule. */
export interface FittingNames {
  /** The names the format allows that make `fits` true, in the format's order; perhaps none. */
  names: readonly string[];
  /** Whether the player may name the card at this moment. */
  now: boolean;
  /** The rule that lets the player name it. */
  rule: string;
}

/** The prompt of the choice of a name: its labels are card names, and "no". */
export const NAME_PROMPT = 'nameCard';

/** Whether an object is a card without a name (the format's `namelessCard`). */
export function isNameless(state: ReadonlyGameState, object: ObjectId): boolean {
  const o = state.objects[object];
  return o !== undefined && o.kind === 'card' && (moduleWith(state.format, 'namelessCard')?.namelessCard(o.card) ?? null) !== null;
}

/**
 * The opportunity to name the unnamed `object` for an effect `player` controls: the names the player
 * may give it among those with which `fits` holds of the state as it would be with the card so named,
 * perhaps none; null if the object has a name or the format lets the player name it on no such
 * occasion. Whether the opportunity exists does not depend on which names fit, which depends on the
 * card's mana cost, hidden from other players: an effect asks it whatever the cost, so that its pause
 * tells them nothing (Async Mental Magic 7d: such an opportunity is a decision "even if … there are no
 * possible cards to name that match those characteristics").
 */
export function fittingNames(state: GameState, player: PlayerId, object: ObjectId, fits: (named: GameState) => boolean): FittingNames | null {
  if (!isNameless(state, object)) return null;
  const offer = moduleWith(state.format, 'effectNames')?.effectNames(state, player, object);
  if (!offer) return null;
  const card = state.objects[object] as GameState['objects'][number];
  const names = offer.names.filter((name) => {
    const named: GameState = { ...state, objects: state.objects.slice() };
    named.objects[object] = { ...card, card: name };
    return fits(named);
  });
  return { names, now: offer.now, rule: offer.rule };
}

/**
 * The choice of a name: "no" (leave the card unnamed, so the effect does not use it) first, then the
 * fitting names if the player may name the card now.
 */
export function nameChoice(fitting: FittingNames): PendingChoice {
  return {
    prompt: NAME_PROMPT,
    options: [{ label: 'no' }, ...(fitting.now ? fitting.names.map((label) => ({ label })) : [])],
    min: 1,
    max: 1,
    rule: fitting.rule,
  };
}

/** Names the card as the answer to {@link nameChoice} says; returns whether it got a name. */
export function nameAsAnswered(state: GameState, player: PlayerId, object: ObjectId, fitting: FittingNames, answer: readonly number[]): boolean {
  const i = answer[0] ?? 0;
  if (i === 0 || !fitting.now) return false;
  const name = fitting.names[i - 1];
  if (name === undefined) return false;
  nameAs(state, player, object, name, 'effect');
  return true;
}
