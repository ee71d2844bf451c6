/**
 * What the guides' prose (docs/guides/*.md) says the API answers, read from the guides and asked of
 * the API: the samples are run by doc-samples.test.ts, the claims made in running text here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../src/rules/index.js'; // the guide's `paliano/rules`

const guide = (name: string): string => readFileSync(join(import.meta.dirname, '..', 'docs', 'guides', name), 'utf8').replace(/\s+/g, ' ');

describe('the rules-lookup guide', () => {
  it('names as titles several rules share only titles the registry answers with undefined', () => {
    const claim = /a title that several rules share \(([^)]*)\)/.exec(guide('rules-lookup.md'));
    const titles = [...(claim?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(rules.get(title), title).toBeUndefined();
  });

  it('names the rule a shared title that is also a keyword finds', () => {
    const claim = /`'([^']+)'`, the title of (\d+) \(the zone\) and of (\d+\.\d+) \(the keyword action\), finds (\d+\.\d+)/.exec(guide('rules-lookup.md'));
    expect(claim).not.toBeNull();
    const [, title, zone, action, found] = claim!;
    expect(rules.list().filter((r) => r.title === title).map((r) => r.number)).toEqual([zone, action]);
    expect(rules.get(title!)?.number).toBe(found);
  });
});
