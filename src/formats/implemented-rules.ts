/**
 * The rules the `rules` registry marks as implemented: those of the built-in formats' rule modules,
 * and those the engine plays through effects, costs and its core. The
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

/**
 * Titled rules the engine plays with no rule module of their own: scry and monstrosity are effect
 * steps (`src/rules/701.22-scry.ts`, `701.37-monstrosity.ts`), multikicker a cost of casting (702.33c,
 * 601.2f), and the engine's core chooses targets and changes them (115, 115.7), pays alternative costs
 * (118, 118.9) and copies objects and spells (707, 707.10).
 */
const RULES_PLAYED_WITHOUT_A_MODULE: readonly RuleModuleMeta[] = [
  { number: '115', title: 'Targets' },
  { number: '118', title: 'Costs' },
  { number: '701.22', title: 'Scry', keywords: ['scry'] },
  { number: '701.37', title: 'Monstrosity', keywords: ['monstrosity', 'monstrous'] },
  { number: '702.33', title: 'Kicker', keywords: ['kicker', 'multikicker'] },
  { number: '707', title: 'Copying Objects' },
];

/**
 * The number, title and keywords of every rule the built-in formats play: their rule modules, and the
 * rules played through effects, costs and the engine's core.
 */
export function implementedRuleModules(): RuleModuleMeta[] {
  const modules = [...new Set([...coreModules, multiplayerGeneral, attackMultiplePlayers, freeForAllVariant, theMonarch, melee, dethrone, goadRule, vote, ...conspiracyGame.modules])];
  return [...modules, ...RULES_PLAYED_WITHOUT_A_MODULE].map((m) => ({ number: m.number, title: m.title, keywords: [...(m.keywords ?? [])] }));
}
