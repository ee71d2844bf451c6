/**
 * The edition-aware registry of Comprehensive Rules numbers (DESIGN.md, principle 5).
 *
 * Rule modules are keyed by their number in the pinned edition of the Comprehensive Rules
 * (2026-04-17), but numbers move between editions and get reused: in the 2016-08-26 edition (the
 * *Conspiracy: Take the Crown* edition) melee was 702.120, goad 701.35 and the monarch 716, while
 * today 702.120 is Escalate, 701.35 Detain and 716 Class Cards. The registry knows every titled rule
 * of the pinned edition (sections such as 725 and titled subsections such as 702.121), its number in
 * each of the editions since 2014-06-01, and which of them the engine implements.
 *
 * The table comes from `./data/rule-numbers.json`, written by `scripts/build-rule-data.mjs`. It holds
 * numbers, titles and dates only; the rules text itself is never shipped, but a user may attach the
 * official text they supply with {@link RuleRegistry.withText}.
 *
 * @module
 */
import ruleNumbers from './data/rule-numbers.json';
import type { VariantRule, VariantSection } from '../variants/magic-tech/rules.js';
import type { RuleModuleMeta } from '../engine/format.js';
import { quoted } from '../engine/quote.js';

export type { RuleModuleMeta };

/** What the engine knows about one titled rule of the Comprehensive Rules. */
export interface RuleInfo {
  /** The rule's number in the pinned edition (2026-04-17), e.g. `'725'` or `'702.121'`. */
  readonly number: string;
  /** The rule's title in the pinned edition, e.g. `'The Monarch'`. */
  readonly title: string;
  /**
   * The rule's number in each edition that has it, keyed by the edition's effective date
   * (YYYY-MM-DD), e.g. `{'2016-08-26': '716', …, '2026-04-17': '725'}` for the monarch. Editions
   * before the rule existed are left out. Editions where it had a former title are included.
   */
  readonly numbers: Readonly<Record<string, string>>;
  /** Earlier titles of the same rule, oldest first (e.g. `['Tribals']` for 308 Kindreds); usually empty. */
  readonly formerTitles: readonly string[];
  /**
   * Sections that no longer have a number of their own and whose rules moved into this one, each
   * with its numbers, e.g. Meld Cards (712, then 713) in 712 Double-Faced Cards since 2023-04-14;
   * usually empty. Their old numbers and title find this rule.
   */
  readonly merged: readonly MergedSection[];
  /**
   * Whether the engine plays this rule: a rule module implements it, or effects, costs or the engine's
   * core do (scry, monstrosity and kicker are effects and costs, not modules).
   */
  readonly implemented: boolean;
  /** Keywords the engine declares for the rule (e.g. `['melee']` for 702.121, `['kicker', 'multikicker']` for 702.33); empty when not implemented. */
  readonly keywords: readonly string[];
  /**
   * What uses the rule: the keywords and ability words (lower case) that name it, and the implemented
   * cards whose keywords, Oracle text or definition cite it (see `scripts/rule-uses.ts`), each sorted.
   */
  readonly usedBy: { readonly keywords: readonly string[]; readonly cards: readonly string[] };
  /**
   * For a section of a fan variant's rules (`'MT 8'`, `'AMM 5'`): the variant's name, `'Magic Tech'` or
   * `'Async Mental Magic'`. Absent for a rule of the Comprehensive Rules.
   */
  readonly variant?: string;
  /** For a section of a fan variant's rules: its rules, each with a summary in this project's words. */
  readonly subrules?: readonly VariantRule[];
  /**
   * The rule's text from the official Comprehensive Rules attached with
   * {@link RuleRegistry.withText}: the rule's own line and every line below it up to the next rule of
   * the same or a higher level (so a section carries its subrules). Absent when no text is attached
   * or the attached text lacks the rule.
   */
  readonly text?: string;
}

/** A section of an older edition whose rules moved into a titled rule of the pinned edition. */
export interface MergedSection {
  /** Its title, e.g. `'Meld Cards'`. */
  readonly title: string;
  /** Its number in each edition that has it, keyed by the edition's date, as {@link RuleInfo.numbers}. */
  readonly numbers: Readonly<Record<string, string>>;
  /** Its text in the attached text ({@link RuleRegistry.withText}), when that edition has it. */
  readonly text?: string;
}

/** A fan variant whose rules the registry finds by id (`'MT 8.5'`). */
export interface VariantRules {
  /** The variant's name, e.g. `'Magic Tech'`. */
  readonly name: string;
  /** Its sections; every id starts with the same prefix (`'MT '`). */
  readonly sections: readonly VariantSection[];
}

/** What uses each rule, by pinned number: [keywords, card names] (the shape of `./data/rule-uses.json`'s `uses`). */
export type RuleUses = Readonly<Record<string, readonly [keywords: readonly string[], cards: readonly string[]]>>;

/** Looks up titled rules by number (in any known edition), title or keyword. */
export interface RuleRegistry {
  /**
   * Finds a titled rule.
   *
   * A number is read in `edition`: the registry uses the latest known edition on or before that
   * date, and the pinned edition when it is omitted. A subrule resolves to its nearest titled
   * ancestor (`'725.2'` to 725 The Monarch, `'702.121a'` to 702.121 Melee); the registry does not
   * check that the subrule exists. The number of a section whose rules moved into a titled rule
   * finds that rule (`'713'` in 2022 is Meld Cards, in 712 Double-Faced Cards since 2023-04-14,
   * {@link RuleInfo.merged}). A number may carry a trailing period (`'725.'`), a leading `CR`
   * (`'CR 702.9'`) and upper-case letters (`'702.121A'`), but no leading zero (`702.09` finds
   * nothing). Anything else is an alias: a title, a former title, a keyword declared by a rule
   * module or a word of a rule's `usedBy.keywords` (an ability word such as `'parley'` names 207
   * Text Box, CR 207.2c), compared ignoring case. A title
   * shared by several rules (`'General'`) names none of them, unless a rule module declares it a
   * keyword (`'Exile'` is 701.13); a title only one rule has names that rule, even where another
   * rule's module declares it a keyword (`'Draw Step'` is 504, `'Cast'` 701.5); and a declared keyword
   * or a title wins over a word of `usedBy`. With `edition`, an alias finds its rule only if the rule
   * existed in that edition.
   *
   * A fan variant's rule id (`'MT 8.5'`, `'AMM 5c'`, `'MT 8'`, in either case, with an optional
   * trailing period) finds its section, with the variant's name and its rules, in any edition; an id
   * the variant does not have finds nothing. So does a keyword or title of a section after the
   * variant's prefix (`'MT patrol'`, `'AMM utopia'`), and alone (`'patrol'`) where no rule of the CR
   * and no other section has it.
   *
   * @param numberOrAlias - A rule number such as `'716'` or `'702.120a'`, or an alias such as `'goad'`.
   * @param edition - An edition date, YYYY-MM-DD.
   * @returns The rule, keyed by its pinned number; `undefined` if nothing matches (what is no text
   *   matches nothing), or if `edition` is earlier than every known edition.
   * @throws RangeError if `edition` is not a YYYY-MM-DD date.
   */
  get(numberOrAlias: string, edition?: string): RuleInfo | undefined;
  /** Every titled rule of the pinned edition, in rules order (100 < 101 < 103.1 < 702.2 < 702.10). */
  list(): RuleInfo[];
  /** The effective dates (YYYY-MM-DD) of every known edition, oldest first; the last is the pinned one. */
  editions(): string[];
  /**
   * The number that the titled rule `number` (a pinned-edition number such as `'725'`) had in
   * `edition` (the latest known edition on or before that date), e.g. `'716'` for 725 in 2016-08-26.
   * The number is read as {@link RuleRegistry.get} reads one (`'725.'` and `'CR 725'` are 725).
   *
   * @returns `undefined` if `number` is not a titled rule of the pinned edition, if the rule did not
   *   exist in that edition, or if `edition` is earlier than every known edition.
   * @throws RangeError if `edition` is not a YYYY-MM-DD date.
   */
  numberIn(number: string, edition: string): string | undefined;
  /**
   * A registry like this one with the official Comprehensive Rules text attached, so that
   * {@link RuleInfo.text} and {@link RuleRegistry.textOf} answer. The text is the plain-text CR as
   * published; its rules run from the second "1. Game Concepts" line (the first is in the contents)
   * to "Glossary", and an excerpt without those lines is read whole.
   *
   * @param text - The CR text, or an excerpt of it.
   * @param edition - The text's edition (YYYY-MM-DD). Defaults to the date of its "These rules are
   *   effective as of …" line, else the pinned edition. It decides where each rule is found: attach
   *   the 2016-08-26 text and 725 The Monarch gets the text of that edition's rule 716.
   * @throws RangeError if `edition` is not a YYYY-MM-DD date.
   */
  withText(text: string, edition?: string): RuleRegistry;
  /**
   * The text of any rule or subrule of the attached text, by its number there (`'725.2'`,
   * `'702.121a'`): its line and the lines below it up to the next rule of the same or a higher level.
   *
   * @returns `undefined` if no text is attached or it has no such rule.
   */
  textOf(number: string): string | undefined;
}

/** One run of the generated table: the rule had `number` from editions[first] to editions[last]. */
type Run = readonly [first: number, last: number, number: string];

/** The shape of `./data/rule-numbers.json` (see scripts/build-rule-data.mjs). */
interface RuleNumberData {
  readonly pinned: string;
  readonly editions: readonly string[];
  readonly rules: Readonly<
    Record<string, readonly [title: string, runs: readonly Run[], former?: readonly (readonly [string, readonly Run[]])[]]>
  >;
  /** By the pinned number of the rule their text moved into: sections with no number of their own now. */
  readonly merged: Readonly<Record<string, readonly (readonly [title: string, runs: readonly Run[]])[]>>;
}

/** The JSON module's inferred type widens the runs to plain arrays; the build script guarantees the shape. */
const DATA = ruleNumbers as unknown as RuleNumberData;
const EDITIONS: readonly string[] = DATA.editions;
/** The build script checks that the pinned edition is the last one. */
const PINNED_INDEX = EDITIONS.length - 1;

/** The edition of the Comprehensive Rules (2026-04-17) whose numbers key the rule modules. */
export const PINNED_EDITION: string = DATA.pinned;

/**
 * A rule number as the CR writes it: a section (`725`), a rule (`725.2`) or a lettered subrule
 * (`702.121a`), with an optional trailing period (`725.`, `725.1.`), an optional `CR` before it
 * (`CR 702.9`, as citations write it) and the letters in either case (`702.121A`). The CR writes no
 * leading zero (`702.09` is no number of it), and has no section below 100 nor a rule numbered 0.
 */
const NUMBER = /^(?:CR\s*)?([1-9]\d{2})(?:\.([1-9]\d*)([a-z]?))?\.?$/i;
/** The number at the start of a rule line of the CR text, followed by whitespace or the line's end. */
const RULE_LINE = /^(\d{3})(?:\.(\d+)([a-z]*))?\.?(?=\s|$)/;
/** A chapter heading of the CR text, e.g. `7. Additional Rules`. */
const CHAPTER_LINE = /^\d\.\s/;
/** The CR's effective-date sentence, e.g. "These rules are effective as of April 17, 2026." */
const EFFECTIVE = /These rules are effective as of ([A-Za-z]+) (\d{1,2}), (\d{4})/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A rule number split into its parts; `sub` and `letters` are empty for a section. */
interface ParsedNumber {
  readonly section: string;
  readonly sub: string;
  readonly letters: string;
}

/** Splits a rule number, or returns undefined if the string is not one. */
function parseNumber(value: string): ParsedNumber | undefined {
  const match = NUMBER.exec(value.trim());
  if (!match) return undefined;
  return { section: match[1] ?? '', sub: match[2] ?? '', letters: (match[3] ?? '').toLowerCase() };
}

/** Writes a rule number the way the table and the text index key it: `725`, `725.2`, `702.121a`. */
function formatNumber({ section, sub, letters }: ParsedNumber): string {
  return sub === '' ? section : `${section}.${sub}${letters}`;
}

/** Orders titled rule numbers as the CR does: by section, a section before its subsections, then numerically. */
function compareNumbers(a: string, b: string): number {
  const [sectionA = '', subA] = a.split('.');
  const [sectionB = '', subB] = b.split('.');
  return (
    Number(sectionA) - Number(sectionB) ||
    (subA === undefined ? -1 : Number(subA)) - (subB === undefined ? -1 : Number(subB))
  );
}

/** An alias as compared: lower case, single spaces, straight apostrophes. */
function normalizeAlias(alias: string): string {
  return alias.trim().replace(/\s+/g, ' ').replace(/[‘’]/g, "'").toLowerCase();
}

/** Whether `date` is a YYYY-MM-DD date of the calendar: `2016-02-30` and `2016-13-01` are not. */
function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * The index of the latest known edition on or before `date`, or undefined if `date` precedes all.
 * Editions are sorted, and ISO dates compare as strings.
 */
function editionIndexOn(date: string): number | undefined {
  if (!isCalendarDate(date)) throw new RangeError(`Edition must be a YYYY-MM-DD date, got ${quoted(date)}`);
  for (let i = EDITIONS.length - 1; i >= 0; i--) {
    const edition = EDITIONS[i];
    if (edition !== undefined && edition <= date) return i;
  }
  return undefined;
}

/** A rule's tenure of a number, for the number index. */
interface Tenure {
  readonly first: number;
  readonly last: number;
  readonly key: string;
}

/** Everything that stays the same whether or not a text is attached. */
interface Core {
  /** Rule by pinned number. */
  readonly infos: ReadonlyMap<string, RuleInfo>;
  /** The rules in CR order. */
  readonly ordered: readonly RuleInfo[];
  /** Number (in any edition) -> which rule held it in which editions. */
  readonly tenures: ReadonlyMap<string, readonly Tenure[]>;
  /** Normalized alias -> pinned number, or null where a title is shared by several rules. */
  readonly aliases: ReadonlyMap<string, string | null>;
  /** Normalized title of a merged section -> the index of the first edition that has it. */
  readonly mergedSince: ReadonlyMap<string, number>;
  /** The fan variants' sections by id (`'MT 8'`). */
  readonly variantSections: ReadonlyMap<string, RuleInfo>;
  /**
   * A fan variant's section by a keyword or title of it, normalized: under the id's prefix
   * (`'mt patrol'`) and, where no other variant's section has it, alone (`'patrol'`); null where
   * several sections have it.
   */
  readonly variantAliases: ReadonlyMap<string, RuleInfo | null>;
}

/** An attached CR text, indexed by rule number. */
interface AttachedText {
  /** The index of the known edition the text's numbers belong to, or undefined if it precedes all. */
  readonly edition: number | undefined;
  readonly lines: readonly string[];
  /** Rule number -> [first line, line after the last] of its text. */
  readonly spans: ReadonlyMap<string, readonly [number, number]>;
}

/**
 * Creates the registry of titled rules.
 *
 * @param implemented - The rule modules of the engine. Each must name a distinct titled rule of the
 *   pinned edition, with a matching title if it gives one; two modules may not declare one keyword,
 *   and a keyword may not be blank.
 * @throws RangeError if a module breaks one of those conditions.
 */
export function createRuleRegistry(
  implemented: readonly RuleModuleMeta[],
  uses: RuleUses = {},
  variants: readonly VariantRules[] = [],
): RuleRegistry {
  const metas = new Map<string, RuleModuleMeta>();
  for (const meta of implemented) {
    const entry = Object.hasOwn(DATA.rules, meta.number) ? DATA.rules[meta.number] : undefined;
    if (!entry) {
      throw new RangeError(`Rule module ${meta.number} is not a titled rule of the ${PINNED_EDITION} Comprehensive Rules`);
    }
    if (metas.has(meta.number)) throw new RangeError(`Two rule modules declare rule ${meta.number}`);
    if (meta.title !== undefined && normalizeAlias(meta.title) !== normalizeAlias(entry[0])) {
      throw new RangeError(
        `Rule module ${meta.number} is titled ${JSON.stringify(meta.title)}, but ${meta.number} is ${JSON.stringify(entry[0])} in the ${PINNED_EDITION} Comprehensive Rules`,
      );
    }
    metas.set(meta.number, meta);
  }

  const infos = new Map<string, RuleInfo>();
  const tenures = new Map<string, Tenure[]>();
  const aliases = new Map<string, string | null>();
  const addTitle = (title: string, key: string): void => {
    const alias = normalizeAlias(title);
    const holder = aliases.get(alias);
    aliases.set(alias, holder === undefined || holder === key ? key : null);
  };
  /** The rule's numbers by edition date, each also indexed as held by `key`. */
  const numbersOf = (runs: readonly Run[], key: string): Readonly<Record<string, string>> => {
    const numbers: Record<string, string> = {};
    for (const [first, last, number] of runs) {
      for (let i = first; i <= last; i++) numbers[EDITIONS[i] ?? ''] = number;
      const held = tenures.get(number) ?? [];
      held.push({ first, last, key });
      tenures.set(number, held);
    }
    return Object.freeze(numbers);
  };
  const mergedSince = new Map<string, number>();
  const entries = Object.entries(DATA.rules).sort(([a], [b]) => compareNumbers(a, b));
  for (const [key, [title, runs, former = []]] of entries) {
    const numbers = numbersOf([...former.flatMap(([, formerRuns]) => formerRuns), ...runs], key);
    const merged = (Object.hasOwn(DATA.merged, key) ? (DATA.merged[key] ?? []) : []).map(([mergedTitle, mergedRuns]) => {
      mergedSince.set(normalizeAlias(mergedTitle), Math.min(...mergedRuns.map(([first]) => first)));
      return Object.freeze({ title: mergedTitle, numbers: numbersOf(mergedRuns, key) });
    });
    const meta = metas.get(key);
    const formerTitles = former.map(([formerTitle]) => formerTitle);
    infos.set(
      key,
      Object.freeze({
        number: key,
        title,
        numbers,
        formerTitles: Object.freeze(formerTitles),
        merged: Object.freeze(merged),
        implemented: meta !== undefined,
        keywords: Object.freeze([...(meta?.keywords ?? [])]),
        usedBy: usedBy(uses[key]),
      }),
    );
    for (const name of [title, ...formerTitles, ...merged.map((section) => section.title)]) addTitle(name, key);
  }

  const keywordOwners = new Map<string, string>();
  for (const meta of metas.values()) {
    for (const keyword of meta.keywords ?? []) {
      const alias = normalizeAlias(keyword);
      if (alias === '') throw new RangeError(`Rule module ${meta.number} declares an empty keyword`);
      const owner = keywordOwners.get(alias);
      if (owner !== undefined && owner !== meta.number) {
        throw new RangeError(`Rule modules ${owner} and ${meta.number} both declare the keyword ${JSON.stringify(keyword)}`);
      }
      keywordOwners.set(alias, meta.number);
    }
  }
  // A declared keyword wins over a title several rules share (which names none of them): it is the
  // module's own word for its rule. A title only one rule has keeps naming that rule: "draw step",
  // which the turn structure's module (500) declares, is 504 Draw Step.
  for (const [alias, key] of keywordOwners) if (!aliases.get(alias)) aliases.set(alias, key);
  // A keyword or ability word in a rule's usedBy names it too (Parley is 207 Text Box, CR 207.2c),
  // where no title or declared keyword says that word.
  for (const [key, [words]] of Object.entries(uses)) {
    if (!infos.has(key)) continue;
    for (const word of words) {
      const alias = normalizeAlias(word);
      if (alias !== '' && !aliases.has(alias)) aliases.set(alias, key);
    }
  }

  const variantSections = new Map<string, RuleInfo>();
  for (const variant of variants) {
    for (const section of variant.sections) {
      variantSections.set(
        section.id,
        Object.freeze({
          number: section.id,
          title: section.title,
          numbers: Object.freeze({}),
          formerTitles: Object.freeze([]),
          merged: Object.freeze([]),
          implemented: true,
          keywords: Object.freeze([...section.keywords]),
          usedBy: usedBy(undefined),
          variant: variant.name,
          subrules: Object.freeze(section.rules.map((rule) => Object.freeze({ ...rule }))),
        }),
      );
    }
  }

  const variantAliases = new Map<string, RuleInfo | null>();
  const addVariantAlias = (alias: string, section: RuleInfo): void => {
    const had = variantAliases.get(alias);
    variantAliases.set(alias, had === undefined || had === section ? section : null);
  };
  for (const section of variantSections.values()) {
    const prefix = normalizeAlias(section.number.split(' ')[0] ?? '');
    for (const word of [section.title, ...section.keywords].map(normalizeAlias)) {
      addVariantAlias(`${prefix} ${word}`, section);
      addVariantAlias(word, section);
    }
  }

  return makeRegistry({ infos, ordered: [...infos.values()], tenures, aliases, mergedSince, variantSections, variantAliases }, undefined);
}

/** A rule's `usedBy`, frozen. */
function usedBy(entry: RuleUses[string] | undefined): RuleInfo['usedBy'] {
  return Object.freeze({ keywords: Object.freeze([...(entry?.[0] ?? [])]), cards: Object.freeze([...(entry?.[1] ?? [])]) });
}

/**
 * A variant rule id: its prefix and section number, then a subrule (`.5` or `c`), e.g. `MT 8.5`,
 * `AMM 5c`; read as CR numbers are, in either case and with an optional trailing period (`AMM 5C.`).
 */
const VARIANT_ID = /^([A-Za-z]+)\s+(\d+)((?:\.\d+)|[a-z])?\.?$/i;

/** The variant section that `query` names (`'MT 8.5'` is in `'MT 8'`), if it names one that has that rule. */
function variantSection(sections: ReadonlyMap<string, RuleInfo>, query: string): RuleInfo | undefined {
  const match = VARIANT_ID.exec(query.trim());
  if (!match) return undefined;
  const sectionId = `${(match[1] ?? '').toUpperCase()} ${match[2]}`;
  const section = sections.get(sectionId);
  if (!section || match[3] === undefined) return section;
  const ruleId = `${sectionId}${match[3].toLowerCase()}`;
  return section.subrules?.some((rule) => rule.id === ruleId) ? section : undefined;
}

/** Builds the registry's methods over the shared core and an optional attached text. */
function makeRegistry(core: Core, attached: AttachedText | undefined): RuleRegistry {
  /** The rule that held `number` in edition `index`. */
  const holderOf = (number: string, index: number): string | undefined =>
    core.tenures.get(number)?.find((t) => t.first <= index && index <= t.last)?.key;

  const textAt = (number: string): string | undefined => {
    const span = attached?.spans.get(number);
    return span && attached ? attached.lines.slice(span[0], span[1]).join('\n').trimEnd() : undefined;
  };

  const withTextCache = new Map<string, RuleInfo>();
  /** The rule as returned: with its text when a text is attached and has it. */
  const present = (info: RuleInfo): RuleInfo => {
    if (attached?.edition === undefined) return info;
    const cached = withTextCache.get(info.number);
    if (cached) return cached;
    const edition = EDITIONS[attached.edition] ?? '';
    const textOfNumber = (number: string | undefined): string | undefined => (number === undefined ? undefined : textAt(number));
    const text = textOfNumber(info.numbers[edition]);
    const merged = info.merged.map((section) => {
      const sectionText = textOfNumber(section.numbers[edition]);
      return sectionText === undefined ? section : Object.freeze({ ...section, text: sectionText });
    });
    const withText = text === undefined ? info : { ...info, text };
    const result = merged.some((section) => section.text !== undefined)
      ? Object.freeze({ ...withText, merged: Object.freeze(merged) })
      : Object.freeze(withText);
    withTextCache.set(info.number, result);
    return result;
  };

  /** The pinned number of the rule that `query` names in edition `index`. */
  const resolve = (query: string, index: number): string | undefined => {
    const parsed = parseNumber(query);
    if (parsed) {
      // A titled rule is a section or a numbered rule, never a lettered subrule (see RENUMBERING.md).
      const candidates = parsed.sub === '' ? [parsed.section] : [`${parsed.section}.${parsed.sub}`, parsed.section];
      for (const candidate of candidates) {
        const key = holderOf(candidate, index);
        if (key !== undefined) return key;
      }
      return undefined;
    }
    const alias = normalizeAlias(query);
    const key = core.aliases.get(alias);
    if (key === undefined || key === null) return undefined;
    // a merged section's title names its rule from the section's first edition on
    if (index < (core.mergedSince.get(alias) ?? 0)) return undefined;
    return core.infos.get(key)?.numbers[EDITIONS[index] ?? ''] === undefined ? undefined : key;
  };

  return {
    get(numberOrAlias, edition) {
      const index = edition === undefined ? PINNED_INDEX : editionIndexOn(edition);
      if (typeof numberOrAlias !== 'string') return undefined;
      const variant = variantSection(core.variantSections, numberOrAlias);
      if (variant) return variant;
      if (index === undefined) return undefined;
      const key = resolve(numberOrAlias, index);
      const info = key === undefined ? undefined : core.infos.get(key);
      if (info) return present(info);
      // a fan variant's keyword or title: under its prefix ('MT patrol'), or alone where the CR has no such word
      return core.variantAliases.get(normalizeAlias(numberOrAlias)) ?? undefined;
    },
    list() {
      return core.ordered.map(present);
    },
    editions() {
      return [...EDITIONS];
    },
    numberIn(number, edition) {
      const index = editionIndexOn(edition);
      const parsed = typeof number === 'string' ? parseNumber(number) : undefined;
      const info = parsed === undefined ? undefined : core.infos.get(formatNumber(parsed));
      return index === undefined || info === undefined ? undefined : info.numbers[EDITIONS[index] ?? ''];
    },
    withText(text, edition) {
      return makeRegistry(core, parseRulesText(text, edition));
    },
    textOf(number) {
      const parsed = typeof number === 'string' ? parseNumber(number) : undefined;
      return parsed && textAt(formatNumber(parsed));
    },
  };
}

/**
 * Indexes a plain-text Comprehensive Rules document (or an excerpt of one) by rule number.
 *
 * Rule lines start with their number: `725. The Monarch` (a section), `725.1. The monarch is …`
 * (a rule), `702.121a Melee is …` (a lettered subrule). Chapter headings such as `7. Additional
 * Rules` end the sections before them. A rule's text runs from its line to the next rule line of the
 * same or a higher level (section > rule > subrule); example lines and blank lines stay with it.
 */
function parseRulesText(text: string, edition: string | undefined): AttachedText {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const editionIndex = editionIndexOn(edition ?? effectiveDate(text) ?? PINNED_EDITION);

  // The rules body: from the second "1. Game Concepts" line (the first is in the contents) to "Glossary".
  const starts = lines.flatMap((line, i) => (line.trim() === '1. Game Concepts' ? [i] : []));
  const start = starts[1] ?? starts[0] ?? 0;
  const glossary = lines.findIndex((line, i) => i > start && line.trim() === 'Glossary');
  const end = glossary === -1 ? lines.length : glossary;

  const spans = new Map<string, readonly [number, number]>();
  const open: { number: string; depth: number; from: number }[] = [];
  const closeTo = (depth: number, at: number): void => {
    for (let top = open.at(-1); top && top.depth >= depth; top = open.at(-1)) {
      open.pop();
      // A number printed twice keeps its first text.
      if (!spans.has(top.number)) spans.set(top.number, [top.from, at]);
    }
  };
  for (let i = start; i < end; i++) {
    const line = lines[i] ?? '';
    const match = RULE_LINE.exec(line);
    if (match) {
      const parsed: ParsedNumber = { section: match[1] ?? '', sub: match[2] ?? '', letters: match[3] ?? '' };
      const depth = parsed.sub === '' ? 1 : parsed.letters === '' ? 2 : 3;
      closeTo(depth, i);
      open.push({ number: formatNumber(parsed), depth, from: i });
    } else if (CHAPTER_LINE.test(line)) {
      closeTo(0, i);
    }
  }
  closeTo(0, end);
  return { edition: editionIndex, lines, spans };
}

/** The date of a CR text's "These rules are effective as of Month D, YYYY." line, as YYYY-MM-DD. */
function effectiveDate(text: string): string | undefined {
  const match = EFFECTIVE.exec(text);
  if (!match) return undefined;
  const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1;
  if (month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}
