/**
 * Combinations of a player leaving a four- or five-player free-for-all game (CR 800.4) with the
 * monarch (725) and the cards exiled until an opponent becomes it (610.3), goad (701.15), combat
 * (506.4, 509.1h, 702.19d, 800.4e), melee (702.121), votes (701.38), state-based actions (704.3) and
 * the APNAP order of triggered abilities (603.3b, 101.4), each played through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, tryApply, type ReadonlyGameState } from '../../src/index.js';
import {
  activate, attack, block, cast, castable, castAndResolve, events, exiled, life, names, passToPlayer, passUntil, permanent, permanents, pt, putTrigger, resolveStack,
  resolveTop, setup, skipUntil, toBlockers,
} from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';

/** The objects on the stack, bottom first, as [card, controller] (a rule's ability as its rule number). */
function stack(s: ReadonlyGameState): [string, number][] {
  return s.stack.map((id) => {
    const o = s.objects[id]!;
    return [o.card || (o.rule ?? ''), o.controller];
  });
}

describe('725.4 with "whenever you become the monarch" while the monarch leaves in the middle of combat', () => {
  it('the monarch leaving while declaring blockers: the active player becomes the monarch at once; Custodi Lich\'s trigger waits for the next defender\'s blocks, then goes on the stack', () => {
    const { state } = setup({
      monarch: 1,
      players: [{ battlefield: ['Custodi Lich', 'Bronze Sable', 'Pillarfield Ox'] }, { battlefield: ['Wild Griffin'] }, { battlefield: ['Brushstrider', 'Bronze Sable'] }, {}],
    });
    const sable = permanents(state, 'Bronze Sable')[0]!;
    const ox = permanent(state, 'Pillarfield Ox');
    let s = toBlockers(attack(state, [[sable, 1], [ox, 2]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 1 });
    // CR 725.4: "at the same time as that player leaves the game"
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch').map((e) => [e.player, e.rule])).toEqual([[0, '725.4']]);
    // CR 802.4: the next defending player declares; the trigger waits until a player would receive priority (603.3)
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expect(s.pendingTriggers.map((t) => [t.card, t.controller])).toEqual([['Custodi Lich', 0]]);
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: permanent(s, 'Brushstrider'), attacker: ox });
    s = apply(s, { type: 'confirmBlockers', player: 2 });
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ player: 2 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    expect(s.combat?.blockers.map((b) => s.objects[b.id]!.card)).toEqual(['Brushstrider']);
  });

  it('the monarch leaving while the active player divides combat damage: the division is asked again, the damage dealt, and only then Custodi Lich\'s trigger goes on the stack', () => {
    const { state } = setup({
      monarch: 1,
      players: [{ battlefield: ['Custodi Lich', 'Pillarfield Ox'] }, { battlefield: ['Wild Griffin'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Brushstrider'] }, {}],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = toBlockers(attack(state, [[ox, 2]]));
    s = block(s, permanents(s, 'Bronze Sable').map((b) => [b, ox] as [number, number]));
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.monarch).toBe(0);
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: ox });
    s = apply(s, { type: 'assignDamage', player: 0, attacker: ox, amounts: [1, 1] });
    // CR 510.2, 704.3, 603.3: the damage is dealt and the Sables die before the trigger is put on the stack
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable', 'Bronze Sable']);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ player: 2 }]));
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable', 'Bronze Sable', 'Brushstrider']);
  });
});

describe('725.2 with several attackers and with a monarch who can\'t lose', () => {
  it('two creatures deal combat damage to the monarch at once: two triggers, both the monarch\'s; the first crowns their controller, the second changes nothing, and Custodi Lich triggers once', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Custodi Lich', 'Bronze Sable', 'Pillarfield Ox'] }, {}, { battlefield: ['Bronze Sable'] }] });
    const sable = permanents(state, 'Bronze Sable')[0]!;
    let s = attack(state, [[sable, 1], [permanent(state, 'Pillarfield Ox'), 1], [permanent(state, 'Custodi Lich'), 2]]);
    s = skipUntil(s, (x) => x.turn.step === 'combatDamage');
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    expect(stack(s)).toEqual([['725', 1], ['725', 1]]);
    s = resolveTop(s);
    expect(s.monarch).toBe(0);
    s = resolveStack(putTrigger(s, [{ player: 2 }]));
    expect(events(s, 'becameMonarch').map((e) => [e.player, e.rule])).toEqual([[0, '725.2']]);
    expect(events(s, 'trigger').filter((e) => e.card === 'Custodi Lich')).toHaveLength(1);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('Platinum Angel: the monarch dealt combat damage to below 0 life stays in the game, so the trigger resolves and the attacker\'s controller becomes the monarch by it (725.2), not by 725.4', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable', 'Pillarfield Ox'] }, { life: 2, battlefield: ['Platinum Angel'] }, {}] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Pillarfield Ox'), 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'combatDamage');
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    expect(stack(s)).toEqual([['725', 1], ['725', 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat');
    expect(life(s, 1)).toBe(-2);
    expect(s.players[1]!.inGame).toBe(true);
    expect(events(s, 'lose')).toEqual([]);
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch').map((e) => [e.player, e.rule])).toEqual([[0, '725.2']]);
  });
});

describe('Knights of the Black Rose when the new monarch leaves before its ability resolves', () => {
  it('"that player loses 2 life and you gain 2 life": its controller still gains 2; the player who inherits the title (725.4) triggers it again', () => {
    const { state } = setup({
      active: 1,
      monarch: 0,
      players: [{ battlefield: ['Knights of the Black Rose'] }, {}, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}],
    });
    let s = passToPlayer(state, 2);
    s = activate(s, 2, permanent(s, 'Throne of the High City'), 1);
    s = passUntil(s, (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.card === 'Knights of the Black Rose');
    expect(s.monarch).toBe(2);
    s = apply(s, { type: 'concede', player: 2 });
    // the active player becomes the monarch (CR 725.4), an opponent: a second trigger, on top
    expect(s.monarch).toBe(1);
    expect(stack(s)).toEqual([['Knights of the Black Rose', 0], ['Knights of the Black Rose', 0]]);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 3)]).toEqual([24, 18, 20]);
  });
});

describe('701.15 and 800.4a: the player who stole a goaded creature leaves', () => {
  it('Besmirch\'s caster leaves: the creature goes back to its owner, still goaded by the player who left; it must attack on its owner\'s turn, and the goad ends as that player\'s turn would have begun (800.4m)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] }, { battlefield: ['Bronze Sable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(characteristics(s, sable).controller).toBe(0);
    s = apply(s, { type: 'concede', player: 0 });
    expect(characteristics(s, sable).controller).toBe(1);
    expect(s.battlefield).toContain(sable);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    s = passUntil(s, (x) => x.turn.active === 1 && x.decision?.kind === 'declareAttackers');
    // under its owner's control since that turn began, untapped: it attacks if able (508.1d)
    const none = tryApply(s, { type: 'confirmAttackers', player: 1 });
    expect(none.ok).toBe(false);
    expect(!none.ok && none.error.rule).toBe('508.1d');
    s = apply(s, { type: 'declareAttackers', player: 1, attackers: [{ attacker: sable, target: { player: 2 } }] });
    s = skipUntil(s, (x) => x.turn.active === 3 && x.turn.step === 'main1');
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    // player 0 left during their own turn: theirs would have begun after player 3's
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
    expect(events(s, 'goadEnds').map((e) => [e.player, e.object, e.rule])).toEqual([[0, sable, '800.4m']]);
  });
});

describe('combat with a defending player who left', () => {
  it('800.4a, 702.121a: a defending player leaving while the attacking player orders the attack triggers: their Marchesa\'s Decree triggers are gone, another player\'s stay, and melee still counts them', () => {
    const { state } = setup({
      players: [{ battlefield: ['Wings of the Guard', 'Deputized Protester', 'Bronze Sable'] }, { battlefield: ["Marchesa's Decree"] }, { battlefield: ["Marchesa's Decree"] }, {}],
    });
    const wings = permanent(state, 'Wings of the Guard');
    const protester = permanent(state, 'Deputized Protester');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, {
      type: 'declareAttackers', player: 0,
      attackers: [{ attacker: wings, target: { player: 1 } }, { attacker: protester, target: { player: 2 } }, { attacker: permanent(s, 'Bronze Sable'), target: { player: 1 } }],
    });
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    expect(s.pendingTriggers.filter((t) => t.card === "Marchesa's Decree").map((t) => t.controller)).toEqual([1, 2, 1]);
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.pendingTriggers.filter((t) => t.card === "Marchesa's Decree").map((t) => t.controller)).toEqual([2]);
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    s = resolveStack(s);
    // two opponents attacked, one of whom left (the rulings): +2/+2 each; only player 2's Decree takes a life
    expect([pt(s, wings), pt(s, protester)]).toEqual([[3, 3], [4, 3]]);
    expect(life(s, 0)).toBe(19);
  });

  it('506.4, 800.4e: a creature attacking a player who left is still an attacking creature (Strength in Numbers counts it, Kill Shot may target it), but deals no combat damage', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Bronze Sable', 'Pillarfield Ox', 'Forest', 'Forest'], hand: ['Strength in Numbers'] },
        {},
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Kill Shot'] },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = attack(state, [[sable, 1], [ox, 3]]);
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable, ox]);
    // X is the number of attacking creatures: two
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(pt(s, ox)).toEqual([4, 6]);
    s = passToPlayer(s, 2);
    expect(castable(s, 2, ids.hand[2]![0]!, [{ object: sable }])).toBe(true);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat');
    expect(events(s, 'damage').map((e) => [e.object, e.toPlayer, e.amount])).toEqual([[ox, 3, 4]]);
    expect(s.battlefield).toContain(sable);
  });

  it('509.1h, 510.1c, 702.19d: blockers that leave with their owner leave their attackers blocked: one without trample deals no damage, a trampler assigns all its damage to the defending player', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Pillarfield Ox', 'Menagerie Liberator'] },
        {},
        // player 2's creatures, under player 1's control
        { battlefield: [{ card: 'Bronze Sable', controller: 1 }, { card: 'Wild Griffin', controller: 1 }] },
      ],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    const liberator = permanent(state, 'Menagerie Liberator');
    let s = resolveStack(attack(state, [[ox, 1], [liberator, 1]]));
    // melee: one opponent attacked, a 4/3
    expect(pt(s, liberator)).toEqual([4, 3]);
    s = block(s, [[permanent(s, 'Bronze Sable'), ox], [permanent(s, 'Wild Griffin'), liberator]]);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.combat?.blockers).toEqual([]);
    expect(s.combat?.attackers.every((a) => a.blocked)).toBe(true);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat');
    expect(events(s, 'damage').map((e) => [e.object, e.toPlayer, e.amount])).toEqual([[liberator, 1, 4]]);
    expect(life(s, 1)).toBe(16);
  });
});

describe("701.38 with five players: Council's Judgment, Brago's Representative and Grudge Keeper", () => {
  it('a three-way tie exiles all three; Grudge Keeper takes 2 from each opponent who voted for a choice its controller didn\'t, once however many such votes', () => {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Plains'] },
        { battlefield: ["Brago's Representative"] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Grudge Keeper'] },
        { battlefield: ['Pillarfield Ox', 'Wild Griffin'] },
      ],
    });
    let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    const [sable, ox, griffin] = [permanent(s, 'Bronze Sable'), permanent(s, 'Pillarfield Ox'), permanent(s, 'Wild Griffin')];
    // player 1 votes twice (Ox, Griffin); player 3, Grudge Keeper's controller, votes for the Sable
    s = castVotes(s, [sable, ox, griffin, ox, sable, griffin]);
    s = resolveStack(s);
    expect(exiled(s).sort()).toEqual(['Bronze Sable', 'Pillarfield Ox', 'Wild Griffin']);
    expect([0, 1, 2, 3, 4].map((p) => life(s, p))).toEqual([20, 18, 18, 20, 18]);
  });
});

describe('603.3b with five players: a player leaving while putting their triggers on the stack', () => {
  it('APNAP from the active player 2: player 3 concedes at their turn to order; players 4 and 0 order theirs, and player 3\'s are gone', () => {
    const dying = ['Doomed Traveler', 'Shambling Goblin'];
    const { state, ids } = setup({
      active: 2,
      players: [
        { battlefield: dying },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: [...dying, 'Mountain', 'Mountain', 'Mountain'], hand: ['Volcanic Fallout'] },
        { battlefield: dying },
        { battlefield: dying },
      ],
    });
    const target = [{ object: permanent(state, 'Pillarfield Ox') }];
    let s = passUntil(cast(state, 2, ids.hand[2]![0]!), (x) => x.decision?.kind !== 'priority' || x.stack.length === 0);
    const asked: number[] = [];
    const place = (x: ReadonlyGameState): ReadonlyGameState => {
      asked.push(x.decision!.player);
      const player = x.decision!.player;
      let y = apply(x, { type: 'putTrigger', player, index: x.pendingTriggers.findIndex((t) => t.controller === player && t.card === 'Shambling Goblin'), targets: target });
      if (y.decision?.kind === 'putTrigger' && y.decision.player === player) {
        y = apply(y, { type: 'putTrigger', player, index: y.pendingTriggers.findIndex((t) => t.controller === player), targets: [] });
      }
      return y;
    };
    s = place(s);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 3 });
    s = apply(s, { type: 'concede', player: 3 });
    while (s.decision?.kind === 'putTrigger') s = place(s);
    expect(asked).toEqual([2, 4, 0]);
    expect(stack(s).map(([, p]) => p)).toEqual([2, 2, 4, 4, 0, 0]);
  });
});

describe('610.3, 603.2: a card exiled "until an opponent becomes the monarch" returns after that event, so it does not see it', () => {
  const throne = ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  /**
   * Player 0 casts Palace Jailer, becomes the monarch and exiles player 1's `card`; then `crowned`,
   * who has Throne of the High City, has priority.
   */
  function jailed(card: string, crowned: 1 | 2, monarch?: number): ReadonlyGameState {
    const { state, ids } = setup({
      ...(monarch === undefined ? {} : { monarch }),
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Jailer'] },
        { battlefield: [card, ...(crowned === 1 ? throne : [])] },
        { battlefield: ['Bronze Sable', ...(crowned === 2 ? throne : [])] },
      ],
    });
    const id = permanent(state, card);
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'putTrigger' && x.decision.player === 0);
    while (s.decision?.kind === 'putTrigger') {
      const d = s.decision;
      const exile = s.pendingTriggers.findIndex((t) => t.controller === d.player && t.card === 'Palace Jailer' && t.ability === 1);
      s = exile >= 0 ? putTrigger(s, [{ object: id }], exile) : putTrigger(s, []);
    }
    s = resolveStack(s);
    expect(exiled(s)).toEqual([card]);
    expect(s.monarch).toBe(0);
    return passToPlayer(s, crowned);
  }

  /** Passes until the Throne's ability has resolved and the abilities it made trigger are on the stack. */
  function throneResolves(state: ReadonlyGameState): ReadonlyGameState {
    return passUntil(state, (x) => x.stack.every((id) => x.objects[id]!.card !== 'Throne of the High City'));
  }

  it('Custodi Lich returns as its owner becomes the monarch: its "whenever you become the monarch" does not trigger, only its "enters" ability, which makes no new monarch', () => {
    let s = jailed('Custodi Lich', 1);
    const from = events(s, 'trigger').length;
    s = throneResolves(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(1);
    expect(permanents(s, 'Custodi Lich')).toHaveLength(1);
    expect(stack(s)).toEqual([['Custodi Lich', 1]]);
    expect(s.objects[s.stack[0]!]!.trigger?.event).toBe('entersBattlefield');
    s = resolveStack(s);
    expect(events(s, 'trigger').slice(from).map((e) => e.card)).toEqual(['Custodi Lich']);
    expect(s.monarch).toBe(1);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('CR 725.4: the same as the Jailer\'s controller, the monarch, leaves during the Lich\'s owner\'s turn: its owner becomes the monarch, and only its "enters" ability triggers', () => {
    let s = skipUntil(jailed('Custodi Lich', 1), (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(1);
    expect(permanents(s, 'Custodi Lich')).toHaveLength(1);
    expect(stack(s)).toEqual([['Custodi Lich', 1]]);
    expect(s.objects[s.stack[0]!]!.trigger?.event).toBe('entersBattlefield');
    s = resolveStack(s);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('Knights of the Black Rose returns as another opponent becomes the monarch: its controller was the monarch as the turn began, but it was in exile as that happened', () => {
    let s = jailed('Knights of the Black Rose', 2, 1);
    // as player 0 became the monarch, the Knights were on the battlefield: player 0 lost 2, player 1 gained 2
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([18, 22, 20]);
    s = throneResolves(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect(permanents(s, 'Knights of the Black Rose')).toHaveLength(1);
    // only its "enters" ability: its controller becomes the monarch again, and is no opponent of theirs
    expect(stack(s)).toEqual([['Knights of the Black Rose', 1]]);
    s = resolveStack(s);
    expect(s.monarch).toBe(1);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([18, 22, 20]);
  });
});

describe('704.3, 725.4, 603.10: the monarch losing to a state-based action together with creatures dying', () => {
  it('Volcanic Fallout kills the monarch and the active player\'s Custodi Lich: the active player becomes the monarch as the Lich leaves, so it does not trigger', () => {
    const { state, ids } = setup({
      monarch: 1,
      players: [
        { battlefield: ['Custodi Lich', 'Mountain', 'Mountain', 'Mountain'], hand: ['Volcanic Fallout'] },
        { life: 2 },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.stack.length === 0 || x.decision?.kind !== 'priority');
    expect(s.players[1]!.inGame).toBe(false);
    expect(names(s, 0, 'graveyard')).toEqual(['Volcanic Fallout', 'Custodi Lich']);
    expect(events(s, 'becameMonarch').map((e) => [e.player, e.rule])).toEqual([[0, '725.4']]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.stack).toEqual([]);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
  });
});
