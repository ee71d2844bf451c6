/**
 * Deploying (MT 4.1–4.3, 4.6). In their deploy phase a player puts cards from hand on the table
 * face down, instants too: two a turn, fewer on the first player's first turn (MT 4.2). A land
 * costs nothing and turns face up at once, up to two a turn (MT 4.6): that is the `playLand`
 * action, which puts it on the table face up. Mana the player makes then either pays activation
 * costs (the engine's own activation) or becomes counters on a face-down deployed card, one
 * generic mana per counter (the `build` action, MT 4.3). "All cards must be deployed before they can
 * be used": no ability of a card in hand (cycling, CR 702.29a) is activated (MT 4.1).
 *
 * @module
 */
import type { Action, PlayLandAction, VariantAction } from '../../engine/actions.js';
import { characteristics } from '../../engine/characteristics.js';
import { findDefinition } from '../../engine/card-catalog.js';
import { canPayMana, payMana } from '../../engine/costs.js';
import { check } from '../../engine/errors.js';
import type { RuleModule } from '../../engine/format.js';
import { enteredBattlefield } from '../../engine/game-actions.js';
import { emit } from '../../engine/log.js';
import { fireTriggers } from '../../engine/triggers.js';
import type { ManaCost } from '../../engine/mana.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { moveObject, obj, onBattlefield } from '../../zones/zones.js';
import { landPlays } from '../../rules/305.2-land-plays.js';
import { mtData, peekData } from './data.js';
import { magicTechOptions } from './options.js';
import { inDeployPhase } from './timing.js';
import { CONSTRUCTION_COUNTER } from './values.js';
import { mutableObject } from '../../engine/working-copy.js';

/** One generic mana: the price of a construction counter (MT 4.3). */
const ONE: ManaCost = [{ kind: 'generic', amount: 1 }];

/** Whether this is the first player's first turn (MT 4.2). */
function firstTurn(state: GameState): boolean {
  return state.turn.number === 1;
}

/** Deployments of cards other than lands the active player may still make this turn (MT 4.2, 4.6). */
export function deploymentsLeft(state: GameState): number {
  const o = magicTechOptions(state);
  const d = peekData(state);
  const allowed = firstTurn(state) ? o.firstTurnDeployments : o.deploymentsPerTurn;
  const used = (d?.deployments ?? 0) + (o.landsUseDeployments ? (d?.landDeployments ?? 0) : 0);
  return Math.max(0, allowed - used);
}

/**
 * Land deployments the active player may still make this turn (MT 4.6): the format's two, plus the
 * additional land plays effects give them ("You may play an additional land on each of your turns",
 * Exploration, CR 305.2), deploying a land being playing it.
 */
export function landDeploymentsLeft(state: GameState): number {
  const o = magicTechOptions(state);
  const allowed = o.landsPerTurn + landPlays(state, state.turn.active) - 1;
  const left = allowed - (peekData(state)?.landDeployments ?? 0);
  return Math.max(0, o.landsUseDeployments ? Math.min(left, deploymentsLeft(state)) : left);
}

/** Whether a card in hand is a land (deployed face up) rather than a card deployed face down. */
function isLand(state: GameState, card: ObjectId): boolean {
  return characteristics(state, card).types.includes('Land');
}

/** Whether a card in hand can be deployed face down: any card that can be cast (MT 4.1); not a land or a conspiracy. */
function deployable(state: GameState, card: ObjectId): boolean {
  const c = characteristics(state, card);
  return findDefinition(obj(state, card).card) !== undefined && !c.types.includes('Land') && !c.types.includes('Conspiracy');
}

/** Whether the player can put a counter on this card now (MT 4.3): theirs, face down, in their deploy phase. */
function buildable(state: GameState, player: PlayerId, card: ObjectId): boolean {
  if (!onBattlefield(state, card)) return false;
  const o = obj(state, card);
  // its controller, after any effect that changed it (CR 613.1b)
  return o.faceDown && characteristics(state, card).controller === player && inDeployPhase(state, player);
}

/**
 * Why an action is forbidden by MT 4.1, or null: "All cards must be deployed before they can be used,
 * even instants", so an ability that functions in a hand (cycling, CR 702.29a) is not activated.
 */
function usedFromHand(state: GameState, action: Action): string | null {
  if (action.type !== 'activate' || state.objects[action.source]?.zone !== 'hand') return null;
  return 'MT 4.1: a card is deployed before it is used; no ability of a card in hand is activated';
}

/** MT 4: deploying cards and building them up. */
export const deploying: RuleModule = {
  number: 'MT 4',
  title: 'Deploying',
  keywords: ['deploy', 'face down', 'construction'],
  actionRestriction: usedFromHand,
  perform: {
    playLand(state, action) {
      const a = action as PlayLandAction;
      const p = state.players[a.player];
      check(p, 'malformed', `no player ${a.player}`);
      check(p.hand.includes(a.card), 'illegal', 'that card is not in your hand', 'MT 4.1');
      check(isLand(state, a.card), 'illegal', 'that card is not a land', 'MT 4.6');
      check(inDeployPhase(state, a.player), 'illegal', 'you deploy in your deploy phase, with an empty stack', 'MT 4.1');
      check(landDeploymentsLeft(state) > 0, 'illegal', 'no more land deployments this turn', 'MT 4.6');
      const data = mtData(state);
      // beyond the format's two, the deployment is an additional land play an effect gives (CR 305.2)
      const rule = data.landDeployments >= magicTechOptions(state).landsPerTurn ? '305.2' : 'MT 4.6';
      data.landDeployments++;
      p.landsPlayed++;
      const id = moveObject(state, a.card, 'battlefield', { controller: a.player, rule });
      emit(state, { type: 'deployLand', rule, player: a.player, object: id, card: obj(state, id).card });
      enteredBattlefield(state, id);
      // deploying is how the variant plays a card (MT 4.1): "whenever a player plays a land" triggers (CR 305.1)
      fireTriggers(state, { event: 'playsLand', object: id, player: a.player, amount: 0 });
      state.turn.passes = 0;
    },
  },
  variantActions: {
    deploy(state, action) {
      const a = action as VariantAction;
      const card = a.object as ObjectId;
      check(Number.isInteger(card) && a.target === undefined, 'malformed', 'deploy needs the card as its object, and no target');
      check(state.players[a.player]?.hand.includes(card), 'illegal', 'that card is not in your hand', 'MT 4.1');
      check(inDeployPhase(state, a.player), 'illegal', 'you deploy in your deploy phase, with an empty stack', 'MT 4.1');
      check(!isLand(state, card), 'illegal', 'a land is deployed face up (playLand)', 'MT 4.6');
      check(deployable(state, card), 'illegal', 'that card cannot be deployed', 'MT 4.1');
      check(deploymentsLeft(state) > 0, 'illegal', 'no more deployments this turn', 'MT 4.2');
      mtData(state).deployments++;
      const id = moveObject(state, card, 'battlefield', { controller: a.player, rule: 'MT 4.1', faceDown: true });
      // CR 400.2: the deployed card is hidden; the event names no card
      emit(state, { type: 'deploy', rule: 'MT 4.1', player: a.player, object: id });
      state.turn.passes = 0;
    },
    build(state, action) {
      const a = action as VariantAction;
      const card = a.object as ObjectId;
      check(Number.isInteger(card) && a.target === undefined, 'malformed', 'build needs the face-down card as its object, and no target');
      check(buildable(state, a.player, card), 'illegal', 'you put counters on your face-down cards in your deploy phase', 'MT 4.3');
      check(canPayMana(state, a.player, ONE, 0), 'cannotPay', 'you have no mana for a counter', 'MT 4.3');
      payMana(state, a.player, ONE, 0);
      const o = mutableObject(state, card);
      o.counters[CONSTRUCTION_COUNTER] = (o.counters[CONSTRUCTION_COUNTER] ?? 0) + 1;
      emit(state, { type: 'counters', rule: 'MT 4.3', player: a.player, object: card, amount: 1, detail: CONSTRUCTION_COUNTER });
      state.turn.passes = 0;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority' || !inDeployPhase(state, d.player)) return;
    const p = state.players[d.player];
    if (!p) return;
    const lands = landDeploymentsLeft(state) > 0;
    const others = deploymentsLeft(state) > 0;
    for (const card of p.hand) {
      if (isLand(state, card)) {
        if (lands) out.push({ type: 'playLand', player: d.player, card });
      } else if (others && deployable(state, card)) out.push({ type: 'variant', player: d.player, name: 'deploy', object: card });
    }
    let payable: boolean | null = null;
    for (const id of state.battlefield) {
      if (!buildable(state, d.player, id)) continue;
      if (!(payable ??= canPayMana(state, d.player, ONE, 0))) return;
      out.push({ type: 'variant', player: d.player, name: 'build', object: id });
    }
  },
};
