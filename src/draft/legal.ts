/**
 * The listing of a drafter's legal actions: every action the draft allows them now (picks are
 * simultaneous, so several drafters may act; 905.2a), handed to a sink that keeps, counts or draws
 * them. The public `legalPicks`, `countPicks` and `samplePick` (see `kept-picks.ts`) run it once per
 * drafter of a state the engine handed out.
 *
 * @module
 */
import { allPrinted } from '../cards/printed.js';
import { COLORS } from '../engine/mana.js';
import { currentDeal, offersComplete } from './deal-broker.js';
import { FACE_UP_CARDS, NOTING_CARDS } from './abilities.js';
import { dredgerSeats, isCreatureCard, nameOf, poolOf } from './piles.js';
import { draftsAtRandom, packInHand } from './picks.js';
import { dredgersWhoCanDraft } from './rounds.js';
import { randomInt } from '../state/rng.js';
import type { RngState } from '../state/types.js';
import type { DraftAction, Drafter, DraftPack, DraftState, NotingCard, PickOptions, Seat } from './types.js';

/**
 * Where the listing of a drafter's actions hands them, in the order `legalPicks` lists them:
 * one at a time, or a run of `count` actions of which the `i`-th is made by `nth(i)` only if wanted
 * (the many picks of one card that differ only by their guess, Lore Seeker's booster and the Canal
 * Dredger drafter), so that counting and drawing need not make them all.
 */
export interface PickSink {
  push(action: DraftAction): void;
  pushRun(count: number, nth: (i: number) => DraftAction): void;
}

/**
 * A sink that keeps every action, the list, and the length of each run it was handed in (an action
 * pushed alone is a run of one), so that a draw from the list makes the draws {@link PickReservoir}
 * makes (see {@link drawFromList}).
 */
export class PickList implements PickSink {
  readonly actions: DraftAction[] = [];
  readonly runs: number[] = [];
  push(action: DraftAction): void {
    this.actions.push(action);
    this.runs.push(1);
  }
  pushRun(count: number, nth: (i: number) => DraftAction): void {
    if (count === 0) return;
    for (let i = 0; i < count; i++) this.actions.push(nth(i));
    this.runs.push(count);
  }
}

/**
 * One of a listed drafter's actions drawn uniformly at random with `rng` (advanced in place), or null
 * if there is none: by the same draws {@link PickReservoir} makes over the listing, one per run, so
 * that a state draws the same action and leaves `rng` alike whether its list was kept or not (DESIGN
 * principle 2: a function of the state's value).
 */
export function drawFromList(actions: readonly DraftAction[], runs: readonly number[], rng: RngState): DraftAction | null {
  let drawn: DraftAction | null = null;
  let count = 0;
  for (const run of runs) {
    count += run;
    const r = randomInt(rng, count);
    if (r < run) drawn = actions[count - run + r] as DraftAction;
  }
  return drawn;
}

/**
 * A sink that counts the actions and, given a PRNG, keeps one drawn uniformly among them: each run
 * of `count` replaces the one kept with probability count / (the actions so far), by one uniform
 * draw below that number, whose value then names the run's action kept (weighted reservoir sampling).
 */
export class PickReservoir implements PickSink {
  count = 0;
  drawn: DraftAction | null = null;
  constructor(private readonly rng: RngState | null) {}
  push(action: DraftAction): void {
    this.pushRun(1, () => action);
  }
  pushRun(count: number, nth: (i: number) => DraftAction): void {
    if (count === 0) return;
    this.count += count;
    if (this.rng === null) return;
    const r = randomInt(this.rng, this.count);
    if (r < count) this.drawn = nth(r);
  }
}

const NO_DREDGER_CHOICE: readonly (Seat | undefined)[] = [undefined];

/** The Canal Dredger choices for passing a pack that will hold one card: one per Dredger drafter when several. */
function dredgerChoices(state: DraftState, cardsLeftAfter: number): readonly (Seat | undefined)[] {
  if (cardsLeftAfter !== 1) return NO_DREDGER_CHOICE;
  const seats = dredgerSeats(state);
  return seats.length > 1 ? seats : NO_DREDGER_CHOICE;
}

const NO_REMOVE: readonly PickOptions['remove'][] = [undefined];
const NO_NOTE: readonly PickOptions['note'][] = [undefined];
const NO_EXTRA: readonly PickOptions['extra'][] = [undefined];
const NO_GUESS: readonly (string | undefined)[] = [undefined];
const NO_BOOSTER: readonly (boolean | undefined)[] = [undefined];
const BOOSTER_CHOICE: readonly (boolean | undefined)[] = [false, true];
const REMOVERS = ['Cogwork Grinder', 'Animus of Predation'] as const;
const EXTRAS = ['Cogwork Librarian', "Leovold's Operative"] as const;

/** A bit for each card whose face-up copy works during the draft (905.2c). */
const FACE_UP_BIT: ReadonlyMap<string, number> = new Map([...FACE_UP_CARDS].map((name, i) => [name, 1 << i]));

/** The draft-matters names of a drafter's face-up cards (905.2c), as a set of bits (see {@link bitOf}). */
function faceUpMask(state: DraftState, drafter: Drafter): number {
  let mask = 0;
  for (const p of drafter.pile) if (p.faceUp) mask |= FACE_UP_BIT.get(nameOf(state, p.card)) ?? 0;
  return mask;
}

/** The bit of a card in a face-up mask. */
const bitOf = (name: string): number => FACE_UP_BIT.get(name) ?? 0;

const WHISPERGEAR_SNEAK = bitOf('Whispergear Sneak');
const ILLUSIONARY_INFORMANT = bitOf('Illusionary Informant');
const ARCHDEMON_OF_PALIANO = bitOf('Archdemon of Paliano');
const AGENT_OF_ACQUISITIONS = bitOf('Agent of Acquisitions');

/**
 * The pick options a drafter's face-up cards offer from the pack in hand, worked out once per
 * `listPicksOf` call; `dredgers` is read only when a pass may leave one card.
 */
interface PickContext {
  readonly removes: readonly PickOptions['remove'][];
  readonly creatureNotes: readonly PickOptions['note'][];
  readonly otherNotes: readonly PickOptions['note'][];
  readonly extras: readonly PickOptions['extra'][];
  /** Cards the pack holds as it is passed after this pick (Cogwork Librarians put into it included), for the Canal Dredger choice (0: not passed). */
  readonly left: number;
  /** True when no face-up card offers an option and no pass may go to a Canal Dredger drafter. */
  readonly plain: boolean;
  dredgers: readonly (Seat | undefined)[] | null;
}

/** The option lists of a pick a face-up mask offers (`extras` apply only to a pack of two or more cards not being drafted whole). */
type FaceUpOptions = Pick<PickContext, 'removes' | 'creatureNotes' | 'otherNotes' | 'extras'>;

/** The bits of the noting cards in a face-up mask. */
const NOTING_BITS = NOTING_CARDS.reduce((mask, name) => mask | bitOf(name), 0);

/**
 * How many face-up copies of each noting card a drafter has, in {@link NOTING_CARDS} order, or null
 * when each has at most one: each copy's ability applies as a card is drafted (905.2b).
 */
function notingCopies(state: DraftState, drafter: Drafter, faceUp: number): readonly number[] | null {
  if ((faceUp & NOTING_BITS) === 0) return null;
  const copies = NOTING_CARDS.map(() => 0);
  let several = false;
  for (const p of drafter.pile) {
    if (!p.faceUp) continue;
    const i = NOTING_CARDS.indexOf(nameOf(state, p.card) as NotingCard);
    if (i >= 0 && ++(copies[i] as number) > 1) several = true;
  }
  return several ? copies : null;
}

/**
 * Every choice of face-up noting cards to note one card (905.2b), given how many copies of each
 * noting card in `names` are face up: a name alone, or a list of names in {@link NOTING_CARDS} order,
 * each name once per copy that notes.
 */
function noterChoices(names: readonly NotingCard[], copies: readonly number[]): PickOptions['note'][] {
  const choices: PickOptions['note'][] = [];
  const taken = copies.map(() => 0);
  for (;;) {
    // the next choice: count up, the first name's copies changing fastest
    let i = 0;
    while (i < taken.length && taken[i] === copies[i]) taken[i++] = 0;
    if (i === taken.length) return choices;
    taken[i] = (taken[i] as number) + 1;
    const chosen = names.flatMap((name, k) => Array<NotingCard>(taken[k] as number).fill(name));
    choices.push(chosen.length === 1 ? chosen[0] : chosen);
  }
}

/** The options of each face-up mask met so far (there are few: most drafters have at most two face-up cards). */
const optionsByMask = new Map<number | string, FaceUpOptions>();

/** The option lists of a face-up mask (with the copies of noting cards when several are face up), worked out on first use. */
function faceUpOptions(faceUp: number, copies: readonly number[] | null): FaceUpOptions {
  const key = copies === null ? faceUp : `${faceUp}:${copies.join(',')}`;
  let options = optionsByMask.get(key);
  if (options) return options;
  const listOf = <T>(names: readonly T[], none: readonly (T | undefined)[]): readonly (T | undefined)[] => {
    const held = names.filter((n) => (faceUp & bitOf(n as string)) !== 0);
    return held.length > 0 ? [undefined, ...held] : none;
  };
  // each face-up noting card may note the same card (905.2b), copies of one name too: every choice of them
  const counts = copies ?? NOTING_CARDS.map((n) => ((faceUp & bitOf(n)) !== 0 ? 1 : 0));
  const creatureNotes = noterChoices(NOTING_CARDS, counts);
  const otherNotes = noterChoices(['Smuggler Captain'], [counts[NOTING_CARDS.indexOf('Smuggler Captain')] as number]);
  options = {
    removes: listOf(REMOVERS, NO_REMOVE),
    creatureNotes: creatureNotes.length > 0 ? [undefined, ...creatureNotes] : NO_NOTE,
    otherNotes: otherNotes.length > 0 ? [undefined, ...otherNotes] : NO_NOTE,
    extras: listOf(EXTRAS, NO_EXTRA),
  };
  optionsByMask.set(key, options);
  return options;
}

/** The context of a drafter without face-up cards whose pass cannot leave one card: no options but the cards' own. */
const PLAIN_CONTEXT: PickContext = { removes: NO_REMOVE, creatureNotes: NO_NOTE, otherNotes: NO_NOTE, extras: NO_EXTRA, left: 0, plain: true, dredgers: null };

/**
 * The cards a pack holds as it is passed after this pick, or 0 when it is not passed: the cards left
 * and the Cogwork Librarians put into it (a Librarian can be the last card a Canal Dredger drafter gets).
 */
function cardsPassedAfterPick(drafter: Drafter, pack: DraftPack): number {
  return drafter.extraPicks > 1 || drafter.takingPack !== null ? 0 : pack.cards.length - 1 + drafter.returning.length;
}

function pickContext(state: DraftState, faceUp: number, drafter: Drafter, pack: DraftPack): PickContext {
  const left = cardsPassedAfterPick(drafter, pack);
  if (faceUp === 0 && left !== 1) return PLAIN_CONTEXT;
  const options = faceUpOptions(faceUp, notingCopies(state, drafter, faceUp));
  const { removes, creatureNotes, otherNotes } = options;
  const extras = pack.cards.length >= 2 && drafter.takingPack === null ? options.extras : NO_EXTRA;
  const plain = removes === NO_REMOVE && creatureNotes === NO_NOTE && extras === NO_EXTRA && left !== 1;
  return { removes, creatureNotes, otherNotes, extras, left, plain, dredgers: null };
}

let cardNames: readonly string[] | undefined;
let cardNameSet: ReadonlySet<string> | undefined;

/** The name of every card a draft may hold (Spire Phantasm's guess by a drafter who can't look at the pack). */
function everyCardName(): readonly string[] {
  cardNames ??= [...new Set(allPrinted().map((c) => c.name))];
  return cardNames;
}

/**
 * Whether Spire Phantasm's guess may name `name`: a guess names a card (CR 201.4), any card the draft
 * may hold, not only the cards the guesser saw left in the pack (such a guess is wrong, but made).
 */
export function isGuessableName(name: string): boolean {
  cardNameSet ??= new Set(everyCardName());
  return cardNameSet.has(name);
}

/** Whether a card's own draft ability offers a choice as it is drafted (Lore Seeker, Spire Phantasm). */
const choosesAsDrafted = (name: string): boolean => name === 'Lore Seeker' || name === 'Spire Phantasm';

/**
 * Pushes every pick of `card` with each combination of options the face-up cards and the card allow:
 * as `pick` actions, or as `pickOptions` actions for the card drawn at random (`random`), which name no card.
 * For each choice of the options of the face-up cards, the picks differing by guess, booster and
 * Canal Dredger drafter are one run (see {@link PickSink}).
 */
function pushPicks(state: DraftState, seat: Seat, drafter: Drafter, ctx: PickContext, pack: DraftPack, card: number, sink: PickSink, random = false): void {
  const name = nameOf(state, card);
  const notes = ctx.creatureNotes === ctx.otherNotes || isCreatureCard(name) ? ctx.creatureNotes : ctx.otherNotes;
  // the next card drafted from the pack is one left in it or a Cogwork Librarian put into it as it is
  // passed; with neither, Spire Phantasm is the last card drafted from it and there is no guess. A
  // drafter drafting at random can't look at the pack (Archdemon of Paliano, CR 905.1c): any card name
  const guesses: readonly (string | undefined)[] = name !== 'Spire Phantasm' || pack.cards.length + drafter.returning.length < 2
    ? NO_GUESS
    : random ? everyCardName() : [...new Set([...pack.cards.filter((c) => c !== card), ...drafter.returning].map((c) => nameOf(state, c)))];
  // with an additional pick too (Cogwork Librarian, Leovold's Operative): the booster is added once the pack is passed (see `draftCard`)
  const boosters = name === 'Lore Seeker' ? BOOSTER_CHOICE : NO_BOOSTER;
  for (const remove of ctx.removes) for (const note of notes) for (const extra of ctx.extras) {
    // the card drawn at random passes the pack's last card to the Canal Dredger drafter chosen as it was drawn
    const dredgers = extra !== undefined || ctx.left !== 1 ? NO_DREDGER_CHOICE
      : random && drafter.randomPickDredger !== undefined ? [drafter.randomPickDredger] : (ctx.dredgers ??= dredgerChoices(state, 1));
    const perGuess = boosters.length * dredgers.length;
    // the i-th pick of the run: guesses vary slowest, then the booster, then the Dredger drafter
    sink.pushRun(guesses.length * perGuess, (i) => {
      const guess = guesses[Math.floor(i / perGuess)];
      const booster = boosters[Math.floor(i / dredgers.length) % boosters.length] === true ? true : undefined;
      const dredger = dredgers[i % dredgers.length];
      // a pick with options has one shape, each option not taken undefined: bots read many actions,
      // and property reads on objects of many shapes are several times slower
      const plain = remove === undefined && note === undefined && extra === undefined && guess === undefined && booster === undefined && dredger === undefined;
      if (random) return plain ? { type: 'pickOptions', seat } : { type: 'pickOptions', seat, remove, note, extra, guess, addBooster: booster, dredger };
      return plain ? { type: 'pick', seat, card } : { type: 'pick', seat, card, remove, note, extra, guess, addBooster: booster, dredger };
    });
  }
}

/**
 * Whether drafting `card` from the pack in hand offers the drafter an option besides the Canal Dredger
 * choice (PickOptions: its own, Lore Seeker's and Spire Phantasm's, or a face-up card's "as you draft
 * a card, you may …"): a card drawn at random (Archdemon of Paliano) is then drafted with the options
 * the drafter chooses (`pickOptions`), per the Archdemon ruling "follow its instructions as normal".
 */
export function offersPickOptions(state: DraftState, drafter: Drafter, card: number): boolean {
  const pack = packInHand(state, drafter) as DraftPack;
  const ctx = pickContext(state, faceUpMask(state, drafter), drafter, pack);
  if (ctx.plain && !choosesAsDrafted(nameOf(state, card))) return false;
  const picks = new PickList();
  pushPicks(state, drafter.seat, drafter, ctx, pack, card, picks, true);
  return picks.actions.some((a) => a.type === 'pickOptions' && (a.remove !== undefined || a.note !== undefined || a.extra !== undefined || a.guess !== undefined || a.addBooster !== undefined));
}

/**
 * Hands every legal action of one drafter to `sink`, in the order `legalPicks` lists them (none for
 * a `seat` that is no drafter's). Reads the state only.
 */
export function listPicksOf(state: DraftState, seat: Seat, sink: PickSink): void {
  const drafter = state.drafters[seat];
  if (!drafter) return;
  if (state.phase === 'dealBroker') {
    const deal = currentDeal(state);
    if (!deal) return;
    if (deal.seat === seat) {
      if (deal.revealed === undefined) {
        sink.push({ type: 'brokerReveal', seat, card: null });
        for (const card of poolOf(drafter)) sink.push({ type: 'brokerReveal', seat, card });
      } else if (offersComplete(state, deal)) {
        sink.push({ type: 'brokerAccept', seat, from: null });
        for (const [from, card] of Object.entries(deal.offers)) if (card !== null) sink.push({ type: 'brokerAccept', seat, from: Number(from) });
      }
    } else if (typeof deal.revealed === 'number' && !(seat in deal.offers)) {
      sink.push({ type: 'brokerOffer', seat, card: null });
      for (const card of poolOf(drafter)) sink.push({ type: 'brokerOffer', seat, card });
    }
    return;
  }
  if (state.phase !== 'drafting') return;
  const choice = state.colorChoices.length === 0 ? undefined : state.colorChoices.find((c) => c.choosers[0] === seat);
  if (choice) for (const color of COLORS) if (!choice.chosen.includes(color)) sink.push({ type: 'chooseColor', seat, color });
  const faceUp = faceUpMask(state, drafter);
  // Archdemon of Paliano: "you can't look at booster packs", so Whispergear Sneak can't look at one (CR 101.2)
  if ((faceUp & WHISPERGEAR_SNEAK) !== 0 && (faceUp & ARCHDEMON_OF_PALIANO) === 0) {
    // "any booster pack not being looked at by another player": a drafter who can't look at booster packs
    // (a face-up Archdemon of Paliano) holds one nobody is looking at
    const held = new Set(state.drafters.filter((d) => !draftsAtRandom(state, d)).map((d) => d.queue[0]));
    for (const pack of state.packs) {
      if (pack.cards.length > 0 && !held.has(pack.id)) sink.push({ type: 'lookAtPack', seat, pack: pack.id });
    }
  }
  if ((faceUp & ILLUSIONARY_INFORMANT) !== 0) {
    for (const other of state.drafters) if (other.seat !== seat && !drafter.watching.includes(other.seat)) sink.push({ type: 'watch', seat, target: other.seat });
  }
  const pack = packInHand(state, drafter);
  if (!pack || pack.cards.length === 0) return;
  // a drafter who drafts no more this round holds only a pack whose last card they choose a Canal
  // Dredger drafter for (Canal Dredger ruling), among those who can still draft it
  if (drafter.doneForRound) {
    const dredgers = dredgersWhoCanDraft(state);
    if (dredgers.length < 2) sink.push({ type: 'passPack', seat });
    else for (const dredger of dredgers) sink.push({ type: 'passPack', seat, dredger });
    return;
  }
  // the card drawn at random is drafted with the options the drafter chooses for it (Archdemon ruling)
  if (drafter.randomPick !== undefined) {
    pushPicks(state, seat, drafter, pickContext(state, faceUp, drafter, pack), pack, drafter.randomPick, sink, true);
    return;
  }
  const mustPick = drafter.extraPicks > 0 || drafter.takingPack !== null;
  if (!mustPick && drafter.skips > 0) {
    for (const dredger of dredgerChoices(state, pack.cards.length)) sink.push(dredger === undefined ? { type: 'passPack', seat } : { type: 'passPack', seat, dredger });
    return;
  }
  // an additional card owed from the pack (Cogwork Librarian, Leovold's Operative), and each card of a
  // pack drafted whole (Agent of Acquisitions), is drafted at random too once an Archdemon of Paliano is
  // face up: "you can't look at booster packs and must draft cards at random"
  if ((faceUp & ARCHDEMON_OF_PALIANO) !== 0) {
    for (const dredger of dredgerChoices(state, cardsPassedAfterPick(drafter, pack))) sink.push(dredger === undefined ? { type: 'pickRandom', seat } : { type: 'pickRandom', seat, dredger });
    // Agent of Acquisitions may still draft the whole pack: no "can't" forbids it (CR 101.2 sets aside
    // only what one forbids); its cards are then drafted at random, unseen, while the Archdemon is face
    // up, so the order the Agent ruling lets its drafter choose is drawn at random
    if (!mustPick && (faceUp & AGENT_OF_ACQUISITIONS) !== 0) sink.push({ type: 'takePack', seat });
    return;
  }
  const ctx = pickContext(state, faceUp, drafter, pack);
  for (const card of pack.cards) {
    if (ctx.plain && !choosesAsDrafted(nameOf(state, card))) sink.push({ type: 'pick', seat, card });
    else pushPicks(state, seat, drafter, ctx, pack, card, sink);
  }
  if (!mustPick && (faceUp & AGENT_OF_ACQUISITIONS) !== 0) sink.push({ type: 'takePack', seat });
  return;
}
