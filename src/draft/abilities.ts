/**
 * The draft halves of the draft-matters cards of CNS and CN2 (CR 905.2): what happens as each is
 * drafted (revealing, noting information, drafting face up) and what happens to a card drafted while
 * other cards watch (Aether Searcher, Cogwork Spy, Illusionary Informant, Spire Phantasm).
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import { nameOf } from './piles.js';
import { leftOf, rightOf } from './seating.js';
import type { Drafter, DraftNote, DraftPack, DraftState, NotingCard, PickOptions } from './types.js';

/** Cards drafted face up (905.2c). */
export const FACE_UP_CARDS: ReadonlySet<string> = new Set([
  'Agent of Acquisitions', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Deal Broker', 'Whispergear Sneak',
  'Noble Banneret', 'Paliano Vanguard', 'Illusionary Informant', 'Archdemon of Paliano', 'Smuggler Captain',
  'Animus of Predation', "Leovold's Operative",
]);

/** Cards revealed as they are drafted that note how many cards their drafter drafted this round (905.2b). */
export const PICK_NUMBER_CARDS: ReadonlySet<string> = new Set(['Lurking Automaton', 'Custodi Peacekeeper', 'Garbage Fire', 'Pyretic Hunter']);

/** Cards whose drafting starts a colour choice: right player, drafter, left player (905.2b). */
export const COLOR_CHOICE_CARDS: ReadonlySet<string> = new Set(['Paliano, the High City', 'Regicide']);

/** Cards revealed as they are drafted (905.2b). */
export const REVEALED_CARDS: ReadonlySet<string> = new Set([
  ...PICK_NUMBER_CARDS, ...COLOR_CHOICE_CARDS, 'Aether Searcher', 'Cogwork Spy', 'Cogwork Tracker', 'Lore Seeker', 'Spire Phantasm',
]);

/** The cards that note a drafted card as it is drafted (905.2b), in the order `legalPicks` lists several. */
export const NOTING_CARDS: readonly NotingCard[] = ['Noble Banneret', 'Paliano Vanguard', 'Smuggler Captain'];

/** The cards a pick's `note` option names: none, one, or several. */
export function notingCards(note: PickOptions['note']): readonly NotingCard[] {
  return note === undefined ? [] : typeof note === 'string' ? [note] : note;
}

/**
 * A pick's `note` option as `legalPicks` lists it: one card alone by its name, several in
 * {@link NOTING_CARDS} order, a name as many times as it is given (once per copy that notes).
 */
export function listedNote(note: PickOptions['note']): PickOptions['note'] {
  if (!Array.isArray(note)) return note;
  const sorted = NOTING_CARDS.flatMap((n) => note.filter((given) => given === n));
  return sorted.length === 1 ? sorted[0] : sorted;
}

/** Records a public note (905.2b). */
export function addNote(state: DraftState, note: DraftNote): void {
  state.notes.push(note);
  state.log.push({ type: 'note', rule: '905.2b', seat: note.seat, card: note.card, text: describeNote(state, note) });
}

function describeNote(state: DraftState, note: DraftNote): string {
  const who = state.drafters[note.seat]?.name ?? `seat ${note.seat}`;
  if (note.number !== undefined) return `${who} notes ${note.number} for ${note.cardName}`;
  if (note.name !== undefined) return `${who} notes the name ${note.name} for ${note.cardName}`;
  if (note.types !== undefined) return `${who} notes the creature types ${note.types.join(', ') || '(none)'} for ${note.cardName}`;
  if (note.player !== undefined) return `${who} notes ${note.player === null ? 'no player' : state.drafters[note.player]?.name} for ${note.cardName}`;
  if (note.colors !== undefined) return `${who} notes the colours ${note.colors.join('')} for ${note.cardName}`;
  if (note.guess !== undefined) return `${who} guessed ${note.guess.name} for ${note.cardName}: ${note.guess.right ? 'right' : 'wrong'}`;
  return `${who} notes for ${note.cardName}`;
}

/** Reveals a drafted card to every drafter (905.2b). */
export function reveal(state: DraftState, drafter: Drafter, card: number, rule: string): void {
  state.log.push({ type: 'reveal', rule, seat: drafter.seat, card, text: `${drafter.name} reveals ${nameOf(state, card)}` });
}

/**
 * What watches the next card drafted: Cogwork Spy drafters see the next card drafted from the pack,
 * Spire Phantasm guesses are checked against it (and it is revealed), Illusionary Informant drafters
 * see the next card this drafter drafts, and Aether Searchers note its name (it is revealed).
 */
export function watchersSee(state: DraftState, drafter: Drafter, pack: DraftPack, card: number): void {
  const name = nameOf(state, card);
  for (const spy of pack.spies) {
    const watcher = state.drafters[spy];
    if (!watcher || spy === drafter.seat) continue; // a Spy drafter drafting again from the pack learns nothing new
    watcher.seen.push(card);
    state.log.push({ type: 'look', rule: 'Cogwork Spy', seat: spy, card, visibleTo: [spy], text: `${watcher.name} looks at the next card drafted from the pack` });
  }
  pack.spies = [];
  if (pack.guesses.length > 0) {
    reveal(state, drafter, card, 'Spire Phantasm');
    for (const g of pack.guesses) addNote(state, { card: g.card, cardName: 'Spire Phantasm', seat: g.seat, guess: { name: g.name, right: g.name === name } });
    pack.guesses = [];
  }
  for (const other of state.drafters) {
    if (other.watching.length === 0) continue;
    const i = other.watching.indexOf(drafter.seat);
    if (i < 0) continue;
    other.watching.splice(i, 1);
    other.seen.push(card);
    state.log.push({ type: 'look', rule: 'Illusionary Informant', seat: other.seat, card, visibleTo: [other.seat], text: `${other.name} looks at the card ${drafter.name} drafts` });
  }
  if (drafter.searchers.length > 0) {
    reveal(state, drafter, card, 'Aether Searcher');
    for (const searcher of drafter.searchers) addNote(state, { card: searcher, cardName: 'Aether Searcher', seat: drafter.seat, name });
    drafter.searchers = [];
  }
}

/**
 * The drafted card's own ability as it is drafted: revealing and noting (905.2b) or starting a
 * colour choice; Aether Searcher, Cogwork Spy and Spire Phantasm set up their watch on the next card.
 */
export function onDrafted(state: DraftState, drafter: Drafter, pack: DraftPack, card: number, guess: string | undefined): void {
  const name = nameOf(state, card);
  if (!REVEALED_CARDS.has(name)) return;
  reveal(state, drafter, card, '905.2b');
  const n = state.drafters.length;
  if (PICK_NUMBER_CARDS.has(name)) {
    addNote(state, { card, cardName: name, seat: drafter.seat, number: drafter.draftedThisRound });
  } else if (COLOR_CHOICE_CARDS.has(name)) {
    state.colorChoices.push({ card, seat: drafter.seat, choosers: [rightOf(drafter.seat, n), drafter.seat, leftOf(drafter.seat, n)], chosen: [] });
  } else if (name === 'Aether Searcher') {
    drafter.searchers.push(card);
  } else if (name === 'Cogwork Spy') {
    pack.spies.push(drafter.seat);
  } else if (name === 'Cogwork Tracker') {
    addNote(state, { card, cardName: name, seat: drafter.seat, player: pack.passedBy });
  } else if (name === 'Spire Phantasm' && guess !== undefined) {
    pack.guesses.push({ seat: drafter.seat, card, name: guess });
  }
}

/** The creature types of a card (Paliano Vanguard notes them). */
export function creatureTypes(name: string): string[] {
  return [...(getPrinted(name)?.subtypes ?? [])];
}
