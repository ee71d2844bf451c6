/**
 * Validation of a game state read from outside (DESIGN principle 10): every field has its type and
 * range, every reference points at an object or a player that exists, and the invariants the
 * engine keeps hold — zones list each object once and agree with it (CR 400), an object that moved
 * points forward to the new object it became (CR 400.7), a card leaves every zone only with its
 * owner (CR 800.4a), and the decision the game waits for fits the turn. A state that passes can be
 * played on; anything else is refused with a RulesError of code `badState`.
 *
 * @module
 */
import { landTypesOf } from '../engine/format-land-types.js';
import { BASIC_LAND_TYPES } from '../cards/basic-lands.js';
import { checkDraftRecord } from './draft-record.js';
import { findDefinition, isNameableCard, nameableCardsProblem } from '../engine/card-catalog.js';
import { cardAbilityAt } from '../engine/abilities.js';
import { RulesError } from '../engine/errors.js';
import { isColor } from '../engine/mana.js';
import { CHOSEN_PLAYER_COLOR_RULE } from '../engine/mana-by-chosen-player.js';
import { characteristics, type Characteristics } from '../engine/characteristics.js';
import { conspiracyZoneProblem, formatById, formatIds, hasFormat, moduleWith, openingHandSize, playsConspiracies, type RuleTriggeredAbility } from '../engine/format.js';
import { legalActions } from '../engine/legal.js';
import type { Action } from '../engine/actions.js';
import { shown } from '../engine/json-schema.js';
import { CEASED } from '../zones/zones.js';
import { isCombatStep, MAX_STOP_STEPS, STEP_ORDER } from './steps.js';
import { isGameEventType, requiredEventFields } from './events.js';
import { LOG_CHUNK, type GameState, type PendingDeclaration, type ZoneName } from './types.js';
import { quoted } from '../engine/quote.js';

/** The state version this build writes and reads. */
export const STATE_VERSION = 1;

function fail(message: string): never {
  throw new RulesError('badState', `not a valid saved game: ${message}`);
}

/** A JSON object of a saved game, its fields not yet checked. */
export type Rec = Record<string, unknown>;

/** Whether a JSON value is an object (not a list, not null). */
export function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A whole number from `min` up to {@link MAX_COUNT}: every count, id, index and turn number of a state is one. */
export function isInt(v: unknown, min = 0): v is number {
  return Number.isInteger(v) && (v as number) >= min && (v as number) <= MAX_COUNT;
}

function isIntIn(v: unknown, min: number, max: number): v is number {
  return Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
}

function list(v: unknown, what: string): unknown[] {
  if (!Array.isArray(v)) fail(`${what} must be a list`);
  return v;
}

function rec(v: unknown, what: string): Rec {
  if (!isRec(v)) fail(`${what} must be an object`);
  return v;
}

function oneOf<T extends string>(v: unknown, values: readonly T[], what: string): T {
  if (!values.includes(v as T)) fail(`${what} is ${quoted(v)}, not one of ${values.join(', ')}`);
  return v as T;
}

const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command', 'sideboard'] as const;
const STEPS = [...STEP_ORDER, 'pregame'] as const;

/** Checks of references, bound to one state's players and objects. */
class Refs {
  constructor(readonly players: number, readonly objects: number) {}

  player(v: unknown, what: string): number {
    if (!isIntIn(v, 0, this.players - 1)) fail(`${what} is not a player`);
    return v;
  }

  playerOrNull(v: unknown, what: string): void {
    if (v !== null) this.player(v, what);
  }

  object(v: unknown, what: string): number {
    if (!isIntIn(v, 0, this.objects - 1)) fail(`${what} is not an object`);
    return v;
  }

  objectOrNull(v: unknown, what: string): void {
    if (v !== null) this.object(v, what);
  }

  objectList(v: unknown, what: string): number[] {
    return list(v, what).map((id, i) => this.object(id, `${what}[${i}]`));
  }

  ints(v: unknown, what: string, min = 0): number[] {
    return list(v, what).map((n, i) => {
      if (!isInt(n, min)) fail(`${what}[${i}] is not a whole number`);
      return n;
    });
  }

  ref(v: unknown, what: string): void {
    const r = rec(v, what);
    const keys = Object.keys(r);
    if (keys.length !== 1) fail(`${what} must name one player or one object`);
    if (keys[0] === 'player') this.player(r.player, what);
    else if (keys[0] === 'object') this.object(r.object, what);
    else fail(`${what} must name a player or an object`);
  }

  refOrNull(v: unknown, what: string): void {
    if (v !== null) this.ref(v, what);
  }

  attackTarget(v: unknown, what: string): void {
    const r = rec(v, what);
    const keys = Object.keys(r);
    if (keys.length !== 1) fail(`${what} must name one player or planeswalker`);
    if (keys[0] === 'player') this.player(r.player, what);
    else if (keys[0] === 'planeswalker') this.object(r.planeswalker, what);
    else fail(`${what} must name a player or a planeswalker`);
  }

  duration(v: unknown, what: string): void {
    const d = rec(v, what);
    const until = oneOf(d.until, ['endOfTurn', 'yourNextTurn', 'endOfCombat', 'forever'] as const, `${what}.until`);
    if (until === 'yourNextTurn') this.player(d.player, `${what}.player`);
  }

  context(v: unknown, what: string): void {
    const c = rec(v, what);
    if (typeof c.event !== 'string' || !Number.isFinite(c.amount)) fail(`${what} is malformed`);
    this.objectOrNull(c.object, `${what}.object`);
    this.playerOrNull(c.player, `${what}.player`);
    if (c.recipient !== undefined) this.object(c.recipient, `${what}.recipient`);
    if (c.targets !== undefined) {
      if (!Array.isArray(c.targets)) fail(`${what}.targets is malformed`);
      c.targets.forEach((t, i) => this.object(t, `${what}.targets[${i}]`));
    }
  }
}

/**
 * Counters (CR 122.1): a number of each kind (no prototype key), none negative, none past {@link MAX_MADE} (counters
 * removed pay for X and kicks: the bound of what an action may ask to pay reads them).
 */
function counters(v: unknown, what: string): void {
  for (const [k, n] of Object.entries(rec(v, what))) {
    if (PROTOTYPE_KEYS.has(k)) fail(`${what} has counters of kind ${quoted(k)}: an object's prototype key names no kind of counter (CR 122.1)`);
    if (!isIntIn(n, 0, MAX_MADE)) fail(`${what}.${k} is not a number of counters`);
  }
}

/**
 * Keys that name an object's prototype, not a kind of counter: copied by assignment, `__proto__`
 * would replace the prototype of the copy. Other kinds are not checked against a list: cards name
 * counters of any kind (CR 122.1), and none of the engine's lists is closed.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The fields of characteristics recorded in last known information only, when true. */
type LastKnownOnly = 'allNonlegendaryCreatureNames' | 'attackingPlayer';

/** The fields of recorded characteristics: every field of {@link Characteristics} but those of last known information only, no other (the type says so). */
const CHARACTERISTICS_FIELDS = Object.keys({
  name: true, manaCost: true, manaValue: true, colors: true, supertypes: true, types: true, subtypes: true, power: true, toughness: true, keywords: true,
  hasAbilities: true, intrinsicOnly: true, controller: true,
} satisfies Record<Exclude<keyof Characteristics, LastKnownOnly>, true>);

const MANA_SYMBOL_KINDS = ['generic', 'colored', 'colorless', 'hybrid', 'twoHybrid', 'phyrexian', 'X', 'snow'] as const;

/** Whether a value is a list of strings. */
function isStrings(v: unknown): boolean {
  return Array.isArray(v) && v.every((s) => typeof s === 'string');
}

/** A mana symbol (CR 107.4) of a mana cost. */
function manaSymbol(v: unknown, what: string): void {
  const m = rec(v, what);
  const kind = oneOf(m.kind, MANA_SYMBOL_KINDS, `${what}.kind`);
  const fits = kind === 'generic' ? isInt(m.amount)
    : kind === 'colored' || kind === 'twoHybrid' || kind === 'phyrexian' ? isColor(m.color)
      : kind === 'hybrid' ? Array.isArray(m.colors) && m.colors.length === 2 && m.colors.every(isColor)
        : true;
  if (!fits) fail(`${what} is not a mana symbol`);
}

/** An object's characteristics as they last existed on the battlefield (CR 608.2h, 109.3), as the engine records them. */
function lastKnown(v: unknown, what: string, r: Refs): void {
  const c = rec(v, what);
  const extra = (c.allNonlegendaryCreatureNames === undefined ? 0 : 1) + (c.attackingPlayer === undefined ? 0 : 1);
  if (Object.keys(c).length !== CHARACTERISTICS_FIELDS.length + extra || !CHARACTERISTICS_FIELDS.every((k) => k in c)) fail(`${what} must have exactly the fields ${CHARACTERISTICS_FIELDS.join(', ')}, allNonlegendaryCreatureNames if true and attackingPlayer if any`);
  if (c.allNonlegendaryCreatureNames !== undefined && c.allNonlegendaryCreatureNames !== true) fail(`${what}.allNonlegendaryCreatureNames is not true (Spy Kit's names, CR 612.7)`);
  if (c.attackingPlayer !== undefined) r.player(c.attackingPlayer, `${what}.attackingPlayer`);
  if (typeof c.name !== 'string' || !isInt(c.manaValue)) fail(`${what} has a bad name or mana value`);
  list(c.manaCost, `${what}.manaCost`).forEach((m, i) => manaSymbol(m, `${what}.manaCost[${i}]`));
  if (!(Array.isArray(c.colors) && c.colors.every(isColor))) fail(`${what} has bad colors`);
  if (![c.supertypes, c.types, c.subtypes, c.keywords].every(isStrings)) fail(`${what} has bad types or keywords`);
  for (const k of ['power', 'toughness'] as const) if (c[k] !== null && !isIntIn(c[k], -MAX_COUNT, MAX_COUNT)) fail(`${what}.${k} is not a whole number or null`);
  if (typeof c.hasAbilities !== 'boolean' || typeof c.intrinsicOnly !== 'boolean') fail(`${what} has bad flags`);
  r.player(c.controller, `${what}.controller`);
}

/** The inherent triggered ability of a rule module of the format (CR 725.2) that a saved record names. */
function ruleAbility(format: string, rule: unknown, ability: unknown): RuleTriggeredAbility | undefined {
  if (typeof rule !== 'string' || !isInt(ability)) return undefined;
  return formatById(format)?.modules.find((m) => m.number === rule)?.triggered?.[ability];
}

function checkObject(o: unknown, i: number, r: Refs, format: string, moreNames: readonly string[] | undefined): void {
  const x = rec(o, `object ${i}`);
  const what = `object ${i}`;
  if (x.id !== i) fail(`${what} has id ${String(x.id)}`);
  const nameless = x.rule === undefined && x.kind === 'card' && typeof x.card === 'string' && !findDefinition(x.card) && moduleWith(format, 'namelessCard')?.namelessCard(x.card);
  if (x.rule === undefined && !nameless && (typeof x.card !== 'string' || !findDefinition(x.card))) fail(`${what} names an unknown card ${quoted(x.card)}`);
  oneOf(x.kind, ['card', 'token', 'ability', 'emblem', 'copy'] as const, `${what}.kind`);
  r.player(x.owner, `${what}.owner`);
  r.player(x.controller, `${what}.controller`);
  oneOf(x.zone, ZONES, `${what}.zone`);
  for (const k of ['tapped', 'faceDown', 'deathtouched', 'sick'] as const) if (typeof x[k] !== 'boolean') fail(`${what}.${k} is not true or false`);
  for (const k of ['damage', 'timestamp', 'x'] as const) if (!isInt(x[k])) fail(`${what}.${k} is not a whole number`);
  if ((x.x as number) > MAX_X) fail(`${what}.x is more than ${MAX_X}`);
  if (!isInt(x.ability, -1)) fail(`${what}.ability is not an index`);
  counters(x.counters, `${what}.counters`);
  r.refOrNull(x.attachedTo, `${what}.attachedTo`);
  if (x.phasedOut !== undefined) {
    const p = rec(x.phasedOut, `${what}.phasedOut`);
    if (typeof p.indirectly !== 'boolean') fail(`${what}.phasedOut.indirectly is not true or false`);
    r.player(p.controller, `${what}.phasedOut.controller`);
  }
  if (x.movedTo !== null && x.movedTo !== CEASED && !(isInt(x.movedTo) && x.movedTo > i && x.movedTo < r.objects)) fail(`${what}.movedTo is not a later object`);
  if (x.castFrom !== null) oneOf(x.castFrom, ZONES, `${what}.castFrom`);
  list(x.targets, `${what}.targets`).forEach((t, j) => r.ref(t, `${what}.targets[${j}]`));
  r.ints(x.modes, `${what}.modes`);
  r.objectOrNull(x.source, `${what}.source`);
  if (x.trigger !== null) r.context(x.trigger, `${what}.trigger`);
  if (x.goadedBy !== undefined) {
    // CR 701.15d: goaded by each player at most once
    r.ints(x.goadedBy, `${what}.goadedBy`);
    const by = x.goadedBy as unknown[];
    by.forEach((p, j) => r.player(p, `${what}.goadedBy[${j}]`));
    if (by.length === 0 || new Set(by).size !== by.length) fail(`${what}.goadedBy is empty or names a player twice`);
  }
  if (x.chosenNames !== undefined) {
    // CR 702.106a, 702.106f: different names of cards, chosen for a card in the command zone, no more
    // than its agenda names (one for hidden agenda, two for double agenda; none for another card)
    const names = list(x.chosenNames, `${what}.chosenNames`);
    const agenda = agendaNames(x.card);
    if (x.zone !== 'command' || names.length === 0 || names.length > agenda || !names.every((name) => isNameableCard(name, moreNames)) || new Set(names).size !== names.length) {
      fail(`${what}.chosenNames are not ${agenda === 0 ? 'names its card may hold: it has no hidden agenda' : `the ${agenda === 1 ? 'one name of a card' : 'two different names of cards'} its agenda names`} (CR 702.106a, 702.106f)`);
    }
  }
  if (x.chosenNumber !== undefined && ((x.zone !== 'command' && x.zone !== 'battlefield') || !isInt(x.chosenNumber))) fail(`${what}.chosenNumber is not a number chosen for a card in the command zone or a permanent`);
  // CR 315.5a: a conspiracy's number is one its card offers ("choose 1, 2, or 3"); another card chooses none there
  if (x.chosenNumber !== undefined && x.zone === 'command' && !numbersOffered(x.card).includes(x.chosenNumber as number)) fail(`${what}.chosenNumber is not a number its card offers to choose (CR 315.5a)`);
  if (x.chosenLandType !== undefined && (x.zone !== 'battlefield' || typeof x.chosenLandType !== 'string' || !landTypesOf(format).includes(x.chosenLandType))) fail(`${what}.chosenLandType is not a land type chosen for a permanent`);
  if (x.monstrous !== undefined && (x.monstrous !== true || x.zone !== 'battlefield')) fail(`${what}.monstrous is not true on a permanent`);
  if (x.fromBattlefieldTurn !== undefined && (x.zone !== 'graveyard' || !isInt(x.fromBattlefieldTurn))) fail(`${what}.fromBattlefieldTurn is not the turn a card in a graveyard came from the battlefield`);
  if (x.loyaltyTurn !== undefined && !isInt(x.loyaltyTurn)) fail(`${what}.loyaltyTurn is not a turn number`);
  if (x.division !== undefined && (x.zone !== 'stack' || !Array.isArray(x.division) || x.division.length !== (x.targets as unknown[]).length || !x.division.every((n) => isInt(n) && n >= 1))) fail(`${what}.division is not one share of at least 1 for each target of a spell on the stack`);
  if (x.kicked !== undefined && (x.zone !== 'stack' || !isInt(x.kicked) || x.kicked < 1)) fail(`${what}.kicked is not how many times a spell on the stack was kicked`);
  if (x.monstrous !== undefined && (x.zone !== 'battlefield' || x.monstrous !== true)) fail(`${what}.monstrous is not true for a permanent (CR 701.37b)`);
  if (x.sacrificed !== undefined && (x.zone !== 'stack' || !isInt(x.sacrificed))) fail(`${what}.sacrificed is not the id of an object sacrificed for a spell or ability on the stack`);
  if (x.chosenCard !== undefined && (x.kind !== 'ability' || x.zone !== 'stack' || !isInt(x.chosenCard))) fail(`${what}.chosenCard is not the id of the card an ability on the stack chose as it was activated`);
  if (x.lastKnown !== undefined) {
    // CR 608.2h: recorded only for a permanent that has left the battlefield
    if (x.zone !== 'battlefield' || x.movedTo === null) fail(`${what}.lastKnown is not the last known information of a permanent that left the battlefield`);
    lastKnown(x.lastKnown, `${what}.lastKnown`, r);
  }
  if (x.copyOf !== undefined) {
    // CR 707.2: a permanent copying a definition the engine knows, with added keywords
    const c = rec(x.copyOf, `${what}.copyOf`);
    if (x.zone !== 'battlefield' || typeof c.card !== 'string' || !findDefinition(c.card)) fail(`${what}.copyOf names no known card on the battlefield`);
    if (!(Array.isArray(c.keywords) && c.keywords.every((k) => typeof k === 'string'))) fail(`${what}.copyOf has bad keywords`);
    if (c.activatedOf !== undefined && (typeof c.activatedOf !== 'string' || !findDefinition(c.activatedOf))) fail(`${what}.copyOf.activatedOf names no known card`);
    if ((c.power !== undefined || c.toughness !== undefined) && !(isInt(c.power, -Infinity) && isInt(c.toughness, -Infinity))) fail(`${what}.copyOf has a bad power or toughness`);
  }
  if (nameless) return;
  if (x.rule !== undefined) {
    // a triggered ability of a rule: no card; no source if inherent (CR 725.2), a keyword's has one (CR 702.121a)
    const ab = ruleAbility(format, x.rule, x.ability);
    if (!ab || x.kind !== 'ability' || x.card !== '' || (x.source === null) !== (ab.keyword === undefined) || x.trigger === null) fail(`${what} is no triggered ability of a rule`);
    if ((x.targets as unknown[]).length > (ab.targets?.length ?? 0)) fail(`${what} has more targets than its ability`);
    return;
  }
  const def = findDefinition(x.card as string)!;
  if (x.kind === 'ability') {
    // an ability past the card's own is one it grants from the command zone (CR 613.1f, 113.7a)
    const ab = cardAbilityAt(def, x.trigger !== null ? 'triggered' : 'activated', x.ability as number);
    if (!ab) fail(`${what} is no ability of ${x.card}`);
    const modes = ab && 'modes' in ab ? ab.modes : undefined;
    if ((x.modes as number[]).some((m) => !modes?.[m])) fail(`${what} has a mode its ability lacks`);
    const specs = (ab?.targets?.length ?? 0) + (x.modes as number[]).reduce((n, m) => n + (modes?.[m]?.targets?.length ?? 0), 0);
    // "any number of target …" (CR 601.2c) takes any number
    const anyNumber = ab?.targets?.some((t) => t.anyNumber) ?? false;
    if (ab && !anyNumber && (x.targets as unknown[]).length > specs) fail(`${what} has more targets than its ability`);
  } else if (x.zone === 'stack') {
    const modes = def.spell?.modes;
    if ((x.modes as number[]).some((m) => !modes?.[m])) fail(`${what} has a mode its card lacks`);
    const base = def.spell ? (def.spell.targets?.length ?? 0) : def.enchant ? 1 : 0;
    const specs = base + (x.modes as number[]).reduce((n, m) => n + (modes?.[m]?.targets?.length ?? 0), 0);
    // "any number of target …" (CR 601.2c) takes any number
    const anyNumber = def.spell?.targets?.some((t) => t.anyNumber) ?? false;
    if (!anyNumber && (x.targets as unknown[]).length > specs) fail(`${what} has more targets than its spell`);
  }
}

function checkPlayer(p: unknown, i: number): void {
  const x = rec(p, `player ${i}`);
  const what = `player ${i}`;
  if (x.id !== i) fail(`${what} has id ${String(x.id)}`);
  if (typeof x.name !== 'string' || !Number.isSafeInteger(x.life)) fail(`${what} has a bad name or life`);
  counters(x.counters, `${what}.counters`);
  const pool = rec(x.pool, `${what}.pool`);
  for (const t of ['W', 'U', 'B', 'R', 'G', 'C']) if (!isInt(pool[t])) fail(`${what}.pool.${t} is not a whole number`);
  // CR 106.4: mana the player's mana abilities made; as much as an action may pay for in X or kicks
  if (['W', 'U', 'B', 'R', 'G', 'C'].reduce((sum, t) => sum + (pool[t] as number), 0) > MAX_MADE) fail(`${what}.pool holds more mana than any game makes`);
  for (const k of ['landsPlayed', 'mulligans', 'toBottom', 'maxHandSize'] as const) if (!isInt(x[k])) fail(`${what}.${k} is not a whole number`);
  if (typeof x.inGame !== 'boolean' || typeof x.drewFromEmpty !== 'boolean') fail(`${what} has bad flags`);
  if (x.outcome !== null) oneOf(x.outcome, ['won', 'lost', 'draw'] as const, `${what}.outcome`);
  if (x.inGame !== (x.outcome === null)) fail(`${what} is in the game exactly when they have no outcome`);
  oneOf(x.mulliganState, ['deciding', 'declaredMulligan', 'kept'] as const, `${what}.mulliganState`);
  if (x.draft !== undefined) {
    try {
      checkDraftRecord(x.draft, what);
    } catch (e) {
      fail((e as Error).message);
    }
  }
  if (x.inGame && (x.toBottom as number) > list(x.hand, `${what}.hand`).length) fail(`${what} has fewer cards in hand than to put on the bottom`);
}

/** Zones list each object once, as it says, and every card is somewhere unless its owner left. */
function checkZones(s: GameState): void {
  const where = new Set<number>();
  const claim = (ids: unknown, zone: ZoneName, owner: number | null): void => {
    for (const id of list(ids, zone)) {
      if (!isIntIn(id, 0, s.objects.length - 1)) fail(`${zone} names a missing object ${String(id)}`);
      if (where.has(id)) fail(`object ${id} is in two zones`);
      where.add(id);
      const o = s.objects[id]!;
      if (o.zone !== zone) fail(`object ${id} is listed in ${zone} but says ${o.zone}`);
      if (o.movedTo !== null) fail(`object ${id} moved but is still listed in ${zone}`);
      if (owner !== null && o.owner !== owner) fail(`object ${id} is in another player's ${zone}`);
    }
  };
  s.players.forEach((p, i) => {
    claim(p.library, 'library', i);
    claim(p.hand, 'hand', i);
    claim(p.graveyard, 'graveyard', i);
    claim(p.sideboard, 'sideboard', i);
  });
  claim(s.battlefield, 'battlefield', null);
  if (s.phasedOut !== undefined) claim(s.phasedOut, 'battlefield', null); // CR 702.26d: phased out, still on the battlefield
  s.objects.forEach((o, i) => {
    if ((o.phasedOut !== undefined) !== (s.phasedOut?.includes(i) ?? false)) fail(`object ${i} is phased out exactly when it is listed as phased out`);
  });
  claim(s.stack, 'stack', null);
  claim(s.exile, 'exile', null);
  claim(s.command, 'command', null);
  const before = new Set<number>();
  s.objects.forEach((o, i) => {
    if (o.movedTo !== null && o.movedTo !== CEASED) {
      const next = s.objects[o.movedTo]!;
      if (next.card !== o.card || next.owner !== o.owner || next.kind !== o.kind) fail(`object ${i} became a different object ${o.movedTo}`);
      if (before.has(o.movedTo)) fail(`two objects became object ${o.movedTo}`);
      before.add(o.movedTo);
      return;
    }
    // CR 800.4a: only the cards of a player who left the game leave every zone
    if (o.kind === 'card' && o.movedTo !== CEASED && !where.has(i) && s.players[o.owner]!.inGame) fail(`card ${i} is in no zone`);
    if (o.movedTo === CEASED && where.has(i)) fail(`object ${i} ceased to exist but is listed`);
    // CR 800.4a: a card ceases to exist only as its owner leaves the game, unless the format's rules say otherwise
    if (o.kind === 'card' && o.movedTo === CEASED && s.players[o.owner]!.inGame && !moduleWith(s.format, 'cardsCeaseToExist')) fail(`card ${i} ceased to exist while its owner is in the game`);
    if (o.kind === 'ability' && o.zone !== 'stack') fail(`ability ${i} is off the stack`);
  });
}

function checkCombat(c: unknown, r: Refs): void {
  if (c === null) return;
  const x = rec(c, 'combat');
  list(x.attackers, 'combat.attackers').forEach((a, i) => {
    const what = `combat.attackers[${i}]`;
    const y = rec(a, what);
    r.object(y.id, `${what}.id`);
    r.attackTarget(y.target, `${what}.target`);
    r.player(y.defender, `${what}.defender`);
    if (typeof y.blocked !== 'boolean' || typeof y.dealtFirstStrike !== 'boolean') fail(`${what} has bad flags`);
    r.objectList(y.blockers, `${what}.blockers`);
    if (y.band !== undefined) r.object(y.band, `${what}.band`);
    if (y.targetRemoved !== undefined && (y.targetRemoved !== true || !('planeswalker' in (y.target as object)))) fail(`${what}.targetRemoved is set but it does not attack a planeswalker removed from combat`);
  });
  list(x.blockers, 'combat.blockers').forEach((b, i) => {
    const what = `combat.blockers[${i}]`;
    const y = rec(b, what);
    r.object(y.id, `${what}.id`);
    r.objectList(y.blocking, `${what}.blocking`);
    if (typeof y.dealtFirstStrike !== 'boolean') fail(`${what}.dealtFirstStrike is not true or false`);
  });
  list(x.attackedPlayers, 'combat.attackedPlayers').forEach((p, i) => r.player(p, `combat.attackedPlayers[${i}]`));
  if (x.attackersDeclared !== undefined && x.attackersDeclared !== true) fail('combat.attackersDeclared is set but not true');
  if (x.defendingPlayers !== undefined) list(x.defendingPlayers, 'combat.defendingPlayers').forEach((p, i) => r.player(p, `combat.defendingPlayers[${i}]`));
  list(x.blockersDeclaredBy, 'combat.blockersDeclaredBy').forEach((p, i) => r.player(p, `combat.blockersDeclaredBy[${i}]`));
  for (const [k, v] of Object.entries(rec(x.divisions, 'combat.divisions'))) {
    r.object(Number(k), `combat.divisions key ${k}`);
    r.ints(v, `combat.divisions.${k}`);
  }
  if (x.shieldOrders !== undefined) {
    for (const [k, v] of Object.entries(rec(x.shieldOrders, 'combat.shieldOrders'))) {
      if (!/^\d+$/.test(k)) fail(`combat.shieldOrders key ${k} is not an event index`);
      r.ints(v, `combat.shieldOrders.${k}`, Number.MIN_SAFE_INTEGER);
    }
  }
  if (x.shieldShares !== undefined) {
    for (const [k, v] of Object.entries(rec(x.shieldShares, 'combat.shieldShares'))) {
      if (!/^\d+$/.test(k)) fail(`combat.shieldShares key ${k} is not a shield id`);
      for (const [i, n] of Object.entries(rec(v, `combat.shieldShares.${k}`))) {
        if (!/^\d+$/.test(i) || !Number.isInteger(n) || (n as number) < 0) fail(`combat.shieldShares.${k} has a bad share`);
      }
    }
  }
}

/** The entries of a declaration of attackers (`attacking`) or blockers in progress (`what`: where it is kept). */
function checkEntries(pending: unknown, what: string, r: Refs, attacking: boolean): void {
  const p = rec(pending, `${what}.pending`);
  // CR 508.1a, 509.1a: an attacker's entry names what it attacks; a blocker's, the attacker it blocks
  list(p.entries, `${what}.pending.entries`).forEach((e, i) => {
    const y = rec(e, `${what} entry ${i}`);
    r.object(y.id, `${what} entry ${i}`);
    if (attacking) {
      r.attackTarget(y.target, `${what} entry ${i}.target`);
      if (y.blocks !== null) fail(`${what} entry ${i} of an attacker blocks`);
    } else {
      r.object(y.blocks, `${what} entry ${i}.blocks`);
      if (y.target !== null) fail(`${what} entry ${i} of a blocker attacks`);
    }
  });
}

/**
 * The creatures of a declaration in progress, once the rest of the state is sound (CR 508.1a,
 * 509.1a): each is a creature on the battlefield its declaring player controls; an attacker is named
 * once, a blocker once for each creature it blocks (one able to block several has an entry for each,
 * Guardian of the Gateless, Entourage of Trest); a blocker blocks a creature attacking in this combat.
 */
function checkDeclaredCreatures(s: GameState, pending: PendingDeclaration, player: number, attacking: boolean): void {
  const seen = new Set<string>();
  pending.entries.forEach((e, i) => {
    const what = `a declared ${attacking ? 'attacker' : 'blocker'} (entry ${i})`;
    const key = attacking ? String(e.id) : `${e.id}:${String(e.blocks)}`;
    if (seen.has(key) || !s.battlefield.includes(e.id)) fail(`${what} is not a permanent named once`);
    seen.add(key);
    const c = characteristics(s, e.id);
    if (!c.types.includes('Creature') || c.controller !== player) fail(`${what} is not a creature its declaring player controls`);
    if (!attacking && !s.combat?.attackers.some((a) => a.id === e.blocks)) fail(`${what} blocks no attacking creature`);
  });
}

/**
 * A declaration held while cards returning as the monarch left the game wait for their entry choices
 * (CR 725.4, 610.3c), or while the player a mana ability activated for it chose asks its mana's color
 * (605.3b): there are such cards or such a question, and it is one of this step, of a player who
 * would declare in it (CR 508.1, 509.1). That player may have left the game since: then the next
 * defending player declares once the cards have entered.
 */
function checkHeldDeclaration(s: GameState, r: Refs): void {
  if (s.heldDeclaration === undefined) return;
  const x = rec(s.heldDeclaration, 'heldDeclaration');
  const kind = oneOf(x.kind, ['declareAttackers', 'declareBlockers'] as const, 'heldDeclaration.kind');
  const player = r.player(x.player, 'heldDeclaration.player');
  const colorAsked = s.decision?.kind === 'choose' && s.decision.choice.rule === CHOSEN_PLAYER_COLOR_RULE;
  if (s.result !== null || !(colorAsked || s.exiledUntil.some((e) => e.returning !== undefined))) fail('a declaration held with no card returning nor color asked');
  if (s.turn.step !== kind || !s.combat || (player === s.turn.active) !== (kind === 'declareAttackers')) fail('a declaration held outside its step');
  if (s.decision?.kind === 'declareAttackers' || s.decision?.kind === 'declareBlockers') fail('a declaration held while another is made');
  checkEntries(x.pending, 'heldDeclaration', r, kind === 'declareAttackers');
}

/** The decision fits the turn: who may decide, and in which step (CR 117, 103.5, 508, 509, 510, 514). */
function checkDecision(s: GameState, r: Refs): void {
  const d = s.decision as unknown;
  if (s.result !== null) {
    if (d !== null) fail('a finished game waits for a decision');
    return;
  }
  const x = rec(d, 'decision');
  const player = r.player(x.player, 'decision.player');
  if (!s.players[player]!.inGame) fail('the deciding player has left the game');
  const step = s.turn.step;
  const combat = s.combat;
  const kind = oneOf(x.kind, ['mulligan', 'bottom', 'priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'putTrigger', 'discard', 'choose', 'startOfGame'] as const, 'decision.kind');
  // CR 103.5: mulligans are taken before the first turn, and only then; CR 103.2: the format's steps before them
  if ((kind === 'mulligan' || kind === 'bottom' || kind === 'startOfGame') !== (step === 'pregame')) fail(`a ${kind} decision in step ${step}`);
  if ((kind === 'startOfGame') !== (s.startOfGame !== undefined)) fail(`a ${kind} decision with the start of the game at ${String(s.startOfGame)}`);
  if (step !== 'pregame' && s.players.some((p) => p.inGame && (p.toBottom !== 0 || p.mulliganState !== 'kept'))) fail('a mulligan is unfinished after the game began');
  const entries = (attacking: boolean): void => checkEntries(x.pending, 'decision', r, attacking);
  switch (kind) {
    case 'bottom':
    case 'discard':
      if (!isIntIn(x.count, 1, s.players[player]!.hand.length)) fail('decision.count is not a number of cards in hand');
      if (kind === 'bottom' && x.count !== s.players[player]!.toBottom) fail('decision.count is not the number of cards to put on the bottom');
      if (kind === 'discard' && (typeof x.rule !== 'string' || step !== 'cleanup')) fail('a discard decision outside cleanup');
      return;
    case 'priority':
      if (s.turn.priority !== player) fail('the deciding player does not have priority');
      return;
    case 'declareAttackers':
      if (step !== 'declareAttackers' || player !== s.turn.active || !combat) fail('attackers declared outside the declare attackers step');
      return entries(true);
    case 'declareBlockers':
      if (step !== 'declareBlockers' || player === s.turn.active || !combat) fail('blockers declared outside the declare blockers step');
      return entries(false);
    case 'assignDamage':
      if ((step !== 'combatDamage' && step !== 'firstStrikeDamage') || !(combat?.attackers.some((a) => a.id === x.attacker) || combat?.blockers.some((b) => b.id === x.attacker))) fail('combat damage assigned outside a damage step'); // a blocker's: of several attackers (CR 510.1d) or of a band (702.22k)
      if (typeof x.firstStrike !== 'boolean') fail('decision.firstStrike is not true or false');
      return;
    case 'putTrigger':
      // CR 603.3b: one to put on the stack in this round, not one waiting for the next
      if (!s.pendingTriggers.some((t) => t.controller === player && t.nextRound !== true)) fail('no waiting triggered ability for the deciding player');
      return;
    case 'startOfGame':
      if (typeof x.prompt !== 'string' || typeof x.rule !== 'string') fail('decision has no prompt or rule');
      // the opening hands to choose from (Backup Plan, CR 315.5a) are the ones the records keep
      if ((x.prompt === 'hand') !== (x.hands !== undefined)) fail('decision.hands is given for a choice of opening hands, and only then');
      if (x.hands !== undefined && JSON.stringify(x.hands) !== JSON.stringify(s.conspiracyDraft?.hands[player])) fail('decision.hands are not the opening hands the player chooses among');
      return;
    case 'choose': {
      const c = rec(x.choice, 'decision.choice');
      // a choice is asked by a resolution, or outside one by a rule of the format that says such a choice may wait
      // now (RuleModule.choices: the legend rule, combat damage's prevention shields, a mana ability's chosen player, …)
      const rule = c.rule;
      const asked = (s.resolution !== null && s.resolution.waiting !== null)
        || (typeof rule === 'string' && formatById(s.format)!.modules.some((m) => m.choices !== undefined && Object.hasOwn(m.choices, rule) && m.choices[rule]!.mayWait(s)));
      if (!asked) fail('a choice with no resolution waiting for it');
      const options = list(c.options, 'decision.choice.options');
      options.forEach((o, i) => {
        if (isRec(o) && Object.keys(o).length === 1 && typeof o.label === 'string') return;
        r.ref(o, `decision.choice.options[${i}]`);
      });
      if (typeof c.prompt !== 'string' || typeof c.rule !== 'string') fail('decision.choice has no prompt or rule');
      if (c.paysMana !== undefined && (c.paysMana !== true || s.resolution === null)) fail('decision.choice.paysMana is true, of a resolution, or absent');
      if (c.voter !== undefined) {
        r.player(c.voter, 'decision.choice.voter');
        if (c.prompt !== 'vote' || c.voter === player) fail('decision.choice.voter names another player than the one choosing, on a vote, or is absent');
      }
      if (c.entering !== undefined) {
        const e = rec(c.entering, 'decision.choice.entering');
        if (Object.keys(e).length !== 2 || typeof e.card !== 'string') fail('decision.choice.entering names the object entering and a card name, and nothing else');
        r.object(e.object, 'decision.choice.entering.object');
      }
      if (!isInt(c.min) || !isIntIn(c.max, c.min as number, options.length)) fail('decision.choice has bad bounds');
      return;
    }
    default:
      return;
  }
}

/** How many card names a card's hidden agenda (1) or double agenda (2) chooses; 0 for a card with neither or no card. */
function agendaNames(card: unknown): number {
  return typeof card === 'string' ? (findDefinition(card)?.conspiracy?.agenda ?? 0) : 0;
}

/** The numbers a conspiracy's card offers to choose as it is put into the command zone (CR 315.5a); none for another card. */
function numbersOffered(card: unknown): readonly number[] {
  return typeof card === 'string' ? (findDefinition(card)?.conspiracy?.chooseNumber ?? []) : [];
}

/**
 * CR 702.106a, 702.106f, 315.5a: a conspiracy in the command zone holds every name its hidden agenda
 * or double agenda chooses, and the number its card chooses, once they are chosen: all but the one
 * being put, whose choices are being made (`conspiracyDraft.choosing`, checked with the start-of-game
 * records).
 */
function checkConspiracyChoices(s: GameState): void {
  const choosing = s.conspiracyDraft?.choosing?.object;
  for (const id of s.command) {
    const o = s.objects[id]!;
    if (id === choosing) continue;
    const agenda = agendaNames(o.card);
    if (agenda > 0 && (o.chosenNames?.length ?? 0) !== agenda) {
      fail(`object ${id} (${o.card}) in the command zone has ${o.chosenNames?.length ?? 0} chosen names; its ${agenda === 1 ? 'hidden agenda chooses one' : 'double agenda chooses two'} (CR 702.106a, 702.106f)`);
    }
    if (numbersOffered(o.card).length > 0 && o.chosenNumber === undefined) fail(`object ${id} (${o.card}) in the command zone has no chosen number (CR 315.5a)`);
  }
}

/**
 * CR 315.2, 408.3: the cards in the command zone are conspiracies, put there as a game that plays them
 * began (315.1); each is controlled by its owner (905.5), and is face down only if it has hidden agenda
 * or double agenda (702.106a, 702.106f): no other card is put there face down, so nobody can bluff one
 * (the rulings of the hidden agenda cards), and a view hides what a face-down card is (315.7).
 * Emblems are objects of another kind (CR 114).
 */
function checkCommandZone(s: GameState): void {
  const format = formatById(s.format)!;
  for (const id of s.command) {
    const o = s.objects[id]!;
    if (o.kind !== 'card') continue;
    const what = `object ${id} (${o.card})`;
    if (findDefinition(o.card)?.printed.types.includes('Conspiracy') !== true) fail(`${what} is in the command zone but is not a conspiracy card; only conspiracies start the game there (CR 315.2, 408.3)`);
    if (!playsConspiracies(format)) fail(`${what} is in the command zone of a game that plays no conspiracies (CR 315.1)`);
    if (o.controller !== o.owner) fail(`${what} in the command zone is controlled by player ${o.controller} but owned by player ${o.owner}; a conspiracy's controller is its owner (CR 905.5)`);
    if (o.faceDown && agendaNames(o.card) === 0) fail(`${what} is face down in the command zone but has no hidden agenda; only a conspiracy with hidden agenda or double agenda is put there face down (CR 702.106a)`);
  }
}

/**
 * CR 315.3: a conspiracy card is never a permanent nor a spell, and in a game that plays conspiracies
 * it is never in a deck, so in no zone but the command zone and the sideboard (315.2); it was in no
 * other zone either (an object it left behind).
 */
function checkConspiracyZones(s: GameState): void {
  const format = formatById(s.format)!;
  for (const o of s.objects) {
    if (o.kind !== 'card' || o.zone === 'command') continue;
    const why = conspiracyZoneProblem(format, o.card, o.zone);
    if (why) fail(`object ${o.id} (${o.card}) is a conspiracy card in the ${o.zone}: ${why}`);
  }
}

/**
 * CR 304.4, 307.4: an instant or sorcery card can't enter the battlefield (it stays where it was), so
 * none is a permanent face up, nor ever was (an object it left behind). A face-down card has no types
 * (CR 708.2): Magic Tech deploys instants and sorceries face down, and casts them from there.
 */
function checkNonpermanentCards(s: GameState): void {
  for (const o of s.objects) {
    if (o.kind !== 'card' || o.zone !== 'battlefield' || o.faceDown) continue;
    const why = nonpermanentCard(o.card);
    if (why) fail(`object ${o.id} (${o.card}) is ${why.kind} card on the battlefield, which it can't enter (CR ${why.rule})`);
  }
}

/**
 * What keeps a card off the battlefield face up: an instant (CR 304.4) or a sorcery (CR 307.4) card
 * can't enter it; null for a card that can. Read by `deserialize` and by `scenario`.
 */
export function nonpermanentCard(card: string): { kind: 'an instant' | 'a sorcery'; rule: '304.4' | '307.4' } | null {
  const types = findDefinition(card)?.printed.types ?? [];
  if (types.includes('Instant')) return { kind: 'an instant', rule: '304.4' };
  if (types.includes('Sorcery')) return { kind: 'a sorcery', rule: '307.4' };
  return null;
}

/** The start-of-game records: where the procedure is (CR 103.2) and what a Conspiracy Draft game noted (CR 905.4). */
function checkStartOfGame(s: GameState, r: Refs): void {
  if (s.startOfGame !== undefined) {
    oneOf(s.startOfGame, ['beforeShuffle', 'beforeMulligans'] as const, 'startOfGame');
    if (s.turn.step !== 'pregame') fail('the start of the game is unfinished after the game began');
  }
  if (s.conspiracyDraft === undefined) return;
  const n = s.players.length;
  const x = rec(s.conspiracyDraft, 'conspiracyDraft');
  const flags = (v: unknown, what: string): void => {
    const l = list(v, what);
    if (l.length !== n || !l.every((b) => typeof b === 'boolean')) fail(`${what} is not a flag per player`);
  };
  flags(x.done, 'conspiracyDraft.done');
  flags(x.poolInGame, 'conspiracyDraft.poolInGame');
  if (r.ints(x.turnsBegun, 'conspiracyDraft.turnsBegun').length !== n) fail('conspiracyDraft.turnsBegun is not a number per player');
  if (r.ints(x.landsFromOutside, 'conspiracyDraft.landsFromOutside').length !== n) fail('conspiracyDraft.landsFromOutside is not a turn per player');
  const hands = list(x.hands, 'conspiracyDraft.hands');
  if (hands.length !== 0 && hands.length !== n) fail('conspiracyDraft.hands is not a list of hands per player');
  hands.forEach((h, p) => list(h, `conspiracyDraft.hands[${p}]`).forEach((hand, i) => {
    // the cards of a player who left the game left with them (CR 800.4a)
    for (const id of r.objectList(hand, `conspiracyDraft.hands[${p}][${i}]`)) if (s.players[p]!.inGame && !s.players[p]!.hand.includes(id)) fail(`conspiracyDraft.hands[${p}][${i}] names a card not in that hand`);
  }));
  if (x.choosing !== null) {
    const c = rec(x.choosing, 'conspiracyDraft.choosing');
    const id = r.object(c.object, 'conspiracyDraft.choosing.object');
    if (s.objects[id]!.zone !== 'command' || s.startOfGame !== 'beforeShuffle') fail('conspiracyDraft.choosing is not a conspiracy being put into the command zone');
    if (!isIntIn(c.names, 0, 2)) fail('conspiracyDraft.choosing.names is not 0, 1 or 2');
    // CR 702.106a, 702.106f: the names still to choose and those chosen make the card's number; a
    // game saved by an earlier build, which asked a double agenda's names one at a time, may have one of each
    const o = s.objects[id]!;
    const chosen = Array.isArray(o.chosenNames) ? o.chosenNames.length : 0;
    if (c.names > 0 && c.names + chosen !== (findDefinition(o.card)?.conspiracy?.agenda ?? 0)) fail('conspiracyDraft.choosing.names is not the number of names its card has still to be given');
    r.ints(c.numbers, 'conspiracyDraft.choosing.numbers');
  }
  // asked in seat order, as builds before turn order from the starting player (CR 101.4e) did
  if (x.seatOrder !== undefined && x.seatOrder !== true) fail('conspiracyDraft.seatOrder is true or absent');
  // basic lands played from outside the game taken from the sideboard, as builds before the supply (CR 400.11a) did
  if (x.basicsFromSideboard !== undefined && x.basicsFromSideboard !== true) fail('conspiracyDraft.basicsFromSideboard is true or absent');
  if (x.revealedBeforeShuffle !== undefined) {
    list(x.revealedBeforeShuffle, 'conspiracyDraft.revealedBeforeShuffle').forEach((v, i) => {
      const what = `conspiracyDraft.revealedBeforeShuffle[${i}]`;
      const e = rec(v, what);
      if (!isIntIn(e.player, 0, n - 1)) fail(`${what}.player is not a player`);
      if (e.card !== null) r.object(e.card, `${what}.card`);
      if (typeof e.name !== 'string' || !findDefinition(e.name)?.beforeShuffle) fail(`${what}.name names no card revealed before the shuffle`);
      for (const id of r.objectList(e.exiled, `${what}.exiled`)) if (s.objects[id]!.zone !== 'exile' && s.objects[id]!.movedTo === null) fail(`${what}.exiled names a card that was never exiled`);
    });
  }
}

/**
 * The game log (DESIGN principle 6): chunks of {@link LOG_CHUNK} events, the last one shorter, as
 * `emit` appends them; each event an object of a type the engine emits (`GameEventPayloads`, the
 * rule modules' and the variants' types included), with its `rule`, every field its type requires,
 * and each field it has of the kind its type declares, players and objects of this game. A problem
 * names the event by its position in the whole log (as `logOf` counts it) and the field; describing
 * the event later (`describeEvent`) would otherwise refuse it far from the save that held it.
 */
function checkLog(log: unknown, r: Refs): void {
  const chunks = list(log, 'log');
  let n = 0;
  chunks.forEach((chunk, i) => {
    const events = list(chunk, `log chunk ${i}`);
    if (events.length === 0 || events.length > LOG_CHUNK || (events.length < LOG_CHUNK && i < chunks.length - 1)) fail(`log chunk ${i} holds ${events.length} events: every chunk but the last holds ${LOG_CHUNK}, the last 1 to ${LOG_CHUNK}`);
    for (const e of events) checkEvent(e, n++, r);
  });
}

/**
 * Event `n` of the log (see {@link checkLog}): one pass over its fields, each of a known kind checked,
 * and no text built for a sound event (a replay loads a save at each upgraded action, and a long
 * game's log holds thousands of events).
 */
function checkEvent(e: unknown, n: number, r: Refs): void {
  if (!isRec(e)) fail(`log event ${n} must be an object`);
  const type = e.type;
  const required = typeof type === 'string' && isGameEventType(type) ? requiredEventFields(type) : undefined;
  if (required === undefined) fail(`log event ${n} has type ${shown(type)}, which is no type of event the engine logs`);
  if (typeof e.rule !== 'string') fail(e.rule === undefined ? `log event ${n} (${type as string}) has no rule: every event names the rule it applies` : `log event ${n}.rule is not text`);
  for (const k of required) if (e[k] === undefined) fail(`log event ${n} (${type as string}) has no ${k}: every ${type as string} event has one`);
  for (const k in e) {
    const v = e[k];
    switch (k) {
      case 'player': case 'toPlayer':
        if (!isIntIn(v, 0, r.players - 1)) fail(`log event ${n}.${k} is not a player`);
        break;
      case 'object': case 'to':
        if (!isIntIn(v, 0, r.objects - 1)) fail(`log event ${n}.${k} is not an object`);
        break;
      case 'card': case 'detail':
        if (typeof v !== 'string') fail(`log event ${n}.${k} is not text`);
        break;
      case 'amount':
        if (!Number.isFinite(v)) fail(`log event ${n}.amount is not a number`);
        break;
      case 'from': case 'zone':
        oneOf(v, ZONES, `log event ${n}.${k}`);
        break;
      case 'visibleTo':
        if (!(Array.isArray(v) && v.every((p) => isIntIn(p, 0, r.players - 1)))) fail(`log event ${n}.visibleTo is not a list of players`);
        break;
    }
  }
}

/**
 * The most mana a pool may hold, or counters of one kind (a bound far above anything a game can
 * make). An action may ask to pay an X or a number of kicks as large as what its player could pay
 * (`payableBound`), and each of them is worked: a tampered pool of 2^20 made a million tokens.
 */
const MAX_MADE = 10_000;

/** The largest X a saved spell or ability may have (a bound far above any mana a game can make). */
const MAX_X = MAX_MADE;

/** The most cards a starting hand may have: more would only draw from an empty library, one event each. */
const MAX_STARTING_HAND = 1000;

/**
 * Whether a value is one seat's stops: null, or `{ ownTurn, othersTurns }`, each a list of at most
 * {@link MAX_STOP_STEPS} steps of the turn (CR 500.1; the pregame is none), see `GameSettings.stops`.
 * The same test for the setting, a saved game and the `setStops` action.
 */
export function isSeatStops(v: unknown): boolean {
  const steps = (x: unknown): boolean => Array.isArray(x) && x.length <= MAX_STOP_STEPS && x.every((step) => STEP_ORDER.includes(step as never));
  return v === null || (isRec(v) && steps(v.ownTurn) && steps(v.othersTurns) && Object.keys(v).length === 2);
}

/** What is wrong with game settings (see GameSettings), or null if nothing is. */
export function settingsProblem(value: unknown): string | null {
  if (!isRec(value)) return 'settings must be an object';
  if (value.autoPass !== 'whenOnlyPass' && value.autoPass !== 'never') return 'settings.autoPass must be whenOnlyPass or never';
  if (value.manaAbilities !== 'automatic' && value.manaAbilities !== 'actions') return 'settings.manaAbilities must be automatic or actions';
  if (value.stops !== undefined && (!Array.isArray(value.stops) || !value.stops.every(isSeatStops))) {
    return 'settings.stops must be a list, by seat, of null or { ownTurn: [steps], othersTurns: [steps] }';
  }
  // a life total the game could not save (a saved player's life is a safe integer)
  if (!isIntIn(value.startingLife, -MAX_COUNT, MAX_COUNT)) return `settings.startingLife must be a whole number from ${-MAX_COUNT} to ${MAX_COUNT}`;
  if (!isIntIn(value.startingHandSize, 0, MAX_STARTING_HAND)) return `settings.startingHandSize must be a whole number from 0 to ${MAX_STARTING_HAND}`;
  if (!isInt(value.turnLimit)) return 'settings.turnLimit must be a whole number of at least 0';
  if (value.nameableCards !== undefined) return nameableCardsProblem(value.nameableCards);
  return null;
}

/**
 * The deepest nesting of lists and objects a saved game may have: far more than the engine writes
 * (about a dozen levels), and little enough that no reader of a state recurses out of stack.
 */
export const MAX_NESTING = 32;

/** The largest count, timestamp or id a saved game may hold: more than any game can reach, and exact in a double. */
export const MAX_COUNT = 2 ** 31 - 1;

/** Whether a JSON value nests lists and objects deeper than `max` levels (counted without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** Checks that a parsed value has the shape and the invariants of a game state; throws a `badState` RulesError if not. */
export function validateState(value: unknown): asserts value is GameState {
  validatedLegalActions(value);
}

/**
 * {@link validateState}'s checks, returning the legal actions its last check lists (DESIGN principle
 * 4: whoever must decide has something to do), so that a caller keeping the state keeps that list
 * with it rather than listing the same decision again (see `keepLegalActions`).
 */
export function validatedLegalActions(value: unknown): Action[] {
  if (nestsDeeperThan(value, MAX_NESTING)) fail(`lists and objects nest deeper than ${MAX_NESTING} levels`);
  const s = rec(value, 'the saved game');
  if (s.schema !== 'paliano/game') fail('schema is not paliano/game');
  if (s.version !== STATE_VERSION) fail(`version ${shown(s.version)} is not ${STATE_VERSION}`);
  if (typeof s.format !== 'string' || !hasFormat(s.format)) fail(`unknown format ${quoted(s.format)}; the formats built in are ${formatIds().join(', ')}`);
  const settingsWrong = settingsProblem(s.settings);
  if (settingsWrong) fail(settingsWrong);
  const rng = list(s.rng, 'rng');
  if (rng.length !== 4 || !rng.every((w) => isIntIn(w, -(2 ** 31), 2 ** 32 - 1))) fail('bad PRNG state');
  const players = list(s.players, 'players');
  if (players.length < 2 || players.length > 8) fail('players must be a list of 2 to 8');
  const format = formatById(s.format)!;
  if (players.length < format.minPlayers || players.length > format.maxPlayers) fail(`${format.name} is for ${format.minPlayers} to ${format.maxPlayers} players, not ${players.length}`);
  if ((((s.settings as Rec).stops as unknown[] | undefined)?.length ?? 0) > players.length) fail('settings.stops has more seats than the game has players');
  const n = players.length;
  players.forEach((p, i) => checkPlayer(p, i));
  const objects = list(s.objects, 'objects');
  const r = new Refs(n, objects.length);
  const moreNames = (s.settings as Rec).nameableCards as readonly string[] | undefined;
  objects.forEach((o, i) => checkObject(o, i, r, s.format as string, moreNames));
  const state = s as unknown as GameState;

  const t = rec(s.turn, 'turn');
  if (!isInt(t.number, 1) || !isInt(t.passes) || !isInt(t.additionalCombats)) fail('bad turn numbers');
  r.player(t.active, 'turn.active');
  // CR 117.4: turn.passes counts the players still in the game who passed in succession since the
  // last action (a pass by a player who left is taken back, CR 800.4a), so no more than those players;
  // the player who wins leaves the game without taking back a pass, so an ended game counts all seats
  const passers = s.result === null ? players.filter((p) => (p as Rec).inGame === true).length : n;
  if ((t.passes as number) > passers) fail(`turn.passes ${t.passes as number} is more than the ${passers} players ${s.result === null ? 'still in the game' : 'of the game'} who could have passed in succession (CR 117.4)`);
  r.playerOrNull(t.priority, 'turn.priority');
  oneOf(t.step, STEPS, 'turn.step');
  // CR 500.8: an additional combat phase is added, by a resolving spell or ability, directly after the
  // combat phase it was added in; so there are none waiting outside a combat phase, and no more than
  // the objects that could have added them (a saved game with a billion would play them all)
  if (t.additionalCombats > 0 && !isCombatStep(t.step as string)) fail('turn.additionalCombats outside a combat phase (CR 500.8)');
  if ((t.additionalCombats as number) > objects.length) fail('turn.additionalCombats more than the spells and abilities that could have added them (CR 500.8)');
  const begun = r.ints(t.turnsBegun, 'turn.turnsBegun');
  if (begun.length !== n) fail('turn.turnsBegun needs one entry per player');
  checkZones(state);
  // CR 103.5: a player takes mulligans only while their hand would keep a card, of the size their
  // format's rules give it (Sovereign's Realm's five, CR 315.5a); the first is free with 3+ players (CR 103.5c)
  if (state.players.some((p) => p.mulligans > openingHandSize(state, p.id) + 1)) fail('more mulligans than cards in a starting hand');

  checkCombat(s.combat, r);
  if (s.combat !== null && !isCombatStep(t.step as string)) fail(`a combat in step ${String(t.step)}`);
  list(s.pendingTriggers, 'pendingTriggers').forEach((p, i) => {
    const what = `pendingTriggers[${i}]`;
    const x = rec(p, what);
    r.player(x.controller, `${what}.controller`);
    if (x.rule !== undefined) {
      const ab = ruleAbility(s.format as string, x.rule, x.ability);
      if (!ab || x.card !== '' || (x.source === null) !== (ab.keyword === undefined)) fail(`${what} is no triggered ability of a rule`);
      if (x.source !== null) r.object(x.source, `${what}.source`);
    } else {
      r.object(x.source, `${what}.source`);
      const def = typeof x.card === 'string' ? findDefinition(x.card) : undefined;
      if (!def || !isInt(x.ability) || cardAbilityAt(def, 'triggered', x.ability) === undefined) fail(`${what} is no triggered ability`);
    }
    r.context(x.context, `${what}.context`);
    if (x.nextRound !== undefined && x.nextRound !== true) fail(`${what}.nextRound must be true or absent`);
  });
  if (s.resolution !== null) {
    // CR 104.1: a game that ended resolves nothing more
    if (s.result !== null) fail('a finished game is resolving a spell or ability');
    const x = rec(s.resolution, 'resolution');
    // the resolving object is on top of the stack, unless its own resolution moved it off (CR 608.2c,
    // Ill-Gotten Gains exiles itself first): then its slot keeps the last known information of the spell
    const resolving = isIntIn(x.object, 0, state.objects.length - 1) ? state.objects[x.object] : undefined;
    const leftWhileResolving = resolving !== undefined && resolving.zone === 'stack' && resolving.movedTo !== null && isInt(x.step, 1);
    if (x.object !== state.stack[state.stack.length - 1] && !leftWhileResolving) fail('the resolving object is not on top of the stack');
    if (!isInt(x.step)) fail('resolution.step is not a whole number');
    for (const [k, v] of Object.entries(rec(x.answers, 'resolution.answers'))) {
      // an answer picks options of a choice (PendingChoice): a set of indexes, none twice; what an
      // answer chose is kept beside it as whole numbers (engine/resolution-answers.ts)
      const picks = r.ints(v, `resolution.answers.${k}`);
      if (!k.endsWith('#chose') && new Set(picks).size !== picks.length) fail(`resolution.answers.${k} picks an option twice`);
    }
    for (const [k, v] of Object.entries(rec(x.vars, 'resolution.vars'))) if (!Number.isFinite(v)) fail(`resolution.vars.${k} is not a number`);
    if (x.waiting !== null && typeof x.waiting !== 'string') fail('resolution.waiting is not text');
  }
  list(s.effects, 'effects').forEach((e, i) => {
    const what = `effects[${i}]`;
    const x = rec(e, what);
    if (!isInt(x.id) || !isInt(x.timestamp)) fail(`${what} has a bad id or timestamp`);
    r.objectList(x.affected, `${what}.affected`);
    r.duration(x.duration, `${what}.duration`);
    r.objectOrNull(x.source, `${what}.source`);
    r.player(x.controller, `${what}.controller`);
    const c = rec(x.change, `${what}.change`);
    const kind = oneOf(c.kind, ['control', 'addTypes', 'setCreatureTypes', 'setBasicLandType', 'setColors', 'addKeywords', 'loseAllAbilities', 'setPT', 'modifyPT', 'switchPT'] as const, `${what}.change.kind`);
    if (kind === 'setColors' && !(Array.isArray(c.colors) && c.colors.every(isColor))) fail(`${what}.change has bad colors`);
    if (kind === 'setCreatureTypes' && !(Array.isArray(c.subtypes) && c.subtypes.every((x) => typeof x === 'string'))) fail(`${what}.change has bad subtypes`);
    if (kind === 'setBasicLandType' && !BASIC_LAND_TYPES.includes(c.landType as string)) fail(`${what}.change sets no basic land type`);
    if (kind === 'control') r.player(c.player, `${what}.change.player`);
    if (kind === 'addTypes' && !([c.types, c.subtypes].every((l) => Array.isArray(l) && l.every((x) => typeof x === 'string')))) fail(`${what}.change has bad types`);
    if (kind === 'addKeywords' && !(Array.isArray(c.keywords) && c.keywords.every((x) => typeof x === 'string'))) fail(`${what}.change has bad keywords`);
    if ((kind === 'setPT' || kind === 'modifyPT') && !(Number.isInteger(c.power) && Number.isInteger(c.toughness))) fail(`${what}.change has a bad power or toughness`);
  });
  list(s.replacements, 'replacements').forEach((e, i) => {
    const what = `replacements[${i}]`;
    const x = rec(e, what);
    if (!isInt(x.id) || !isInt(x.timestamp)) fail(`${what} has a bad id or timestamp`);
    const kind = oneOf(x.kind, ['preventDamage', 'regenerate', 'redirectDamage'] as const, `${what}.kind`);
    if (kind === 'redirectDamage') {
      r.objectOrNull(x.fromSource, `${what}.fromSource`);
      r.ref(x.redirectTo, `${what}.redirectTo`);
    }
    r.ref(x.affected, `${what}.affected`);
    if (x.amount !== null && !isInt(x.amount)) fail(`${what}.amount is not a whole number`);
    r.duration(x.duration, `${what}.duration`);
    r.objectOrNull(x.source, `${what}.source`);
    r.player(x.controller, `${what}.controller`);
  });
  const h = rec(s.history, 'history');
  if (!isInt(h.creaturesDied) || r.ints(h.spellsCast, 'history.spellsCast').length !== n) fail('bad history');
  r.objectList(h.attacked, 'history.attacked');
  r.objectList(h.targeted, 'history.targeted');
  if (r.ints(h.cardsDrawn, 'history.cardsDrawn').length !== n) fail('bad history.cardsDrawn');
  if (!isInt(h.combatPhases)) fail('bad history.combatPhases');
  r.playerOrNull(h.monarchAsTurnBegan, 'history.monarchAsTurnBegan');
  r.playerOrNull(s.monarch, 'monarch');
  list(s.exiledUntil, 'exiledUntil').forEach((e, i) => {
    const x = rec(e, `exiledUntil[${i}]`);
    r.object(x.object, `exiledUntil[${i}].object`);
    oneOf(x.until, ['anOpponentBecomesMonarch'] as const, `exiledUntil[${i}].until`);
    r.player(x.controller, `exiledUntil[${i}].controller`);
    if (x.returning !== undefined) {
      const ret = rec(x.returning, `exiledUntil[${i}].returning`);
      for (const [k, v] of Object.entries(rec(ret.answers, `exiledUntil[${i}].returning.answers`))) r.ints(v, `exiledUntil[${i}].returning.answers.${k}`);
      if (ret.waiting !== null && typeof ret.waiting !== 'string') fail(`exiledUntil[${i}].returning.waiting is not a key`);
    }
  });
  list(s.ruleEffects, 'ruleEffects').forEach((e, i) => {
    const what = `ruleEffects[${i}]`;
    const x = rec(e, what);
    if (!isInt(x.id) || !isInt(x.timestamp)) fail(`${what} has a bad id or timestamp`);
    r.duration(x.duration, `${what}.duration`);
    r.objectOrNull(x.source, `${what}.source`);
    r.player(x.controller, `${what}.controller`);
    const kind = oneOf(x.kind, ['cantBeBlocked', 'cantBlock', 'attacksIfAble', 'mustBeBlocked', 'blocksIfAble', 'blockAnyNumber', 'attackDespiteDefender', 'preventCombatDamage', 'mayCast', 'skipsNextUntap'] as const, `${what}.kind`);
    if (kind === 'attacksIfAble' || kind === 'mustBeBlocked' || kind === 'blocksIfAble' || kind === 'blockAnyNumber') r.objectList(x.affected, `${what}.affected`);
    else if (kind === 'attackDespiteDefender') r.player(x.controlledBy, `${what}.controlledBy`);
    else if (kind === 'cantBlock') {
      if (x.affected !== null) r.objectList(x.affected, `${what}.affected`);
      else r.player(x.opponentsOf, `${what}.opponentsOf`);
      if (x.unlessKeyword !== undefined && typeof x.unlessKeyword !== 'string') fail(`${what}.unlessKeyword is not a keyword`);
    }
    else if (kind === 'skipsNextUntap') {
      r.object(x.affected, `${what}.affected`);
      if (typeof x.applied !== 'boolean') fail(`${what}.applied is not true or false`);
    } else if (kind === 'cantBeBlocked') {
      if (x.affected !== null) r.objectList(x.affected, `${what}.affected`);
      r.playerOrNull(x.controlledBy, `${what}.controlledBy`);
      if ((x.affected === null) === (x.controlledBy === null)) fail(`${what} needs exactly one of affected and controlledBy`);
    } else if (kind === 'mayCast') {
      r.object(x.card, `${what}.card`);
      r.player(x.player, `${what}.player`);
      if (typeof x.anyColor !== 'boolean') fail(`${what}.anyColor is not true or false`);
    }
  });
  list(s.delayedTriggers, 'delayedTriggers').forEach((e, i) => {
    const what = `delayedTriggers[${i}]`;
    const x = rec(e, what);
    if (!isInt(x.id)) fail(`${what} has a bad id`);
    if (typeof x.card !== 'string' || !isInt(x.ability) || findDefinition(x.card)?.triggered?.[x.ability]?.when.event !== 'delayed') fail(`${what} is no delayed triggered ability`);
    r.player(x.controller, `${what}.controller`);
    r.objectOrNull(x.source, `${what}.source`);
    r.objectOrNull(x.object, `${what}.object`);
    if (x.turn !== undefined && !isInt(x.turn)) fail(`${what} has a bad turn`);
  });
  if (s.extraTurns !== undefined) {
    const x = rec(s.extraTurns, 'extraTurns');
    list(x.queue, 'extraTurns.queue').forEach((p, i) => r.player(p, `extraTurns.queue[${i}]`));
    r.playerOrNull(x.resumeAfter, 'extraTurns.resumeAfter');
  }
  if (s.legendRuleLosers !== undefined) {
    // CR 704.5j: permanents on the battlefield, each once, waiting while the legend rule asks about another name
    const losers = list(s.legendRuleLosers, 'legendRuleLosers');
    if (losers.length === 0) fail('legendRuleLosers is empty rather than absent');
    const seen = new Set<unknown>();
    losers.forEach((l, i) => {
      const x = rec(l, `legendRuleLosers[${i}]`);
      r.object(x.object, `legendRuleLosers[${i}].object`);
      r.player(x.player, `legendRuleLosers[${i}].player`);
      if (!state.battlefield.includes(x.object as number) || seen.has(x.object)) fail(`legendRuleLosers[${i}] is not a permanent waiting once`);
      seen.add(x.object);
    });
  }
  // CR 725.3: one monarch at most; while the game goes on, the monarch is a player still in it (725.4)
  if (s.result === null && s.monarch !== null && !state.players[s.monarch as number]?.inGame) fail('the monarch has left the game');
  if (!isIntIn(s.tokensAway, 0, MAX_COUNT) || !isIntIn(s.nextTimestamp, 1, MAX_COUNT) || !isIntIn(s.nextEffectId, 1, MAX_COUNT)) fail('bad counters');
  // new timestamps and effect ids must be new (CR 613.7)
  const stamps = [...state.objects, ...state.effects, ...state.replacements, ...state.ruleEffects].map((x) => x.timestamp);
  if (stamps.some((ts) => ts >= state.nextTimestamp)) fail('nextTimestamp is not past every timestamp');
  if ([...state.effects, ...state.replacements, ...state.ruleEffects, ...state.delayedTriggers].some((x) => x.id >= state.nextEffectId)) fail('nextEffectId is not past every effect id');
  checkLog(s.log, r);
  if (s.result !== null) {
    const x = rec(s.result, 'result');
    r.playerOrNull(x.winner, 'result.winner');
    if (typeof x.rule !== 'string' || !isInt(x.turn, 1)) fail('bad result');
  } else if (!state.players.some((p) => p.inGame)) fail('a game with nobody in it is not over');
  checkStartOfGame(state, r);
  checkCommandZone(state);
  checkConspiracyChoices(state);
  checkConspiracyZones(state);
  checkNonpermanentCards(state);
  if (s.formatData !== undefined) rec(s.formatData, 'formatData');
  const dataWrong = format.dataProblem?.(state);
  if (dataWrong) fail(`the format's data: ${dataWrong}`);
  checkDecision(state, r);
  checkHeldDeclaration(state, r);
  // a held declaration may be of a player who has left since, with their creatures (CR 800.4a)
  const d = state.decision;
  if (d?.kind === 'declareAttackers' || d?.kind === 'declareBlockers') checkDeclaredCreatures(state, d.pending, d.player, d.kind === 'declareAttackers');
  // DESIGN principle 4: whoever must decide has something to do (an action of the format's own, AMM 9)
  const actions = legalActions(state);
  if (state.result === null && actions.length === 0 && !format.driver?.ownActionsLeft?.(state).length) fail('the deciding player has no legal action');
  return actions;
}
