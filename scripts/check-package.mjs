// Checks the built package: it loads through both `import` and `require` by its own name (the
// `exports` map), both entry points expose the public surface, and a game can be created and played;
// the `paliano/rules` entry loads no card data, and its gzipped size is printed and kept small; and
// every value the type declarations export exists (scripts/check-declarations.mjs); the Colyseus
// rooms load from paliano/colyseus, and no other entry loads Colyseus.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

// paliano/rules: the rules registry alone, without card data.
const esmRules = await import('paliano/rules');
const cjsRules = require('paliano/rules');
for (const [label, mod] of [['import', esmRules], ['require', cjsRules]]) {
  if (mod.rules?.get('716', '2016-08-26')?.title !== 'The Monarch') throw new Error(`${label}('paliano/rules') lacks the rules registry`);
  if (mod.rules.get('AMM 5c')?.number !== 'AMM 5' || !(mod.rules.get('monarch')?.usedBy.cards.length > 0)) throw new Error(`${label}('paliano/rules') lacks variant rules or rule uses`);
}
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** The text of a built file and of every file of dist/ it imports, each once. */
function withImports(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  const text = readFileSync(join(dist, file), 'utf8');
  const imported = [...text.matchAll(/(?:from\s*|require\(\s*|import\(\s*)["']\.\/([^"']+)["']/g)].map((m) => m[1]);
  return text + imported.map((f) => withImports(f, seen)).join('');
}
// Markers of card data: the printed cards' fields, a ruling's text, an Oracle text.
const CARD_DATA = ['oracleText', 'rulings', 'colorIdentity', 'Target opponent may choose to put those cards into your hand'];
for (const entry of ['rules.js', 'rules.cjs']) {
  const loaded = withImports(entry);
  const found = CARD_DATA.filter((marker) => loaded.includes(marker));
  if (found.length > 0) throw new Error(`dist/${entry} loads card data (${found.join(', ')})`);
  const gzipped = gzipSync(loaded, { level: 9 }).length;
  console.log(`paliano/rules (dist/${entry} and what it imports): ${(loaded.length / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  if (gzipped > 30 * 1024) throw new Error(`dist/${entry} is ${gzipped} bytes gzipped; the rules entry should stay under 30 KB`);
}
const main = withImports('index.js');
console.log(`paliano (dist/index.js and what it imports): ${(gzipSync(main, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);

// "sideEffects": false: a bundler that drops unused modules keeps every built-in format wherever
// games are created or loaded. The bundled program imports only createGame and deserialize. (The
// formats register themselves as their modules load; src/formats/built-in.ts names them for
// createGame and deserialize so that this holds for the sources too, not only for dist/'s chunks.)
const { build } = await import('esbuild');
const savedMentalMagic = esm.serialize(esm.createMentalMagicGame({ seed: 1 }));
const bundled = await build({
  stdin: {
    contents: `import { createGame, deserialize } from 'paliano';
      const tech = createGame({ format: 'magic-tech', players: [{ deck: Array(40).fill('Forest') }, { deck: Array(40).fill('forest') }], seed: 1 });
      const loaded = deserialize(process.env.SAVED);
      console.log(tech.format + ' ' + loaded.format);`,
    resolveDir: process.cwd(),
  },
  bundle: true, platform: 'node', format: 'esm', write: false, treeShaking: true, logLevel: 'silent',
});
const tmp = mkdtempSync(join(tmpdir(), 'paliano-bundle-'));
try {
  writeFileSync(join(tmp, 'program.mjs'), bundled.outputFiles[0].text);
  const { execFileSync } = await import('node:child_process');
  const printed = execFileSync(process.execPath, [join(tmp, 'program.mjs')], { env: { ...process.env, SAVED: savedMentalMagic }, encoding: 'utf8' }).trim();
  if (printed !== 'magic-tech mental-magic') throw new Error(`a tree-shaken bundle lost a built-in format: ${printed}`);
  console.log(`a tree-shaken bundle of createGame and deserialize keeps the built-in formats (${(bundled.outputFiles[0].text.length / 1024).toFixed(0)} KB)`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
// paliano/colyseus: the rooms, through import and require, with Colyseus (an optional peer dependency
// of this entry only) loaded by it alone; paliano/colyseus/client loads no server code.
const colyseusEntries = [
  ['import', await import('paliano/colyseus'), (await import('@colyseus/core')).Room],
  ['require', require('paliano/colyseus'), require('@colyseus/core').Room],
];
for (const [label, mod, Room] of colyseusEntries) {
  for (const name of ['GameRoom', 'DraftRoom', 'TableRoom', 'defineTableRooms', 'joinTable', 'savedReplay', 'savedDraft']) {
    if (mod[name] === undefined) throw new Error(`${label}('paliano/colyseus') lacks ${name}`);
  }
  if (!(mod.GameRoom.prototype instanceof Room)) throw new Error(`${label}('paliano/colyseus'): GameRoom is not a Colyseus Room`);
}
for (const [label, mod] of [['import', await import('paliano/colyseus/client')], ['require', require('paliano/colyseus/client')]]) {
  if (typeof mod.joinTable !== 'function') throw new Error(`${label}('paliano/colyseus/client') lacks joinTable`);
}
for (const entry of ['index.js', 'index.cjs', 'rules.js', 'testing.js', 'colyseus-client.js', 'colyseus-client.cjs']) {
  if (/["']@colyseus\//.test(withImports(entry))) throw new Error(`dist/${entry} loads Colyseus: only paliano/colyseus may`);
}
console.log('paliano/colyseus loads through import and require; no other entry loads Colyseus');
console.log('package loads through import and require');
// and the declarations tell the truth about what exists at run time
await import('./check-declarations.mjs');
