/**
 * CR 608.2g Casting a spell while another resolves: "you may cast it without paying its mana cost"
 * (CR 118.9). The player follows the steps of casting (601.2a–i) in the middle of the resolution,
 * without receiving priority after; the spell becomes the topmost object of the stack and the
 * resolution goes on. Timing permissions based on the card's type are ignored; other restrictions
 * ("you can't cast …") still apply; X in the mana cost is 0 (CR 107.3b); additional costs are still
 * paid (CR 118.9d, 601.2b: Altar's Reap's sacrifice, a discard), and an optional one may be: a
 * multikicker cost, as many times as the player can pay its mana (CR 702.33c, Skitter of Lizards).
 * A land card can't be cast.
 * A copy of a card is created where the card is and cast from there (CR 707.12).
 *
 * Each decision is a choice of the resolution, so `legalActions` lists it: where to search, which
 * card, and which way to cast it (its modes and targets) or not at all.
 *
 * @module
 */
import { dividesX } from './601.2d-divided-damage.js';
import { findDefinition } from '../engine/card-catalog.js';
import { modeChoices } from '../cards/modes.js';
import type { Effect, EffectContext } from '../cards/types.js';
import { characteristics } from '../engine/characteristics.js';
import { emit } from '../engine/log.js';
import { targetCombinations } from '../engine/targets.js';
import type { GameState, ObjectId, PendingChoice, PlayerId, Ref } from '../state/types.js';
import { cardsSearched, createObject, isCurrent, moveObject, obj, shuffleLibrary } from '../zones/zones.js';
import { castRestricted, freeCastCost, manaValueRestricted, proposeSpell, spellBecomesCast, spellTargetSpecs } from './601-casting-spells.js';
import { canPayMana, manaSources, payMana } from '../engine/costs.js';
import { additionalPayments, payAdditional, type AdditionalPayment } from './601.2b-additional-costs.js';
import { mutableObject } from '../engine/working-copy.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** How a resolution step asks and remembers its choices (the resolver's own bookkeeping). */
export interface ResolutionIo {
  /** Asks a choice, or returns the answer already given. */
  ask(key: string, player: PlayerId, choice: PendingChoice): number[] | null;
  /** Whether a sub-step is done. */
  done(key: string): boolean;
  /** Marks a sub-step done. */
  markDone(key: string): void;
}

/** One way to cast a card: its modes, targets and the payment of its additional cost (CR 601.2b–c). */
export interface CastingWay {
  /** The chosen modes, ascending; empty for a spell without modes. */
  modes: number[];
  /** The targets, in the order of the spell's target specs. */
  targets: Ref[];
  /** How the spell's additional cost is paid, if it has one (CR 601.2b, 118.9d). */
  payment?: AdditionalPayment;
  /** How many times its multikicker cost is paid, if at all (CR 702.33c, 118.9d). */
  kicked?: number;
}

/** The zones a player may search for "search your hand and/or library", in the order offered. */
const SEARCH_ZONES: readonly (readonly ('hand' | 'library')[])[] = [['hand'], ['library'], ['hand', 'library'], []];
const SEARCH_LABELS = ['search your hand', 'search your library', 'search your hand and library', "don't search"];

/**
 * Every way `player` may cast `card` without paying its mana cost now, during a resolution (CR
 * 608.2g): none for a land or conspiracy card, a card the engine does not implement, one a rule
 * forbids them to cast, or one whose additional cost they can't pay; otherwise one per legal choice
 * of modes, targets, payment of the additional cost and number of times it is kicked (as many as
 * the player's mana can pay, CR 702.33c), with X 0.
 */
export function castingWays(state: GameState, player: PlayerId, card: ObjectId): CastingWay[] {
  const def = findDefinition(obj(state, card).card);
  const types = characteristics(state, card).types;
  if (!def || types.includes('Land') || types.includes('Conspiracy')) return [];
  if (castRestricted(state, player, card) !== null || manaValueRestricted(state, player, card, 0) !== null) return [];
  const payments: (AdditionalPayment | undefined)[] = additionalPayments(state, player, def.spell, card) ?? [undefined];
  // CR 118.9d, 702.33c: the multikicker cost may be paid any number of times the player's mana allows
  const kicks = [0];
  if (def.multikicker) {
    const sources = manaSources(state, player);
    while (kicks.length < 64 && canPayMana(state, player, freeCastCost(state, player, card, kicks.length), 0, null, sources)) kicks.push(kicks.length);
  }
  return modeChoices(def.spell).flatMap((modes) =>
    // X is 0: a spell dividing X among its targets (CR 601.2d) can be cast only with none
    targetCombinations(state, spellTargetSpecs(def.name, modes), player, card).filter((targets) => !dividesX(def.spell) || targets.length === 0).flatMap((targets) =>
      payments.flatMap((payment) => kicks.map((kicked): CastingWay => ({ modes, targets, ...(payment ? { payment } : {}), ...(kicked > 0 ? { kicked } : {}) })))));
}

/** A short description of a way to cast, for the choice's option. */
function describeWay(state: GameState, card: ObjectId, way: CastingWay): string {
  const name = obj(state, card).card;
  const modes = way.modes.length > 0 ? ` choosing mode${way.modes.length > 1 ? 's' : ''} ${way.modes.map((m) => m + 1).join(', ')}` : '';
  const targets = way.targets.map((t) => ('player' in t ? `player ${t.player}` : `${obj(state, t.object).card} (#${t.object})`));
  const paid = way.payment?.sacrifice !== undefined ? ` sacrificing ${obj(state, way.payment.sacrifice).card} (#${way.payment.sacrifice})`
    : way.payment?.discard !== undefined ? ` discarding ${obj(state, way.payment.discard).card} (#${way.payment.discard})` : '';
  const kicked = way.kicked ? ` kicked ${way.kicked} time${way.kicked > 1 ? 's' : ''}` : '';
  return `cast ${name}${modes}${targets.length > 0 ? ` targeting ${targets.join(', ')}` : ''}${paid}${kicked}`;
}

/**
 * Casts `card` (or a copy of it) the way chosen, paying nothing (CR 118.9, 601.2a–i). Returns the
 * spell on the stack.
 */
function castFree(state: GameState, player: PlayerId, card: ObjectId, way: CastingWay, copy: boolean): ObjectId {
  const o = obj(state, card);
  const from = o.zone;
  let id: ObjectId;
  if (copy) {
    // CR 707.12: the copy is created in the zone the card is in, then cast from there
    id = createObject(state, { kind: 'copy', card: o.card, owner: player, controller: player, zone: 'stack' });
    emit(state, { type: 'copyCard', rule: '707.12', player, object: id, card: o.card, detail: `copy of card ${card}` });
  } else {
    id = moveObject(state, card, 'stack', { controller: player, rule: '601.2a' });
  }
  proposeSpell(state, player, id, { targets: way.targets, x: 0, modes: way.modes, ...(dividesX(findDefinition(o.card)?.spell) ? { division: [] } : {}) }, from);
  if (way.payment?.sacrifice !== undefined) mutableObject(state, id).sacrificed = way.payment.sacrifice;
  if (way.kicked) mutableObject(state, id).kicked = way.kicked;
  emit(state, { type: 'castWithoutPaying', rule: '118.9', player, object: id, card: o.card });
  // CR 118.9d, 702.33c: the multikicker cost paid as many times as chosen, with mana (CR 601.2g–h)
  if (way.kicked) payMana(state, player, freeCastCost(state, player, id, way.kicked), 0);
  if (way.payment) payAdditional(state, player, way.payment);
  spellBecomesCast(state, player, id);
  return id;
}

/** Runs a `castWithoutPaying` step; false while it waits for a choice. */
export function castWithoutPayingStep(ctx: EffectContext, e: Extract<Effect, { do: 'castWithoutPaying' }>, key: string, io: ResolutionIo): boolean {
  const { state, controller } = ctx;
  let zones: readonly ('hand' | 'library')[] = [];
  let candidates: ObjectId[];
  if ('search' in e.from) {
    const where = io.ask(`${key}:where`, controller, { prompt: 'searchWhere', options: SEARCH_LABELS.map((label) => ({ label })), min: 1, max: 1, rule: '701.23' });
    if (!where) return false;
    zones = SEARCH_ZONES[where[0] as number] ?? [];
    const p = state.players[controller];
    const { match } = e.from;
    // a search of the library looks through what the format searches instead, if anything (AMM 2c)
    candidates = zones.flatMap((z) => (z === 'hand' ? p?.hand ?? [] : p ? cardsSearched(state, controller) : [])).filter((id) => match(ctx, id));
  } else {
    candidates = e.from.among(ctx).filter((id) => isCurrent(state, id));
  }
  let card: ObjectId | undefined = candidates.length === 1 ? candidates[0] : undefined;
  // a search of hidden zones asks which card is found whatever they hold, and may find none (CR
  // 701.23b): a choice that came only with two cards to find, and none with none, would tell the
  // other players what the player's hand and library hold (CR 401.2, 402.3)
  const searched = zones.length > 0;
  if (searched || candidates.length > 1) {
    const answer = io.ask(`${key}:card`, controller, {
      prompt: e.copy ? 'copyWhich' : 'castWhich', options: candidates.map((object) => ({ object })), min: searched ? 0 : 1, max: Math.min(1, candidates.length), rule: searched ? '701.23' : '608.2g',
    });
    if (!answer) return false;
    card = answer[0] === undefined ? undefined : candidates[answer[0]];
  }
  // after a search of hidden zones the choice to cast is asked whatever was found, if anything, and
  // offers only "don't cast" where nothing can be cast: a choice asked only of a card that can be
  // cast would tell the other players that much of the hand or library (CR 401.2, 402.3)
  if ((card !== undefined || searched) && !io.done(`${key}#cast`)) {
    const ways = card === undefined ? [] : castingWays(state, controller, card);
    if (ways.length > 0 || searched) {
      const options = [...ways.map((w) => ({ label: describeWay(state, card as ObjectId, w) })), { label: "don't cast" }];
      // CR 601.2g, 702.33c: a multikicker cost paid with mana lets its player activate mana abilities
      const paysMana = ways.length > 0 && findDefinition(obj(state, card as ObjectId).card)?.multikicker !== undefined ? { paysMana: true as const } : {};
      const answer = io.ask(`${key}:cast`, controller, { prompt: 'castWithoutPaying', options, min: 1, max: 1, rule: '608.2g', ...paysMana });
      if (!answer) return false;
      const way = ways[answer[0] as number];
      if (way) castFree(state, controller, card as ObjectId, way, e.copy === true);
    }
    io.markDone(`${key}#cast`);
  }
  // "If you searched your library this way, shuffle" — after the cast (Aether Searcher ruling)
  if (zones.includes('library')) shuffleLibrary(state, controller);
  return true;
}

/** The effect step of CR 608.2g: cast a card without paying its mana cost as the effect resolves. */
export const castingWhileResolvingEffects: RuleEffects = {
  steps: {
    castWithoutPaying: (run, e, key, io) => castWithoutPayingStep(run, e, key, io),
  },
};

/** The lines of casting and copying while a spell resolves (CR 608.2g, 707.12). */
export const castingWhileResolvingEvents: RuleEventProse<'castWithoutPaying' | 'copyCard'> = {
  castWithoutPaying: (e, say) => `${say.player(e.player)} casts ${say.card(e)} without paying its mana cost`,
  copyCard: (e, say) => `${say.player(e.player)} copies ${say.card(e)}`,
};
