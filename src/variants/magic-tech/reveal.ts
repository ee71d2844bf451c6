/**
 * Turning a deployed card face up (MT 4.4, 4.5): once a face-down card has as many counters as its
 * cost asks (MT 4.7, reveal-cost.ts), its controller casts it by turning it face up. This is the
 * `cast` action of the format: the card goes from the table to the stack face up as a spell, with
 * its targets, modes and X chosen as in Magic (CR 601.2b–c), and resolves as in Magic; its counters
 * pay for it and are gone. A card that is an instant or has flash turns face up whenever its
 * controller has priority; any other card only on its controller's turn, with an empty stack unless
 * the `sorceryRevealNeedsEmptyStack` option is off (MT 4.5); an effect that lets its controller cast
 * spells as though they had flash (Vedalken Orrery, CR 601.3b) lets any card turn face up whenever
 * they have priority, turning face up being casting. Counters beyond the cost pay for X.
 * The counters replace the mana cost only: an additional cost that is no mana ("sacrifice a
 * creature", "discard a card", "exile X cards from your graveyard") is paid as in Magic (CR 601.2b,
 * 601.2h), named in the `cast` action.
 *
 * @module
 */
import type { CastAction } from '../../engine/actions.js';
import { characteristics } from '../../engine/characteristics.js';
import { findDefinition } from '../../engine/card-catalog.js';
import { modeChoices } from '../../cards/modes.js';
import type { SpellDef, TargetSpec } from '../../cards/types.js';
import { check } from '../../engine/errors.js';
import type { RuleModule } from '../../engine/format.js';
import { emit } from '../../engine/log.js';
import { expandAnyNumber, isLegalTarget, isRefList, requiredTargets, sameRef, sameTargetWord, targetCombinations } from '../../engine/targets.js';
import { dividesX, evenDivision, isLegalDivision } from '../../rules/601.2d-divided-damage.js';
import { fireCastTriggers } from '../../engine/triggers.js';
import { targetsChosen } from '../../engine/becomes-target.js';
import { castRestricted, manaValueRestricted, spellTargetSpecs } from '../../rules/601-casting-spells.js';
import { additionalPayments, checkAdditionalPayment, payAdditional, type AdditionalPayment } from '../../rules/601.2b-additional-costs.js';
import { hasPriority } from '../../rules/timing.js';
import { castsAsThoughFlash } from '../../rules/601.3b-as-though-flash.js';
import { protectedFromQualities } from '../../rules/702.16-protection.js';
import type { CardDefinition } from '../../cards/definition.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../../state/types.js';
import { moveObject, obj, onBattlefield } from '../../zones/zones.js';
import { costHasX, revealCost } from './reveal-cost.js';
import { CONSTRUCTION_COUNTER } from './values.js';
import { sorceryRevealTiming } from './timing.js';
import { mutableObject } from '../../engine/working-copy.js';

/** Whether a list of modes is a legal choice for the spell (CR 700.2): none for a spell without modes. */
function legalModes(spell: SpellDef | undefined, modes: unknown): boolean {
  if (modes === undefined) return !spell?.modes;
  if (!Array.isArray(modes)) return false;
  return modeChoices(spell).some((c) => c.length === modes.length && c.every((m, i) => m === modes[i]));
}

/**
 * Whether a target is protected from the spell the face-down card becomes (CR 702.16b): the card has
 * no characteristics face down (CR 708.2), so its printed colors and types are those the spell has
 * on the stack as its targets are chosen (CR 601.2a, 601.2c).
 */
function protectedFromSpell(state: GameState, def: CardDefinition, t: Ref): boolean {
  return 'object' in t && onBattlefield(state, t.object) && protectedFromQualities(state, t.object, def.printed);
}

/** Whether the player may turn this face-down card face up now, timing-wise (MT 4.5). */
function revealTiming(state: GameState, player: PlayerId, card: ObjectId): boolean {
  if (!hasPriority(state, player)) return false;
  const def = findDefinition(obj(state, card).card);
  if (!def) return false;
  const types = def.printed.types;
  if (types.includes('Land') || types.includes('Conspiracy')) return false;
  // CR 601.3b: cast as though it had flash (Vedalken Orrery): turning face up is casting (MT 4.4);
  // "You may cast Rout as though it had flash if you pay {2} more" (CR 601.2f): with that many more
  // counters (reveal-cost.ts)
  if (types.includes('Instant') || def.keywords?.includes('flash') || castsAsThoughFlash(state, player) || def.flashCost !== undefined) return true;
  return sorceryRevealTiming(state, player);
}

/** Whether the card is the player's, face down on the table. */
function underConstruction(state: GameState, player: PlayerId, card: ObjectId): boolean {
  if (!onBattlefield(state, card)) return false;
  const o = obj(state, card);
  // its controller, after any effect that changed it (CR 613.1b)
  return o.faceDown && characteristics(state, card).controller === player;
}

/** The counters on a card under construction (MT 4.3). */
function countersOn(state: GameState, card: ObjectId): number {
  return obj(state, card).counters[CONSTRUCTION_COUNTER] ?? 0;
}

/** The highest X the card's counters pay for now, or -1 if they do not even pay for X = 0. */
function maxX(state: GameState, player: PlayerId, card: ObjectId): number {
  const counters = countersOn(state, card);
  const spare = counters - revealCost(state, player, card, 0);
  if (spare < 0 || !costHasX(state, card)) return spare < 0 ? -1 : 0;
  // each X costs one counter more, or none while a cost reduction takes it off (CR 601.2f)
  let x = spare;
  while (revealCost(state, player, card, x + 1) <= counters) x++;
  return x;
}

/** MT 4.4: casting a deployed card by turning it face up. */
export const turningFaceUp: RuleModule = {
  number: 'MT 4.4',
  title: 'Turning face up',
  keywords: ['reveal', 'turn face up'],
  perform: {
    cast(state, action) {
      const a = action as CastAction;
      check(Number.isInteger(a.x) && a.x >= 0, 'malformed', 'x must be a whole number of at least 0', '107.3');
      // the counters on it pay its mana cost (MT 4.4): no mana, alternative cost or kicker is paid;
      // an additional cost that is no mana (a sacrifice, a discard) is paid as in Magic (CR 601.2b)
      check(a.exileInstead === undefined && a.payment === undefined && !a.kicked, 'illegal', 'a deployed card is cast by removing its construction counters, which pay its mana cost: no mana, alternative cost or kicker is paid', 'MT 4.4');
      check(isRefList(a.targets), 'malformed', 'targets must be a list of {player} or {object}');
      check(underConstruction(state, a.player, a.card), 'illegal', 'you cast a card you deployed, face down on the table', 'MT 4.1');
      const def = findDefinition(obj(state, a.card).card);
      check(def, 'unknownCard', `the engine does not implement ${obj(state, a.card).card}`);
      check(revealTiming(state, a.player, a.card), 'illegal', 'you cannot turn that card face up now', 'MT 4.5');
      check(a.x === 0 || costHasX(state, a.card), 'illegal', 'that spell has no X in its cost', '601.2b');
      const modes = a.modes ?? [];
      check(legalModes(def.spell, a.modes), 'illegal', 'choose a legal set of modes, in ascending order', '700.2');
      const declared = spellTargetSpecs(def.name, modes);
      // "any number of target …" stands once for each target chosen for it (CR 601.2c)
      const anyNumber = declared[declared.length - 1]?.anyNumber === true;
      const specs = expandAnyNumber(declared, a.targets.length);
      check(a.targets.length >= requiredTargets(declared) && (anyNumber || a.targets.length <= specs.length), 'badTarget', `that spell needs ${requiredTargets(declared)} to ${anyNumber ? 'any number of' : specs.length} target(s)`, '601.2c');
      // CR 601.2d: a spell dividing X among its targets is announced with its division, at least 1 each
      if (dividesX(def.spell)) check(a.division !== undefined && isLegalDivision(a.division, a.x, a.targets.length), 'illegal', 'divide X among the targets, at least 1 to each, in the order of the targets', '601.2d');
      else check(a.division === undefined, 'illegal', 'that spell divides nothing among its targets', '601.2d');
      const additional: AdditionalPayment = { sacrifice: a.sacrifice, discard: a.discard, exileFromGraveyard: a.exileFromGraveyard };
      a.targets.forEach((t, i) => {
        check(!('object' in t && t.object === a.card), 'badTarget', 'a spell cannot target itself', '115.5');
        check(isLegalTarget(state, specs[i] as TargetSpec, t, a.player, null), 'badTarget', `target ${i + 1} is not legal`, '601.2c');
        check(!protectedFromSpell(state, def, t), 'badTarget', `target ${i + 1} has protection from that spell`, '702.16b');
        check(!a.targets.slice(0, i).some((u, j) => sameRef(u, t) && sameTargetWord(specs[j]!, specs[i]!)), 'badTarget', 'the same target twice for one word "target"', '601.2c');
      });
      checkAdditionalPayment(state, a.player, def.spell, a.card, additional, a.x);
      // CR 601.3: what forbids casting it in Magic forbids turning it face up ("Players can't cast
      // spells during combat", Basandra, in a mission's steps, MT 6.2); a prohibition by mana value
      // is judged with X announced (CR 601.2e, 202.3e)
      const restricted = castRestricted(state, a.player, a.card) ?? manaValueRestricted(state, a.player, a.card, a.x);
      check(restricted === null, 'illegal', 'you cannot cast that spell', restricted ?? undefined);
      const needed = revealCost(state, a.player, a.card, a.x);
      check(countersOn(state, a.card) >= needed, 'cannotPay', `turning it face up needs ${needed} counters`, 'MT 4.4');
      const id = moveObject(state, a.card, 'stack', { controller: a.player, rule: 'MT 4.4' });
      const spell = mutableObject(state, id);
      spell.targets = a.targets.map((t) => ({ ...t }));
      spell.x = a.x;
      spell.modes = [...modes];
      if (a.division) spell.division = [...a.division];
      if (a.sacrifice !== undefined) spell.sacrificed = a.sacrifice;
      // CR 601.2h: the additional cost is paid with the counters
      payAdditional(state, a.player, additional);
      // deploying is how the variant plays a card from hand (MT 4.1): the card counts as cast from
      // the hand, for "if you cast it from your hand"
      spell.castFrom = 'hand';
      state.history.spellsCast[a.player] = (state.history.spellsCast[a.player] ?? 0) + 1;
      emit(state, { type: 'cast', rule: 'MT 4.4', player: a.player, object: id, card: spell.card, amount: needed });
      fireCastTriggers(state, id, a.player);
      // CR 601.2c, 115.1: its targets become targets as it becomes cast ("becomes the target", Jetting Glasskite)
      targetsChosen(state, id);
      state.turn.passes = 0;
      state.decision = null;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority') return;
    for (const card of state.battlefield) {
      if (!underConstruction(state, d.player, card) || !revealTiming(state, d.player, card)) continue;
      const top = maxX(state, d.player, card);
      if (top < 0 || castRestricted(state, d.player, card) !== null) continue;
      const def = findDefinition(obj(state, card).card);
      if (!def) continue;
      for (const modes of modeChoices(def.spell)) {
        const combos = targetCombinations(state, spellTargetSpecs(def.name, modes), d.player, null).filter((ts) => !ts.some((t) => ('object' in t && t.object === card) || protectedFromSpell(state, def, t)));
        for (let x = 0; x <= top; x++) {
          if (manaValueRestricted(state, d.player, card, x) !== null) continue;
          // CR 601.2b: a spell with an additional cost is cast once per way of paying it
          const payments = additionalPayments(state, d.player, def.spell, card, x) ?? [{}];
          for (const targets of combos) {
            const plain: CastAction = def.spell?.modes ? { type: 'cast', player: d.player, card, targets, x, modes } : { type: 'cast', player: d.player, card, targets, x };
            // CR 601.2d: one division of X among these targets (any legal one is accepted); none: no such cast
            const division = dividesX(def.spell) ? evenDivision(x, targets.length) : null;
            if (dividesX(def.spell) && division === null) continue;
            const cast = division === null ? plain : { ...plain, division };
            for (const payment of payments) out.push(payment.sacrifice === undefined && payment.discard === undefined && payment.exileFromGraveyard === undefined ? cast : { ...cast, ...payment });
          }
        }
      }
    }
  },
};
