/**
 * Melee, dethrone and goad when a creature attacks a planeswalker (CR 506.4, 508.1b): each counts
 * or wants only attacked players, never planeswalkers, as their rules and rulings say.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { cast, choose, nextTurn, passUntil, permanent, pt, putTrigger, resolveStack, setup } from './helpers.js';

type Target = { player: PlayerId } | { planeswalker: ObjectId };

/** Declares the attacks of the active player (each at a player or a planeswalker) and confirms them. */
function attackAt(state: ReadonlyGameState, attacks: [ObjectId, Target][]): ReadonlyGameState {
  let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  const player = s.turn.active;
  for (const [attacker, target] of attacks) s = apply(s, { type: 'declareAttacker', player, attacker, target });
  return apply(s, { type: 'confirmAttackers', player });
}

/** Puts every waiting triggered ability on the stack without targets, then resolves the stack. */
function resolveAll(s: ReadonlyGameState): ReadonlyGameState {
  let x = s;
  while (x.decision?.kind === 'putTrigger') x = putTrigger(x, []);
  return resolveStack(x);
}

const dack = { card: 'Dack Fayden', counters: { loyalty: 3 } };

describe('melee and planeswalkers (CR 702.121a: "for each opponent you attacked with a creature this combat")', () => {
  it('ruling "Melee will trigger if the creature with melee attacks a planeswalker. However, the effect counts only opponents (and not planeswalkers)": alone at a planeswalker, +0/+0', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard'] }, { battlefield: [dack] }, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const s = attackAt(state, [[wings, { planeswalker: permanent(state, 'Dack Fayden') }]]);
    // the melee ability triggered and waits on the stack
    expect(s.stack.map((id) => s.objects[id]!.trigger?.object)).toEqual([wings]);
    expect(pt(resolveAll(s), wings)).toEqual([1, 1]);
  });

  it('a creature at a planeswalker adds nothing; a creature at its controller counts that opponent once', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable', 'Bronze Sable'] }, { battlefield: [dack] }, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const pw = permanent(state, 'Dack Fayden');
    const [a, b] = state.battlefield.filter((id) => state.objects[id]!.card === 'Bronze Sable');
    // Wings and a Sable at player 1's planeswalker, the other Sable at player 2: one opponent attacked
    let s = resolveAll(attackAt(state, [[wings, { planeswalker: pw }], [a!, { planeswalker: pw }], [b!, { player: 2 }]]));
    expect(pt(s, wings)).toEqual([2, 2]);
    // Wings at player 1's planeswalker, a Sable at player 1: player 1 is an opponent attacked
    s = resolveAll(attackAt(state, [[wings, { planeswalker: pw }], [a!, { player: 1 }]]));
    expect(pt(s, wings)).toEqual([2, 2]);
  });
});

describe('dethrone and planeswalkers (CR 702.105a: "Whenever this creature attacks the player with the most life or tied for most life")', () => {
  it('ruling "Dethrone doesn\'t trigger if the creature attacks a planeswalker, even if its controller has the most life."', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Emissary"], life: 10 }, { battlefield: [dack], life: 30 }] });
    const emissary = permanent(state, "Marchesa's Emissary");
    const atWalker = attackAt(state, [[emissary, { planeswalker: permanent(state, 'Dack Fayden') }]]);
    expect(atWalker.decision?.kind).toBe('priority');
    expect(atWalker.stack).toEqual([]);
    expect(resolveAll(atWalker).objects[emissary]!.counters['+1/+1']).toBeUndefined();
    // the same attack at the player with the most life does trigger
    const atPlayer = resolveAll(attackAt(state, [[emissary, { player: 1 }]]));
    expect(atPlayer.objects[emissary]!.counters['+1/+1']).toBe(1);
  });
});

/** Player 0 casts Jeering Homunculus and goads player 1's Bronze Sable, then play passes to player 1's declaration of attackers. */
function goadedSable(players: Parameters<typeof setup>[0]['players']): { s: ReadonlyGameState; sable: ObjectId } {
  const { state } = setup({ players });
  const sable = permanent(state, 'Bronze Sable');
  let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
  s = putTrigger(s, [{ object: sable }]);
  s = resolveStack(s);
  while (s.decision?.kind === 'choose') s = resolveStack(choose(s, [0]));
  expect(s.objects[sable]!.goadedBy).toEqual([0]);
  s = passUntil(nextTurn(s), (x) => x.decision?.kind === 'declareAttackers');
  expect(s.turn.active).toBe(1);
  return { s, sable };
}

describe('goad and planeswalkers (CR 701.15b: "attacks a player other than the controller of the ... ability that caused it to be goaded if able")', () => {
  it('a planeswalker of another opponent is no "player other than" the goader: while that player can be attacked, attacking the planeswalker is refused', () => {
    const { s, sable } = goadedSable([
      { hand: ['Jeering Homunculus'], battlefield: ['Island', 'Island'] },
      { battlefield: ['Bronze Sable'] },
      { battlefield: [dack] },
    ]);
    const pw = permanent(s, 'Dack Fayden');
    const atWalker = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { planeswalker: pw } });
    expect(tryApply(atWalker, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    expect(legalActions(atWalker).some((a) => a.type === 'confirmAttackers')).toBe(false);
    const atPlayer = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { player: 2 } });
    expect(apply(atPlayer, { type: 'confirmAttackers', player: 1 }).combat?.attackers.map((a) => a.target)).toEqual([{ player: 2 }]);
  });

  it('ruling "It the creature can\'t attack any of those players but could otherwise attack, it must attack an opposing planeswalker (controlled by any opponent) or the player that goaded it."', () => {
    // two players: the goader is the only opponent, and controls a planeswalker
    const { s, sable } = goadedSable([
      { hand: ['Jeering Homunculus'], battlefield: ['Island', 'Island', dack] },
      { battlefield: ['Bronze Sable'] },
    ]);
    const pw = permanent(s, 'Dack Fayden');
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    for (const target of [{ planeswalker: pw }, { player: 0 }] as Target[]) {
      const declared = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target });
      expect(apply(declared, { type: 'confirmAttackers', player: 1 }).combat?.attackers.map((a) => a.target)).toEqual([target]);
    }
  });
});

describe('what a creature may attack (CR 506.3, 508.1b, 802.3: "a defending player, a planeswalker controlled by a defending player")', () => {
  it('its own controller\'s planeswalker can\'t be attacked: refused, and not listed; an opponent\'s is', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', dack] }, { battlefield: [dack] }] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const sable = permanent(s, 'Bronze Sable');
    const [mine, theirs] = s.battlefield.filter((id) => s.objects[id]!.card === 'Dack Fayden').sort((a, b) => s.objects[a]!.controller - s.objects[b]!.controller);
    expect(s.objects[mine!]!.controller).toBe(0);
    const refused = tryApply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { planeswalker: mine! } });
    expect(refused.ok ? null : refused.error.rule).toBe('508.1b');
    const whole = tryApply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { planeswalker: mine! } }] });
    expect(whole.ok).toBe(false);
    const targets = legalActions(s).flatMap((a) => (a.type === 'declareAttacker' ? [a.target] : []));
    expect(targets).toEqual([{ player: 1 }, { planeswalker: theirs }]);
  });
});
