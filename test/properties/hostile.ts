/**
 * What a hostile client sends, and what the engine must accept: shared by the "accepted iff listed"
 * property and the fuzzer (`npm run fuzz`). Random games of every format, mutations of listed
 * actions (extra fields, wrong seats, wrong ids, type-coerced fields, prototype keys, huge
 * amounts), and the one statement of which actions `apply` accepts: those `legalActions` lists and
 * the documented equivalent forms (README, "Which actions `apply` accepts").
 */
import { apply, createGame, legalActions, tryApply, type Action, type ReadonlyGameState } from '../../src/index.js';
import { activatedAbilityAt } from '../../src/rules/602-activating-activated-abilities.js';
import { MAX_LISTED_BLOCKS } from '../../src/engine/finishing-blocks.js';
import { MAX_LISTED_DIVISIONS } from '../../src/engine/damage-division.js';
import { ACTION_SCHEMAS } from '../../src/engine/action-schemas.js';
import { randomInt } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { gameOptions, type GameSpec } from './helpers.js';
import { asEngineState } from '../helpers/mutable-copy.js';

/** The game formats the fuzzer and the property play (the draft has its own). */
export const GAME_FORMATS = ['free-for-all', 'two-player', 'conspiracy', 'magic-tech', 'mental-magic'] as const;
/** One of {@link GAME_FORMATS}. */
export type GameFormat = (typeof GAME_FORMATS)[number];

/** A random game of a format: its first state, and what follows every accepted action (Mental Magic settles). */
export interface HostileGame {
  state: ReadonlyGameState;
  after: (s: ReadonlyGameState) => ReadonlyGameState;
}

/** A random spec of a game from one PRNG. */
function specFrom(rng: RngState, players: number, deckSize: number): GameSpec {
  return {
    players,
    deckSize,
    startingLife: [3, 8, 20][randomInt(rng, 3)] as number,
    handSize: 3 + randomInt(rng, 5),
    gameSeed: randomInt(rng, 2 ** 30),
    deckSeed: randomInt(rng, 2 ** 30),
    botSeed: randomInt(rng, 2 ** 30),
  };
}

/** A new random game of `format`, both settings of mana abilities. */
export function newHostileGame(format: GameFormat, rng: RngState): HostileGame {
  const manaAbilities = randomInt(rng, 2) === 0 ? 'automatic' as const : 'actions' as const;
  if (format === 'mental-magic') return { state: createMentalMagicGame({ seed: randomInt(rng, 2 ** 30), manaAbilities }), after: settle };
  const conspiracy = format === 'conspiracy';
  const players = conspiracy ? 3 + randomInt(rng, 2) : format === 'free-for-all' ? 2 + randomInt(rng, 4) : 2;
  const spec = specFrom(rng, players, conspiracy || format === 'magic-tech' ? 40 : 10 + randomInt(rng, 10));
  const options = gameOptions(spec, conspiracy || format === 'magic-tech' ? 8 : spec.players * (spec.deckSize + 3));
  return { state: createGame({ ...options, format, settings: { ...options.settings, manaAbilities } }), after: (s) => s };
}

/**
 * The same action for the engine, as a key: key order aside, a choice is a set of option indexes
 * (CR 608.2d), and values JSON has not (a BigInt) kept apart from every JSON value.
 */
export function normalAction(a: unknown): string {
  const sorted = typeof a === 'object' && a !== null && !Array.isArray(a) && (a as { type?: unknown }).type === 'choose' && Array.isArray((a as { choice?: unknown }).choice)
    ? { ...a, choice: [...((a as { choice: unknown[] }).choice)].sort() }
    : a;
  return JSON.stringify(sorted, (_k, v: unknown) => {
    if (typeof v === 'bigint') return { bigint: String(v) };
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]));
  }) ?? 'undefined';
}

/**
 * How `apply` should answer an action on a state: `accept` for a listed action or an equivalent
 * form known legal, `refuse` for anything else, `either` for an equivalent form whose legality
 * only applying it decides (a whole declaration, a payment naming its mana abilities, a mana
 * ability in the automatic setting) — for those the property checks it by other means.
 */
export type Expected = 'accept' | 'refuse' | 'either';

/** Whether `a` is a plain action object whose own fields are all JSON values. */
function isPlain(a: unknown): a is Record<string, unknown> {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const proto = Object.getPrototypeOf(a) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The documented equivalent forms (README "Which actions `apply` accepts"), besides the listed
 * actions themselves: fields set to `undefined` are absent, and so are `kicked: 0` and `modes: []`
 * for a spell or trigger without modes; a choice's indexes in any order;
 * conceding and setting stops, at any time by a player in the game; taking a creature back out
 * of a declaration being built; a whole declaration of attackers or blockers; an addition of a
 * blocker the listing left out, once it holds MAX_LISTED_BLOCKS additions; a listed cast,
 * activation or confirmation of attackers with a `payment` naming the mana abilities that pay it
 * (an empty one where the declaration costs nothing, CR 508.1h–j); in the automatic
 * setting of mana abilities, activating a mana ability that setting leaves unlisted; a listed
 * cast of a spell dividing X among its targets with another legal division (CR 601.2d); and a
 * blocker's or an attacker's division of its damage left out past MAX_LISTED_DIVISIONS (CR 510.1c–d).
 */
export function expected(s: ReadonlyGameState, listed: ReadonlySet<string>, a: unknown): Expected {
  if (!isPlain(a)) return 'refuse';
  if (listed.has(normalAction(a)) || listed.has(normalAction(withoutDefaults(a)))) return 'accept';
  if (s.result) return 'refuse';
  const p = a.player;
  const inGame = typeof p === 'number' && s.players[p]?.inGame === true;
  if (a.type === 'concede') return inGame && Object.keys(a).every((k) => k === 'type' || k === 'player' || a[k] === undefined) ? 'accept' : 'refuse';
  if (a.type === 'setStops') return inGame ? 'either' : 'refuse';
  const d = s.decision;
  if (a.type === 'undeclareAttacker' || a.type === 'undeclareBlocker') {
    const attack = a.type === 'undeclareAttacker';
    const id = attack ? a.attacker : a.blocker;
    const extra = Object.keys(a).some((k) => k !== 'type' && k !== 'player' && k !== (attack ? 'attacker' : 'blocker') && a[k] !== undefined);
    return !extra && d?.kind === (attack ? 'declareAttackers' : 'declareBlockers') && d.player === p && d.pending.entries.some((e) => e.id === id) ? 'accept' : 'refuse';
  }
  if (a.type === 'declareAttackers' || a.type === 'declareBlockers') return d?.kind === a.type && d.player === p ? 'either' : 'refuse';
  if (a.type === 'declareBlocker' && d?.kind === 'declareBlockers' && d.player === p) {
    // a listing at its bound leaves the additions of the creatures after the listed ones out
    const additions = [...listed].filter((k) => k.includes('"type":"declareBlocker"'));
    const named = additions.some((k) => k.includes(`"blocker":${String(a.blocker)},`) || k.endsWith(`"blocker":${String(a.blocker)}}`));
    if (additions.length >= MAX_LISTED_BLOCKS && !named) return 'either';
  }
  if (a.type === 'assignDamage' && d?.kind === 'assignDamage' && d.player === p && d.attacker === a.attacker) {
    // a division the listing left out past its bound (CR 510.1c–d): a blocker's, any division of the same damage among as many
    // creatures; an attacker's, one that also gives each blocker lethal damage before any goes past them with trample (702.19b)
    const first = [...listed].map((k) => JSON.parse(k) as { type: string; amounts?: number[] }).find((l) => l.type === 'assignDamage')?.amounts;
    const amounts = Array.isArray(a.amounts) ? (a.amounts as unknown[]) : [];
    const total = first?.reduce((t, n) => t + n, 0) ?? 0;
    const own = Object.keys(a).every((k) => k === 'type' || k === 'player' || k === 'attacker' || k === 'amounts' || a[k] === undefined);
    const whole = first !== undefined && amounts.length === first.length && amounts.every((n) => Number.isInteger(n) && (n as number) >= 0) && amounts.reduce((t: number, n) => t + (n as number), 0) === total;
    if (own && whole && divisionCount(total, first.length) > MAX_LISTED_DIVISIONS) return s.combat?.blockers.some((b) => b.id === a.attacker) ? 'accept' : 'either';
  }
  if ((a.type === 'cast' || a.type === 'activate' || a.type === 'confirmAttackers') && a.payment !== undefined) {
    const { payment: _named, ...planned } = a;
    return listed.has(normalAction(planned)) ? 'either' : 'refuse';
  }
  if (a.type === 'activate' && s.settings.manaAbilities === 'automatic' && isManaAbility(s, a)) return 'either';
  if (a.type === 'nameCard' && Array.isArray(a.names) && a.names.length === 2 && Object.keys(a).every((k) => k === 'type' || k === 'player' || k === 'names' || a[k] === undefined)) {
    // a double agenda's names: the listing holds one pair per first name, apply takes any two
    // different names it lists (CR 702.106f)
    const firsts = new Set([...listed].flatMap((k) => {
      const l = JSON.parse(k) as { type: string; player: unknown; names?: unknown[] };
      return l.type === 'nameCard' && l.player === p && l.names?.length === 2 ? [l.names[0]] : [];
    }));
    const [x, y] = a.names as unknown[];
    return firsts.has(x) && firsts.has(y) && x !== y ? 'accept' : 'refuse';
  }
  if (a.type === 'cast' && Array.isArray(a.division)) {
    // another division of the same X among the same targets (CR 601.2d): the listing holds one
    const division = a.division as unknown[];
    const legal = division.every((n) => Number.isInteger(n) && (n as number) >= 1) && division.reduce((t: number, n) => t + (n as number), 0) === a.x;
    const { division: _chosen, ...rest } = a;
    const listedDivision = [...listed].some((k) => k.includes('"division":') && normalAction(withoutDivision(JSON.parse(k) as Record<string, unknown>)) === normalAction(rest));
    return legal && listedDivision ? 'accept' : 'refuse';
  }
  return 'refuse';
}

/** How many ways `total` divides among `slots` in whole amounts, counted up to just past MAX_LISTED_DIVISIONS. */
function divisionCount(total: number, slots: number): number {
  let n = 1;
  for (let k = 1; k < slots && n <= MAX_LISTED_DIVISIONS; k++) n = (n * (total + k)) / k;
  return n;
}

/** The action without its `division`. */
function withoutDivision(a: Record<string, unknown>): Record<string, unknown> {
  const { division: _division, ...rest } = a;
  return rest;
}

/** The action without optional fields at the value their absence means: `kicked: 0`, `modes: []` (for a spell or trigger without modes). */
function withoutDefaults(a: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
  if (out.type === 'cast' && out.kicked === 0) delete out.kicked;
  if ((out.type === 'cast' || out.type === 'putTrigger') && Array.isArray(out.modes) && out.modes.length === 0) delete out.modes;
  return out;
}

/**
 * Whether an activation names a mana ability (CR 605.1a) of an object that has it now: the ability
 * its index picks as the engine numbers them (its card's own, then granted ones, such as Sovereign's
 * Realm's "{T}: Add one mana of any color." on a basic land, CR 613.1f), not only its card's.
 */
function isManaAbility(s: ReadonlyGameState, a: Record<string, unknown>): boolean {
  return typeof a.source === 'number' && typeof a.ability === 'number' && activatedAbilityAt(asEngineState(s), a.source, a.ability)?.mana === true;
}

/**
 * For an `either` form, whether the engine's answer is the right one, by another way to the same
 * end: a whole declaration against the same creatures declared one at a time and confirmed (with
 * the same payment); a mana ability in the automatic setting against the same state with mana
 * abilities listed; a named payment and stops are only checked to have been refused with a
 * RulesError or applied (they have no other listed form).
 */
export function eitherAgrees(s: ReadonlyGameState, a: Record<string, unknown>, accepted: boolean): boolean {
  if (a.type === 'declareAttackers' || a.type === 'declareBlockers') return stepwise(s, a) === accepted;
  if (a.type === 'activate' && a.payment === undefined && s.settings.manaAbilities === 'automatic') {
    const manual = { ...s, settings: { ...s.settings, manaAbilities: 'actions' as const } };
    const listedManually = legalActions(manual).some((l) => normalAction(l) === normalAction(a));
    return listedManually === accepted;
  }
  return true;
}

/** A whole declaration made one creature at a time from an empty declaration, and confirmed (with its `payment`, if it names one): whether that is accepted. */
export function stepwise(s: ReadonlyGameState, a: Record<string, unknown>): boolean {
  const d = s.decision;
  const whole = a.type === 'declareAttackers' ? a.attackers : a.blockers;
  if (!Array.isArray(whole) || !d || (d.kind !== 'declareAttackers' && d.kind !== 'declareBlockers')) return false;
  // a whole declaration of attackers may name the permanents that pay its cost, as its confirmation may (CR 508.1h–j)
  const own = (k: string): boolean => k === 'type' || k === 'player' || k === (a.type === 'declareAttackers' ? 'attackers' : 'blockers') || (a.type === 'declareAttackers' && k === 'payment');
  if (Object.keys(a).some((k) => !own(k) && a[k] !== undefined)) return false;
  const player = d.player;
  let t = s;
  const take = (action: Action): boolean => {
    const r = tryApply(t, action);
    if (r.ok) t = r.state;
    return r.ok;
  };
  for (const e of d.pending.entries) if (!take(d.kind === 'declareAttackers' ? { type: 'undeclareAttacker', player, attacker: e.id } : { type: 'undeclareBlocker', player, blocker: e.id })) return false;
  for (const e of whole as unknown[]) {
    if (!isPlain(e)) return false;
    if (!take({ ...e, type: d.kind === 'declareAttackers' ? 'declareAttacker' : 'declareBlocker', player } as Action)) return false;
  }
  if (d.kind === 'declareBlockers') return take({ type: 'confirmBlockers', player });
  return take(a.payment === undefined ? { type: 'confirmAttackers', player } : ({ type: 'confirmAttackers', player, payment: a.payment } as Action));
}

/** The fields of an action that hold an id or a number. */
function numberFields(a: Record<string, unknown>): string[] {
  return Object.keys(a).filter((k) => typeof a[k] === 'number' && k !== 'player');
}

/** Values a number field is coerced to by a careless or hostile client. */
function coerced(n: number, rng: RngState): unknown {
  const options: unknown[] = [String(n), [n], n + 0.5, -1 - n, 2 ** 53, 2 ** 31, 1e6, 1e7, Number.NaN, Number.POSITIVE_INFINITY, -0, null, true, { value: n }, BigInt(n), `${n} `, n + 1];
  return options[randomInt(rng, options.length)];
}

/** Names of extra fields, prototype keys among them. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'extra', 'payment', 'x', 'kicked', 'name', 'modes', 'targets', 'card', 'object', 'seat', 'color', 'exile', 'sacrifice', 'discard', 'exileInstead', 'additionalColors', 'band', 'target'];

/** The kinds of mutation {@link mutate} makes, for the fuzzer's counts. */
export const MUTATIONS = ['extraField', 'optionalField', 'wrongSeat', 'wrongId', 'coerced', 'dropField', 'protoChain', 'hugeAmount', 'otherType', 'stringName', 'listedAsIs'] as const;
/** One of {@link MUTATIONS}. */
export type Mutation = (typeof MUTATIONS)[number];

/**
 * A random mutation of a listed action (or of another action of the game): the mutated action
 * and the kind of mutation. `listedAsIs` sends the action as listed (a control).
 */
export function mutate(s: ReadonlyGameState, base: Action, others: readonly Action[], rng: RngState): { action: unknown; kind: Mutation } {
  const a: Record<string, unknown> = structuredClone(base) as unknown as Record<string, unknown>;
  const kind = MUTATIONS[randomInt(rng, MUTATIONS.length)] as Mutation;
  switch (kind) {
    case 'extraField': {
      const key = EXTRA_KEYS[randomInt(rng, EXTRA_KEYS.length)] as string;
      const values: unknown[] = [0, 1, 'x', [0], [], {}, null, true, 'W', ['G'], { player: 0 }, s.battlefield?.[0] ?? 0];
      const value = values[randomInt(rng, values.length)];
      if (key === '__proto__') return { action: JSON.parse(JSON.stringify(a).replace(/^\{/, `{"__proto__":${JSON.stringify(value)},`)) as unknown, kind };
      if (Object.hasOwn(a, key)) return { action: { ...a, extra: value }, kind };
      return { action: { ...a, [key]: value }, kind };
    }
    case 'optionalField': {
      // a field the action type has but the listed action left out, with a value of the right shape
      const props = Object.keys(ACTION_SCHEMAS[base.type]?.properties ?? {}).filter((k) => !Object.hasOwn(a, k));
      if (props.length === 0) return { action: a, kind };
      const k = props[randomInt(rng, props.length)] as string;
      const player = s.players[Number(a.player)];
      const ids = [...(s.battlefield ?? []), ...(player?.hand ?? [])];
      const id = ids.length > 0 ? ids[randomInt(rng, ids.length)] : 0;
      const values: Record<string, unknown> = {
        color: 'G', additionalColors: ['G'], modes: [0], targets: [], payment: id === undefined ? [] : [id], kicked: 1, x: 1, name: 'Plains',
        target: { player: 0 }, ability: 0, index: 0, choice: [0], amounts: [1], number: 1, stops: null, attackers: [], blockers: [],
      };
      return { action: { ...a, [k]: k in values ? values[k] : id }, kind };
    }
    case 'wrongSeat': {
      const seats = [-1, s.players.length, (Number(a.player) + 1) % s.players.length, 0.5, '0', [0], 2 ** 32];
      return { action: { ...a, player: seats[randomInt(rng, seats.length)] }, kind };
    }
    case 'wrongId': {
      const fields = numberFields(a);
      if (fields.length === 0) return { action: { ...a, player: (Number(a.player) + 1) % s.players.length }, kind };
      const f = fields[randomInt(rng, fields.length)] as string;
      const n = a[f] as number;
      const ids = [n + 1, n - 1, s.objects.length, s.objects.length + 5, randomInt(rng, Math.max(1, s.objects.length))];
      return { action: { ...a, [f]: ids[randomInt(rng, ids.length)] }, kind };
    }
    case 'coerced': {
      const fields = numberFields(a);
      if (fields.length === 0) return { action: { ...a, player: coerced(Number(a.player), rng) }, kind };
      const f = fields[randomInt(rng, fields.length)] as string;
      return { action: { ...a, [f]: coerced(a[f] as number, rng) }, kind };
    }
    case 'dropField': {
      const keys = Object.keys(a);
      const k = keys[randomInt(rng, keys.length)] as string;
      const { [k]: _dropped, ...rest } = a;
      return { action: rest, kind };
    }
    case 'protoChain':
      return { action: Object.create(a) as unknown, kind };
    case 'hugeAmount': {
      const field = ['x', 'kicked', 'index', 'ability', 'number'][randomInt(rng, 5)] as string;
      const values = [2 ** 53, 1e6, 1e7, 65, 1000, 2 ** 31 - 1, 2 ** 20];
      return { action: { ...a, [field]: values[randomInt(rng, values.length)] }, kind };
    }
    case 'otherType': {
      const other = others.length > 0 ? (others[randomInt(rng, others.length)] as Action) : base;
      return { action: { ...a, type: other.type }, kind };
    }
    case 'stringName': {
      const names = [BigInt(1), 1, ['Plains'], 'x'.repeat(10_000), '', 'Plains', { toString: () => 'Plains' }];
      return { action: { ...a, name: names[randomInt(rng, names.length)] }, kind };
    }
    case 'listedAsIs':
      return { action: a, kind };
  }
}

/** Applies an accepted action the way the format plays: `apply`, then whatever follows it. */
export function applyIn(game: HostileGame, s: ReadonlyGameState, a: Action): ReadonlyGameState {
  return game.after(apply(s, a));
}
