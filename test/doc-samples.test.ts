/**
 * Every TypeScript sample of the documentation works as written: each fenced `ts` block of
 * README.md, docs/*.md and docs/guides/*.md (but the quotations of the engine's own sources in
 * docs/DESIGN.md, fenced `ts excerpt`) is written to a file of its own (its `paliano` imports
 * pointed at the package's sources), type-checked under `--strict`, and run to its end — but the
 * samples fenced `ts server`, which start a server or connect to one (the adapters' docs), and are
 * type-checked only; the adapters' own tests play through real servers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const DOCS = ['README.md', ...['docs', 'docs/guides'].flatMap((dir) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.md')).map((f) => `${dir}/${f}`))];

/** The package's entry points, as the samples import them. */
const ENTRIES: Readonly<Record<string, string>> = {
  paliano: 'src/index.js', 'paliano/rules': 'src/rules/index.js', 'paliano/testing': 'src/testing/index.js',
  'paliano/boardgame.io': 'src/adapters/boardgame-io/index.js', 'paliano/colyseus': 'src/adapters/colyseus/index.js', 'paliano/colyseus/client': 'src/adapters/colyseus/client.js',
};

interface Sample { name: string; file: string; run: boolean }

const dir = mkdtempSync(join(ROOT, '.doc-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The `ts` blocks of the docs, each written to a module of its own. */
function writeSamples(): Sample[] {
  const samples: Sample[] = [];
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const m of text.matchAll(/^```ts( server)?\n([\s\S]*?)^```/gm)) {
      const line = text.slice(0, m.index).split('\n').length;
      const file = join(dir, `${doc.replace(/[/.]/g, '_')}_${line}.ts`);
      const code = m[2]!.replace(/from '(paliano(?:\/[\w.]+)*)'/g, (whole, entry: string) => {
        const target = ENTRIES[entry];
        if (!target) throw new Error(`${doc}:${line} imports ${entry}, which is no entry point of the package`);
        return `from '${relative(dir, join(ROOT, target)).replace(/\\/g, '/')}'`;
      });
      writeFileSync(file, `${code}\nexport {};\n`);
      samples.push({ name: `${doc}:${line}`, file, run: m[1] === undefined });
    }
  }
  return samples;
}

const samples = writeSamples();

describe('the documentation samples', () => {
  it('include the README example and a sample of each guide', () => {
    expect(samples.some((s) => s.name.startsWith('README.md'))).toBe(true);
    for (const guide of ['docs/guides/game-client.md', 'docs/guides/bots.md', 'docs/guides/rules-lookup.md']) {
      expect(samples.some((s) => s.name.startsWith(guide)), guide).toBe(true);
    }
  });

  it('type-check under --strict', () => {
    const program = ts.createProgram(samples.map((s) => s.file), {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'], types: ['node'], skipLibCheck: true, resolveJsonModule: true, esModuleInterop: true,
    });
    const problems = samples.flatMap((s) => {
      const source = program.getSourceFile(s.file)!;
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
        const at = d.start === undefined ? '' : `:${source.getLineAndCharacterOfPosition(d.start).line + 1}`;
        return `${s.name} (sample line${at}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    });
    expect(problems).toEqual([]);
  }, 180_000);

  describe('run', () => {
    // one process imports every sample in turn (loading the sources once), noting how each ended
    let outcomes: Record<string, string | null> = {};
    beforeAll(() => {
      const runner = join(dir, 'run-samples.ts');
      const results = join(dir, 'results.json');
      writeFileSync(runner, [
        "import { writeFileSync } from 'node:fs';",
        'const outcomes: Record<string, string | null> = {};',
        `for (const file of ${JSON.stringify(samples.filter((s) => s.run).map((s) => s.file))}) {`,
        '  try { await import(file); outcomes[file] = null; } catch (e) { outcomes[file] = e instanceof Error ? e.stack ?? e.message : String(e); }',
        '}',
        `writeFileSync(${JSON.stringify(results)}, JSON.stringify(outcomes));`,
        'export {};',
      ].join('\n'));
      execFileSync(process.execPath, ['--import', 'tsx', runner], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 });
      outcomes = JSON.parse(readFileSync(results, 'utf8')) as Record<string, string | null>;
    }, 320_000);

    it.each(samples.filter((s) => s.run).map((s) => [s.name, s.file] as const))('%s runs to its end', (_name, file) => {
      expect(outcomes[file]).toBeNull();
    });
  });
});
