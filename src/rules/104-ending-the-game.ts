/**
 * CR 104 Ending the Game: conceding (CR 104.3a) is legal at any time for a player still in the
 * game, whoever is deciding; the player loses and leaves the game (CR 800.4a).
 *
 * @module
 */
import { check } from '../engine/errors.js';
import { advance, continueResolution, loseGame, priorityHolderLeft } from '../engine/flow.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { inGame, nextInGame } from '../engine/players.js';
import { continueStartOfGame } from './103-starting-the-game.js';
import { cantLoseTheGame } from './104.3-cant-lose.js';
import { askOpponentTargetsAgain, waitingForOpponentTarget } from '../engine/opponent-chosen-targets.js';
import { effectsOf } from '../engine/resolve.js';
import type { TargetSpec } from '../cards/types.js';
import { obj } from '../zones/zones.js';
import { beginCombatDamage, nextBlockerDeclaration, resumeDeclaration } from './506-combat-phase.js';
import { returnsPending } from './725-the-monarch.js';

/** CR 104: conceding and the end of the game. */
export const endingTheGame: RuleModule = {
  number: '104',
  title: 'Ending the Game',
  keywords: ['concede', 'win', 'lose', 'drawn game'],
  cantLose: cantLoseTheGame,
  perform: {
    concede(state, action) {
      const p = state.players[action.player];
      check(p?.inGame, 'illegal', 'that player is not in the game', '104.3a');
      emit(state, { type: 'concede', rule: '104.3a', player: action.player });
      const wasDeciding = state.decision?.player === action.player;
      const kind = state.decision?.kind;
      const specs = (id: number): readonly TargetSpec[] => effectsOf(state, obj(state, id)).targets;
      const askedTarget = waitingForOpponentTarget(state, specs);
      // a division of combat damage, or a choice of prevention shields, asked before combat damage is dealt (CR 510.1, 615.7, 616.1)
      const d = state.decision;
      const beforeDamage = d?.kind === 'assignDamage' || (d?.kind === 'choose' && state.resolution === null && (d.choice.rule === '616.1' || d.choice.rule === '615.7'));
      // a choice state-based actions ask (the legend rule's, CR 704.5j), whose options may leave with the player
      const stateBasedChoice = d?.kind === 'choose' && state.resolution === null && d.choice.rule.startsWith('704.');
      // a resolving object still on the stack, which leaves it with its controller (CR 800.4a)
      const resolvingOnStack = state.resolution !== null && state.stack.includes(state.resolution.object);
      loseGame(state, [{ player: action.player, rule: '104.3a' }]);
      if (askedTarget && !state.result) {
        // CR 800.4a: the ability waiting for a target of an opponent's choice has it chosen among the
        // players still in the game (or is gone with its controller)
        askOpponentTargetsAgain(state, specs);
        advance(state);
        return;
      }
      const r = state.resolution;
      if (r && (state.result || (resolvingOnStack && !state.stack.includes(r.object)))) {
        // CR 104.1: an ended game resolves nothing more; CR 800.4a: a spell or ability of the player who
        // left ceased to exist, and with it its resolution and any choice it asked of another player;
        // the active player, or the next player in the game, receives priority (CR 117.3b, 800.4j)
        state.resolution = null;
        if (!state.result) {
          state.decision = null;
          state.turn.priority = inGame(state, state.turn.active) ? state.turn.active : nextInGame(state, state.turn.active);
          state.turn.passes = 0;
        }
      }
      if (!wasDeciding && state.resolution && state.resolution.waiting !== null && state.decision?.kind === 'choose' && !state.result) {
        // CR 800.4a: the objects of the player who left are gone, so a choice the resolution asks of
        // another player is asked again among what is left
        state.resolution.waiting = null;
        state.decision = null;
        // CR 725.4, 610.3: cards returning as the monarch left enter first, their choices asked
        if (!returnsPending(state)) continueResolution(state);
      }
      if (wasDeciding && kind !== 'priority') {
        // CR 800.4h: a choice the leaving player had to make goes to the next player; here their
        // pending declaration or choice simply ends with them
        state.decision = null;
        if (state.resolution && !state.result) {
          // CR 800.4a: a spell or ability still on the stack goes on resolving without the player who
          // left (their part is skipped), once the cards returning as the monarch left have entered (CR 725.4, 610.3)
          state.resolution.waiting = null;
          if (!returnsPending(state)) continueResolution(state);
        }
        // CR 605.3b, 800.4a: the player a mana ability chose leaves as they are asked its color: the
        // declaration of attackers it was activated for goes on (once returning cards have entered)
        const held = state.heldDeclaration;
        if (held !== undefined && kind === 'choose' && !state.result && !returnsPending(state)) {
          delete state.heldDeclaration;
          resumeDeclaration(state, held);
        }
        // CR 802.4: the next defending player in APNAP order still declares blockers
        if (kind === 'declareBlockers' && !state.result && !nextBlockerDeclaration(state)) {
          state.turn.priority = state.turn.active;
          state.turn.passes = 0;
        }
      }
      if (beforeDamage && !state.result && state.combat && (state.turn.step === 'combatDamage' || state.turn.step === 'firstStrikeDamage')) {
        // CR 510.2, 800.4a: the combat damage step goes on for the creatures still in combat, its
        // divisions and shields asked again: whoever left, the creatures blocking or blocked by
        // their creatures may be gone (a blocked creature with no blocker left assigns no combat
        // damage, CR 510.1c). The assignment is one turn-based action not yet made (510.1): the
        // divisions chosen so far, among creatures some of which left, are all made again
        state.decision = null;
        state.combat.divisions = {};
        delete state.combat.shieldOrders;
        delete state.combat.shieldShares;
        // CR 725.4, 610.3c: cards returning as the monarch left enter first, their choices asked; the
        // step goes on once they have entered
        if (!returnsPending(state)) beginCombatDamage(state);
      }
      if (stateBasedChoice && !wasDeciding && !state.result) {
        // CR 800.4a, 704.3: another player's legend rule choice is checked again among the permanents
        // left; a group whose other permanents left with the player asks nothing
        state.decision = null;
      }
      if (kind === 'putTrigger' && !wasDeciding && !state.result) {
        // CR 800.4a, 603.3d: another player's waiting triggers are put on the stack again among what
        // is left; one whose targets all left with the player is removed
        state.decision = null;
      }
      const declaring = state.decision;
      if ((declaring?.kind === 'declareAttackers' || declaring?.kind === 'declareBlockers') && returnsPending(state) && !state.result) {
        // CR 725.4, 610.3c: cards returning as the monarch left enter first, their choices asked; the
        // declaration, one action (508.1, 509.1), is held and goes on as it was once they have entered
        state.heldDeclaration = declaring;
        state.decision = null;
      }
      if (wasDeciding && kind === 'priority' && !state.result) {
        // CR 800.4a, 117.4: priority passes on from the player who left, unless every player still
        // in the game has passed in succession already
        state.decision = null;
        priorityHolderLeft(state, action.player);
      }
      if (state.turn.step === 'pregame' && !state.result) {
        // CR 103.2, 103.5: the start of the game goes on among the players still in the game
        continueStartOfGame(state);
        return;
      }
      advance(state);
    },
  },
};
