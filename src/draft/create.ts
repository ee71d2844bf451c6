/**
 * `createDraft`: seats the drafters, opens every booster of the draft from the seed and starts the
 * first round (CR 905.1a).
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { isPlainRecord, onlyKnownFields, unknownField } from '../engine/known-fields.js';
import { isSeed, seedRng, type Seed } from '../state/rng.js';
import { checkBoosterSource, dealCubePacks, openSetBooster, type OpenedCard } from './boosters.js';
import { keepPicks } from './kept-picks.js';
import { startRound } from './rounds.js';
import type { BoosterSource, Drafter, DraftPack, DraftSettings, DraftState, ReadonlyDraftState } from './types.js';

/** Options of {@link createDraft}. */
export interface CreateDraftOptions {
  /** The drafters in seat order (names), or how many there are; at least 2, at most 100. */
  drafters: number | readonly string[];
  /** The seed of the draft's PRNG. */
  seed: Seed;
  /** Number of rounds; 3 by default (905.1a); rounds × drafters at most 1,000. */
  rounds?: number;
  /**
   * The boosters: one source for every round, or one per round (mixed sets). `CN2` by default. A cube
   * source `{ cube: [...names], packSize }` deals custom packs; rounds given the same cube list share
   * one shuffled list, so no listed card is opened twice.
   */
  boosters?: BoosterSource | readonly BoosterSource[];
  /** Whether boosters may hold foils (the collation's foil layouts). False by default. */
  foils?: boolean;
  /**
   * The booster packs drafters add with Lore Seeker, which they provide (Lore Seeker ruling): a set's
   * booster, packs dealt from a cube list, or fixed packs added in turn. By default a booster of the
   * round's set (CNS for a round of custom packs).
   */
  addedBoosters?: BoosterSource;
}

/** The fields of {@link CreateDraftOptions} and of a cube's and fixed packs' {@link BoosterSource}, each listed (`tsc` checks): a misspelt one is refused, not ignored. */
const OPTION_KEYS = Object.keys({ drafters: 1, seed: 1, rounds: 1, boosters: 1, foils: 1, addedBoosters: 1 } satisfies Record<keyof CreateDraftOptions, 1>);
const CUBE_KEYS = Object.keys({ cube: 1, packSize: 1 } satisfies Record<keyof Extract<BoosterSource, { cube: unknown }>, 1>);
const PACKS_KEYS = Object.keys({ packs: 1 } satisfies Record<keyof Extract<BoosterSource, { packs: unknown }>, 1>);

/** The fields a booster source object has: fixed packs' if it gives `packs` (as `createDraft` reads it), else a cube's. */
const sourceKeys = (source: object): readonly string[] => ('packs' in source ? PACKS_KEYS : CUBE_KEYS);

/** The refusal of the first field the options or a booster source in them do not have; null if none has one. */
function unknownDraftField(options: CreateDraftOptions): string | null {
  const unknown = unknownField(options, OPTION_KEYS, 'createDraft\'s options');
  if (unknown) return unknown;
  const sources: [unknown, string][] = Array.isArray(options.boosters) ? options.boosters.map((b, i) => [b, `boosters[${i}]`]) : [[options.boosters, 'boosters']];
  sources.push([options.addedBoosters, 'addedBoosters']);
  for (const [source, where] of sources) {
    const refused = isPlainRecord(source) ? unknownField(source, sourceKeys(source), where) : null;
    if (refused) return refused;
  }
  return null;
}

/**
 * `options` without the fields {@link createDraft} does not have (see `OPTION_KEYS`), in them and in
 * their booster sources: the options a build that ignored unknown fields drafted with, for a record of
 * such a build (a Colyseus draft room's). Anything else is left for `createDraft` to judge.
 */
export function withKnownDraftFieldsOnly(options: CreateDraftOptions): CreateDraftOptions {
  if (!isPlainRecord(options)) return options;
  const source = <T>(b: T): T => (isPlainRecord(b) ? onlyKnownFields(b, sourceKeys(b)) : b);
  const kept = onlyKnownFields(options, OPTION_KEYS);
  return {
    ...kept,
    ...(kept.boosters === undefined ? {} : { boosters: Array.isArray(kept.boosters) ? kept.boosters.map(source) : source(kept.boosters) }),
    ...(kept.addedBoosters === undefined ? {} : { addedBoosters: source(kept.addedBoosters) }),
  };
}

/**
 * Opens the pack a drafter adds with Lore Seeker: from the draft's `addedBoosters` when given (the
 * drafters provide it, Lore Seeker ruling), else a booster of the round's set (a round of custom packs
 * adds a CNS booster).
 */
export function openAddedBooster(state: DraftState, round: number): OpenedCard[] {
  const provided = state.settings.addedBoosters;
  if (provided === undefined) {
    const source = state.settings.boosters[round] as BoosterSource;
    return openSetBooster(state.rng, typeof source === 'string' ? source : 'CNS', state.settings.foils);
  }
  if (typeof provided === 'string') return openSetBooster(state.rng, provided, state.settings.foils);
  if ('packs' in provided) {
    // the packs opened at createDraft are one per drafter and round: the rest were added
    const added = state.packs.length - state.settings.rounds * state.drafters.length;
    return (provided.packs[added % provided.packs.length] as readonly string[]).map((name) => ({ name, foil: false }));
  }
  return dealCubePacks(state.rng, provided.cube, provided.packSize ?? 15, 1)[0] as OpenedCard[];
}

/** Adds opened cards to the state as a new pack and returns it. */
export function addPack(state: DraftState, opened: readonly OpenedCard[], round: number, opener: number): DraftPack {
  const pack: DraftPack = { id: state.packs.length, round, opener, cards: [], opened: false, passedBy: null, spies: [], guesses: [] };
  for (const c of opened) {
    const id = state.cards.length;
    state.cards.push({ id, name: c.name, foil: c.foil });
    pack.cards.push(id);
  }
  state.packs.push(pack);
  return pack;
}

/** Checks and copies the `addedBoosters` option: any source, fixed packs as many as given. */
function addedBoostersSetting(source: BoosterSource): BoosterSource {
  const packs = typeof source === 'object' && source !== null && Array.isArray((source as { packs?: unknown }).packs) ? (source as { packs: unknown[] }).packs.length : 1;
  checkBoosterSource(source, Math.max(1, packs));
  if (typeof source === 'string') return source;
  return 'packs' in source ? { packs: source.packs.map((p) => [...p]) } : { cube: [...source.cube], packSize: source.packSize ?? 15 };
}

function newDrafter(seat: number, name: string): Drafter {
  return {
    seat, name, queue: [], pile: [], removed: [], draftedThisRound: 0, extraPicks: 0, returning: [], skips: 0,
    searchers: [], takingPack: null, doneForRound: false, archdemonPicks: {}, watching: [], seen: [],
  };
}

/** The most drafters a draft seats (more drafters draft in pods of their own). */
export const MAX_DRAFTERS = 100;
/** The most booster packs a draft opens, one per drafter each round: bounds the work of each pick and the size of a saved draft. */
export const MAX_DRAFT_PACKS = 1000;

/**
 * Throws a RulesError `malformed` for a draft bigger than the engine seats: more than
 * {@link MAX_DRAFTERS} drafters, or more than {@link MAX_DRAFT_PACKS} packs in all its rounds (a
 * draft of a million drafters ran out of memory opening its packs).
 */
export function checkDraftSize(drafters: number, rounds: unknown): void {
  if (drafters > MAX_DRAFTERS) throw new RulesError('malformed', `a draft seats at most ${MAX_DRAFTERS} drafters, not ${drafters}: more draft in pods of their own`);
  if (Number.isInteger(rounds) && (rounds as number) * drafters > MAX_DRAFT_PACKS) {
    throw new RulesError('malformed', `a draft opens at most ${MAX_DRAFT_PACKS} booster packs: ${String(rounds)} rounds of ${drafters} drafters open ${(rounds as number) * drafters}`);
  }
}

/**
 * Creates a draft: every booster of every round is opened from the seed now (so a Whispergear
 * Sneak can look at an unopened one), and the first round starts. A field the options or a booster
 * source in them do not have is refused (`malformed`, naming the field meant), not ignored. The
 * state returned keeps its drafters' legal actions once listed, as one `applyDraft` returns does
 * (see `legalPicks`).
 */
export function createDraft(options: CreateDraftOptions): ReadonlyDraftState {
  if (typeof options !== 'object' || options === null) throw new RulesError('malformed', 'createDraft needs { drafters, seed }');
  // a misspelt option would otherwise draft with its default, not what the caller asked
  const unknown = unknownDraftField(options);
  if (unknown) throw new RulesError('malformed', unknown);
  // a count of drafters is a whole number (2.5 drafters would otherwise be taken as 2)
  if (typeof options.drafters === 'number' && (!Number.isInteger(options.drafters) || options.drafters < 2)) {
    throw new RulesError('malformed', `a draft needs a whole number of drafters, at least 2, not ${options.drafters}`, '905.1a');
  }
  checkDraftSize(typeof options.drafters === 'number' ? options.drafters : Array.isArray(options.drafters) ? options.drafters.length : 0, options.rounds ?? 3);
  const names = typeof options.drafters === 'number'
    ? Array.from({ length: options.drafters }, (_, i) => `Drafter ${i + 1}`)
    : options.drafters;
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) throw new RulesError('malformed', 'drafters is a number or a list of names');
  const n = names.length;
  if (!Number.isInteger(n) || n < 2) throw new RulesError('malformed', `a draft needs at least 2 drafters, not ${n}`, '905.1a');
  if (!isSeed(options.seed)) throw new RulesError('malformed', 'the seed is a number, a string, or four whole numbers from 0 to 2^32 - 1');
  const rounds = options.rounds ?? 3;
  if (!Number.isInteger(rounds) || rounds < 1) throw new RulesError('malformed', `rounds must be a positive integer, not ${rounds}`, '905.1a');
  const given = options.boosters ?? 'CN2';
  const boosters: BoosterSource[] = Array.isArray(given) ? [...given] : Array(rounds).fill(given);
  if (boosters.length !== rounds) throw new RulesError('malformed', `${boosters.length} booster sources for ${rounds} rounds`);
  const cubeRounds = new Map<string, number[]>();
  boosters.forEach((b, round) => {
    if (typeof b === 'string' || 'packs' in b) return checkBoosterSource(b, n);
    checkBoosterSource(b, 1);
    const key = JSON.stringify([(b as { cube: unknown }).cube, (b as { packSize?: number }).packSize ?? 15]);
    cubeRounds.set(key, [...(cubeRounds.get(key) ?? []), round]);
  });
  for (const list of cubeRounds.values()) checkBoosterSource(boosters[list[0] as number], n * list.length);
  const settings: DraftSettings = {
    rounds,
    boosters: boosters.map((b) => (typeof b === 'string' ? b : 'packs' in b ? { packs: b.packs.map((p) => [...p]) } : { cube: [...b.cube], packSize: b.packSize ?? 15 })),
    foils: options.foils ?? false,
    ...(options.addedBoosters === undefined ? {} : { addedBoosters: addedBoostersSetting(options.addedBoosters) }),
  };
  const state: DraftState = {
    schema: 'paliano/draft', version: 1, settings, rng: seedRng(options.seed), cards: [], packs: [],
    drafters: names.map((name, seat) => newDrafter(seat, name)), round: 0, phase: 'drafting', notes: [],
    colorChoices: [], deals: [], undrafted: [], log: [],
  };
  const cubePacks = new Map<number, OpenedCard[][]>();
  for (const list of cubeRounds.values()) {
    const source = settings.boosters[list[0] as number] as { cube: readonly string[]; packSize?: number };
    const dealt = dealCubePacks(state.rng, source.cube, source.packSize ?? 15, n * list.length);
    list.forEach((round, i) => cubePacks.set(round, dealt.slice(i * n, (i + 1) * n)));
  }
  for (let round = 0; round < rounds; round++) {
    const source = settings.boosters[round] as BoosterSource;
    for (let seat = 0; seat < n; seat++) {
      const opened = typeof source === 'string'
        ? openSetBooster(state.rng, source, settings.foils)
        : 'packs' in source
          ? (source.packs[seat] as readonly string[]).map((name) => ({ name, foil: false }))
          : (cubePacks.get(round)?.[seat] as OpenedCard[]);
      addPack(state, opened, round, seat);
    }
  }
  startRound(state, 0);
  keepPicks(state);
  return state;
}
