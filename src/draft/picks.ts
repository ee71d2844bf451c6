/**
 * Drafting a card (CR 905.1a) with the options face-up cards give as a card is drafted (905.2c):
 * removing it (Cogwork Grinder, Animus of Predation), noting it (Noble Banneret, Paliano Vanguard,
 * Smuggler Captain), drafting an additional card (Cogwork Librarian, Leovold's Operative); and the
 * other draft actions: random picks (Archdemon of Paliano), drafting a whole pack (Agent of
 * Acquisitions), skipping a pack, colour choices, looking at packs and at another drafter's pick.
 *
 * @module
 */
import { isColor, type Color } from '../engine/mana.js';
import { check } from '../engine/errors.js';
import { randomInt } from '../state/rng.js';
import { addNote, creatureTypes, FACE_UP_CARDS, notingCards, onDrafted, reveal, watchersSee } from './abilities.js';
import { addPack, openAddedBooster } from './create.js';
import { faceUpNamed, hasFaceUp, nameOf, turnFaceDown } from './piles.js';
import { lookInPassing, passOn, passOnWhileDone } from './rounds.js';
import type { Drafter, DraftPack, DraftState, PickOptions, Seat } from './types.js';
import { quoted } from '../engine/quote.js';

/** Removes one card id from a list, keeping the order of the rest (a plain loop: the hot path of every pick). */
function removeFrom(list: number[], card: number): void {
  let i = list.indexOf(card);
  for (; i < list.length - 1; i++) list[i] = list[i + 1] as number;
  list.pop();
}

/** The pack in a drafter's hand (the first one passed to them), if any. */
export function packInHand(state: DraftState, drafter: Drafter): DraftPack | undefined {
  const id = drafter.queue[0];
  return id === undefined ? undefined : state.packs[id];
}

/**
 * Whether a face-up Archdemon of Paliano makes the drafter draft at random from the pack in hand
 * without looking at it: "you can't look at booster packs and must draft cards at random". An
 * additional card owed from the pack is drafted so too, and so is each card of a pack being drafted
 * whole (Agent of Acquisitions) once an Archdemon drafted from it is face up.
 */
export function draftsAtRandom(state: DraftState, drafter: Drafter): boolean {
  return hasFaceUp(state, drafter, 'Archdemon of Paliano');
}

/**
 * Drafts a card from the pack in hand. The card's own draft ability and the cards watching apply,
 * then the chosen options; the pack is passed on unless the drafter owes another pick from it.
 */
export function draftCard(state: DraftState, drafter: Drafter, card: number, opts: PickOptions, how: 'pick' | 'random'): void {
  const pack = packInHand(state, drafter) as DraftPack;
  const owedBefore = drafter.extraPicks;
  if (owedBefore > 0) drafter.extraPicks--;
  removeFrom(pack.cards, card);
  drafter.draftedThisRound++;
  const name = nameOf(state, card);
  // a card drafted face up is drafted face up even when Cogwork Grinder removes it: turned face down
  // only as it is removed (Cogwork Grinder ruling)
  const faceUp = FACE_UP_CARDS.has(name);
  const rule = how === 'random' ? 'Archdemon of Paliano' : faceUp ? '905.2c' : '905.1a';
  state.log.push(faceUp || opts.remove === 'Animus of Predation'
    ? { type: 'pick', rule, seat: drafter.seat, card, pack: pack.id }
    : { type: 'pick', rule, seat: drafter.seat, card, pack: pack.id, visibleTo: [drafter.seat] });
  watchersSee(state, drafter, pack, card);
  onDrafted(state, drafter, pack, card, opts.guess);
  for (const noting of notingCards(opts.note)) {
    // "you may reveal it, note its name [its creature types], then turn [the noting card] face down"
    reveal(state, drafter, card, noting);
    const noter = (faceUpNamed(state, drafter, noting)[0] as { card: number }).card;
    if (noting === 'Paliano Vanguard') addNote(state, { card: noter, cardName: noting, seat: drafter.seat, types: creatureTypes(name) });
    else addNote(state, { card: noter, cardName: noting, seat: drafter.seat, name });
    turnFaceDown(state, drafter, noting);
  }
  if (opts.extra === 'Cogwork Librarian') {
    const librarian = faceUpNamed(state, drafter, 'Cogwork Librarian')[0] as { card: number };
    drafter.pile.splice(drafter.pile.indexOf(librarian as never), 1);
    drafter.returning.push(librarian.card);
    state.log.push({ type: 'faceDown', rule: 'Cogwork Librarian', seat: drafter.seat, card: librarian.card, text: `${drafter.name} will put Cogwork Librarian into the pack and drafts an additional card` });
    drafter.extraPicks++;
  } else if (opts.extra === "Leovold's Operative") {
    turnFaceDown(state, drafter, "Leovold's Operative");
    drafter.extraPicks++;
    drafter.skips++;
  }
  if (opts.remove !== undefined) {
    if (faceUp && opts.remove === 'Cogwork Grinder') {
      state.log.push({ type: 'faceDown', rule: 'Cogwork Grinder', seat: drafter.seat, card, text: `${drafter.name} turns ${name} face down to remove it from the draft` });
    }
    drafter.removed.push({ card, by: opts.remove });
    state.log.push({
      type: 'remove', rule: opts.remove, seat: drafter.seat, card,
      ...(opts.remove === 'Cogwork Grinder' ? { visibleTo: [drafter.seat] } : {}),
      text: `${drafter.name} removes ${opts.remove === 'Animus of Predation' ? name : 'a card'} from the draft ${opts.remove === 'Cogwork Grinder' ? 'face down' : 'face up'}`,
    });
  } else {
    drafter.pile.push({ card, faceUp });
  }
  if (drafter.takingPack !== null) {
    // Lore Seeker drafted from a pack Agent of Acquisitions takes whole: the added pack waits, unopened,
    // behind the pack being taken (Lore Seeker ruling)
    if (opts.addBooster) {
      const added = addPack(state, openAddedBooster(state, state.round), state.round, drafter.seat);
      drafter.queue.splice(1, 0, added.id);
      state.log.push({ type: 'addBooster', rule: 'Lore Seeker', seat: drafter.seat, pack: added.id, text: `${drafter.name} adds a booster pack to the draft, to open once the whole pack is drafted` });
    }
    if (pack.cards.length > 0) return;
    drafter.takingPack = null;
    drafter.doneForRound = true;
    drafter.queue.shift();
    // Lore Seeker ruling: "first draft each remaining card from the Lore Seeker booster pack. Then open the
    // new booster pack. You may look at the cards in that pack, but you can't draft any cards from it.
    // You'll pass the new booster pack as normal." A face-up Archdemon of Paliano: "you can't look at
    // booster packs" (CR 101.2)
    const blind = draftsAtRandom(state, drafter);
    for (const id of drafter.queue) {
      const added = state.packs[id] as DraftPack;
      // a pack passed to them already, waiting: looked at as it is passed on (Agent of Acquisitions)
      if (added.opened) {
        lookInPassing(state, drafter, id);
        continue;
      }
      added.opened = true;
      if (blind) continue;
      for (const c of added.cards) drafter.seen.push(c);
      state.log.push({ type: 'look', rule: 'Lore Seeker', seat: drafter.seat, pack: id, text: `${drafter.name} opens the added booster pack and looks at it without drafting from it` });
    }
    passOnWhileDone(state, drafter);
    return;
  }
  if (drafter.extraPicks > 0 && pack.cards.length > 0) {
    // Lore Seeker ruling: the pack that held it is passed first, after the additional pick it owes.
    // With Leovold's Operative, the booster added is then the next one its drafter opens, passed without
    // drafting from it (Operative ruling: "the next three booster packs you are passed (and/or open)");
    // Lore Seeker's "(Your next pick is from that booster pack.)" is reminder text (CR 207.2a)
    if (opts.addBooster) drafter.boostersAfterPass = (drafter.boostersAfterPass ?? 0) + 1;
    return;
  }
  passOn(state, drafter.seat, opts.dredger);
  const boosters = (opts.addBooster ? 1 : 0) + (drafter.boostersAfterPass ?? 0);
  if (drafter.boostersAfterPass !== undefined) delete drafter.boostersAfterPass;
  for (let i = 0; i < boosters; i++) {
    const added = addPack(state, openAddedBooster(state, state.round), state.round, drafter.seat);
    added.opened = true;
    drafter.queue.unshift(added.id);
    state.log.push({ type: 'addBooster', rule: 'Lore Seeker', seat: drafter.seat, pack: added.id, text: `${drafter.name} adds a booster pack to the draft` });
  }
}

/** Draws a card at random from the pack in hand (Archdemon of Paliano), leaving it there. */
export function drawAtRandom(state: DraftState, drafter: Drafter): number {
  const pack = packInHand(state, drafter) as DraftPack;
  return pack.cards[randomInt(state.rng, pack.cards.length)] as number;
}

/**
 * Keeps a card drawn at random that offers pick options until its drafter chooses them: they look at
 * it (Archdemon of Paliano: "You may look at cards as you draft them"), nobody else does. The Canal
 * Dredger drafter chosen with the draw, if any, is kept with it.
 */
export function holdRandomPick(state: DraftState, drafter: Drafter, card: number, dredger: Seat | undefined): void {
  drafter.randomPick = card;
  if (dredger !== undefined) drafter.randomPickDredger = dredger;
  state.log.push({ type: 'look', rule: 'Archdemon of Paliano', seat: drafter.seat, card, visibleTo: [drafter.seat], text: `${drafter.name} draws a card at random and looks at it to choose how to draft it` });
}

/**
 * Drafts a card drawn at random from the pack in hand (Archdemon of Paliano) with the options chosen
 * for it; three random picks turn each face-up Archdemon face down.
 */
export function draftAtRandom(state: DraftState, drafter: Drafter, card: number, opts: PickOptions): void {
  const watching = faceUpNamed(state, drafter, 'Archdemon of Paliano').map((p) => p.card);
  if (drafter.randomPick !== undefined) delete drafter.randomPick;
  if (drafter.randomPickDredger !== undefined) delete drafter.randomPickDredger;
  draftCard(state, drafter, card, opts, 'random');
  for (const archdemon of watching) {
    const count = (drafter.archdemonPicks[archdemon] ?? 0) + 1;
    drafter.archdemonPicks[archdemon] = count;
    const at = drafter.pile.findIndex((p) => p.card === archdemon);
    if (count >= 3 && drafter.pile[at]?.faceUp) {
      drafter.pile[at] = { card: archdemon, faceUp: false };
      state.log.push({ type: 'faceDown', rule: 'Archdemon of Paliano', seat: drafter.seat, card: archdemon, text: `${drafter.name} turns Archdemon of Paliano face down after three random picks` });
    }
  }
}

/** Agent of Acquisitions: instead of drafting a card, the drafter drafts the whole pack, one card at a time. */
export function takeWholePack(state: DraftState, drafter: Drafter): void {
  const pack = packInHand(state, drafter) as DraftPack;
  turnFaceDown(state, drafter, 'Agent of Acquisitions');
  drafter.takingPack = pack.id;
  state.log.push({ type: 'pick', rule: 'Agent of Acquisitions', seat: drafter.seat, pack: pack.id, text: `${drafter.name} drafts every card of a pack and drafts no more this round` });
}

/** Leovold's Operative: passes the pack in hand without drafting from it. */
export function skipPack(state: DraftState, drafter: Drafter, dredger: Seat | undefined): void {
  drafter.skips--;
  state.log.push({ type: 'pass', rule: "Leovold's Operative", seat: drafter.seat, text: `${drafter.name} passes a pack without drafting from it` });
  passOn(state, drafter.seat, dredger);
}

/** A colour choice for Paliano, the High City or Regicide; the third colour notes them all (905.2b). */
export function chooseColor(state: DraftState, seat: Seat, color: Color): void {
  const choice = state.colorChoices.find((c) => c.choosers[0] === seat);
  check(choice, 'notYourDecision', `drafter ${seat} has no colour to choose`, '905.2b');
  check(isColor(color), 'malformed', `${quoted(color)} is not a colour`);
  check(!choice.chosen.includes(color), 'illegal', 'the three chosen colours must be different', '905.2b');
  choice.chosen.push(color);
  choice.choosers.shift();
  const name = nameOf(state, choice.card);
  state.log.push({ type: 'chooseColor', rule: name, seat, card: choice.card, color, to: choice.seat, text: `${state.drafters[seat]?.name} chooses ${color} for ${name}` });
  if (choice.choosers.length > 0) return;
  state.colorChoices.splice(state.colorChoices.indexOf(choice), 1);
  addNote(state, { card: choice.card, cardName: name, seat: choice.seat, colors: [...choice.chosen] });
}

/** Whispergear Sneak: turned face down to look at an unopened pack or one nobody is looking at. */
export function lookAtPack(state: DraftState, drafter: Drafter, packId: number): void {
  turnFaceDown(state, drafter, 'Whispergear Sneak');
  const pack = state.packs[packId] as DraftPack;
  for (const card of pack.cards) drafter.seen.push(card);
  state.log.push({ type: 'look', rule: 'Whispergear Sneak', seat: drafter.seat, pack: packId, text: `${drafter.name} looks at a booster pack` });
}

/** Illusionary Informant: turned face down to look at the next card another drafter drafts. */
export function watchDrafter(state: DraftState, drafter: Drafter, target: Seat): void {
  turnFaceDown(state, drafter, 'Illusionary Informant');
  drafter.watching.push(target);
  state.log.push({ type: 'look', rule: 'Illusionary Informant', seat: drafter.seat, to: target, text: `${drafter.name} will look at the next card ${state.drafters[target]?.name} drafts` });
}
