// The words of the engine's prompt keys on the game screen: every key the engine's source gives a
// decision is worded, and a decision shows its words, never its key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describePrompt, view } from 'paliano';
import { describe, expect, it } from 'vitest';
import { present } from '../src/worker/present.js';
import { passUntil, setup } from '../../../test/cards/helpers.js';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

/** Every TypeScript file under a directory. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/**
 * The prompt keys (camelCase, no words) the engine's source gives a decision: a `prompt:` literal
 * (or either side of a conditional one), a `…_PROMPT` constant, and the prompt argument of
 * `askOrder` (CR 401.4, 701.22a).
 */
function promptKeys(): Set<string> {
  const keys = new Set<string>();
  const KEY = /^[a-z]+[A-Z][A-Za-z]*$/;
  const patterns = [/prompt: *(?:[^,'`{}]*\? *)?'([^']+)'(?: *: *'([^']+)')?/g, /_PROMPT = '([^']+)'/g, /askOrder\([^;]*?, *'([^']+)', *io\b/g, /prompt: `([a-zA-Z]+):\$\{/g];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const p of patterns) for (const m of text.matchAll(p)) for (const k of m.slice(1)) if (k !== undefined && KEY.test(k)) keys.add(k);
  }
  return keys;
}

describe("the engine's prompt keys in words", () => {
  it('words every prompt key the engine gives a decision', () => {
    const keys = promptKeys();
    // the scan finds the keys it is meant to find
    for (const k of ['scryBottom', 'legendRule', 'bottomOrder', 'discardMore', 'copyWhich', 'castWhich', 'nameCard', 'newTarget']) expect(keys).toContain(k);
    for (const k of keys) expect(describePrompt(k), k).toMatch(/ /);
    expect(describePrompt('newTarget:1')).toBe('the new target (CR 115.7), for target 2');
  });

  it("words a start-of-game decision's prompts (CR 315.2, 315.5a, 702.106a)", () => {
    for (const k of ['conspiracies', 'name', 'number', 'hand']) expect(describePrompt(k), k).not.toBe(k);
  });

  it("shows the legend rule's choice in words, not by its key (CR 704.5j)", () => {
    const { state } = setup({ players: [{ battlefield: ['Brago, King Eternal', 'Brago, King Eternal'] }, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.prompt : null).toBe('legendRule');
    const words = present(view(s, d!.player), []).decision;
    expect(words).not.toContain('legendRule');
    expect(words).toBe('You decide: choose (keep this legendary permanent, the others of its name going to the graveyard (CR 704.5j), CR 704.5j)');
  });

  it('names the step of the turn in words (CR 500.1)', () => {
    const { state } = setup({ players: [{}, {}] });
    const step = present(view(state, 0), []).turn.step;
    expect(step).not.toMatch(/^[a-z]+[A-Z0-9]/);
    expect(step).toMatch(/ (step|phase)$/);
  });
});
