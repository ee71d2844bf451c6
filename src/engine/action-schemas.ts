/**
 * The shape of every game action, as JSON Schema (draft 2020-12) data: one schema per action type
 * ({@link ACTION_SCHEMAS}; the draft's are in `src/draft/action-schemas.ts`, built from the same
 * parts). `apply` and `applyDraft` check each action against its type's schema before any rule reads it, so that a
 * performer only ever sees whole numbers where ids and amounts go, known fields, and bounded lists
 * and strings; anything else is refused with RulesError `malformed`. Clients may validate with
 * the same schemas.
 *
 * Besides the standard keywords, a schema may carry the annotation `x-paliano`, a bound only the
 * state knows (other validators ignore it): `seat` (a seat of the game or draft), `payable` (an X or a number of kicks no greater than the mana
 * in the player's pool, what their permanents' mana abilities make and the counters on the objects
 * they control could pay).
 *
 * @module
 */
import type { JsonSchema } from './json-schema.js';
import type { Action } from './actions.js';
import { deepFreeze } from '../state/deep-freeze.js';
import { MAX_STOP_STEPS, STEP_ORDER } from '../state/steps.js';

/** The largest id or index an action may hold (a 32-bit signed integer). */
export const MAX_INDEX = 2 ** 31 - 1;
/** The longest list an action may hold. */
export const MAX_LIST = 4096;
/** The longest text an action may hold (a card name, a variant action's name). */
const MAX_TEXT = 200;
/** The largest X or number of kicks, whatever could be paid. */
const MAX_AMOUNT = 2 ** 20;

/** A seat of the game or the draft. */
export const seat: JsonSchema = { type: 'integer', minimum: 0, maximum: MAX_INDEX, 'x-paliano': 'seat', description: 'a seat, 0-based' };
const objectId: JsonSchema = { type: 'integer', minimum: 0, maximum: MAX_INDEX, description: 'an object id' };
/** An index into a list. */
export const index: JsonSchema = { type: 'integer', minimum: 0, maximum: MAX_INDEX };
const amount: JsonSchema = { type: 'integer', minimum: 0, maximum: MAX_AMOUNT, 'x-paliano': 'payable', description: 'an amount paid for (CR 107.3, 702.33d)' };
/** A text: a card name, a variant action's name. */
export const text: JsonSchema = { type: 'string', maxLength: MAX_TEXT };
const manaType: JsonSchema = { enum: ['W', 'U', 'B', 'R', 'G', 'C'] };
const steps: JsonSchema = {
  type: 'array',
  maxItems: MAX_STOP_STEPS,
  items: { enum: [...STEP_ORDER] },
};
const ref: JsonSchema = {
  oneOf: [
    { type: 'object', required: ['player'], additionalProperties: false, properties: { player: seat } },
    { type: 'object', required: ['object'], additionalProperties: false, properties: { object: objectId } },
  ],
};
const refs: JsonSchema = { type: 'array', maxItems: MAX_LIST, items: ref };
const attackTarget: JsonSchema = {
  oneOf: [
    { type: 'object', required: ['player'], additionalProperties: false, properties: { player: seat } },
    { type: 'object', required: ['planeswalker'], additionalProperties: false, properties: { planeswalker: objectId } },
  ],
};
const modes: JsonSchema = { type: 'array', maxItems: 64, uniqueItems: true, items: { type: 'integer', minimum: 0, maximum: 63 } };
const payment: JsonSchema = { type: 'array', maxItems: MAX_LIST, uniqueItems: true, items: objectId };

/** An action schema: `type` and `player`, required, and the fields given, `required` among them. */
function action(type: string, fields: Record<string, JsonSchema> = {}, required: string[] = []): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'player', ...required],
    properties: { type: { const: type }, player: seat, ...fields },
  };
}

/** One JSON Schema per game action type: the shape `apply` accepts (see the module's notes). Deeply frozen. */
export const ACTION_SCHEMAS: Readonly<Record<Action['type'], JsonSchema>> = deepFreeze({
  keep: action('keep'),
  mulligan: action('mulligan'),
  bottom: action('bottom', { card: objectId }, ['card']),
  pass: action('pass'),
  playLand: action('playLand', { card: objectId, name: text }, ['card']),
  cast: action('cast', {
    card: objectId, targets: refs, x: amount, modes, name: text, sacrifice: objectId, discard: objectId,
    kicked: amount, exileInstead: objectId, payment,
    exileFromGraveyard: { type: 'array', maxItems: MAX_LIST, items: objectId, description: 'the cards exiled from the graveyard as an additional cost (CR 601.2b)' },
    division: { type: 'array', maxItems: MAX_LIST, items: { type: 'integer', minimum: 1, maximum: MAX_AMOUNT }, description: 'each target\'s share of the damage the spell divides, in the order of targets (CR 601.2d)' },
  }, ['card', 'targets', 'x']),
  activate: action('activate', {
    source: objectId, ability: { type: 'integer', minimum: 0, maximum: 1023 }, targets: refs, x: amount, color: manaType,
    exile: objectId, sacrifice: objectId, additionalColors: { type: 'array', maxItems: 64, items: manaType }, name: text, payment,
    colors: { type: 'array', maxItems: MAX_LIST, items: manaType, description: 'the color of each mana of an ability adding mana in any combination of colors (CR 106.1a)' },
    chosenPlayer: { ...seat, description: 'the player a mana ability has its controller choose (CR 605.3b)' },
    chosenCard: { ...objectId, description: 'the card whose mana value X is, chosen as the ability is activated (CR 107.3c)' },
  }, ['source', 'ability', 'targets', 'x']),
  declareAttacker: action('declareAttacker', { attacker: objectId, target: attackTarget, band: objectId }, ['attacker', 'target']),
  undeclareAttacker: action('undeclareAttacker', { attacker: objectId }, ['attacker']),
  confirmAttackers: action('confirmAttackers', { payment }),
  declareAttackers: action('declareAttackers', {
    attackers: {
      type: 'array',
      maxItems: MAX_LIST,
      items: { type: 'object', additionalProperties: false, required: ['attacker', 'target'], properties: { attacker: objectId, target: attackTarget, band: objectId } },
    },
    payment,
  }, ['attackers']),
  declareBlocker: action('declareBlocker', { blocker: objectId, attacker: objectId }, ['blocker', 'attacker']),
  undeclareBlocker: action('undeclareBlocker', { blocker: objectId }, ['blocker']),
  confirmBlockers: action('confirmBlockers'),
  declareBlockers: action('declareBlockers', {
    blockers: {
      type: 'array',
      maxItems: MAX_LIST * 16,
      items: { type: 'object', additionalProperties: false, required: ['blocker', 'attacker'], properties: { blocker: objectId, attacker: objectId } },
    },
  }, ['blockers']),
  assignDamage: action('assignDamage', { attacker: objectId, amounts: { type: 'array', maxItems: MAX_LIST, items: index } }, ['attacker', 'amounts']),
  putTrigger: action('putTrigger', { index, targets: refs, modes }, ['index', 'targets']),
  choose: action('choose', { choice: { type: 'array', maxItems: MAX_LIST, items: index } }, ['choice']),
  discard: action('discard', { card: objectId }, ['card']),
  concede: action('concede'),
  setStops: action('setStops', {
    stops: { oneOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, required: ['ownTurn', 'othersTurns'], properties: { ownTurn: steps, othersTurns: steps } }] },
  }, ['stops']),
  putConspiracy: action('putConspiracy', { card: objectId }, ['card']),
  nameCard: action('nameCard', {
    names: { type: 'array', maxItems: 2, items: text, description: 'every card name chosen for the face-down conspiracy, in one action: one for hidden agenda, two for double agenda (CR 702.106a, 702.106f)' },
  }, ['names']),
  chooseNumber: action('chooseNumber', { number: { type: 'integer', minimum: 0, maximum: MAX_INDEX } }, ['number']),
  finishConspiracies: action('finishConspiracies'),
  keepHand: action('keepHand', { index }, ['index']),
  turnFaceUp: action('turnFaceUp', { object: objectId }, ['object']),
  playLandFromOutside: action('playLandFromOutside', { name: text }, ['name']),
  revealFromDeck: action('revealFromDeck', { card: objectId }, ['card']),
  exileDrafted: action('exileDrafted', { card: objectId, with: objectId }, ['card', 'with']),
  variant: action('variant', { name: text, object: objectId, target: ref }, ['name']),
});
