import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, cast, castAndResolve, expectRefused, keywords, nextTurn, passToPlayer, passUntil, permanent, pt, resolveStack, setup } from '../cards/helpers.js';

/** `player`, given priority, casts `card` targeting `object` and lets it and what it triggered resolve, the rest of the stack left. */
function castAndResolveAbove(state: ReadonlyGameState, player: number, card: number, object: number): ReadonlyGameState {
  const depth = state.stack.length;
  const s = cast(passToPlayer(state, player), player, card, [{ object }]);
  return passUntil(s, (x) => x.stack.length <= depth && x.resolution === null);
}

describe('301.5d: an Equipment\'s controller is separate from the equipped creature\'s', () => {
  it('equipped to a creature held with Besmirch, the Equipment stays attached as the creature goes back (704.5n: a creature is no illegal permanent)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Kitesail', 'Mountain', 'Mountain', 'Mountain', 'Wastes', 'Wastes'], hand: ['Besmirch'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const kitesail = permanent(state, 'Kitesail');
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = resolveStack(activate(s, 0, kitesail, 0, [{ object: sable }]));
    expect(s.objects[kitesail]!.attachedTo).toEqual({ object: sable });
    s = nextTurn(attack(s, [[sable, 1]]));
    expect(characteristics(s, sable).controller).toBe(1);
    expect(characteristics(s, kitesail).controller).toBe(0);
    expect(s.objects[kitesail]!.attachedTo).toEqual({ object: sable });
    expect(pt(s, sable)).toEqual([3, 1]);
    expect(keywords(s, sable)).toContain('flying');
    // only the Equipment's controller activates its equip ability (301.5d), and only at their sorcery timing
    expectRefused(s, { type: 'activate', player: 1, source: kitesail, ability: 0, targets: [{ object: sable }], x: 0 }, 'illegal');
  });
});

describe('301.5b: control of the creature matters when the equip ability is activated and when it resolves', () => {
  it('the creature taken in response (Dack\'s emblem) is an illegal target: the Equipment doesn\'t move (608.2b)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Kitesail', 'Wastes', 'Wastes', 'Brushstrider'] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Plains', 'Plains'], hand: ['Moment of Heroism'] },
      ],
    });
    const [kitesail, brushstrider] = [permanent(state, 'Kitesail'), permanent(state, 'Brushstrider')];
    let s = nextTurn(resolveStack(activate(state, 1, permanent(state, 'Dack Fayden'), 2)));
    s = activate(s, 0, kitesail, 0, [{ object: brushstrider }]);
    s = castAndResolveAbove(s, 1, ids.hand[1]![0]!, brushstrider);
    expect(characteristics(s, brushstrider).controller).toBe(1);
    s = resolveStack(s);
    expect(s.objects[kitesail]!.attachedTo).toBeNull();
    expect(keywords(s, brushstrider)).not.toContain('flying');
  });
});

describe('704.5m–n: what a land stops being as Guardian Zendikon leaves', () => {
  it('the land is no creature any more: an Aura with "Enchant creature" goes to the graveyard (its "dies" ability doesn\'t trigger), an Equipment stays, unattached', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Kitesail', ...Array<string>(5).fill('Plains'), 'Forest', 'Forest', 'Forest', 'Wastes', 'Wastes'], hand: ['Guardian Zendikon', 'Elephant Guide', 'Disenchant'] },
        {},
      ],
    });
    const [island, kitesail] = ids.battlefield[0]!;
    const [zendikon, guide, disenchant] = ids.hand[0]!;
    let s = castAndResolve(state, 0, zendikon!, [{ object: island! }]);
    s = castAndResolve(s, 0, guide!, [{ object: island! }]);
    s = resolveStack(activate(s, 0, kitesail!, 0, [{ object: island! }]));
    expect(pt(s, island!)).toEqual([6, 9]);
    s = castAndResolve(s, 0, disenchant!, [{ object: permanent(s, 'Guardian Zendikon') }]);
    expect(characteristics(s, island!).types).toEqual(['Land']);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(['Disenchant', 'Elephant Guide', 'Guardian Zendikon']);
    expect(s.objects[kitesail!]!.attachedTo).toBeNull();
    expect(s.battlefield).toContain(kitesail);
    expect(s.battlefield.filter((id) => s.objects[id]!.kind === 'token')).toEqual([]);
  });
});

describe('800.4a with an Equipment of a third player: control goes back, the attachment stays', () => {
  it('four players: player 0 takes player 1\'s Kitesail (Dack Fayden) and equips player 2\'s creature it held with Besmirch; as player 0 leaves, the Kitesail is player 1\'s again, still on player 2\'s creature', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }, 'Mountain', 'Mountain', 'Mountain', 'Wastes', 'Wastes'], hand: ['Besmirch'] },
        { battlefield: ['Kitesail'] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    const [kitesail, sable] = [permanent(state, 'Kitesail'), permanent(state, 'Bronze Sable')];
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 1, [{ object: kitesail }]));
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = resolveStack(activate(s, 0, kitesail, 0, [{ object: sable }]));
    s = nextTurn(attack(s, [[sable, 3]]));
    expect([characteristics(s, sable).controller, characteristics(s, kitesail).controller]).toEqual([2, 0]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(characteristics(s, kitesail).controller).toBe(1);
    expect(s.objects[kitesail]!.attachedTo).toEqual({ object: sable });
    expect(keywords(s, sable)).toContain('flying');
  });
});
