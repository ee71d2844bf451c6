/**
 * Shared machinery of the property tests: seeded random games built from whatever cards the
 * registry implements when the tests run, a random legal-action player, and the invariants every
 * state must keep (zones, object identity, conservation of cards).
 */
import fc from 'fast-check';
import { cards, characteristics, createPlayout, type Action, type CreateGameOptions, type ReadonlyGameState, type ZoneName } from '../../src/index.js';
import { findDefinition } from '../../src/cards/registry.js';
import { moduleWith } from '../../src/engine/format.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { CEASED } from '../../src/zones/zones.js';

/** The parameters of one random game, all drawn by fast-check. */
export interface GameSpec {
  players: number;
  deckSize: number;
  startingLife: number;
  handSize: number;
  gameSeed: number;
  deckSeed: number;
  botSeed: number;
}

/** Arbitrary game parameters: 2–6 players, small decks so that games end by themselves. */
export function gameSpecArb(limits: { maxPlayers?: number; maxDeck?: number } = {}): fc.Arbitrary<GameSpec> {
  return fc.record({
    players: fc.integer({ min: 2, max: limits.maxPlayers ?? 6 }),
    deckSize: fc.integer({ min: 10, max: limits.maxDeck ?? 22 }),
    startingLife: fc.constantFrom(3, 8, 20),
    handSize: fc.integer({ min: 3, max: 7 }),
    gameSeed: fc.integer(),
    deckSeed: fc.integer(),
    botSeed: fc.integer(),
  });
}

const BASICS: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/**
 * Seeded random decks from the cards the registry implements when the tests run (so the properties
 * get stronger as the pool grows): two colors, about 40% basic lands of those colors, the rest spells of those
 * colors or colorless (any implemented spell, one time in four); and a small sideboard.
 */
export function randomDecks(spec: GameSpec): { deck: string[]; sideboard: string[] }[] {
  const rng = seedRng(spec.deckSeed);
  const all = cards.list();
  const spells = all.filter((c) => !c.printed.types.includes('Land') && !c.printed.types.includes('Conspiracy'));
  const out: { deck: string[]; sideboard: string[] }[] = [];
  for (let p = 0; p < spec.players; p++) {
    const colors = ['W', 'U', 'B', 'R', 'G'];
    const pair = [colors[randomInt(rng, 5)] as string, colors[randomInt(rng, 5)] as string];
    const wild = randomInt(rng, 4) === 0;
    const fits = spells.filter((c) => wild || c.printed.colors.every((col) => pair.includes(col)));
    const deck: string[] = [];
    for (let i = 0; i < spec.deckSize; i++) {
      if (fits.length === 0 || randomInt(rng, 10) < 4) deck.push(BASICS[pair[i % 2] as string] as string);
      else deck.push((fits[randomInt(rng, fits.length)] as (typeof fits)[number]).name);
    }
    const sideboard = Array.from({ length: randomInt(rng, 3) }, () => (all[randomInt(rng, all.length)] as (typeof all)[number]).name);
    out.push({ deck, sideboard });
  }
  return out;
}

/** The createGame options of a spec, with a turn limit as a safety net. */
export function gameOptions(spec: GameSpec, turnLimit: number): CreateGameOptions {
  return {
    players: randomDecks(spec),
    seed: spec.gameSeed,
    settings: { startingLife: spec.startingLife, startingHandSize: spec.handSize, turnLimit },
  };
}

/**
 * The options with no sideboards: no conspiracy to put into the command zone, so the game begins with
 * mulligans (for tests that need a given start whatever the random decks, which change as the pool grows).
 */
export function withoutSideboards(o: CreateGameOptions): CreateGameOptions {
  return { ...o, players: o.players.map((p) => ({ ...p, sideboard: [] })) };
}

/** Whether an action activates a mana ability (CR 605), which a random player would mostly waste. */
function isManaActivation(s: ReadonlyGameState, a: Action): boolean {
  if (a.type !== 'activate') return false;
  const o = s.objects[a.source];
  return o !== undefined && findDefinition(o.card)?.activated?.[a.ability]?.mana === true;
}

/**
 * Picks one action at random, advancing the bot's PRNG: nine times in ten among the actions that
 * are not mana abilities (so that random games cast spells and fight), uniformly otherwise.
 */
export function pick(s: ReadonlyGameState, actions: readonly Action[], rng: RngState): Action {
  const useful = actions.filter((a) => !isManaActivation(s, a));
  const from = useful.length > 0 && randomInt(rng, 10) > 0 ? useful : actions;
  const a = from[randomInt(rng, from.length)];
  if (!a) throw new Error('no legal action offered in a game that is not over');
  return a;
}

/** Most actions one random game may take before the test calls it stuck. */
export const MAX_ACTIONS = 4000;

/** One action in this many is a concession by a random player still in the game (CR 104.3a, 800.4a). */
const CONCEDE_ONE_IN = 250;

/**
 * Plays a random game on the fast in-place path and records the actions, so that other paths can
 * replay it. Now and then a player concedes, whoever is deciding. `each` runs after every action
 * on the live (mutable) state.
 */
export function recordGame(initial: ReadonlyGameState, botSeed: number, each?: (s: ReadonlyGameState, n: number) => void): { actions: Action[]; final: ReadonlyGameState } {
  const playout = createPlayout(initial);
  const rng = seedRng(botSeed);
  const actions: Action[] = [];
  while (!playout.state.result) {
    if (actions.length >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions (turn ${playout.state.turn.number})`);
    const inGame = playout.state.players.filter((p) => p.inGame);
    const a: Action = randomInt(rng, CONCEDE_ONE_IN) === 0
      ? { type: 'concede', player: (inGame[randomInt(rng, inGame.length)] as (typeof inGame)[number]).id }
      : pick(playout.state, playout.legalActions(), rng);
    actions.push(a);
    playout.apply(a);
    each?.(playout.state, actions.length);
  }
  return { actions, final: playout.state };
}

/** Deep-freezes a value (so that a test notices any later mutation). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** An immutable snapshot of a live state, as a client would hold it. */
export function snapshot(s: ReadonlyGameState): ReadonlyGameState {
  return deepFreeze(structuredClone(s));
}

/** JSON with sorted keys, to compare actions regardless of key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]));
  });
}

/** Every zone list of a state with its zone name and, for a player's zone, the owner. */
export function zoneLists(s: ReadonlyGameState): { zone: ZoneName; owner: number | null; ids: readonly number[] }[] {
  const out: { zone: ZoneName; owner: number | null; ids: readonly number[] }[] = [];
  for (const p of s.players) {
    out.push({ zone: 'library', owner: p.id, ids: p.library });
    out.push({ zone: 'hand', owner: p.id, ids: p.hand });
    out.push({ zone: 'graveyard', owner: p.id, ids: p.graveyard });
    out.push({ zone: 'sideboard', owner: p.id, ids: p.sideboard });
  }
  out.push({ zone: 'battlefield', owner: null, ids: s.battlefield });
  // phased-out permanents are still in the battlefield zone (CR 702.26d), listed apart
  out.push({ zone: 'battlefield', owner: null, ids: s.phasedOut ?? [] });
  out.push({ zone: 'stack', owner: null, ids: s.stack });
  out.push({ zone: 'exile', owner: null, ids: s.exile });
  out.push({ zone: 'command', owner: null, ids: s.command });
  return out;
}

/** Fails the property with a message unless the condition holds (cheaper than `expect` in hot loops). */
export function ok(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Where each listed id is: id → zone. Fails on an id listed twice or a list that lies. */
export function checkZones(s: ReadonlyGameState): Map<number, ZoneName> {
  const where = new Map<number, ZoneName>();
  for (const { zone, owner, ids } of zoneLists(s)) {
    for (const id of ids) {
      ok(Number.isInteger(id) && id >= 0 && id < s.objects.length, `${zone} lists a missing object ${String(id)}`);
      ok(!where.has(id), `object ${id} is listed in ${where.get(id)} and in ${zone}`);
      where.set(id, zone);
      const o = s.objects[id]!;
      ok(o.zone === zone, `object ${id} is listed in ${zone}`);
      ok(o.movedTo === null, `object ${id} is listed in ${zone} but moved`);
      if (owner !== null) ok(o.owner === owner, `object ${id} is in player ${owner}'s ${zone}`);
    }
  }
  return where;
}

/**
 * The invariants of every state, with no reference to how it began: object slots are numbered,
 * `movedTo` points forward to the same card, a card that has not moved is listed in its zone
 * unless its owner left the game, only such cards cease to exist (unless the format's rules say otherwise), each object has at most one predecessor, whoever decides
 * is a player still in the game, and, in a game going on, a player who left controls nothing and is not the monarch (CR 800.4a, 725.4).
 */
export function checkInvariants(s: ReadonlyGameState): void {
  const where = checkZones(s);
  const from = new Map<number, number>();
  s.objects.forEach((o, i) => {
    ok(o.id === i, `object ${i} has id ${o.id}`);
    const left = (): boolean => s.players[o.owner]!.inGame === false && s.players[o.owner]!.outcome !== null;
    if (o.movedTo === CEASED) {
      // only tokens, abilities and the cards of a player who left the game cease to exist (CR 704.5d, 800.4a)
      if (o.kind === 'card') ok(left() || moduleWith(s.format, 'cardsCeaseToExist') !== undefined, `card ${i} (${o.card}) ceased to exist`);
      ok(!where.has(i), `object ${i} ceased to exist but is listed`);
    } else if (o.movedTo !== null) {
      ok(o.movedTo > i && o.movedTo < s.objects.length, `object ${i} moved to ${o.movedTo}`);
      const n = s.objects[o.movedTo]!;
      ok(n.card === o.card && n.owner === o.owner && n.kind === o.kind, `object ${i} became ${o.movedTo}`);
      ok(!from.has(o.movedTo), `two objects became ${o.movedTo}`);
      from.set(o.movedTo, i);
    } else if (o.kind === 'card' && !where.has(i)) {
      ok(left(), `card ${i} (${o.card}) is in no zone`);
    }
  });
  if (s.result) ok(s.decision === null, 'a game that is over waits for no decision');
  else {
    ok(s.decision !== null, 'a game that is not over waits for a decision');
    ok(s.players[s.decision.player]?.inGame === true, `the deciding player ${s.decision.player} is in the game`);
  }
  if (!s.result && s.players.some((p) => !p.inGame)) checkLeftPlayersGone(s);
  // a declaration of attackers in progress, or held (CR 725.4), attacks only players still in the game (CR 508.1b, 800.4a)
  for (const d of [s.decision, s.heldDeclaration]) {
    if (d?.kind !== 'declareAttackers') continue;
    for (const e of d.pending.entries) ok(e.target === null || !('player' in e.target) || s.players[e.target.player]?.inGame === true, `creature ${e.id} is declared attacking player ${JSON.stringify(e.target)}, who left the game`);
  }
  // a defending player is asked to declare blockers only while a creature attacks them, and their
  // declaration blocks only such creatures (CR 509.1a; 800.4a: the attackers of a player who left are gone)
  const d = s.decision;
  if (d?.kind === 'declareBlockers') {
    const theirs = (s.combat?.attackers ?? []).filter((a) => a.defender === d.player && s.battlefield.includes(a.id)).map((a) => a.id);
    ok(theirs.length > 0, `player ${d.player} is asked to declare blockers with no creature attacking them`);
    for (const e of d.pending.entries) ok(e.blocks === null || theirs.includes(e.blocks), `creature ${e.id} is declared blocking ${e.blocks}, which is not attacking player ${d.player}`);
  }
}

/**
 * What a player who left a game that goes on leaves behind: nothing they control on the battlefield, phased out
 * or on the stack (CR 800.4a, 702.26n), no trigger of theirs waiting (800.4d), and they are not the
 * monarch (725.4).
 */
function checkLeftPlayersGone(s: ReadonlyGameState): void {
  const inGame = (p: number): boolean => s.players[p]?.inGame === true;
  for (const id of [...s.battlefield, ...(s.phasedOut ?? [])]) {
    const controller = characteristics(s, id).controller;
    ok(inGame(controller), `permanent ${id} (${s.objects[id]!.card}) is controlled by player ${controller}, who left the game`);
  }
  for (const id of s.stack) ok(inGame(s.objects[id]!.controller), `stack object ${id} is controlled by player ${s.objects[id]!.controller}, who left the game`);
  for (const t of s.pendingTriggers) ok(inGame(t.controller), `a trigger of ${t.card} waits for player ${t.controller}, who left the game`);
  ok(s.monarch === null || inGame(s.monarch), `the monarch, player ${s.monarch}, left the game`);
}

/**
 * Conservation of cards: every card object of the game's start is, through its chain of `movedTo`,
 * listed in exactly one zone or owned by a player who left the game; and every card listed anywhere
 * is the end of exactly one such chain (no card appears from nowhere).
 */
export function checkConservation(initialCards: readonly number[], s: ReadonlyGameState): void {
  const where = checkZones(s);
  const reached = new Set<number>();
  for (const start of initialCards) {
    let id = start;
    for (let o = s.objects[id]!; o.movedTo !== null && o.movedTo !== CEASED; o = s.objects[id]!) id = o.movedTo;
    const o = s.objects[id]!;
    const first = s.objects[start]!;
    ok(o.card === first.card && o.owner === first.owner && o.kind === 'card', `card ${start} became ${id}`);
    ok(!reached.has(id), `two cards became ${id}`);
    reached.add(id);
    if (!where.has(id)) {
      const owner = s.players[o.owner]!;
      ok(owner.inGame === false && owner.outcome !== null, `card ${start} (${o.card}) ended as ${id}, which is in no zone`);
    }
  }
  for (const [id] of where) {
    if (s.objects[id]!.kind === 'card') ok(reached.has(id), `card ${id} in ${where.get(id)} comes from no card of the game's start`);
  }
}

/** The ids of the card objects a game starts with (its decks and sideboards). */
export function startingCards(initial: ReadonlyGameState): number[] {
  const out: number[] = [];
  const firstMoved = new Set(initial.objects.filter((o) => o.movedTo !== null).map((o) => o.movedTo));
  for (const o of initial.objects) if (o.kind === 'card' && !firstMoved.has(o.id)) out.push(o.id);
  return out;
}
