/**
 * The documentation names what the code has (docs/DESIGN.md: "This page describes the code as it
 * is"): every repository path written in backquotes in README.md, docs/*.md and docs/guides/*.md
 * exists (the browser client's docs name paths inside `examples/web`), and every name of code that
 * docs/DESIGN.md writes in backquotes — a function, a type, a constant, a field — is a word of the
 * sources. A renamed or removed module or function that the page still names fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const DOCS = ['README.md', ...['docs', 'docs/guides'].flatMap((dir) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.md')).map((f) => `${dir}/${f}`))];

/** Folders that commands write (the API reference, the browser tests' screenshots), not kept in the repository. */
const GENERATED = new Set(['docs/api/', 'examples/web/test-results/']);

/** The backquoted spans of a Markdown text outside its fenced blocks, with their line numbers. */
function quoted(text: string): { span: string; line: number }[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => ({ span: m[1]!, line: prose.slice(0, m.index).split('\n').length }));
}

/** The TypeScript and script sources of the repository (not its data), as one text. */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist' && e.name !== 'data') walk(path);
      } else if (/\.(ts|mjs|js)$/.test(e.name)) texts.push(readFileSync(join(ROOT, path), 'utf8'));
    }
  };
  for (const dir of ['src', 'scripts', 'bench', 'test', 'demo', 'examples/web/src']) walk(dir);
  texts.push(readFileSync(join(ROOT, '.ci/run'), 'utf8'), readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return texts.join('\n');
}

describe('what the documentation names exists', () => {
  it('every repository path the docs write in backquotes exists', () => {
    const missing: string[] = [];
    for (const doc of DOCS) {
      for (const { span, line } of quoted(readFileSync(join(ROOT, doc), 'utf8'))) {
        // a path of the repository: no placeholder (`<name>`), glob or command line
        if (!/^(src|test|bench|scripts|docs|demo|examples)\/[\w./-]*$/.test(span) || GENERATED.has(span)) continue;
        if (!existsSync(join(ROOT, span)) && !existsSync(join(ROOT, 'examples/web', span))) missing.push(`${doc}:${line} ${span}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every name of code docs/DESIGN.md writes in backquotes is in the sources', () => {
    const text = sources();
    const words = new Set(text.match(/[A-Za-z_$][\w$]*/g));
    const missing: string[] = [];
    for (const { span, line } of quoted(readFileSync(join(ROOT, 'docs/DESIGN.md'), 'utf8'))) {
      // `name`, `name()`, `Type.field`: each part a word of the sources; plain words and phrases are prose
      const m = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?$/.exec(span);
      // a file name (`CENSUS.md`, of ../shared) is no name of code
      if (!m || /\.(md|json|txt|ts|mjs)$/.test(span)) continue;
      for (const part of m[1]!.split('.')) if (!words.has(part)) missing.push(`docs/DESIGN.md:${line} ${span}`);
    }
    expect(missing).toEqual([]);
  });
});
