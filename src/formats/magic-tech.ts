/**
 * The Magic Tech variant: Magic cards played with rules taken from the BattleTech CCG (the text is
 * in the project's seeds; docs/magic-tech.md describes the implementation). Two players; the Paris
 * mulligan; a turn of untap, draw, upkeep, deploy, missions and end; cards deployed face down and
 * built up with counters; creatures on patrol or on guard; missions against the stockpile or a card;
 * armor and structure; the library as life. Its rule modules live in `src/variants/magic-tech/` and
 * cite the variant's rules (`'MT 4.2'`, see its rules registry); the Magic rules it keeps are the
 * engine's own modules.
 *
 * @module
 */
import { registerFormat, type RuleModule } from '../engine/format.js';
import { RulesError } from '../engine/errors.js';
import { olderKeywords } from './core-modules.js';
import { endingTheGame } from '../rules/104-ending-the-game.js';
import { timingAndPriority } from '../rules/117-timing-and-priority.js';
import { activatingAbilities, manaAbilities } from '../rules/602-activating-activated-abilities.js';
import { triggeredAbilities } from '../rules/603-handling-triggered-abilities.js';
import { resolving } from '../rules/608-resolving-spells-and-abilities.js';
import { goadRule } from '../rules/701.15-goad.js';
import { vote } from '../rules/701.38-vote.js';
import { evergreenKeywords } from '../rules/702-keyword-abilities.js';
import { landwalk } from '../rules/702.14-landwalk.js';
import { dethrone } from '../rules/702.105-dethrone.js';
import { melee } from '../rules/702.121-melee.js';
import { theMonarch } from '../rules/725-the-monarch.js';
import { enchantments } from '../rules/303-enchantments.js';
import { untapStep } from '../rules/502-untap-step.js';
import { declareAttackers } from '../rules/508-declare-attackers.js';
import { declareBlockers } from '../rules/509-declare-blockers.js';
import { blocking } from '../variants/magic-tech/blocking.js';
import { magicTechDamage } from '../variants/magic-tech/damage.js';
import { mtDataProblem } from '../variants/magic-tech/data.js';
import { deploying } from '../variants/magic-tech/deploy.js';
import { magicTechLife } from '../variants/magic-tech/life.js';
import { missionDamage } from '../variants/magic-tech/mission-damage.js';
import { missions } from '../variants/magic-tech/missions.js';
import { parisMulligan } from '../variants/magic-tech/mulligan.js';
import { DEFAULT_MAGIC_TECH_OPTIONS, setMagicTechOptions, type MagicTechOptions } from '../variants/magic-tech/options.js';
import { patrolAndGuard } from '../variants/magic-tech/posts.js';
import { upkeepRegeneration } from '../variants/magic-tech/regeneration.js';
import { turningFaceUp } from '../variants/magic-tech/reveal.js';
import { magicTechStateBasedActions } from '../variants/magic-tech/state-based.js';
import { magicTechTurns } from '../variants/magic-tech/turns.js';

/**
 * The rule modules of Magic Tech, the Magic ones it keeps first: among them the untap step's (CR 502,
 * MT 3.2: untapping "as normal"), the Auras' combat and untap effects (CR 303: blocks "they could
 * normally block in a game of Magic", MT 7.1, and "attacks each combat if able"), a creature's own
 * attack requirements and those effects give it (CR 508.1d: Galvanic Juggernaut, Heckling Fiends),
 * which bind each mission's declaration (MT 6.1), and a creature's own limits on what it blocks (CR
 * 509.1b: "can block only creatures with flying", Vaporkin).
 */
export const magicTechModules: readonly RuleModule[] = [
  parisMulligan, endingTheGame, timingAndPriority, deploying, turningFaceUp, activatingAbilities, manaAbilities,
  triggeredAbilities, resolving, magicTechStateBasedActions, magicTechDamage, magicTechLife, patrolAndGuard, missions,
  blocking, missionDamage, upkeepRegeneration, ...evergreenKeywords, ...olderKeywords, landwalk, theMonarch, melee, dethrone, goadRule, vote,
  untapStep, enchantments, declareAttackers, declareBlockers,
];

/**
 * Registers a Magic Tech format under `id` with other choices for the points the text leaves open
 * (see {@link MagicTechOptions}), for `createGame({ format: id, … })`; returns the id. The format
 * `magic-tech` runs the defaults.
 */
export function registerMagicTechFormat(id: string, options: Partial<MagicTechOptions> = {}): string {
  const chosen: MagicTechOptions = Object.freeze({ ...DEFAULT_MAGIC_TECH_OPTIONS, ...options });
  setMagicTechOptions(id, chosen);
  registerFormat({
    id,
    name: 'Magic Tech',
    minPlayers: 2,
    maxPlayers: 2,
    modules: magicTechModules,
    turns: magicTechTurns,
    checkDeck: (player, deck) => {
      if (deck.length > chosen.maxDeckSize) throw new RulesError('illegal', `player ${player}: a Magic Tech deck has at most ${chosen.maxDeckSize} cards, not ${deck.length}`, 'MT 2.1');
    },
    dataProblem: mtDataProblem,
  });
  return id;
}

/** The id of the Magic Tech format with the default choices (MT 1–12): `'magic-tech'`. */
export const MAGIC_TECH: string = registerMagicTechFormat('magic-tech');
