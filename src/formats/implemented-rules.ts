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
 * (118, 118.9) and copies objects and spells (707, 707.10). So are the other keyword actions and
 * abilities of CNS and CN2 cards: attaching (701.3: equip, Stasis Cell, Deathrender), countering
 * (701.6: "counter target", as "counter" alone is also a +1/+1 counter), creating tokens (701.7), destroying
 * (701.8), discarding (701.9), exchanging life totals (701.12, Magus of the Mirror: no keyword, as
 * "in exchange" in Deal Broker's draft text is none), exiling (701.13), fighting (701.14), milling
 * (701.17), regeneration shields (701.19), sacrificing (701.21), searching and shuffling (701.23,
 * 701.24), tapping (701.26: "untap" is already the untap step's word, 500), enchant and equip (702.5,
 * 702.6) and cycling with its typecycling variants (702.29a, 702.29e: the cards print only those).
 */
const RULES_PLAYED_WITHOUT_A_MODULE: readonly RuleModuleMeta[] = [
  { number: '115', title: 'Targets' },
  { number: '118', title: 'Costs' },
  { number: '701.3', title: 'Attach', keywords: ['attach'] },
  { number: '701.6', title: 'Counter', keywords: ['counter target'] },
  { number: '701.7', title: 'Create', keywords: ['create'] },
  { number: '701.8', title: 'Destroy', keywords: ['destroy'] },
  { number: '701.9', title: 'Discard', keywords: ['discard'] },
  { number: '701.12', title: 'Exchange' },
  { number: '701.13', title: 'Exile', keywords: ['exile'] },
  { number: '701.14', title: 'Fight', keywords: ['fight'] },
  { number: '701.17', title: 'Mill', keywords: ['mill'] },
  { number: '701.19', title: 'Regenerate', keywords: ['regenerate'] },
  { number: '701.21', title: 'Sacrifice', keywords: ['sacrifice'] },
  { number: '701.22', title: 'Scry', keywords: ['scry'] },
  { number: '701.23', title: 'Search', keywords: ['search'] },
  { number: '701.24', title: 'Shuffle', keywords: ['shuffle'] },
  { number: '701.26', title: 'Tap and Untap', keywords: ['tap'] },
  { number: '701.37', title: 'Monstrosity', keywords: ['monstrosity', 'monstrous'] },
  { number: '702.5', title: 'Enchant', keywords: ['enchant'] },
  { number: '702.6', title: 'Equip', keywords: ['equip'] },
  {
    number: '702.29',
    title: 'Cycling',
    keywords: ['cycling', 'typecycling', 'landcycling', 'basic landcycling', 'plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling', 'forestcycling'],
  },
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
