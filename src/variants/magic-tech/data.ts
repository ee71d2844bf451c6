/**
 * What the Magic Tech modules keep in the state, under `formatData['magic-tech']`: where each
 * creature stands (MT 5), the turn's deployments (MT 4.2, 4.6), the mission in progress (MT 6), and
 * the creatures repaired this upkeep (MT 10.2). Plain JSON, like the rest of the state.
 *
 * @module
 */
import type { GameState, ObjectId, Ref } from '../../state/types.js';

/** A creature's post (MT 5): on patrol, or guarding its controller's stockpile or a card. */
export type Post = 'patrol' | { guard: Ref };

/** The mission in progress (MT 6.1). */
export interface Mission {
  /** What it attacks: the defending player's stockpile (`{player}`) or a card they have in play. */
  target: Ref;
  /** The defending player. */
  defender: number;
  /**
   * The creatures sent on it and the creatures that blocked in it, each listed once, even one since
   * removed from combat (CR 506.4): all of them are "involved" and become tapped as it ends (MT 6.3).
   * Absent while there are none.
   */
  involved?: { attackers: ObjectId[]; blockers: ObjectId[] };
}

/** The Magic Tech part of the state. */
export interface MagicTechData {
  /** Posts by object id; a creature with none is in the deploy area (MT 5.3). */
  posts: Record<string, Post>;
  /** Deployments of cards other than lands this turn (MT 4.2). */
  deployments: number;
  /** Lands deployed this turn (MT 4.6). */
  landDeployments: number;
  /** The mission in progress, if any. */
  mission: Mission | null;
  /** Creatures that removed a counter by regeneration this upkeep (MT 10.2). */
  repaired: ObjectId[];
  /**
   * The timestamp (CR 613.7) of the first permanent that was not on the table as the last end phase
   * put creatures on patrol (MT 11.1); absent before the first. A permanent older than that was
   * revealed in an earlier turn: if it becomes a creature without a post (Dread Statuary), it is out
   * of the deploy area (MT 5.3).
   */
  settled?: number;
}

/** The key of the Magic Tech data in `formatData`. */
const KEY = 'magic-tech';

/** The Magic Tech data of a game, created empty on first use. */
export function mtData(state: GameState): MagicTechData {
  const all = (state.formatData ??= {});
  let d = all[KEY] as MagicTechData | undefined;
  if (!d) {
    d = { posts: {}, deployments: 0, landDeployments: 0, mission: null, repaired: [] };
    all[KEY] = d;
  }
  return d;
}

/** The Magic Tech data if there is any yet, without creating it (for reads on a state not to be changed). */
export function peekData(state: GameState): MagicTechData | undefined {
  return state.formatData?.[KEY] as MagicTechData | undefined;
}

const isCount = (x: unknown): boolean => Number.isInteger(x) && (x as number) >= 0;

/** Whether a value names one player or one object of a game of `players` players and `objects` objects. */
function isRef(v: unknown, players: number, objects: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.keys(v).length !== 1) return false;
  const r = v as Record<string, unknown>;
  if ('player' in r) return isCount(r.player) && (r.player as number) < players;
  return 'object' in r && isCount(r.object) && (r.object as number) < objects;
}

/** Why a saved game's Magic Tech data is damaged, or null if it is sound (or absent: it is made on first use). */
export function mtDataProblem(state: GameState): string | null {
  const all = state.formatData;
  if (all === undefined || all[KEY] === undefined) return null;
  const d = all[KEY] as Partial<MagicTechData> | null;
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return 'the Magic Tech data is not an object';
  const players = state.players.length;
  const objects = state.objects.length;
  const posts = d.posts as unknown;
  if (typeof posts !== 'object' || posts === null || Array.isArray(posts)) return 'Magic Tech posts are not an object';
  for (const [k, post] of Object.entries(posts)) {
    // MT 5: a post is kept by object id, on patrol or guarding a stockpile (a player) or a card
    if (!/^\d+$/.test(k) || Number(k) >= objects) return `a Magic Tech post of ${k}, which is no object`;
    if (post !== 'patrol' && !(typeof post === 'object' && post !== null && Object.keys(post).length === 1 && isRef((post as { guard?: unknown }).guard, players, objects))) return `a bad Magic Tech post of ${k}`;
  }
  if (!isCount(d.deployments) || !isCount(d.landDeployments)) return 'bad Magic Tech deployment counts';
  const m = d.mission as unknown;
  if (m !== null && !(typeof m === 'object' && m !== undefined && isRef((m as Mission).target, players, objects) && isCount((m as Mission).defender) && (m as Mission).defender < players)) return 'a bad Magic Tech mission';
  const involved = (m as Mission | null)?.involved as unknown;
  const ids = (v: unknown): boolean => Array.isArray(v) && v.every((id) => isCount(id) && id < objects);
  if (involved !== undefined && !(typeof involved === 'object' && involved !== null && ids((involved as Record<string, unknown>).attackers) && ids((involved as Record<string, unknown>).blockers))) return 'bad creatures of the Magic Tech mission';
  if (!Array.isArray(d.repaired) || !d.repaired.every((id) => isCount(id) && id < objects)) return 'bad Magic Tech repairs';
  if (d.settled !== undefined && !(isCount(d.settled) && d.settled <= state.nextTimestamp)) return 'a bad Magic Tech end-phase timestamp';
  return null;
}
