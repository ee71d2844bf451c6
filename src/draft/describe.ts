/**
 * Readable lines for draft events, with their rule, from a draft state (everything) or from a
 * {@link DraftView} (what one drafter, or a spectator, sees): from a view, a card the view does not
 * show is "a card", never its name.
 *
 * @module
 */
import type { DraftEvent, DraftState, ReadonlyDraftState, Seat } from './types.js';
import type { DeepReadonly } from '../state/types.js';
import type { DraftCardView, DraftView } from './view.js';
import { citation } from '../engine/citation.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { addressed } from './address.js';
import { allCardNames } from '../cards/printed.js';

/** What a draft description reads names from: the draft state, or one viewer's {@link DraftView}. */
export type DraftDescribeSource = DraftState | ReadonlyDraftState | DraftView;

function isDraftView(from: DraftDescribeSource): from is DraftView {
  return !('schema' in from);
}

/** Every card a draft view shows, by id. */
function viewCards(v: DraftView): Map<number, string> {
  const out = new Map<number, string>();
  const add = (cards: readonly DraftCardView[] | null | undefined): void => { for (const c of cards ?? []) out.set(c.id, c.name); };
  add(v.pack); add(v.pile); add(v.removed); add(v.seen); add(v.randomPick ? [v.randomPick] : []);
  for (const o of v.others) { add(o.faceUp); add(o.removedFaceUp); }
  for (const c of v.colorChoices) out.set(c.card, c.cardName);
  if (v.deal) {
    add(v.deal.revealed ? [v.deal.revealed] : []);
    for (const offer of Object.values(v.deal.offers ?? {})) add(offer ? [offer] : []);
  }
  return out;
}

/** Options of {@link describeDraftEvent}. */
export interface DescribeDraftOptions {
  /**
   * The seat the lines are for: its own events read in the second person ("You reveal Lore Seeker",
   * "the card you draft", "your"), everyone else's as they are. From a {@link DraftView} it is the
   * view's seat, and this option is ignored; from the draft state, without it nobody is "you".
   */
  readonly viewer?: Seat;
}

/** The seat a line described from `from` speaks of as "you": the view's, or the `viewer` asked for from a state. */
function viewerOf(from: DraftDescribeSource, options: DescribeDraftOptions): Seat | undefined {
  if (isDraftView(from)) return from.seat === 'spectator' ? undefined : from.seat;
  return options.viewer;
}

/** Every card name a written line may hold: the engine's cards, and the draft's (a cube's) or the view's. */
function cardNames(from: DraftDescribeSource): string[] {
  const drafted = isDraftView(from) ? viewCards(from).values() : from.cards.map((c) => c.name);
  return [...allCardNames(), ...drafted];
}

/** The viewer's name at the draft, as the lines written at the events call them. */
function viewerName(from: DraftDescribeSource, viewer: Seat): string {
  if (isDraftView(from)) return from.name ?? '';
  return from.drafters[viewer]?.name ?? '';
}

function drafterName(from: DraftDescribeSource, seat: number, viewer: Seat | undefined): string {
  if (seat === viewer) return 'you';
  if (!isDraftView(from)) return from.drafters[seat]?.name ?? `seat ${seat}`;
  return from.others.find((o) => o.seat === seat)?.name ?? `seat ${seat}`;
}

function cardName(from: DraftDescribeSource, id: number | undefined): string {
  if (id === undefined) return 'a card';
  if (!isDraftView(from)) return from.cards[id]?.name ?? 'a card';
  return viewCards(from).get(id) ?? 'a card';
}

/**
 * Describes a draft event in one line, ending with the rule it applies after two spaces, as the
 * game's `describeEvent` does: `Ana opens a booster pack  [CR 905.1a]`. From the draft state, or
 * from a {@link DraftView} with that view's (redacted) events, naming only cards the view shows.
 * The viewer (the view's seat, or `options.viewer` from the state) reads their own events in the
 * second person, the lines the draft-matters cards write included (`You reveal Lore Seeker`, `Ana
 * looks at the card you draft`); everyone else's read as written.
 */
export function describeDraftEvent(from: DraftDescribeSource, e: DraftEvent | DeepReadonly<DraftEvent>, options: DescribeDraftOptions = {}): string {
  if (typeof from !== 'object' || from === null || !Array.isArray((from as { drafters?: unknown }).drafters ?? (from as { others?: unknown }).others)) {
    throw new RulesError('malformed', `a draft description reads from a draft state or a draft view, not ${shown(from)}`);
  }
  if (typeof e !== 'object' || e === null || typeof (e as { type?: unknown }).type !== 'string' || typeof (e as { rule?: unknown }).rule !== 'string') throw new RulesError('malformed', `a draft event is an object with a text type and rule, not ${shown(e)}`);
  if (typeof options !== 'object' || options === null) throw new RulesError('malformed', `describeDraftEvent's options are an object ({ viewer }), not ${shown(options)}`);
  const viewer = viewerOf(from, options);
  const you = e.seat !== undefined && e.seat === viewer;
  // the viewer reads "You draft …", everyone else "Ana drafts …"
  const who = e.seat === undefined ? 'a drafter' : you ? 'You' : drafterName(from, e.seat, viewer);
  const to = e.to === undefined ? 'the next drafter' : drafterName(from, e.to, viewer);
  const card = cardName(from, e.card);
  // a verb agreeing with its subject: the third person's form, or the second person's for "You"
  const verb = (third: string, second: string): string => (you ? second : third);
  let line: string;
  if (e.text !== undefined) line = viewer === undefined ? e.text : addressed(e.text, viewerName(from, viewer), cardNames(from));
  else {
    switch (e.type) {
      case 'pick': line = `${who} ${verb('drafts', 'draft')} ${card}${e.rule === '905.2c' ? ' face up' : ''}${e.rule === 'Archdemon of Paliano' ? ' at random' : ''}`; break;
      case 'pass': line = `${who} ${verb('passes', 'pass')} a pack to ${to}${e.rule === 'Canal Dredger' ? ' (its last card, Canal Dredger)' : ''}`; break;
      case 'open': line = `${who} ${verb('opens', 'open')} a booster pack`; break;
      case 'reveal': line = `${who} ${verb('reveals', 'reveal')} ${card}`; break;
      case 'note': line = `${who} ${verb('notes', 'note')} something for ${card}`; break;
      case 'remove': line = `${who} ${verb('removes', 'remove')} ${card} from the draft`; break;
      case 'faceDown': line = `${who} ${verb('turns', 'turn')} ${card} face down`; break;
      case 'chooseColor': line = `${who} ${verb('chooses', 'choose')} ${e.color ?? 'a color'} for ${card}`; break;
      case 'addBooster': line = `${who} ${verb('adds', 'add')} a booster pack to the draft`; break;
      case 'look': line = `${who} ${verb('looks', 'look')} at ${card}`; break;
      case 'round': line = 'a round begins'; break;
      case 'exchange': line = `${who} ${verb('trades', 'trade')} with ${to}`; break;
      case 'complete': line = 'the draft is complete'; break;
      case 'undrafted': line = `${card} is left undrafted`; break;
    }
  }
  return `${line}  [${citation(e.rule)}]`;
}
