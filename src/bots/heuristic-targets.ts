/**
 * How the heuristic bot aims its spells and triggered abilities (CR 115, 601.2c, 603.3d): each
 * target of an effect that hurts (damage, destruction, -N/-N, tapping, discarding…) is best one of
 * its opponents' things, and each target of an effect that helps (+N/+N, counters, life, cards,
 * untapping, regeneration…) one of its own; the more a thing is worth, the better a target it is,
 * and of opponents the one with the least life. An effect it cannot read counts as one that hurts,
 * so it aims it at opponents.
 *
 * @module
 */
import { characteristics } from '../engine/characteristics.js';
import type { CardDefinition } from '../cards/definition.js';
import type { Amount, Effect, Subject, TargetSpec } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';

/** Whether a target of an effect is best an opponent's (`harm`) or the bot's own (`help`). */
export type Stance = 'harm' | 'help';

/** The effects, by the field naming their subject, that help that subject; any other field of them hurts or says nothing. */
const HELPS: Readonly<Record<string, readonly string[]>> = {
  draw: ['who'], gainLife: ['who'], untap: ['what'], regenerate: ['what'], preventDamage: ['to'], becomeMonarch: ['who'],
  cantBeBlocked: ['what', 'creaturesOf'], token: ['who'], tokenCopy: ['who'], mustBeBlocked: ['what'], blockAnyNumber: ['what'],
  putOntoBattlefield: ['what'], scry: ['who'], fight: ['what'], attackDespiteDefender: ['creaturesOf'], putFromHand: ['who'],
};

/** The effects that help a card in a graveyard they name, returning it to a hand or the battlefield, and hurt a permanent. */
const RETURNS: ReadonlySet<string> = new Set(['bounce', 'putOntoBattlefield']);

/** The effects, by the field naming their subject, that hurt that subject. */
const HURTS: Readonly<Record<string, readonly string[]>> = {
  damage: ['to'], loseLife: ['who'], destroy: ['what'], exile: ['what'], bounce: ['what'], toLibrary: ['what'], tap: ['what'],
  discard: ['who'], mill: ['who'], sacrifice: ['who'], counterSpell: ['what'], exileUntil: ['what'], goad: ['what'],
  removeFromCombat: ['what'], cantBlock: ['what'], discardUnless: ['who'], handToLibraryTop: ['who'], fight: ['other'],
  attacksIfAble: ['what'], removeCounters: ['what'],
};

/** Whether a subject names target `index` (itself, or every target). */
function names(subject: unknown, index: number): boolean {
  if (Array.isArray(subject)) return subject.some((s) => names(s, index));
  return subject === 'eachTarget' || (typeof subject === 'object' && subject !== null && (subject as { target?: unknown }).target === index);
}

/** A fixed amount's sign: 1, -1, or 0 for none or one the bot cannot know before the effect resolves. */
function sign(amount: Amount | undefined): number {
  return typeof amount === 'number' ? Math.sign(amount) : 0;
}

/** How much an effect (and the effects inside it) hurts target `index`, a card in a graveyard if `inGraveyard`: positive hurts, negative helps. */
function harmTo(effect: Effect, index: number, inGraveyard: boolean): number {
  let harm = 0;
  const e = effect as Effect & Record<string, unknown>;
  for (const [field, value] of Object.entries(e)) {
    // the steps of "you may", "if you do" and "instead if" (a choice's `then` is a function, not steps)
    if ((field === 'then' || field === 'otherwise') && Array.isArray(value)) {
      for (const inner of value as readonly Effect[]) harm += harmTo(inner, index, inGraveyard);
      continue;
    }
    if (!names(value as Subject, index)) continue;
    if (effect.do === 'pump') harm -= sign(effect.power) + sign(effect.toughness) || 1;
    else if (effect.do === 'counters') harm += effect.counter === '-1/-1' ? 1 : -1;
    else if (inGraveyard && RETURNS.has(effect.do)) harm -= 1;
    else if (HURTS[effect.do]?.includes(field)) harm += 1;
    else if (HELPS[effect.do]?.includes(field)) harm -= 1;
  }
  return harm;
}

/**
 * Whether target `index` of these effects, chosen by `spec`, is best an opponent's or the bot's own:
 * helped if they help it more than they hurt it.
 */
export function stanceOf(effects: readonly Effect[], index: number, spec: TargetSpec | undefined): Stance {
  const inGraveyard = spec?.kind === 'object' && spec.zone === 'graveyard';
  return effects.reduce((n, e) => n + harmTo(e, index, inGraveyard), 0) < 0 ? 'help' : 'harm';
}

/**
 * Whether an Aura helps what it enchants (CR 303.4a): it gives it power and toughness, keywords or an
 * ability; one that does none of these (Pacifism's restrictions) hurts it.
 */
export function auraStance(def: CardDefinition): Stance {
  const helps = (def.statics ?? []).some((s) => (s.kind === 'grantKeywords' && s.affects === 'attached') || (s.kind === 'modifyPT' && s.affects === 'attached' && s.power + s.toughness > 0))
    || (def.activated ?? []).some((a) => a.grantedTo === 'attached');
  return helps ? 'help' : 'harm';
}

/** What a permanent is worth to its controller: twice its mana value, with a creature's power and toughness; at least 1. */
export function permanentValue(state: GameState, id: ObjectId): number {
  const c = characteristics(state, id);
  return Math.max(1, 2 * c.manaValue + Math.max(0, c.power ?? 0) + Math.max(0, c.toughness ?? 0));
}

/** Whether a target is another player or another player's object (by its controller). */
export function hostile(state: GameState, me: PlayerId, ref: Ref): boolean {
  if ('player' in ref) return ref.player !== me;
  return characteristics(state, ref.object).controller !== me;
}

/** How much a player or object is worth aiming at: an object by {@link permanentValue}, a player more the less life they have. */
function worth(state: GameState, ref: Ref): number {
  if ('player' in ref) return Math.max(1, 40 - (state.players[ref.player]?.life ?? 0)) / 4;
  return permanentValue(state, ref.object);
}

/** The score of one target well aimed: above the worth of any thing, so aiming well first, then at what is worth most. */
const AIMED = 1000;

/**
 * How good a choice of targets is for the bot, by each target's `stances` (the last one for any
 * targets past them, as "any number of target …" makes, CR 601.2c): for a target aimed as its stance
 * asks (one that hurts at an opponent's thing, one that helps at its own), {@link AIMED} and what the
 * target is worth; else minus that. No targets score 0, so a target aimed the wrong way is worse than
 * none ("up to one target").
 */
export function targetsScore(state: GameState, me: PlayerId, targets: readonly Ref[], stances: readonly Stance[]): number {
  let score = 0;
  targets.forEach((t, i) => {
    const stance = stances[Math.min(i, stances.length - 1)] ?? 'harm';
    const aimed = hostile(state, me, t) === (stance === 'harm');
    score += (aimed ? 1 : -1) * (AIMED + worth(state, t));
  });
  return score;
}

/** Whether every target of a choice is aimed as its stance asks (see {@link targetsScore}). */
export function allAimed(state: GameState, me: PlayerId, targets: readonly Ref[], stances: readonly Stance[]): boolean {
  return targets.every((t, i) => hostile(state, me, t) === ((stances[Math.min(i, stances.length - 1)] ?? 'harm') === 'harm'));
}

/** The stances found, by effects and target specs (a card's own lists, or a choice of modes' kept by `spellWithModes`). */
const known = new WeakMap<readonly Effect[], WeakMap<readonly TargetSpec[], readonly Stance[]>>();

/** The stances of the targets of effects, one for each of their target specs. */
export function stancesOf(effects: readonly Effect[], specs: readonly TargetSpec[]): readonly Stance[] {
  let bySpecs = known.get(effects);
  if (!bySpecs) known.set(effects, (bySpecs = new WeakMap()));
  let stances = bySpecs.get(specs);
  if (!stances) bySpecs.set(specs, (stances = specs.map((spec, i) => stanceOf(effects, i, spec))));
  return stances;
}
