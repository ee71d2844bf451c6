/**
 * CNS cards that move cards between library, graveyard and battlefield: Muzzio, Visionary Architect,
 * Grenzo, Dungeon Warden, and Skeletal Scrying (whose cost exiles cards from the graveyard).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { characteristics, isCreature } from '../../engine/characteristics.js';
import { askEntryChoices } from '../../engine/entry-choices.js';
import { putOntoBattlefield } from '../../engine/game-actions.js';
import { askOrder } from '../../rules/701.22-scry.js';
import { bottomOfLibrary, lookAtCards, moveObject, putOnBottomOfLibrary, spellThatBecame, topCardsOfLibrary } from '../../zones/zones.js';
import { fittingNames, nameAsAnswered, nameChoice } from '../../engine/naming.js';

/**
 * Puts a card onto the battlefield under the resolving ability's controller, asking first whether a
 * card that may enter as a copy does (CR 707.9); false while that is asked.
 */
function enter({ state, controller }: EffectContext, io: ResolutionIo, id: ObjectId): boolean {
  const entering = askEntryChoices(state, io, `copy:${id}`, id, controller);
  if (!entering) return false;
  putOntoBattlefield(state, id, controller, '608.2c', false, entering);
  return true;
}

/** "The greatest mana value among artifacts you control": 0 with none (Muzzio's ruling). */
function greatestArtifactManaValue({ state, controller }: EffectContext): number {
  return state.battlefield.reduce((most, id) => {
    const c = characteristics(state, id);
    return c.controller === controller && c.types.includes('Artifact') ? Math.max(most, c.manaValue) : most;
  }, 0);
}

/** Muzzio's resolution variable: X, kept once determined. */
const MUZZIO_X = 'muzzio.x';

/**
 * Muzzio's ability, X read as it resolves (its ruling), once (CR 608.2h): a player leaving the game
 * with an artifact while its controller decides doesn't change the cards looked at. Its controller
 * looks at the top X cards of their library (no one else sees them), may choose an artifact card
 * among them — or a card without a name, named as an artifact card as it would go onto the
 * battlefield (Async Mental Magic 5) — and orders the rest for the bottom (CR 401.4); nothing moves
 * until all are answered.
 */
function muzzio(ctx: EffectContext, io: ResolutionIo): boolean {
  const { state, controller } = ctx;
  const r = state.resolution;
  const x = r?.vars[MUZZIO_X] ?? greatestArtifactManaValue(ctx);
  if (r) r.vars[MUZZIO_X] = x;
  const looked = topCardsOfLibrary(state, controller, x);
  const isArtifact = (id: ObjectId) => (s: GameState): boolean => characteristics(s, id).types.includes('Artifact');
  // a card without a name the controller may name as an artifact card as it would go onto the
  // battlefield is an option too, whether or not a name fits its cost (a variant's naming, engine/naming.ts)
  const artifacts = looked.filter((id) => isArtifact(id)(state) || fittingNames(state, controller, id, isArtifact(id)) !== null);
  let chosen: ObjectId | undefined;
  // asked whenever cards are looked at, even with no artifact card among them: a choice that came only
  // with one would tell the other players what the cards are (CR 401.2)
  if (looked.length > 0) {
    const answer = io.ask('artifact', controller, { prompt: 'putOntoBattlefield', options: artifacts.map((object) => ({ object })), min: 0, max: Math.min(1, artifacts.length), rule: '608.2d' });
    if (!answer) return false;
    chosen = artifacts[answer[0] ?? -1];
    const fitting = chosen === undefined ? null : fittingNames(state, controller, chosen, isArtifact(chosen));
    if (chosen !== undefined && fitting) {
      const named = io.ask('name', controller, nameChoice(fitting));
      if (!named) return false;
      if (!nameAsAnswered(state, controller, chosen, fitting, named)) chosen = undefined;
    }
  }
  const rest = looked.filter((id) => id !== chosen);
  const order = askOrder(rest, controller, 'bottom', 'bottomOrder', io, '401.4');
  if (!order) return false;
  if (chosen !== undefined && !io.done('entered')) {
    if (!enter(ctx, io, chosen)) return false;
    io.markDone('entered');
  }
  lookAtCards(state, controller, order, '401.4');
  putOnBottomOfLibrary(state, controller, order);
  return true;
}

/**
 * The X paid for the spell that became the permanent as it resolved (CR 107.3m), or 0 if no spell
 * became it, the permanent's own X being 0 (CR 107.3m): also countered and put onto the battlefield
 * by Desertion.
 */
function xPaid(state: GameState, id: ObjectId): number {
  return spellThatBecame(state, id)?.x ?? 0;
}

/** Grenzo's resolution variable: the card its ability put into the graveyard, kept once moved. */
const GRENZO_MILLED = 'grenzo.milled';

/**
 * Grenzo's ability. The bottom card of its controller's library is put into their graveyard; if the
 * card put there — the object the move made of it, wherever that is (its third ruling) — is a
 * creature card with power at most Grenzo's power as the ability resolves — its last known
 * power if it has left the battlefield (its first ruling) — it is put onto the battlefield from the
 * graveyard (its second ruling). The bottom card of an inexhaustible library is a new card from under
 * the cards it holds (`bottomOfLibrary`); a card without a name may be named as a creature card that
 * fits as it would go onto the battlefield (a variant's naming, engine/naming.ts).
 */
function grenzo(ctx: EffectContext, io: ResolutionIo): boolean {
  const { state, controller, source } = ctx;
  const r = state.resolution;
  let moved = r?.vars[GRENZO_MILLED];
  if (!io.done('milled')) {
    const bottom = bottomOfLibrary(state, controller);
    if (bottom === undefined) return true;
    // the card is followed as the move's new object (CR 400.7), wherever the move put it (the third
    // ruling: one a replacement effect exiled instead is put onto the battlefield from exile), not
    // found as the graveyard's last card
    moved = moveObject(state, bottom, 'graveyard', { rule: '608.2c' });
    if (r) r.vars[GRENZO_MILLED] = moved;
    io.markDone('milled');
  }
  if (moved === undefined) return true;
  const card = moved;
  const fits = (s: GameState): boolean => isCreature(s, card) && (characteristics(s, card).power ?? 0) <= (characteristics(s, source).power ?? 0);
  if (fits(state)) return enter(ctx, io, card);
  const fitting = fittingNames(state, controller, card, fits);
  if (!fitting) return true;
  if (!io.done('named')) {
    const named = io.ask('name', controller, nameChoice(fitting));
    if (!named) return false;
    if (!nameAsAnswered(state, controller, card, fitting, named)) return true;
    io.markDone('named');
  }
  return enter(ctx, io, card);
}

/** The CNS cards of this kind. */
export const cnsLibraryGraveyard: readonly CardDefinition[] = [
  card('Muzzio, Visionary Architect', {
    activated: [{
      text: '{3}{U}, {T}: Look at the top X cards of your library, where X is the greatest mana value among artifacts you control. You may put an artifact card from among them onto the battlefield. Put the rest on the bottom of your library in any order.',
      cost: { mana: '{3}{U}', tap: true },
      // the rest go to the bottom in an order their owner chooses (CR 401.4)
      effects: [{ do: 'customAsking', text: 'Look at the top X cards of your library …', run: muzzio }],
    }],
  }),
  card('Skeletal Scrying', {
    spell: {
      additionalCost: { text: 'As an additional cost to cast this spell, exile X cards from your graveyard.', exileXFromGraveyard: true },
      effects: [{ do: 'draw', amount: { x: true }, who: 'you' }, { do: 'loseLife', amount: { x: true }, who: 'you' }],
    },
  }),
  card('Grenzo, Dungeon Warden', {
    // "enters with" is a replacement effect (CR 614.1c)
    statics: [{ kind: 'entersWithCounters', text: 'Grenzo enters with X +1/+1 counters on it.', counter: '+1/+1', amount: xPaid }],
    activated: [{
      text: "{2}: Put the bottom card of your library into your graveyard. If it's a creature card with power less than or equal to Grenzo's power, put it onto the battlefield.",
      cost: { mana: '{2}' },
      effects: [{ do: 'customAsking', text: 'Put the bottom card of your library into your graveyard …', run: grenzo }],
    }],
  }),
];
