// Taking a creature back out of a declaration of attackers or blockers in progress (CR 508.1, 509.1):
// the engine accepts `undeclareAttacker` and `undeclareBlocker` but lists them only when the attack
// cannot be finished otherwise, so that a player choosing only listed actions cannot go round in
// circles; a person who clicked the wrong creature takes it back with these.
import type { Action, GameView } from 'paliano';

/** The creatures of the viewer's declaration in progress, once each, in the order declared; none when they declare nothing. */
export function declaredCreatures(v: GameView): number[] {
  const d = v.decision;
  if (!d || d.player !== v.viewer || !('pending' in d)) return [];
  return [...new Set(d.pending.entries.map((e) => e.id))];
}

/** The action that takes `creature` back out of the viewer's declaration in progress. Throws when they declare nothing. */
export function takeBackAction(v: GameView, creature: number): Action {
  const d = v.decision;
  if (!d || typeof v.viewer !== 'number' || d.player !== v.viewer || !('pending' in d)) throw new Error('you are declaring no attackers or blockers');
  return d.kind === 'declareAttackers'
    ? { type: 'undeclareAttacker', player: v.viewer, attacker: creature }
    : { type: 'undeclareBlocker', player: v.viewer, blocker: creature };
}
