// Checks the layers of src/ (docs/DESIGN.md, "Layers"): nothing under src/engine/, src/zones/ or
// src/state/ imports — by value or for types, statically or dynamically — from src/rules/,
// src/formats/, src/variants/, a card set (src/cards/cn2/, src/cards/cns/) or the card registry
// that gathers the sets (src/cards/registry.ts). Rules, formats and cards reach the core through the
// registries the package's entries fill (src/built-ins.ts). Prints each offending import and exits
// non-zero if there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The layers that must not reach up, as paths relative to the repository. */
const CORE = ['src/engine/', 'src/zones/', 'src/state/'];
/** What they must not import. */
const ABOVE = ['src/rules/', 'src/formats/', 'src/variants/', 'src/cards/cn2/', 'src/cards/cns/', 'src/cards/registry.ts'];

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

const problems = [];
for (const file of sources(join(root, 'src'))) {
  const from = relative(root, file).split('\\').join('/');
  if (!CORE.some((layer) => from.startsWith(layer))) continue;
  for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
    const target = relative(root, resolve(dirname(file), specifier)).split('\\').join('/').replace(/\.js$/, '.ts');
    if (ABOVE.some((above) => target === above || target.startsWith(above))) problems.push(`${from}:${line} imports ${target}`);
  }
}
if (problems.length > 0) {
  console.error(`the core (${CORE.join(', ')}) must not import ${ABOVE.join(', ')}:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`layers: nothing under ${CORE.join(', ')} imports a rule module, format, variant or card set`);
