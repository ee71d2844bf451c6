/**
 * paliano: a headless Magic: The Gathering rules engine for Conspiracy Draft. A pure immutable
 * reducer whose every event cites its Comprehensive Rules number.
 *
 * @packageDocumentation
 */
import { registerBuiltIns } from './built-ins.js';
import * as engineGame from './engine/game.js';
import * as engineCharacteristics from './engine/characteristics.js';
import * as engineDescribe from './engine/describe.js';
import * as stateView from './state/view.js';
import * as stateSerialize from './state/serialize.js';
import * as stateReplay from './state/replay.js';
import * as cardsRegistry from './cards/registry.js';
import * as botsRandom from './bots/random.js';
import * as botsRandomDeck from './bots/random-deck.js';
import * as botsHeuristic from './bots/heuristic.js';
import * as botsBot from './bots/bot.js';
import * as botsDeterminize from './bots/determinize.js';
import * as botsEvaluate from './bots/evaluate.js';
import * as botsIsmcts from './bots/ismcts.js';
import * as botsSpiel from './bots/spiel.js';
import * as serveSession from './serve/session.js';
import * as formatsMagicTech from './formats/magic-tech.js';
import * as variantsMentalMagic from './variants/mental-magic/index.js';
import * as pbp from './pbp/index.js';
import * as draft from './draft/index.js';
import * as botsHeuristicDrafter from './bots/heuristic-drafter.js';
import * as botsAutoDeck from './bots/auto-deck.js';
import * as botsRunDraft from './bots/run-draft.js';
import * as botsDraftToGames from './bots/draft-to-games.js';

registerBuiltIns();

// Each value below that needs the registries is a binding of this module, not a re-export: a bundler
// that trusts "sideEffects": false keeps this module, and the registration above, wherever one is
// used (docs/DESIGN.md, "Layers"; test/entry-bindings.test.ts).
/**
 * Creates a game: players, the starting player (CR 103.1), the format's steps before libraries are
 * shuffled (CR 103.2), shuffled libraries (CR 103.3), starting life (CR 103.4) and opening hands
 * (CR 103.5). The first decision is the starting player's mulligan, unless the format asks first.
 * The state returned keeps its legal actions once listed, as one {@link apply} returns does.
 *
 * @reexport
 */
export const createGame = engineGame.createGame;
/**
 * Applies an action and returns the new state; the input is never changed (DESIGN principle 1), and
 * the parts of it the action did not change are shared. The rules run on a working copy, the same
 * code as the in-place path (see {@link createPlayout}).
 * With the `whenOnlyPass` setting, priority that can only be passed is passed at once.
 * Throws a {@link RulesError} for an illegal or malformed action, and `malformed` for a state that
 * is no game state (a view, a draft, null: told by its `schema`, not validated).
 *
 * @reexport
 */
export const apply = engineGame.apply;
/**
 * Like {@link apply}, but returns the error instead of throwing it (a state that is no game state
 * among them).
 *
 * @reexport
 */
export const tryApply = engineGame.tryApply;
/**
 * Starts an in-place playout from a copy of `state`; a RulesError `malformed` for a `state` that is
 * no game state.
 *
 * @reexport
 */
export const createPlayout = engineGame.createPlayout;
/**
 * Turns deep freezing of states given to and returned by {@link apply} on or off (off by default,
 * for speed). Tests turn it on to catch a client that mutates a state it was given, and rules code
 * that changes an object without taking it through `mutableObject`.
 *
 * @reexport
 */
export const setFreeze = engineGame.setFreeze;
export type { CreateGameOptions, PlayerSetup, Playout, TryApplyResult } from './engine/game.js';
/**
 * The legal actions of a state, cached when the state is one `apply`, `createGame` or `deserialize`
 * returned: listed once per state. The list is frozen, and for such a state its actions too (the
 * engine answers every caller with the same list): copy it to sort or filter it in place. Throws a
 * RulesError `malformed` for a `state` that is no game state.
 *
 * @reexport
 */
export const legalActions = engineGame.cachedLegalActions;
/**
 * One legal action of the deciding player drawn uniformly at random with `rng` (advanced in place),
 * or null once the game is over: from the listed actions when the state has them (a state `apply`,
 * `createGame` or `deserialize` returned, whose actions were listed), otherwise in one pass over the rules without building the
 * list. Every action `legalActions` lists is equally likely, and both ways draw alike: equal states and
 * equal rngs give the same action and leave the rngs equal, whether the actions were listed or not.
 * Throws a RulesError `malformed`, changing nothing, for a `state` that is no game state or an `rng`
 * that is no PRNG state (four whole numbers in a list it may advance, as `seedRng` makes).
 *
 * @reexport
 */
export const sampleAction = engineGame.sampleLegalAction;
/**
 * The number of legal actions of the deciding player, `legalActions(state).length`, counted without
 * building the list when it isn't kept. Throws a RulesError `malformed` for a `state` that is no game state.
 *
 * @reexport
 */
export const countActions = engineGame.countLegalActions;
export type * from './engine/actions.js';
export { ACTION_TYPES } from './engine/actions.js';
export { ACTION_SCHEMAS } from './engine/action-schemas.js';
export { DRAFT_ACTION_SCHEMAS } from './draft/action-schemas.js';
export type { JsonSchema, SchemaType, StateBound } from './engine/json-schema.js';
export { MAX_LISTED_BLOCKS } from './engine/finishing-blocks.js';
export { MAX_LISTED_DIVISIONS } from './engine/damage-division.js';
export { RulesError } from './engine/errors.js';
export type { RulesErrorCode } from './engine/errors.js';
/**
 * The characteristics of an object now. Objects off the battlefield have their printed
 * characteristics; face-down objects have none (CR 708.2). For a permanent that has left the
 * battlefield, its old id gives its last known information: its characteristics as they last
 * existed on the battlefield, recorded as it left (CR 608.2h). An id of no object of the state, or
 * a state that is no game state, is a RulesError `malformed`.
 *
 * @reexport
 */
export const characteristics = engineCharacteristics.publicCharacteristics;
export type { Characteristics } from './engine/characteristics.js';
export { logOf } from './engine/log.js';
/**
 * One line of plain English for a log event, ending with the rule it cites after two spaces: `Ana
 * casts Bronze Sable  [CR 601.2i]`. From a state every card is named; from a {@link GameView} (give
 * the view's own log events, which are redacted for its viewer), players and cards are named as
 * that viewer may see them: a card the view hides is "a card", a face-down conspiracy "a face-down
 * conspiracy". An event of a type this version does not know (from a newer save) is described by
 * its type. Throws a RulesError `malformed` for a source that is no state or view, or an event that
 * is no object with a text `type` and `rule`, the fields its type requires (a `reveal` its `card`,
 * …) and, where it has them, seats of the game as `player` and `toPlayer`, text as `card` and
 * `detail` and a number as `amount`.
 *
 * @reexport
 */
export const describeEvent = engineDescribe.describeEvent;
/**
 * One line of plain English for an action: "Ana casts Bronze Sable", "Ben declares Bronze Sable as
 * an attacker against Cy". From a state every card is named; from a {@link GameView}, cards are
 * named as its viewer may see them (another player's hidden card is "a card"), so a client can label
 * its own legal actions or show what another player did. A choice's answer names the options of the
 * decision the source shows, when it is the acting player's. Throws a RulesError `malformed` for a
 * source that is no state or view, or an action without the shape of an action of its type.
 *
 * @reexport
 */
export const describeAction = engineDescribe.describeAction;
export type { DescribeSource } from './engine/describe.js';
/**
 * A decision's prompt in words: a choice's `prompt` the engine names by a key ("scryBottom",
 * "legendRule") or a start-of-game decision's ("conspiracies", "hand"), for a client to show; a
 * prompt already in words is returned as it is.
 */
export { describePrompt } from './engine/prompt-words.js';
/**
 * The view of the game for one player, by seat, or for a spectator, `'spectator'`: someone not in
 * the game, who sees every public zone and the public part of each decision and event, and no hand,
 * library or face-down card (DESIGN principle 9, CR 400.2). Throws a {@link RulesError} `malformed`
 * for a `state` that is no game state (a view, a draft) and for a viewer that is neither a seat of
 * the game nor `'spectator'`.
 *
 * @reexport
 */
export const view = stateView.view;
/**
 * Removes from an event what the viewer (a seat, or `'spectator'`: what no player alone may see) may
 * not see. An event with nothing to hide is returned itself: one read from a state's log stays read-only.
 *
 * @reexport
 */
export const redactEvent = stateView.redactEvent;
/**
 * The full view a delta stands for: `delta` (a view asked `since` a position, see
 * {@link ViewOptions.since}) with the events of `previous` (a full view the client holds, of the same
 * viewer, whose log reaches that position) before its own. Throws a {@link RulesError} when they do
 * not fit together. Views held read-only (a {@link ReadonlyGameView} in an immutable store) give a
 * read-only view: it shares their parts.
 *
 * @reexport
 */
export const applyViewDelta = stateView.applyViewDelta;
export type { GameView, ObjectView, PlayerPublicView, ReadonlyGameView, Viewer, ViewOptions } from './state/view.js';
/**
 * Writes a game state as JSON text, its fields in the engine's order whatever the order a state's
 * optional fields were added in (the order {@link deserialize} builds them in), so that a game saved,
 * loaded and saved again gives the same text. Throws a RulesError `malformed` for a `state` that is
 * no game state (a view, a draft, null).
 *
 * @reexport
 */
export const serialize = stateSerialize.serialize;
/**
 * Reads a game written by {@link serialize}, checking it thoroughly. The state returned is built
 * with the object shapes of the states the engine makes, which its rules code reads fastest, and is
 * read-only like every state the engine hands out, and keeps its legal actions once listed, as a
 * state `apply` returns does.
 *
 * @reexport
 */
export const deserialize = stateSerialize.deserialize;
/**
 * The state version this build writes and reads.
 *
 * @reexport
 */
export const STATE_VERSION = stateSerialize.STATE_VERSION;
/**
 * Replays a record: yields the state `createGame` makes from its options, then the state after each
 * of its actions, through `apply` (so each state may be kept); for a version 2 record, the state
 * its variant's driver makes, and after each action the state the driver runs on to (Async Mental
 * Magic: `createMentalMagicGame`, then `apply` and `settle`, or for an action of its own the state
 * it performs: `turnOver`, `peek`, `direct`, `specify`). Checks the record like a saved game:
 * a record of the wrong shape or version, or of a variant with no driver, throws a
 * {@link RulesError} (code `badState`) at once; options the game's creation refuses or an action
 * `apply` refuses throw one, naming the action, when the replay reaches them. Actions in the forms of
 * earlier builds are upgraded as they are replayed (see `replay-upgrade.ts`), one state still yielded
 * per recorded action.
 *
 * @reexport
 */
export const replay = stateReplay.replay;
/**
 * A replay record of a game created with `options` and then given `actions` (a copy of both: the
 * record is the caller's own). A client keeps the actions it applies and makes a record when it
 * wants one; `playGame` makes one for a game it starts from options. Not checked until replayed.
 *
 * @reexport
 */
export const replayRecord = stateReplay.replayRecord;
/**
 * A replay record of a game of the format `variant`, whose driver made it from `options` and ran it
 * on after each of `actions` (for Async Mental Magic: `variantReplayRecord('mental-magic',
 * createMentalMagicGame's options, actions)`); a copy of both. Not checked until replayed.
 *
 * @reexport
 */
export const variantReplayRecord = stateReplay.variantReplayRecord;
/**
 * Reads a replay record from JSON text and checks its shape (see {@link replay}); a text that is no
 * JSON is a {@link RulesError} too.
 *
 * @reexport
 */
export const parseReplay = stateReplay.parseReplay;
/**
 * The `schema` of a replay record.
 *
 * @reexport
 */
export const REPLAY_SCHEMA = stateReplay.REPLAY_SCHEMA;
/**
 * The newest version of the replay records this build reads: 1, a game `createGame` made; 2, a game
 * of a format with a driver (`variant`). It writes each record in the lowest version that describes it.
 *
 * @reexport
 */
export const REPLAY_VERSION = stateReplay.REPLAY_VERSION;
export type { GameReplay, Replay, VariantReplay } from './state/replay.js';
export type { DriverAction } from './engine/format.js';
export type * from './state/types.js';
export { LOG_CHUNK } from './state/types.js';
export { GAME_EVENT_TYPES, isGameEventType } from './state/events.js';
export { rules } from './rules/index.js';
export type { MergedSection, RuleInfo, RuleRegistry } from './rules/registry.js';
/**
 * The registry of implemented cards.
 *
 * @reexport
 */
export const cards = cardsRegistry.cards;
export type { CardRegistry } from './cards/registry.js';
export { canonicalCardName, suggestCardNames } from './cards/names.js';
export { readDeckList, writeDeckList, DECK_LIST_FORMATS } from './decklist/index.js';
export type { DeckListFormat } from './decklist/index.js';
export * from './draftlog/index.js';
export type { CardDefinition } from './cards/definition.js';
export type { ColorLetter, DraftPhaseTiming, PrintedCard, PrintedRuling, PrintedSetCode, PrintedToken, Rarity } from './cards/printed.js';
export type * from './cards/types.js';
export type { ResolutionIo } from './engine/resolution-io.js';
export { TRIGGERED_KEYWORDS, keepsEveryInstance } from './cards/types.js';
export { parseManaCost, formatManaCost, manaValue } from './engine/mana.js';
export type { Color, ManaCost, ManaPool, ManaSymbol, ManaType } from './engine/mana.js';
/**
 * Picks uniformly among the legal actions, with the bot's PRNG (advanced in place).
 *
 * @reexport
 */
export const randomBot = botsRandom.randomBot;
/**
 * Plays a game to its end with one bot per seat (or one bot for all), through `apply` or, with
 * `inPlace`, through the in-place playout path. Each bot decides from its player's information only
 * ({@link BotInput}). Starts from a state, or from the options of `createGame`, and then also
 * returns the game's replay record (see `replay`). Returns the final state and the number of actions.
 * A game of Async Mental Magic is played as the variant runs (AMM 7–9, as {@link settleMentalMagic}
 * runs it): the bots decide only for the player holding control, and a player held by their peek
 * turns over control (AMM 9), which counts as an action.
 * A seat played by {@link randomBot} draws its action with `sampleAction` (uniform among the legal
 * actions, without building their list). The bots' choices are drawn from `rng`, a PRNG state advanced in
 * place, or, as {@link runDraft} takes them, from options with a `seed`:
 * `playGame(start, bots, { seed, inPlace })` plays as `playGame(start, bots, seedRng(seed), { inPlace })`.
 * A bot's action is checked as `apply` checks it, in place too (the same refusal both ways). Throws a
 * RulesError for bots that are not one function per seat (or one for all), a `maxActions` that is
 * not a whole number of at least 0 or options that are no object, and `malformed` for an `rng` that
 * is no PRNG state (and no options with a seed), or a `start` that is a view or another value with a
 * `schema` but no game state.
 *
 * @reexport
 */
export const playGame = botsRandom.playGame;
export type { PlayGameOptions, PlayGameResult } from './bots/random.js';
/**
 * A seeded random deck of `size` cards (default 40): two colors, 17 basic lands of those colors (in
 * proportion), and spells of those colors or colorless, chosen from the implemented cards. Throws
 * a RulesError `malformed` for a seed that is no number or text, or a size that is no whole number
 * from 0 to 10,000.
 *
 * @reexport
 */
export const randomDeck = botsRandomDeck.randomDeck;
/**
 * The heuristic bot. It reads the game through one state sampled from its player's information
 * (`BotInput.sample`): everything it looks at — its own hand, permanents, attack requirements — is
 * the same in every such state, so it decides as it would on the real one without seeing anything
 * hidden. Any sample answers its questions alike, so a fixed seed leaves the bot's own PRNG to its
 * choices.
 *
 * @reexport
 */
export const heuristicBot = botsHeuristic.heuristicBot;
export type { Bot, BotInput } from './bots/bot.js';
/**
 * The input of a bot deciding for `state`'s deciding player: the bot sees `state` only through it.
 * `actions` must be the state's legal actions. Throws a RulesError `malformed` for a `state` that is
 * no game state, `actions` that are no list of actions or an `rng` that is no PRNG state (four whole
 * numbers in a list it may advance, as `seedRng` makes), and `gameOver` for a state with no decision to make.
 *
 * @reexport
 */
export const botInput = botsBot.botInput;
export { publicSeedRng as seedRng, publicRandomInt as randomInt, publicShuffleInPlace as shuffleInPlace } from './state/rng.js';
export type { Seed } from './state/rng.js';
/**
 * A state that `player` cannot tell from `state`: their view of it equals their view of `state`
 * (see the module comment for what is kept and what is resampled). `rng` is advanced; the returned
 * state's PRNG is reseeded from it, so chance in the sampled game (draws, shuffles) differs from the
 * real one. The sample depends on the player's information and `rng` only: two states that differ
 * only in what the player cannot know (which hidden card is where, which cards another player holds
 * unseen, a face-down conspiracy of another player, the game's PRNG) give the same sample for the
 * same `rng`, but for the cards kept as the module comment says. `state` is not
 * changed. Throws a RulesError for a seat out of range or a bad `unseen`, and `malformed` for a
 * `state` that is no game state or an `rng` that is no PRNG state (four whole numbers, see `seedRng`).
 * To sample many states from one, {@link determinizer} does the common work once.
 *
 * @reexport
 */
export const determinize = botsDeterminize.determinize;
/**
 * A sampler of states that `player` cannot tell from `state`: what the samples share (what the player
 * knows, the redacted log) is worked out once, each call deals the rest anew. See {@link determinize}.
 * A `state` that is no game state, or an `rng` given to the sampler that is no PRNG state, is a
 * RulesError `malformed`.
 *
 * @reexport
 */
export const determinizer = botsDeterminize.determinizer;
export type { DeterminizeOptions, Determinizer } from './bots/determinize.js';
/**
 * Each player's estimated share of the win, summing to 1 over the players (by seat). A finished game
 * gives the winner 1 (a draw shares 1 among the players who drew: CR 104.4a). Otherwise a player
 * who has left the game gets 0, and each other player a share proportional to their strength:
 *
 *   strength = life (counted up to 40, poison counters taking their part: CR 704.5c)
 *            + 2 × the power and 1 × the toughness of the creatures they control
 *            + 1.5 × each other permanent they control + 1 × each card in their hand
 *            + 3 while they are the monarch (CR 725: a card each end step)
 *
 * squared, so that a lead counts for more than its size. It reads only what every player sees
 * (life, counters, the battlefield, the number of cards in each hand, the monarch), so a bot may
 * evaluate any state sampled from its information. A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const evaluate = botsEvaluate.evaluate;
/**
 * One player's entry of {@link evaluate}.
 * A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const evaluateFor = botsEvaluate.evaluateFor;
/**
 * A bot that searches: ISMCTS with a budget per decision, in playouts (`iterations`) or in time
 * (`milliseconds`). Deterministic for a given bot PRNG unless
 * `milliseconds` is set. With one legal action it answers at once. Throws a RulesError for an option
 * out of its range (iterations below 1, a negative number of rollout actions, an unknown mode…).
 *
 * @reexport
 */
export const ismctsBot = botsIsmcts.ismctsBot;
export type { IsmctsOptions } from './bots/ismcts.js';
/**
 * A game as OpenSpiel's `State` sees it. Integers name the legal actions of the current decision:
 * `legalActions()` is `0 … n-1`, in the order `legalActionObjects()` lists them (the engine's listing
 * order, the same for the same state). `applyAction` changes this wrapper (the game states under it
 * stay immutable); `child` returns a new one. In Async Mental Magic both run on to the next decision
 * a player controls (AMM 7, 8): the decisions the variant makes for a player are no nodes of the
 * tree. Chance is inside the engine's seeded PRNG, so there are no chance nodes: `resampleFromInfostate` gives a state with the hidden cards and the PRNG
 * resampled.
 * A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const SpielState = botsSpiel.SpielState;
/**
 * A game as OpenSpiel's `State` sees it. Integers name the legal actions of the current decision:
 * `legalActions()` is `0 … n-1`, in the order `legalActionObjects()` lists them (the engine's listing
 * order, the same for the same state). `applyAction` changes this wrapper (the game states under it
 * stay immutable); `child` returns a new one. In Async Mental Magic both run on to the next decision
 * a player controls (AMM 7, 8): the decisions the variant makes for a player are no nodes of the
 * tree. Chance is inside the engine's seeded PRNG, so there are no chance nodes: `resampleFromInfostate` gives a state with the hidden cards and the PRNG
 * resampled.
 */
export type SpielState = botsSpiel.SpielState;
/**
 * The current player of a finished game (OpenSpiel's `kTerminalPlayerId`).
 *
 * @reexport
 */
export const TERMINAL_PLAYER = botsSpiel.TERMINAL_PLAYER;
/**
 * The layout of {@link SpielState.observationTensor}, fixed for a version of the package (its card
 * parts have one entry per implemented card, by name in alphabetical order: `cardNames`). Seats are
 * relative to the observer: block 0 is the observer, block k the seat k places after them. In order:
 * - `step` (14, one-hot: before the first turn, untap … cleanup), `turn` (1: turn number / 100);
 * - `active` and `deciding` (6 each, one-hot by relative seat), `monarch` (7: by relative seat, or none);
 * - `stack` (1: objects on the stack / 10), `over` (1: the game is over);
 * - `seat k` for k = 0…5 (11 each): present, in the game, life / 20, poison / 10, cards in hand / 7,
 *   in library / 40, in graveyard / 20, creatures / 10, their total power / 20, lands / 10,
 *   conspiracies in the command zone / 5 (face down ones too: how many is public);
 * - card counts by name: the observer's hand, the battlefield under the observer's control, under
 *   others' control, all graveyards, the stack, exile, the observer's conspiracies in the command
 *   zone (their face-down ones too, which they may look at, CR 315.7), the other players' face-up
 *   conspiracies (one entry per card each).
 * Everything in it is public or the observer's own (their hand and face-down conspiracies), so it
 * changes only with what they know.
 *
 * @reexport
 */
export const observationLayout = botsSpiel.observationLayout;
export type { ObservationSection } from './bots/spiel.js';
/**
 * The games of one protocol session, by handle, and the answers to requests about them.
 *
 * @reexport
 */
export const ServeSession = serveSession.ServeSession;
/** The games of one protocol session, by handle, and the answers to requests about them. */
export type ServeSession = serveSession.ServeSession;
/**
 * The version of the protocol: a reply's `protocol`. It changes when a method changes incompatibly.
 *
 * @reexport
 */
export const PROTOCOL_VERSION = serveSession.PROTOCOL_VERSION;
export type { ServeReply, ServeErrorCode } from './serve/session.js';
export { PROTOCOL_SCHEMAS } from './serve/schema.js';
/**
 * The id of the Magic Tech format with the default choices (MT 1–12): `'magic-tech'`.
 *
 * @reexport
 */
export const MAGIC_TECH = formatsMagicTech.MAGIC_TECH;
/**
 * Registers a Magic Tech format under `id` with other choices for the points the text leaves open
 * (see {@link MagicTechOptions}), for `createGame({ format: id, … })`; returns the id. The format
 * `magic-tech` runs the defaults.
 *
 * @reexport
 */
export const registerMagicTechFormat = formatsMagicTech.registerMagicTechFormat;
export { DEFAULT_MAGIC_TECH_OPTIONS } from './variants/magic-tech/options.js';
export type { MagicTechOptions } from './variants/magic-tech/options.js';
export { MAGIC_TECH_SECTIONS, isMagicTechRule, magicTechSection } from './variants/magic-tech/rules.js';
export type { VariantRule, VariantSection } from './variants/magic-tech/rules.js';
export { costMatch, DEFAULT_COST_TABLE } from './variants/mental-magic/index.js';
/**
 * Creates a two-player game of Async Mental Magic: libraries start empty and never run out (AMM 2),
 * opening hands are seven new unnamed cards (AMM 3), and the game is settled to the first decision
 * a player controls (no decisions before the first turn, AMM 7f). Options of the wrong kind throw a
 * {@link RulesError} (`malformed`) saying which; fields it does not take are left alone, as
 * `createGame` leaves them (`mentalMagicOptionsProblem` refuses them too).
 *
 * @reexport
 */
export const createMentalMagicGame = variantsMentalMagic.createMentalMagicGame;
/**
 * What is wrong with `options` as the options of `createMentalMagicGame`, or null: an object with a
 * `seed`, every other field absent or of its kind, and no other field. Fields whose value is
 * `undefined` count as absent. The check of options from outside (`paliano serve`, a Colyseus
 * room's creation options, a replay record), where a field the function does not take is a client's
 * mistake worth hearing of.
 *
 * @reexport
 */
export const mentalMagicOptionsProblem = variantsMentalMagic.mentalMagicOptionsProblem;
/**
 * Makes every decision no player controls (AMM 7, 7f, 8) and returns the state at the first decision
 * the player holding control must make, or at the end of the game:
 * - before the first turn, the only decision allowed (keeping the opening hand, 7f);
 * - a decision with one option is no decision: it is taken, but for an opportunity to name a card
 *   (7d), whose options depend on a hidden cost;
 * - priority of a player who may not gain it (7) is passed;
 * - a decision of the non-active player with more than one option turns control over to them (7a),
 *   unless it comes from the effect of a card they named (7b): that one is uncontrolled;
 * - a decision of a player who does not hold control is uncontrolled (8).
 * A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const settleMentalMagic = variantsMentalMagic.settle;
/**
 * AMM 7: the active player holding control ends it ("!turnover"); the game runs on to the next
 * decision anyone controls. After a peek it is all they may do (AMM 9). A `state` that is no game
 * state is a RulesError `malformed`.
 *
 * @reexport
 */
export const turnOver = variantsMentalMagic.turnOver;
/**
 * AMM 9: before turning over control, the active player may look at the top card of their library;
 * an empty library gets a new card first (2). Returns the new state and the top card's object id.
 * The peek is the last thing they do holding control: until control turns over, every other action
 * of theirs (engine actions, which none is listed, `specify`, `direct`, another peek) is a
 * RulesError citing AMM 9; `turnOver` remains.
 * A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const peek = variantsMentalMagic.peek;
/**
 * AMM 8e: a player's specification of the categories to try first for one ability of a card (no
 * categories: the specification is withdrawn); public (8g). It holds until the end of the game, or
 * with `untilTurn` through the end of that turn (8e: "Specs are assumed to be until end of game
 * unless otherwise specified"), lapsing as the next turn begins; a new specification for the same
 * ability replaces it, duration and all. Throws a RulesError for a seat that is not one, a card the
 * engine does not implement, an ability the card does not have, categories that are no list of
 * categories, an `untilTurn` that is no turn of the game still to end, and one from the active
 * player after they peeked (AMM 9).
 * A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const specify = variantsMentalMagic.specify;
/**
 * AMM 8f: the active player's direction for an attacker: the order its blockers get lethal damage
 * in; public (8g). The attacker and the blockers are card IDs, or token handles (`T57`) for tokens,
 * which have no card ID (see `handleOf`); anything else (a prototype key such as `__proto__`, a
 * number, a list that is no list of them) is a RulesError `malformed`.
 * A `state` that is no game state is a RulesError `malformed`.
 *
 * @reexport
 */
export const direct = variantsMentalMagic.direct;
/**
 * Performs a control action (AMM 7–9: `turnOver`, `peek`, `direct`, `specify`) on a game of Async
 * Mental Magic with `turnOver`, `peek`, `direct` or `specify`: the new state, or null when `action`
 * is no control action (an engine action, for `apply`). One the rules refuse, or malformed, is a
 * RulesError and changes nothing. Hosts record control actions among the game's actions; a replay
 * of a version 2 record performs them again.
 *
 * @reexport
 */
export const performControl = variantsMentalMagic.performControl;
/**
 * Whether a value claims to be a control action of Async Mental Magic (AMM 7–9): an object whose
 * `type` is `turnOver`, `peek`, `direct` or `specify` (its fields are checked as it is performed).
 *
 * @reexport
 */
export const isControlAction = variantsMentalMagic.isControlAction;
/**
 * The one action left to a player after a peek (AMM 9): `{ type: 'turnOver', player }` while the
 * peek holds them (until control turns over, no other action of theirs is taken and `legalActions`
 * lists none), else null. Hosts offer it to such a seat and to a bot playing it.
 *
 * @reexport
 */
export const turnOverAfterPeek = variantsMentalMagic.turnOverAfterPeek;
export type { ControlAction, TurnOverAction, PeekAction, DirectAction, SpecifyAction } from './variants/mental-magic/index.js';
export type { MentalMagicGameOptions, MentalMagicData, MentalMagicDataView, CardIdView, AbilityName, Category, CostSlot, CostMatchRule } from './variants/mental-magic/index.js';
export { parseLine, parseTableLine, splitUserLine, normalUser, TABLE_HELP } from './pbp/index.js';
/**
 * Starts a league and its first game `a`.
 *
 * @reexport
 */
export const createSession = pbp.createSession;
/**
 * Handles one line from a user: the pure function of the play-by-post layer, for every kind of
 * session. A Mental Magic league gives one reply; a table session gives a list
 * (a public post and whispers to seats).
 *
 * @reexport
 */
export const handle = pbp.handle;
/**
 * A session as JSON text.
 *
 * @reexport
 */
export const saveSession = pbp.saveSession;
/**
 * Reads a saved session; throws a RulesError if the text is not one.
 *
 * @reexport
 */
export const loadSession = pbp.loadSession;
/**
 * Reads a saved table session (version 2): a Conspiracy game, a draft, a Magic Tech or a free-for-all
 * game. Throws a RulesError if the text is not one, or its seats are not what its kind offers
 * (`TABLE_SEATS`), or its game or draft is damaged or of another format than its kind plays.
 *
 * @reexport
 */
export const loadTableSession = pbp.loadTableSession;
/**
 * Reads a saved session of any kind: an Async Mental Magic league (version 1), or a table session (version 2).
 *
 * @reexport
 */
export const loadAnySession = pbp.loadAnySession;
/**
 * The posts of a result. In `json` format each post's text is one JSON object `{ readers, text,
 * data }` on one line (a Mental Magic reply has no `data`); in `text` format it is the reply's
 * text. The format is the session's (`!json` / `!text`) unless `format` is given for this call.
 * Empty replies (chat) give no post.
 *
 * @reexport
 */
export const renderReplies = pbp.renderReplies;
/**
 * Whether a session is a table session (version 2: a Conspiracy game, a draft, a Magic Tech or a free-for-all game) rather than a Mental Magic league.
 *
 * @reexport
 */
export const isTableSession = pbp.isTableSession;
/**
 * Creates a session with its seats empty. A draft session of 2 seats, or of 7 or 8 seats taken, plays
 * the draft only: its game needs 3 to 6 players (CR 905.3, 100.1b), as `!status` says from the start
 * and the draft's first post says when it begins.
 *
 * @reexport
 */
export const createTableSession = pbp.createTableSession;
/**
 * Handles one line from a user in a table session (a Conspiracy game, a draft, a Magic Tech or a
 * free-for-all game). The user is any chat id,
 * spaces and `#` included (`Jane Doe#1234`); runs of white space in it count as one space. Returns
 * the replies and the new session; a refused or malformed command gets one reply (whispered to the
 * seat when it could tell of its hidden cards) and the same session.
 *
 * @reexport
 */
export const handleTable = pbp.handleTable;
/**
 * The seat of a user, or null.
 *
 * @reexport
 */
export const tableSeatOf = pbp.tableSeatOf;
/**
 * Numbered actions shown per page of `!actions`.
 *
 * @reexport
 */
export const ACTIONS_PER_PAGE = pbp.ACTIONS_PER_PAGE;
/**
 * The priority stops every player of a game by post starts with (CR 117.3d; see
 * `GameSettings.stops`): with an empty stack, a player is asked in their own main phases and after
 * blockers are declared, and in the other players' turns after attackers are declared and in the
 * end step; elsewhere they pass without a post. With anything on the stack, and at every other kind
 * of decision, they are asked. A player changes theirs with `!act {"type":"setStops",…}`.
 *
 * @reexport
 */
export const POST_STOPS = pbp.POST_STOPS;
export type {
  Session, HandleResult, Reply, Readers, SessionOptions, Command, ParseError, AnySession, Post, TableSession, TableSessionOptions, TableSeat,
  TableKind, TableReply, TableHandleResult, ReplyData, TableCommand, TableParseError, OutputFormat,
} from './pbp/index.js';
export type * from './draft/index.js';
export { createDraft, legalPicks, countPicks, samplePick, draftView, redactDraftEvent, applyDraftViewDelta, describeDraftEvent, openSetBooster, leftOf, rightOf, passDirection, DRAFT_ACTION_TYPES, DRAFT_EVENT_TYPES, cardPool, draftRecord, guessedRight, highestNotedNumber, notedColors, notedNames, notedSeats, notedTypes, playerAtDraftSeat, removedCount, removedCreatureWith } from './draft/index.js';
/**
 * Applies a draft action and returns the new state; the input is never changed. Throws a
 * {@link RulesError} for a malformed action or one the rules do not allow now. The state returned
 * keeps its drafters' legal actions once listed (see `legalPicks`), and the check of an action on
 * such a state reads the acting drafter's kept list.
 *
 * @reexport
 */
export const applyDraft = draft.applyDraft;
/**
 * Like {@link applyDraft}, but returns the error instead of throwing it.
 *
 * @reexport
 */
export const tryApplyDraft = draft.tryApplyDraft;
/**
 * Starts an in-place draft from a copy of `state`. Between two actions the playout's `state` keeps
 * each drafter's legal actions once listed (see {@link legalPicks}).
 *
 * @reexport
 */
export const createDraftPlayout = draft.createDraftPlayout;
/**
 * The name of a draft card by id (for readers of views and logs).
 *
 * @reexport
 */
export const draftCardName = draft.draftCardName;
/**
 * Writes a draft state as JSON text.
 *
 * @reexport
 */
export const serializeDraft = draft.serializeDraft;
/**
 * Reads a draft written by {@link serializeDraft}, checking it. The state returned keeps its
 * drafters' legal actions once listed, as one `applyDraft` returns does (see `legalPicks`): the
 * listing the check makes is kept.
 *
 * @reexport
 */
export const deserializeDraft = draft.deserializeDraft;
/**
 * Checks a parsed value is a consistent draft state.
 *
 * @reexport
 */
export const validateDraftState = draft.validateDraftState;
/**
 * Checks a deck built from a pool; throws a {@link RulesError} citing the rule broken. Names, the
 * pool's too, are read as `createGame` reads them (ignoring case, spacing, curly quotes and
 * accents). The sideboard must hold exactly the pool cards not in the deck (nothing is lost); of a
 * basic land card, the pool's copies that the deck's basic lands of that name do not account for.
 *
 * @reexport
 */
export const checkDeck = draft.checkDeck;
/**
 * The minimum deck size with these conspiracies to be put into the command zone (CR 100.2b, 905.4):
 * 40, less what their abilities take off (Advantageous Proclamation), as the conspiracy rules compute
 * it. Names are read as `createGame` reads them; a card that is no conspiracy changes nothing; a name
 * of no card, or a list that is no list, is a {@link RulesError}.
 *
 * @reexport
 */
export const minimumDeckSize = draft.minimumDeckSize;
/**
 * Whether a card is a conspiracy (CR 905.4), its name read as `createGame` reads names
 * ("advantageous proclamation" is one). A name of no card is a {@link RulesError}.
 *
 * @reexport
 */
export const isConspiracy = draft.isConspiracy;
/**
 * The basic land cards a deck may add in any number (905.1d).
 *
 * @reexport
 */
export const BASIC_LANDS = draft.BASIC_LANDS;
/**
 * Splits `n` drafters into tables of 3 to 5 players, as even as possible, seated at random. A
 * Conspiracy Draft game is a multiplayer game (905.3), and a multiplayer game begins with more
 * than two players (100.1b): so two drafters, who may draft together, cannot sit down to a
 * Conspiracy Draft game, and a {@link RulesError} says so (any split of three or more drafters
 * gives every table at least three).
 *
 * @reexport
 */
export const splitIntoTables = draft.splitIntoTables;
/**
 * Starts one game per table after a completed draft. `decks[seat]` is each drafter's deck, checked
 * against their pool (905.1d). Pool cards the engine does not implement stay out of the game; they
 * are listed in `leftOut`. A draft of two drafters has no table: see {@link splitIntoTables}.
 *
 * @reexport
 */
export const startTableGames = draft.startTableGames;
export { randomDrafter } from './bots/random-drafter.js';
export { draftBotInput, type DraftBot, type DraftBotInput } from './bots/draft-bot.js';
/**
 * Makes a heuristic drafter. It decides from its drafter's information only (see {@link DraftBotInput}).
 *
 * @reexport
 */
export const heuristicDrafter = botsHeuristicDrafter.heuristicDrafter;
/**
 * Builds a legal 40-card deck from a card pool, its names read as `createGame` reads them (ignoring
 * case, spacing, curly quotes and accents; the deck and sideboard hold the exact names). A pool that
 * is no list (`malformed`) or holds a name of no card (`unknownCard`) is a {@link RulesError}.
 *
 * @reexport
 */
export const autoBuildDeck = botsAutoDeck.autoBuildDeck;
/**
 * Runs a draft until it is complete; one bot per seat, or one for all. Returns the final state and
 * the number of actions. The runner's random order and the bots' choices are drawn from a PRNG made
 * from `options.seed` (`'draft-bots'` when left out), or, as {@link playGame} takes one, from a PRNG
 * state given before the options and advanced in place: `runDraft(state, bots, seedRng(seed), { inPlace })`
 * drafts as `runDraft(state, bots, { seed, inPlace })`. A seat drafted by {@link randomDrafter} draws
 * its action with {@link samplePick}. A bot's action is checked as `applyDraft` checks it, in place
 * too. A `state` that is no draft state, bots that are not one function per seat (or one for all),
 * options that are no object, a seed that is no seed, a PRNG state that is none, or both a PRNG state
 * and a seed are a RulesError `malformed`.
 *
 * @reexport
 */
export const runDraft = botsRunDraft.runDraft;
export type { RunDraftOptions, RunDraftResult } from './bots/run-draft.js';
/**
 * Runs the whole path: draft, decks, tables, games to the end. Throws a {@link RulesError} before
 * drafting when there are fewer than three drafters: a Conspiracy Draft game has more than two
 * players (905.3, 100.1b); and `malformed` for options that are no object.
 *
 * @reexport
 */
export const playConspiracyDraft = botsDraftToGames.playConspiracyDraft;
export type { ConspiracyDraftOptions, ConspiracyDraftOutcome } from './bots/draft-to-games.js';
