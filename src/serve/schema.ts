/**
 * JSON Schemas (draft 2020-12) of the `paliano serve` protocol: the request and reply envelopes, and
 * each method's `params` and `result`. Data a client in any language can validate against; the
 * package exports them as `PROTOCOL_SCHEMAS`.
 *
 * @module
 */
import { deepFreeze } from '../state/deep-freeze.js';

/**
 * A JSON Schema, as plain data.
 *
 * @inline
 */
type Schema = Readonly<Record<string, unknown>>;

const game: Schema = { type: 'string', description: 'a game handle from newGame, load or determinize' };
const seat: Schema = { type: 'integer', minimum: 0, description: 'a seat number' };
const seed: Schema = { type: ['number', 'string'], description: 'a PRNG seed: a finite number or a string' };
const object: Schema = { type: 'object' };
const empty: Schema = { type: 'object', additionalProperties: false };
const params = (properties: Record<string, Schema>, required: readonly string[] = Object.keys(properties)): Schema => ({ type: 'object', properties, required, additionalProperties: false });
const result = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties, required: Object.keys(properties) });
const status: Schema = result({
  currentPlayer: { type: 'integer', description: 'the deciding seat, or -4 once the game is over' },
  isTerminal: { type: 'boolean' },
  decision: { type: ['string', 'null'], description: 'the kind of decision waited for' },
  turn: { type: 'integer' },
  step: { type: 'string' },
  result: { type: ['object', 'null'] },
});

/** Each method's parameters and result. */
export const METHOD_SCHEMAS: Readonly<Record<string, { params: Schema; result: Schema; description: string }>> = {
  hello: { description: 'the protocol version and the methods', params: empty, result: result({ protocol: { type: 'integer' }, methods: { type: 'array', items: { type: 'string' } } }) },
  randomDeck: { description: 'a random legal 40-card two-colour deck of implemented cards', params: params({ seed }), result: result({ deck: { type: 'array', items: { type: 'string' } } }) },
  newGame: {
    description: 'creates a game (createGame options; createMentalMagicGame options with format "mental-magic")',
    params: params({ options: { ...object, description: 'createGame options: players, format, seed, settings; or format "mental-magic" with createMentalMagicGame options: seed, game, names, usedNames, costTable, startingPlayer, manaAbilities' } }),
    result: result({ game }),
  },
  load: { description: 'loads a saved game', params: params({ save: { type: 'string' } }), result: result({ game }) },
  save: { description: 'saves a game (serialize)', params: params({ game }), result: result({ save: { type: 'string' } }) },
  close: { description: 'forgets a game', params: params({ game }), result: empty },
  status: { description: 'who decides, whether the game is over', params: params({ game }), result: status },
  view: {
    description: "one player's view, or a spectator's; with since, only the log events after that position (a delta)",
    params: params({ game, player: { oneOf: [seat, { const: 'spectator' }] }, since: { type: 'integer', minimum: 0, description: 'the length of the log of a view the client holds' } }, ['game', 'player']),
    result: result({ view: object }),
  },
  legalActions: { description: 'the legal actions; their indexes are the integers apply takes', params: params({ game }), result: result({ actions: { type: 'array', items: object }, count: { type: 'integer', minimum: 0 } }) },
  apply: {
    description: 'applies a legal action, by index or as an action object; a refused action changes nothing',
    params: { type: 'object', properties: { game, index: { type: 'integer', minimum: 0 }, action: object }, required: ['game'], oneOf: [{ required: ['index'] }, { required: ['action'] }], additionalProperties: false },
    result: status,
  },
  turnOver: {
    description: 'Async Mental Magic (AMM 7): the active player holding control of the turn turns it over; the game runs on to the next decision a player controls',
    params: params({ game, player: seat }),
    result: status,
  },
  peek: {
    description: 'Async Mental Magic (AMM 9): the active player holding control looks at the top card of their library; only their view shows it',
    params: params({ game, player: seat }),
    result: { ...status, properties: { ...(status.properties as object), top: result({ cardId: { type: 'string' }, card: { type: 'string', description: "the card as its owner knows it: an unnamed card's mana cost, or its name" } }) }, required: [...(status.required as string[]), 'top'] },
  },
  direct: {
    description: 'Async Mental Magic (AMM 8f): the active player holding control orders the blockers of an attacker for its combat damage; public (8g)',
    params: params({ game, player: seat, attacker: { type: 'string', description: 'the card ID of the attacker (AMM 1), as a100, or a token\'s handle, T and its object id, as T57' }, blockers: { type: 'array', items: { type: 'string' }, description: 'card IDs or token handles, in the order they are assigned lethal damage' } }),
    result: status,
  },
  specify: {
    description: "Async Mental Magic (AMM 8e): a player's categories to try first for one ability's uncontrolled decisions, for the rest of the game or through the end of turn untilTurn (none: withdrawn); public (8g)",
    params: params({ game, player: seat, card: { type: 'string', description: 'the card name' }, ability: { type: 'string', description: 'spell, as enters, triggered N or activated N' }, categories: { type: 'array', items: { enum: ['NO_ACTION', 'SELF', 'OPPONENT', 'OTHER', 'MYRIAD'] } }, untilTurn: { type: 'integer', description: 'the last turn the specification holds in (absent: until the end of the game)' } }, ['game', 'player', 'card', 'ability', 'categories']),
    result: status,
  },
  botAction: {
    description: "a bundled bot's choice for the deciding player (it sees only that player's information)",
    params: params({ game, bot: { enum: ['random', 'heuristic', 'ismcts'] }, seed, iterations: { type: 'integer', minimum: 1, maximum: 100000 } }, ['game', 'bot', 'seed']),
    result: result({ index: { type: 'integer', minimum: 0 }, action: object }),
  },
  determinize: { description: 'a new game the player cannot tell from this one, hidden cards resampled', params: params({ game, player: seat, seed }), result: result({ game }) },
  replay: { description: 'the replay record of a game made by newGame: its options (createGame\'s, or createMentalMagicGame\'s in a version 2 record of the variant mental-magic) and the actions applied', params: params({ game }), result: result({ replay: object }) },
  returns: { description: 'each player’s return: 0 until the end, then +1 for the winner and −1/(n−1) for the others', params: params({ game }), result: result({ returns: { type: 'array', items: { type: 'number' } } }) },
  observation: { description: "the player's observation vector (layout: observationLayout)", params: params({ game, player: seat }), result: result({ observation: { type: 'array', items: { type: 'number' } } }) },
  informationState: { description: "everything the player knows, as a string", params: params({ game, player: seat }), result: result({ informationState: { type: 'string' } }) },
};

/** The request and reply envelopes, and every method's schemas; frozen, as the session reads them. */
export const PROTOCOL_SCHEMAS = deepFreeze({
  request: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { id: { description: 'any JSON value, echoed in the reply' }, method: { enum: Object.keys(METHOD_SCHEMAS) }, params: object },
    required: ['method'],
    additionalProperties: false,
  },
  reply: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      protocol: { type: 'integer' },
      id: {},
      result: {},
      error: {
        type: 'object',
        properties: { code: { type: 'string' }, message: { type: 'string' }, rule: { type: 'string' } },
        required: ['code', 'message'],
        additionalProperties: false,
      },
    },
    required: ['protocol', 'id'],
    oneOf: [{ required: ['result'] }, { required: ['error'] }],
    additionalProperties: false,
  },
  methods: METHOD_SCHEMAS,
} as const);
