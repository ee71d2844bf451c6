#!/usr/bin/env node
// Builds src/rules/data/rule-numbers.json, the compact edition table behind the rules registry
// (src/rules/registry.ts), from the research table ../shared/data/cr/renumbering.json (described in
// ../shared/data/cr/RENUMBERING.md). The output is committed, so the repository stands alone: nothing
// reads ../shared at build, test or run time (DESIGN.md, principle 5). It holds only facts (edition
// dates, rule numbers and titles), never the text of the Comprehensive Rules.
//
// Usage:
//   node scripts/build-rule-data.mjs [renumbering.json]          write src/rules/data/rule-numbers.json
//   node scripts/build-rule-data.mjs --check [renumbering.json]  exit 1 if the committed file differs
//
// Output shape:
//   {"description": "...", "pinned": "2026-04-17", "editions": ["2014-06-01", ...],
//    "rules": {"725": ["The Monarch", [[9, 17, "716"], ..., [64, 64, "725"]]],
//              "724": ["Ending Turns and Phases", [[25, 25, "716"], ...], [["Ending the Turn", [[0, 7, "713"], ...]]]],
//              ...},
//    "merged": {...}}
// A rule is keyed by its number in the pinned edition. Each run [first, last, number] says the rule had
// that number in every edition from editions[first] to editions[last], inclusive. The optional third
// element lists former titles, each with its own runs (RENUMBERING.md keeps them apart from `numbers`).
// "merged" lists the sections that no longer have a number of their own, by the rule their text
// moved into: {"712": [["Meld Cards", [[8, 37, "712"], [38, 47, "713"]]]]}.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PINNED = '2026-04-17';

/**
 * Sections with no number of their own in the pinned edition, whose text moved into a titled rule of
 * it. renumbering.json keys only rules of the pinned edition and mentions these in a note, so their
 * numbers are written here, checked by hand against the editions (RENUMBERING.md, "How it was made"):
 * 712 Meld Cards from 2016-07-22 to 2021-06-18, 713 from 2021-07-23 to 2023-02-03 (its .docx), no
 * section from 2023-04-14 on, where 712 Double-Faced Cards holds meld cards (712.4, 712.5).
 */
const MERGED_SECTIONS = {
  712: [
    {
      title: 'Meld Cards',
      history: [
        ['2016-07-22', '2021-06-18', '712'],
        ['2021-07-23', '2023-02-03', '713'],
      ],
    },
  ],
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const sourceArg = args.find((a) => a !== '--check');
const sourcePath = sourceArg
  ? resolve(sourceArg)
  : join(repoRoot, '..', 'shared', 'data', 'cr', 'renumbering.json');
const outPath = join(repoRoot, 'src', 'rules', 'data', 'rule-numbers.json');

/** Stops the build with a message: the source table broke an assumption the registry relies on. */
function fail(message) {
  throw new Error(`build-rule-data: ${message}`);
}

/** Orders CR numbers numerically: 100 < 101 < 103.1 < 702.2 < 702.10. */
function compareRuleNumbers(a, b) {
  const [sa, ua] = a.split('.');
  const [sb, ub] = b.split('.');
  return Number(sa) - Number(sb) || (ua === undefined ? -1 : Number(ua)) - (ub === undefined ? -1 : Number(ub));
}

/**
 * Turns an edition date -> number map into runs over consecutive edition indexes.
 * @param {Record<string, string>} numbers
 * @param {Map<string, number>} editionIndex
 */
function toRuns(numbers, editionIndex) {
  const entries = Object.entries(numbers)
    .map(([date, number]) => {
      const index = editionIndex.get(date);
      if (index === undefined) fail(`unknown edition ${date}`);
      return [index, number];
    })
    .sort((x, y) => x[0] - y[0]);
  const runs = [];
  for (const [index, number] of entries) {
    const last = runs[runs.length - 1];
    if (last && last[1] === index - 1 && last[2] === number) last[1] = index;
    else runs.push([index, index, number]);
  }
  return runs;
}

const source = JSON.parse(readFileSync(sourcePath, 'utf8'));
const editions = source.editions.map((e) => e.date);
editions.forEach((date, i) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`bad edition date ${date}`);
  if (i > 0 && !(editions[i - 1] < date)) fail(`editions not strictly ascending at ${date}`);
});
if (editions[editions.length - 1] !== PINNED) fail(`the last edition is not the pinned ${PINNED}`);
const editionIndex = new Map(editions.map((date, i) => [date, i]));

const keys = Object.keys(source.rules).sort(compareRuleNumbers);
/** edition index -> number -> the rule (or former title) holding it, to prove numbers never collide. */
const holders = editions.map(() => new Map());
/** Marks `title` as holding each number of `runs`, failing if another rule already holds one. */
function hold(title, runs) {
  for (const [first, last, number] of runs) {
    for (let i = first; i <= last; i++) {
      const other = holders[i].get(number);
      if (other) fail(`${editions[i]}: ${number} is both ${other} and ${title}`);
      holders[i].set(number, title);
    }
  }
}
const lines = [];
let formerCount = 0;
for (const key of keys) {
  const rule = source.rules[key];
  if (!/^\d{3}(\.\d+)?$/.test(key)) fail(`bad rule number ${key}`);
  if (rule.numbers[PINNED] !== key) fail(`${key} is not numbered ${key} in the pinned edition`);
  const runs = toRuns(rule.numbers, editionIndex);
  // The source's own runs must say the same as its `numbers`.
  const expected = JSON.stringify(rule.history.map(([a, b, n]) => [editionIndex.get(a), editionIndex.get(b), n]));
  if (JSON.stringify(runs) !== expected) fail(`${key}: history and numbers disagree`);
  const former = (rule.former_titles ?? []).map((f) => [f.title, toRuns(f.numbers, editionIndex)]);
  formerCount += former.length;
  for (const [title, titleRuns] of [[rule.title, runs], ...former]) hold(title, titleRuns);
  lines.push(`${JSON.stringify(key)}:${JSON.stringify(former.length ? [rule.title, runs, former] : [rule.title, runs])}`);
}

const merged = {};
for (const [key, sections] of Object.entries(MERGED_SECTIONS)) {
  if (!source.rules[key]) fail(`${key}, which merged sections moved into, is not a rule of the pinned edition`);
  merged[key] = sections.map(({ title, history }) => {
    const runs = history.map(([first, last, number]) => {
      const [a, b] = [editionIndex.get(first), editionIndex.get(last)];
      if (a === undefined || b === undefined || a > b) fail(`${title}: bad run ${first}..${last}`);
      return [a, b, number];
    });
    hold(title, runs);
    return [title, runs];
  });
}

const description =
  'Titled rules of the Comprehensive Rules effective ' +
  PINNED +
  ', keyed by their number there, with their number in each edition since 2014-06-01: ' +
  'runs [first edition index, last edition index, number], and former titles with their own runs; ' +
  'merged: sections with no number of their own now, by the rule their text moved into, with their runs. ' +
  'Generated by scripts/build-rule-data.mjs from renumbering.json; do not edit.';
const output =
  `{"description":${JSON.stringify(description)},\n` +
  `"pinned":${JSON.stringify(PINNED)},\n` +
  `"editions":${JSON.stringify(editions)},\n` +
  `"rules":{\n${lines.join(',\n')}\n},\n` +
  `"merged":${JSON.stringify(merged)}}\n`;

if (checkOnly) {
  let committed = '';
  try {
    committed = readFileSync(outPath, 'utf8');
  } catch {
    // A missing file differs from a fresh build.
  }
  if (committed !== output) {
    console.error(`${outPath} is out of date: run node scripts/build-rule-data.mjs`);
    process.exit(1);
  }
  console.log(`${outPath} is up to date`);
} else {
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, output);
  console.log(
    `wrote ${outPath}: ${keys.length} rules, ${formerCount} former titles, ${editions.length} editions, ${Buffer.byteLength(output)} bytes`,
  );
}
