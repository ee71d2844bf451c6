/**
 * Replacement and prevention effects of several players on combat damage in free-for-all games (CR
 * 614.9, 615, 616.1): the affected player chooses the order, in APNAP order when several must
 * choose; damage that is redirected, doubled or prevented keeps what the source's lifelink and
 * deathtouch do with the damage actually dealt (CR 702.15b, 702.2b), and an event that is replaced
 * or prevented triggers nothing (CR 603.2g) — not the monarch's ability (CR 725.2), nor Phage's.
 */
import { describe, expect, it } from 'vitest';
import { type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { attack, block, castAndResolve, choose, events, life, nextTurn, passToPlayer, permanent, setup, skipUntil } from '../cards/helpers.js';

/** Plays on to the second main phase, answering each choice of an order of effects with its first option. */
function toMain2(state: ReadonlyGameState): { state: ReadonlyGameState; asked: number[] } {
  let s = state;
  const asked: number[] = [];
  for (;;) {
    s = skipUntil(s, (x) => x.turn.step === 'main2' || x.decision?.kind === 'choose');
    if (s.decision?.kind !== 'choose') return { state: s, asked };
    expect(s.decision.choice.rule).toBe('616.1');
    asked.push(s.decision.player);
    s = choose(s, [0]);
  }
}

describe('combat damage meeting replacement effects of several players', () => {
  it("616.1, 101.4, 702.15b, 702.2b: Gratuitous Violence and each defender's Protector of the Crown — each defender orders them, in APNAP order; lifelink gains the doubled damage and deathtouch destroys the Protector it is redirected to", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Child of Night', 'Typhoid Rats', 'Gratuitous Violence'] },
        { battlefield: ['Protector of the Crown'] },
        { battlefield: ['Protector of the Crown'] },
      ],
      monarch: 1,
    });
    const [child, rats] = [permanent(state, 'Child of Night'), permanent(state, 'Typhoid Rats')];
    const [protector1, protector2] = state.battlefield.filter((id) => state.objects[id]!.card === 'Protector of the Crown');
    const { state: s, asked } = toMain2(attack(state, [[rats, 2], [child, 1]]));
    // player 1 is asked first though the Rats' damage to player 2 is the first event
    expect(asked).toEqual([1, 2]);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 20]);
    // Child of Night's 2 damage, doubled, is dealt to player 1's Protector: 4 life for player 0
    expect(s.objects[protector1!]!.damage).toBe(4);
    expect(life(s, 0)).toBe(24);
    // the Rats' 2 damage is not lethal to the 2/5 Protector, but it is deathtouch damage (704.5h)
    expect(s.battlefield).not.toContain(protector2);
    expect(events(s, 'zoneChange').find((e) => e.object === protector2)?.rule).toBe('704.5h');
    // no combat damage was dealt to the monarch, who stays the monarch (725.2 did not trigger)
    expect(s.monarch).toBe(1);
    expect(events(s, 'trigger')).toEqual([]);
  });

  it('615.1, 603.2g: Respite cast by the defending monarch — no lifelink gain, no deathtouch destruction, no new monarch; Respite gains a life for each attacker', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Child of Night', 'Typhoid Rats'] },
        { battlefield: ['Pillarfield Ox', 'Forest', 'Forest'], hand: ['Respite'] },
        {},
      ],
      monarch: 1,
    });
    const [child, rats, ox] = [permanent(state, 'Child of Night'), permanent(state, 'Typhoid Rats'), permanent(state, 'Pillarfield Ox')];
    let s = block(attack(state, [[child, 1], [rats, 1]]), [[ox, rats]]);
    s = castAndResolve(passToPlayer(s, 1), 1, ids.hand[1]![0]!);
    expect(life(s, 1)).toBe(22);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect([life(s, 0), life(s, 1)]).toEqual([20, 22]);
    expect(s.battlefield).toContain(ox);
    expect(s.objects[ox]!.damage).toBe(0);
    expect(events(s, 'damage')).toEqual([]);
    expect(events(s, 'preventDamage').map((e) => [e.object, e.amount])).toEqual([[child, 2], [rats, 1], [ox, 2]]);
    expect(s.monarch).toBe(1);
  });

  it("615.1, 702.15b: Ghostly Possession on another player's blocker — the lifelink attacker's damage to it is prevented, so its controller gains nothing", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Child of Night'] },
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Ghostly Possession'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
      active: 1,
    });
    const [child, ox] = [permanent(state, 'Child of Night'), permanent(state, 'Pillarfield Ox')];
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: ox }]);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    s = block(attack(s, [[child, 2]]), [[ox, child]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
    expect([s.objects[ox]!.damage, s.objects[child]!.damage]).toEqual([0, 0]);
    expect(events(s, 'preventDamage').map((e) => [e.object, e.card])).toEqual([[child, 'Ghostly Possession'], [ox, 'Ghostly Possession']]);
  });

  it("616.1, 616.1f: redirected by player 1's Pariah to player 2's creature, the damage meets that creature's shields — and player 2 chooses their order", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['token:beast-3-3'] },
        { hand: ['Pariah'], battlefield: ['Plains', 'Plains', 'Plains', 'Protector of the Crown'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
      active: 1,
    });
    const [beast, protector, ox] = [ids.battlefield[0]![0]!, permanent(state, 'Protector of the Crown'), permanent(state, 'Pillarfield Ox')];
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: ox }]);
    s = editState(nextTurn(nextTurn(s)), (d) => {
      for (const amount of [1, 2]) addReplacement(d, { kind: 'preventDamage', affected: { object: ox }, amount, duration: { until: 'endOfTurn' }, source: null, controller: 2 });
    });
    expect(s.turn.active).toBe(0);
    s = skipUntil(attack(s, [[beast, 1]]), (x) => x.decision?.kind === 'choose');
    // player 1, dealt the damage, chooses first: the Protector or the Ox their Pariah enchants
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    const toOx = s.decision.choice.options.findIndex((o) => 'label' in o && o.label.includes('Pariah'));
    s = choose(s, [toOx]);
    // now the damage would be dealt to player 2's Ox: player 2 chooses which shield applies first
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { rule: '616.1' } });
    s = choose(s, [1]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    // the 2-shield, then 1 of the 1-shield: none of the 3 damage dealt, to anyone
    expect(events(s, 'redirectDamage').map((e) => [e.toPlayer, e.to])).toEqual([[1, ox]]);
    expect(events(s, 'preventDamage').map((e) => [e.to, e.amount])).toEqual([[ox, 2], [ox, 1]]);
    expect([s.objects[ox]!.damage, s.objects[protector]!.damage, life(s, 1)]).toEqual([0, 0, 20]);
  });

  it('615.7, 702.2b, 702.15b: a shield preventing part of a deathtouch and lifelink creature\'s damage — the 1 damage left still destroys the blocker and gains 1 life; the shield on the other attacker\'s target takes all of it', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Moment of Heroism'], battlefield: ['Plains', 'Plains', 'Typhoid Rats', 'Child of Night'] },
        { battlefield: ['Pillarfield Ox'] },
        {},
      ],
    });
    const [rats, child, ox] = [permanent(state, 'Typhoid Rats'), permanent(state, 'Child of Night'), permanent(state, 'Pillarfield Ox')];
    // shields as resolved spells would leave them: 2 on player 1's Ox, 2 on player 2
    let s = editState(state, (d) => {
      addReplacement(d, { kind: 'preventDamage', affected: { object: ox }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
      addReplacement(d, { kind: 'preventDamage', affected: { player: 2 }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 2 });
    });
    // Moment of Heroism: the Rats are a 3/3 with deathtouch and lifelink
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: rats }]);
    s = block(attack(s, [[rats, 1], [child, 2]]), [[ox, rats]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    // 2 of the Rats' 3 prevented: 1 deathtouch damage destroys the 2/4 Ox (704.5h), 1 life gained
    expect(s.battlefield).not.toContain(ox);
    expect(events(s, 'zoneChange').find((e) => e.object === ox)?.rule).toBe('704.5h');
    // Child of Night's 2 to player 2 all prevented: nothing gained from it
    expect(life(s, 2)).toBe(20);
    expect(life(s, 0)).toBe(21);
    expect(s.replacements).toEqual([]);
  });

  it("616.1, 614.9: Respite in answer to attacks on a monarch with Protector of the Crown and a player with Pariah — redirected or not, the combat damage is prevented, so neither defender is asked an order and nothing is redirected", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Lizard Warrior', 'Bronze Sable'] },
        { battlefield: ['Protector of the Crown', 'Forest', 'Forest'], hand: ['Respite'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Pariah'] },
      ],
      monarch: 1,
      active: 2,
    });
    const [lizard, sable, protector, ox] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Bronze Sable'), permanent(state, 'Protector of the Crown'), permanent(state, 'Pillarfield Ox')];
    let s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: ox }]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    s = passToPlayer(attack(s, [[lizard, 1], [sable, 2]]), 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!);
    const { state: after, asked } = toMain2(s);
    expect(asked).toEqual([]);
    expect([life(after, 1), life(after, 2)]).toEqual([22, 20]);
    expect([after.objects[protector]!.damage, after.objects[ox]!.damage]).toEqual([0, 0]);
    expect(events(after, 'redirectDamage')).toEqual([]);
    expect(events(after, 'preventDamage').map((e) => [e.object, e.toPlayer, e.amount, e.card])).toEqual([[lizard, 1, 4, 'Respite'], [sable, 2, 2, 'Respite']]);
    expect(after.monarch).toBe(1);
  });

  it("614.9, 603.2g: Phage's combat damage to the monarch is dealt to the monarch's Protector of the Crown instead — the monarch doesn't lose, Phage's creature ability destroys the Protector", () => {
    const { state } = setup({
      players: [{ battlefield: ['Phage the Untouchable'] }, { battlefield: ['Protector of the Crown'] }, {}],
      monarch: 1,
    });
    const [phage, protector] = [permanent(state, 'Phage the Untouchable'), permanent(state, 'Protector of the Crown')];
    const s = toMain2(attack(state, [[phage, 1]])).state;
    expect(s.players.map((p) => p.inGame)).toEqual([true, true, true]);
    expect(life(s, 1)).toBe(20);
    // 4 damage is not lethal to the 2/5 Protector: Phage's ability destroyed it
    expect(s.battlefield).not.toContain(protector);
    expect(events(s, 'trigger').map((e) => e.detail)).toEqual(["Whenever Phage deals combat damage to a creature, destroy that creature. It can't be regenerated."]);
    expect(s.monarch).toBe(1);
  });
});
