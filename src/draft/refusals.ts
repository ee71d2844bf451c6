/**
 * Why the rules refuse a draft action that a drafter's legal actions do not hold (CR 905.2): the
 * face-up card whose ability it asks for and the drafter lacks (905.2c), the limits that card's text
 * or rulings set, a Deal Broker answer naming a card of another pool, a colour chosen twice. Read only
 * once the listing has refused the action, so that the refusal names the card or rule it breaks.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { notingCards } from './abilities.js';
import { currentDeal, offersComplete } from './deal-broker.js';
import { dredgerSeats, faceUpNamed, hasFaceUp, isCreatureCard, nameOf, poolOf } from './piles.js';
import { draftsAtRandom, packInHand } from './picks.js';
import { dredgersWhoCanDraft } from './rounds.js';
import type { BrokerDeal, DraftAction, Drafter, DraftPack, DraftState, PickOptions } from './types.js';

/** An `illegal` refusal citing the card whose ability (or ruling) the action breaks. */
const refuse = (card: string, message: string): RulesError => new RulesError('illegal', message, card);

/** The refusal of an action on the pack in hand by a drafter who holds none (905.1a). */
const noPack = (drafter: Drafter): RulesError => new RulesError('notYourDecision', `${drafter.name} has no booster pack in hand`, '905.1a');

/** The refusal of an ability used without its face-up card (905.2c), or null when the drafter has one. */
function withoutFaceUp(state: DraftState, drafter: Drafter, card: string, use: string): RulesError | null {
  return hasFaceUp(state, drafter, card) ? null : refuse(card, `${drafter.name} has no face-up ${card}: only a face-up ${card} ${use}`);
}

/** Why a drafter drafts from the pack in hand before anything else: a pack drafted whole, or an additional card owed from it; null if neither. */
function owedFirst(drafter: Drafter): string | null {
  if (drafter.takingPack !== null) return `${drafter.name} is drafting every card of the booster pack in hand, one at a time`;
  if (drafter.extraPicks > 0) return `${drafter.name} owes an additional card from the booster pack in hand (Cogwork Librarian, Leovold's Operative) and drafts it first`;
  return null;
}

/** Whether a pick's option is taken: given, and not `false` (the action schemas let `false` stand for "not taken"). */
const taken = <T>(option: T | undefined | false): option is T => option !== undefined && option !== false;

/**
 * The refusal of a pick's options for `card` (the card picked, or drawn at random), the first option
 * the drafter's face-up cards or the card itself do not give; null if none is found.
 */
function pickOptionsRefusal(state: DraftState, drafter: Drafter, pack: DraftPack, card: number, opts: PickOptions, legal: readonly DraftAction[]): RulesError | null {
  const name = nameOf(state, card);
  if (taken(opts.remove)) {
    const why = withoutFaceUp(state, drafter, opts.remove, 'removes a card from the draft as it is drafted');
    if (why) return why;
  }
  const named = notingCards(taken(opts.note) ? opts.note : undefined);
  for (const noting of new Set(named)) {
    const copies = faceUpNamed(state, drafter, noting).length;
    const asked = named.filter((n) => n === noting).length;
    if (copies < asked) return refuse(noting, `${drafter.name} has ${copies === 0 ? 'no' : `only ${copies}`} face-up ${noting}: each face-up copy notes a card once, then is turned face down`);
    if (noting !== 'Smuggler Captain' && !isCreatureCard(name)) return refuse(noting, `"As you draft a creature card": ${name} is not a creature card`);
  }
  if (taken(opts.extra)) {
    const why = withoutFaceUp(state, drafter, opts.extra, 'lets its drafter draft an additional card');
    if (why) return why;
    if (drafter.takingPack !== null) return refuse(opts.extra, 'every card of a booster pack drafted whole (Agent of Acquisitions) is drafted already: there is no additional card to draft');
    if (pack.cards.length < 2) return refuse(opts.extra, `the booster pack holds no other card than ${name} to draft as an additional card`);
  }
  if (opts.addBooster === true && name !== 'Lore Seeker') return refuse('Lore Seeker', `${name} is not Lore Seeker: only drafting Lore Seeker adds a booster pack to the draft`);
  const guesses = legal.some((l) => (l.type === 'pick' ? l.card === card : l.type === 'pickOptions') && (l as PickOptions).guess !== undefined);
  if (opts.guess !== undefined && name !== 'Spire Phantasm') return refuse('Spire Phantasm', `${name} is not Spire Phantasm: only drafting Spire Phantasm makes a guess`);
  if (opts.guess !== undefined && !guesses) return refuse('Spire Phantasm', '"If Spire Phantasm is the last card drafted from a booster pack, no guessing game will be played."');
  if (opts.guess === undefined && guesses) return refuse('Spire Phantasm', '"The next time a player drafts a card from this booster pack, guess that card\'s name": a guess is named with the pick');
  if (opts.dredger !== undefined) return dredgerRefusal(state, opts.dredger);
  const choosing = legal.some((l) => (l.type === 'pick' ? l.card === card : l.type === 'pickOptions') && (l as PickOptions).dredger !== undefined);
  return choosing && !taken(opts.extra) ? dredgerChoiceMissing() : null;
}

/** Canal Dredger ruling: "If multiple players have drafted a card named Canal Dredger, each player chooses which of those players to pass the last card to." */
const dredgerChoiceMissing = (): RulesError => refuse('Canal Dredger', 'several players drafted Canal Dredger: the pack is passed with its last card, so name which of them gets it (dredger)');

/** The refusal of a Canal Dredger drafter named where the listing offers none (or not that one). */
function dredgerRefusal(state: DraftState, dredger: number): RulesError {
  if (!dredgerSeats(state).includes(dredger)) return refuse('Canal Dredger', `drafter ${dredger} has no face-up Canal Dredger: the last card of a pack goes to a player who drafted one`);
  return refuse('Canal Dredger', 'a Canal Dredger drafter is chosen only as a pack is passed with its last card, when several drafted one and can draft it');
}

/** The refusal of a Whispergear Sneak's look at a booster pack, or null. */
function lookRefusal(state: DraftState, drafter: Drafter, packId: number): RulesError | null {
  const pack = state.packs[packId];
  if (!pack) return new RulesError('malformed', `no booster pack ${packId}: the draft has ${state.packs.length}`);
  const why = withoutFaceUp(state, drafter, 'Whispergear Sneak', 'is turned face down to look at a booster pack');
  if (why) return why;
  if (pack.cards.length === 0) return refuse('Whispergear Sneak', `booster pack ${packId} holds no cards left to look at`);
  const looking = state.drafters.find((d) => d.queue[0] === packId && !draftsAtRandom(state, d));
  if (looking) return refuse('Whispergear Sneak', `booster pack ${packId} is being looked at by ${looking.seat === drafter.seat ? 'its drafter' : looking.name}: "any unopened booster pack in the draft or any booster pack not being looked at by another player"`);
  return null;
}

/** The refusal of a Deal Broker answer naming a card of another pool or an offer not made, or null. */
function brokerRefusal(state: DraftState, drafter: Drafter, action: DraftAction): RulesError | null {
  if (state.phase === 'drafting') return refuse('Deal Broker', 'the Deal Broker exchange happens "immediately after the draft", not during it');
  const deal = currentDeal(state);
  if (!deal) return null;
  const notInPool = (card: number): RulesError => refuse('Deal Broker', `card ${card} is not in ${drafter.name}'s card pool: "reveal a card in your card pool", "offer you one card in their card pool"`);
  if (action.type === 'brokerReveal' && deal.seat === drafter.seat && deal.revealed === undefined && action.card !== null && !poolOf(drafter).includes(action.card)) return notInPool(action.card);
  if (action.type === 'brokerOffer' && deal.seat !== drafter.seat && typeof deal.revealed === 'number' && !(drafter.seat in deal.offers) && action.card !== null && !poolOf(drafter).includes(action.card)) return notInPool(action.card);
  if (action.type === 'brokerAccept' && deal.seat === drafter.seat && typeof deal.revealed === 'number' && offersComplete(state, deal) && action.from !== null && typeof deal.offers[action.from] !== 'number') {
    const who = state.drafters[action.from]?.name ?? `drafter ${action.from}`;
    return refuse('Deal Broker', `${who} made no offer: "You may accept any one offer"`);
  }
  return new RulesError('notYourDecision', `the Deal Broker exchange of ${state.drafters[deal.seat]?.name} waits for ${waitingFor(state, deal)}`, 'Deal Broker');
}

/** Whom a Deal Broker exchange waits for: its broker to reveal a card, the other drafters' offers, or its broker to accept one. */
function waitingFor(state: DraftState, deal: BrokerDeal): string {
  const broker = state.drafters[deal.seat]?.name;
  if (typeof deal.revealed !== 'number') return `${broker} to reveal a card`;
  if (!offersComplete(state, deal)) return `the offers of ${state.drafters.filter((d) => d.seat !== deal.seat && !(d.seat in deal.offers)).map((d) => d.name).join(', ')}`;
  return `${broker} to accept an offer or none`;
}

/**
 * The refusal of an action `legal` (the drafter's listed actions) does not hold, naming the card whose
 * ability it asks for or the rule it breaks; null when none is found (the caller refuses it plainly).
 */
export function refusalOf(state: DraftState, drafter: Drafter, action: DraftAction, legal: readonly DraftAction[]): RulesError | null {
  switch (action.type) {
    case 'pick': {
      const pack = packInHand(state, drafter);
      return pack ? pickOptionsRefusal(state, drafter, pack, action.card, action, legal) : null;
    }
    case 'pickOptions': {
      const pack = packInHand(state, drafter);
      if (!pack) return noPack(drafter);
      if (drafter.randomPick === undefined) return refuse('Archdemon of Paliano', `${drafter.name} has no card drawn at random waiting for its options: pickOptions follows a pickRandom that drew one`);
      return pickOptionsRefusal(state, drafter, pack, drafter.randomPick, action, legal);
    }
    case 'pickRandom': {
      if (!packInHand(state, drafter)) return noPack(drafter);
      const why = withoutFaceUp(state, drafter, 'Archdemon of Paliano', 'makes its drafter draft at random');
      if (why) return why;
      if (drafter.randomPick !== undefined) return refuse('Archdemon of Paliano', `${drafter.name} drew a card at random already: choose its options (pickOptions)`);
      if (drafter.doneForRound) return refuse('Agent of Acquisitions', `${drafter.name} can't draft cards for the rest of this draft round`);
      if (drafter.skips > 0 && owedFirst(drafter) === null) return refuse("Leovold's Operative", `${drafter.name} passes this booster pack without drafting a card from it`);
      if (action.dredger !== undefined) return dredgerRefusal(state, action.dredger);
      return legal.some((l) => l.type === 'pickRandom' && l.dredger !== undefined) ? dredgerChoiceMissing() : null;
    }
    case 'takePack': {
      if (!packInHand(state, drafter)) return noPack(drafter);
      const why = withoutFaceUp(state, drafter, 'Agent of Acquisitions', 'drafts a whole booster pack');
      if (why) return why;
      if (drafter.doneForRound) return refuse('Agent of Acquisitions', `${drafter.name} can't draft cards for the rest of this draft round`);
      if (drafter.randomPick !== undefined) return refuse('Archdemon of Paliano', `${drafter.name} is drafting the card drawn at random: choose its options (pickOptions)`);
      const owed = owedFirst(drafter);
      if (owed) return refuse('Agent of Acquisitions', `"Instead of drafting a card from a booster pack": ${owed}`);
      if (drafter.skips > 0) return refuse("Leovold's Operative", `${drafter.name} passes this booster pack without drafting a card from it`);
      return null;
    }
    case 'passPack': {
      if (!packInHand(state, drafter)) return noPack(drafter);
      if (drafter.doneForRound) {
        if (action.dredger !== undefined && !dredgersWhoCanDraft(state).includes(action.dredger)) {
          return refuse('Canal Dredger', `drafter ${action.dredger} has no face-up Canal Dredger or drafts no more this round: the last card goes to a Canal Dredger drafter who can draft it`);
        }
        if (action.dredger !== undefined) return dredgerRefusal(state, action.dredger);
        return legal.some((l) => l.type === 'passPack' && l.dredger !== undefined) ? dredgerChoiceMissing() : null;
      }
      if (drafter.randomPick !== undefined) return refuse('Archdemon of Paliano', `${drafter.name} is drafting the card drawn at random: choose its options (pickOptions)`);
      if (drafter.skips === 0) return refuse("Leovold's Operative", `${drafter.name} has no booster pack to pass without drafting a card from it (Leovold's Operative)`);
      const owed = owedFirst(drafter);
      if (owed) return refuse("Leovold's Operative", `${owed}; the next booster pack is the one passed without drafting a card from it`);
      if (action.dredger !== undefined) return dredgerRefusal(state, action.dredger);
      return legal.some((l) => l.type === 'passPack' && l.dredger !== undefined) ? dredgerChoiceMissing() : null;
    }
    case 'lookAtPack':
      return lookRefusal(state, drafter, action.pack);
    case 'watch': {
      const why = withoutFaceUp(state, drafter, 'Illusionary Informant', 'is turned face down to look at the next card another drafter drafts');
      if (why) return why;
      if (action.target === drafter.seat) return refuse('Illusionary Informant', `${drafter.name} sees the cards they draft: Illusionary Informant looks at the next card another drafter drafts`);
      if (drafter.watching.includes(action.target)) return refuse('Illusionary Informant', `${drafter.name} will look at the next card ${state.drafters[action.target]?.name} drafts already`);
      return null;
    }
    case 'chooseColor': {
      const choice = state.colorChoices.find((c) => c.choosers[0] === drafter.seat);
      if (choice && choice.chosen.includes(action.color)) return refuse(nameOf(state, choice.card), `${action.color} is chosen already: "The three chosen colors must be different."`);
      return null;
    }
    case 'brokerReveal':
    case 'brokerOffer':
    case 'brokerAccept':
      return brokerRefusal(state, drafter, action);
  }
  return null;
}

