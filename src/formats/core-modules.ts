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
import { untapStep } from '../rules/502-untap-step.js';
import { combatPhase } from '../rules/506-combat-phase.js';
import { castingSpells } from '../rules/601-casting-spells.js';
import { activatingAbilities, manaAbilities } from '../rules/602-activating-activated-abilities.js';
import { triggeredAbilities } from '../rules/603-handling-triggered-abilities.js';
import { resolving } from '../rules/608-resolving-spells-and-abilities.js';
import { evergreenKeywords } from '../rules/702-keyword-abilities.js';
import { banding } from '../rules/702.22-banding.js';
import { rampage } from '../rules/702.23-rampage.js';
import { flanking } from '../rules/702.25-flanking.js';
import { phasing } from '../rules/702.26-phasing.js';
import { stateBasedActions } from '../rules/704-state-based-actions.js';
import { landwalk } from '../rules/702.14-landwalk.js';

/**
 * Keywords no card of CNS or CN2 prints, which Magic Tech names and every format runs for any card
 * or effect that has them: banding, rampage, flanking and phasing (CR 702.22, 702.23, 702.25, 702.26).
 */
export const olderKeywords: readonly RuleModule[] = [banding, rampage, flanking, phasing];

/** The modules every format on the standard turn structure uses. */
export const coreModules: readonly RuleModule[] = [
  startingTheGame, endingTheGame, timingAndPriority, lands, turnStructure, combatPhase, castingSpells,
  activatingAbilities, manaAbilities, triggeredAbilities, resolving, stateBasedActions, ...evergreenKeywords, ...olderKeywords, landwalk, enchantments,
  declareAttackers, untapStep,
];
