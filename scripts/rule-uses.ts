/**
 * Computes what `src/rules/data/rule-uses.json` holds: the rule modules the engine implements
 * (number, title, keywords) and, for each titled rule, the keywords and implemented cards that use it.
 * A card uses a rule when its printed keywords or its engine keywords name the rule (through the
 * registry's aliases: `Flying` is 702.9, `Will of the council` 701.38), when its definition's source
 * cites the rule (`CR 725.1` in a comment, `rule: '608.2c'` in an effect), when it is a conspiracy
 * (315) or has a draft-matters ability (905), or when its Oracle text says a keyword of a keyword
 * action, keyword ability or the monarch, or its -s, -es, -d or -ed form (701, 702, 725: "you become
 * the monarch", "each player votes"), or a term of {@link ORACLE_TERMS} that no keyword says (landwalk
 * given by an Aura, countering a spell, revealing, copying). Every ability word (Parley, Will of the council)
 * names 207.2c.
 *
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// the package's entry first, so that modules initialize in the order the package loads them
import '../src/index.js';
import { cards } from '../src/cards/registry.js';
import { createRuleRegistry } from '../src/rules/registry.js';
import { implementedRuleModules } from '../src/formats/implemented-rules.js';

/** The shape of `src/rules/data/rule-uses.json`. */
export interface RuleUsesData {
  /** Every implemented rule module: [number, title, keywords]. */
  readonly modules: readonly (readonly [string, string, readonly string[]])[];
  /** By titled rule number: [keywords, card names] that use it, each sorted. */
  readonly uses: Readonly<Record<string, readonly [readonly string[], readonly string[]]>>;
}

/**
 * The ability words of CN2 and CNS, which CR 207.2c lists: each names 207.2c, and also the rule a
 * module declares it a keyword of (will of the council and council's dilemma are votes, 701.38).
 */
const ABILITY_WORDS = new Set(["council's dilemma", 'morbid', 'parley', 'will of the council']);

/**
 * Oracle text, reminder text left out, that uses a rule no printed or declared keyword of the card
 * says: "has landwalk of the chosen type" (CR 702.14, Traveler's Cloak), "counter that spell or
 * ability" (701.6, Jetting Glasskite, Split Decision: countering is more than "counter target", and a
 * +1/+1 counter is none), revealing cards (701.20: Coiling Oracle; a hidden agenda's reminder text
 * reveals a name, no card) and copying an object, a spell or a card (707: Stunt Double, Echoing Boon,
 * Arcane Savant).
 */
const ORACLE_TERMS: readonly (readonly [RegExp, string])[] = [
  [/\blandwalk\b/, '702.14'],
  [/\bcounter (?:target|that|the|it|them|each|all|up to)\b/, '701.6'],
  [/\breveal(?:s|ed|ing)?\b/, '701.20'],
  [/\bcop(?:y|ies)\b/, '707'],
];

/** `card('Name'` or `card("Name's"` in a definition file. */
const CARD_CALL = /\bcard\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
/** A CR citation in a comment or string, or a `rule:` field. */
const CITATION = /\bCR (\d{3}(?:\.\d+[a-z]*)?)|\brule: '(\d{3}(?:\.\d+[a-z]*)?)'/g;

/** Every card definition file under src/cards. */
function definitionFiles(root: string): string[] {
  const dir = join(root, 'src', 'cards');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));
}

/** The rule numbers each card's definition cites, by card name: each `card(...)` call owns the text up to the next. */
function citationsByCard(root: string): Map<string, Set<string>> {
  const cited = new Map<string, Set<string>>();
  for (const file of definitionFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const calls = [...text.matchAll(CARD_CALL)];
    calls.forEach((call, i) => {
      const name = (call[1] ?? call[2] ?? '').replace(/\\(.)/g, '$1');
      const block = text.slice(call.index, calls[i + 1]?.index ?? text.length);
      const set = cited.get(name) ?? new Set<string>();
      for (const c of block.matchAll(CITATION)) set.add(c[1] ?? c[2] ?? '');
      cited.set(name, set);
    });
  }
  return cited;
}

/** Computes the data from the live rule modules, card definitions and definition sources under `root`. */
export function computeRuleUses(root: string): RuleUsesData {
  const modules = implementedRuleModules().sort((a, b) => (a.number < b.number ? -1 : 1));
  const registry = createRuleRegistry(modules);
  const keywords = new Map<string, Set<string>>();
  const users = new Map<string, Set<string>>();
  const add = <T>(map: Map<string, Set<T>>, rule: string, value: T): void => {
    const set = map.get(rule) ?? new Set<T>();
    set.add(value);
    map.set(rule, set);
  };
  for (const m of modules) for (const k of m.keywords ?? []) add(keywords, m.number, k.toLowerCase());
  const cited = citationsByCard(root);
  // Keyword actions, keyword abilities and the monarch (CR 701, 702, 725): a card whose text says the word uses the rule.
  const actionWords = modules
    .filter((m) => /^(701|702|725)(\.|$)/.test(m.number))
    .flatMap((m) => (m.keywords ?? []).map((k) => [k.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), m.number] as const));
  for (const def of cards.list()) {
    const printed = 'rarity' in def.printed ? def.printed : undefined;
    const words = [...(printed?.keywords ?? []), ...(def.keywords ?? [])].map((k) => k.toLowerCase());
    for (const word of words) {
      const named = [registry.get(word)?.number, ABILITY_WORDS.has(word) ? registry.get('207.2c')?.number : undefined];
      for (const rule of new Set(named)) {
        if (rule === undefined) continue;
        add(keywords, rule, word);
        add(users, rule, def.name);
      }
    }
    for (const number of cited.get(def.name) ?? []) {
      const rule = registry.get(number)?.number;
      if (rule !== undefined) add(users, rule, def.name);
    }
    const text = printed?.oracleText.toLowerCase() ?? '';
    // The word or an inflection of it: "each player votes" (Illusion of Choice) uses 701.38 Vote.
    for (const [word, rule] of actionWords) if (new RegExp(`\\b${word}(?:s|es|d|ed)?\\b`).test(text)) add(users, rule, def.name);
    const rulesText = text.replace(/\([^)]*\)/g, '');
    for (const [term, rule] of ORACLE_TERMS) if (term.test(rulesText)) add(users, rule, def.name);
    if (printed?.conspiracy) add(users, '315', def.name);
    if (printed?.draftMatters) add(users, '905', def.name);
  }
  const uses: Record<string, [string[], string[]]> = {};
  for (const rule of [...new Set([...keywords.keys(), ...users.keys()])].sort()) {
    uses[rule] = [[...(keywords.get(rule) ?? [])].sort(), [...(users.get(rule) ?? [])].sort()];
  }
  return { modules: modules.map((m) => [m.number, m.title ?? '', [...(m.keywords ?? [])]] as const), uses };
}
