/**
 * CR 615.7: a shield ("prevent the next N damage") met by damage from two or more sources at the
 * same time: the player it protects, or the controller of the permanent it protects, chooses which
 * damage it prevents. The shields are built as resolved spells would leave them.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type GameState, type ReadonlyGameState, type Ref } from '../../src/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { attack, block, choose, events, life, passUntil, setup, toBlockers, withKeywords } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

function withShield(state: ReadonlyGameState, affected: Ref, amount: number): ReadonlyGameState {
  const s = mutableCopy(state);
  addReplacement(s, { kind: 'preventDamage', affected, amount, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
  return s;
}

/** A 3/3 Beast and a 2/2 Wolf of player 0 attack player 1, who has a 3-shield; play stops at the combat damage step's first question. */
function twoAttackers(shield = 3): ReadonlyGameState {
  const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, {}] });
  const [beast, wolf] = ids.battlefield[0]!;
  const s = attack(withShield(state, { player: 1 }, shield), [[beast!, 1], [wolf!, 1]]);
  return passUntil(toBlockers(s), (x) => x.turn.step === 'combatDamage');
}

function damageBy(state: ReadonlyGameState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events(state, 'damage')) out[e.card as string] = (out[e.card as string] ?? 0) + (e.amount ?? 0);
  return out;
}

describe('CR 615.7 one shield, several sources at once', () => {
  it('615.7: the protected player chooses how much of the shield goes to each attacker, offered as legal actions', () => {
    const s = twoAttackers();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7', min: 1, max: 1 } });
    if (s.decision?.kind !== 'choose') return;
    // 3 of the Beast's 3 and the Wolf's 2 (5 in all): at least 1 of the Beast's, at most 3
    expect(s.decision.choice.options).toEqual([
      { label: 'prevent 1 of the 3 damage from token:beast-3-3' },
      { label: 'prevent 2 of the 3 damage from token:beast-3-3' },
      { label: 'prevent 3 of the 3 damage from token:beast-3-3' },
    ]);
    expect(legalActions(s)).toEqual([0, 1, 2].map((i) => ({ type: 'choose', player: 1, choice: [i] })));
    expect(life(s, 1)).toBe(20);
  });

  it("615.7: all of the Beast's damage prevented, the Wolf's dealt — or the Wolf's prevented and 2 of the Beast's dealt", () => {
    const beastPrevented = choose(twoAttackers(), [2]);
    expect(life(beastPrevented, 1)).toBe(18);
    expect(damageBy(beastPrevented)).toEqual({ 'token:wolf-2-2': 2 });
    expect(beastPrevented.replacements).toEqual([]);
    expect(beastPrevented.combat?.shieldShares).toBeUndefined();
    const wolfPrevented = choose(twoAttackers(), [0]);
    expect(life(wolfPrevented, 1)).toBe(18);
    expect(damageBy(wolfPrevented)).toEqual({ 'token:beast-3-3': 2 });
  });

  it('615.7: the share chosen survives a save and a load; a negative share is refused', () => {
    const s = twoAttackers(4);
    // a 4-shield against 3 + 2: at least 2 of the Beast's
    if (s.decision?.kind !== 'choose') throw new Error('expected a choice');
    expect(s.decision.choice.options).toHaveLength(2);
    const again = deserialize(serialize(s));
    expect(again).toEqual(s);
    const done = choose(again, [0]);
    expect(damageBy(done)).toEqual({ 'token:beast-3-3': 1 });
    const bad = JSON.parse(serialize(s)) as GameState;
    bad.combat!.shieldShares = { '0': { '0': -1 } };
    expect(() => deserialize(JSON.stringify(bad))).toThrow();
  });

  it('510.4, 615.7: a share asked in the first-strike combat damage step survives a save and a load too', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, {}] });
    const [beast, wolf] = ids.battlefield[0]!;
    const strikers = withKeywords(withKeywords(state, beast!, ['first strike']), wolf!, ['first strike']);
    const s = passUntil(toBlockers(attack(withShield(strikers, { player: 1 }, 3), [[beast!, 1], [wolf!, 1]])), (x) => x.turn.step === 'firstStrikeDamage');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    const again = deserialize(serialize(s));
    expect(again).toEqual(s);
    expect(damageBy(choose(again, [2]))).toEqual({ 'token:wolf-2-2': 2 });
  });

  it('615.7: nothing is asked when the shield can prevent all of the damage, or when one source deals it', () => {
    const enough = twoAttackers(5);
    expect(enough.decision?.kind).toBe('priority');
    expect(life(enough, 1)).toBe(20);
    const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3'] }, {}] });
    const one = passUntil(toBlockers(attack(withShield(state, { player: 1 }, 2), [[ids.battlefield[0]![0]!, 1]])), (x) => x.turn.step === 'combatDamage');
    expect(one.decision?.kind).toBe('priority');
    expect(life(one, 1)).toBe(19);
  });

  it("615.7, 616.1: for a shielded creature, its controller chooses — the attacking player, when two blockers deal damage to the attacker", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:wolf-2-2', 'token:zombie-2-2'] }] });
    const ogre = ids.battlefield[0]![0]!;
    const [wolf, zombie] = ids.battlefield[1]!;
    let s = attack(withShield(state, { object: ogre }, 2), [[ogre, 1]]);
    s = block(s, [[wolf!, ogre], [zombie!, ogre]]);
    for (let i = 0; i < 20 && !(s.decision?.kind === 'choose' && s.decision.choice.rule === '615.7'); i++) s = apply(s, legalActions(s)[0]!);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toHaveLength(3);
    // none of the Wolf's damage prevented, so all 2 of the Zombie's: the Wolf's 2 is marked on the Ogre
    const after = choose(s, [0]);
    expect(after.objects[ogre]!.damage).toBe(2);
    expect(events(after, 'damage').filter((e) => e.to === ogre).map((e) => e.card)).toEqual(['token:wolf-2-2']);
  });

  it('616.1, 101.4: when both players must divide a shield, the active player chooses first, whichever shield is older', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4', 'token:beast-3-3', 'token:elephant-3-3'] }, { battlefield: ['token:wolf-2-2', 'token:zombie-2-2'] }] });
    const [ogre, beast, elephant] = ids.battlefield[0]!;
    const [wolf, zombie] = ids.battlefield[1]!;
    // the defending player's shield is created first
    let s = withShield(withShield(state, { player: 1 }, 3), { object: ogre! }, 2);
    s = attack(s, [[ogre!, 1], [beast!, 1], [elephant!, 1]]);
    s = block(s, [[wolf!, ogre!], [zombie!, ogre!]]);
    for (let i = 0; i < 20 && !(s.decision?.kind === 'choose' && s.decision.choice.rule === '615.7'); i++) s = apply(s, legalActions(s)[0]!);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '615.7' } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '615.7' } });
    s = choose(s, [0]);
    // the Ogre took the Wolf's 2; player 1 took 3 + 3, less 3
    expect(s.objects[ogre!]!.damage).toBe(2);
    expect(life(s, 1)).toBe(17);
  });

  it('a bot answering only from legalActions gets through every share and order question', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2', 'token:ogre-4-4'] }, {}] });
    let s = withShield(withShield(state, { player: 1 }, 3), { player: 1 }, 4);
    s = attack(s, ids.battlefield[0]!.map((id) => [id, 1] as [number, number]));
    s = passUntil(toBlockers(s), (x) => x.turn.step === 'combatDamage');
    let asked = 0;
    for (; asked < 20 && s.decision?.kind === 'choose'; asked++) s = apply(s, legalActions(s)[legalActions(s).length - 1]!);
    expect(asked).toBeGreaterThan(1);
    expect(s.decision?.kind).toBe('priority');
    // 9 damage, 7 of it prevented: each shield prevents all it can of what the ones before it leave
    expect(life(s, 1)).toBe(18);
  });
});

describe('101.4: all the choices of a combat damage step in APNAP order, shares and orders alike', () => {
  it("the active player orders the effects on their own creature before the defending player divides a shield (CR 101.4, 615.7, 616.1)", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4', 'token:beast-3-3', 'token:elephant-3-3'] }, { battlefield: ['token:wolf-2-2'] }] });
    const [ogre, beast, elephant] = ids.battlefield[0]!;
    const wolf = ids.battlefield[1]![0]!;
    // the defending player's shield is created first; the Ogre's owner has a shield too
    let s = withShield(withShield(state, { player: 1 }, 3), { object: ogre! }, 2);
    s = block(attack(s, [[ogre!, 1], [beast!, 1], [elephant!, 1]]), [[wolf, ogre!]]);
    // protection from green, once blocked: the Wolf's damage to the Ogre meets protection and the shield (702.16e)
    s = withKeywords(s, ogre!, ['protection from green']);
    for (let i = 0; i < 20 && !(s.decision?.kind === 'choose'); i++) s = apply(s, legalActions(s)[0]!);
    // the active player's choice first: which of their effects applies to the Wolf's damage
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    const protection = s.decision.choice.options.findIndex((o) => 'label' in o && o.label.includes('protection'));
    expect(protection).toBeGreaterThanOrEqual(0);
    s = choose(s, [protection]);
    // then the defending player's: how much of their shield goes to the Beast's damage
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    s = choose(s, [0]);
    expect(s.decision?.kind).toBe('priority');
    // protection prevented the Wolf's 2, the Ogre's shield unused; player 1 took 3 + 3, less 3
    expect(s.objects[ogre!]!.damage).toBe(0);
    expect(events(s, 'preventDamage').filter((e) => e.to === ogre)).toEqual([expect.objectContaining({ rule: '702.16e', amount: 2 })]);
    expect(life(s, 1)).toBe(17);
  });
});

describe('101.4: a share decided once the orders are chosen is asked in APNAP order too', () => {
  /**
   * Player 0's Ogre, with protection from green and a 2-shield, is blocked by player 1's green Wolf
   * and black Zombie; player 0's Beast is unblocked, and player 1 has a 1-shield and a 2-shield.
   * The Ogre's shield is divided once player 0 orders protection and it on the Wolf's damage.
   */
  function protectedOgre(): ReadonlyGameState {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4', 'token:beast-3-3'] }, { battlefield: ['token:wolf-2-2', 'token:zombie-2-2'] }] });
    const [ogre, beast] = ids.battlefield[0]!;
    const [wolf, zombie] = ids.battlefield[1]!;
    let s = withShield(withShield(withShield(state, { player: 1 }, 1), { player: 1 }, 2), { object: ogre! }, 2);
    s = block(attack(s, [[ogre!, 1], [beast!, 1]]), [[wolf!, ogre!], [zombie!, ogre!]]);
    s = withKeywords(s, ogre!, ['protection from green']);
    for (let i = 0; i < 20 && !(s.decision?.kind === 'choose' && s.decision.choice.rule !== '510.1c'); i++) s = apply(s, legalActions(s)[0]!);
    return s;
  }

  it("the active player divides their shield, decided after their own order, before the defending player orders their shields (CR 101.4, 615.7, 616.1)", () => {
    let s = protectedOgre();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    // the shield first on the Wolf's damage: it meets the Wolf's 2 and the Zombie's 2
    const shieldFirst = s.decision.choice.options.findIndex((o) => 'label' in o && o.label.startsWith('prevent the next 2'));
    expect(shieldFirst).toBeGreaterThanOrEqual(0);
    s = choose(s, [shieldFirst]);
    // player 0 makes all of their choices before player 1 makes any
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([0, 1, 2].map((n) => ({ label: `prevent ${n} of the 2 damage from token:wolf-2-2` })));
    // none of the Wolf's: protection prevents it; the shield prevents the Zombie's 2
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [0]);
    expect(s.decision?.kind).toBe('priority');
    expect(s.objects[s.battlefield.find((id) => s.objects[id]!.card === 'token:ogre-4-4')!]!.damage).toBe(0);
    expect(events(s, 'preventDamage').filter((e) => e.to !== undefined).map((e) => [e.rule, e.amount])).toEqual([['702.16e', 2], ['615.1', 2]]);
    // player 1's shields prevented all of the Beast's 3
    expect(life(s, 1)).toBe(20);
  });
});

describe('615.7, 616.1: a shield met by damage a doubling or a redirection may also apply to is divided once the orders are chosen', () => {
  /** Player 0's Gratuitous Violence doubles the damage of a 3/3 Beast and a 2/2 Wolf attacking player 1, who has a 3-shield. */
  function doubledAttackers(): ReadonlyGameState {
    const { state, ids } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'token:beast-3-3', 'token:wolf-2-2'] }, {}] });
    const [, beast, wolf] = ids.battlefield[0]!;
    const s = attack(withShield(state, { player: 1 }, 3), [[beast!, 1], [wolf!, 1]]);
    return passUntil(toBlockers(s), (x) => x.turn.step === 'combatDamage');
  }

  /** Answers player 1's order question for the next event: the shield first, or the other effect first. */
  function order(state: ReadonlyGameState, first: 'shield' | 'other'): ReadonlyGameState {
    expect(state.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (state.decision?.kind !== 'choose') return state;
    const i = state.decision.choice.options.findIndex((o) => 'label' in o && o.label.startsWith('prevent the next 3') === (first === 'shield'));
    return choose(state, [i]);
  }

  it('each event is ordered with all of the shield; the shield prevented first meets 3 of the Beast and 2 of the Wolf, and player 1 divides it', () => {
    const s = order(order(doubledAttackers(), 'shield'), 'shield');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    // at least 1 of the Beast's 3, so that the Wolf's 2 use up the rest
    expect(s.decision.choice.options).toEqual([1, 2, 3].map((n) => ({ label: `prevent ${n} of the 3 damage from token:beast-3-3` })));
    expect(legalActions(s)).toEqual([0, 1, 2].map((i) => ({ type: 'choose', player: 1, choice: [i] })));
    // 1 of the Beast's prevented and its 2 doubled; all of the Wolf's prevented: the Wolf deals no damage
    const done = choose(s, [0]);
    expect(damageBy(done)).toEqual({ 'token:beast-3-3': 4 });
    expect(life(done, 1)).toBe(16);
    expect(done.replacements).toEqual([]);
  });

  it('the Beast\'s damage doubled first, the shield meets 6 of it: 1 of the 6 prevented, all of the Wolf\'s 2', () => {
    const s = order(order(doubledAttackers(), 'other'), 'shield');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([1, 2, 3].map((n) => ({ label: `prevent ${n} of the 6 damage from token:beast-3-3` })));
    const done = choose(deserialize(serialize(s)), [0]);
    expect(damageBy(done)).toEqual({ 'token:beast-3-3': 5 });
    expect(life(done, 1)).toBe(15);
  });

  it('616.1: a share leaving part of an event to other effects asks their order then — the other shield or the doubling first', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'token:beast-3-3', 'token:wolf-2-2'] }, {}] });
    const [, beast, wolf] = ids.battlefield[0]!;
    // a 3-shield, then a 2-shield
    let s = attack(withShield(withShield(state, { player: 1 }, 3), { player: 1 }, 2), [[beast!, 1], [wolf!, 1]]);
    s = passUntil(toBlockers(s), (x) => x.turn.step === 'combatDamage');
    // the 3-shield first on both events: it would prevent all of each, so nothing else is asked yet
    s = order(order(s, 'shield'), 'shield');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    // 1 of the Beast's 3: its other 2 meet the 2-shield and the doubling, whose order player 1 chooses
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    const doubling = s.decision.choice.options.findIndex((o) => 'label' in o && o.label.startsWith('deal double'));
    expect(s.decision.choice.options).toHaveLength(2);
    // doubled first: 4, less the 2-shield's 2: the Beast deals 2, the Wolf none
    const done = choose(s, [doubling]);
    expect(done.decision?.kind).toBe('priority');
    expect(damageBy(done)).toEqual({ 'token:beast-3-3': 2 });
    expect(life(done, 1)).toBe(18);
  });

  it("a redirection (Protector of the Crown) for the other effect: each event's damage the shield leaves is dealt to the Protector", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['Protector of the Crown'] }] });
    const [beast, wolf] = ids.battlefield[0]!;
    const protector = ids.battlefield[1]![0]!;
    let s = attack(withShield(state, { player: 1 }, 3), [[beast!, 1], [wolf!, 1]]);
    s = passUntil(apply(toBlockers(s), { type: 'confirmBlockers', player: 1 }), (x) => x.turn.step === 'combatDamage');
    s = order(order(s, 'shield'), 'shield');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toHaveLength(3);
    // 1 of the Beast's prevented, its other 2 dealt to the Protector; all of the Wolf's prevented
    const done = choose(s, [0]);
    expect(events(done, 'damage').map((e) => [e.card, e.amount, e.to])).toEqual([['token:beast-3-3', 2, protector]]);
    expect(life(done, 1)).toBe(20);
  });
});
