/**
 * `npm run rulings`: per set, how many distinct Gatherer ruling texts of the card data
 * (src/cards/data/*.json) a test under test/ quotes, and those that none does; rulings reviewed as
 * unable to apply to any game the engine plays are listed apart with the reason given in
 * scripts/rulings-exclusions.json. What counts as quoting is defined in scripts/rulings-coverage.ts.
 * `--quiet` prints the figures only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage, type CardRuling, type Exclusion } from './rulings-coverage.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const quiet = process.argv.includes('--quiet');

interface SetFile { set?: string; name?: string; cards: { name: string; oracleText?: string; rulings?: { text: string }[] }[] }

const rulings: CardRuling[] = [];
const oracle: string[] = [];
for (const file of ['cns.json', 'cn2.json']) {
  const data = JSON.parse(readFileSync(join(root, 'src/cards/data', file), 'utf8')) as SetFile;
  const set = data.set ?? file.replace('.json', '').toUpperCase();
  for (const card of data.cards) {
    oracle.push(card.oracleText ?? '');
    (card.rulings ?? []).forEach((r, i) => rulings.push({ set, card: card.name, index: i + 1, text: r.text }));
  }
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}
// the tests of this script quote made-up rulings, not the card data's
const tests = testFiles(join(root, 'test')).filter((path) => !path.includes(join('test', 'scripts'))).map((path) => readFileSync(path, 'utf8'));
const exclusions = JSON.parse(readFileSync(join(root, 'scripts/rulings-exclusions.json'), 'utf8')) as Exclusion[];

const result = coverage(rulings, tests, exclusions, oracle);

/** The cards of a ruling, the first three named. */
function cardsLabel(cards: readonly string[]): string {
  return cards.length <= 3 ? cards.join(', ') : `${cards.slice(0, 3).join(', ')} and ${cards.length - 3} more`;
}

const percent = (part: number, whole: number): string => `${(whole === 0 ? 100 : (100 * part) / whole).toFixed(1)}%`;
for (const s of result) {
  const need = s.distinct - s.excluded.length;
  console.log(`${s.set}: ${s.quoted} of ${need} applicable distinct ruling texts quoted by a test (${percent(s.quoted, need)}); ${s.excluded.length} of ${s.distinct} cannot apply; ${s.unquoted.length} not quoted`);
  if (quiet) continue;
  for (const u of s.unquoted) console.log(`  - [${cardsLabel(u.cards)}] ${u.text}`);
  for (const x of s.excluded) console.log(`  (cannot apply) [${cardsLabel(x.cards)}] ${x.text}\n      reason: ${x.reason}`);
}
const all = coverage(rulings.map((r) => ({ ...r, set: 'all' })), tests, exclusions, oracle)[0];
if (all) {
  const need = all.distinct - all.excluded.length;
  console.log(`both sets: ${all.quoted} of ${need} applicable distinct ruling texts quoted (${percent(all.quoted, need)}); ${all.excluded.length} of ${all.distinct} cannot apply`);
}
