/**
 * `paliano rules QUERY... [--edition DATE]`: looks a rule up as `rules.get` does and prints its number,
 * title, its number in that edition, what uses it and, for a fan variant's section, its rules.
 *
 * @module
 */
import { rules, type MergedSection, type RuleInfo } from '../rules/index.js';
import { UsageError, type CliCommand } from './command.js';
import { quoted } from '../engine/quote.js';

/** `paliano rules QUERY... [--edition DATE]`. */
export const rulesCommand: CliCommand = {
  summary: 'look up a rule by number, title or keyword (725, 702.121a, melee, MT 8.5, AMM 5c)',
  usage: 'paliano rules QUERY... [--edition YYYY-MM-DD]',
  help: [
    'Prints the titled rule that QUERY names: its number today and, with --edition, in that edition; its title;',
    'the keywords and cards that use it; a fan variant section\'s rules. A QUERY of several words needs no',
    'quotes: paliano rules will of the council, paliano rules MT 8.5.',
    '',
    '  --edition DATE     read a rule number as in the Comprehensive Rules of that date',
  ].join('\n'),
  options: { edition: { type: 'string' } },
  positionals: [1, Number.POSITIVE_INFINITY],
  async run({ values, positionals }, output) {
    // the words the shell split a query into, joined again: `paliano rules AMM 5c` is `'AMM 5c'`
    const query = positionals.join(' ');
    const edition = typeof values.edition === 'string' ? values.edition : undefined;
    if (query.trim() === '') throw new UsageError('QUERY is blank: give a rule number, title or keyword');
    const rule = lookUp(query, edition);
    if (!rule) {
      // the table of editions starts with the first: a date before it has no edition to read numbers in
      const first = rules.editions()[0];
      const before = edition !== undefined && first !== undefined && edition < first ? ` (the editions known start on ${first})` : '';
      output.err(`paliano rules: no rule ${JSON.stringify(query)}${edition ? ` in the ${edition} edition${before}` : ''}\n`);
      return 1;
    }
    const lines = [`${rule.number} ${rule.title}${rule.variant ? ` (${rule.variant})` : ''}${rule.implemented ? '' : ' (not implemented)'}`];
    if (edition !== undefined && rule.variant === undefined) lines.push(numberInEdition(rule.number, edition));
    for (const section of rule.merged) lines.push(mergedLine(section, edition));
    if (rule.usedBy.keywords.length > 0) lines.push(`keywords: ${rule.usedBy.keywords.join(', ')}`);
    if (rule.usedBy.cards.length > 0) lines.push(`cards: ${rule.usedBy.cards.join(', ')}`);
    for (const sub of rule.subrules ?? []) lines.push(`${sub.id}  ${sub.summary}`);
    output.out(`${lines.join('\n')}\n`);
    return 0;
  },
};

/**
 * The line naming the number a rule had in the edition in force on `date` (the latest known edition
 * on or before it): `716 in the 2016-08-26 edition`, or `… in force on DATE` when the date falls
 * between editions.
 */
function numberInEdition(number: string, date: string): string {
  const edition = rules.editions().filter((e) => e <= date).at(-1) ?? date;
  const held = rules.numberIn(number, date) ?? number;
  return `${held} in the ${edition} edition${edition === date ? '' : `, in force on ${date}`}`;
}

/**
 * The line naming a section merged into the rule: `includes Meld Cards (712 from 2016-07-22, 713 from
 * 2021-07-23 to 2023-02-03)`, and with an edition that has it, `713 Meld Cards in the 2022-10-07 edition`
 * after it.
 */
function mergedLine(section: MergedSection, date: string | undefined): string {
  const editions = rules.editions();
  const runs: { number: string; first: string; last: string }[] = [];
  for (const edition of editions) {
    const number = section.numbers[edition];
    const run = runs.at(-1);
    if (number === undefined) continue;
    if (run?.number === number && editions[editions.indexOf(run.last) + 1] === edition) run.last = edition;
    else runs.push({ number, first: edition, last: edition });
  }
  const held = runs.map((run, i) => `${run.number} from ${run.first}${i === runs.length - 1 ? ` to ${run.last}` : ''}`);
  const line = `includes ${section.title} (${held.join(', ')})`;
  const edition = date === undefined ? undefined : editions.filter((e) => e <= date).at(-1);
  const number = edition === undefined ? undefined : section.numbers[edition];
  return number === undefined ? line : `${line}; ${number} ${section.title} in the ${edition} edition`;
}

/** `rules.get`, with a date that is not a YYYY-MM-DD calendar date refused as a usage error. */
function lookUp(query: string, edition: string | undefined): RuleInfo | undefined {
  try {
    return rules.get(query, edition);
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`--edition must be a YYYY-MM-DD date, not ${quoted(edition)}`);
    throw error;
  }
}
