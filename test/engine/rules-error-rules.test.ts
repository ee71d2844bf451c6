import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadingRule, RulesError } from '../../src/engine/errors.js';

const SRC = join(__dirname, '..', '..', 'src');
/** Codes for input refused before any rule applies (see RulesError.rule). */
const WITHOUT_RULE = new Set(["'malformed'", "'badState'", "'unknownCard'"]);

/** The top-level arguments of the call whose argument list starts at `from` (just after its `(`). */
function argumentsAt(text: string, from: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote) {
      current += c;
      if (c === '\\') current += text[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim() !== '') args.push(current.trim());
  return args;
}

describe('every RulesError the rules decide carries its rule', () => {
  it('no `new RulesError(code, message)` or `check(cond, code, message)` in src lacks the rule, but for malformed, badState and unknownCard', () => {
    const missing: string[] = [];
    let calls = 0;
    for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('errors.ts'))) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const m of text.matchAll(/\b(new RulesError|check)\(/g)) {
        const args = argumentsAt(text, (m.index ?? 0) + m[0].length);
        const codeAt = m[1] === 'check' ? 1 : 0;
        const code = args[codeAt] ?? '';
        if (m[1] === 'check' && !code.startsWith("'")) continue; // another function named check
        calls++;
        if (args.length <= codeAt + 2 && !WITHOUT_RULE.has(code)) {
          missing.push(`${file}:${text.slice(0, m.index).split('\n').length} ${code} ${args[codeAt + 1]?.slice(0, 60)}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('a reason that starts with its rule gives it, and the message does not repeat it', () => {
    expect(leadingRule('AMM 7f: no decisions are made before the first turn')).toBe('AMM 7f');
    expect(leadingRule('MT 2.1: too many cards')).toBe('MT 2.1');
    expect(leadingRule('508.1c: cannot attack')).toBe('508.1c');
    expect(leadingRule('you cannot')).toBeUndefined();
    expect(new RulesError('illegal', 'AMM 7: not your turn', 'AMM 7').message).toBe('AMM 7: not your turn');
    expect(new RulesError('illegal', 'not in the declaration', '508.1').message).toBe('not in the declaration (CR 508.1)');
  });
});
