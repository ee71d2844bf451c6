// The action that led to a step of the replay, in words, as the player watching the replay may know it
// while the game goes on: their own actions as they labelled them, another player's without what that
// player alone saw (a secretly chosen name, CR 702.106b; a face-down conspiracy, 702.106a; cards of a
// hand or a library, CR 400.2).
import { describeAction, view, type Action, type ChoiceOption, type ReadonlyGameState } from 'paliano';
import { actionLabeler, objectsOf } from './labels.js';

/** The action types whose card or name only their player knows: told as the engine tells another player. */
const PRIVATE = new Set<Action['type']>(['nameCard', 'putConspiracy', 'bottom', 'keepHand']);

/**
 * What `action`, taken in `before`, was, in words, "Brago: Pass priority", as `watcher` (a seat) may
 * know it. Another player's private action is described by the engine from the watcher's view
 * ("Brago: Secretly names a card"); another player's answer to a choice names only what the watcher's
 * view shows (a card found in a library is "a card").
 */
export function replayActionLine(before: ReadonlyGameState, action: Action, watcher: number): string {
  const actor = before.players[action.player]?.name ?? '?';
  const actorView = view(before, action.player);
  if (action.player === watcher) return `${actor}: ${actionLabeler(actorView)(action)}`;
  const seen = view(before, watcher);
  // the engine's line begins with the player's name
  if (PRIVATE.has(action.type)) {
    const told = describeAction(seen, action).slice(actor.length + 1);
    return `${actor}: ${told.charAt(0).toUpperCase()}${told.slice(1)}`;
  }
  if (action.type === 'choose') {
    const d = actorView.decision;
    const options = d && 'choice' in d ? d.choice.options : [];
    const shown = objectsOf(seen);
    const visible = (o: ChoiceOption | undefined): boolean => o !== undefined && (!('object' in o) || (shown.get(o.object)?.card ?? '') !== '');
    if (!action.choice.every((i) => visible(options[i]))) {
      const n = action.choice.length;
      return `${actor}: ${d && 'choice' in d ? d.choice.prompt : 'choose'}: ${n === 1 ? 'a card' : `${n} cards`} you do not see`;
    }
  }
  return `${actor}: ${actionLabeler(actorView)(action)}`;
}
