/**
 * Helpers for the draft tests: drafts with fixed packs, and picking cards by name through the public
 * reducer.
 */
import { applyDraft, createDraft, legalPicks, type DraftAction, type ReadonlyDraftState, type PickOptions, type BoosterSource } from '../../src/index.js';

/** Filler cards for fixed packs: vanilla CN2/CNS commons. */
export const FILLER = ['Ogre Sentry', 'Hurly-Burly', 'Flame Slash', 'Kiln Fiend', 'Goblin Balloon Brigade', 'Coordinated Assault', 'Trumpet Blast'];

/** A pack: the given cards first, then filler up to `size`. */
export function pack(cards: readonly string[], size = 6): string[] {
  const out = [...cards];
  for (let i = 0; out.length < size; i++) out.push(FILLER[i % FILLER.length] as string);
  return out;
}

/** A draft with fixed packs per round (rounds[r][seat] lists the cards of that seat's pack in round r). */
export function fixedDraft(rounds: readonly (readonly (readonly string[])[])[], seed: number | string = 1, names?: string[]): ReadonlyDraftState {
  const boosters: BoosterSource[] = rounds.map((packs) => ({ packs }));
  return createDraft({ drafters: names ?? (rounds[0] as unknown[]).length, seed, rounds: rounds.length, boosters });
}

/** The id of the first card named `name` in the pack in `seat`'s hand. */
export function cardInHand(state: ReadonlyDraftState, seat: number, name: string): number {
  const packId = state.drafters[seat]?.queue[0];
  if (packId === undefined) throw new Error(`seat ${seat} has no pack`);
  const id = state.packs[packId]?.cards.find((c) => state.cards[c]?.name === name);
  if (id === undefined) throw new Error(`no ${name} in seat ${seat}'s pack`);
  return id;
}

/** `seat` drafts the card named `name` from the pack in hand, with options. */
export function pick(state: ReadonlyDraftState, seat: number, name: string, options: PickOptions = {}): ReadonlyDraftState {
  return applyDraft(state, { type: 'pick', seat, card: cardInHand(state, seat, name), ...options } as DraftAction);
}

/** Every seat with a plain pick drafts its pack's first card (repeated `times` times). */
export function everyonePicksFirst(state: ReadonlyDraftState, times = 1): ReadonlyDraftState {
  let s = state;
  for (let t = 0; t < times; t++) {
    for (const d of s.drafters) {
      const a = legalPicks(s, d.seat).find((x) => x.type === 'pick' && Object.keys(x).length === 3);
      if (a) s = applyDraft(s, a);
    }
  }
  return s;
}

/** The names in a seat's pile. */
export function pileNames(state: ReadonlyDraftState, seat: number): string[] {
  return (state.drafters[seat]?.pile ?? []).map((p) => state.cards[p.card]?.name as string);
}

/** Drafts on with plain first picks (and first answers to other decisions) until the draft is complete. */
export function finish(state: ReadonlyDraftState, limit = 1000): ReadonlyDraftState {
  let s = state;
  for (let i = 0; i < limit && s.phase !== 'complete'; i++) {
    const a = legalPicks(s).find((x) => x.type !== 'pick' || Object.keys(x).length === 3) ?? legalPicks(s)[0];
    if (!a) throw new Error('stuck');
    s = applyDraft(s, a);
  }
  return s;
}

/** The public log texts of a draft (what every drafter sees). */
export function notesOf(state: ReadonlyDraftState, cardName: string): ReadonlyDraftState['notes'] {
  return state.notes.filter((n) => n.cardName === cardName);
}

/**
 * A two-seat draft in which seat 0, with Noble Banneret and Archdemon of Paliano face up, has drawn
 * at random a Flame Slash (nothing to choose, drafted at once) and then an Ogre Sentry, which waits
 * for its options: Noble Banneret may note it.
 */
export function creatureDrawnUnderArchdemon(): ReadonlyDraftState {
  let s = fixedDraft([[['Noble Banneret', ...Array<string>(5).fill('Flame Slash')], ['Archdemon of Paliano', ...Array<string>(5).fill('Ogre Sentry')]]]);
  s = pick(s, 0, 'Noble Banneret');
  s = pick(s, 1, 'Ogre Sentry');
  s = pick(s, 0, 'Archdemon of Paliano');
  s = pick(s, 1, 'Flame Slash');
  s = applyDraft(s, { type: 'pickRandom', seat: 0 }); // a Flame Slash: nothing to choose
  s = pick(s, 1, 'Ogre Sentry');
  return applyDraft(s, { type: 'pickRandom', seat: 0 }); // an Ogre Sentry: Noble Banneret may note it
}

/**
 * Canal Dredger: four drafters, packs passing left. Seats 0, 1 and 2 draft Canal Dredger; seat 0 then
 * drafts Agent of Acquisitions and takes seat 2's pack whole. Seat 3's pack comes to seat 2 with two cards.
 */
export function threeDredgersOneTakingAPack(): ReadonlyDraftState {
  const dredgerPack = ['Canal Dredger', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly'];
  let s = fixedDraft([[dredgerPack, dredgerPack, dredgerPack, ['Trumpet Blast', 'Agent of Acquisitions', 'Coordinated Assault', 'Burn Away', 'Goblin Balloon Brigade']]]);
  for (const seat of [0, 1, 2]) s = pick(s, seat, 'Canal Dredger');
  s = pick(s, 3, 'Trumpet Blast');
  s = pick(s, 0, 'Agent of Acquisitions');
  for (const seat of [1, 2, 3]) s = pick(s, seat, 'Ogre Sentry');
  return applyDraft(s, { type: 'takePack', seat: 0 });
}
