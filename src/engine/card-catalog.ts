/**
 * The cards the engine plays, found by name through a catalog the package's entries register
 * (`src/built-ins.ts`: the card registry of `src/cards/`, which gathers the sets and the cards
 * formats define for themselves). The core reads card definitions only through here, so it imports
 * no card set (DESIGN: "Layers").
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';

/** What the core asks about cards by name. */
export interface CardCatalog {
  /** A card or token definition by exact name (a format's own cards too); undefined if none. */
  findDefinition(name: string): CardDefinition | undefined;
  /** The exact name of the implemented card that `name` writes (ignoring case, accents, spacing). */
  implementedName(name: string): string | undefined;
  /** A hint for an unknown card name (`; did you mean A or B?`), or `''`. */
  unknownNameHint(name: string): string;
  /** Whether a name may be chosen as a card's name (CR 702.106a), given the game's extra names. */
  isNameableCard(name: unknown, moreNames?: readonly string[]): name is string;
  /** What is wrong with a list of extra nameable card names (`settings.nameableCards`), or null. */
  nameableCardsProblem(value: unknown): string | null;
  /** An implemented card (not a token, not a format's own card) by the name `name` writes, ignoring case, accents and spacing. */
  implementedCard(name: string): CardDefinition | undefined;
  /** Every implemented card (not tokens, not the formats' own cards), sorted by name. */
  implementedCards(): readonly CardDefinition[];
}

function unregistered(): never {
  throw new Error('no card catalog is registered (load paliano through one of its entries)');
}

let catalog: CardCatalog = {
  findDefinition: unregistered, implementedName: unregistered, unknownNameHint: unregistered, isNameableCard: (_name): _name is string => unregistered(), nameableCardsProblem: unregistered,
  implementedCard: unregistered, implementedCards: unregistered,
};

/** Registers the catalog the core reads cards from (the package's entries do, once). */
export function registerCardCatalog(cards: CardCatalog): void {
  catalog = cards;
}

/** Looks up a card or token definition by name; undefined if the engine does not implement it. */
export function findDefinition(name: string): CardDefinition | undefined {
  return catalog.findDefinition(name);
}

/** The name under which the engine implements the card `name` writes, if any (see {@link CardCatalog}). */
export function implementedName(name: string): string | undefined {
  return catalog.implementedName(name);
}

/** A hint for an unknown card name: `; did you mean A or B?`, or `''`. */
export function unknownNameHint(name: string): string {
  return catalog.unknownNameHint(name);
}

/** Whether a name may be chosen as a card's name (CR 702.106a), given the game's extra names. */
export function isNameableCard(name: unknown, moreNames?: readonly string[]): name is string {
  return catalog.isNameableCard(name, moreNames);
}

/** What is wrong with a list of extra nameable card names (`settings.nameableCards`), or null. */
export function nameableCardsProblem(value: unknown): string | null {
  return catalog.nameableCardsProblem(value);
}

/** An implemented card (not a token, not a format's own card) by the name `name` writes; undefined if none. */
export function implementedCard(name: string): CardDefinition | undefined {
  return catalog.implementedCard(name);
}

/** Every implemented card (not tokens, not the formats' own cards), sorted by name. */
export function implementedCards(): readonly CardDefinition[] {
  return catalog.implementedCards();
}
