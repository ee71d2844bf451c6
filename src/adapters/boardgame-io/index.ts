/**
 * `paliano/boardgame.io`: the engine's games and its draft as boardgame.io `Game`s, for boardgame.io's
 * server, clients and bots. boardgame.io is an optional peer dependency of this entry only; the
 * entry imports nothing of it at run time.
 *
 * @packageDocumentation
 */
export { DECIDING_STAGE, palianoGame, WAITING_STAGE } from './game.js';
export type { PalianoDecksG, PalianoDecksPlayerG, PalianoG, PalianoGameOptions, PalianoGameSetupData, PalianoPlayerG, PalianoSetupData } from './game.js';
export { deckSubmissionProblem, SUBMIT_DECK_MOVE } from './decks.js';
export type { PalianoDeck, PalianoPrivateSeat, PalianoSeatSetup } from './decks.js';
export { palianoDraftGame } from './draft.js';
export type { PalianoDraftG, PalianoDraftGameOptions, PalianoDraftPlayerG, PalianoDraftSetupData } from './draft.js';
export { withPublicInitialState } from './initial-state.js';
export { ACT_MOVE, INVALID_MOVE } from './seats.js';
