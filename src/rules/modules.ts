/**
 * The rule modules the `rules` registry marks as implemented: those of the built-in formats. The
 * registry itself reads their numbers, titles and keywords from `./data/rule-uses.json` (written by
 * `scripts/build-rule-uses.ts`), so that looking up rules loads no module and no card data.
 *
 * @module
 */
import { coreModules } from '../formats/core-modules.js';
import { conspiracyGame } from '../formats/conspiracy.js';
import { attackMultiplePlayers, freeForAllVariant, multiplayerGeneral } from '../formats/free-for-all.js';
import type { RuleModuleMeta } from './registry.js';
import { goadRule } from './701.15-goad.js';
import { vote } from './701.38-vote.js';
import { dethrone } from './702.105-dethrone.js';
import { melee } from './702.121-melee.js';
import { theMonarch } from './725-the-monarch.js';

/** The number, title and keywords of every rule module of the built-in formats. */
export function implementedRuleModules(): RuleModuleMeta[] {
  return [...new Set([...coreModules, multiplayerGeneral, attackMultiplePlayers, freeForAllVariant, theMonarch, melee, dethrone, goadRule, vote, ...conspiracyGame.modules])]
    .map((m) => ({ number: m.number, title: m.title, keywords: [...(m.keywords ?? [])] }));
}
