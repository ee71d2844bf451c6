// The package declares `"sideEffects": false`, so a bundler follows a re-export past the entry that
// makes it and may drop that entry's module, and with it the entry's call to `registerBuiltIns()`.
// An entry that registers must therefore export every value that may reach a registry the built-ins
// fill (`src/built-ins.ts`) as a binding of its own; the other entries may export such a value only
// from modules that use the bindings of `paliano` (src/index.ts). A value reaches a registry when the
// module declaring it imports one, directly or not (`import type` aside).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const rel = (file: string): string => relative(root, file).split('\\').join('/');

/** The relative modules a file imports or re-exports by value, as absolute paths of `.ts` files. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = [/\b(?:import|export)\s(?!type\b)[^'"`;]*?\bfrom\s*['"](\.[^'"]+)['"]/g, /\bimport\s*['"](\.[^'"]+)['"]/g, /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g];
  return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => resolve(dirname(file), m[1]!).replace(/\.js$/, '.ts')));
}

/** Whether `file` imports one of `targets`, directly or not. */
function importsAny(file: string, targets: ReadonlySet<string>, seen = new Set<string>()): boolean {
  if (targets.has(rel(file))) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return valueImports(file).some((f) => importsAny(f, targets, seen));
}

/** The registries `registerBuiltIns` fills: the core modules src/built-ins.ts imports. */
const REGISTRIES = new Set(valueImports(join(root, 'src/built-ins.ts')).map(rel).filter((f) => f.startsWith('src/engine/')));

/** The entries of the package (tsup.config.ts), by name. */
const ENTRIES: Record<string, string> = Object.fromEntries(
  [...readFileSync(join(root, 'tsup.config.ts'), 'utf8').matchAll(/'?([\w-]+)'?: '(src\/[^']+\.ts)'/g)].map((m) => [m[1]!, m[2]!]),
);

const program = ts.createProgram(Object.values(ENTRIES).map((f) => join(root, f)), { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true });
const checker = program.getTypeChecker();

/** Each value an entry exports: its name, the file that declares it and whether the entry declares it itself. */
function valueExports(entry: string): { name: string; declaredIn: string; own: boolean }[] {
  const source = program.getSourceFile(join(root, entry));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);
  return checker.getExportsOfModule(moduleSymbol).flatMap((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.valueDeclaration;
    if (!(target.flags & ts.SymbolFlags.Value) || !declaration) return [];
    return [{ name: symbol.name, declaredIn: declaration.getSourceFile().fileName, own: !(symbol.flags & ts.SymbolFlags.Alias) }];
  });
}

const registers = (entry: string): boolean => /^registerBuiltIns\(\);$/m.test(readFileSync(join(root, entry), 'utf8'));

describe('the entries keep the registration of the built-ins under "sideEffects": false', () => {
  it('finds the registries and the entries', () => {
    expect([...REGISTRIES].sort()).toEqual(['src/engine/card-catalog.ts', 'src/engine/effect-steps.ts', 'src/engine/event-prose.ts', 'src/engine/format.ts']);
    expect(ENTRIES).toMatchObject({ index: 'src/index.ts', testing: 'src/testing/index.ts', colyseus: 'src/adapters/colyseus/index.ts', 'boardgame-io': 'src/adapters/boardgame-io/index.ts' });
  });

  it('tells a value that reaches a registry from one that does not', () => {
    const exported = new Map(valueExports('src/index.ts').map((e) => [e.name, e]));
    expect(importsAny(exported.get('createGame')!.declaredIn, REGISTRIES)).toBe(true);
    expect(importsAny(exported.get('deserialize')!.declaredIn, REGISTRIES)).toBe(true);
    expect(importsAny(exported.get('parseManaCost')!.declaredIn, REGISTRIES)).toBe(false);
    expect(importsAny(exported.get('RulesError')!.declaredIn, REGISTRIES)).toBe(false);
  });

  it('an entry that registers exports each value that reaches a registry as its own binding', () => {
    const registering = Object.values(ENTRIES).filter(registers);
    expect(registering).toEqual(expect.arrayContaining(['src/index.ts', 'src/testing/index.ts', 'src/adapters/colyseus/index.ts']));
    const reExported = registering.flatMap((entry) =>
      valueExports(entry).filter((e) => !e.own && importsAny(e.declaredIn, REGISTRIES)).map((e) => `${entry}: ${e.name} (${rel(e.declaredIn)})`),
    );
    expect(reExported).toEqual([]);
    expect(valueExports('src/index.ts').filter((e) => e.own).map((e) => e.name)).toEqual(expect.arrayContaining(['createGame', 'apply', 'legalActions', 'deserialize', 'SpielState']));
  });

  it('an entry that does not register reaches a registry only through the bindings of paliano', () => {
    const index = new Set(['src/index.ts']);
    const unreached = Object.values(ENTRIES)
      .filter((entry) => !registers(entry))
      .flatMap((entry) =>
        valueExports(entry).filter((e) => importsAny(e.declaredIn, REGISTRIES) && !importsAny(e.declaredIn, index)).map((e) => `${entry}: ${e.name} (${rel(e.declaredIn)})`),
      );
    expect(unreached).toEqual([]);
  });
});
