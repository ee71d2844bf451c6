/**
 * The shape of every draft action, as JSON Schema (draft 2020-12) data, one schema per draft action
 * type ({@link DRAFT_ACTION_SCHEMAS}), built from the parts of the game's (`src/engine/action-schemas.ts`).
 * `applyDraft` checks each action against its type's schema before any rule of the draft reads it;
 * clients may validate with the same schemas.
 *
 * @module
 */
import { index, MAX_INDEX, MAX_LIST, seat, text } from '../engine/action-schemas.js';
import type { JsonSchema } from '../engine/json-schema.js';
import { COLORS } from '../engine/mana.js';
import { deepFreeze } from '../state/deep-freeze.js';
import type { DraftAction } from './types.js';

const card: JsonSchema = { type: 'integer', minimum: 0, maximum: MAX_INDEX, description: 'a card id of the draft' };
const dredger = seat;

/** A draft action schema: `type` and `seat`, required, and the fields given, `required` among them. */
function draftAction(type: string, fields: Record<string, JsonSchema> = {}, required: string[] = []): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'seat', ...required],
    properties: { type: { const: type }, seat, ...fields },
  };
}

/** The options of a pick (PickOptions), for a `pick` and for the `pickOptions` of a card drawn at random. */
const PICK_OPTION_FIELDS: Record<string, JsonSchema> = {
  remove: { enum: ['Cogwork Grinder', 'Animus of Predation', false] },
  note: {
    oneOf: [
      { enum: ['Noble Banneret', 'Paliano Vanguard', 'Smuggler Captain', false] },
      { type: 'array', maxItems: MAX_LIST, items: { enum: ['Noble Banneret', 'Paliano Vanguard', 'Smuggler Captain'] } },
    ],
    description: 'the face-up cards that note the card drafted (CR 905.2b): one, or several, a name once per copy',
  },
  extra: { enum: ['Cogwork Librarian', "Leovold's Operative", false] },
  addBooster: { type: 'boolean' },
  guess: text,
  dredger,
};

/** One JSON Schema per draft action type: the shape `applyDraft` accepts. Deeply frozen. */
export const DRAFT_ACTION_SCHEMAS: Readonly<Record<DraftAction['type'], JsonSchema>> = deepFreeze({
  pick: draftAction('pick', { card, ...PICK_OPTION_FIELDS }, ['card']),
  pickRandom: draftAction('pickRandom', { dredger }),
  pickOptions: draftAction('pickOptions', PICK_OPTION_FIELDS),
  takePack: draftAction('takePack'),
  passPack: draftAction('passPack', { dredger }),
  chooseColor: draftAction('chooseColor', { color: { enum: [...COLORS] } }, ['color']),
  lookAtPack: draftAction('lookAtPack', { pack: index }, ['pack']),
  watch: draftAction('watch', { target: seat }, ['target']),
  brokerReveal: draftAction('brokerReveal', { card: { type: ['integer', 'null'], minimum: 0, maximum: MAX_INDEX } }, ['card']),
  brokerOffer: draftAction('brokerOffer', { card: { type: ['integer', 'null'], minimum: 0, maximum: MAX_INDEX } }, ['card']),
  brokerAccept: draftAction('brokerAccept', { from: { type: ['integer', 'null'], minimum: 0, maximum: MAX_INDEX, 'x-paliano': 'seat' } }, ['from']),
});
