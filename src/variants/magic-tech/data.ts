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
