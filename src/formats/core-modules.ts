/**
 * The rule modules of the core game, shared by the formats built on CR 500–514.
 *
 * @module
 */
import type { RuleModule } from '../engine/format.js';
import { startingTheGame } from '../rules/103-starting-the-game.js';
import { endingTheGame } from '../rules/104-ending-the-game.js';
import { timingAndPriority } from '../rules/117-timing-and-priority.js';
import { enchantments } from '../rules/303-enchantments.js';
import { declareAttackers } from '../rules/508-declare-attackers.js';
import { lands } from '../rules/305-lands.js';
import { turnStructure } from '../rules/500-turn-structure.js';
import { combatPhase } from '../rules/506-combat-phase.js';
import { castingSpells } from '../rules/601-casting-spells.js';
import { activatingAbilities, manaAbilities } from '../rules/602-activating-activated-abilities.js';
import { triggeredAbilities } from '../rules/603-handling-triggered-abilities.js';
import { resolving } from '../rules/608-resolving-spells-and-abilities.js';
import { evergreenKeywords } from '../rules/702-keyword-abilities.js';
import { stateBasedActions } from '../rules/704-state-based-actions.js';

/** The modules every format on the standard turn structure uses. */
export const coreModules: readonly RuleModule[] = [
  startingTheGame, endingTheGame, timingAndPriority, lands, turnStructure, combatPhase, castingSpells,
  activatingAbilities, manaAbilities, triggeredAbilities, resolving, stateBasedActions, ...evergreenKeywords, enchantments, declareAttackers,
];
