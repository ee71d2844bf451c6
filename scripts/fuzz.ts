/**
 * `npm run fuzz -- --actions N --seed S [--views K]` (`--help` lists every option): random and mutated actions, as a hostile
 * client sends them, across every format (free-for-all, two-player, conspiracy, magic-tech,
 * mental-magic) and the draft, with these checks, printed as counts:
 * - a crash: anything thrown other than a RulesError (by `apply`, `legalActions`, `view`, the draft);
 * - a state changed by a refused action (the state's JSON before and after);
 * - an action accepted but neither listed nor a documented equivalent form, or a listed one refused;
 * - a stuck game: not over, and nothing listed (or no end within the cap of actions);
 * - a hidden fact in a view: every K-th state, each player's view is checked (test/properties/view-leaks.ts)
 *   and compared with their view of the same state with the cards hidden from them reordered;
 * - the slowest `apply` and `legalActions`, and the 99.99th percentile.
 * Exits non-zero when any check failed. The first few failures are printed in full.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { applyDraft, createDraft, legalActions, legalPicks, RulesError, serialize, tryApply, view, type Action, type DraftAction, type ReadonlyDraftState, type ReadonlyGameState } from '../src/index.js';
import { randomInt, seedRng } from '../src/state/rng.js';
import type { RngState } from '../src/state/types.js';
import { eitherAgrees, expected, GAME_FORMATS, mutate, newHostileGame, normalAction, type GameFormat } from '../test/properties/hostile.js';
import { checkViews } from '../test/properties/view-leaks.js';

const USAGE = [
  'usage: npm run fuzz -- [--actions N] [--seed S] [--views K] [--max-game N] [--slow-dump DIR]',
  '',
  '  --actions N     actions to try in all, listed and mutated (default 20000)',
  '  --seed S        the seed of the run: the same seed tries the same actions (default 1)',
  '  --views K       check every player\'s view of one state in K on average; 0 checks none (default 50)',
  '  --max-game N    a game not over after N actions counts as stuck (default 3000)',
  '  --slow-dump DIR write each apply or legalActions call over 50 ms, with its state, to DIR',
  '  --help          print this and exit',
  '',
  'Prints counts of crashes, refused actions that changed a state, unlisted actions accepted, listed',
  'actions refused, stuck games and view leaks; exits 1 when any check failed, 2 on bad arguments.',
].join('\n');

/** The command line, or the usage and exit code 2 on an unknown option or a value that is not a whole number. */
function parseCommandLine(): { values: Record<string, string | boolean | undefined> } {
  try {
    return parseArgs({
      options: {
        actions: { type: 'string', default: '20000' },
        seed: { type: 'string', default: '1' },
        views: { type: 'string', default: '50' },
        'max-game': { type: 'string', default: '3000' },
        'slow-dump': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    console.error(`fuzz: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(2);
  }
}
const { values } = parseCommandLine();
if (values.help === true) {
  console.log(USAGE);
  process.exit(0);
}

/** The whole number an option gives, at least `min`; otherwise the usage and exit code 2. */
function wholeNumber(name: string, min: number): number {
  const raw = values[name];
  const n = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isSafeInteger(n) || n < min) {
    console.error(`fuzz: --${name} takes a whole number of at least ${min}, not ${JSON.stringify(raw)}\n${USAGE}`);
    process.exit(2);
  }
  return n;
}
const TOTAL = wholeNumber('actions', 1);
const SEED = wholeNumber('seed', Number.MIN_SAFE_INTEGER);
const VIEW_EVERY = wholeNumber('views', 0);
const MAX_GAME = wholeNumber('max-game', 1);
/** Where to write each game state and action that took over the budget, to replay and profile (none: not written). */
const SLOW_DUMP = typeof values['slow-dump'] === 'string' ? values['slow-dump'] : undefined;
/** The budget of one `apply` or `legalActions` call (issue 21). */
const BUDGET_MS = 50;
let dumped = 0;

/** Writes a state and what was done to it, when it took over the budget. */
function dumpSlow(ms: number, s: ReadonlyGameState, what: string, action: unknown): void {
  if (!SLOW_DUMP || ms <= BUDGET_MS || dumped >= 200) return;
  mkdirSync(SLOW_DUMP, { recursive: true });
  writeFileSync(`${SLOW_DUMP}/slow-${dumped++}.json`, JSON.stringify({ ms, what, action: show(action), state: serialize(s) }));
}

/** The counts printed at the end. */
const counts = {
  actions: 0,
  accepted: 0,
  refused: 0,
  games: 0,
  drafts: 0,
  crashes: 0,
  refusedChangedState: 0,
  acceptedUnlisted: 0,
  listedRefused: 0,
  equivalentDisagrees: 0,
  stuck: 0,
  viewLeaks: 0,
  viewsChecked: 0,
};
const byFormat: Record<string, number> = {};
const failures: string[] = [];
const applyTimes: number[] = [];
const listTimes: number[] = [];
let slowest = { ms: 0, what: '' };

function fail(kind: keyof typeof counts, message: string): void {
  counts[kind]++;
  if (failures.length < 20) failures.push(`${kind}: ${message}`);
}

/** A short text of an action for messages (BigInt and cycles included). */
function show(a: unknown): string {
  try {
    return JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))?.slice(0, 300) ?? String(a);
  } catch {
    return String(a);
  }
}

/** Times `f`, keeping the time in `times` and the slowest call. */
function timed<T>(times: number[], what: () => string, f: () => T): T {
  const t0 = performance.now();
  try {
    return f();
  } finally {
    const ms = performance.now() - t0;
    times.push(ms);
    if (ms > slowest.ms) slowest = { ms, what: what() };
  }
}

/** `legalActions`, timed, with a crash counted. */
function listed(s: ReadonlyGameState, format: string): readonly Action[] | null {
  try {
    const t0 = performance.now();
    const out = timed(listTimes, () => `legalActions in ${format} at turn ${s.turn.number} ${s.turn.step} ${s.decision?.kind}`, () => legalActions({ ...s }));
    dumpSlow(performance.now() - t0, s, 'legalActions', null);
    return out;
  } catch (e) {
    fail('crashes', `legalActions threw ${String(e)} in ${format}`);
    return null;
  }
}

/** Tries one action that may be hostile on `s`; returns the new state if accepted. */
function tryOne(s: ReadonlyGameState, format: string, legal: readonly Action[], set: ReadonlySet<string>, a: unknown, label: string): ReadonlyGameState | null {
  counts.actions++;
  let r: ReturnType<typeof tryApply>;
  try {
    const t0 = performance.now();
    r = timed(applyTimes, () => `apply ${show(a).slice(0, 120)} in ${format}`, () => tryApply(s, a as Action));
    dumpSlow(performance.now() - t0, s, 'apply', a);
  } catch (e) {
    fail('crashes', `${label} ${show(a)} in ${format} threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    return null;
  }
  const want = expected(s, set, a);
  if (r.ok) counts.accepted++;
  else counts.refused++;
  if (want === 'accept' && !r.ok) fail('listedRefused', `${label} ${show(a)} in ${format}: ${r.error.message}`);
  if (want === 'refuse' && r.ok) fail('acceptedUnlisted', `${label} ${show(a)} in ${format} at ${show(s.decision)}; listed e.g. ${show(legal.find((l) => l.type === (a as { type?: unknown }).type))}`);
  if (want === 'either' && !eitherAgrees(s, a as Record<string, unknown>, r.ok)) fail('equivalentDisagrees', `${label} ${show(a)} in ${format}: ${r.ok ? 'accepted' : r.error.message}`);
  return r.ok ? r.state : null;
}

/** Every player's view of `s` checked, and compared with their view of `s` with the cards hidden from them reordered. */
function checkHidden(s: ReadonlyGameState, rng: RngState, format: string): void {
  counts.viewsChecked++;
  try {
    checkViews(s);
  } catch (e) {
    fail('viewLeaks', `${format}: ${String(e)}`);
    return;
  }
  for (const p of s.players) {
    const shuffled: ReadonlyGameState = {
      ...s,
      // before the shuffle that starts a Conspiracy Draft game, a player's deck is in the order they gave it (CR 905.4)
      players: s.players.map((q) => ({ ...q, library: q.id === p.id && s.startOfGame === 'beforeShuffle' ? q.library : shuffle(q.library, rng), hand: q.id === p.id ? q.hand : shuffle(q.hand, rng) })),
    };
    const a = JSON.stringify(view(s, p.id));
    const b = JSON.stringify(view(shuffled, p.id));
    if (a !== b) fail('viewLeaks', `${format}: player ${p.id}'s view changes when hidden cards are reordered`);
  }
}

function shuffle<T>(list: readonly T[], rng: RngState): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** One random game of `format`: listed actions move it on, mutated ones are tried on the way. */
function fuzzGame(format: GameFormat, rng: RngState, budget: number): void {
  counts.games++;
  const game = newHostileGame(format, rng);
  let s = game.state;
  for (let n = 0; n < MAX_GAME && counts.actions < budget; n++) {
    if (s.result) return;
    const legal = listed(s, format);
    if (legal === null) return;
    if (legal.length === 0) {
      fail('stuck', `${format}: nothing listed at turn ${s.turn.number} ${s.turn.step}, decision ${show(s.decision)}`);
      return;
    }
    if (VIEW_EVERY > 0 && randomInt(rng, VIEW_EVERY) === 0) checkHidden(s, rng, format);
    const set = new Set(legal.map(normalAction));
    const before = JSON.stringify(s);
    const tries = randomInt(rng, 3);
    for (let i = 0; i < tries; i++) {
      const base = legal[randomInt(rng, legal.length)] as Action;
      const { action, kind } = mutate(s, base, legal, rng);
      tryOne(s, format, legal, set, action, kind);
    }
    if (JSON.stringify(s) !== before) {
      fail('refusedChangedState', `${format}: a tried action changed the state it was given`);
      return;
    }
    // now and then a player concedes, whoever decides (CR 104.3a)
    const inGame = s.players.filter((p) => p.inGame);
    const next: unknown = randomInt(rng, 200) === 0
      ? { type: 'concede', player: (inGame[randomInt(rng, inGame.length)] as (typeof inGame)[number]).id }
      : legal[randomInt(rng, legal.length)];
    const after = tryOne(s, format, legal, set, next, 'listed');
    if (after === null) return;
    try {
      s = game.after(after);
    } catch (e) {
      fail('crashes', `${format}: settling threw ${String(e)}`);
      return;
    }
  }
  if (!s.result && counts.actions < budget) fail('stuck', `${format}: no end within ${MAX_GAME} actions`);
}

/** The draft's listed actions, as keys. */
const draftKey = (a: DraftAction): string => normalAction(JSON.parse(JSON.stringify(a)) as unknown);

/** One random draft: listed picks move it on, mutated ones are tried on the way. */
function fuzzDraft(rng: RngState, budget: number): void {
  counts.drafts++;
  let s: ReadonlyDraftState = createDraft({ drafters: 2 + randomInt(rng, 7), seed: randomInt(rng, 2 ** 30), rounds: 1 + randomInt(rng, 3) });
  for (let n = 0; n < 5000 && s.phase !== 'complete' && counts.actions < budget; n++) {
    let legal: readonly DraftAction[];
    try {
      legal = timed(listTimes, () => 'legalPicks', () => legalPicks(s));
    } catch (e) {
      fail('crashes', `legalPicks threw ${String(e)}`);
      return;
    }
    if (legal.length === 0) {
      fail('stuck', `draft: nothing listed in phase ${s.phase}`);
      return;
    }
    const set = new Set(legal.map(draftKey));
    const before = JSON.stringify(s);
    for (let i = randomInt(rng, 3); i > 0; i--) {
      const base = legal[randomInt(rng, legal.length)] as DraftAction;
      const { action } = mutate({ players: s.drafters, objects: [] } as unknown as ReadonlyGameState, { ...base, player: base.seat } as unknown as Action, [], rng);
      const a = moveSeat(action);
      counts.actions++;
      try {
        const next = timed(applyTimes, () => `applyDraft ${show(a)}`, () => applyDraft(s, a as DraftAction));
        counts.accepted++;
        if (!set.has(normalAction(withoutUndefined(a))) && !otherGuessOfListed(a, legal, set)) fail('acceptedUnlisted', `draft ${show(a)}`);
        void next;
      } catch (e) {
        if (!(e instanceof RulesError)) fail('crashes', `draft ${show(a)} threw ${String(e)}`);
        else counts.refused++;
      }
    }
    if (JSON.stringify(s) !== before) fail('refusedChangedState', 'draft: a tried action changed the state it was given');
    counts.actions++;
    try {
      s = timed(applyTimes, () => 'applyDraft (listed)', () => applyDraft(s, legal[randomInt(rng, legal.length)] as DraftAction));
      counts.accepted++;
    } catch (e) {
      fail(e instanceof RulesError ? 'listedRefused' : 'crashes', `draft listed action: ${String(e)}`);
      return;
    }
  }
}

/**
 * Whether `a` is a listed pick but for Spire Phantasm's guess, which may name any card (CR 201.4):
 * the documented form `applyDraft` takes besides the listed guesses (see `legalPicks`).
 */
function otherGuessOfListed(a: unknown, legal: readonly DraftAction[], set: ReadonlySet<string>): boolean {
  if (typeof a !== 'object' || a === null || typeof (a as { guess?: unknown }).guess !== 'string') return false;
  return legal.some((l) => 'guess' in l && typeof l.guess === 'string' && set.has(normalAction(withoutUndefined({ ...a, guess: l.guess }))));
}

/** A game-shaped mutation turned back into a draft action: `player` becomes `seat`. */
function moveSeat(a: unknown): unknown {
  if (typeof a !== 'object' || a === null || Array.isArray(a) || Object.getPrototypeOf(a) !== Object.prototype) return a;
  const { player, ...rest } = a as Record<string, unknown>;
  return Object.hasOwn(a, 'player') ? { ...rest, seat: player } : rest;
}

/** The action with its undefined fields left out (as JSON leaves them). */
function withoutUndefined(a: unknown): unknown {
  return typeof a === 'object' && a !== null ? Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) : a;
}

function percentile(times: number[], p: number): number {
  if (times.length === 0) return 0;
  const sorted = Float64Array.from(times).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

const rng = seedRng(SEED);
const kinds = [...GAME_FORMATS, 'draft'] as const;
const started = performance.now();
for (let i = 0; counts.actions < TOTAL; i++) {
  const kind = kinds[i % kinds.length] as (typeof kinds)[number];
  const before = counts.actions;
  if (kind === 'draft') fuzzDraft(rng, TOTAL);
  else fuzzGame(kind, rng, TOTAL);
  byFormat[kind] = (byFormat[kind] ?? 0) + counts.actions - before;
}
const seconds = (performance.now() - started) / 1000;

console.log(`fuzz: seed ${SEED}, ${counts.actions} actions in ${seconds.toFixed(1)} s`);
for (const [k, v] of Object.entries(counts)) console.log(`  ${k.padEnd(22)} ${v}`);
console.log(`  by format              ${Object.entries(byFormat).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`  apply         p99.99 ${percentile(applyTimes, 0.9999).toFixed(2)} ms, max ${applyTimes.reduce((m, t) => Math.max(m, t), 0).toFixed(2)} ms`);
console.log(`  legalActions  p99.99 ${percentile(listTimes, 0.9999).toFixed(2)} ms, max ${listTimes.reduce((m, t) => Math.max(m, t), 0).toFixed(2)} ms`);
console.log(`  slowest: ${slowest.ms.toFixed(2)} ms, ${slowest.what}`);
for (const f of failures) console.log(`  ! ${f}`);
const failed = counts.crashes + counts.refusedChangedState + counts.acceptedUnlisted + counts.listedRefused + counts.equivalentDisagrees + counts.stuck + counts.viewLeaks;
process.exit(failed === 0 ? 0 : 1);
