import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, tryApply, type ActivateAction } from '../../src/index.js';
import { activate, attack, block, canBlock, cast, castable, choose, events, names, nextTurn, passToPlayer, passUntil, permanent, resolveStack, resolveTop, setup, skipUntil, toBlockers, withKeywords } from '../cards/helpers.js';

describe('702.16 protection from a color', () => {
  it('702.16b: it can\'t be the target of spells of that color; other colors still may', () => {
    const { state } = setup({ players: [{ hand: ['Flame Slash', 'Swords to Plowshares'], battlefield: ['Mountain', 'Plains'] }, { battlefield: ['Bronze Sable'] }] });
    const s = withKeywords(state, permanent(state, 'Bronze Sable'), ['protection from red']);
    const sable = permanent(s, 'Bronze Sable');
    expect(castable(s, 0, s.players[0]!.hand[0]!, [{ object: sable }])).toBe(false);
    expect(tryApply(s, { type: 'cast', player: 0, card: s.players[0]!.hand[0]!, targets: [{ object: sable }], x: 0 })).toMatchObject({ ok: false });
    expect(castable(s, 0, s.players[0]!.hand[1]!, [{ object: sable }])).toBe(true);
  });

  it('702.16b on resolution: a spell whose only target gained protection from its color doesn\'t resolve (608.2b)', () => {
    const { state } = setup({ players: [{ hand: ['Flame Slash'], battlefield: ['Mountain'] }, { battlefield: ['Bronze Sable'] }] });
    let s = cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = resolveStack(withKeywords(s, permanent(s, 'Bronze Sable'), ['protection from red']));
    expect(events(s, 'fizzle')).toHaveLength(1);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.damage).toBe(0);
  });

  it('702.16e and 702.16f: attacking, it can\'t be blocked by creatures of that color; damage from sources of that color is prevented', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Kiln Fiend', 'Pillarfield Ox'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = withKeywords(state, sable, ['protection from red']);
    s = toBlockers(attack(s, [[sable, 1]]));
    expect(canBlock(s, permanent(s, 'Kiln Fiend'), sable)).toBe(false);
    expect(canBlock(s, permanent(s, 'Pillarfield Ox'), sable)).toBe(true);
    // blocking a red attacker: the red creature's damage to it is prevented
    let t = withKeywords(nextTurn(state), sable, ['protection from red']);
    t = attack(t, [[permanent(t, 'Kiln Fiend'), 0]]);
    t = toBlockers(t);
    t = apply(t, { type: 'declareBlocker', player: 0, blocker: sable, attacker: permanent(t, 'Kiln Fiend') });
    t = apply(t, { type: 'confirmBlockers', player: 0 });
    t = passUntil(t, (x) => x.turn.step === 'endCombat');
    expect(events(t, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: sable })]);
    expect(t.objects[sable]!.damage).toBe(0);
    // while the blocker's own damage is dealt: the 1/2 Kiln Fiend dies
    expect(names(t, 1, 'graveyard')).toEqual(['Kiln Fiend']);
  });
});

describe('702.16b protection and a copy of a spell (CR 707.10c)', () => {
  it('a copy of a red spell can\'t be given a new target with protection from red: the copy has the spell\'s color', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Double Stroke', names: ['Flame Slash'] }] },
        { battlefield: ['Bronze Sable', 'Courier Hawk', 'Pillarfield Ox'] },
        {},
      ],
    });
    const [sable, hawk, ox] = ids.battlefield[1]!;
    s = withKeywords(s, hawk!, ['protection from red']);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    // Double Stroke: copy it, then the new target: the Sable as it is, or the Ox; never the Hawk
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', rule: '707.10c', options: [{ object: sable }, { object: ox }] } });
  });

  it('a copy may still target the spell it copies (CR 115.5: that is not the copy itself)', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Traumatic Visions'], battlefield: Array<string>(5).fill('Island'), command: [{ card: 'Double Stroke', names: ['Traumatic Visions'] }] },
        { hand: ['Flame Slash'], battlefield: ['Mountain'] },
        { battlefield: ['Bronze Sable'] },
      ],
      active: 1,
    });
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ids.battlefield[2]![0]! }], x: 0 });
    const slash = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = apply(s, { type: 'cast', player: 0, card: s.players[0]!.hand[0]!, targets: [{ object: slash }], x: 0 });
    const visions = s.stack[1]!;
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', options: [{ object: slash }, { object: visions }] } });
  });
});

describe('702.16e protection is a prevention effect its controller orders among the others (CR 616.1)', () => {
  /** Lizard Warrior attacks; a Bronze Sable with protection from red blocks it; Kor Chant would deal the Warrior's damage to it to Pillarfield Ox. */
  function korChanted(): { s: ReturnType<typeof setup>['state']; sable: number; ox: number; lizard: number } {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable', 'Pillarfield Ox'], hand: ['Kor Chant'] }, { battlefield: ['Lizard Warrior'] }] });
    const [sable, ox, lizard] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox'), permanent(state, 'Lizard Warrior')];
    let s = withKeywords(state, sable, ['protection from red']);
    s = passToPlayer(block(attack(s, [[lizard, 0]]), [[sable, lizard]]), 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }, { object: ox }]), (x) => x.decision?.kind === 'choose');
    const d = s.decision!;
    if (d.kind !== 'choose') throw new Error('expected the choice of a source');
    s = choose(s, [d.choice.options.findIndex((o) => 'object' in o && o.object === lizard)]);
    s = skipUntil(resolveStack(s), (x) => x.decision?.kind === 'choose');
    return { s, sable, ox, lizard };
  }

  it('the Sable\'s controller may apply protection first: the damage is prevented, and nothing is dealt to the Ox', () => {
    const { s: at, sable, ox } = korChanted();
    expect(at.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    const d = at.decision!;
    if (d.kind !== 'choose') throw new Error('expected the order of prevention');
    expect(d.choice.options).toHaveLength(2);
    const s = skipUntil(choose(at, [d.choice.options.findIndex((o) => 'label' in o && o.label.includes('protection'))]), (x) => x.turn.step === 'main2');
    expect(s.objects[sable]!.damage).toBe(0);
    expect(s.objects[ox]!.damage).toBe(0);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: sable, amount: 4 })]);
    expect(events(s, 'redirectDamage')).toEqual([]);
  });

  it('or the redirection first: the damage is dealt to the Ox, which has no protection', () => {
    const { s: at, sable, ox } = korChanted();
    const d = at.decision!;
    if (d.kind !== 'choose') throw new Error('expected the order of prevention');
    const s = skipUntil(choose(at, [d.choice.options.findIndex((o) => 'label' in o && !o.label.includes('protection'))]), (x) => x.turn.step === 'main2');
    expect(s.objects[sable]!.damage).toBe(0);
    expect(s.objects[ox]!.damage).toBe(4);
    expect(events(s, 'preventDamage')).toEqual([]);
  });
});

describe('702.16e with a doubling of the damage (CR 614.1a)', () => {
  it('Gratuitous Violence doubling a red creature\'s damage to a creature with protection from red: no order to choose, since nothing is dealt either way', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Lizard Warrior', 'Gratuitous Violence'] }] });
    const [sable, lizard] = [permanent(state, 'Bronze Sable'), permanent(state, 'Lizard Warrior')];
    let s = withKeywords(state, sable, ['protection from red']);
    s = block(attack(s, [[lizard, 0]]), [[sable, lizard]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.decision?.kind).toBe('priority');
    expect(s.objects[sable]!.damage).toBe(0);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: sable })]);
    // the Sable's own damage is dealt: the 4/2 Warrior takes 2 and dies
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
  });
});

describe('702.16b an ability\'s source as it is now, or its last known information (CR 113.7, 113.7a, 608.2b)', () => {
  /** Spiritmonger (black and green) enchanted with Power of Fire (red), whose ability it has; player 1's Bronze Sable, and Murder. */
  function enchanted(): { s: ReturnType<typeof setup>['state']; monger: number; sable: number; fire: number } {
    const { state, ids } = setup({ players: [{ battlefield: ['Spiritmonger', 'Mountain', 'Mountain', 'Forest'], hand: ['Power of Fire'] }, { battlefield: ['Bronze Sable', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const [monger, sable] = [permanent(state, 'Spiritmonger'), permanent(state, 'Bronze Sable')];
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: monger }]));
    const fire = legalActions(s).find((a): a is ActivateAction => a.type === 'activate' && a.source === monger && a.targets.some((t) => 'object' in t && t.object === sable))!.ability;
    return { s, monger, sable, fire };
  }

  it('the ability Power of Fire gives a green creature is green\'s, not red: it resolves against protection from red', () => {
    const { s: at, monger, sable, fire } = enchanted();
    let s = withKeywords(at, sable, ['protection from red']);
    s = resolveStack(activate(s, 0, monger, fire, [{ object: sable }]));
    expect(events(s, 'fizzle')).toEqual([]);
    expect(s.objects[sable]!.damage).toBe(1);
  });

  it('a source whose color changed after the ability was activated is judged by its color as the ability resolves', () => {
    const { s: at, monger, sable, fire } = enchanted();
    let s = withKeywords(at, sable, ['protection from white']);
    s = activate(s, 0, monger, fire, [{ object: sable }]);
    // in response, Spiritmonger becomes white
    s = activate(s, 0, monger, 1);
    s = resolveTop(s);
    s = choose(s, [0]);
    expect(characteristics(s, monger).colors).toEqual(['W']);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b' })]);
    expect(s.objects[sable]!.damage).toBe(0);
  });

  it('a source that has left the battlefield is judged by its last known information (CR 113.7a, 608.2b)', () => {
    const { s: at, monger, sable, fire } = enchanted();
    let s = activate(at, 0, monger, fire, [{ object: sable }]);
    // in response, Spiritmonger becomes white, then player 1 destroys it
    s = choose(resolveTop(activate(s, 0, monger, 1)), [0]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: monger }]));
    expect(s.battlefield).not.toContain(monger);
    // the Sable gains protection from white: the ability's source was white as it last existed
    s = resolveStack(withKeywords(s, sable, ['protection from white']));
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b' })]);
    expect(s.objects[sable]!.damage).toBe(0);
  });

  it('702.16e: the damage of a source that has left the battlefield is judged by its last known information (CR 609.7c), not by the card it left as', () => {
    const { s: at, monger, sable, fire } = enchanted();
    let s = activate(at, 0, monger, fire, [{ object: sable }]);
    // in response, Spiritmonger (black and green) becomes white, then player 1 destroys it
    s = choose(resolveTop(activate(s, 0, monger, 1)), [0]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: monger }]));
    expect(characteristics(s, s.objects[monger]!.movedTo!).colors).toEqual(['B', 'G']);
    // the Sable gains protection from green: the white source, as it last existed, deals its damage
    s = resolveStack(withKeywords(s, sable, ['protection from green']));
    expect(events(s, 'fizzle')).toEqual([]);
    expect(events(s, 'preventDamage')).toEqual([]);
    expect(s.objects[sable]!.damage).toBe(1);
  });
});
