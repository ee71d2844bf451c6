// Checks that the built type declarations tell the truth: every value (function, constant, class)
// that the declarations of each entry point (dist/index, testing, rules, colyseus, colyseus-client: .d.ts and .d.cts) export
// exists at run time under `import` and `require` of the built package, and every value the package
// exports at run time is declared. Run by `npm run check-package` after `npm run build`.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The names a declaration file exports as values (a type-only export, or a type alias, is no value). */
function declaredValues(file) {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is missing: build the package first`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);
  const out = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // an alias declared `export type { X }` (or re-exported through `export type *`) names no value
    const typeOnly = symbol.declarations?.some((d) => ts.isTypeOnlyImportOrExportDeclaration?.(d) ?? false) ?? false;
    if (target.flags & ts.SymbolFlags.Value && !typeOnly) out.push(symbol.escapedName.toString());
  }
  return out.sort();
}

const problems = [];
const entries = [
  { name: 'paliano', esm: 'index.d.ts', cjs: 'index.d.cts' },
  { name: 'paliano/testing', esm: 'testing.d.ts', cjs: 'testing.d.cts' },
  { name: 'paliano/rules', esm: 'rules.d.ts', cjs: 'rules.d.cts' },
  { name: 'paliano/colyseus', esm: 'colyseus.d.ts', cjs: 'colyseus.d.cts' },
  { name: 'paliano/colyseus/client', esm: 'colyseus-client.d.ts', cjs: 'colyseus-client.d.cts' },
];
for (const entry of entries) {
  const modules = [
    { how: 'import', declared: declaredValues(dist + entry.esm), mod: await import(entry.name) },
    { how: 'require', declared: declaredValues(dist + entry.cjs), mod: require(entry.name) },
  ];
  for (const { how, declared, mod } of modules) {
    if (declared.length === 0) problems.push(`${entry.name}: its declarations for ${how} export no value`);
    const runtime = new Set(Object.keys(mod).filter((k) => k !== 'default' && k !== '__esModule'));
    for (const name of declared) if (!runtime.has(name)) problems.push(`${how}('${entry.name}') lacks ${name}, which its declarations export as a value`);
    for (const name of runtime) if (!declared.includes(name)) problems.push(`${how}('${entry.name}') exports ${name}, which its declarations do not declare`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`the declarations of ${entries.map((e) => e.name).join(', ')} export exactly the values import and require give`);
