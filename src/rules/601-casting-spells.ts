/**
 * CR 601 Casting Spells: move the card to the stack (601.2a), choose X (601.2b) and targets
 * (601.2c), pay the total cost (601.2f–h), and the spell becomes cast (601.2i), which triggers
 * "whenever a player casts" abilities.
 *
 * @module
 */
import type { CastAction } from '../engine/actions.js';
import { findDefinition } from '../engine/card-catalog.js';
import { characteristics, definitionOf, type Characteristics } from '../engine/characteristics.js';
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import { canPayMana, manaSources, payMana, paymentSources, unplannedManaBound } from '../engine/costs.js';
import { manaValue, parseManaCost, poolTotal, reduceGeneric, type ManaCost, type ManaSource } from '../engine/mana.js';
import { castableFromExile, castPermission, payableWithAnyColor, type CastPermission } from '../engine/rule-effects.js';
import { check, RulesError } from '../engine/errors.js';
import { unpaidManaRefusal } from '../engine/mana-reach.js';
import { modulesWith, nameAs, type RuleModule } from '../engine/format.js';
import { isNameless } from '../engine/naming.js';
import { emit } from '../engine/log.js';
import { expandAnyNumber, isLegalTarget, isRefList, matchesFilter, requiredTargets, sameRef, sameTargetWord, targetCombinations } from '../engine/targets.js';
import { dividesX, evenDivision, isLegalDivision } from './601.2d-divided-damage.js';
import { fireCastTriggers } from '../engine/triggers.js';
import type { GameState, ObjectId, PlayerId, Ref, ZoneName } from '../state/types.js';
import { moveObject, obj } from '../zones/zones.js';
import { hasPriority, sorceryTiming } from './timing.js';
import type { SpellDef, TargetSpec } from '../cards/types.js';
import { modeChoices, spellWithModes } from '../cards/modes.js';
import { mutableObject } from '../engine/working-copy.js';
import { additionalPayments, checkAdditionalPayment, payAdditional, type AdditionalPayment } from './601.2b-additional-costs.js';
import { hasMultikicker, withKickerCost } from './702.33-kicker.js';
import { castsAsThoughFlash } from './601.3b-as-though-flash.js';
import { targetsChosen } from '../engine/becomes-target.js';
import { alternativeExileOptions, payAlternativeCost } from './118.9-alternative-costs.js';
import { isCombatStep } from '../state/steps.js';

/** The target specs of a card cast as a spell: its spell's, or an Aura's enchant (CR 303.4a). */
export function spellTargetSpecs(cardName: string, modes: readonly number[] = []): readonly TargetSpec[] {
  const def = findDefinition(cardName);
  if (!def) return [];
  if (def.spell) return spellWithModes(def.spell, modes).targets;
  if (def.enchant) return [def.enchant];
  return [];
}

/** Whether a list of modes is a legal choice for the spell (CR 700.2): none for a spell without modes. */
function legalModes(spell: SpellDef | undefined, modes: unknown): boolean {
  if (modes === undefined) return !spell?.modes;
  if (!Array.isArray(modes)) return false;
  return modeChoices(spell).some((c) => c.length === modes.length && c.every((m, i) => m === modes[i]));
}

/**
 * Whether the player may cast this card now, timing-wise (CR 601.3, 307.1, 702.8 flash, 601.3b as
 * though it had flash); `sorcery` and `asThoughFlash` may pass whether the player has sorcery timing
 * now and may cast spells as though they had flash, when they are known.
 */
function castTiming(state: GameState, player: PlayerId, card: ObjectId, sorcery?: boolean, asThoughFlash?: boolean): boolean {
  return castTimingOf(state, player, card, characteristics(state, card), sorcery, asThoughFlash);
}

/** {@link castTiming} of a card whose characteristics `c` are known. */
function castTimingOf(state: GameState, player: PlayerId, card: ObjectId, c: Characteristics, sorcery?: boolean, asThoughFlash?: boolean): boolean {
  if (c.types.includes('Land') || c.types.includes('Conspiracy')) return false;
  if (c.types.includes('Instant') || c.keywords.includes('flash')) return hasPriority(state, player);
  if (sorcery ?? sorceryTiming(state, player)) return true;
  if (!hasPriority(state, player)) return false;
  // CR 601.3b: cast as though it had flash (Vedalken Orrery); "you may cast ~ as though it had flash
  // if you pay … more" (CR 702.8a, 601.2f)
  return (asThoughFlash ?? castsAsThoughFlash(state, player)) || definitionOf(obj(state, card))?.flashCost !== undefined;
}

/**
 * A cost with the extra cost of casting as though it had flash (CR 601.2f), for a card that has one
 * cast at a time when only that extra cost allows it (not at sorcery timing, and not under a
 * permission to cast spells as though they had flash, CR 601.3b).
 */
function withFlashCost(state: GameState, player: PlayerId, card: ObjectId, cost: ManaCost): ManaCost {
  const extra = definitionOf(obj(state, card))?.flashCost;
  if (extra === undefined || sorceryTiming(state, player) || castsAsThoughFlash(state, player)) return cost;
  const all = [...cost, ...parseManaCost(extra)];
  const generic = all.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
  const rest = all.filter((s) => s.kind !== 'generic');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
}

/**
 * The total cost to cast a card with X chosen (CR 601.2f): its mana cost with X as that many generic
 * mana — or, with `alternative`, no mana rather than its mana cost (CR 118.9, 118.9d) — with the
 * changes the format's rules make (cost reductions, CR 601.2f), then payable with mana of any type
 * under a permission that says so (CR 609.4b). Paid with X 0.
 */
function totalCost(state: GameState, player: PlayerId, card: ObjectId, x: number, permission?: CastPermission, kicked = 0, alternative = false): ManaCost {
  const printed = alternative ? [] : characteristics(state, card).manaCost;
  let cost: ManaCost = printed.some((s) => s.kind === 'X') ? printed.map((s) => (s.kind === 'X' ? { kind: 'generic', amount: x } : s)) : printed;
  // CR 601.2f, 702.33c: the multikicker cost, once for each time it is paid
  cost = withKickerCost(cost, obj(state, card).card, kicked);
  cost = withFlashCost(state, player, card, cost);
  cost = withOwnReduction(state, player, card, cost);
  for (const m of modulesWith(state, 'spellCost')) cost = m.spellCost(state, player, card, cost, x);
  // CR 601.2f, then 609.4b: the reductions take off generic mana of the total cost before a permission
  // to spend mana as though it were any color makes its colored part payable with any mana
  return paymentCost(cost, permission);
}

/**
 * The mana a player pays to cast a card "without paying its mana cost" (CR 118.9, 608.2g) kicked
 * `kicked` times: the multikicker cost that many times (an additional cost may still be paid,
 * CR 118.9d, 702.33c), with the changes the format's rules make to a total cost (CR 601.2f).
 */
export function freeCastCost(state: GameState, player: PlayerId, card: ObjectId, kicked: number): ManaCost {
  return totalCost(state, player, card, 0, undefined, kicked, true);
}

/**
 * CR 601.2f: the cost less what the spell's own "this spell costs {N} less to cast if …" abilities
 * take off while their condition holds (generic mana only).
 */
export function withOwnReduction(state: GameState, player: PlayerId, card: ObjectId, cost: ManaCost): ManaCost {
  const statics = definitionOf(obj(state, card))?.statics;
  if (!statics) return cost;
  let out = cost;
  for (const st of statics) if (st.kind === 'costsLess' && st.if(state, player)) out = reduceGeneric(out, st.amount);
  return out;
}

/** The rule of the format that forbids `player` to cast `card`, or null (timing aside, CR 601.3). */
export function castRestricted(state: GameState, player: PlayerId, card: ObjectId): string | null {
  // CR 601.3: "cast this spell only …" on the card itself
  const statics = definitionOf(obj(state, card))?.statics;
  if (statics && statics.some((st) => st.kind === 'castOnly' && !st.allows(state))) return '601.3';
  // CR 601.3, 506.1: "players can't cast spells during combat" (Basandra, Battle Seraph), in every step of a combat phase
  if (isCombatStep(state.turn.step) && battlefieldStatics(state, 'noSpellsDuringCombat').length > 0) return '601.3';
  for (const m of modulesWith(state, 'castRestriction')) {
    const why = m.castRestriction(state, player, card);
    if (why) return why;
  }
  return null;
}

/**
 * The rule that forbids casting `card` with X = `x` because of its mana value (Sanctum Prelate's
 * "spells with mana value equal to the chosen number can't be cast"), or null. The mana value is
 * the spell's as it would be on the stack: its mana cost with X as announced (CR 202.3e), whatever
 * raises or lowers the cost paid (rulings of Sanctum Prelate). Such a prohibition is judged once X
 * is chosen (CR 601.3a, 601.2e); a permanent with no chosen number forbids nothing.
 */
export function manaValueRestricted(state: GameState, player: PlayerId, card: ObjectId, x: number): string | null {
  const statics = battlefieldStatics(state, 'cantCastChosenManaValue');
  if (statics.length === 0) return null;
  const value = manaValue(characteristics(state, card).manaCost, x);
  for (const { source, ability } of statics) {
    const chosen = obj(state, source).chosenNumber;
    if (chosen === value && matchesFilter(state, card, ability.spells, player, source)) return '601.2e';
  }
  return null;
}

/** Whether the cost includes X (CR 107.3). */
function hasX(cost: ManaCost): boolean {
  for (let i = 0; i < cost.length; i++) if ((cost[i] as ManaCost[number]).kind === 'X') return true;
  return false;
}

/**
 * The values of X a player could pay for this card now (CR 107.3, 601.2f), from 0 up. The cost need
 * not grow with X: mana spent as though it were mana of any color for spells of one mana value, X
 * counted (Emissary's Ploy, CR 202.3e), may make X = 1 payable where X = 0 is not. So every X is tried
 * up to the first one whose cost asks for more mana than the pool and every source could make
 * (`available`), at most 64. The costs never shrink as X grows, only their colors change.
 */
function payableXs(state: GameState, player: PlayerId, card: ObjectId, permission: CastPermission | undefined, sources: ManaSource[], alternative: boolean, available: number): number[] {
  const out: number[] = [];
  for (let x = 0; x <= 64; x++) {
    const cost = totalCost(state, player, card, x, permission, 0, alternative);
    if (manaNeeded(cost) > available) break;
    if (canPayMana(state, player, cost, 0, null, sources)) out.push(x);
  }
  return out;
}

/** The least mana a cost takes (a Phyrexian symbol may take life instead, CR 107.4f). */
function manaNeeded(cost: ManaCost): number {
  return cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : s.kind === 'phyrexian' ? 0 : 1), 0);
}

/** The cost as the player pays it: with mana of any type for colored symbols under such a permission (CR 609.4b). */
function paymentCost(cost: ManaCost, permission: CastPermission | undefined): ManaCost {
  return permission?.anyColor ? payableWithAnyColor(cost) : cost;
}

/** The choices announced for a spell as it is cast (CR 601.2b–c). */
export interface SpellChoices {
  /** Its targets, in the order of its target specs. */
  targets: readonly Ref[];
  /** The value of X. */
  x: number;
  /** The chosen modes of a modal spell, ascending. */
  modes: readonly number[];
  /** For a spell dividing damage among its targets: each target's share (CR 601.2d). */
  division?: readonly number[];
}

/**
 * A spell just put on the stack (CR 601.2a) takes the choices announced for it (601.2b–c) and
 * remembers the zone it was cast from. Returns its id.
 */
export function proposeSpell(state: GameState, player: PlayerId, id: ObjectId, choices: SpellChoices, from: ZoneName): ObjectId {
  const spell = mutableObject(state, id);
  spell.controller = player;
  spell.targets = choices.targets.map((t) => ({ ...t }));
  spell.x = choices.x;
  spell.modes = [...choices.modes];
  if (choices.division) spell.division = [...choices.division];
  spell.castFrom = from;
  return id;
}

/** Once its costs are paid, the spell becomes cast (CR 601.2i): counted, logged, and "whenever … casts" abilities trigger. */
export function spellBecomesCast(state: GameState, player: PlayerId, id: ObjectId): void {
  const spell = obj(state, id);
  state.history.spellsCast[player] = (state.history.spellsCast[player] ?? 0) + 1;
  emit(state, { type: 'cast', rule: '601.2i', player, object: id, card: spell.card, ...(spell.x ? { amount: spell.x } : {}) });
  fireCastTriggers(state, id, player);
  targetsChosen(state, id);
}

/** CR 601: casting spells. */
export const castingSpells: RuleModule = {
  number: '601',
  title: 'Casting Spells',
  keywords: ['cast'],
  perform: {
    cast(state, action) {
      const a = action as CastAction;
      const p = state.players[a.player];
      check(p, 'malformed', `no player ${a.player}`);
      check(Number.isInteger(a.x) && a.x >= 0, 'malformed', 'x must be a whole number of at least 0', '107.3');
      check(isRefList(a.targets), 'malformed', 'targets must be a list of {player} or {object}');
      const permission = p.hand.includes(a.card) ? undefined : castPermission(state, a.player, a.card);
      check(p.hand.includes(a.card) || permission, 'illegal', 'that card is not in your hand, nor may you cast it from where it is', '601.2a');
      if (a.name !== undefined) nameAs(state, a.player, a.card, a.name, 'cast');
      // a card without a name (the format's `namelessCard`) is cast only as the card its name makes it
      check(!isNameless(state, a.card), 'malformed', 'that card has no name: cast it with the name you give it (`name`)');
      const def = findDefinition(obj(state, a.card).card);
      check(def, 'unknownCard', `the engine does not implement ${obj(state, a.card).card}`);
      check(castTiming(state, a.player, a.card), 'illegal', 'you cannot cast that spell now', '601.3');
      check(a.x === 0 || hasX(characteristics(state, a.card).manaCost), 'illegal', 'that spell has no X in its cost', '601.2b');
      const modes = a.modes ?? [];
      check(legalModes(def.spell, a.modes), 'illegal', 'choose a legal set of modes, in ascending order', '700.2');
      const declared = spellTargetSpecs(def.name, modes);
      // "any number of target …" stands once for each target chosen for it (CR 601.2c)
      const anyNumber = declared[declared.length - 1]?.anyNumber === true;
      const specs = expandAnyNumber(declared, a.targets.length);
      check(a.targets.length >= requiredTargets(declared) && (anyNumber || a.targets.length <= specs.length), 'badTarget', `that spell needs ${requiredTargets(declared)} to ${anyNumber ? 'any number of' : specs.length} target(s)`, '601.2c');
      a.targets.forEach((t, i) => {
        // the card being cast is the source whose characteristics protection judges (CR 702.16b)
        check(isLegalTarget(state, specs[i] as TargetSpec, t, a.player, a.card), 'badTarget', `target ${i + 1} is not legal`, '601.2c');
        check(!a.targets.slice(0, i).some((u, j) => sameRef(u, t) && sameTargetWord(specs[j]!, specs[i]!)), 'badTarget', 'the same target twice for one word "target"', '601.2c');
      });
      // CR 601.2d: a spell dividing X among its targets is announced with its division, at least 1 each
      if (dividesX(def.spell)) check(a.division !== undefined && isLegalDivision(a.division, a.x, a.targets.length), 'illegal', 'divide X among the targets, at least 1 to each, in the order of the targets', '601.2d');
      else check(a.division === undefined, 'illegal', 'that spell divides nothing among its targets', '601.2d');
      const additional: AdditionalPayment = { sacrifice: a.sacrifice, discard: a.discard, exileFromGraveyard: a.exileFromGraveyard };
      checkAdditionalPayment(state, a.player, def.spell, a.card, additional, a.x);
      const restricted = castRestricted(state, a.player, a.card) ?? manaValueRestricted(state, a.player, a.card, a.x);
      check(restricted === null, 'illegal', 'you cannot cast that spell', restricted ?? undefined);
      const kicked = a.kicked ?? 0;
      check(Number.isInteger(kicked) && kicked >= 0, 'malformed', 'kicked must be a whole number of at least 0', '702.33d');
      check(kicked === 0 || hasMultikicker(obj(state, a.card).card), 'illegal', 'that spell has no multikicker', '702.33c');
      // CR 118.9, 601.2b: an alternative cost of exiling a card names a card of the caster's hand that can pay it
      const alternative = a.exileInstead !== undefined;
      if (alternative) check(alternativeExileOptions(state, a.player, def.spell, a.card).includes(a.exileInstead as ObjectId), 'illegal', 'name a card of your hand that pays the alternative cost', '118.9');
      const cost = totalCost(state, a.player, a.card, a.x, permission, kicked, alternative);
      if (!canPayMana(state, a.player, cost, 0, null, paymentSources(state, a.player, null, a.payment))) {
        throw new RulesError('cannotPay', a.payment === undefined ? unpaidManaRefusal(state, a.player, cost, 0, null, 'you cannot pay that cost') : 'the mana abilities named cannot pay that cost', '601.2g');
      }
      const id = proposeSpell(state, a.player, moveObject(state, a.card, 'stack', { controller: a.player, rule: '601.2a' }), { targets: a.targets, x: a.x, modes, ...(a.division === undefined ? {} : { division: a.division }) }, permission ? 'exile' : 'hand');
      if (a.sacrifice !== undefined) mutableObject(state, id).sacrificed = a.sacrifice;
      if (kicked > 0) mutableObject(state, id).kicked = kicked;
      payMana(state, a.player, cost, 0, null, a.payment);
      if (a.exileInstead !== undefined) payAlternativeCost(state, a.exileInstead);
      payAdditional(state, a.player, additional);
      spellBecomesCast(state, a.player, id);
      state.turn.passes = 0;
      state.decision = null;
    },
  },
  mayOffer(state, player) {
    if (state.decision?.kind !== 'priority') return false;
    // a permission to cast from exile (CR 601.2a): the lister looks there too
    if (state.ruleEffects.length > 0) return true;
    const hand = state.players[player]?.hand ?? [];
    if (hand.length === 0) return false;
    if (sorceryTiming(state, player) || castsAsThoughFlash(state, player)) return true;
    // CR 117.1a: outside sorcery timing only an instant, a card with flash or one with a flash cost,
    // and only by the player with priority
    if (!hasPriority(state, player)) return false;
    for (const card of hand) if (castTimingOf(state, player, card, characteristics(state, card), false, false)) return true;
    return false;
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority') return;
    const p = state.players[d.player];
    if (!p) return;
    let sources: ManaSource[] | null = null;
    const sorcery = sorceryTiming(state, d.player);
    // the same for every card: looked up once for the listing
    const asThoughFlash = !sorcery && castsAsThoughFlash(state, d.player);
    const fromExile = state.ruleEffects.length > 0 ? castableFromExile(state, d.player) : [];
    const handSize = p.hand.length;
    const cards = fromExile.length > 0 ? [...p.hand, ...fromExile] : p.hand;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] as ObjectId;
      if (out.only !== undefined && card !== out.only) continue;
      const def = definitionOf(obj(state, card));
      if (!def) continue;
      const c = characteristics(state, card);
      if (!castTimingOf(state, d.player, card, c, sorcery, asThoughFlash) || castRestricted(state, d.player, card) !== null) continue;
      const permission = i < handSize ? undefined : castPermission(state, d.player, card);
      const mana = (sources ??= manaSources(state, d.player));
      // CR 118.9: the mana cost is paid, or an alternative cost, once per card of the hand that can pay it
      const alternatives = alternativeExileOptions(state, d.player, def.spell, card);
      for (let way = -1; way < alternatives.length; way++) {
        const exileInstead = way < 0 ? undefined : alternatives[way];
        const alternative = exileInstead !== undefined;
        const xs = hasX(c.manaCost)
          ? payableXs(state, d.player, card, permission, mana, alternative, poolTotal(p.pool) + mana.reduce((n, m) => n + m.amount, 0) + unplannedManaBound(state, d.player))
          : canPayMana(state, d.player, totalCost(state, d.player, card, 0, permission, 0, alternative), 0, null, mana) ? [0] : [];
        if (xs.length === 0) continue;
        // CR 601.2b: a spell with an additional cost is cast once per way of paying it
        // "exile X cards from your graveyard": the ways depend on X
        const paymentsFor = (x: number): AdditionalPayment[] => additionalPayments(state, d.player, def.spell, card, x) ?? [{}];
        // CR 702.33c: with multikicker, once per number of times the player could pay it along with X
        const kicksFor = (x: number): number[] => {
          const kicks = [0];
          if (def.multikicker) while (kicks.length < 64 && canPayMana(state, d.player, totalCost(state, d.player, card, x, permission, kicks.length, alternative), 0, null, mana)) kicks.push(kicks.length);
          return kicks;
        };
        const divides = dividesX(def.spell);
        for (const modes of modeChoices(def.spell)) {
          const combos = targetCombinations(state, spellTargetSpecs(def.name, modes), d.player, card);
          for (const x of xs) {
            if (manaValueRestricted(state, d.player, card, x) !== null) continue;
            const kicks = kicksFor(x);
            const payments = paymentsFor(x);
            for (const targets of combos) {
              // CR 601.2d: one division of X among these targets (any legal one is accepted); none: no such cast
              const division = divides ? evenDivision(x, targets.length) : null;
              if (divides && division === null) continue;
              for (const payment of payments) {
                const plain: CastAction = def.spell?.modes ? { type: 'cast', player: d.player, card, targets, x, modes } : { type: 'cast', player: d.player, card, targets, x };
                const base: CastAction = division === null ? plain : { ...plain, division };
                const paid = payment.sacrifice === undefined && payment.discard === undefined && payment.exileFromGraveyard === undefined ? base : { ...base, ...payment };
                const announced = alternative ? { ...paid, exileInstead } : paid;
                for (const kicked of kicks) out.push(kicked === 0 ? announced : { ...announced, kicked });
                if (out.enough) return;
              }
            }
          }
        }
      }
    }
  },
};
