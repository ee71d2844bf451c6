/**
 * Show and Tell: "Each player may put an artifact, creature, enchantment, or land card from their
 * hand onto the battlefield."
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../../state/types.js';
import { apnap } from '../../engine/players.js';
import { askEnchanted } from '../aura-entering.js';
import { characteristics } from '../../engine/characteristics.js';
import { fittingNames, nameAsAnswered, nameChoice } from '../../engine/naming.js';
import { askEntryChoices, type Entering } from '../../engine/entry-choices.js';
import { putOntoBattlefieldTogether } from '../../engine/game-actions.js';
import { mutableObject } from '../../engine/working-copy.js';
import { emit } from '../../engine/log.js';

/** The card types Show and Tell lets a player put onto the battlefield. */
const TYPES: readonly string[] = ['Artifact', 'Creature', 'Enchantment', 'Land'];

/** Whether a card is an artifact, creature, enchantment or land card in a state. */
const ofType = (id: ObjectId) => (state: GameState): boolean => characteristics(state, id).types.some((t) => TYPES.includes(t));

/**
 * The cards of a player's hand Show and Tell lets them put onto the battlefield: those of the types,
 * and cards without a name the player may name there, whether or not a name of those types fits their
 * hidden cost (a variant's naming, engine/naming.ts: the options must not tell of it).
 */
function eligible(state: GameState, player: PlayerId): ObjectId[] {
  return (state.players[player]?.hand ?? []).filter((id) => ofType(id)(state) || fittingNames(state, player, id, ofType(id)) !== null);
}

/**
 * The card a player chooses to put onto the battlefield, if any; false while a choice waits. A card
 * chosen without a name is named as it is about to go onto the battlefield, or stays in the hand. The
 * card is remembered by its id once chosen: a name given in this resolution may leave another
 * unnamed card with no name to take, which changes the options if they were listed again.
 */
function chosenCard(state: GameState, io: ResolutionIo, p: PlayerId): ObjectId | undefined | false {
  const hand = state.players[p]?.hand ?? [];
  if (io.done(`chose:${p}`)) return hand.find((id) => io.done(`chose:${p}:${id}`));
  const options = eligible(state, p);
  let id: ObjectId | undefined;
  // asked whenever the hand holds a card, even none of those types: a choice that came only with one
  // would tell the other players what the hand holds (CR 402.3)
  if (hand.length > 0) {
    const answer = io.ask(`card:${p}`, p, { prompt: 'putOntoBattlefield', options: options.map((object) => ({ object })), min: 0, max: Math.min(1, options.length), rule: '608.2d' });
    if (!answer) return false;
    id = options[answer[0] ?? -1];
    const fitting = id === undefined ? null : fittingNames(state, p, id, ofType(id));
    if (id !== undefined && fitting) {
      const named = io.ask(`name:${p}`, p, nameChoice(fitting));
      if (!named) return false;
      if (!nameAsAnswered(state, p, id, fitting, named)) id = undefined;
    }
  }
  io.markDone(`chose:${p}`);
  if (id !== undefined) {
    io.markDone(`chose:${p}:${id}`);
    // its ruling: the card need not be revealed, but it is clear that one was chosen — the players
    // choosing after know that (CR 101.4a, 101.4b)
    emit(state, { type: 'chosen', rule: '101.4b', player: p, detail: 'put onto the battlefield' });
  }
  return id;
}

/**
 * Show and Tell's resolution (its rulings; CR 608.2d, 101.4). The players choose during the
 * resolution, the active player first and then each other player in turn order, each a card of their
 * hand or none (a card without a name is named as it is chosen, or stays in the hand). Only once every card is chosen are the choices those cards need made, the active
 * player's first and then the others' in turn order: what an Aura enchants, among what is on the
 * battlefield already (CR 303.4f; an Aura with nothing to enchant stays in its owner's hand, 303.4g),
 * and whether a card enters as a copy (CR 707.9). Then all the cards are put onto the battlefield at
 * the same time, each under its owner's control (CR 603.6a).
 */
function showAndTell({ state }: EffectContext, io: ResolutionIo): boolean {
  const players = apnap(state);
  const chosen: [PlayerId, ObjectId][] = [];
  for (const p of players) {
    const id = chosenCard(state, io, p);
    if (id === false) return false;
    if (id !== undefined) chosen.push([p, id]);
  }
  const entries: { id: ObjectId; controller: PlayerId; entering: Entering; enchants: Ref | null }[] = [];
  for (const [p, id] of chosen) {
    const aura = askEnchanted(state, io, `enchant:${id}`, id, p);
    if (aura === null) return false;
    if (aura === 'staysPut') continue;
    const entering = askEntryChoices(state, io, `copy:${id}`, id, p);
    if (!entering) return false;
    entries.push({ id, controller: p, entering, enchants: aura.enchants });
  }
  const entered = putOntoBattlefieldTogether(state, entries, null, '608.2c');
  entries.forEach((e, i) => {
    if (e.enchants) mutableObject(state, entered[i] as ObjectId).attachedTo = e.enchants;
  });
  return true;
}

/** Show and Tell {2}{U}, Sorcery. */
export const showAndTellCard: CardDefinition = card('Show and Tell', {
  // The players choose in APNAP order (CR 101.4); a land put onto the battlefield isn't played (CR 305.4);
  // an Aura put onto it enchants what its controller chooses (CR 303.4f).
  spell: { effects: [{ do: 'customAsking', text: 'Each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield.', run: showAndTell }] },
});
