#!/usr/bin/env node
// Writes test/fixtures/cr-rule-numbers.txt: every rule number of the pinned Comprehensive Rules
// (2026-04-17), one a line (`100`, `100.1`, `100.1a`, …), read from ../shared/data/cr. It holds numbers
// only, never the rules text (DESIGN.md, "Material in ../shared"), so that test/properties/
// event-citations.test.ts can check every CR number a log event cites without ../shared beside the
// repository.
//
// Usage: node scripts/build-cr-numbers.mjs [MagicCompRules.txt]

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2] ? resolve(process.argv[2]) : join(repoRoot, '..', 'shared', 'data', 'cr', 'MagicCompRules-20260417.txt');
const lines = readFileSync(source, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
// The rules body: from the second "1. Game Concepts" (the first is the table of contents) to the second "Glossary".
const start = lines.indexOf('1. Game Concepts', lines.indexOf('1. Game Concepts') + 1);
const end = lines.indexOf('Glossary', lines.indexOf('Glossary') + 1);
if (start < 0 || end < start) throw new Error(`build-cr-numbers: no rules body in ${source}`);
const numbers = [];
for (const line of lines.slice(start, end)) {
  const m = /^(\d{3}(?:\.\d+[a-z]?)?)\.? /.exec(line);
  if (m) numbers.push(m[1]);
}
if (new Set(numbers).size !== numbers.length) throw new Error('build-cr-numbers: a rule number appears twice');
writeFileSync(join(repoRoot, 'test', 'fixtures', 'cr-rule-numbers.txt'), `${numbers.join('\n')}\n`);
