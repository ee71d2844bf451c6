/**
 * Async Mental Magic (play by post, rules v20181215a): two players on the standard turn structure,
 * with the variant's own rules (`src/variants/mental-magic/`: naming cards as they are played,
 * control of the turn, inexhaustible libraries).
 *
 * @module
 */
import { findDefinition, registerFormatCard } from '../cards/registry.js';
import { registerFormat, type CompiledFormat } from '../engine/format.js';
import { standardTurns } from '../rules/500-turn-structure.js';
import { goadRule } from '../rules/701.15-goad.js';
import { vote } from '../rules/701.38-vote.js';
import { dethrone } from '../rules/702.105-dethrone.js';
import { melee } from '../rules/702.121-melee.js';
import { theMonarch } from '../rules/725-the-monarch.js';
import { mentalMagicGameFrom, settle } from '../variants/mental-magic/control.js';
import { controlActionsLeft, performControl } from '../variants/mental-magic/control-actions.js';
import { mmDataProblem } from '../variants/mental-magic/data.js';
import { MENTAL_MAGIC_FORMAT, mentalMagicRules, utopia } from '../variants/mental-magic/rule-module.js';
import { coreModules } from './core-modules.js';

// the format's own card (AMM 4), found by name but not listed among the cards
if (!findDefinition(utopia.name)) registerFormatCard(utopia);

/** The `mental-magic` format: two players, the standard turn structure and the variant's rule module. */
export const mentalMagic: CompiledFormat = registerFormat({
  id: MENTAL_MAGIC_FORMAT,
  name: 'Async Mental Magic',
  minPlayers: 2,
  maxPlayers: 2,
  modules: [...coreModules, theMonarch, melee, dethrone, goadRule, vote, mentalMagicRules],
  turns: standardTurns,
  dataProblem: mmDataProblem,
  // AMM 7, 8: the game starts and runs on to the next decision a player controls; AMM 7–9: control
  // of the turn, peeks, specifications and directions are recorded among the actions; after a peek,
  // turning over control is all the active player has left (AMM 9)
  driver: { create: mentalMagicGameFrom, afterAction: settle, perform: performControl, ownActionsLeft: controlActionsLeft },
});
