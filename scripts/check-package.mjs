// Checks the built package: it loads through both `import` and `require` by its own name (the
// `exports` map), both entry points expose the public surface, a game can be created and played,
// and every value the type declarations export exists (scripts/check-declarations.mjs).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const esm = await import('paliano');
const cjs = require('paliano');
const esmTesting = await import('paliano/testing');
const cjsTesting = require('paliano/testing');

const names = ['createGame', 'apply', 'tryApply', 'legalActions', 'view', 'serialize', 'deserialize', 'rules', 'cards', 'RulesError'];
for (const [label, mod] of [['import', esm], ['require', cjs]]) {
  for (const name of names) {
    if (mod[name] === undefined) throw new Error(`${label}('paliano') lacks ${name}`);
  }
}
for (const [label, mod] of [['import', esmTesting], ['require', cjsTesting]]) {
  if (typeof mod.scenario !== 'function') throw new Error(`${label}('paliano/testing') lacks scenario`);
}
for (const mod of [esm, cjs]) {
  const deck = Array(40).fill('Forest');
  const game = mod.createGame({ players: [{ deck }, { deck }, { deck }], seed: 1 });
  const next = mod.apply(game, mod.legalActions(game)[0]);
  if (next === game || !mod.deserialize(mod.serialize(next))) throw new Error('the built package does not play');
  if (mod.rules.get('716', '2016-08-26')?.title !== 'The Monarch') throw new Error('rules registry is not edition-aware');
}
console.log('package loads through import and require');
// and the declarations tell the truth about what exists at run time
await import('./check-declarations.mjs');
