/**
 * "Before you shuffle your deck to start the game, you may reveal this card from your deck and exile
 * … you drafted that aren't in your deck" (CN2: Arcane Savant, Volatile Chimera, Caller of the
 * Untamed). In a Conspiracy Draft game this happens among the steps before the shuffle (CR 103.2,
 * 103.3), while each player puts conspiracies into the command zone (905.4): the player reveals such
 * cards from their deck (CR 701.20) and exiles cards of their sideboard — the cards they drafted that
 * aren't in their deck — with each, face up (CR 406.3); finishing putting conspiracies finishes this
 * too. Each card revealed asks for a number of cards (one for Arcane Savant and Caller of the
 * Untamed, three or more for Volatile Chimera); a reveal or exile is offered only while every card
 * revealed can still get its cards, so a player choosing only among legal actions always can finish.
 *
 * The card definitions say what each card revealed lets its owner exile (`beforeShuffle`); the cards
 * exiled are read in the game with {@link exiledWith}.
 *
 * @module
 */
import { findDefinition } from '../engine/card-catalog.js';
import type { BeforeShuffleDef } from '../cards/types.js';
import type { ExileDraftedAction, RevealFromDeckAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import type { GameState, ObjectId, PlayerId, RevealedBeforeShuffle } from '../state/types.js';
import { isCurrent, moveObject, obj } from '../zones/zones.js';
import { continueStartOfGame } from './103-starting-the-game.js';
import { records } from './905-conspiracy-draft.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** What a card lets its owner exile before the shuffle, if anything. */
function beforeShuffleOf(card: string): BeforeShuffleDef | undefined {
  return findDefinition(card)?.beforeShuffle;
}

/** Whether a card of the sideboard may be exiled under `def`: it has one of its card types. */
function fits(state: GameState, def: BeforeShuffleDef, card: ObjectId): boolean {
  const types = findDefinition(obj(state, card).card)?.printed.types ?? [];
  return def.types.some((t) => types.includes(t));
}

/** The cards a player has revealed from their deck before the shuffle. */
function revealedBy(state: GameState, player: PlayerId): RevealedBeforeShuffle[] {
  return state.conspiracyDraft?.revealedBeforeShuffle?.filter((r) => r.player === player) ?? [];
}

/** How many more cards a card revealed still needs exiled with it. */
function stillNeeded(r: RevealedBeforeShuffle): number {
  return Math.max(0, (beforeShuffleOf(r.name)?.min ?? 0) - r.exiled.length);
}

/**
 * Whether every need can still be met from the sideboard cards `available`: the needs of cards
 * asking for the same card types add up, and each sum must not exceed the sideboard cards of those
 * types. (The three cards ask for instants or sorceries, or for creatures: groups that share no card.)
 */
function feasible(state: GameState, available: readonly ObjectId[], needs: readonly { def: BeforeShuffleDef; need: number }[]): boolean {
  const groups = new Map<string, { def: BeforeShuffleDef; need: number }>();
  for (const { def, need } of needs) {
    const key = [...def.types].sort().join('/');
    const g = groups.get(key) ?? { def, need: 0 };
    g.need += need;
    groups.set(key, g);
  }
  for (const { def, need } of groups.values()) {
    if (need > 0 && available.filter((c) => fits(state, def, c)).length < need) return false;
  }
  return true;
}

/** How many cards each card a player revealed still needs. */
function needsOf(state: GameState, player: PlayerId): { def: BeforeShuffleDef; need: number; r: RevealedBeforeShuffle }[] {
  return revealedBy(state, player).map((r) => ({ def: beforeShuffleOf(r.name) as BeforeShuffleDef, need: stillNeeded(r), r }));
}

/** Why the player may not reveal this card now, or null if they may. */
function cannotReveal(state: GameState, player: PlayerId, card: ObjectId): string | null {
  const p = state.players[player];
  if (!p?.library.includes(card)) return 'that card is not in your deck';
  const def = beforeShuffleOf(obj(state, card).card);
  if (!def) return 'that card is not revealed before the shuffle';
  if (revealedBy(state, player).some((r) => r.card === card)) return 'that card is already revealed';
  if (!feasible(state, p.sideboard, [...needsOf(state, player), { def, need: def.min }])) return 'your sideboard lacks the cards to exile with it';
  return null;
}

/** Why the player may not exile this sideboard card with that revealed card now, or null if they may. */
function cannotExile(state: GameState, player: PlayerId, card: ObjectId, by: ObjectId): string | null {
  const p = state.players[player];
  const r = revealedBy(state, player).find((x) => x.card === by);
  if (!p || !r) return 'you revealed no such card';
  const def = beforeShuffleOf(r.name) as BeforeShuffleDef;
  if (!p.sideboard.includes(card)) return 'that card is not in your sideboard';
  if (!fits(state, def, card)) return `only a ${def.types.join(' or ')} card is exiled with ${r.name}`;
  if (def.max !== null && r.exiled.length >= def.max) return `${r.name} has its card${def.max > 1 ? 's' : ''} already`;
  const needs = needsOf(state, player).map((n) => (n.r === r ? { def: n.def, need: Math.max(0, n.need - 1) } : n));
  if (!feasible(state, p.sideboard.filter((c) => c !== card), needs)) return 'another card you revealed would lack its cards';
  return null;
}

/**
 * Why a player may not finish the steps before the shuffle yet, or null: each card they revealed
 * must have its cards exiled with it (Volatile Chimera's ruling: three for each one revealed).
 */
export function unfinishedReveals(state: GameState, player: PlayerId): string | null {
  const r = revealedBy(state, player).find((x) => stillNeeded(x) > 0);
  return r ? `exile ${stillNeeded(r)} more card${stillNeeded(r) > 1 ? 's' : ''} with ${r.name}` : null;
}

/** Whether a player exiled any card before the shuffle (it did not start the game in their library, Worldknit). */
export function exiledBeforeShuffle(state: GameState, player: PlayerId): boolean {
  return revealedBy(state, player).some((r) => r.exiled.length > 0);
}

/**
 * The cards a player exiled with cards named `name` that are still in exile, in the order exiled
 * ("a card you exiled with cards named Arcane Savant").
 */
export function exiledWith(state: GameState, player: PlayerId, name: string): ObjectId[] {
  return revealedBy(state, player).filter((r) => r.name === name).flatMap((r) => r.exiled).filter((id) => isCurrent(state, id));
}

/** The decision during which these actions are taken: the player's own turn at 905.4, with no conspiracy half-put. */
function checkDeciding(state: GameState, player: PlayerId): void {
  const d = state.decision;
  const ok = d?.kind === 'startOfGame' && d.player === player && d.prompt === 'conspiracies' && state.startOfGame === 'beforeShuffle';
  check(ok, 'wrongDecision', 'cards are revealed from the deck only before the shuffle, in your turn to put conspiracies', '103.2');
}

function reveal(state: GameState, a: RevealFromDeckAction): void {
  checkDeciding(state, a.player);
  const why = cannotReveal(state, a.player, a.card);
  check(why === null, 'illegal', why ?? '', '103.2');
  const r = records(state);
  const name = obj(state, a.card).card;
  (r.revealedBeforeShuffle ??= []).push({ player: a.player, card: a.card, name, exiled: [] });
  // the name becomes public, not the id of the card in the library (CR 400.2)
  emit(state, { type: 'reveal', rule: '701.20', player: a.player, card: name, detail: 'from the deck, before the shuffle' });
}

function exileDrafted(state: GameState, a: ExileDraftedAction): void {
  checkDeciding(state, a.player);
  const why = cannotExile(state, a.player, a.card, a.with);
  check(why === null, 'illegal', why ?? '', '103.2');
  const r = revealedBy(state, a.player).find((x) => x.card === a.with) as RevealedBeforeShuffle;
  // CR 406.3: exiled face up
  const id = moveObject(state, a.card, 'exile', { rule: '406.3' });
  r.exiled.push(id);
  emit(state, { type: 'exileWith', rule: '406.3', player: a.player, object: id, card: obj(state, id).card, detail: r.name });
}

/** CR 701.20 as the CN2 crown cards use it: the reveals, and the exiles they allow, before the shuffle. */
export const revealedBeforeShuffle: RuleModule = {
  number: '701.20',
  title: 'Reveal',
  keywords: ['before you shuffle your deck'],
  perform: {
    revealFromDeck(state, action) {
      reveal(state, action as RevealFromDeckAction);
      state.decision = null;
      continueStartOfGame(state);
    },
    exileDrafted(state, action) {
      exileDrafted(state, action as ExileDraftedAction);
      state.decision = null;
      continueStartOfGame(state);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'startOfGame' || d.prompt !== 'conspiracies' || state.startOfGame !== 'beforeShuffle') return;
    const p = state.players[d.player];
    if (!p) return;
    // one action per card name: which copy is revealed or exiled changes nothing
    const names = new Set<string>();
    for (const card of p.library) {
      const name = obj(state, card).card;
      if (names.has(name) || !beforeShuffleOf(name) || cannotReveal(state, d.player, card) !== null) continue;
      names.add(name);
      out.push({ type: 'revealFromDeck', player: d.player, card });
    }
    for (const r of revealedBy(state, d.player)) {
      if (r.card === null) continue;
      const exiled = new Set<string>();
      for (const card of p.sideboard) {
        const name = obj(state, card).card;
        if (exiled.has(name) || cannotExile(state, d.player, card, r.card) !== null) continue;
        exiled.add(name);
        out.push({ type: 'exileDrafted', player: d.player, card, with: r.card });
      }
    }
  },
};

/** The line of a card exiled with a revealed one (CR 406.3). */
export const revealedBeforeShuffleEvents: RuleEventProse<'exileWith'> = {
  exileWith: (e, say) => `${say.player(e.player)} exiles ${say.card(e)} with ${e.detail}`,
};
