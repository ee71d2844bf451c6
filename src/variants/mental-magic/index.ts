/**
 * Async Mental Magic v20181215a: the `mental-magic` format's rule module and its driver (see
 * docs/mental-magic.md); `src/formats/mental-magic.ts` registers the format.
 *
 * @module
 */
export { MENTAL_MAGIC_FORMAT, mentalMagicRules, utopia, newCard, unnamedCost, UNNAMED_PREFIX, SIDEBOARD_LANDS } from './rule-module.js';
export { createMentalMagicGame, settle, turnOver, peek, direct, controlTurnsOver, decisionFacts, opponentOf } from './control.js';
export { performControl, isControlAction, turnOverAfterPeek, CONTROL_ACTION_TYPES, CONTROL_RULES } from './control-actions.js';
export { AFTER_PEEK, peekedBeforeTurnOver } from './peek-hold.js';
export type { ControlAction, TurnOverAction, PeekAction, DirectAction, SpecifyAction } from './control-actions.js';
export { specify, specKey, specifiableAbilities, askingAbility, specificationFor, specificationOf } from './specs.js';
export type { AbilityName } from './specs.js';
export { mentalMagicView } from './view.js';
export type { MentalMagicDataView, CardIdView } from './view.js';
export type { MentalMagicGameOptions, DecisionFacts } from './control.js';
export { mentalMagicOptionsProblem } from './options.js';
export { namingRule } from './occasions.js';
export type { NamingOccasion, Namer } from './occasions.js';
export { costMatch } from './costs.js';
export type { CostMatchRule } from './costs.js';
export { DEFAULT_COST_TABLE, drawCost, costTableProblem } from './deck.js';
export type { CostSlot } from './deck.js';
export { CATEGORIES, mmData, mmDataProblem, cardIdOf, currentObject } from './data.js';
export type { Category, MentalMagicData } from './data.js';
export { categoryOf, chooseUncontrolled, directedAssignment } from './decisions.js';
export { gameLetters, gameNumber, formatCardId, parseCardId } from './ids.js';
export { banRule, nameProblem, costProblem, candidateNames, UTOPIA } from './names.js';
