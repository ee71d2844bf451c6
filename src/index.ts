/**
 * paliano: a headless Magic: The Gathering rules engine for Conspiracy Draft. A pure immutable
 * reducer whose every event cites its Comprehensive Rules number.
 *
 * @packageDocumentation
 */
import { registerBuiltIns } from './built-ins.js';

registerBuiltIns();

export { createGame, apply, tryApply, createPlayout, setFreeze } from './engine/game.js';
export type { CreateGameOptions, PlayerSetup, Playout, TryApplyResult } from './engine/game.js';
export { cachedLegalActions as legalActions, sampleLegalAction as sampleAction, countLegalActions as countActions } from './engine/game.js';
export type * from './engine/actions.js';
export { ACTION_TYPES } from './engine/actions.js';
export { ACTION_SCHEMAS, DRAFT_ACTION_SCHEMAS } from './engine/action-schemas.js';
export type { JsonSchema, SchemaType, StateBound } from './engine/json-schema.js';
export { MAX_LISTED_BLOCKS } from './engine/finishing-blocks.js';
export { RulesError } from './engine/errors.js';
export type { RulesErrorCode } from './engine/errors.js';
export { characteristics } from './engine/characteristics.js';
export type { Characteristics } from './engine/characteristics.js';
export { logOf } from './engine/log.js';
export { describeEvent, describeAction } from './engine/describe.js';
export type { DescribeSource } from './engine/describe.js';
export { view, redactEvent, applyViewDelta } from './state/view.js';
export type { GameView, ObjectView, PlayerPublicView, ReadonlyGameView, Viewer, ViewOptions } from './state/view.js';
export { serialize, deserialize, STATE_VERSION } from './state/serialize.js';
export { replay, replayRecord, parseReplay, REPLAY_SCHEMA, REPLAY_VERSION } from './state/replay.js';
export type { Replay } from './state/replay.js';
export type * from './state/types.js';
export { LOG_CHUNK } from './state/types.js';
export { GAME_EVENT_TYPES, isGameEventType } from './state/events.js';
export { rules } from './rules/index.js';
export type { RuleInfo, RuleRegistry } from './rules/registry.js';
export { cards } from './cards/registry.js';
export type { CardRegistry } from './cards/registry.js';
export { canonicalCardName, suggestCardNames } from './cards/names.js';
export { readDeckList, writeDeckList, DECK_LIST_FORMATS } from './decklist/index.js';
export type { DeckListFormat } from './decklist/index.js';
export * from './draftlog/index.js';
export type { CardDefinition } from './cards/definition.js';
export type { ColorLetter, DraftPhaseTiming, PrintedCard, PrintedRuling, PrintedSetCode, PrintedToken, Rarity } from './cards/printed.js';
export type * from './cards/types.js';
export { TRIGGERED_KEYWORDS, keepsEveryInstance } from './cards/types.js';
export { parseManaCost, formatManaCost, manaValue } from './engine/mana.js';
export type { Color, ManaCost, ManaPool, ManaSymbol, ManaType } from './engine/mana.js';
export { randomBot, playGame } from './bots/random.js';
export { randomDeck } from './bots/random-deck.js';
export { heuristicBot } from './bots/heuristic.js';
export type { Bot, BotInput } from './bots/bot.js';
export { botInput } from './bots/bot.js';
export { seedRng, randomInt, shuffleInPlace } from './state/rng.js';
export { determinize, determinizer } from './bots/determinize.js';
export type { DeterminizeOptions, Determinizer } from './bots/determinize.js';
export { evaluate, evaluateFor } from './bots/evaluate.js';
export { ismctsBot } from './bots/ismcts.js';
export type { IsmctsOptions } from './bots/ismcts.js';
export { SpielState, TERMINAL_PLAYER, observationLayout } from './bots/spiel.js';
export type { ObservationSection } from './bots/spiel.js';
export { ServeSession, PROTOCOL_VERSION } from './serve/session.js';
export type { ServeReply, ServeErrorCode } from './serve/session.js';
export { PROTOCOL_SCHEMAS } from './serve/schema.js';
export { MAGIC_TECH, registerMagicTechFormat } from './formats/magic-tech.js';
export { DEFAULT_MAGIC_TECH_OPTIONS } from './variants/magic-tech/options.js';
export type { MagicTechOptions } from './variants/magic-tech/options.js';
export { MAGIC_TECH_SECTIONS, isMagicTechRule, magicTechSection } from './variants/magic-tech/rules.js';
export type { VariantRule, VariantSection } from './variants/magic-tech/rules.js';
export { createMentalMagicGame, settle as settleMentalMagic, turnOver, peek, specify, direct, costMatch, DEFAULT_COST_TABLE } from './variants/mental-magic/index.js';
export type { MentalMagicGameOptions, MentalMagicData, MentalMagicDataView, CardIdView, AbilityName, Category, CostSlot, CostMatchRule } from './variants/mental-magic/index.js';
export {
  createSession, handle, parseLine, saveSession, loadSession, loadTableSession, loadAnySession, renderReplies, isTableSession,
  createTableSession, handleTable, tableSeatOf, parseTableLine, splitUserLine, normalUser, TABLE_HELP, ACTIONS_PER_PAGE, POST_STOPS,
} from './pbp/index.js';
export type {
  Session, HandleResult, Reply, Readers, SessionOptions, Command, ParseError, AnySession, Post, TableSession, TableSessionOptions, TableSeat,
  TableKind, TableReply, TableHandleResult, ReplyData, TableCommand, TableParseError, OutputFormat,
} from './pbp/index.js';
export * from './draft/index.js';
export { randomDrafter } from './bots/random-drafter.js';
export { draftBotInput, type DraftBot, type DraftBotInput } from './bots/draft-bot.js';
export { heuristicDrafter } from './bots/heuristic-drafter.js';
export { autoBuildDeck } from './bots/auto-deck.js';
export { runDraft } from './bots/run-draft.js';
export type { RunDraftOptions } from './bots/run-draft.js';
export { playConspiracyDraft } from './bots/draft-to-games.js';
export type { ConspiracyDraftOptions, ConspiracyDraftOutcome } from './bots/draft-to-games.js';
