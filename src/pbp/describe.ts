/**
 * Readable text for the play-by-post layer: cards by their public IDs (AMM 1), with what a reader may
 * know of them, actions as numbered lines, and the public events of the log.
 *
 * @module
 */
import type { Action, ActivateAction } from '../engine/actions.js';
import { findDefinition } from '../cards/registry.js';
import { cardAbilityAt } from '../engine/abilities.js';
import { characteristics } from '../engine/characteristics.js';
import { tokenCardName } from '../cards/printed.js';
import { citation } from '../engine/citation.js';
import { formatOf } from '../engine/format.js';
import { describeEvent } from '../engine/describe.js';
import { describePrompt } from '../engine/prompt-words.js';
import { activatedAbilityAt } from '../rules/602-activating-activated-abilities.js';
import type { AttackTarget, ChoiceOption, GameState, ReadonlyGameEvent, ReadonlyGameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { currentObject, handleOf, mmData } from '../variants/mental-magic/data.js';
import { unnamedCost } from '../variants/mental-magic/rule-module.js';
import { turnOverAfterPeek } from '../variants/mental-magic/control-actions.js';
import { readerState } from './reader-state.js';

/** Zones whose cards only their owner sees, if anyone (CR 401.2, 402.3); a sideboard is outside the game. */
const HIDDEN_ZONES = new Set(['hand', 'library', 'sideboard']);

/** Zones whose cards everyone sees. */
const PUBLIC_ZONES = new Set(['battlefield', 'stack', 'graveyard', 'exile', 'command']);

/**
 * A card as a reader sees it: its ID and its name, or for an unnamed card its mana cost when the
 * reader may see it (their own seat's card, a flipped card, or a card in a public zone) (AMM 1, 3).
 * In other games a card reads as its name, but as hidden when it is face down and not the reader's
 * (CR 708.5) or in another player's hand, library or sideboard (CR 401.2, 402.3).
 */
export function cardLabel(state: ReadonlyGameState, id: ObjectId, viewer: PlayerId | null, flipped: readonly string[]): string {
  const o = state.objects[id];
  if (!o) return `object ${id}`;
  // card IDs are Async Mental Magic's (AMM 1), and a token's handle, for directions (8f); in other games a card is read by its name
  const mentalMagic = state.format === 'mental-magic';
  const cardId = mentalMagic ? handleOf(state, id) : null;
  const cost = unnamedCost(o.card);
  let what: string;
  // a face-down card is looked at by its controller only, after any effect that changed it (CR 708.5, 613.1b)
  if (o.faceDown && characteristics(state, id).controller !== viewer) what = 'a face-down card';
  // in Mental Magic, a card of another's hand or library is read by its public ID (AMM 1); one without
  // an ID (a basic land a search found in the sideboard, AMM 2c) is hidden like any other
  else if ((!mentalMagic || cardId === null) && o.owner !== viewer && HIDDEN_ZONES.has(o.zone)) what = 'a hidden card';
  else if (o.card.startsWith('token:')) what = tokenCardName(o.card);
  else if (cost === null) what = o.card;
  else if (o.owner === viewer || PUBLIC_ZONES.has(o.zone) || (cardId !== null && flipped.includes(cardId))) what = `unnamed ${cost}`;
  else what = 'unnamed card';
  if (cardId) return `${cardId} (${what})`;
  // in a multiplayer game two cards of one name are told apart by whose they are: a permanent or a
  // spell by its controller (CR 110.2, 112.1), a card in a graveyard or exile by its owner (108.3)
  const whose = o.zone === 'battlefield' || o.zone === 'stack' ? characteristics(state, id).controller : o.zone === 'graveyard' || o.zone === 'exile' ? o.owner : null;
  return whose !== null && whose !== viewer && !what.startsWith('a ') ? `${what} (seat ${whose + 1}'s)` : what;
}

/** The card IDs of the cards now in a zone everyone sees (AMM 1): their costs are public. */
export function publicCardIds(state: ReadonlyGameState): string[] {
  const out: string[] = [];
  for (const cardId of Object.keys(mmData(state).ids)) {
    const now = currentObject(state, cardId);
    if (now !== null && PUBLIC_ZONES.has(state.objects[now]!.zone)) out.push(cardId);
  }
  return out;
}

function refLabel(state: ReadonlyGameState, r: Ref | ChoiceOption, viewer: PlayerId | null, flipped: readonly string[]): string {
  if ('player' in r) return `seat ${r.player + 1} (${state.players[r.player]?.name ?? '?'})`;
  if ('object' in r) return cardLabel(state, r.object, viewer, flipped);
  return r.label;
}

function targetsText(state: ReadonlyGameState, targets: readonly Ref[], viewer: PlayerId | null, flipped: readonly string[]): string {
  return targets.length === 0 ? '' : ` targeting ${targets.map((t) => refLabel(state, t, viewer, flipped)).join(', ')}`;
}

/**
 * The text of the ability an activate action picks: on its source as it is, or for an unnamed card
 * named by the action, as the card it would be (AMM 5).
 */
function abilityText(state: ReadonlyGameState, a: ActivateAction): string {
  const source = state.objects[a.source];
  // the rules' lookup only reads the state; a named card is asked about in a copy with its own objects list
  let as = state as GameState;
  if (a.name !== undefined && source) {
    as = { ...as, objects: as.objects.slice() };
    as.objects[a.source] = { ...source, card: a.name };
  }
  return activatedAbilityAt(as, a.source, a.ability)?.text ?? `ability ${a.ability + 1}`;
}

/** Whether an object is a card in the hand or sideboard of another player than `viewer` (CR 401.2, 402.3). */
function inOthersHand(state: ReadonlyGameState, id: ObjectId, viewer: PlayerId | null): boolean {
  const o = state.objects[id];
  return o !== undefined && (o.zone === 'hand' || o.zone === 'sideboard') && o.owner !== viewer;
}

/**
 * An option of a choice, told apart from another option that reads the same (two permanents of one
 * name, the legend rule's, CR 704.5j) by what everyone sees of the permanent: tapped, summoning sick,
 * damage, counters.
 */
function optionLabel(state: ReadonlyGameState, option: ChoiceOption, label: string, all: readonly string[]): string {
  if (!('object' in option) || all.filter((l) => l === label).length < 2) return label;
  const o = state.objects[option.object];
  if (!o || o.zone !== 'battlefield') return label;
  const counters = Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0).map(([k, n]) => `${n} ${k}`);
  const marks = [o.tapped ? 'tapped' : 'untapped', ...(o.sick ? ['summoning sick'] : []), ...(o.damage > 0 ? [`${o.damage} damage`] : []), ...counters];
  return `${label} (${marks.join(', ')})`;
}

/**
 * One line for an action, as `viewer` reads it: by default the acting seat's team; `null` for a line
 * posted to everyone, which shows no card hidden from them (AMM 1).
 */
export function describeAction(state: ReadonlyGameState, a: Action, flipped: readonly string[], viewer: PlayerId | null = a.player): string {
  const v = viewer;
  const card = (id: ObjectId) => cardLabel(state, id, v, flipped);
  const attacked = (t: AttackTarget) => ('player' in t ? refLabel(state, t, v, flipped) : card(t.planeswalker));
  switch (a.type) {
    case 'pass': return 'pass priority';
    case 'keep': return 'keep your hand';
    case 'mulligan': return 'take a mulligan';
    case 'bottom': return `put ${card(a.card)} on the bottom of your library`;
    case 'playLand': return a.name ? `play ${card(a.card)} as ${a.name}` : `play ${card(a.card)}`;
    case 'cast': {
      const modes = a.modes && a.modes.length > 0 ? ` choosing mode${a.modes.length > 1 ? 's' : ''} ${a.modes.map((m) => m + 1).join(', ')}` : '';
      return `cast ${card(a.card)}${a.name ? ` as ${a.name}` : ''}${a.x ? ` with X=${a.x}` : ''}${modes}${targetsText(state, a.targets, v, flipped)}`;
    }
    case 'activate': {
      const text = abilityText(state, a);
      return `activate ${card(a.source)}${a.name ? ` as ${a.name}` : ''}: ${text}${a.color ? ` (${a.color})` : ''}${a.x ? ` with X=${a.x}` : ''}${targetsText(state, a.targets, v, flipped)}`;
    }
    case 'declareAttacker': return `attack ${attacked(a.target)} with ${card(a.attacker)}`;
    case 'undeclareAttacker': return `take ${card(a.attacker)} out of the attack`;
    case 'confirmAttackers': return 'confirm the attackers declared';
    case 'declareAttackers': return a.attackers.length === 0 ? 'attack with nothing' : `attack with ${a.attackers.map((x) => `${card(x.attacker)} (${attacked(x.target)})`).join(', ')}`;
    case 'declareBlocker': return `block ${card(a.attacker)} with ${card(a.blocker)}`;
    case 'undeclareBlocker': return `take ${card(a.blocker)} out of the blocks`;
    case 'confirmBlockers': return 'confirm the blockers declared';
    case 'declareBlockers': return a.blockers.length === 0 ? 'block with nothing' : `block with ${a.blockers.map((x) => `${card(x.blocker)} (${card(x.attacker)})`).join(', ')}`;
    case 'assignDamage': {
      // the amounts go to the attacker's blockers still on the battlefield in order, then to what it
      // attacks (CR 510.1c, 702.19b); a blocker's, to the attackers it blocks (510.1d)
      const there = (ids: readonly ObjectId[]): ObjectId[] => ids.filter((id) => state.objects[id]?.zone === 'battlefield');
      const fight = state.combat?.attackers.find((x) => x.id === a.attacker);
      const blocking = state.combat?.blockers.find((x) => x.id === a.attacker);
      const recipients = fight ? there(fight.blockers) : blocking ? there(blocking.blocking) : null;
      if (!recipients) return `assign ${card(a.attacker)}'s combat damage: ${a.amounts.join(', ')}`;
      const to = (i: number): string => {
        const one = recipients[i];
        return one !== undefined ? card(one) : fight ? attacked(fight.target) : '?';
      };
      return `assign ${card(a.attacker)}'s combat damage: ${a.amounts.map((n, i) => `${n} to ${to(i)}`).join(', ')}`;
    }
    case 'putTrigger': {
      const t = state.pendingTriggers[a.index];
      const def = t !== undefined && t.rule === undefined ? findDefinition(t.card) : undefined;
      // a rule's own triggered ability, with the object it is about: a keyword's, on the permanent
      // with the keyword (CR 702.121a), or the monarch's, with no source, on the creature that dealt
      // the damage (725.2), so that two of them read apart
      const ofRule = t?.rule !== undefined ? formatOf(state as GameState).triggerModules.find((m) => m.number === t.rule)?.triggered?.[t.ability] : undefined;
      const about = t ? (t.source ?? t.context.object ?? null) : null;
      const ruleText = ofRule ? `${ofRule.text}${about !== null ? ` (${card(about)})` : ''}` : undefined;
      // a card's own triggered ability, or one it grants from the command zone (CR 613.1f)
      const text = t ? ((def && cardAbilityAt(def, 'triggered', t.ability)?.text) ?? ruleText ?? `the ability of rule ${t.rule ?? '?'}`) : 'a triggered ability';
      return `put on the stack: ${text}${targetsText(state, a.targets, v, flipped)}`;
    }
    case 'choose': {
      const d = state.decision;
      if (d?.kind !== 'choose') return `choose ${a.choice.join(', ')}`;
      // a card of another player's hand offered to the chooser is shown to them (a revealed hand,
      // CR 701.20: Inquisition of Kozilek), as the engine's view offers it by name: the chooser reads
      // it as its owner does; everyone else as they see it
      const shownToChooser = (o: ChoiceOption): boolean => v === d.player && 'object' in o && inOthersHand(state, o.object, v);
      const labels = d.choice.options.map((o) => (shownToChooser(o) && 'object' in o ? cardLabel(state, o.object, state.objects[o.object]!.owner, flipped) : refLabel(state, o, v, flipped)));
      const picked = a.choice.filter((i) => d.choice.options[i] !== undefined).map((i) => optionLabel(state, d.choice.options[i] as ChoiceOption, labels[i] as string, labels));
      // a vote chosen for another player (Illusion of Choice, CR 701.38a) says whose vote it is
      const voter = d.choice.voter === undefined ? '' : ` for ${refLabel(state, { player: d.choice.voter }, v, flipped)}`;
      return `${describePrompt(d.choice.prompt)}${voter}: ${picked.length === 0 ? 'nothing' : picked.join(', ')}`;
    }
    case 'discard': return `discard ${card(a.card)}`;
    case 'concede': return 'concede';
    case 'setStops': return a.stops === null ? 'be asked wherever I could act' : `stop in my turns at ${a.stops.ownTurn.join(', ') || 'no step'}, in others' at ${a.stops.othersTurns.join(', ') || 'no step'}`;
    case 'putConspiracy': return `put ${card(a.card)} into the command zone`;
    case 'nameCard': return `secretly name ${a.names.join(' and ')}`;
    case 'chooseNumber': return `choose the number ${a.number}`;
    case 'finishConspiracies': return 'finish putting conspiracies into the command zone';
    case 'keepHand': {
      // the player choosing sees the cards of each of their hands (Backup Plan, CR 315.5a); nobody else does
      const d = state.decision;
      const hand = v === a.player && d?.kind === 'startOfGame' ? d.hands?.[a.index] : undefined;
      return `keep opening hand ${a.index + 1}${hand ? `: ${hand.map(card).join(', ')}` : ''}`;
    }
    case 'turnFaceUp': {
      // the names chosen for it tell apart two face-down copies of one conspiracy, for their controller only (CR 702.106b, 315.7)
      const o = state.objects[a.object];
      const mine = o !== undefined && characteristics(state, a.object).controller === v;
      const chosen = mine ? [...(o.chosenNames ?? []).map((n) => `naming ${n}`), ...(o.chosenNumber !== undefined ? [`number ${o.chosenNumber}`] : [])] : [];
      return `turn ${card(a.object)}${chosen.length > 0 ? ` (${chosen.join(', ')})` : ''} face up`;
    }
    case 'playLandFromOutside': return `play ${a.name} from outside the game`;
    case 'revealFromDeck': return `reveal ${card(a.card)} from your deck before the shuffle`;
    case 'exileDrafted': return `exile ${card(a.card)} from your sideboard with ${card(a.with)}`;
    case 'variant': return `${a.name}${a.object !== undefined ? ` ${card(a.object)}` : ''}${a.target ? targetsText(state, [a.target], v, flipped) : ''}`;
  }
}

/** What the game waits for, in a line everyone may read. */
export function waitingFor(state: ReadonlyGameState): string {
  if (state.result) {
    return state.result.winner === null ? `The game is a draw [${citation(state.result.rule)}].` : `Seat ${state.result.winner + 1} (${state.players[state.result.winner]?.name}) wins [${citation(state.result.rule)}].`;
  }
  const d = state.decision;
  if (!d) return 'Nothing to do.';
  // AMM 9: after a peek, turning over control is all that is left (public: everyone sees the peek, not the card)
  if (turnOverAfterPeek(state, d.player)) return `Waiting for seat ${d.player + 1} (${state.players[d.player]?.name}) to turn over control (!turnover), having peeked (AMM 9): turn ${state.turn.number}, ${state.turn.step}.`;
  const what: Record<string, string> = {
    priority: 'act or pass priority', declareAttackers: 'declare attackers', declareBlockers: 'declare blockers',
    assignDamage: 'assign combat damage', putTrigger: 'put triggered abilities on the stack', discard: 'discard',
    choose: 'make a choice', mulligan: 'keep or mulligan', bottom: 'put cards on the bottom',
    startOfGame: 'choose how to begin the game (conspiracies and their names, CR 905.4)',
  };
  return `Waiting for seat ${d.player + 1} (${state.players[d.player]?.name}) to ${what[d.kind] ?? d.kind}: turn ${state.turn.number}, ${state.turn.step}.`;
}

/** Event types too frequent to be worth a line in a post. */
const QUIET = new Set(['step', 'priority', 'pass', 'newCard']);

/** The public events among `events`, one line each (a hidden event stays hidden: AMM 1 only makes IDs public). */
export function publicEventLines(state: ReadonlyGameState, events: readonly ReadonlyGameEvent[], flipped: readonly string[], limit = 24): string[] {
  const lines: string[] = [];
  // names only as everyone may read them: a hidden object an event refers to is not named
  const everyone = readerState(state, 'spectator');
  for (const e of events) {
    if (e.visibleTo !== undefined || QUIET.has(e.type)) continue;
    if (e.type === 'uncontrolledDecision') {
      // AMM 8d–8f: what the engine decided for a seat without control, and the option's category (8g: public)
      lines.push(`The engine decides for seat ${(e.player ?? 0) + 1}: ${e.detail ?? ''} [${e.rule}]`);
      continue;
    }
    const id = e.object !== undefined ? handleOf(state, e.object) : null;
    // an unnamed card, or a card moving between zones nobody else sees (the sideboard to the hand, a
    // search without a reveal), reads as everyone sees it
    const hiddenMove = e.type === 'zoneChange' && !PUBLIC_ZONES.has(e.from ?? '') && !PUBLIC_ZONES.has(e.zone ?? '');
    // a revealed card is shown to everyone, an unnamed one's cost too (CR 701.20a): named as the event names it
    const shown = e.type !== 'reveal' && e.card !== undefined && e.object !== undefined && (unnamedCost(e.card) !== null || hiddenMove) ? { ...e, card: cardLabel(state, e.object, null, flipped) } : e;
    lines.push(`${id && !(shown.card ?? '').startsWith(id) ? `${id}: ` : ''}${describeEvent(everyone, shown)}`);
  }
  return capEvents(lines, limit);
}

/** At most `limit` lines of events, then a line saying how many more there were. */
export function capEvents(lines: readonly string[], limit: number): string[] {
  const more = lines.length - limit;
  return more > 0 ? [...lines.slice(0, limit), `… and ${more} more ${more === 1 ? 'event' : 'events'}`] : [...lines];
}
