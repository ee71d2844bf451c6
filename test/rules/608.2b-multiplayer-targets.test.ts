/**
 * CR 608.2b in free-for-all games of three to five players: targets made illegal between casting and
 * resolution by a player leaving the game (CR 800.4a), a change of control (CR 800.4c), or
 * protection or hexproof gained in response (CR 702.16b, 702.11b). A spell with every target illegal
 * doesn't resolve; one with some legal targets resolves and does nothing to the illegal ones.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import { attack, canBlock, choose, events, keywords, life, names, pass, passUntil, resolveStack, resolveTop, setup } from '../cards/helpers.js';

/** The index of the option of the pending choice that names this object. */
function optionFor(state: ReadonlyGameState, object: number): number {
  const d = state.decision;
  return d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === object) : -1;
}

describe('608.2b: targets made illegal in a multiplayer game', () => {
  it('Wrap in Flames on three players\' creatures: one owner concedes, one creature gains protection from red; only the third is dealt damage and can\'t block', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Wrap in Flames'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Bronze Sable', 'Bronze Sable'] },
        { battlefield: ['Pillarfield Ox'] },
        { hand: ['Stave Off'], battlefield: ['Hundred-Handed One', 'Plains'] },
        { battlefield: ['Pillarfield Ox'] },
        {},
      ],
    });
    const [ox, hundred, otherOx] = [ids.battlefield[1]![0]!, ids.battlefield[2]![0]!, ids.battlefield[3]![0]!];
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }, { object: hundred }, { object: otherOx }], x: 0 });
    const wrap = s.stack[0]!;
    // player 3 leaves the game: their Ox leaves with them (CR 800.4a)
    s = apply(s, { type: 'concede', player: 3 });
    expect(s.objects[otherOx]!.movedTo).not.toBeNull();
    // player 2 gives the Hundred-Handed One protection from red (CR 702.16b: no longer a legal target)
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = apply(s, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [{ object: hundred }], x: 0 });
    s = choose(resolveTop(s), [3]);
    expect(keywords(s, hundred)).toContain('protection from red');
    s = resolveStack(s);
    // one target legal: Wrap in Flames resolves (no fizzle) and deals 1 damage only to the Ox
    expect(events(s, 'fizzle')).toEqual([]);
    expect(events(s, 'resolve').map((e) => e.object)).toContain(wrap);
    expect(s.objects[ox]!.damage).toBe(1);
    expect(s.objects[hundred]!.damage).toBe(0);
    // "Those creatures can't block this turn": the Ox can't; the protected creature, illegal as it resolved, still can
    const [sable1, sable2] = [ids.battlefield[0]![4]!, ids.battlefield[0]![5]!];
    s = attack(s, [[sable1, 1], [sable2, 2]]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    // player 1, whose only creature can't block, has no blockers to declare; player 2's creature can block
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expect(canBlock(s, hundred, sable2)).toBe(true);
    s = apply(s, { type: 'confirmBlockers', player: 2 });
    expect(s.decision?.kind).toBe('priority');
  });

  it('Absorb Vis targeting a player who concedes in response doesn\'t resolve: its caster gains no life', () => {
    let { state: s, ids } = setup({
      players: [{ hand: ['Absorb Vis'], battlefield: Array<string>(7).fill('Swamp') }, {}, {}, {}],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 2 }], x: 0 });
    s = apply(s, { type: 'concede', player: 2 });
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Absorb Vis', player: 0 })]);
    expect(life(s, 0)).toBe(20);
    expect(names(s, 0, 'graveyard')).toEqual(['Absorb Vis']);
  });

  it('Absorb Vis answered by Spirit of the Hearth, cast as though it had flash (Vedalken Orrery): its target player has hexproof (CR 702.11c), so it doesn\'t resolve', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Absorb Vis'], battlefield: Array<string>(7).fill('Swamp') },
        {},
        { hand: ['Spirit of the Hearth'], battlefield: ['Vedalken Orrery', ...Array<string>(6).fill('Plains')] },
        {},
      ],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 2 }], x: 0 });
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveTop(apply(s, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [], x: 0 }));
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Spirit of the Hearth')).toBe(true);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Absorb Vis' })]);
    expect([life(s, 0), life(s, 2)]).toEqual([20, 20]);
  });

  it('Deceiver Exarch\'s "tap target permanent an opponent controls": the player who stole it leaves, control reverts to its owner (CR 800.4c), and the ability doesn\'t resolve', () => {
    let { state: s, ids } = setup({
      active: 2,
      players: [
        { hand: ['Deceiver Exarch'], battlefield: ['Island', 'Island', 'Island', 'Bronze Sable'] },
        {},
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        {},
      ],
    });
    const sable = ids.battlefield[0]![3]!;
    // player 2 takes player 0's Sable until end of turn
    s = resolveStack(apply(s, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [{ object: sable }], x: 0 }));
    expect(characteristics(s, sable).controller).toBe(2);
    expect(s.objects[sable]!.tapped).toBe(false);
    // player 0 flashes in Deceiver Exarch and taps the Sable, a permanent an opponent controls
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveTop(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: sable }], modes: [1] });
    // player 2 concedes with the trigger on the stack: the Sable is player 0's again
    s = apply(s, { type: 'concede', player: 2 });
    expect(characteristics(s, sable).controller).toBe(0);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Deceiver Exarch', player: 0 })]);
    expect(s.objects[sable]!.tapped).toBe(false);
  });

  it('Besmirch answered by Gods Willing (protection from red): Besmirch doesn\'t resolve; Gods Willing\'s scry still happens', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { hand: ['Gods Willing'], battlefield: ['Plains', 'Bronze Sable'], library: ['Island', 'Swamp', 'Wastes'] },
        {},
      ],
    });
    const sable = ids.battlefield[1]![1]!;
    s = pass(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 }));
    s = resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: sable }], x: 0 }));
    s = choose(s, [3]);
    // scry 1: the top card, Island, goes to the bottom
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '701.22a' } });
    s = choose(s, [0]);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ card: 'Besmirch', rule: '608.2b' })]);
    expect(characteristics(s, sable).controller).toBe(1);
    expect(keywords(s, sable)).toEqual(['protection from red']);
    expect(s.players[1]!.library.map((id) => s.objects[id]!.card)).toEqual(['Swamp', 'Wastes', 'Island']);
  });

  it('Plagued Rusalka\'s ability answered by Gods Willing (protection from black): the ability, from a black source, doesn\'t resolve; the creature sacrificed to pay for it stays sacrificed', () => {
    let { state: s, ids } = setup({
      players: [
        { battlefield: ['Plagued Rusalka', 'Swamp', 'Bronze Sable'] },
        { hand: ['Gods Willing'], battlefield: ['Pillarfield Ox', 'Plains'] },
        {},
      ],
    });
    const [rusalka, , sable] = ids.battlefield[0]! as [number, number, number];
    const ox = ids.battlefield[1]![0]!;
    s = apply(s, { type: 'activate', player: 0, source: rusalka, ability: 0, targets: [{ object: ox }], x: 0, sacrifice: sable });
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = choose(resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ox }], x: 0 })), [2]);
    if (s.decision?.kind === 'choose') s = choose(s, []);
    expect(keywords(s, ox)).toEqual(['protection from black']);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Plagued Rusalka', player: 0 })]);
    expect(characteristics(s, ox)).toMatchObject({ power: 2, toughness: 4 });
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('Murder answered by Skittering Crustacean becoming monstrous (hexproof): Murder doesn\'t resolve', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Skittering Crustacean', ...Array<string>(7).fill('Island')] },
        {},
      ],
    });
    const crab = ids.battlefield[1]![0]!;
    s = pass(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: crab }], x: 0 }));
    s = resolveStack(apply(s, { type: 'activate', player: 1, source: crab, ability: 0, targets: [], x: 0 }));
    expect(keywords(s, crab)).toContain('hexproof');
    expect(s.objects[crab]!.movedTo).toBeNull();
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ card: 'Murder' })]);
  });

  it('Hail of Arrows divided 2 and 2: one target gains protection from white; the other is dealt only its own share (CR 601.2d)', () => {
    let { state: s, ids } = setup({
      active: 1,
      players: [
        { hand: ['Hail of Arrows'], battlefield: Array<string>(5).fill('Plains') },
        { hand: ['Gods Willing'], battlefield: ['Stoneshock Giant', 'Pillarfield Ox', 'Plains'] },
        {},
        {},
      ],
    });
    const [giant, ox] = ids.battlefield[1]! as [number, number];
    s = passUntil(attack(s, [[giant, 0], [ox, 2]]), (x) => x.decision?.player === 0);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: giant }, { object: ox }], x: 4, division: [2, 2] });
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = choose(resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: giant }], x: 0 })), [0]);
    s = choose(s, []);
    s = resolveStack(s);
    expect(s.objects[giant]!.damage).toBe(0);
    expect(s.objects[ox]!.damage).toBe(2);
  });
});

describe('608.2b and 707.10: copies and their targets in a multiplayer game', () => {
  it('Double Stroke copies Death Wind (X = 2) onto another player\'s creature; the original target\'s controller leaves: the original doesn\'t resolve, the copy does with X 2', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp'], command: [{ card: 'Double Stroke', names: ['Death Wind'] }] },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Hundred-Handed One'] },
        {},
      ],
    });
    const [ox, hundred] = [ids.battlefield[1]![0]!, ids.battlefield[2]![0]!];
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 2 });
    const original = s.stack[0]!;
    s = choose(resolveTop(s), [0]);
    s = choose(s, [optionFor(s, hundred)]);
    const copy = events(s, 'copySpell')[0]!.object!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', x: 2, controller: 0, targets: [{ object: hundred }] });
    s = apply(s, { type: 'concede', player: 1 });
    s = resolveStack(s);
    expect(events(s, 'fizzle').map((e) => e.object)).toEqual([original]);
    expect(characteristics(s, hundred)).toMatchObject({ power: 1, toughness: 3 });
  });

  it('Split Decision duplicates Death Wind (X = 3) for its caster, who then concedes: the copy ceases to exist (CR 800.4a), the original resolves', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Island'] },
        { battlefield: ['Hundred-Handed One'] },
        { battlefield: ['Stoneshock Giant'] },
      ],
    });
    const [hundred, giant] = [ids.battlefield[2]![0]!, ids.battlefield[3]![0]!];
    s = pass(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: giant }], x: 3 }));
    s = resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: s.stack[0]! }], x: 0 }));
    // every player votes duplication, starting with player 1
    for (const voter of [1, 2, 3, 0]) {
      expect(s.decision).toMatchObject({ kind: 'choose', player: voter, choice: { prompt: 'vote' } });
      s = choose(s, [1]);
    }
    s = choose(s, [optionFor(s, hundred)]);
    const copy = events(s, 'copySpell')[0]!.object!;
    expect(s.objects[copy]).toMatchObject({ controller: 1, x: 3, targets: [{ object: hundred }] });
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.stack).not.toContain(copy);
    s = resolveStack(s);
    expect(characteristics(s, hundred)).toMatchObject({ power: 3, toughness: 5 });
    expect(characteristics(s, giant)).toMatchObject({ power: 2, toughness: 1 });
  });

  it('Double Stroke\'s copy of Murder retargeted to Jetting Glasskite: the Glasskite counters the copy; the original still destroys its target', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'], command: [{ card: 'Double Stroke', names: ['Murder'] }] },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Jetting Glasskite'] },
        {},
      ],
    });
    const [ox, kite] = [ids.battlefield[1]![0]!, ids.battlefield[2]![0]!];
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 0 });
    s = choose(resolveTop(s), [0]);
    s = choose(s, [optionFor(s, kite)]);
    const copy = events(s, 'copySpell')[0]!.object!;
    // the copy made the Glasskite a target for the first time this turn: its trigger is above the copy
    expect(s.objects[s.stack[s.stack.length - 1]!]).toMatchObject({ kind: 'ability', card: 'Jetting Glasskite', controller: 2 });
    s = resolveStack(s);
    expect(events(s, 'counter')).toEqual([expect.objectContaining({ object: copy, card: 'Murder' })]);
    expect(s.objects[kite]!.movedTo).toBeNull();
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
  });
});
