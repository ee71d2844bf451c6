/**
 * The `rules` registry: every titled rule of the pinned Comprehensive Rules with its numbers in
 * earlier editions, marking the rules the engine implements as modules (DESIGN principle 5).
 *
 * @module
 */
import { coreModules } from '../formats/core-modules.js';
import { conspiracyGame } from '../formats/conspiracy.js';
import { attackMultiplePlayers, freeForAllVariant, multiplayerGeneral } from '../formats/free-for-all.js';
import { createRuleRegistry, type RuleRegistry } from './registry.js';
import { goadRule } from './701.15-goad.js';
import { vote } from './701.38-vote.js';
import { dethrone } from './702.105-dethrone.js';
import { melee } from './702.121-melee.js';
import { theMonarch } from './725-the-monarch.js';

/** The registry of CR rules, edition-aware: `rules.get('716', '2016-08-26')` is the monarch. */
export const rules: RuleRegistry = createRuleRegistry(
  [...new Set([...coreModules, multiplayerGeneral, attackMultiplePlayers, freeForAllVariant, theMonarch, melee, dethrone, goadRule, vote, ...conspiracyGame.modules])]
    .map((m) => ({ number: m.number, title: m.title, keywords: m.keywords ?? [] })),
);
