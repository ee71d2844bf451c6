/**
 * Card definitions: printed data joined with behaviour, and the lookup the engine uses for cards
 * and tokens alike.
 *
 * @module
 */
import { parseManaCost, type ManaCost } from '../engine/mana.js';
import { getPrinted, getToken, type PrintedCard, type PrintedToken } from './printed.js';
import type { CardBehaviour, Keyword } from './types.js';
import { quoted } from '../engine/quote.js';

/** A card or token the engine can play: its printed data and its behaviour. */
export interface CardDefinition extends CardBehaviour {
  /** The name objects refer to it by (a token's is `token:<id>`). */
  readonly name: string;
  /** The printed card, or the token's printed data. */
  readonly printed: PrintedCard | PrintedToken;
  /** The parsed mana cost (empty for lands, tokens and conspiracies). */
  readonly manaCost: ManaCost;
  /** True for a token definition. */
  readonly token: boolean;
}

const KEYWORDS: ReadonlySet<string> = new Set<Keyword>([
  'banding', 'deathtouch', 'defender', 'double strike', 'fear', 'first strike', 'flanking', 'flash', 'flying', 'haste',
  'hexproof', 'indestructible', 'intimidate', 'lifelink', 'menace', 'phasing', 'reach', 'trample', 'vigilance',
  'plainswalk', 'islandwalk', 'swampwalk', 'mountainwalk', 'forestwalk',
  'cavewalk', 'desertwalk', 'gatewalk', 'lairwalk', 'locuswalk', 'minewalk', 'planetwalk', 'power-plantwalk', 'spherewalk', 'towerwalk', 'townwalk', "urza'swalk",
]);

/**
 * Defines a card from its printed data (by exact name) and its behaviour. Throws if the name is not a
 * card of CN2, CNS or a basic land.
 */
export function card(name: string, behaviour: CardBehaviour = {}): CardDefinition {
  const printed = getPrinted(name);
  if (!printed) throw new Error(`no printed card named ${quoted(name)}`);
  return definition(name, printed, parseManaCost(printed.manaCost), false, behaviour);
}

/**
 * A definition with every field of {@link CardBehaviour} present, in one order, absent ones
 * undefined: all definitions then share one shape, so that the engine's reads of them stay
 * monomorphic (hundreds of object shapes made every such read a slow generic lookup).
 */
function definition(name: string, printed: PrintedCard | PrintedToken, manaCost: ManaCost, isToken: boolean, b: CardBehaviour): CardDefinition {
  return {
    name,
    printed,
    manaCost,
    token: isToken,
    keywords: b.keywords,
    spell: b.spell,
    enchant: b.enchant,
    activated: b.activated,
    triggered: b.triggered,
    statics: b.statics,
    flashCost: b.flashCost,
    multikicker: b.multikicker,
    conspiracy: b.conspiracy,
    beforeShuffle: b.beforeShuffle,
  };
}

/**
 * Defines a token from its printed data (by token id). Keyword abilities in its rules text become
 * its keywords unless the behaviour gives them.
 */
export function token(id: string, behaviour: CardBehaviour = {}): CardDefinition {
  const printed = getToken(id);
  if (!printed) throw new Error(`no token with id ${quoted(id)}`);
  const keywords = printed.keywords.map((k) => k.toLowerCase()).filter((k): k is Keyword => KEYWORDS.has(k));
  return definition(`token:${printed.id}`, printed, [], true, { keywords, ...behaviour });
}
