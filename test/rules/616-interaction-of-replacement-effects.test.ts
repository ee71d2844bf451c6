import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ReadonlyGameState, type ObjectId, type Ref } from '../../src/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { attack, block, cast, choose, events, life, passUntil, resolveStack, setup, toBlockers } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** A copy of the state with prevention shields on a player or permanent, as resolved spells would leave them (CR 615.7). */
function withShields(state: ReadonlyGameState, affected: Ref, amounts: (number | null)[], controller = 0): ReadonlyGameState {
  const s = mutableCopy(state);
  for (const amount of amounts) addReplacement(s, { kind: 'preventDamage', affected, amount, duration: { until: 'endOfTurn' }, source: null, controller });
  return s;
}

function shields(state: ReadonlyGameState): (number | null)[] {
  return state.replacements.filter((r) => r.kind === 'preventDamage').map((r) => r.amount);
}

/** Player 0 casts Flame Slash (4 damage) at player 1's creature; its resolution stops at the first choice. */
function slash(shieldAmounts: (number | null)[]): { state: ReadonlyGameState; beast: ObjectId } {
  const { state, ids } = setup({
    players: [{ hand: ['Flame Slash'], battlefield: ['Mountain'] }, { battlefield: ['token:beast-3-3'] }],
  });
  const beast = ids.battlefield[1]![0]!;
  const s = withShields(state, { object: beast }, shieldAmounts, 0);
  return { state: resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: beast }])), beast };
}

describe('CR 616 Interaction of Replacement and/or Prevention Effects', () => {
  it('616.1: the controller of the affected creature — not the spell\'s caster nor the shields\' controller — chooses which shield applies first', () => {
    const { state, beast } = slash([2, 3]);
    expect(state.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1', min: 1, max: 1 } });
    if (state.decision?.kind !== 'choose') return;
    expect(state.decision.choice.options).toEqual([{ label: 'prevent the next 2 damage' }, { label: 'prevent the next 3 damage' }]);
    // the choice is a legal action of the affected player, one per shield
    expect(legalActions(state)).toEqual([
      { type: 'choose', player: 1, choice: [0] },
      { type: 'choose', player: 1, choice: [1] },
    ]);
    expect(state.objects[beast]!.damage).toBe(0);
  });

  it('616.1e–f: the shield chosen applies, then the rest are checked again against what is left of the event', () => {
    // the 2-shield first: it prevents 2 and is used up; the 3-shield alone is left and prevents the other 2 without a question
    const first = choose(slash([2, 3]).state, [0]);
    expect(first.decision?.kind).toBe('priority');
    expect(shields(first)).toEqual([1]);
    expect(events(first, 'preventDamage').map((e) => e.amount)).toEqual([2, 2]);
    // the 3-shield first: it prevents 3; the 2-shield prevents the last 1 and keeps 1
    const second = choose(slash([2, 3]).state, [1]);
    expect(shields(second)).toEqual([1]);
    expect(events(second, 'preventDamage').map((e) => e.amount)).toEqual([3, 1]);
    // either way all 4 damage is prevented, but which shield is left differs
    const beastOf = (s: ReadonlyGameState) => s.battlefield.find((id) => s.objects[id]!.card === 'token:beast-3-3')!;
    expect(first.objects[beastOf(first)]!.damage).toBe(0);
    expect(second.objects[beastOf(second)]!.damage).toBe(0);
    expect(first.replacements[0]!.id).not.toBe(second.replacements[0]!.id);
  });

  it('616.1f: after one shield, another choice is asked when two or more still give different results', () => {
    const { state, beast } = slash([1, 2, null]);
    expect(state.decision?.kind === 'choose' && state.decision.choice.options.length).toBe(3);
    // the 1-shield first leaves 3 damage, and the 2-shield and "prevent all" still differ: asked again
    const s = choose(state, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([{ label: 'prevent the next 2 damage' }, { label: 'prevent all damage' }]);
    const done = choose(s, [1]);
    expect(done.objects[beast]!.damage).toBe(0);
    // "prevent all" prevented the remaining 3; the 2-shield was never used
    expect(shields(done)).toEqual([2, null]);
  });

  it('616.1: when only one result is possible nothing is asked — one shield, or shields that are the same', () => {
    const one = slash([2]);
    expect(one.state.decision?.kind).toBe('priority');
    expect(one.state.objects[one.beast]!.damage).toBe(2);
    const twins = slash([null, null]);
    expect(twins.state.decision?.kind).toBe('priority');
    expect(twins.state.objects[twins.beast]!.damage).toBe(0);
    // two "prevent the next 2" shields: which one is used up makes no difference
    const pair = slash([2, 2]);
    expect(pair.state.decision?.kind).toBe('priority');
    expect(shields(pair.state)).toEqual([]);
  });

  it('616.1, 101.4: a fight asks the controller of each damaged creature before either deals damage, the active player first (Prey Upon)', () => {
    const { state, ids } = setup({
      players: [{ hand: ['Prey Upon'], battlefield: ['Forest', 'token:beast-3-3'] }, { battlefield: ['token:beast-3-3'] }],
    });
    const [, mine] = ids.battlefield[0]!;
    const theirs = ids.battlefield[1]![0]!;
    let s = withShields(state, { object: theirs }, [1, 2], 0);
    s = withShields(s, { object: mine! }, [1, 2], 1);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: mine! }, { object: theirs }]));
    // the fight's first damage is to player 1's Beast, but player 0 is the active player: asked first (APNAP)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    expect(events(s, 'fight')).toEqual([]);
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    s = choose(s, [1]);
    expect(events(s, 'fight')).toHaveLength(1);
    // each took 3: 2 + 1 prevented on theirs (chosen 2 first), 1 + 2 prevented on mine (chosen 1 first)
    expect(s.objects[theirs]!.damage).toBe(0);
    expect(s.objects[mine!]!.damage).toBe(0);
  });

  it('616.1, 510.2: combat damage waits for the defending player\'s choice, which is offered by legalActions and survives serialization', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['token:beast-3-3'] }, {}],
    });
    const beast = ids.battlefield[0]![0]!;
    let s = withShields(state, { player: 1 }, [1, 2], 0);
    s = attack(s, [[beast, 1]]);
    s = passUntil(toBlockers(s), (x) => x.decision?.kind === 'choose');
    expect(s.turn.step).toBe('combatDamage');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    expect(life(s, 1)).toBe(20);
    const again = deserialize(serialize(s));
    expect(again).toEqual(s);
    const actions = legalActions(again);
    expect(actions).toHaveLength(2);
    s = apply(again, actions[0]!);
    // the 1-shield, then the 2-shield: all 3 prevented
    expect(life(s, 1)).toBe(20);
    expect(shields(s)).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
    expect(s.combat?.shieldOrders).toBeUndefined();
  });

  it('616.1, 101.4: when combat damage events of two players each wait for an order, the active player is asked first, though the other player\'s event comes first', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['token:beast-3-3', 'token:beast-3-3'] }, { battlefield: ['token:beast-3-3'] }],
    });
    const [unblocked, blocked] = ids.battlefield[0]!;
    const blocker = ids.battlefield[1]![0]!;
    // the events in order: the unblocked Beast's damage to player 1, the blocked Beast's to the blocker,
    // then the blocker's to the blocked Beast (CR 510.1); shields of different results on player 1 and on player 0's Beast
    let s = withShields(state, { player: 1 }, [1, 2], 1);
    s = withShields(s, { object: blocked! }, [1, 2], 0);
    s = block(attack(s, [[unblocked!, 1], [blocked!, 1]]), [[blocker, blocked!]]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.turn).toMatchObject({ step: 'combatDamage', active: 0 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    expect(legalActions(s).every((a) => a.player === 0)).toBe(true);
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    expect(life(s, 1)).toBe(20);
    s = choose(s, [1]);
    // then all the damage is dealt at once: every shield is used up, the blocker dies
    expect(s.decision?.kind).toBe('priority');
    expect(life(s, 1)).toBe(20);
    expect(s.objects[blocked!]!.damage).toBe(0);
    expect(s.battlefield).not.toContain(blocker);
    expect(shields(s)).toEqual([]);
    // player 0 chose the 1-shield first on their Beast; player 1 the 2-shield first on themselves
    expect(events(s, 'preventDamage').map((e) => [e.toPlayer ?? e.to, e.amount])).toEqual([[1, 2], [1, 1], [blocked, 1], [blocked, 2]]);
  });

  it("616.1, 101.4: damage dealt to each creature and each player is one event: the active player's choice for their own damage comes before another player's for a creature (Volcanic Fallout)", () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Protector of the Crown', 'Protector of the Crown'] },
        { battlefield: ['Pillarfield Ox'] },
        {},
      ],
    });
    const [first, second] = ids.battlefield[0]!.slice(3);
    const ox = ids.battlefield[1]![0]!;
    // shields of different results on player 1's Ox; two redirections to different Protectors for player 0
    let s = withShields(state, { object: ox }, [1, 2], 1);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    // the Ox's damage is listed first, but all of the spell's damage is dealt at once: player 0 chooses first (APNAP)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    expect(events(s, 'damage')).toEqual([]);
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    expect(events(s, 'damage')).toEqual([]);
    s = choose(s, [0]);
    expect(s.decision?.kind).toBe('priority');
    // player 0's 2 damage went to the second Protector, which was dealt 2 of its own as well
    expect(s.objects[first!]!.damage).toBe(2);
    expect(s.objects[second!]!.damage).toBe(4);
    expect(life(s, 0)).toBe(20);
    // the 1-shield first on the Ox, then 1 of the 2-shield: nothing dealt, 1 left
    expect(s.objects[ox]!.damage).toBe(0);
    expect(shields(s)).toEqual([1]);
    expect([life(s, 1), life(s, 2)]).toEqual([18, 18]);
  });

  it("608.2f, 616.1: Orcish Cannonade's 2 damage to its target and 3 damage to its caster are dealt at once: in another player's turn, APNAP order asks the caster before the target", () => {
    const protectors = ['Protector of the Crown', 'Protector of the Crown'];
    const { state, ids } = setup({
      players: [{ hand: ['Orcish Cannonade'], battlefield: ['Mountain', 'Mountain', 'Mountain', ...protectors] }, { battlefield: protectors }, {}],
      active: 2,
    });
    let s = passUntil(state, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    // player 2 is active; player 0 comes before player 1 in APNAP order, though player 1 is the target
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    expect(events(s, 'damage')).toEqual([]);
    s = choose(s, [1]);
    expect(s.decision?.kind).toBe('priority');
    expect([life(s, 0), life(s, 1)]).toEqual([20, 20]);
    expect(ids.battlefield[0]!.slice(3).map((id) => s.objects[id]!.damage)).toEqual([3, 0]);
    expect(ids.battlefield[1]!.map((id) => s.objects[id]!.damage)).toEqual([0, 2]);
  });

  it("608.2f, 616.1: Twin Bolt's damage divided between two players is dealt at once: the players choose in APNAP order, not in the order of the targets", () => {
    const protectors = ['Protector of the Crown', 'Protector of the Crown'];
    const { state, ids } = setup({
      players: [{ hand: ['Twin Bolt'], battlefield: ['Mountain', 'Mountain'] }, { battlefield: protectors }, { battlefield: protectors }],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 2 }, { player: 1 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [0]);
    expect(ids.battlefield[1]!.map((id) => s.objects[id]!.damage)).toEqual([0, 1]);
    expect(ids.battlefield[2]!.map((id) => s.objects[id]!.damage)).toEqual([1, 0]);
  });

  it("608.2f, 616.1: Wrap in Flames' 1 damage to each of its targets is dealt at once: the creatures' controllers choose in APNAP order, not in the order of the targets", () => {
    const { state, ids } = setup({
      players: [{ hand: ['Wrap in Flames'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] }, { battlefield: ['token:beast-3-3'] }, { battlefield: ['token:beast-3-3'] }],
    });
    const [theirs1, theirs2] = [ids.battlefield[1]![0]!, ids.battlefield[2]![0]!];
    let s = withShields(withShields(state, { object: theirs1 }, [1, null], 0), { object: theirs2 }, [1, null], 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: theirs2 }, { object: theirs1 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [1]);
    // player 1 used up their 1-shield; player 2 kept theirs, the "prevent all" taking the damage
    expect(shields(s)).toEqual([null, 1, null]);
    expect([s.objects[theirs1]!.damage, s.objects[theirs2]!.damage]).toEqual([0, 0]);
  });

  it("608.2f, 616.1: Gang of Devils' divided damage is dealt to its targets at once: the players choose in APNAP order, not in the order of the targets", () => {
    const protectors = ['Protector of the Crown', 'Protector of the Crown'];
    const { state, ids } = setup({
      players: [{ hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Gang of Devils'] }, { battlefield: protectors }, { battlefield: protectors }],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: ids.battlefield[0]![3]! }]));
    // 2 damage to player 2, 1 to player 1
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ player: 2 }, { player: 1 }] }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [1]);
    expect(ids.battlefield[1]!.map((id) => s.objects[id]!.damage)).toEqual([1, 0]);
    expect(ids.battlefield[2]!.map((id) => s.objects[id]!.damage)).toEqual([0, 2]);
  });

  it('615.7, 616.1: combat damage from two attackers to one player: the 3-shield is divided between them, then the shields are ordered on each', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['token:beast-3-3', 'token:beast-3-3'] }, {}],
    });
    const [a, b] = ids.battlefield[0]!;
    let s = withShields(state, { player: 1 }, [3, 4], 0);
    s = attack(s, [[a!, 1], [b!, 1]]);
    s = passUntil(toBlockers(s), (x) => x.decision?.kind === 'choose');
    // CR 615.7: 6 damage from two sources meets the 3-shield first: 0 to 3 of it goes to the first Beast
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toHaveLength(4);
    s = choose(s, [1]);
    // 1 for the first Beast, so 2 for the second; the 4-shield can prevent the 3 left, so it is not divided.
    // On the first Beast's damage the 3-shield (its share: 1) and the 4-shield differ: the order is asked (CR 616.1)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toHaveLength(2);
    s = choose(s, [0]);
    // first Beast: 1 by the 3-shield, 2 by the 4-shield; second Beast: 2 by the 3-shield, 1 by the 4-shield
    expect(life(s, 1)).toBe(20);
    expect(shields(s)).toEqual([1]);
    expect(events(s, 'preventDamage').map((e) => e.amount)).toEqual([1, 2, 2, 1]);
  });

  it('a bot answering only from legalActions gets through a prevention choice', () => {
    let s = slash([1, 2]).state;
    for (let i = 0; i < 5 && s.decision?.kind === 'choose'; i++) s = apply(s, legalActions(s)[0]!);
    expect(s.decision?.kind).toBe('priority');
  });
});
