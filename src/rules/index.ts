/**
 * The `rules` registry: every titled rule of the pinned Comprehensive Rules with its numbers in
 * earlier editions, marking the rules the engine implements as modules (DESIGN principle 5), with the
 * keywords and cards that use each, and the sections of the fan variants (Magic Tech, Async Mental
 * Magic). It reads the implemented modules and their uses from `./data/rule-uses.json` (written by
 * `scripts/build-rule-uses.ts` from the modules and card definitions), so it loads no rule module and
 * no card data: the `paliano/rules` entry is this module.
 *
 * @module
 */
import ruleUses from './data/rule-uses.json';
import { MAGIC_TECH_SECTIONS } from '../variants/magic-tech/rules.js';
import { MENTAL_MAGIC_SECTIONS } from '../variants/mental-magic/rules.js';
import { createRuleRegistry, type RuleRegistry, type RuleUses } from './registry.js';

/** The shape of `./data/rule-uses.json` (see `scripts/rule-uses.ts`). */
interface RuleUsesFile {
  readonly modules: readonly (readonly [number: string, title: string, keywords: readonly string[]])[];
  readonly uses: RuleUses;
}

const DATA = ruleUses as unknown as RuleUsesFile;

/** The registry of CR rules, edition-aware: `rules.get('716', '2016-08-26')` is the monarch. */
export const rules: RuleRegistry = Object.freeze(createRuleRegistry(
  DATA.modules.map(([number, title, keywords]) => ({ number, title, keywords })),
  DATA.uses,
  [
    { name: 'Magic Tech', sections: MAGIC_TECH_SECTIONS },
    { name: 'Async Mental Magic', sections: MENTAL_MAGIC_SECTIONS },
  ],
));

export type { MergedSection, RuleInfo, RuleRegistry, VariantRules } from './registry.js';
export type { VariantRule, VariantSection } from '../variants/magic-tech/rules.js';
