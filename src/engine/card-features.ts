/**
 * Which objects on the battlefield or in the command zone have a card that defines some feature (a
 * triggered ability on one event, a static ability of one kind, an ability any player may
 * activate). Rules that look for such cards on every event, step or action read the few candidates
 * here instead of scanning every permanent: the lists are found once for what the two zones hold and
 * kept while it stays the same (see `zoneContentsGeneration`). A candidate may still not function now
 * (face down, its abilities lost): the reader checks that, as it would on a scan.
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';
import type { StaticDef } from '../cards/types.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';
import { definitionOf, zoneContentsGeneration } from './characteristics.js';

/** A property of a card definition, decided once per definition. */
export interface CardFeature {
  /** Whether a definition has the feature. */
  readonly has: (def: CardDefinition) => boolean;
  /** The answers so far, by definition. */
  readonly answers: WeakMap<CardDefinition, boolean>;
  /** Where the objects found are kept on a zone-contents generation. */
  readonly key: symbol;
}

/** A feature of definitions, named for debugging. */
export function cardFeature(name: string, has: (def: CardDefinition) => boolean): CardFeature {
  return { has, answers: new WeakMap(), key: Symbol(name) };
}

/** Whether a definition has a feature (decided once per definition). */
export function definitionHas(def: CardDefinition, feature: CardFeature): boolean {
  let answer = feature.answers.get(def);
  if (answer === undefined) feature.answers.set(def, (answer = feature.has(def)));
  return answer;
}

/** The features "its card has a static ability of the kind", by kind. */
const staticFeatures = new Map<StaticDef['kind'], CardFeature>();

/** The feature of a card with a static ability of kind `kind`. */
export function staticOfKind(kind: StaticDef['kind']): CardFeature {
  let feature = staticFeatures.get(kind);
  if (feature === undefined) staticFeatures.set(kind, (feature = cardFeature(`has a ${kind} static`, (def) => def.statics?.some((st) => st.kind === kind) === true)));
  return feature;
}

const NONE: readonly ObjectId[] = [];

/** The objects of a zone list whose definition has a feature, in the zone's order. */
function find(state: GameState, list: readonly ObjectId[], feature: CardFeature): readonly ObjectId[] {
  let out: ObjectId[] | null = null;
  for (const id of list) {
    const def = definitionOf(state.objects[id] as GameObject);
    if (def !== undefined && definitionHas(def, feature)) (out ??= []).push(id);
  }
  return out ?? NONE;
}

/** The found lists of one zone-contents generation: the battlefield's and the command zone's, by feature. */
interface Found {
  battlefield: Map<symbol, readonly ObjectId[]>;
  command: Map<symbol, readonly ObjectId[]>;
}

const FOUND = Symbol('cardFeatures');

/** The objects in `zone` whose card has `feature`, in the zone's order (face-down ones included). */
export function objectsWithFeature(state: GameState, zone: 'battlefield' | 'command', feature: CardFeature): readonly ObjectId[] {
  const generation = zoneContentsGeneration(state);
  if (generation === null) return find(state, zone === 'battlefield' ? state.battlefield : state.command, feature);
  const found = (generation[FOUND] ??= { battlefield: new Map(), command: new Map() } satisfies Found) as Found;
  const byFeature = found[zone];
  let ids = byFeature.get(feature.key);
  if (ids === undefined) byFeature.set(feature.key, (ids = find(state, zone === 'battlefield' ? state.battlefield : state.command, feature)));
  return ids;
}
