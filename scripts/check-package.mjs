// Checks the built package: it loads through both `import` and `require` by its own name (the
// `exports` map), both entry points expose the public surface, and a game can be created and played;
// the `paliano/rules` entry loads no card data, and its gzipped size is printed, kept small and the
// size the README and the rules-lookup guide tell; the
// `paliano/boardgame.io` entry plays a game and a draft and loads no boardgame.io code; the Colyseus
// rooms load from paliano/colyseus, and no other entry loads Colyseus; programs bundled with esbuild,
// tree-shaken under `"sideEffects": false`, play; and every value the type declarations export
// exists (scripts/check-declarations.mjs), and every entry's types resolve under each moduleResolution.
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
const rulesGzipped = {};
for (const entry of ['rules.js', 'rules.cjs']) {
  const loaded = withImports(entry);
  const found = CARD_DATA.filter((marker) => loaded.includes(marker));
  if (found.length > 0) throw new Error(`dist/${entry} loads card data (${found.join(', ')})`);
  const gzipped = gzipSync(loaded, { level: 9 }).length;
  console.log(`paliano/rules (dist/${entry} and what it imports): ${(loaded.length / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  if (gzipped > 30 * 1024) throw new Error(`dist/${entry} is ${gzipped} bytes gzipped; the rules entry should stay under 30 KB`);
  rulesGzipped[entry] = gzipped / 1024;
}
// The README and the rules-lookup guide tell its size ("about N KB gzipped"): within a tenth of the ESM build's.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const doc of ['README.md', 'docs/guides/rules-lookup.md']) {
  const told = /about (\d+) KB gzipped/.exec(readFileSync(join(root, doc), 'utf8').replace(/\s+/g, ' '));
  if (!told) throw new Error(`${doc} no longer tells the size of paliano/rules ("about N KB gzipped")`);
  if (Math.abs(Number(told[1]) - rulesGzipped['rules.js']) > rulesGzipped['rules.js'] / 10) {
    throw new Error(`${doc} says paliano/rules is about ${told[1]} KB gzipped; it is ${rulesGzipped['rules.js'].toFixed(1)} KB`);
  }
}
// paliano/boardgame.io: the engine's games and the draft as boardgame.io Games. The entry imports no
// boardgame.io code at run time (only its types), so it loads without boardgame.io installed; its
// games set up, list and apply actions with the engine of the same package.
const esmBgio = await import('paliano/boardgame.io');
const cjsBgio = require('paliano/boardgame.io');
for (const [label, mod] of [['import', esmBgio], ['require', cjsBgio]]) {
  if (mod.INVALID_MOVE !== 'INVALID_MOVE' || mod.ACT_MOVE !== 'act') throw new Error(`${label}('paliano/boardgame.io') lacks its constants`);
  const events = { setActivePlayers: () => undefined };
  const deck = Array(40).fill('Forest');
  const game = mod.palianoGame('two-player');
  const G = game.setup({ ctx: { numPlayers: 2 } }, { players: [{ deck }, { deck }], seed: 1 });
  const seat = String(G.state.decision.player);
  const [first] = game.ai.enumerate(G, {}, seat);
  const next = game.moves.act.move({ G, playerID: seat, events }, first.args[0]);
  if (next === 'INVALID_MOVE' || next.state === G.state || game.playerView({ G: next, ctx: {}, playerID: null }).view.viewer !== 'spectator') {
    throw new Error(`${label}('paliano/boardgame.io') does not play a game`);
  }
  const draftGame = mod.palianoDraftGame();
  const D = draftGame.setup({ ctx: { numPlayers: 3 } }, { seed: 1 });
  const pick = draftGame.ai.enumerate(D, {}, '0')[0].args[0];
  if (draftGame.moves.act.move({ G: D, playerID: '0', events }, pick) === 'INVALID_MOVE') throw new Error(`${label}('paliano/boardgame.io') does not draft`);
}
for (const entry of ['boardgame-io.js', 'boardgame-io.cjs']) {
  if (/(?:from\s*|require\(\s*|import\(\s*)["']boardgame\.io/.test(withImports(entry))) throw new Error(`dist/${entry} loads boardgame.io at run time`);
}
console.log('paliano/boardgame.io plays a game and a draft, and loads no boardgame.io code');

const main = withImports('index.js');
console.log(`paliano (dist/index.js and what it imports): ${(gzipSync(main, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);

// `"sideEffects": false`: a bundler may drop any module of the package whose exports a program does
// not use. Each entry that registers the built-ins (src/built-ins.ts: the formats, the cards, the
// rules' effect steps; the core imports none of them) exports the values that need them as its own
// bindings, so using one keeps the entry's module and its registration. Each program below is
// bundled with esbuild, tree-shaken and honouring "sideEffects", then run.
const { build } = await import('esbuild');
const { execFileSync } = await import('node:child_process');
/** Bundles `contents` (an ES module importing the package by name), runs it with `env` and returns its bundle's text and what it printed. */
async function bundleAndRun(contents, env = {}) {
  const bundled = await build({
    stdin: { contents, resolveDir: process.cwd() },
    bundle: true, platform: 'node', format: 'esm', write: false, treeShaking: true, logLevel: 'silent',
  });
  const text = bundled.outputFiles[0].text;
  const tmp = mkdtempSync(join(tmpdir(), 'paliano-bundle-'));
  try {
    writeFileSync(join(tmp, 'program.mjs'), text);
    const printed = execFileSync(process.execPath, [join(tmp, 'program.mjs')], { env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
    return { text, printed };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
const kb = (text) => `${(text.length / 1024).toFixed(0)} KB`;
// 'paliano' for createGame, apply and legalActions alone: a game is played a few actions on (the
// card catalog and the default format must have been registered).
const played = await bundleAndRun(`import { createGame, apply, legalActions } from 'paliano';
  let game = createGame({ players: [{ deck: Array(40).fill('Forest') }, { deck: Array(40).fill('Forest') }], seed: 1 });
  for (let i = 0; i < 6; i++) game = apply(game, legalActions(game)[0]);
  console.log(game.turn.number + ' ' + game.objects.length);`);
if (!/^\d+ \d+$/.test(played.printed)) throw new Error(`a tree-shaken bundle of createGame, apply and legalActions does not play: ${played.printed}`);
console.log(`a tree-shaken bundle of createGame, apply and legalActions plays a game (${kb(played.text)})`);
// createGame and deserialize: every built-in format.
const savedMentalMagic = esm.serialize(esm.createMentalMagicGame({ seed: 1 }));
const formats = await bundleAndRun(`import { createGame, deserialize } from 'paliano';
  const tech = createGame({ format: 'magic-tech', players: [{ deck: Array(40).fill('Forest') }, { deck: Array(40).fill('forest') }], seed: 1 });
  const loaded = deserialize(process.env.SAVED);
  console.log(tech.format + ' ' + loaded.format);`, { SAVED: savedMentalMagic });
if (formats.printed !== 'magic-tech mental-magic') throw new Error(`a tree-shaken bundle lost a built-in format: ${formats.printed}`);
console.log(`a tree-shaken bundle of createGame and deserialize keeps the built-in formats (${kb(formats.text)})`);
// 'paliano/testing' alone, and with 'paliano': a scenario plays, one registration of the built-ins
// serves both entries, and a RulesError of the engine is the class 'paliano' exports.
const testingAlone = await bundleAndRun(`import { scenario } from 'paliano/testing';
  const { state } = scenario({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'] }, {}], step: 'main1' });
  console.log(state.objects.filter((o) => o.card === 'Bronze Sable').length);`);
if (testingAlone.printed !== '1') throw new Error(`a tree-shaken bundle of paliano/testing does not build a scenario: ${testingAlone.printed}`);
const together = await bundleAndRun(`import { scenario } from 'paliano/testing';
  import { apply, legalActions, RulesError } from 'paliano';
  const { state } = scenario({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'] }, {}], step: 'main1' });
  const next = apply(state, legalActions(state)[0]);
  let refused = null;
  try { apply(next, { type: 'pass', player: 99 }); } catch (e) { refused = e; }
  console.log((next !== state) + ' ' + (refused instanceof RulesError));`);
if (together.printed !== 'true true') throw new Error(`a tree-shaken bundle of paliano/testing and paliano does not play as one engine: ${together.printed}`);
for (const [label, { text }] of [['paliano/testing', testingAlone], ['paliano/testing with paliano', together]]) {
  const registrations = text.match(/function registerBuiltIns\(/g)?.length ?? 0;
  if (registrations !== 1) throw new Error(`a bundle of ${label} holds ${registrations} copies of the built-ins' registration`);
}
console.log(`tree-shaken bundles of paliano/testing, alone and with paliano, play with one engine (${kb(testingAlone.text)}, ${kb(together.text)})`);
// 'paliano/boardgame.io' alone: its game sets up with the engine it shares with 'paliano' (boardgame.io
// itself is only needed for its types).
const bgio = await bundleAndRun(`import { palianoGame } from 'paliano/boardgame.io';
  const G = palianoGame('two-player').setup({ ctx: { numPlayers: 2 } }, { players: [{ deck: Array(40).fill('Forest') }, { deck: Array(40).fill('Forest') }], seed: 1 });
  console.log(G.state.format);`);
if (bgio.printed !== 'two-player') throw new Error(`a tree-shaken bundle of paliano/boardgame.io does not set a game up: ${bgio.printed}`);
console.log(`a tree-shaken bundle of paliano/boardgame.io sets a game up (${kb(bgio.text)})`);
// 'paliano/rules': the rules registry without card data.
const rulesOnly = await bundleAndRun(`import { rules } from 'paliano/rules';
  console.log(rules.get('716', '2016-08-26')?.title);`);
const rulesCardData = CARD_DATA.filter((marker) => rulesOnly.text.includes(marker));
if (rulesOnly.printed !== 'The Monarch' || rulesCardData.length > 0) throw new Error(`a tree-shaken bundle of paliano/rules: ${rulesOnly.printed}, card data ${rulesCardData.join(', ')}`);
console.log(`a tree-shaken bundle of paliano/rules holds no card data (${kb(rulesOnly.text)})`);

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

// Every entry's types resolve, from a TypeScript project that installed the package, under each
// moduleResolution such a project may use: node16/nodenext and bundler read the `exports` map;
// node10 (`"moduleResolution": "node"`, common in CommonJS projects) reads only `types` and
// `typesVersions`, without which 'paliano/rules' and the other subpaths have no types there.
const ts = (await import('typescript')).default;
const project = mkdtempSync(join(tmpdir(), 'paliano-types-'));
try {
  const { mkdirSync, symlinkSync } = await import('node:fs');
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(join(dist, '..'), join(project, 'node_modules', 'paliano'), 'dir');
  const resolutions = [
    ['node10', { moduleResolution: ts.ModuleResolutionKind.Node10, module: ts.ModuleKind.CommonJS }],
    ['node16', { moduleResolution: ts.ModuleResolutionKind.Node16, module: ts.ModuleKind.Node16 }],
    ['bundler', { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext }],
  ];
  const packageJson = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8'));
  const subpaths = Object.keys(packageJson.exports).filter((p) => p !== './package.json');
  for (const [label, options] of resolutions) {
    for (const subpath of subpaths) {
      const specifier = `paliano${subpath.slice(1)}`;
      const resolved = ts.resolveModuleName(specifier, join(project, 'client.ts'), options, ts.sys).resolvedModule;
      if (!resolved || !/\.d\.c?ts$/.test(resolved.resolvedFileName)) throw new Error(`under moduleResolution ${label}, '${specifier}' has no types`);
    }
  }
  console.log(`the types of ${subpaths.length} entries resolve under moduleResolution ${resolutions.map(([l]) => l).join(', ')}`);
} finally {
  rmSync(project, { recursive: true, force: true });
}
// and the declarations tell the truth about what exists at run time
await import('./check-declarations.mjs');
