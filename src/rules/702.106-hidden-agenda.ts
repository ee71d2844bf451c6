/**
 * CR 702.106 Hidden Agenda and its variant double agenda (702.106f): a conspiracy put into the command
 * zone face down with one or two card names chosen in secret (702.106a–b), turned face up by its
 * controller as a special action any time they have priority (702.106c, 116.2j), and revealed to
 * every player when its controller leaves the game or the game ends (702.106e).
 *
 * @module
 */
import { canonicalCardName } from '../cards/names.js';
import { allCardNames } from '../cards/printed.js';
import type { TurnFaceUpAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { CEASED } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import type { RuleEventProse } from '../engine/event-prose.js';
import { quoted } from '../engine/quote.js';

let knownNames: ReadonlySet<string> | undefined;

/** The most names a game may be given beyond the ones the engine knows (every Magic card is some 30,000). */
export const MAX_NAMEABLE_CARDS = 100_000;

/** The longest card name accepted (the longest printed Magic card name has 141 characters). */
const MAX_NAME_LENGTH = 200;

/** The names of `settings.nameableCards`, as a set, kept per list. */
const givenNames = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Every card name the engine knows: the names of all cards of CN2, CNS and the basic lands, whether
 * or not their behaviour is implemented. A hidden agenda must name a Magic card, never a token
 * (ruling of every hidden agenda card). A game given `settings.nameableCards` lets players name
 * those too (see {@link nameableCardsOf}).
 */
export function nameableCards(): readonly string[] {
  return allCardNames();
}

/**
 * The names a player may choose for a hidden agenda in this game (CR 702.106a): every card name the
 * engine knows, then the names the game was given (`settings.nameableCards`) that it does not know.
 */
export function nameableCardsOf(state: GameState): readonly string[] {
  const more = state.settings.nameableCards;
  if (!more || more.length === 0) return allCardNames();
  knownNames ??= new Set(allCardNames());
  const known = knownNames;
  return [...allCardNames(), ...more.filter((name) => !known.has(name))];
}

/**
 * Whether a name may be chosen for a hidden agenda (CR 702.106a): the name of a card the engine
 * knows, or one of `moreNames`, the names the game was given.
 */
export function isNameableCard(name: unknown, moreNames?: readonly string[]): name is string {
  knownNames ??= new Set(allCardNames());
  if (typeof name !== 'string') return false;
  if (knownNames.has(name)) return true;
  if (!moreNames) return false;
  let set = givenNames.get(moreNames);
  if (!set) givenNames.set(moreNames, (set = new Set(moreNames)));
  return set.has(name);
}

/**
 * What is wrong with a list of card names a game is given to be nameable, or null: a list of at most
 * {@link MAX_NAMEABLE_CARDS} different names, each a non-empty string without surrounding spaces or
 * line breaks, no longer than 200 characters, and not a token's card name (`token:…`). A name the
 * engine knows written another way (case, spacing, curly quotes, accents) is refused: names compare
 * exactly (CR 201.2), so naming it would name no object of that card. So is the joined name of a
 * split or double-faced card (`Fire // Ice`): a card name chosen is one half's or one face's
 * (CR 201.4b, 201.4d). The names are facts the user supplies (a list of Magic card names); the engine
 * cannot tell a real one from a made-up one.
 */
export function nameableCardsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'settings.nameableCards must be a list of card names';
  if (value.length > MAX_NAMEABLE_CARDS) return `settings.nameableCards has more than ${MAX_NAMEABLE_CARDS} names`;
  const seen = new Set<string>();
  for (const name of value) {
    if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH || name.trim() !== name || /[\n\r\t]/.test(name)) {
      return `settings.nameableCards: ${quoted(name)} is not a card name (a non-empty string of at most ${MAX_NAME_LENGTH} characters, without surrounding spaces or line breaks)`;
    }
    if (name.startsWith('token:')) return `settings.nameableCards: ${quoted(name)} names a token; a hidden agenda names a card`;
    if (name.includes(' // ')) return `settings.nameableCards: ${quoted(name)} joins the names of a card's halves or faces; give each half's or face's name, as a player chooses one of them (CR 201.4b, 201.4d)`;
    const known = canonicalCardName(name);
    if (known !== undefined && known !== name) return `settings.nameableCards: ${quoted(name)} writes the card ${quoted(known)} another way; the engine knows that name already (CR 201.2: names compare exactly)`;
    if (seen.has(name)) return `settings.nameableCards names ${quoted(name)} twice`;
    seen.add(name);
  }
  return null;
}

/** The face-down conspiracies a player controls in the command zone (CR 702.106c). */
export function faceDownConspiracies(state: GameState, player: PlayerId): ObjectId[] {
  return state.command.filter((id) => {
    const o = state.objects[id] as GameObject;
    return o.faceDown && o.controller === player;
  });
}

/** Turns a face-down conspiracy face up, revealing its card and the chosen names to every player (CR 702.106c). */
function turnFaceUp(state: GameState, action: TurnFaceUpAction): void {
  const d = state.decision;
  check(d?.kind === 'priority' && d.player === action.player, 'wrongDecision', 'a conspiracy is turned face up only while you have priority', '116.2j');
  const o = state.objects[action.object];
  check(o !== undefined && o.zone === 'command' && o.movedTo === null, 'illegal', 'that is not a card in the command zone', '702.106c');
  check(o.controller === action.player, 'illegal', 'you do not control that conspiracy', '702.106c');
  check(o.faceDown, 'illegal', 'that conspiracy is already face up', '702.106c');
  const up = mutableObject(state, action.object);
  up.faceDown = false;
  // CR 613.7j: a face-down conspiracy receives a new timestamp as it turns face up
  up.timestamp = state.nextTimestamp++;
  emit(state, { type: 'turnFaceUp', rule: '702.106c', player: action.player, object: action.object, card: up.card, detail: (up.chosenNames ?? []).join(' / ') });
  // CR 117.3c, 117.4: a special action taken with priority breaks the passes in succession
  state.turn.passes = 0;
  state.decision = null;
}

/** CR 702.106: hidden agenda and double agenda. */
export const hiddenAgenda: RuleModule = {
  number: '702.106',
  title: 'Hidden Agenda',
  keywords: ['hidden agenda', 'double agenda'],
  perform: { turnFaceUp: (state, action) => turnFaceUp(state, action as TurnFaceUpAction) },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority' || state.command.length === 0) return;
    for (const object of faceDownConspiracies(state, d.player)) out.push({ type: 'turnFaceUp', player: d.player, object });
  },
  playerLeft(state, player) {
    // CR 702.106e: the face-down conspiracies of a player who leaves are revealed to all players;
    // they left the game with their owner (CR 800.4a), so their slots keep what is revealed
    for (const o of state.objects) {
      if (o.zone === 'command' && o.owner === player && o.faceDown && o.movedTo === CEASED) {
        emit(state, { type: 'reveal', rule: '702.106e', player, object: o.id, card: o.card, detail: (o.chosenNames ?? []).join(' / ') });
      }
    }
  },
  gameEnded(state) {
    // CR 702.106e: at the end of each game, all face-down conspiracies are revealed to all players
    for (const id of state.command) {
      const o = state.objects[id] as GameObject;
      if (o.faceDown) emit(state, { type: 'reveal', rule: '702.106e', player: o.controller, object: id, card: o.card, detail: (o.chosenNames ?? []).join(' / ') });
    }
  },
};

/** The line of a conspiracy turned face up (CR 702.106c). */
export const hiddenAgendaEvents: RuleEventProse<'turnFaceUp'> = {
  turnFaceUp: (e, say) => `${say.player(e.player)} turns ${say.card(e)} face up, revealing ${e.detail}`,
};
