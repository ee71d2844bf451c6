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
 * (701.8), discarding (701.9), doubling damage (701.10g: no keyword, as "double" is also double
 * strike's), exchanging life totals (701.12, Magus of the Mirror: no keyword, as
 * "in exchange" in Deal Broker's draft text is none), exiling (701.13), fighting (701.14), milling
 * (701.17), regeneration shields (701.19), sacrificing (701.21), searching and shuffling (701.23,
 * 701.24), tapping (701.26: "untap" is already the untap step's word, 502), enchant and equip (702.5,
 * 702.6) and cycling with its typecycling variants (702.29a, 702.29e: the cards print only those).
 * And so are the rules the engine's core plays in every game and cites in its log events and
 * refusals: the game's concepts (mana, life, damage, drawing, tokens, counters, 100–122), the card
 * types it checks (302, 304, 306, 307), the zones (400, 401, 406), each step the turn module logs
 * (503–514), effects and their interaction (609–616, the layers of 613), loyalty and linked
 * abilities (606, 607), face-down permanents (708) and the reversal of illegal actions (733).
 */
const RULES_PLAYED_WITHOUT_A_MODULE: readonly RuleModuleMeta[] = [
  { number: '100', title: 'General' },
  { number: '101', title: 'The Magic Golden Rules' },
  { number: '105', title: 'Colors' },
  { number: '106', title: 'Mana' },
  { number: '107', title: 'Numbers and Symbols' },
  { number: '110', title: 'Permanents' },
  { number: '111', title: 'Tokens' },
  { number: '113', title: 'Abilities' },
  { number: '114', title: 'Emblems' },
  { number: '115', title: 'Targets' },
  { number: '116', title: 'Special Actions' },
  { number: '118', title: 'Costs' },
  { number: '119', title: 'Life' },
  { number: '120', title: 'Damage' },
  { number: '121', title: 'Drawing a Card', keywords: ['draw'] },
  { number: '122', title: 'Counters' },
  { number: '201', title: 'Name' },
  { number: '302', title: 'Creatures' },
  { number: '304', title: 'Instants' },
  { number: '306', title: 'Planeswalkers' },
  { number: '307', title: 'Sorceries' },
  { number: '400', title: 'General' },
  { number: '401', title: 'Library' },
  { number: '406', title: 'Exile' },
  { number: '503', title: 'Upkeep Step', keywords: ['upkeep'] },
  { number: '504', title: 'Draw Step', keywords: ['draw step'] },
  { number: '505', title: 'Main Phase' },
  { number: '507', title: 'Beginning of Combat Step' },
  { number: '510', title: 'Combat Damage Step' },
  { number: '511', title: 'End of Combat Step' },
  { number: '513', title: 'End Step' },
  { number: '514', title: 'Cleanup Step', keywords: ['cleanup'] },
  { number: '606', title: 'Loyalty Abilities' },
  { number: '607', title: 'Linked Abilities' },
  { number: '609', title: 'Effects' },
  { number: '610', title: 'One-Shot Effects' },
  { number: '613', title: 'Interaction of Continuous Effects' },
  { number: '614', title: 'Replacement Effects' },
  { number: '615', title: 'Prevention Effects' },
  { number: '616', title: 'Interaction of Replacement and/or Prevention Effects' },
  { number: '700', title: 'General' },
  { number: '708', title: 'Face-Down Spells and Permanents' },
  { number: '733', title: 'Handling Illegal Actions' },
  { number: '701.3', title: 'Attach', keywords: ['attach'] },
  { number: '701.6', title: 'Counter', keywords: ['counter target'] },
  { number: '701.7', title: 'Create', keywords: ['create'] },
  { number: '701.8', title: 'Destroy', keywords: ['destroy'] },
  { number: '701.9', title: 'Discard', keywords: ['discard'] },
  { number: '701.10', title: 'Double' },
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
