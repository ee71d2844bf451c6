/**
 * The rule modules the `rules` registry marks as implemented: those of the built-in formats. The
 * registry (`src/rules/registry.ts`) reads their numbers, titles and keywords from
 * `src/rules/data/rule-uses.json` (written by `scripts/build-rule-uses.ts`), so that looking up
 * rules loads no module and no card data.
 *
 * @module
 */
import type { RuleModuleMeta } from '../rules/registry.js';
import { goadRule } from '../rules/701.15-goad.js';
import { vote } from '../rules/701.38-vote.js';
import { dethrone } from '../rules/702.105-dethrone.js';
import { melee } from '../rules/702.121-melee.js';
import { theMonarch } from '../rules/725-the-monarch.js';
import { conspiracyGame } from './conspiracy.js';
import { coreModules } from './core-modules.js';
import { attackMultiplePlayers, freeForAllVariant, multiplayerGeneral } from './free-for-all.js';

/** The number, title and keywords of every rule module of the built-in formats. */
export function implementedRuleModules(): RuleModuleMeta[] {
  return [...new Set([...coreModules, multiplayerGeneral, attackMultiplePlayers, freeForAllVariant, theMonarch, melee, dethrone, goadRule, vote, ...conspiracyGame.modules])]
    .map((m) => ({ number: m.number, title: m.title, keywords: [...(m.keywords ?? [])] }));
}
