// Checks the layers of src/ (docs/DESIGN.md, "Layers"): what each layer must not import — by value
// or for types, statically or dynamically, with or without the file's extension. Nothing under
// src/engine/, src/zones/ or src/state/ (the core) imports from src/rules/, src/formats/,
// src/variants/, a card set (src/cards/cn2/, src/cards/cns/), the card registry that gathers the
// sets (src/cards/registry.ts) or the parts built on the engine (the draft, bots, play by post,
// the protocol, simulations, the CLI, deck lists, draft logs, testing, the adapters and the
// package's entries); the rule
// modules and the variants import no format, card set or card registry, and the rule modules no
// variant. Rules, formats and cards reach the core through the registries the package's entries
// fill (src/built-ins.ts); formats and cards reach rules and variants the same way. Prints each
// offending import and exits non-zero if there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const CARD_SETS = ['src/cards/cn2/', 'src/cards/cns/', 'src/cards/registry.ts'];
/** The parts built on the engine, which may import anything ("the rest" of the layers' table), and the package's entries. */
const ON_TOP = [
  'src/draft/', 'src/bots/', 'src/pbp/', 'src/serve/', 'src/sim/', 'src/cli/', 'src/decklist/', 'src/draftlog/', 'src/testing/',
  'src/adapters/', 'src/built-ins.ts', 'src/index.ts',
];

/**
 * Each layer that must not reach up: its folders, the files among them it leaves out, and what they
 * must not import (paths relative to the repository).
 */
const LAYERS = [
  { name: 'the core', folders: ['src/engine/', 'src/zones/', 'src/state/'], except: [], above: ['src/rules/', 'src/formats/', 'src/variants/', ...CARD_SETS, ...ON_TOP] },
  // the `paliano/rules` entry's lookup registry reads the variants' lists of sections: it is no rule module
  { name: 'the rule modules', folders: ['src/rules/'], except: ['src/rules/registry.ts', 'src/rules/index.ts'], above: ['src/formats/', 'src/variants/', ...CARD_SETS] },
  { name: 'the variants', folders: ['src/variants/'], except: [], above: ['src/formats/', ...CARD_SETS] },
];

/** Every TypeScript file under a directory. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** The relative module specifiers a file imports or re-exports, with their line numbers. */
function importsOf(text) {
  const found = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      if (m[1].startsWith('.')) found.push({ specifier: m[1], line: text.slice(0, m.index).split('\n').length });
    }
  }
  return found;
}

/**
 * Whether an import's target (a path relative to the repository, `.js` read as `.ts`) is `above`, a
 * file or a folder ending in `/`. A target without an extension is what the bundler resolution
 * (tsconfig's `moduleResolution`) finds for it: the file with `.ts` added, or a folder's `index.ts`.
 */
function reaches(target, above) {
  const forms = /\.[cm]?[jt]sx?$|\.json$/.test(target) ? [target] : [`${target}.ts`, `${target}/index.ts`];
  return forms.some((t) => t === above || t.startsWith(above));
}

const problems = [];
for (const file of sources(join(root, 'src'))) {
  const from = relative(root, file).split('\\').join('/');
  const layer = LAYERS.find((l) => l.folders.some((f) => from.startsWith(f)) && !l.except.includes(from));
  if (!layer) continue;
  for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
    const target = relative(root, resolve(dirname(file), specifier)).split('\\').join('/').replace(/\.js$/, '.ts');
    if (layer.above.some((above) => reaches(target, above))) problems.push(`${layer.name}: ${from}:${line} imports ${target}`);
  }
}
if (problems.length > 0) {
  console.error('an import reaches up a layer (docs/DESIGN.md, "Layers"):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`layers: ${LAYERS.map((l) => `nothing under ${l.folders.join(', ')} imports ${l.above.join(', ')}`).join('; ')}`);
