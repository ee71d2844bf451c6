/**
 * Every log event cites a rule that exists (DESIGN principle 6: a rules-lookup integration links the
 * citation): over random games of every format and random drafts, each game event's `rule` is a
 * number of the pinned Comprehensive Rules (2026-04-17) or a rule of the game's fan variant (`MT 8.5`,
 * `AMM 5c`, which the registry knows), and each draft event's is a CR number or the name of the card
 * whose draft ability acts (CR 905.2). The CR numbers come from `test/fixtures/cr-rule-numbers.txt`,
 * written from the pinned CR by `scripts/build-cr-numbers.mjs`. The same list checks every CR number
 * the source cites, in code and comments, so that the events no random game reaches cite real rules too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cards, createDraft, createPlayout, logOf, randomDrafter, rules, runDraft, type BoosterSource, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame, type FormatId } from './format-games.js';
import { ok, pick } from './helpers.js';

/** Every rule number of the pinned Comprehensive Rules: `100`, `100.1`, `100.1a`, … */
const CR_NUMBERS: ReadonlySet<string> = new Set(readFileSync(join(__dirname, '..', 'fixtures', 'cr-rule-numbers.txt'), 'utf8').trim().split('\n'));

/** The prefix of the rule ids of each fan variant's own rules, by format. */
const VARIANT_PREFIX: Partial<Record<FormatId, string>> = { 'magic-tech': 'MT ', 'mental-magic': 'AMM ' };

/** Most actions played per game. */
const MAX_ACTIONS = 1500;

/** Why `rule`, cited by an event of a `format` game, cites no rule; undefined when it cites one. */
function badCitation(rule: unknown, format: FormatId): string | undefined {
  if (typeof rule !== 'string' || rule === '') return `no rule (${JSON.stringify(rule)})`;
  if (/^\d/.test(rule)) return CR_NUMBERS.has(rule) ? undefined : `CR ${rule}, which the pinned CR lacks`;
  const prefix = VARIANT_PREFIX[format];
  if (prefix === undefined || !rule.startsWith(prefix)) return `'${rule}', no rule of a ${format} game`;
  return rules.get(rule)?.variant === undefined ? `'${rule}', which the variant's rules lack` : undefined;
}

function checkLog(s: ReadonlyGameState, format: FormatId): void {
  for (const e of logOf(s)) {
    const bad = badCitation(e.rule, format);
    ok(bad === undefined, `${format}: a ${e.type} event cites ${bad}: ${JSON.stringify(e)}`);
  }
}

describe('every game event cites an existing rule, in every format', () => {
  it.each(FORMATS)('%s', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const playout = createPlayout(newGame(format, seed, players));
        const rng = seedRng(botSeed);
        for (let n = 0; n < MAX_ACTIONS && !playout.state.result; n++) playout.apply(pick(playout.state, playout.legalActions(), rng));
        checkLog(playout.state, format);
      }),
      { numRuns: Number(process.env.EVENT_RUNS ?? (format === 'mental-magic' ? 3 : 6)), endOnFailure: true },
    );
  });
});

describe('every draft event cites CR 905 or the card whose draft ability acts', () => {
  const DRAFT_MATTERS = cards.list().filter((c) => 'rarity' in c.printed && c.printed.draftMatters).map((c) => c.name);
  const CUBE = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? DRAFT_MATTERS[i % DRAFT_MATTERS.length]! : 'Ogre Sentry'));

  it('in random drafts of CN2, CNS and a cube of draft-matters cards', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 8 }), fc.integer(), fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: CUBE, packSize: 8 }),
      (drafters, seed, boosters) => {
        const { state } = runDraft(createDraft({ drafters, seed, boosters }), randomDrafter, { seed, inPlace: true });
        for (const e of state.log) {
          const cited = /^\d/.test(e.rule) ? CR_NUMBERS.has(e.rule) : DRAFT_MATTERS.includes(e.rule);
          ok(cited, `a draft ${e.type} event cites '${e.rule}', neither a CR number nor a card with a draft ability: ${JSON.stringify(e)}`);
        }
      },
    ), { numRuns: 12 });
  });
});

describe('every rule the source cites exists', () => {
  const SRC = join(__dirname, '..', '..', 'src');
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

  it('each CR number quoted (`\'704.5b\'`) or cited (`CR 704.5b`) in src is a rule of the pinned CR', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const m of text.matchAll(/'(\d{3}(?:\.\d+[a-z]?)?)'|\bCR (\d{3}(?:\.\d+[a-z]?)?)\b/g)) {
        cited++;
        const rule = m[1] ?? m[2] ?? '';
        if (!CR_NUMBERS.has(rule)) missing.push(`${file}:${text.slice(0, m.index).split('\n').length} ${rule}`);
      }
    }
    expect(cited).toBeGreaterThan(2000);
    expect(missing).toEqual([]);
  });

  it("each fan variant rule quoted in src ('MT 8.5', 'AMM 5c') is one of the variant's rules", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const m of text.matchAll(/'((?:MT|AMM) \d+(?:\.\d+|[a-z])?)'/g)) if (rules.get(m[1]!)?.variant === undefined) missing.push(`${file} ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
