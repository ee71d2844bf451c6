import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'check-layers.mjs');
const trees: string[] = [];
afterAll(() => {
  for (const t of trees) rmSync(t, { recursive: true, force: true });
});

/** Runs the layer check on a repository of the given files; its exit code and output. */
function check(files: Record<string, string>): { code: number; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'paliano-layers-'));
  trees.push(root);
  mkdirSync(join(root, 'scripts'));
  copyFileSync(SCRIPT, join(root, 'scripts', 'check-layers.mjs'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    return { code: 0, output: execFileSync(process.execPath, [join(root, 'scripts', 'check-layers.mjs')], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const err = e as { status: number; stderr: string };
    return { code: err.status, output: err.stderr };
  }
}

describe('scripts/check-layers.mjs: the core imports no rule, format, variant, card set or part built on it', () => {
  it('passes on this repository', () => {
    expect(execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8' })).toMatch(/^layers: nothing under/);
  });

  it('passes when the core imports only the core and the card vocabulary', () => {
    const r = check({
      'src/engine/a.ts': "import { b } from './b.js';\nimport type { Effect } from '../cards/types.js';\n",
      'src/state/s.ts': "export { a } from '../engine/a.js';\n",
      'src/rules/725.ts': "import { a } from '../engine/a.js';\n",
    });
    expect(r.code).toBe(0);
  });

  it('fails on each kind of import from above: a value, a type, a re-export, a dynamic import, a side effect', () => {
    const r = check({
      'src/engine/a.ts': "import { goad } from '../rules/701.15-goad.js';\n",
      'src/engine/b.ts': "import type { Format } from '../formats/free-for-all.js';\n",
      'src/state/c.ts': "export { cards } from '../cards/registry.js';\n",
      'src/zones/d.ts': "const m = await import('../variants/mental-magic/rule-module.js');\n",
      'src/engine/e.ts': "import '../cards/cn2/index.js';\n",
    });
    expect(r.code).toBe(1);
    for (const line of ['src/engine/a.ts:1 imports src/rules/701.15-goad.ts', 'src/engine/b.ts:1 imports src/formats/free-for-all.ts', 'src/state/c.ts:1 imports src/cards/registry.ts', 'src/zones/d.ts:1 imports src/variants/mental-magic/rule-module.ts', 'src/engine/e.ts:1 imports src/cards/cn2/index.ts']) {
      expect(r.output).toContain(line);
    }
  });

  it('fails on an import however it is written: a comment with a quote inside the braces, a template-literal dynamic import, a require, an import-equals', () => {
    const r = check({
      'src/engine/a.ts': "import {\n  goad, // the rule's own step\n} from '../rules/701.15-goad.js';\n",
      'src/engine/b.ts': 'const m = await import(`../formats/free-for-all.js`);\n',
      'src/state/c.ts': "const { cards } = require('../cards/registry.js');\n",
      'src/zones/d.ts': "import vote = require('../rules/701.38-vote.js');\n",
    });
    expect(r.code).toBe(1);
    for (const line of ['src/engine/a.ts:1 imports src/rules/701.15-goad.ts', 'src/engine/b.ts:1 imports src/formats/free-for-all.ts', 'src/state/c.ts:1 imports src/cards/registry.ts', 'src/zones/d.ts:1 imports src/rules/701.38-vote.ts']) {
      expect(r.output).toContain(line);
    }
  });

  it('fails on an import written without its extension: a file, or a folder read as its index.ts', () => {
    const r = check({
      'src/engine/a.ts': "import { cards } from '../cards/registry';\nimport { rules } from '../rules';\n",
      'src/state/b.ts': "import type { MentalMagicData } from '../variants/mental-magic';\n",
    });
    expect(r.code).toBe(1);
    for (const line of ['src/engine/a.ts:1 imports src/cards/registry', 'src/engine/a.ts:2 imports src/rules', 'src/state/b.ts:1 imports src/variants/mental-magic']) {
      expect(r.output).toContain(line);
    }
  });

  it('fails when the core imports the parts built on it: the draft, the bots, play by post, an adapter, an entry', () => {
    const r = check({
      'src/engine/a.ts': "import type { DraftAction } from '../draft/types.js';\n",
      'src/engine/b.ts': "import { heuristicBot } from '../bots/heuristic.js';\n",
      'src/zones/c.ts': "import { handle } from '../pbp/handle.js';\n",
      'src/state/d.ts': "import type { TableRoom } from '../adapters/colyseus/table-room.js';\n",
      'src/state/e.ts': "import { registerBuiltIns } from '../built-ins.js';\n",
    });
    expect(r.code).toBe(1);
    for (const line of ['src/engine/a.ts:1 imports src/draft/types.ts', 'src/engine/b.ts:1 imports src/bots/heuristic.ts', 'src/zones/c.ts:1 imports src/pbp/handle.ts', 'src/state/d.ts:1 imports src/adapters/colyseus/table-room.ts', 'src/state/e.ts:1 imports src/built-ins.ts']) {
      expect(r.output).toContain(line);
    }
  });

  it('fails when a rule module or a variant imports a format, a card set or the card registry, or a rule module a variant; the rules lookup may read the variants', () => {
    const r = check({
      'src/rules/506.ts': "import { cards } from '../cards/registry.js';\n",
      'src/rules/725.ts': "import { mentalMagic } from '../formats/mental-magic.js';\n",
      'src/rules/701.ts': "import { deploy } from '../variants/magic-tech/deploy.js';\n",
      'src/variants/mental-magic/control.ts': "import { mentalMagic } from '../../formats/mental-magic.js';\n",
      'src/variants/magic-tech/cards.ts': "import type { CardDefinition } from '../../cards/cns/index.js';\n",
      'src/rules/registry.ts': "import type { VariantRule } from '../variants/magic-tech/rules.js';\n",
    });
    expect(r.code).toBe(1);
    for (const line of ['src/rules/506.ts:1 imports src/cards/registry.ts', 'src/rules/725.ts:1 imports src/formats/mental-magic.ts', 'src/rules/701.ts:1 imports src/variants/magic-tech/deploy.ts', 'src/variants/mental-magic/control.ts:1 imports src/formats/mental-magic.ts', 'src/variants/magic-tech/cards.ts:1 imports src/cards/cns/index.ts']) {
      expect(r.output).toContain(line);
    }
    expect(r.output).not.toContain('src/rules/registry.ts');
  });
});
