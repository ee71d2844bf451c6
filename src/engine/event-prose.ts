/**
 * The registry of the prose of the events rule modules emit (DESIGN: "How a rule module plugs in").
 * `describeEvent` (`describe.ts`) writes the line of an event the core emits itself; the line of an
 * event a rule or a variant defines (`becameMonarch` in CR 725, `goad` in 701.15, `vote` in 701.38,
 * Magic Tech's `deploy`, …) is written by the function its module registers here. The package's
 * entries fill the registry (`src/built-ins.ts`), so the core imports no rule.
 *
 * @module
 */
import type { RuleEventType } from '../state/rule-events.js';
import type { DeepReadonly, GameEventOf, ObjectId, PlayerId } from '../state/types.js';

/**
 * What a line of prose may name, as the state or view it is written from shows it: a player by
 * name, a card the reader may see by name (else "a card", or the fallback given).
 */
export interface EventWords {
  /** A player's name ("someone" when absent). */
  player(p: PlayerId | undefined): string;
  /** An object's name as the source may show it; `fallback` ("a card" unless given) when it may not. */
  object(id: ObjectId | undefined, fallback?: string): string;
  /** The card an event is about: its `card` when it carries one, else its `object` as the source shows it. */
  card(e: { card?: string | undefined; object?: ObjectId | undefined }, fallback?: string): string;
  /** A card name as a reader reads it (a token's by its rules name, CR 111.4). */
  cardName(card: string): string;
  /** The recipient of an event with `to` (an object) or `toPlayer`; `fallback` when the source hides it. */
  recipient(e: { to?: ObjectId | undefined; toPlayer?: PlayerId | undefined }, fallback: string): string;
  /** "1 card", "3 cards": a count and its noun. */
  count(n: number, one: string, many?: string): string;
}

/** Writes the line of one event of type `T`, without its rule: "Ana becomes the monarch". */
export type EventProse<T extends RuleEventType> = (e: DeepReadonly<GameEventOf<T>>, say: EventWords) => string;

/** The prose of the event types one rule defines, as its module declares them. */
export type RuleEventProse<K extends RuleEventType> = { readonly [T in K]: EventProse<T> };

const prose = new Map<string, unknown>();

/**
 * Registers the prose of the events a rule module defines. Registering the same function again does
 * nothing; another function for a type already described throws.
 */
export function registerEventProse(defined: Partial<RuleEventProse<RuleEventType>>): void {
  for (const [type, describe] of Object.entries(defined)) {
    const known = prose.get(type);
    if (known !== undefined && known !== describe) throw new Error(`two rules describe the event ${type}`);
    prose.set(type, describe);
  }
}

/** The prose a rule registered for an event type, or undefined if none did (the package's entry is not loaded). */
export function eventProse<T extends RuleEventType>(type: T): EventProse<T> | undefined {
  return prose.get(type) as EventProse<T> | undefined;
}
