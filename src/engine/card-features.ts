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
  /** The answers so far, by definition serial (see {@link serialOf}): 1 yes, 2 no, 0 not yet asked. */
  answers: Uint8Array;
  /** The feature's own small whole number: where the objects found are kept on a zone-contents generation. */
  readonly index: number;
  /** What the feature is, for messages. */
  readonly name: string;
}

/** How many features have been made (the next one's index). */
let featureCount = 0;

/** A feature of definitions, named for debugging. */
export function cardFeature(name: string, has: (def: CardDefinition) => boolean): CardFeature {
  return { has, answers: new Uint8Array(64), index: featureCount++, name };
}

/** The serial numbers of the definitions met so far: small whole numbers that index the answers of each feature. */
const serials = new WeakMap<CardDefinition, number>();
const definitions: CardDefinition[] = [];

/** A definition's serial number, given when first met. */
function serialOf(def: CardDefinition): number {
  let serial = serials.get(def);
  if (serial === undefined) {
    serial = definitions.length;
    definitions.push(def);
    serials.set(def, serial);
  }
  return serial;
}

/** Whether the definition with a serial number has a feature (decided once per definition). */
function serialHas(serial: number, feature: CardFeature): boolean {
  if (serial >= feature.answers.length) {
    const grown = new Uint8Array(Math.max(serial + 1, feature.answers.length * 2));
    grown.set(feature.answers);
    feature.answers = grown;
  }
  let answer = feature.answers[serial] as number;
  if (answer === 0) feature.answers[serial] = answer = feature.has(definitions[serial] as CardDefinition) ? 1 : 2;
  return answer === 1;
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

/** A zone list's definition serials, in order (-1 for an object without a definition). */
function serialsOf(state: GameState, list: readonly ObjectId[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const def = definitionOf(state.objects[list[i] as ObjectId] as GameObject);
    out.push(def === undefined ? -1 : serialOf(def));
  }
  return out;
}

/** The objects of a zone list whose definition has a feature, in the zone's order, from the list's serials. */
function find(list: readonly ObjectId[], listSerials: readonly number[], feature: CardFeature): readonly ObjectId[] {
  let out: ObjectId[] | null = null;
  for (let i = 0; i < listSerials.length; i++) {
    const serial = listSerials[i] as number;
    if (serial >= 0 && serialHas(serial, feature)) (out ??= []).push(list[i] as ObjectId);
  }
  return out ?? NONE;
}

/** What one zone-contents generation found in a zone: its definition serials, and the objects by feature. */
interface ZoneFound {
  serials: number[];
  byFeature: (readonly ObjectId[] | undefined)[];
}

const FOUND = Symbol('cardFeatures');

/** The objects in `zone` whose card has `feature`, in the zone's order (face-down ones included). */
export function objectsWithFeature(state: GameState, zone: 'battlefield' | 'command', feature: CardFeature): readonly ObjectId[] {
  const list = zone === 'battlefield' ? state.battlefield : state.command;
  if (list.length === 0) return NONE;
  const generation = zoneContentsGeneration(state);
  if (generation === null) return find(list, serialsOf(state, list), feature);
  const found = (generation[FOUND] ??= {}) as { battlefield?: ZoneFound; command?: ZoneFound };
  const here = (found[zone] ??= { serials: serialsOf(state, list), byFeature: [] });
  return (here.byFeature[feature.index] ??= find(list, here.serials, feature));
}
