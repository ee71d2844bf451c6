/**
 * Async Mental Magic rule 8e: specifications. A player may say, for one ability of one card, which
 * categories of options (8) the engine tries first when it makes that ability's decisions for them
 * (8d). A specification is per ability, not per instance of it: every spell or ability of that card's
 * ability, for the rest of the game; a card with several abilities may have one for each. They are
 * public (8g).
 *
 * @module
 */
import type { Action } from '../../engine/actions.js';
import { findDefinition } from '../../engine/card-catalog.js';
import { entersAsCopyAbility } from '../../engine/copy.js';
import { asEntersChooseAbility } from '../../engine/entry-choices.js';
import { checkGameState } from '../../engine/arguments.js';
import { RulesError } from '../../engine/errors.js';
import { refuseAfterPeek } from './peek-hold.js';
import { emit } from '../../engine/log.js';
import { beginWorkingCopy, finishWorkingCopy } from '../../engine/working-copy.js';
import { shown } from '../../engine/json-schema.js';
import type { GameState, PlayerId, ReadonlyGameState } from '../../state/types.js';
import { CATEGORIES, mmData, type Category } from './data.js';
import { quoted } from '../../engine/quote.js';

/**
 * One ability of a card: its spell ability as it resolves (`spell`), its "as enters" ability (`as
 * enters`: "As ~ enters, choose …", CR 614.12a, or "you may have ~ enter as a copy", 707.9), or its
 * Nth triggered or activated ability, counted from 1 in the order of its Oracle text.
 */
export type AbilityName = 'spell' | 'as enters' | `triggered ${number}` | `activated ${number}`;

/**
 * The abilities of a card a specification may be for: the spell ability of an instant or sorcery, its
 * "as enters" ability (Sanctum Prelate's number, Traveler's Cloak's land type, Stunt Double's copy:
 * the choice it asks as the permanent enters, whatever puts it there), then its triggered abilities
 * and its activated abilities that are not mana abilities (those ask nothing of an opponent).
 */
export function specifiableAbilities(cardName: string): AbilityName[] {
  const def = findDefinition(cardName);
  if (!def) return [];
  const out: AbilityName[] = [];
  if (def.spell) out.push('spell');
  if (asEntersChooseAbility(def) || entersAsCopyAbility(def)) out.push('as enters');
  (def.triggered ?? []).forEach((_, i) => out.push(`triggered ${i + 1}`));
  (def.activated ?? []).forEach((a, i) => {
    if (!a.mana) out.push(`activated ${i + 1}`);
  });
  return out;
}

/** The key of a specification: the deciding seat, the card name and the ability (AMM 8e). */
export function specKey(player: PlayerId, cardName: string, ability: AbilityName): string {
  return `${player}|${cardName}|${ability}`;
}

/** The seat, card name and ability a {@link specKey} names. */
function specKeyParts(key: string): { player: PlayerId; card: string; ability: string } {
  const first = key.indexOf('|');
  const last = key.lastIndexOf('|');
  return { player: Number(key.slice(0, first)), card: key.slice(first + 1, last), ability: key.slice(last + 1) };
}

/**
 * The ability whose resolution or triggering asks the current decision, if any: the "as enters"
 * ability of a permanent entering (CR 614.12a, 707.9: its own, whatever spell or ability puts it onto
 * the battlefield), the resolving spell (`spell`) or ability, or the first triggered ability the
 * deciding player puts on the stack.
 */
export function askingAbility(state: GameState): { card: string; ability: AbilityName } | null {
  const d = state.decision;
  if (!d) return null;
  if (d.kind === 'choose' && d.choice.entering) return { card: d.choice.entering.card, ability: 'as enters' };
  if (d.kind === 'choose' && state.resolution) {
    const o = state.objects[state.resolution.object];
    if (!o || o.rule !== undefined || o.card === '') return null;
    if (o.kind !== 'ability') return { card: o.card, ability: 'spell' };
    return { card: o.card, ability: `${o.trigger ? 'triggered' : 'activated'} ${o.ability + 1}` };
  }
  if (d.kind === 'putTrigger') {
    const t = state.pendingTriggers.find((x) => x.controller === d.player && x.nextRound !== true); // one of this round (CR 603.3b)
    if (!t || t.rule !== undefined || t.card === '') return null;
    return { card: t.card, ability: `triggered ${t.ability + 1}` };
  }
  return null;
}

/** The categories a player specified for the ability asking the current decision, if any (AMM 8e). */
export function specificationFor(state: GameState, player: PlayerId): readonly Category[] | undefined {
  const asking = askingAbility(state);
  return asking ? mmData(state).specs[specKey(player, asking.card, asking.ability)] : undefined;
}

/**
 * The categories a player specified for the ability an option of the current decision is for (AMM 8e:
 * "on a per-ability basis"): an option putting one of their waiting triggered abilities on the stack
 * is that ability's (the decision offers the options of every ability waiting, CR 603.3b); any other
 * option is the asking ability's ({@link specificationFor}).
 */
export function specificationOf(state: GameState, player: PlayerId, action: Action): readonly Category[] | undefined {
  if (action.type !== 'putTrigger') return specificationFor(state, player);
  const t = state.pendingTriggers[action.index];
  if (!t || t.rule !== undefined || t.card === '') return undefined;
  return mmData(state).specs[specKey(player, t.card, `triggered ${t.ability + 1}`)];
}

/** The longest list of categories a specification may give (each category once is enough). */
const MAX_CATEGORIES = 64;

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
 */
export function specify(given: ReadonlyGameState, player: PlayerId, cardName: string, ability: AbilityName, categories: readonly Category[], untilTurn?: number): ReadonlyGameState {
  checkGameState(given, 'specify');
  // changed only in its working copy
  const state = given as GameState;
  if (!Number.isInteger(player) || !state.players[player]) throw new RulesError('malformed', `no player ${shown(player)}`);
  // AMM 9: specifications are stated before the peek
  refuseAfterPeek(state, player);
  const abilities = specifiableAbilities(cardName);
  if (abilities.length === 0) throw new RulesError('illegal', `AMM 8e: the engine implements no card named ${quoted(cardName)} with abilities`, 'AMM 8e');
  if (!abilities.includes(ability)) throw new RulesError('illegal', `AMM 8e: ${cardName} has no ability ${quoted(ability)}; it has: ${abilities.join(', ')}`, 'AMM 8e');
  if (!Array.isArray(categories) || categories.length > MAX_CATEGORIES) throw new RulesError('malformed', `AMM 8: a specification is a list of at most ${MAX_CATEGORIES} categories`, 'AMM 8');
  const bad = categories.find((c) => !CATEGORIES.includes(c));
  if (bad !== undefined) throw new RulesError('malformed', `AMM 8: no category ${quoted(bad)}`, 'AMM 8');
  if (untilTurn !== undefined) {
    if (!Number.isSafeInteger(untilTurn)) throw new RulesError('malformed', `AMM 8e: a specification lasts until the end of a turn, given by its number, not ${shown(untilTurn)}`, 'AMM 8e');
    if (untilTurn < state.turn.number) throw new RulesError('illegal', `AMM 8e: turn ${untilTurn} is over (this is turn ${state.turn.number}): a specification can last until the end of this turn or a later one`, 'AMM 8e');
    if (categories.length === 0) throw new RulesError('malformed', 'AMM 8e: a withdrawal has no duration', 'AMM 8e');
  }
  const work = beginWorkingCopy(state);
  const data = mmData(work);
  const key = specKey(player, cardName, ability);
  if (categories.length === 0) delete data.specs[key];
  else data.specs[key] = [...new Set(categories)];
  if (untilTurn !== undefined) data.specsUntil = { ...data.specsUntil, [key]: untilTurn };
  else if (data.specsUntil !== undefined && Object.hasOwn(data.specsUntil, key)) delete data.specsUntil[key];
  const lasting = untilTurn === undefined ? '' : ` until the end of turn ${untilTurn}`;
  emit(work, { type: 'specification', rule: 'AMM 8e', player, card: cardName, detail: `${ability}: ${categories.join(',') || 'withdrawn'}${lasting}` });
  return finishWorkingCopy(state, work);
}

/**
 * AMM 8e: the specifications whose duration ended with the turn before the one beginning lapse,
 * each logged as withdrawn (public, 8g). Run as a turn begins, before anyone decides anything.
 */
export function lapseSpecifications(state: GameState): void {
  const data = mmData(state);
  if (data.specsUntil === undefined) return;
  for (const [key, until] of Object.entries(data.specsUntil)) {
    if (until >= state.turn.number) continue;
    delete data.specsUntil[key];
    delete data.specs[key];
    const { player, card, ability } = specKeyParts(key);
    emit(state, { type: 'specification', rule: 'AMM 8e', player, card, detail: `${ability}: lapsed at the end of turn ${until}` });
  }
}
