// Checks the layers of src/ (docs/DESIGN.md, "Layers"): what each layer must not import — by value
// or for types, statically or dynamically (`import()`, `require`), with or without the file's extension. Nothing under
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

/**
 * The text with its comments blanked (newlines kept, so lines keep their numbers) and strings and
 * template literals left as they are: an import whose braces hold a comment with a quote in it is
 * then read whole. A regular expression literal is not told from a division, so this is read as
 * well as the text itself, never instead of it.
 */
function withoutComments(text) {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * The relative module specifiers a file imports or re-exports, with their line numbers: `import …
 * from`, `export … from`, a side-effect `import '…'`, a dynamic `import('…')` or import type (a
 * template literal too), `require('…')` and `import x = require('…')`.
 */
function importsOf(text) {
  const found = new Map();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*(?:['"]([^'"]+)['"]|`([^`$]+)`)\s*[,)]/g,
    /\brequire\(\s*(?:['"]([^'"]+)['"]|`([^`$]+)`)\s*\)/g,
  ];
  for (const source of [text, withoutComments(text)]) {
    for (const pattern of patterns) {
      for (const m of source.matchAll(pattern)) {
        const specifier = m[1] ?? m[2];
        const line = source.slice(0, m.index).split('\n').length;
        if (specifier.startsWith('.')) found.set(`${line} ${specifier}`, { specifier, line });
      }
    }
  }
  return [...found.values()];
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
