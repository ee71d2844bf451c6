import { describe, expect, it } from 'vitest';
import { legalActions, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import { activate, cast, castAndResolve, events, expectRefused, keywords, nextTurn, pass, permanent, pt, resolveStack, setup } from '../helpers.js';

function equipActions(state: ReadonlyGameState, equipment: number): ActivateAction[] {
  return legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === equipment);
}

describe('Kitesail (CN2)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Kitesail', 'Swamp', 'Swamp', 'Wastes', 'Wastes', 'Brushstrider', 'token:zombie-2-2'], hand: ['Murder'] },
      { battlefield: ['token:beast-3-3'] },
    ],
  });

  it('"Equipped creature gets +1/+0 and has flying." — only while attached (CR 301.5a)', () => {
    const { state, ids } = board();
    const [kitesail, , , , , brushstrider] = ids.battlefield[0]!;
    expect(pt(state, brushstrider!)).toEqual([3, 1]);
    const s = resolveStack(activate(state, 0, kitesail!, 0, [{ object: brushstrider! }]));
    expect(s.objects[kitesail!]!.attachedTo).toEqual({ object: brushstrider });
    expect(pt(s, brushstrider!)).toEqual([4, 1]);
    expect(keywords(s, brushstrider!)).toContain('flying');
    expect(events(s, 'attach')).toEqual([expect.objectContaining({ rule: '701.3a', object: kitesail, to: brushstrider })]);
  });

  it('"Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)" (CR 702.6a)', () => {
    const { state, ids } = board();
    const [kitesail, , , , , brushstrider, zombie] = ids.battlefield[0]!;
    const beast = ids.battlefield[1]![0]!;
    // only creatures its controller controls are targets
    expect(equipActions(state, kitesail!).map((a) => a.targets)).toEqual([[{ object: brushstrider }], [{ object: zombie }]]);
    expectRefused(state, { type: 'activate', player: 0, source: kitesail!, ability: 0, targets: [{ object: beast }], x: 0 }, 'badTarget');
    // sorcery timing: not with a spell on the stack, not in another player's turn
    const withSpell = cast(state, 0, state.players[0]!.hand[0]!, [{ object: beast }]);
    expect(equipActions(withSpell, kitesail!)).toEqual([]);
    const theirTurn = nextTurn(state);
    expect(theirTurn.turn.active).toBe(1);
    expect(equipActions(pass(theirTurn), kitesail!)).toEqual([]);
    // it costs {2}: two of the four lands are tapped
    const s = activate(state, 0, kitesail!, 0, [{ object: brushstrider! }]);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(2);
  });

  it('701.3c: equipping another creature moves it; the first creature loses the bonus', () => {
    const { state, ids } = board();
    const [kitesail, , , , , brushstrider, zombie] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, kitesail!, 0, [{ object: brushstrider! }]));
    s = resolveStack(activate(s, 0, kitesail!, 0, [{ object: zombie! }]));
    expect(pt(s, brushstrider!)).toEqual([3, 1]);
    expect(keywords(s, brushstrider!)).not.toContain('flying');
    expect(pt(s, zombie!)).toEqual([3, 2]);
    expect(keywords(s, zombie!)).toContain('flying');
  });

  it('701.3b: equipping the creature it is already attached to does nothing', () => {
    const { state, ids } = board();
    const [kitesail, , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, kitesail!, 0, [{ object: brushstrider! }]));
    const stamp = s.objects[kitesail!]!.timestamp;
    s = resolveStack(activate(s, 0, kitesail!, 0, [{ object: brushstrider! }]));
    expect(s.objects[kitesail!]!.timestamp).toBe(stamp);
    expect(events(s, 'attach')).toHaveLength(1);
  });

  it('704.5n: when the equipped creature dies, the Equipment stays on the battlefield, unattached', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Kitesail', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Murder'] }, {}],
    });
    const kitesail = ids.battlefield[0]![0]!;
    const brushstrider = ids.battlefield[0]![6]!;
    let s = resolveStack(activate(state, 0, kitesail, 0, [{ object: brushstrider }]));
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    expect(s.battlefield).toContain(kitesail);
    expect(s.objects[kitesail]!.attachedTo).toBeNull();
    expect(events(s, 'unattach')).toEqual([expect.objectContaining({ rule: '704.5n', object: kitesail })]);
    expect(permanent(s, 'Kitesail')).toBe(kitesail);
  });
});

describe('Hedron Matrix (CN2)', () => {
  it('"Equipped creature gets +X/+X, where X is its mana value." — "Equip {4}"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Hedron Matrix', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Brushstrider', 'Opaline Unicorn', 'token:beast-3-3'] }, {}],
    });
    const [matrix, , , , , brushstrider, unicorn, beast] = ids.battlefield[0]!;
    // mana value 2: +2/+2
    let s = resolveStack(activate(state, 0, matrix!, 0, [{ object: brushstrider! }]));
    expect(pt(s, brushstrider!)).toEqual([5, 3]);
    // moved to a mana value 3 creature (the Unicorn taps for mana to help pay): +3/+3, and the first loses its bonus
    s = nextTurn(nextTurn(s));
    s = resolveStack(activate(s, 0, matrix!, 0, [{ object: unicorn! }]));
    expect(pt(s, unicorn!)).toEqual([4, 5]);
    expect(pt(s, brushstrider!)).toEqual([3, 1]);
    // a token's mana value is 0: +0/+0
    s = nextTurn(nextTurn(s));
    s = resolveStack(activate(s, 0, matrix!, 0, [{ object: beast! }]));
    expect(pt(s, beast!)).toEqual([3, 3]);
  });

  it('"Equip {4}": with three mana it can\'t be equipped; a fourth land pays it', () => {
    const board = (lands: number) => setup({ players: [{ battlefield: ['Hedron Matrix', ...Array<string>(lands).fill('Wastes'), 'Brushstrider'] }, {}] });
    const three = board(3);
    const [matrix, , , , brushstrider] = three.ids.battlefield[0]!;
    expect(equipActions(three.state, matrix!)).toEqual([]);
    expectRefused(three.state, { type: 'activate', player: 0, source: matrix!, ability: 0, targets: [{ object: brushstrider! }], x: 0 }, 'illegal', '602.2b');
    const four = board(4);
    const equipper = four.ids.battlefield[0]![0]!;
    const sable = four.ids.battlefield[0]![5]!;
    expect(equipActions(four.state, equipper).map((a) => a.targets)).toEqual([[{ object: sable }]]);
    const s = resolveStack(activate(four.state, 0, equipper, 0, [{ object: sable }]));
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Wastes' && !s.objects[id]!.tapped)).toEqual([]);
    expect(pt(s, sable)).toEqual([5, 3]);
  });
});
