/**
 * Async Mental Magic rules 5, 5a and 5b: the moments a player may name an unnamed card. Naming
 * happens only when it makes something happen: the card would go onto the stack or the battlefield,
 * be spliced, have an ability go on the stack, or be exiled by an effect that could not exile it
 * unnamed and keeps referring to it.
 *
 * @module
 */
import type { PlayerId } from '../../state/types.js';

/** What would happen to the unnamed card once named. */
export type NamingOccasion =
  /** It would go onto the stack (cast) or the battlefield (played or put there), under `controller`'s control, by an effect of `effectController`, if any. */
  | { kind: 'stack' | 'battlefield'; controller: PlayerId; effectController: PlayerId | null }
  /** It would be spliced onto a spell its namer is casting. */
  | { kind: 'splice' }
  /** An ability it has would go on the stack, now or later (a delayed triggered ability). */
  | { kind: 'ability' }
  /**
   * It would be exiled by an effect. `exilesUnnamed`: the effect could exile it unnamed (it exiles
   * regardless of characteristics, 5a); `keepsReferring`: the effect goes on referring to it.
   */
  | { kind: 'exile'; exilesUnnamed: boolean; keepsReferring: boolean };

/** Who is naming, and the card's owner. */
export interface Namer {
  /** The player naming the card. */
  player: PlayerId;
  /** The card's owner. */
  owner: PlayerId;
  /** Whether the player naming holds control of the turn (AMM 5, 7e). */
  hasControl: boolean;
}

/**
 * The rule that lets a player name an unnamed card on this occasion (AMM 5, 5a, 5b), or null if it
 * does not. An owner names their card on any occasion of rule 5; an exile counts only if the effect
 * could not exile the card unnamed and keeps referring to it, and an effect that exiles regardless of
 * characteristics counts as able to exile it unnamed (5a). Another player names it only as an effect
 * they control puts it onto the stack or the battlefield under their control (5b).
 */
export function namingRule(occasion: NamingOccasion, namer: Namer): 'AMM 5' | 'AMM 5a' | 'AMM 5b' | null {
  if (!namer.hasControl) return null;
  if (namer.player !== namer.owner) {
    const underNamer = (occasion.kind === 'stack' || occasion.kind === 'battlefield') && occasion.controller === namer.player && occasion.effectController === namer.player;
    return underNamer ? 'AMM 5b' : null;
  }
  if (occasion.kind === 'exile') {
    if (occasion.exilesUnnamed) return null; // 5a: such an effect refers to the card whatever it is: name it when it is played
    return occasion.keepsReferring ? 'AMM 5' : null;
  }
  if (occasion.kind === 'stack' || occasion.kind === 'battlefield') return occasion.controller === namer.player ? 'AMM 5' : null;
  return 'AMM 5';
}
