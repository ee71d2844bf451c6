/**
 * CR 615.7, 614.9, 616.1: a shield ("prevent the next N damage") on the permanent that a redirection
 * deals damage to. Redirected, the damage is dealt to the shielded permanent, so the shield applies
 * to it (616.1f); when the damage of two or more sources is redirected onto it at the same time,
 * the controller of that permanent chooses which damage the shield prevents (615.7), and the shield
 * prevents any given damage once (614.5). The shields are built as resolved spells would leave them.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState, type Ref } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { attack, block, castAndResolve, choose, events, life, nextTurn, permanent, setup, skipUntil } from '../cards/helpers.js';

function withShield(state: ReadonlyGameState, affected: Ref, amount: number, controller: number): ReadonlyGameState {
  return editState(state, (d) => addReplacement(d, { kind: 'preventDamage', affected, amount, duration: { until: 'endOfTurn' }, source: null, controller }));
}

/** What each source dealt to `to` in all. */
function damageTo(state: ReadonlyGameState, to: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events(state, 'damage')) if (e.to === to) out[e.card as string] = (out[e.card as string] ?? 0) + (e.amount ?? 0);
  return out;
}

/** Plays on until a choice or the second main phase. */
function toChoice(state: ReadonlyGameState): ReadonlyGameState {
  return skipUntil(state, (x) => x.turn.step === 'main2' || x.decision?.kind === 'choose');
}

describe('615.7, 614.9: a shield on the permanent combat damage of several sources is redirected to', () => {
  /** A 3/3 Beast and a 2/2 Wolf of player 0 attack player 1, whose Protector of the Crown has a 3-shield. */
  function onProtector(): { state: ReadonlyGameState; protector: number } {
    const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['Protector of the Crown'] }] });
    const [beast, wolf] = ids.battlefield[0]!;
    const protector = permanent(state, 'Protector of the Crown');
    const s = attack(withShield(state, { object: protector }, 3, 1), [[beast!, 1], [wolf!, 1]]);
    return { state: toChoice(s), protector };
  }

  it("615.7: the Protector's controller chooses how much of its shield goes to the Beast's redirected damage", () => {
    const { state: s } = onProtector();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    // 3 of the Beast's 3 and the Wolf's 2: at least 1 of the Beast's, so that the Wolf's 2 use up the rest
    expect(s.decision.choice.options).toEqual([1, 2, 3].map((n) => ({ label: `prevent ${n} of the 3 damage from token:beast-3-3` })));
    expect(legalActions(s)).toEqual([0, 1, 2].map((i) => ({ type: 'choose', player: 1, choice: [i] })));
  });

  it("615.7, 614.9: 1 of the Beast's damage prevented, all of the Wolf's: the Protector is dealt the Beast's other 2, player 1 nothing", () => {
    const { state, protector } = onProtector();
    const done = toChoice(choose(state, [0]));
    expect(done.turn.step).toBe('main2');
    expect(damageTo(done, protector)).toEqual({ 'token:beast-3-3': 2 });
    expect(events(done, 'redirectDamage')).toHaveLength(2);
    expect(life(done, 1)).toBe(20);
    expect(done.replacements).toEqual([]);
  });

  it("615.7: a shield on the creature that blocks the Wolf meets the Beast's damage redirected to it too, and its controller divides it", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['Protector of the Crown'] }] });
    const [beast, wolf] = ids.battlefield[0]!;
    const protector = permanent(state, 'Protector of the Crown');
    let s = attack(withShield(state, { object: protector }, 3, 1), [[beast!, 1], [wolf!, 1]]);
    s = toChoice(block(s, [[protector, wolf!]]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    // all of the Beast's 3 prevented: the Wolf's 2 is dealt to the Protector
    s = toChoice(choose(s, [2]));
    expect(s.turn.step).toBe('main2');
    expect(damageTo(s, protector)).toEqual({ 'token:wolf-2-2': 2 });
    expect(life(s, 1)).toBe(20);
  });

  it("615.7, 616.1: Pariah on an opponent's creature — the creature's controller divides its shield among the damage redirected to it", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['token:beast-3-3', 'token:wolf-2-2', 'Pillarfield Ox'] },
        { hand: ['Pariah'], battlefield: ['Plains', 'Plains', 'Plains'] },
      ],
      active: 1,
    });
    const [beast, wolf, ox] = ids.battlefield[0]!;
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: ox! }]);
    s = withShield(nextTurn(s), { object: ox! }, 3, 0);
    expect(s.turn.active).toBe(0);
    s = toChoice(attack(s, [[beast!, 1], [wolf!, 1]]));
    // the Ox's controller, player 0, divides the Ox's shield (615.7), not player 1, who was to be dealt the damage
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'shieldShare', rule: '615.7' } });
    s = toChoice(choose(s, [2]));
    expect(s.turn.step).toBe('main2');
    expect(damageTo(s, ox!)).toEqual({ 'token:wolf-2-2': 2 });
    expect(life(s, 1)).toBe(20);
  });

  it("101.4, 616.1: the defending player's orders decide what their Pariah sends to the active player's shielded Ox, so they are asked first; then the Ox's controller divides what reaches it", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['token:beast-3-3', 'token:wolf-2-2', 'Pillarfield Ox'] },
        { hand: ['Pariah'], battlefield: ['Plains', 'Plains', 'Plains'] },
      ],
      active: 1,
    });
    const [beast, wolf, ox] = ids.battlefield[0]!;
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: ox! }]);
    s = withShield(withShield(nextTurn(s), { object: ox! }, 2, 0), { player: 1 }, 2, 1);
    s = toChoice(attack(s, [[beast!, 1], [wolf!, 1]]));
    const asked: [number, string][] = [];
    for (let i = 0; i < 10 && s.decision?.kind === 'choose'; i++) {
      const d = s.decision;
      asked.push([d.player, d.choice.rule as string]);
      // player 1: their own shield first on each event, and all of it on the Beast's damage; player 0: the least of the Beast's
      const pick = d.choice.rule === '616.1' ? d.choice.options.findIndex((o) => 'label' in o && o.label.startsWith('prevent the next 2')) : d.player === 1 ? d.choice.options.length - 1 : 0;
      expect(pick).toBeGreaterThanOrEqual(0);
      s = toChoice(choose(s, [pick]));
    }
    // player 1 orders both events and divides their shield (its 2 to the Beast's damage); only then
    // does player 0 divide the Ox's shield, met by the Beast's 1 and the Wolf's 2 that the Pariah sends
    expect(asked).toEqual([[1, '616.1'], [1, '616.1'], [1, '615.7'], [0, '615.7']]);
    expect(s.turn.step).toBe('main2');
    // none of the Beast's 1 prevented by the Ox's shield: it is dealt to the Ox; the shield takes the Wolf's 2
    expect(damageTo(s, ox!)).toEqual({ 'token:beast-3-3': 1 });
    expect(events(s, 'preventDamage').map((e) => [e.toPlayer ?? e.to, e.amount])).toEqual([[1, 2], [ox, 2]]);
    expect(life(s, 1)).toBe(20);
  });

  it("614.5, 615.7: damage redirected away and back again does not meet the shield a second time — the share it prevented was all of it", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4', 'token:beast-3-3'] }, { battlefield: ['token:wolf-2-2', 'token:zombie-2-2'] }] });
    const [ogre, beast] = ids.battlefield[0]!;
    const [wolf, zombie] = ids.battlefield[1]!;
    // as two Kor Chants would leave them: the Wolf's damage to the Ogre is dealt to the Beast instead, and its damage to the Beast to the Ogre
    let s = editState(state, (d) => {
      addReplacement(d, { kind: 'redirectDamage', affected: { object: ogre! }, amount: null, duration: { until: 'endOfTurn' }, source: null, controller: 1, fromSource: wolf!, redirectTo: { object: beast! } });
      addReplacement(d, { kind: 'redirectDamage', affected: { object: beast! }, amount: null, duration: { until: 'endOfTurn' }, source: null, controller: 1, fromSource: wolf!, redirectTo: { object: ogre! } });
    });
    s = withShield(s, { object: ogre! }, 3, 0);
    s = block(attack(s, [[ogre!, 1]]), [[wolf!, ogre!], [zombie!, ogre!]]);
    // the Ogre's own damage assigned as first listed
    for (let i = 0; i < 20 && s.decision?.kind !== 'choose'; i++) s = apply(s, legalActions(s)[0]!);
    // the Wolf's damage: the shield first
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    s = toChoice(choose(s, [s.decision.choice.options.findIndex((o) => 'label' in o && o.label.startsWith('prevent the next 3'))]));
    // 3 of the Wolf's 2 and the Zombie's 2: 1 or 2 of the Wolf's
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'shieldShare', rule: '615.7' } });
    s = toChoice(choose(s, [0]));
    expect(s.turn.step).toBe('main2');
    // the Wolf's other 1 goes to the Beast and back to the Ogre, where the shield has prevented its share of it already
    expect(events(s, 'redirectDamage').map((e) => e.to)).toEqual([beast, ogre]);
    expect(events(s, 'preventDamage').map((e) => [e.object, e.amount])).toEqual([[wolf, 1], [zombie, 2]]);
    expect(damageTo(s, ogre!)).toEqual({ 'token:wolf-2-2': 1 });
    expect(s.replacements.filter((r) => r.kind === 'preventDamage')).toEqual([]);
  });

  it('a bot answering from legalActions gets through: the shield prevents 3 of the 5 redirected damage, whatever the shares', () => {
    for (const pick of [0, 1, 2]) {
      let { state: s, protector } = onProtector();
      for (let i = 0; i < 10 && s.decision?.kind === 'choose'; i++) s = toChoice(apply(s, legalActions(s)[pick % legalActions(s).length]!));
      expect(s.turn.step).toBe('main2');
      expect(s.objects[protector]!.damage).toBe(2);
    }
  });
});
