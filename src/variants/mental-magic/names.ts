/**
 * Async Mental Magic rules 2a, 2b, 6, 6a and 6b: which names a card may be given. A name chosen once
 * can never be chosen again, in this game or a later game of the same league (6); banned cards
 * cannot be named at all.
 *
 * @module
 */
import { implementedCard, implementedCards } from '../../engine/card-catalog.js';
import type { CardDefinition } from '../../cards/definition.js';
import { formatManaCost, parseManaCost } from '../../engine/mana.js';
import { costMatch, type CostMatchRule } from './costs.js';
import { quoted } from '../../engine/quote.js';

/** The name of the variant's own land (AMM 4); naming it is not limited by rule 6. */
export const UTOPIA = 'Utopia';

/** One ban: the rule that bans a kind of card and how its Oracle text shows it. */
interface BanRule {
  rule: 'AMM 2a' | 'AMM 2b' | 'AMM 6a' | 'AMM 6b';
  /** Matches one line of Oracle text that makes a card banned. */
  pattern: RegExp;
}

/**
 * The banned kinds of cards, read from a line of Oracle text: 2a cards that care about the size of a
 * library, 2b cards that reveal from a library until a condition is met, 6a ante (dexterity and
 * silver-bordered cards have no Oracle marker and none is implemented), 6b cards that can make
 * face-down spells or permanents (face down during the draft does not count: that is no spell or
 * permanent).
 */
const BANS: readonly BanRule[] = [
  { rule: 'AMM 2a', pattern: /cards in (your|their|his or her|that player's|target player's|each player's|a player's|all players') librar(y|ies)|all cards from (your|their|his or her|target player's) library/i },
  { rule: 'AMM 2b', pattern: /reveals? cards from the top of .*librar(y|ies) until/i },
  { rule: 'AMM 6a', pattern: /\bante\b/i },
  { rule: 'AMM 6b', pattern: /\b(morph|megamorph|manifest|disguise|cloak)\b|\bface[ -]down (spell|creature|permanent)|\bcast .* face down|\bonto the battlefield face down/i },
];

/**
 * Cards the rules text bans by name, as its examples (2a, 2b, 6b), and the dexterity cards (6a),
 * whose Oracle text does not show it.
 */
const BANNED_BY_NAME: Readonly<Record<string, BanRule['rule']>> = {
  'Battle of Wits': 'AMM 2a', Doomsday: 'AMM 2a', Traumatize: 'AMM 2a', Leveler: 'AMM 2a',
  'Tainted Pact': 'AMM 2b', 'Mind Funeral': 'AMM 2b',
  'Chaos Orb': 'AMM 6a', 'Falling Star': 'AMM 6a',
  'Illusionary Mask': 'AMM 6b',
};

/** The rule that bans a card (AMM 2a, 2b, 6a, 6b), or null if it is not banned: by name, or by a line of its Oracle text. */
export function banRule(card: { name: string; oracleText: string }): BanRule['rule'] | null {
  const named = BANNED_BY_NAME[card.name];
  if (named) return named;
  // a card's text names the card itself (Traveler's Cloak): its name is no keyword
  const text = card.name === '' ? card.oracleText : card.oracleText.split(card.name).join('CARDNAME');
  const lines = text.split('\n').filter((l) => !/\bdraft/i.test(l));
  for (const b of BANS) if (lines.some((l) => b.pattern.test(l))) return b.rule;
  return null;
}

/** Why a name may not be chosen (AMM 6, 2a, 2b, 6a, 6b), or null if it may. */
export function nameProblem(name: string, usedNames: readonly string[]): { rule: string; message: string } | null {
  if (name === UTOPIA) return null;
  const def = implementedCard(name);
  if (!def) return { rule: 'AMM 5', message: `the engine implements no card named ${quoted(name)}` };
  if (usedNames.includes(name)) return { rule: 'AMM 6', message: `${name} was named before in this league` };
  const ban = banRule(def.printed);
  if (ban) return { rule: ban, message: `${name} is banned (${ban})` };
  if (def.printed.types.includes('Conspiracy')) return { rule: 'AMM 5', message: `${name} is a conspiracy: it never goes on the stack or the battlefield` };
  return null;
}

/** Why a card with mana cost `cost` may not become `name`, or null and the rule that lets it (AMM 5c–5g). */
export function costProblem(cost: string, name: string): { rule: string; message: string } | null {
  const def = implementedCard(name);
  if (!def) return { rule: 'AMM 5', message: `the engine implements no card named ${quoted(name)}` };
  if (costMatch(cost, def.manaCost)) return null;
  return { rule: 'AMM 5c', message: `${name} costs ${formatManaCost(def.manaCost) || 'no mana'}, which does not match ${cost}` };
}

/** The rule by which an unnamed card of mana cost `cost` may become `name`, if it may. */
export function matchRule(cost: string, name: string): CostMatchRule | null {
  const def = implementedCard(name);
  return def ? costMatch(cost, def.manaCost) : null;
}

const byCost = new Map<string, readonly string[]>();

/** The implemented cards no rule but 6 keeps from being named (see {@link nameProblem}), found once, by mana cost (the same symbols). */
let nameable: ReadonlyMap<string, readonly CardDefinition[]> | null = null;

function nameableByCost(): ReadonlyMap<string, readonly CardDefinition[]> {
  const out = new Map<string, CardDefinition[]>();
  for (const d of implementedCards()) {
    if (nameProblem(d.name, []) !== null) continue;
    const key = JSON.stringify(d.manaCost);
    const list = out.get(key);
    if (list) list.push(d);
    else out.set(key, [d]);
  }
  return out;
}

/**
 * Every card the engine implements that an unnamed card of mana cost `cost` may be named as (AMM 5c–5g)
 * and that is not banned, in name order; names used before are left for the caller to exclude.
 */
export function candidateNames(cost: string): readonly string[] {
  let hit = byCost.get(cost);
  if (!hit) {
    nameable ??= nameableByCost();
    const parsed = parseManaCost(cost);
    // one match per mana cost the cards have (cards of the same cost match alike), then in name order
    const fits = new Set<CardDefinition>();
    for (const cards of nameable.values()) if (costMatch(parsed, (cards[0] as CardDefinition).manaCost) !== null) for (const d of cards) fits.add(d);
    hit = Object.freeze(implementedCards().filter((d) => fits.has(d)).map((d) => d.name));
    byCost.set(cost, hit);
  }
  return hit;
}
