/**
 * A simple heuristic player: keeps its hand, plays a land, casts the most expensive spell it can
 * (aiming what hurts at opponents' things and what helps at its own, see `heuristic-targets`),
 * attacks the opponent with the least life with every creature that can attack, blocks when its
 * blocker survives, and otherwise passes. It divides combat damage to destroy the most worth of
 * blockers and trample over the rest (CR 510.1c–d, 702.19b; see `heuristic-combat-damage`) and puts
 * its triggered abilities on the stack aimed alike, those with targets to resolve first, and aims a
 * target of an opponent's ability it chooses for itself (CR 603.3b–d; see `heuristic-triggers`); made to sacrifice or discard, it loses what it wants least (CR 701.21,
 * 701.9; see `heuristic-losses`). It votes for what serves it (CR 701.38; see `heuristic-votes`), names
 * the colour of mana its hand asks for, protection from its opponents' commonest colour, or the
 * colour for its own permanent that opponents' protection and Regicides hold against it least (CR
 * 105.1, 702.16a; see `heuristic-colors`), and orders cards going to its library with those it wants most
 * nearest the top (CR 401.4). In Magic Tech it also deploys
 * its cards (MT 4.1), builds on the face-down card nearest to being turned face up (MT 4.3) and
 * sends missions against the weakest opponent's stockpile (MT 6.1), where its creatures attack. As
 * the game begins it puts its conspiracies into the command zone, naming cards of its own deck for a
 * hidden agenda, and turns one face up as it casts the card it names, or when that lets it cast a
 * named card in its hand (see `heuristic-conspiracies`). Of Backup Plan's opening hands it keeps
 * the best one; before the shuffle it reveals the cards of its deck it may and exiles the drafted
 * cards it wants most with them; it takes the optional effects of its spells and abilities, and
 * finds the cards it wants most when it searches (see `heuristic-cards`). It only ever picks from
 * the legal actions (or, for a double agenda, a pair of names `apply` takes, CR 702.106f), so it
 * never meets a RulesError.
 *
 * @module
 */
import type { Action, VariantAction } from '../engine/actions.js';
import { findDefinition } from '../engine/card-catalog.js';
import { characteristics } from '../engine/characteristics.js';
import { spellWithModes } from '../cards/modes.js';
import { RulesError } from '../engine/errors.js';
import { formatOf } from '../engine/format.js';
import { attackRequirementsOn, cantAttackOrBlockAlone } from '../rules/506-combat-phase.js';
import { requirementsObeyed } from '../rules/508.1d-attack-requirements.js';
import type { GameState, PlayerId, ReadonlyGameState, RngState } from '../state/types.js';
import { randomInt, seedRng } from '../state/rng.js';
import { CONSTRUCTION_COUNTER } from '../variants/magic-tech/values.js';
import { costHasX, revealCost } from '../variants/magic-tech/reveal-cost.js';
import type { Bot } from './bot.js';
import { beforeShuffleAction, choiceAction, keepHandAction } from './heuristic-cards.js';
import { combatDamageAction } from './heuristic-combat-damage.js';
import { conspiracyAction, revealForCast, revealToCast } from './heuristic-conspiracies.js';
import { colorAction } from './heuristic-colors.js';
import { lossAction } from './heuristic-losses.js';
import { allAimed, auraStance, stancesOf, targetsScore, type Stance } from './heuristic-targets.js';
import { opponentTargetAction, putTriggerAction } from './heuristic-triggers.js';
import { voteAction } from './heuristic-votes.js';

function manaValueOf(state: GameState, card: number): number {
  return characteristics(state, card).manaValue;
}

/**
 * The stances of a spell's targets (see `heuristic-targets`): by its effects, or for an Aura by what
 * it gives what it enchants; a card without a name is cast as the card it is named as.
 */
function castStances(state: GameState, a: Extract<Action, { type: 'cast' }>): readonly Stance[] {
  const def = findDefinition(a.name ?? state.objects[a.card]?.card ?? '');
  if (def?.spell) {
    const spell = spellWithModes(def.spell, a.modes ?? []);
    return stancesOf(spell.effects, spell.targets);
  }
  return def?.enchant ? [auraStance(def)] : [];
}

/**
 * The spell to cast: of those whose every target is aimed as its effect asks (see
 * `heuristic-targets`: what hurts at opponents' things, what helps at the bot's own), the one of the
 * most mana value (and X), then aimed at what is worth most; undefined if there is none.
 */
function pickCast(state: GameState, me: PlayerId, casts: Extract<Action, { type: 'cast' }>[]): Extract<Action, { type: 'cast' }> | undefined {
  let best: Extract<Action, { type: 'cast' }> | undefined;
  let bestScore = -Infinity;
  let bestAim = -Infinity;
  for (const a of casts) {
    const stances = castStances(state, a);
    if (!allAimed(state, me, a.targets, stances)) continue;
    const score = manaValueOf(state, a.card) * 10 + a.x;
    const aim = targetsScore(state, me, a.targets, stances);
    if (score > bestScore || (score === bestScore && aim > bestAim)) [best, bestScore, bestAim] = [a, score, aim];
  }
  return best;
}

/** The opponent still in the game with the least life, if any. */
function weakestOpponent(state: GameState, me: PlayerId): PlayerId | undefined {
  return state.players.filter((p) => p.inGame && p.id !== me).sort((a, b) => a.life - b.life)[0]?.id;
}

/**
 * Of the `build` actions, the one on the face-down card nearest to turning face up: a card is turned
 * face up "once [it] has enough counters" (MT 4.4), as many as its mana cost asks (MT 4.7, see
 * `revealCost`), so the card with the fewest still to go, not the one with the most counters. A card
 * that has enough is built on no further, unless its cost has X (counters beyond the cost pay X):
 * one that has enough but is not turned face up now (an Aura with nothing to enchant) would take
 * every counter the player makes.
 */
function nearestToFaceUp(state: GameState, me: PlayerId, builds: readonly VariantAction[]): VariantAction | undefined {
  let best: VariantAction | undefined;
  let fewest = Infinity;
  for (const a of builds) {
    if (a.object === undefined) continue;
    const short = revealCost(state, me, a.object, 0) - (state.objects[a.object]?.counters[CONSTRUCTION_COUNTER] ?? 0);
    // a card with X whose cost is met ranks after every card still short of its cost
    const toGo = short > 0 ? short : costHasX(state, a.object) ? Number.MAX_SAFE_INTEGER : Infinity;
    if (toGo < fewest) [best, fewest] = [a, toGo];
  }
  return best;
}

/**
 * A Magic Tech variant action worth taking, if any: deploy a card (MT 4.1; two a turn at most,
 * 4.2), put a construction counter on the face-down card nearest to turning face up (MT 4.3: one
 * generic mana each, so as many as the player's mana pays for), or send a mission against the
 * weakest opponent's stockpile (MT 6.1: its creatures are tapped at its end, 6.3, so the missions
 * a turn are as many as the creatures that go). Relocations (MT 5.1) are never taken: a creature
 * may move any number of times, and a bot that moved it would never have to stop.
 */
function magicTechAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const variants = actions.filter((a): a is VariantAction => a.type === 'variant');
  if (variants.length === 0) return undefined;
  const deploy = variants.find((a) => a.name === 'deploy');
  if (deploy) return deploy;
  const build = nearestToFaceUp(state, me, variants.filter((a) => a.name === 'build'));
  if (build) return build;
  const missions = variants.filter((a) => a.name === 'mission');
  const weakest = weakestOpponent(state, me);
  return missions.find((a) => a.target !== undefined && 'player' in a.target && a.target.player === weakest) ?? missions[0];
}

function priority(state: GameState, me: PlayerId, actions: readonly Action[]): Action {
  const land = actions.find((a) => a.type === 'playLand');
  if (land) return land;
  const enabling = revealToCast(state, me, actions);
  if (enabling) return enabling;
  const cast = pickCast(state, me, actions.filter((a): a is Extract<Action, { type: 'cast' }> => a.type === 'cast'));
  if (cast) return revealForCast(state, me, actions, cast) ?? cast;
  const magicTech = magicTechAction(state, me, actions);
  if (magicTech) return magicTech;
  return actions.find((a) => a.type === 'pass') ?? (actions[0] as Action);
}

/**
 * Adds the first creature listed to the attack, where it obeys the most attack requirements (CR
 * 508.1d), at the weakest opponent if it may; confirms once no creature is left to add. Every
 * listed addition keeps the declaration one that can be finished within the limits, costs and
 * requirements (508.1c–d, 508.1h–j), and taking a creature back is never listed, so the declaration
 * ends after at most one action more than the player has creatures.
 */
function attack(state: GameState, me: PlayerId, actions: readonly Action[]): Action {
  const declares = actions.filter((a): a is Extract<Action, { type: 'declareAttacker' }> => a.type === 'declareAttacker');
  if (declares.length > 0) {
    const first = (declares[0] as (typeof declares)[number]).attacker;
    const requirements = attackRequirementsOn(state, first);
    const mine = declares.filter((a) => a.attacker === first);
    const most = Math.max(...mine.map((a) => requirementsObeyed(requirements, a.target)));
    const best = mine.filter((a) => requirementsObeyed(requirements, a.target) === most);
    const weakest = weakestOpponent(state, me);
    const atWeakest = best.find((a) => 'player' in a.target && a.target.player === weakest);
    return atWeakest ?? (best[0] as Action);
  }
  return actions.find((a) => a.type === 'confirmAttackers') ?? (actions[0] as Action);
}

function block(state: GameState, actions: readonly Action[], pending: number): Action {
  if (pending === 0) {
    const safe = actions.find((a) => {
      if (a.type !== 'declareBlocker') return false;
      const b = characteristics(state, a.blocker);
      const at = characteristics(state, a.attacker);
      // a lone blocker the attacker allows (not one of two that menace asks for, CR 702.111b)
      const alone = formatOf(state).modules.every((m) => !m.blockersOfAttacker?.(state, a.attacker, [a.blocker])) && !cantAttackOrBlockAlone(state, a.blocker);
      return alone && (b.toughness ?? 0) > (at.power ?? 0);
    });
    if (safe) return safe;
  }
  return actions.find((a) => a.type === 'confirmBlockers') ?? (actions[0] as Action);
}

/**
 * The heuristic bot's choice on a state: for a bot, a state sampled from its player's information
 * (it reads nothing a sample would change); for search, the state of a playout.
 */
export function heuristicAction(given: ReadonlyGameState, actions: readonly Action[], rng: RngState): Action {
  // the bot reads the rules' own answers about the state (attack requirements, the format's modules),
  // whose functions take the engine's type; it changes nothing
  const state = given as GameState;
  const d = state.decision;
  if (!d) throw new RulesError('gameOver', 'heuristicAction: no decision to make: the game is over', '104.1');
  if (actions.length === 0) throw new RulesError('malformed', 'heuristicAction: actions must be the legal actions of the decision, not an empty list');
  const me = d.player;
  switch (d.kind) {
    case 'mulligan':
      return actions.find((a) => a.type === 'keep') as Action;
    case 'bottom':
    case 'discard': {
      const byCost = [...actions].sort((a, b) => ('card' in b ? manaValueOf(state, b.card) : 0) - ('card' in a ? manaValueOf(state, a.card) : 0));
      return byCost[0] as Action;
    }
    case 'priority':
      return priority(state, me, actions);
    case 'declareAttackers':
      return attack(state, me, actions);
    case 'declareBlockers':
      return block(state, actions, d.pending.entries.length);
    case 'startOfGame':
      return keepHandAction(state, me, actions) ?? beforeShuffleAction(state, me, actions) ?? conspiracyAction(state, me, actions) ?? (actions[randomInt(rng, actions.length)] as Action);
    case 'choose':
      return choiceAction(state, me, actions) ?? lossAction(state, me, actions) ?? opponentTargetAction(state, me, actions) ?? voteAction(state, me, actions) ?? colorAction(state, me, actions) ?? (actions[randomInt(rng, actions.length)] as Action);
    case 'assignDamage':
      return combatDamageAction(state, me, actions) ?? (actions[randomInt(rng, actions.length)] as Action);
    case 'putTrigger':
      return putTriggerAction(state, me, actions) ?? (actions[randomInt(rng, actions.length)] as Action);
  }
}

/**
 * The heuristic bot. It reads the game through one state sampled from its player's information
 * (`BotInput.sample`): everything it looks at — its own hand, permanents, attack requirements — is
 * the same in every such state, so it decides as it would on the real one without seeing anything
 * hidden. Any sample answers its questions alike, so a fixed seed leaves the bot's own PRNG to its
 * choices.
 */
export const heuristicBot: Bot = (input) => heuristicAction(input.sample(seedRng(0)), input.actions, input.rng);
