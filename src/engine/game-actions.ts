/**
 * The basic things that happen to objects and players, shared by effects, costs and rules:
 * damage (CR 120), life (CR 119), destroy (CR 701.8), sacrifice (CR 701.21), tapping (CR 701.26),
 * counters (CR 122), tokens (CR 111), continuous effects (CR 611) and leaving the game (CR 800.4a).
 *
 * @module
 */
import type { Keyword } from '../cards/types.js';
import type { ContinuousEffect, Duration, GameState, HeldDeclaration, ObjectId, PlayerId, Ref, WritableGameObject } from '../state/types.js';
import { ceaseToExist, createObject, moveObject, obj, onBattlefield, publicCardName } from '../zones/zones.js';
import { leavingTogether, recordingAhead } from '../zones/last-known.js';
import { derivedDataChanged, mutableObject, mutableStatus } from './working-copy.js';
import { PLAIN_ENTRY, type ChosenOnEntry, type Entering } from './entry-choices.js';
import { battlefieldStatics } from './battlefield-statics.js';
import { characteristics, definitionOf, hasKeyword } from './characteristics.js';
import { formatOf, modulesWith } from './format.js';
import { emit } from './log.js';
import { removeFromCombat } from './removed-from-combat.js';
import { applyPrevention, planPrevention, regenerate, type DamageEvent } from './replacement.js';
import { endRuleEffects } from './rule-effects.js';
import { checkCounterStateTriggers, fireTriggers } from './triggers.js';
import { cardTriggersOn, commandZoneGrantsTrigger } from './abilities.js';

/**
 * A source deals damage to a player or a permanent (CR 120.3). Damage to a player causes life
 * loss; to a creature it is marked; to a planeswalker it removes loyalty. Deathtouch (CR 702.2b)
 * and lifelink (CR 702.15b) of the source apply. Returns the damage actually dealt.
 *
 * Prevention and redirection effects apply first (CR 614.9, 615): those of `shieldOrder` in that
 * order, as the affected player chose it (CR 616.1), then any others in timestamp order — a caller
 * that lets a player choose asks with {@link planPrevention} before the damage is dealt. `shieldCaps`
 * limits what a shield prevents of this damage: its share among damage from several sources dealt at
 * once, as the affected player chose it (CR 615.7). Damage dealt together with other damage goes
 * through {@link dealDamageAtOnce}.
 */
export function dealDamage(state: GameState, source: ObjectId, intended: Ref, dealt: number, combat: boolean, shieldOrder: readonly number[] = [], shieldCaps?: ReadonlyMap<number, number>): number {
  const done = dealOneDamage(state, source, intended, dealt, combat, shieldOrder, shieldCaps);
  if (done.lifelinkTo !== null) gainLife(state, done.lifelinkTo, done.amount, '702.15b');
  damageDealtAtOnce(state);
  return done.amount;
}

/** Lets the format's rules finish the damage just dealt at the same time (a rule module's `damageDealtAtOnce`). */
function damageDealtAtOnce(state: GameState): void {
  for (const m of modulesWith(state, 'damageDealtAtOnce')) m.damageDealtAtOnce(state);
}

/** One of several damage events dealt at the same time, as {@link dealDamageAtOnce} takes them. */
export interface DamageDealt {
  /** The source of the damage. */
  source: ObjectId;
  /** The player or permanent it would be dealt to. */
  to: Ref;
  /** The damage, before prevention and replacement. */
  amount: number;
  /** Combat damage (CR 510.2). */
  combat: boolean;
  /** The prevention and redirection effects in the order the affected player chose (CR 616.1). */
  shieldOrder?: readonly number[];
  /** What each shield divided among several sources may prevent of this damage (CR 615.7). */
  shieldCaps?: ReadonlyMap<number, number> | undefined;
}

/**
 * Deals damage events at the same time (combat damage, CR 510.2; one step of a resolving effect,
 * 608.2f), each as {@link dealDamage} deals it. A source with lifelink that deals damage to several
 * recipients at once causes one life gain event of all that damage; each source causes its own
 * (CR 702.15b, 702.15e, 119.9). Returns the damage actually dealt by each event.
 */
export function dealDamageAtOnce(state: GameState, events: readonly DamageDealt[]): number[] {
  const gains = new Map<ObjectId, { controller: PlayerId; amount: number }>();
  const dealt = events.map((e) => {
    const done = dealOneDamage(state, e.source, e.to, e.amount, e.combat, e.shieldOrder ?? [], e.shieldCaps);
    if (done.lifelinkTo !== null) {
      const gain = gains.get(e.source);
      if (gain) gain.amount += done.amount;
      else gains.set(e.source, { controller: done.lifelinkTo, amount: done.amount });
    }
    return done.amount;
  });
  for (const gain of gains.values()) gainLife(state, gain.controller, gain.amount, '702.15b');
  damageDealtAtOnce(state);
  return dealt;
}

/** What {@link dealOneDamage} returns for damage that is not dealt. */
const NO_DAMAGE: { readonly amount: number; readonly lifelinkTo: PlayerId | null } = Object.freeze({ amount: 0, lifelinkTo: null });

/**
 * Deals one damage event (see {@link dealDamage}) but for its lifelink: returns the damage dealt and
 * the player its source's lifelink makes gain that much life (CR 702.15b), or null.
 */
function dealOneDamage(state: GameState, source: ObjectId, intended: Ref, dealt: number, combat: boolean, shieldOrder: readonly number[], shieldCaps?: ReadonlyMap<number, number>): { amount: number; lifelinkTo: PlayerId | null } {
  if (dealt <= 0) return NO_DAMAGE;
  // CR 614.9, 615, 616.1: prevention shields, redirections and protection (702.16e), in the order the affected player chose
  const { left: amount, to } = prevent(state, { source, to: intended, amount: dealt, combat }, shieldOrder, shieldCaps);
  if (amount <= 0) return NO_DAMAGE;
  const src = obj(state, source);
  const sourceController = characteristics(state, source).controller;
  // CR 608.2h, 702.2b, 702.15b: a source that left the battlefield (Pitchburn Devils' dying damage)
  // deals damage as it last existed there, with the deathtouch and lifelink it had then
  const lifelink = hasKeyword(state, source, 'lifelink');
  const deathtouch = hasKeyword(state, source, 'deathtouch');
  if ('player' in to) {
    const p = state.players[to.player];
    if (!p?.inGame) return NO_DAMAGE;
    if (!dealtByFormat(state, source, to, amount, combat)) {
      p.life -= amount;
      emit(state, { type: 'damage', rule: combat ? '510.2' : '120.3a', object: source, toPlayer: to.player, amount, card: src.card });
    }
    if (combat) fireTriggers(state, { event: 'dealsCombatDamageToPlayer', object: source, player: to.player, amount });
  } else if (!onBattlefield(state, to.object)) {
    return NO_DAMAGE;
  } else {
    const c = characteristics(state, to.object);
    if (!dealtByFormat(state, source, to, amount, combat)) {
      // damage marked on a creature is no characteristic (CR 120.3e): its characteristics stay remembered
      const target = c.types.includes('Planeswalker') ? mutableObject(state, to.object) : mutableStatus(state, to.object);
      if (c.types.includes('Planeswalker')) {
        target.counters.loyalty = Math.max(0, (target.counters.loyalty ?? 0) - amount);
        emit(state, { type: 'damage', rule: '120.3c', object: source, to: to.object, amount, card: src.card });
      }
      if (c.types.includes('Creature')) {
        target.damage += amount;
        if (deathtouch) target.deathtouched = true;
        emit(state, { type: 'damage', rule: combat ? '510.2' : '120.3e', object: source, to: to.object, amount, card: src.card });
      }
    }
    // CR 120.3: damage a format deals its own way (Magic Tech's armor and structure) is still dealt
    // to the creature, and "whenever ~ deals damage to a creature" sees it
    if (c.types.includes('Creature')) {
      // only a source whose own ability watches for it can see this event ("whenever ~ deals damage to a creature")
      if (cardTriggersOn(state, source, 'dealsDamageToCreature')) fireTriggers(state, { event: 'dealsDamageToCreature', object: source, player: null, amount });
      if (combat) fireTriggers(state, { event: 'dealsCombatDamageToCreature', object: source, player: null, amount, recipient: to.object });
    }
  }
  // the event's player is the player dealt the damage, if any ("deals damage to a player")
  fireTriggers(state, { event: 'dealsDamage', object: source, player: 'player' in to ? to.player : null, amount });
  return { amount, lifelinkTo: lifelink ? sourceController : null };
}

/**
 * Applies prevention and redirection effects to damage about to be dealt (CR 614.9, 615.6–615.7);
 * returns the damage left and whom it is dealt to.
 */
function prevent(state: GameState, e: DamageEvent, shieldOrder: readonly number[], caps?: ReadonlyMap<number, number>): { left: number; to: Ref } {
  const order = [...shieldOrder];
  let plan = planPrevention(state, e, order, new Map(), caps);
  for (let next = plan.choice?.[0]; next; next = plan.choice?.[0]) {
    order.push(next.id);
    plan = planPrevention(state, e, order, new Map(), caps);
  }
  applyPrevention(state, e.source, e.to, e.amount, plan.steps);
  return { left: plan.left, to: plan.to };
}

/** Whether a rule module of the format has dealt this damage its own way (a rule module's `applyDamage`). */
function dealtByFormat(state: GameState, source: ObjectId, to: Ref, amount: number, combat: boolean): boolean {
  for (const m of formatOf(state).damageModules) if (m.applyDamage?.(state, source, to, amount, combat)) return true;
  return false;
}

/** Whether a rule module of the format has changed this life total its own way (a rule module's `changeLife`). */
function lifeChangedByFormat(state: GameState, player: PlayerId, amount: number, rule: string): boolean {
  for (const m of formatOf(state).lifeModules) if (m.changeLife?.(state, player, amount, rule)) return true;
  return false;
}

/**
 * A permanent whose static ability replaces every life gain with none ("If a player would gain life,
 * that player gains no life instead", CR 614.1a), if there is one. Read only when life would be gained.
 */
function gainsNoLifeSource(state: GameState): ObjectId | undefined {
  return battlefieldStatics(state, 'gainsNoLife')[0]?.source;
}

/** A player gains life (CR 119.3). */
export function gainLife(state: GameState, player: PlayerId, amount: number, rule = '119.3'): void {
  const p = state.players[player];
  if (!p?.inGame || amount <= 0) return;
  const replacedBy = gainsNoLifeSource(state);
  if (replacedBy !== undefined) {
    // CR 614.1a, 119.10: "that player gains no life instead"
    emit(state, { type: 'noLifeGain', rule: '614.1a', player, amount, object: replacedBy, card: obj(state, replacedBy).card });
    return;
  }
  if (lifeChangedByFormat(state, player, amount, rule)) return;
  p.life += amount;
  emit(state, { type: 'gainLife', rule, player, amount });
}

/** A player loses life (CR 119.3). */
export function loseLife(state: GameState, player: PlayerId, amount: number, rule = '119.3'): void {
  const p = state.players[player];
  if (!p?.inGame || amount <= 0) return;
  if (lifeChangedByFormat(state, player, -amount, rule)) return;
  p.life -= amount;
  emit(state, { type: 'loseLife', rule, player, amount });
}

/**
 * Moves a permanent to its owner's graveyard, firing "dies" triggers: any permanent put into a
 * graveyard from the battlefield dies, a creature or not (CR 700.4). Returns the new id.
 */
export function putIntoGraveyard(state: GameState, id: ObjectId, rule: string): ObjectId {
  const newId = putIntoGraveyardQuietly(state, id, rule);
  fireTriggers(state, { event: 'dies', object: id, player: null, amount: 0 });
  return newId;
}

/**
 * Moves a permanent to its owner's graveyard without checking "dies" triggers yet: for permanents
 * that leave together, whose triggers are checked afterwards with {@link fireDiesTogether}.
 */
export function putIntoGraveyardQuietly(state: GameState, id: ObjectId, rule: string): ObjectId {
  const newId = moveObject(state, id, 'graveyard', { rule });
  // whether it was a creature: as it last existed on the battlefield (CR 608.2h)
  if (characteristics(state, id).types.includes('Creature')) state.history.creaturesDied++;
  return newId;
}

/**
 * Checks "dies" triggers for permanents that were put into graveyards at the same time (see
 * {@link leavingTogether}), each seeing the others (CR 603.10a): each of them died, a creature or
 * not (CR 700.4).
 */
export function fireDiesTogether(state: GameState, died: readonly ObjectId[]): void {
  // those of them that can see the others die (CR 603.10a), found once rather than once per death
  const watching = died.length > 1 && !commandZoneGrantsTrigger(state, 'dies') ? died.filter((id) => cardTriggersOn(state, id, 'dies')) : died;
  for (const id of died) fireTriggers(state, { event: 'dies', object: id, player: null, amount: 0 }, watching);
}

/** Destroys a permanent (CR 701.8), unless it is indestructible (CR 702.12b). */
export function destroy(state: GameState, id: ObjectId, rule = '701.8', together = false, noRegeneration = false): boolean {
  if (!onBattlefield(state, id)) return false;
  if (hasKeyword(state, id, 'indestructible')) return false;
  // CR 701.19a: regeneration replaces destruction, unless it "can't be regenerated" (CR 701.19c)
  if (!noRegeneration && regenerate(state, id)) return false;
  if (together) putIntoGraveyardQuietly(state, id, rule);
  else putIntoGraveyard(state, id, rule);
  return true;
}

/**
 * Destroys permanents at the same time (CR 701.8), checking "dies" triggers once all have moved; with
 * `noRegeneration`, they can't be regenerated (CR 701.19c).
 */
export function destroyAll(state: GameState, ids: readonly ObjectId[], rule = '701.8', noRegeneration = false): void {
  // CR 603.10a: each leaves with its last known information as it was with all of them still there
  // (a land that a Zendikon made a creature, destroyed with the Zendikon, dies)
  const died = leavingTogether(state, ids, () => ids.filter((id) => destroy(state, id, rule, true, noRegeneration)));
  fireDiesTogether(state, died);
}

/** Sacrifices a permanent (CR 701.21): indestructible does not stop it. */
export function sacrifice(state: GameState, id: ObjectId): void {
  if (!onBattlefield(state, id)) return;
  putIntoGraveyard(state, id, '701.21');
}

/**
 * A player discards a card from their hand (CR 701.9): it goes to the graveyard, the event names it
 * by its new public id, never by its hidden id in the hand (CR 400.2), and "whenever a player
 * discards a card" abilities trigger. Returns the card's id in the graveyard.
 */
export function discard(state: GameState, player: PlayerId, id: ObjectId, rule = '701.9'): ObjectId {
  const discarded = moveObject(state, id, 'graveyard', { rule });
  emit(state, { type: 'discard', rule, player, object: discarded, card: obj(state, discarded).card });
  fireTriggers(state, { event: 'discards', object: discarded, player, amount: 0 });
  return discarded;
}

/** Exiles an object (CR 701.13). */
export function exile(state: GameState, id: ObjectId): ObjectId {
  return moveObject(state, id, 'exile', { rule: '701.13' });
}

/** Puts a permanent onto the battlefield under a controller, as a copy if `copy` says (CR 707.9), and fires "enters" triggers (CR 603.6a). */
export function putOntoBattlefield(state: GameState, id: ObjectId, controller: PlayerId, rule: string, tapped = false, entering: Entering = PLAIN_ENTRY): ObjectId {
  return putOntoBattlefieldTogether(state, [{ id, entering }], controller, rule, tapped)[0] as ObjectId;
}

/**
 * Puts permanents onto the battlefield at the same time under a controller (or each under the
 * controller its entry names, when `controller` is null), each as a copy if its entry says (CR
 * 707.9): all of them move first, then each is entered, so that the "enters" abilities of each see
 * the others enter (CR 603.6a). An instant or sorcery card remains in its zone (CR 400.4a: a Magic
 * Tech card deployed face down, exiled and returned by Glimmerpoint Stag). Returns the new ids, in
 * order, and a card that remained its own id.
 */
export function putOntoBattlefieldTogether(
  state: GameState, entries: readonly { id: ObjectId; entering: Entering; controller?: PlayerId }[], controller: PlayerId | null, rule: string, tapped = false,
): ObjectId[] {
  const remaining = new Set(entries.filter(({ id }) => remainsOffBattlefield(state, id)).map(({ id }) => id));
  const results = entries.map(({ id, entering: { copy, chosen }, controller: own }) => {
    if (remaining.has(id)) return id;
    const newId = moveObject(state, id, 'battlefield', { controller: controller ?? own ?? obj(state, id).owner, rule, tapped });
    // CR 614.12a: what was chosen as it entered, made before it entered (engine/entry-choices.ts)
    if (chosen) recordChosen(state, newId, chosen);
    if (copy) {
      // CR 707.9, 614.1c: it enters as a copy, so its own enters abilities are the copied ones; the copy
      // effect applies before any other replacement effect on its entering (CR 616.1c), and those are
      // then checked against the copy (CR 616.1f): what it enters with is judged in enteredBattlefield
      mutableObject(state, newId).copyOf = copy;
      emit(state, { type: 'copy', rule: '707.2', object: newId, card: copy.card, player: obj(state, newId).controller });
    }
    return newId;
  });
  const moved = results.filter((id) => !remaining.has(id));
  for (const id of moved) enteredBattlefield(state, id, moved);
  return results;
}

/**
 * Whether a card that would enter the battlefield remains in its zone instead (CR 400.4a): an
 * instant or sorcery card, with a log event saying so.
 */
function remainsOffBattlefield(state: GameState, id: ObjectId): boolean {
  const o = obj(state, id);
  const types = characteristics(state, id).types;
  if (o.kind !== 'card' || !(types.includes('Instant') || types.includes('Sorcery'))) return false;
  // CR 400.2: a card in a hand or library is named to its owner only
  const hidden = o.zone === 'hand' || o.zone === 'library';
  emit(state, { type: 'remainsInZone', rule: '400.4a', player: o.owner, object: id, card: o.card, zone: o.zone, ...(hidden ? { visibleTo: [o.owner] } : {}) });
  return true;
}

/** Records on a permanent what its "as enters, choose" ability chose (CR 614.12a), with a log event. */
export function recordChosen(state: GameState, id: ObjectId, chosen: ChosenOnEntry): void {
  const o = mutableObject(state, id);
  if (chosen.number !== undefined) o.chosenNumber = chosen.number;
  if (chosen.landType !== undefined) o.chosenLandType = chosen.landType;
  emit(state, { type: 'chosenOnEntry', rule: '614.12a', object: id, card: o.card, player: o.controller, detail: chosen.landType ?? String(chosen.number) });
}

/**
 * What happens as any permanent enters: statics that make it enter tapped or with counters, then
 * "enters" triggers. `entering` are the permanents entering at the same time, `id` among them.
 */
export function enteredBattlefield(state: GameState, id: ObjectId, entering: readonly ObjectId[] = [id]): void {
  const o = mutableObject(state, id);
  const def = definitionOf(o);
  for (const s of def?.statics ?? []) {
    // CR 614.1c: "enters tapped" and "enters with counters" modify how it enters; with X 0 (kicked no
    // time, no tapped land) it enters with no counter, and a kind with none is no entry (CR 122.1)
    if (s.kind === 'entersTapped') o.tapped = true;
    else if (s.kind === 'entersWithCounters') {
      const amount = typeof s.amount === 'number' ? s.amount : s.amount(state, id, entering);
      if (amount > 0) enteredWithCounters(state, o, s.counter, amount, '614.1c');
    }
  }
  const printed = def?.printed;
  // CR 306.5b: a planeswalker's intrinsic "enters with" its printed loyalty (a replacement effect, 614.1c)
  if (printed && 'loyalty' in printed && printed.loyalty !== null) enteredWithCounters(state, o, 'loyalty', Number(printed.loyalty), '306.5b');
  for (const m of modulesWith(state, 'permanentEntering')) m.permanentEntering(state, id);
  fireTriggers(state, { event: 'entersBattlefield', object: id, player: null, amount: 0 });
}

/**
 * Gives a permanent entering the battlefield `amount` counters of `kind` (CR 614.1c, 122.6), put on
 * by its controller (122.6a), logged with the rule of the ability that gives them.
 */
export function enteredWithCounters(state: GameState, o: WritableGameObject, kind: string, amount: number, rule: string): void {
  o.counters[kind] = (o.counters[kind] ?? 0) + amount;
  emit(state, { type: 'counters', rule, player: o.controller, object: o.id, card: o.card, amount, detail: kind });
}

/**
 * Creates tokens (CR 111.1, 701.7) under a player's control, with the power and toughness `pt` if the
 * effect defines them (an "X/X" token, CR 111.3); returns their ids.
 */
export function createTokens(state: GameState, tokenName: string, count: number, controller: PlayerId, pt?: { power: number; toughness: number }): ObjectId[] {
  const out: ObjectId[] = [];
  if (!state.players[controller]?.inGame) return out; // CR 800.4b
  for (let i = 0; i < count; i++) {
    const id = createObject(state, { kind: 'token', card: tokenName, owner: controller, zone: 'battlefield' });
    // CR 111.3: the power and toughness the creating effect defines are the token's copiable values
    if (pt) mutableObject(state, id).copyOf = { card: tokenName, keywords: [], power: pt.power, toughness: pt.toughness };
    emit(state, { type: 'createToken', rule: '111.1', player: controller, object: id, card: tokenName });
    enteredBattlefield(state, id);
    out.push(id);
  }
  return out;
}

/** Taps a permanent (CR 701.26a). */
export function tap(state: GameState, id: ObjectId): void {
  if (obj(state, id).tapped) return;
  mutableStatus(state, id).tapped = true;
}

/** Untaps a permanent (CR 701.26b). */
export function untap(state: GameState, id: ObjectId): void {
  if (!obj(state, id).tapped) return;
  mutableStatus(state, id).tapped = false;
}

/**
 * Takes `amount` counters of `kind` off an object already being changed (`mutableObject`): a kind of
 * which none are left is no entry, as an object has counters of a kind only while there are some
 * (CR 122.1), so a state and its views never show "0 counters".
 */
export function takeCounters(o: WritableGameObject, kind: string, amount: number): void {
  const left = (o.counters[kind] ?? 0) - amount;
  if (left > 0) o.counters[kind] = left;
  else delete o.counters[kind];
}

/** Puts counters on a permanent (CR 122.1). */
export function addCounters(state: GameState, id: ObjectId, kind: string, amount: number): void {
  if (amount <= 0) return;
  const o = mutableObject(state, id);
  o.counters[kind] = (o.counters[kind] ?? 0) + amount;
  emit(state, { type: 'counters', rule: '122.1', object: id, amount, detail: kind });
  checkCounterStateTriggers(state, id);
}

/** Removes every counter of a kind, or of every kind when none is named, from a permanent (CR 122). */
export function removeCounters(state: GameState, id: ObjectId, kind?: string): void {
  const o = mutableObject(state, id);
  for (const k of Object.keys(o.counters)) {
    if (kind !== undefined && k !== kind) continue;
    const n = o.counters[k] ?? 0;
    delete o.counters[k];
    if (n > 0) emit(state, { type: 'removeCounters', rule: '122.1', object: id, amount: n, detail: k });
  }
}

/** Adds a continuous effect from a resolving spell or ability (CR 611.2), locked to its objects. */
export function addEffect(state: GameState, e: Omit<ContinuousEffect, 'id' | 'timestamp'>): void {
  const add = () => {
    state.effects.push({ ...e, id: state.nextEffectId++, timestamp: state.nextTimestamp++ });
  };
  if (e.change.kind === 'control') changingControl(state, e.affected, add);
  else add();
}

/**
 * Changes the control-changing effects (`change`), then, for each permanent of `ids` whose controller
 * that changed, logs that its new controller gains control of it (CR 613.1b) — as an effect begins,
 * ends, or ends with the player it gave control to leaving the game — and marks it as having just
 * come under that player's control: it can't attack or use its {T} abilities until that player's
 * next turn begins, unless it has haste (CR 302.6).
 */
function changingControl(state: GameState, ids: readonly ObjectId[], change: () => void): void {
  const before = ids.map((id) => (onBattlefield(state, id) ? characteristics(state, id).controller : null));
  change();
  ids.forEach((id, i) => {
    if (before[i] === null || !onBattlefield(state, id)) return;
    const now = characteristics(state, id).controller;
    if (now === before[i]) return;
    // a face-down permanent is not named: only its controller may look at it (CR 708.5)
    emit(state, { type: 'gainControl', rule: '613.1b', player: now, object: id, card: publicCardName(state, id) ?? '' });
    if (!obj(state, id).sick) mutableStatus(state, id).sick = true;
    removeFromCombat(state, id); // CR 506.4: a permanent whose controller changes is removed from combat
  });
}

/** Adds "gets +N/+N and gains keywords until end of turn" to an object (CR 611.2, 613.4c). */
export function pump(state: GameState, id: ObjectId, power: number, toughness: number, keywords: readonly Keyword[], source: ObjectId, controller: PlayerId, duration: Duration): void {
  if (power !== 0 || toughness !== 0) {
    addEffect(state, { affected: [id], change: { kind: 'modifyPT', power, toughness }, duration, source, controller });
  }
  if (keywords.length > 0) {
    addEffect(state, { affected: [id], change: { kind: 'addKeywords', keywords: [...keywords] }, duration, source, controller });
  }
}

/**
 * Ends the effects whose duration is over, by a predicate on the duration (CR 514.2, 611.2b). A
 * permanent whose control-changing effect ends comes back under its previous controller's control
 * (CR 302.6), or is exiled if that player has left the game (CR 800.4c).
 */
export function endEffects(state: GameState, over: (d: Duration) => boolean): void {
  endRuleEffects(state, over);
  if (state.effects.length === 0) return;
  const kept = state.effects.filter((e) => !over(e.duration));
  if (kept.length === state.effects.length) return;
  const controlled = state.effects.filter((e) => e.change.kind === 'control' && !kept.includes(e)).flatMap((e) => e.affected);
  if (controlled.length === 0) {
    state.effects = kept;
    return;
  }
  changingControl(state, controlled, () => {
    state.effects = kept;
  });
  exileControlledByLeftPlayers(state, controlled);
}

/**
 * CR 800.4c: each permanent of `ids` whose control-changing effects ended, with no effect left giving
 * it to a player in the game, and whose default controller has left the game, is exiled.
 */
function exileControlledByLeftPlayers(state: GameState, ids: readonly ObjectId[]): void {
  for (const id of new Set(ids)) {
    if (onBattlefield(state, id) && !state.players[characteristics(state, id).controller]?.inGame) moveObject(state, id, 'exile', { rule: '800.4c' });
  }
}

/**
 * Players leave the game at the same time (CR 800.4a): one who concedes, or players who lose together
 * (CR 104.3, 704.3). Each leaves (see {@link removeFromGame}); then what the rules do as a player
 * leaves is done for each, once all of them are out, so that it sees every one of them gone (CR
 * 725.4: "If the active player is leaving the game", the monarch's title passes on to the next
 * player, not to them).
 */
export function leaveGameTogether(state: GameState, players: readonly PlayerId[]): void {
  const leaving = players.filter((player) => state.players[player]?.inGame);
  for (const player of leaving) removeFromGame(state, player);
  // CR 603.8: a state trigger of theirs that ceased to exist on the stack, or was never put on it
  // (800.4a, 800.4d), has left it: its source, still on the battlefield under another player's control
  // with its state still true (Deadly Designs back with its owner), triggers again
  if (leaving.length > 0) for (const id of [...state.battlefield]) checkCounterStateTriggers(state, id);
  // what rules do as the players leave, such as passing on the monarch's title (CR 725.4)
  for (const player of leaving) for (const m of formatOf(state).modules) m.playerLeft?.(state, player);
}

/** A declaration in progress without the creatures no longer on the battlefield, nor the blocks of attackers no longer there (CR 800.4a). */
function withoutLeft(state: GameState, d: HeldDeclaration): HeldDeclaration {
  const entries = d.pending.entries.filter((e) => state.battlefield.includes(e.id) && (e.blocks === null || state.battlefield.includes(e.blocks)));
  return entries.length === d.pending.entries.length ? d : { ...d, pending: { entries } };
}

/**
 * The permanents whose last known information is recorded as `player` leaves the game (CR 800.4a,
 * 603.10a), once they are out of it and the control effects they benefited from have ended: those
 * that leave with them, the permanents they own and those whose controller is out of the game, which
 * is the only information of this kind anything reads (as each leaves). Without control-changing
 * effects (layer 2) a permanent's controller is the one recorded on it, and none of those leaving
 * changes it; with some, every permanent. None with fewer than two permanents on the battlefield,
 * where no permanent that leaves can see another leave (each is then read as it leaves).
 */
function permanentsLeavingWith(state: GameState, player: PlayerId): ObjectId[] {
  if (state.battlefield.length < 2) return [];
  if (state.effects.some((e) => e.change.kind === 'control')) return state.battlefield.slice();
  return state.battlefield.filter((id) => {
    const o = obj(state, id);
    return o.owner === player || !state.players[o.controller]?.inGame;
  });
}

/**
 * A player leaves the game (CR 800.4a), before the rules do what they do as a player leaves: objects
 * they own leave the game, control effects they benefit from end, objects they control on the stack
 * cease to exist, and what they still control is exiled.
 */
function removeFromGame(state: GameState, player: PlayerId): void {
  const p = state.players[player];
  if (!p?.inGame) return;
  // CR 117.4: a pass by the leaving player no longer counts among the players who passed in succession
  const t = state.turn;
  for (let q = t.priority, seen = 0, k = 0; q !== null && seen < t.passes && k < state.players.length; k++) {
    q = (q - 1 + state.players.length) % state.players.length;
    if (!state.players[q]?.inGame) continue;
    if (q === player) {
      t.passes--;
      break;
    }
    seen++;
  }
  p.inGame = false;
  derivedDataChanged(state); // what is attached to the player, mana sources it controlled
  // CR 800.4a, 302.6: what they controlled by these effects comes back under another player's control
  const ending = state.effects.filter((e) => e.change.kind === 'control' && e.change.player === player);
  changingControl(state, ending.flatMap((e) => e.affected), () => {
    state.effects = state.effects.filter((e) => !ending.includes(e));
  });
  // the permanents that leave with the player leave at the same time (CR 800.4a, 603.10a): each
  // with its last known information from before any of them left
  // CR 708.9: the face-down permanents and spells they own are revealed to all players as they leave
  for (const list of [state.battlefield, state.stack]) {
    for (const id of list) {
      const o = obj(state, id);
      if (o.owner === player && o.faceDown) emit(state, { type: 'reveal', rule: '708.9', player, object: id, card: o.card, detail: 'as its owner leaves the game' });
    }
  }
  recordingAhead(state, permanentsLeavingWith(state, player), () => {
    for (const list of [state.battlefield, state.stack, state.exile, state.command]) {
      for (const id of [...list]) if (obj(state, id).owner === player) ceaseToExist(state, id);
    }
    for (const list of [p.library, p.hand, p.graveyard, p.sideboard]) for (const id of [...list]) ceaseToExist(state, id);
    // spells and abilities it controlled not represented by cards cease to exist; the rest it
    // controlled (another player's card cast as a spell, permanents) is exiled
    for (const id of [...state.stack]) {
      const o = obj(state, id);
      if (o.controller !== player) continue;
      if (o.kind === 'card') moveObject(state, id, 'exile', { rule: '800.4a' });
      else ceaseToExist(state, id);
    }
    // what it still controls is exiled (CR 800.4a), and so is what came back to a default controller
    // who left the game before, as the effects giving it to this player ended (CR 800.4c)
    for (const id of [...state.battlefield]) {
      const controller = characteristics(state, id).controller;
      if (!state.players[controller]?.inGame) moveObject(state, id, 'exile', { rule: controller === player ? '800.4a' : '800.4c' });
    }
    // so is a phased-out permanent (CR 702.26n), unless it is this player's: those leave the game with
    // them (702.26k, the phasing module)
    for (const id of [...(state.phasedOut ?? [])]) {
      const controller = characteristics(state, id).controller;
      if (obj(state, id).owner === player || state.players[controller]?.inGame) continue;
      state.phasedOut?.splice(state.phasedOut.indexOf(id), 1);
      delete mutableObject(state, id).phasedOut;
      moveObject(state, id, 'exile', { rule: controller === player ? '800.4a' : '800.4c' });
    }
  });
  state.pendingTriggers = state.pendingTriggers.filter((t) => t.controller !== player);
  // the legendary permanents the legend rule's earlier answers put aside may have left (CR 704.5j)
  const aside = state.legendRuleLosers?.filter((l) => state.battlefield.includes(l.object));
  if (aside !== undefined && aside.length > 0) state.legendRuleLosers = aside;
  else delete state.legendRuleLosers;
  // a declaration in progress (or held, CR 725.4) drops the creatures that left, and the blocks of attackers that left
  const d = state.decision;
  if (d && (d.kind === 'declareAttackers' || d.kind === 'declareBlockers')) state.decision = withoutLeft(state, d);
  if (state.heldDeclaration !== undefined) state.heldDeclaration = withoutLeft(state, state.heldDeclaration);
  emit(state, { type: 'leftGame', rule: '800.4a', player });
}
