/**
 * The options of the Magic Tech format: each point the variant's text leaves open, with the
 * reading closest to the text as the default (docs/magic-tech.md lists them with their reasons).
 * A game's options belong to its format: `magic-tech` runs the defaults, and
 * {@link registerMagicTechFormat} registers a format with other choices under another id.
 *
 * @module
 */

/** The choices the Magic Tech text leaves open. */
export interface MagicTechOptions {
  /** Most cards in a deck (MT 2.1). Default 60. */
  maxDeckSize: number;
  /** Deployments on the first player's first turn (MT 4.2: "except for the first player's turn"). Default 1. */
  firstTurnDeployments: number;
  /** Deployments on every other turn (MT 4.2). Default 2. */
  deploymentsPerTurn: number;
  /** Lands deployed per turn (MT 4.6), before the additional land plays effects give (CR 305.2). Default 2. */
  landsPerTurn: number;
  /** Whether a land deployment also counts as one of the turn's deployments (MT 4.2, 4.6). Default false. */
  landsUseDeployments: boolean;
  /** Whether the first player skips the draw of the first turn, "as normal" (MT 3.2, CR 103.8a). Default true. */
  firstPlayerSkipsDraw: boolean;
  /** Whether a sorcery-speed card is turned face up only with an empty stack (MT 4.5). Default true. */
  sorceryRevealNeedsEmptyStack: boolean;
  /** Whether the creatures that blocked in a mission become tapped at its end as well as the attackers ("all creatures involved", MT 6.3). Default true. */
  tapBlockersAfterMission: boolean;
  /** Whether guards may go on missions, as patrols may (MT 6.1). Default true. */
  guardsMayAttack: boolean;
  /** Whether each point of life gained returns a scrapheap card (the "may" of MT 9.2 taken, it only helps). Default true. */
  lifeGainReturnsCards: boolean;
  /** The least structure a card has, so a card of mana value 0 survives until it has a counter (MT 8.4). Default 1. */
  minimumStructure: number;
}

/** The defaults: the reading closest to the text. */
export const DEFAULT_MAGIC_TECH_OPTIONS: Readonly<MagicTechOptions> = Object.freeze({
  maxDeckSize: 60,
  firstTurnDeployments: 1,
  deploymentsPerTurn: 2,
  landsPerTurn: 2,
  landsUseDeployments: false,
  firstPlayerSkipsDraw: true,
  sorceryRevealNeedsEmptyStack: true,
  tapBlockersAfterMission: true,
  guardsMayAttack: true,
  lifeGainReturnsCards: true,
  minimumStructure: 1,
});

const byFormat = new Map<string, Readonly<MagicTechOptions>>();

/** Records the options of a Magic Tech format id. */
export function setMagicTechOptions(formatId: string, options: Readonly<MagicTechOptions>): void {
  byFormat.set(formatId, options);
}

/** The options of the game's Magic Tech format (the defaults for an unknown id). */
export function magicTechOptions(state: { format: string }): Readonly<MagicTechOptions> {
  return byFormat.get(state.format) ?? DEFAULT_MAGIC_TECH_OPTIONS;
}
