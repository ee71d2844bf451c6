// Writes src/rules/data/rule-uses.json (see scripts/rule-uses.ts): run it after adding a rule module,
// a card, or a rule citation in a card's definition. test/rules/rule-uses.test.ts fails while the
// committed file is out of date.
//
// Usage: npx tsx scripts/build-rule-uses.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeRuleUses } from './rule-uses.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, 'src', 'rules', 'data', 'rule-uses.json'), `${JSON.stringify(computeRuleUses(root))}\n`);
