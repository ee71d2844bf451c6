/**
 * CR 702 Keyword Abilities: the evergreen keywords of the core game, one rule module each, keyed
 * by its number. Keywords that change blocking, attacking or targeting add hooks here; the others
 * are read where their rule applies (deathtouch and lifelink in damage, first strike and double
 * strike in the damage steps, trample in damage division, vigilance in declaring attackers, haste in
 * summoning sickness, indestructible in destruction, flash in casting timing).
 *
 * @module
 */
import { attachedStatics } from '../engine/attach.js';
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import { characteristics, hasKeyword } from '../engine/characteristics.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { RuleModule } from '../engine/format.js';
import { attacksDespiteDefenderByEffect } from '../engine/rule-effects.js';
import { protection } from './702.16-protection.js';

/** CR 702.2 Deathtouch. */
export const deathtouch: RuleModule = { number: '702.2', title: 'Deathtouch', keywords: ['deathtouch'] };

/**
 * CR 702.3 Defender: a creature with defender can't attack (702.3b), unless an effect lets it attack
 * as though it didn't have defender (Warmonger's Chariot, Wakestone Gargoyle), which doesn't remove the keyword.
 */
export const defender: RuleModule = {
  number: '702.3',
  title: 'Defender',
  keywords: ['defender'],
  attackRestriction: (state, creature) =>
    (hasKeyword(state, creature, 'defender') && attachedStatics(state, creature, 'attacksDespiteDefender').length === 0 && !attacksDespiteDefenderByEffect(state, creature) ? '702.3b' : null),
};

/** CR 702.4 Double Strike. */
export const doubleStrike: RuleModule = { number: '702.4', title: 'Double Strike', keywords: ['double strike'] };

/** CR 702.7 First Strike. */
export const firstStrike: RuleModule = { number: '702.7', title: 'First Strike', keywords: ['first strike'] };

/** CR 702.8 Flash. */
export const flash: RuleModule = { number: '702.8', title: 'Flash', keywords: ['flash'] };

/** CR 702.9 Flying: can't be blocked except by creatures with flying and/or reach (702.9b). */
export const flying: RuleModule = {
  number: '702.9',
  title: 'Flying',
  keywords: ['flying'],
  blockRestriction(state, blocker, attacker) {
    if (!hasKeyword(state, attacker, 'flying')) return null;
    const k = characteristics(state, blocker).keywords;
    return k.includes('flying') || k.includes('reach') ? null : '702.9b';
  },
};

/** CR 702.10 Haste. */
export const haste: RuleModule = { number: '702.10', title: 'Haste', keywords: ['haste'] };

/**
 * Whether a player has hexproof (CR 702.11c) by a static ability of a permanent they control ("You
 * have hexproof"): only asked when a player is a target.
 */
function playerHasHexproof(state: GameState, player: PlayerId): boolean {
  return battlefieldStatics(state, 'playerHexproof').some((s) => s.controller === player);
}

/**
 * CR 702.11 Hexproof: a permanent, or a player, with hexproof can't be the target of spells or
 * abilities its controller's (or the player's) opponents control (702.11b–c).
 */
export const hexproof: RuleModule = {
  number: '702.11',
  title: 'Hexproof',
  keywords: ['hexproof'],
  targetRestriction(state, controller, target) {
    if ('player' in target) return target.player !== controller && playerHasHexproof(state, target.player) ? '702.11c' : null;
    const o = state.objects[target.object];
    if (!o || o.zone !== 'battlefield') return null;
    const c = characteristics(state, target.object);
    return c.keywords.includes('hexproof') && c.controller !== controller ? '702.11b' : null;
  },
};

/** CR 702.12 Indestructible. */
export const indestructible: RuleModule = { number: '702.12', title: 'Indestructible', keywords: ['indestructible'] };

/** CR 702.13 Intimidate: blocked only by artifact creatures and creatures sharing a color (702.13b). */
export const intimidate: RuleModule = {
  number: '702.13',
  title: 'Intimidate',
  keywords: ['intimidate'],
  blockRestriction(state, blocker, attacker) {
    if (!hasKeyword(state, attacker, 'intimidate')) return null;
    const b = characteristics(state, blocker);
    const a = characteristics(state, attacker);
    return b.types.includes('Artifact') || b.colors.some((c) => a.colors.includes(c)) ? null : '702.13b';
  },
};

/** CR 702.15 Lifelink. */
export const lifelink: RuleModule = { number: '702.15', title: 'Lifelink', keywords: ['lifelink'] };

/** CR 702.17 Reach (its effect is read by flying, 702.9b). */
export const reach: RuleModule = { number: '702.17', title: 'Reach', keywords: ['reach'] };

/** CR 702.19 Trample. */
export const trample: RuleModule = { number: '702.19', title: 'Trample', keywords: ['trample'] };

/** CR 702.20 Vigilance. */
export const vigilance: RuleModule = { number: '702.20', title: 'Vigilance', keywords: ['vigilance'] };

/** CR 702.36 Fear: blocked only by artifact creatures and/or black creatures (702.36b). */
export const fear: RuleModule = {
  number: '702.36',
  title: 'Fear',
  keywords: ['fear'],
  blockRestriction(state, blocker, attacker) {
    if (!hasKeyword(state, attacker, 'fear')) return null;
    const b = characteristics(state, blocker);
    return b.types.includes('Artifact') || b.colors.includes('B') ? null : '702.36b';
  },
};

/** CR 702.111 Menace: can't be blocked except by two or more creatures (702.111b). */
export const menace: RuleModule = {
  number: '702.111',
  title: 'Menace',
  keywords: ['menace'],
  blockersOfAttacker: (state, attacker, blockers) => (hasKeyword(state, attacker, 'menace') && blockers.length === 1 ? '702.111b' : null),
};

/** Every evergreen keyword module of the core game. */
export const evergreenKeywords: readonly RuleModule[] = [
  deathtouch, defender, doubleStrike, firstStrike, flash, flying, haste, hexproof, indestructible, intimidate,
  lifelink, protection, reach, trample, vigilance, fear, menace,
];
