/**
 * The checks of a saved draft's records of its draft-matters cards (CR 905.2): the face-up marks of
 * the piles (905.2c), the lists a card keeps for its drafter while it waits (Aether Searcher, Cogwork
 * Spy, Spire Phantasm, Illusionary Informant, Cogwork Librarian, Archdemon of Paliano), the cards
 * removed from the draft, and the notes (905.2b). Each record names a card its drafter drafted, of
 * the name that keeps it: a value that no draft can hold is refused, naming the field.
 *
 * @module
 */
import { COLOR_CHOICE_CARDS, FACE_UP_CARDS, NOTING_CARDS, PICK_NUMBER_CARDS } from './abilities.js';
import { isGuessableName } from './legal.js';
import type { DraftNote, DraftState } from './types.js';

/** Which of a note's fields holds what it notes, by the name of the card it is noted for (905.2b). */
function noteField(cardName: string): keyof DraftNote | undefined {
  if (PICK_NUMBER_CARDS.has(cardName)) return 'number';
  if (COLOR_CHOICE_CARDS.has(cardName)) return 'colors';
  if (cardName === 'Paliano Vanguard') return 'types';
  if (cardName === 'Aether Searcher' || (NOTING_CARDS as readonly string[]).includes(cardName)) return 'name';
  if (cardName === 'Cogwork Tracker') return 'player';
  if (cardName === 'Spire Phantasm') return 'guess';
  return undefined;
}

const NOTE_FIELDS = ['number', 'name', 'types', 'player', 'colors', 'guess'] as const;

/**
 * The cards drafted face up that no effect instructs their drafter to turn face down (CR 905.2c: a
 * card drafted face up "remains face up until the draft is complete, an effect instructs the player
 * who drafted it to turn it face down, or the card leaves that player's drafted cards pile"): while
 * drafting, one in a pile is face up. Cogwork Librarian leaves the pile instead, into a pack, and is
 * drafted face up again from there; Deal Broker's exchanges, which put cards into piles face down,
 * come after the draft.
 */
const FACE_UP_UNTIL_COMPLETE: ReadonlySet<string> = new Set(['Animus of Predation', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Deal Broker']);

/**
 * Checks the records of a draft's draft-matters cards; `fail` throws. The draft's shape, ranges and
 * the places of its cards are checked already. While drafting, a record names a card of its own
 * drafter's (in their pile, or removed by them); once the draft is over, Deal Broker's exchanges may
 * have moved it to another pool (its rulings), so it names a card some drafter drafted.
 */
export function checkAbilityRecords(s: DraftState, fail: (message: string) => never): void {
  const name = (card: number): string => s.cards[card]?.name as string;
  const drafting = s.phase === 'drafting';
  const drafted = s.drafters.map((d) => [...d.pile.map((p) => p.card), ...d.removed.map((r) => r.card)]);
  const everyDrafted = drafted.flat();
  /** The cards named `cardName` that `seat` drafted (any drafter's, once the draft is over). */
  const draftedNamed = (seat: number, cardName: string): number[] => (drafting ? drafted[seat] ?? [] : everyDrafted).filter((c) => name(c) === cardName);
  const piled = (seat: number, cardName: string, faceUp?: boolean): number => (drafting ? [s.drafters[seat]!] : s.drafters)
    .reduce((k, d) => k + d.pile.filter((p) => name(p.card) === cardName && (faceUp === undefined || p.faceUp === faceUp)).length, 0);
  const unique = (list: readonly number[], what: string): void => {
    if (new Set(list).size !== list.length) fail(`${what} lists a card or seat twice`);
  };

  s.drafters.forEach((d, seat) => {
    // 905.2c: only a card "drafted face up" is, until the draft is complete
    d.pile.forEach((p, i) => {
      if (!p.faceUp) {
        if (drafting && FACE_UP_UNTIL_COMPLETE.has(name(p.card))) fail(`drafter ${seat} pile ${i}: ${name(p.card)} is face down while drafting, but it is drafted face up and nothing turns it face down before the draft is complete (CR 905.2c)`);
        return;
      }
      if (!FACE_UP_CARDS.has(name(p.card))) fail(`drafter ${seat} pile ${i}: ${name(p.card)} is marked face up, but is no card drafted face up (CR 905.2c)`);
      if (s.phase === 'complete') fail(`drafter ${seat} pile ${i}: a card face up in a complete draft (CR 905.2c: face up until the draft is complete)`);
    });
    // Aether Searcher: "the next card you draft", noted for that Aether Searcher
    unique(d.searchers, `drafter ${seat} searchers`);
    for (const c of d.searchers) if (!draftedNamed(seat, 'Aether Searcher').includes(c)) fail(`drafter ${seat} searchers: card ${c} is no Aether Searcher the drafter drafted`);
    // Cogwork Librarian: put into the pack in hand as it is passed
    if (d.returning.length > 0 && (!drafting || d.queue.length === 0)) fail(`drafter ${seat} returning: Cogwork Librarians wait only for a pack in hand, while drafting`);
    for (const c of d.returning) if (name(c) !== 'Cogwork Librarian') fail(`drafter ${seat} returning: card ${c} is no Cogwork Librarian`);
    // Illusionary Informant: turned face down to look at the next card another drafter drafts
    unique(d.watching, `drafter ${seat} watching`);
    if (d.watching.includes(seat)) fail(`drafter ${seat} watching: Illusionary Informant watches another drafter`);
    if (d.watching.length > piled(seat, 'Illusionary Informant', false)) fail(`drafter ${seat} watching: more drafters watched than face-down Illusionary Informants`);
    // Archdemon of Paliano: its face-up copy counts the random picks, turned face down at the third
    for (const [k, count] of Object.entries(d.archdemonPicks)) {
      const card = Number(k);
      const own = drafting ? d.pile.some((p) => p.card === card) : s.drafters.some((x) => x.pile.some((p) => p.card === card));
      if (name(card) !== 'Archdemon of Paliano' || !own) fail(`drafter ${seat} archdemonPicks: card ${card} is no Archdemon of Paliano in the drafter's pile`);
      if (count < 1 || count > 3) fail(`drafter ${seat} archdemonPicks: ${count} random picks for an Archdemon of Paliano, which counts one to three`);
    }
    // Cogwork Grinder, Animus of Predation: removed with a face-up copy, face up until the draft ends
    for (const r of d.removed) {
      if (piled(seat, r.by, drafting ? true : undefined) === 0) fail(`drafter ${seat} removed: card ${r.card} removed by ${r.by}, but the drafter has no face-up ${r.by}`);
    }
  });

  // Cogwork Spy: "look at the next card drafted from that booster pack"
  const spies = new Array<number>(s.drafters.length).fill(0);
  const guessed: number[] = [];
  for (const p of s.packs) {
    if (!p.opened && (p.spies.length > 0 || p.guesses.length > 0)) fail(`pack ${p.id} spies or guesses: the pack is not open`);
    for (const seat of p.spies) spies[seat] = (spies[seat] ?? 0) + 1;
    // Spire Phantasm: "guess the next card drafted from that booster pack", a card's name (CR 201.4)
    p.guesses.forEach((g, i) => {
      if (!draftedNamed(g.seat, 'Spire Phantasm').includes(g.card)) fail(`pack ${p.id} guess ${i}: card ${g.card} is no Spire Phantasm drafter ${g.seat} drafted`);
      if (!isGuessableName(g.name)) fail(`pack ${p.id} guess ${i}: the guess names no card (CR 201.4)`);
      guessed.push(g.card);
    });
  }
  unique(guessed, 'the packs\' guesses');
  spies.forEach((k, seat) => {
    if (k > draftedNamed(seat, 'Cogwork Spy').length) fail(`the packs' spies: drafter ${seat} spies on more packs than Cogwork Spies drafted`);
  });

  // 905.2b: a note is noted for a card drafted, of the name whose ability notes it, and notes what that ability notes
  const names = new Set(s.cards.map((c) => c.name));
  s.notes.forEach((x, i) => {
    const field = noteField(x.cardName);
    if (name(x.card) !== x.cardName || !draftedNamed(x.seat, x.cardName).includes(x.card)) fail(`note ${i}: card ${x.card} is no ${x.cardName} drafter ${x.seat} drafted`);
    if (field === undefined || NOTE_FIELDS.some((f) => (x[f] !== undefined) !== (f === field))) fail(`note ${i}: ${x.cardName} notes ${field ?? 'nothing'}, and only that`);
    if (field === 'number' && (x.number as number) < 1) fail(`note ${i}: the number of cards drafted this round counts the card noted, at least 1`);
    if (field === 'name' && !names.has(x.name as string)) fail(`note ${i}: the name noted is of no card in the draft`);
    if (field === 'colors' && (x.colors?.length !== 3 || new Set(x.colors).size !== 3)) fail(`note ${i}: three different colours are noted for ${x.cardName}`);
    if (field === 'guess' && !isGuessableName(x.guess?.name as string)) fail(`note ${i}: the guess names no card (CR 201.4)`);
  });
}
