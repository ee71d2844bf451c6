import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, tryApply, legalActions, logOf, rules, serialize, view, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { activate, attack, castAndResolve, life, names, nextTurn, passUntil, permanent, pt, resolveStack, setup, skipUntil, withKeywords } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { editState } from '../../src/testing/index.js';
import { withControl } from './helpers.js';

/** Player 0's Brushstrider (3/1) enchanted by their Elephant Guide (+3/+3), in turn 1's main phase. */
function enchanted(): { s: ReadonlyGameState; strider: ObjectId; guide: ObjectId } {
  const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Elephant Guide', 'Murder'] }, {}] });
  const strider = permanent(state, 'Brushstrider');
  const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: strider }]);
  return { s, strider, guide: permanent(s, 'Elephant Guide') };
}

/** Player 0's Brushstrider (3/1) with phasing for good, player 0 to act in turn 1's main phase. */
function board(more: string[] = []): { s: ReadonlyGameState; strider: ObjectId } {
  const { state } = setup({ players: [{ battlefield: ['Brushstrider', ...more] }, { battlefield: ['Bronze Sable'] }] });
  const strider = permanent(state, 'Brushstrider');
  return { s: withKeywords(state, strider, ['phasing'], 'forever'), strider };
}

/** The phasing events of a game, as [type, object, rule]. */
function phasings(s: ReadonlyGameState): [string, number | undefined, string][] {
  return logOf(s).filter((e) => e.type === 'phaseOut' || e.type === 'phaseIn').map((e) => [e.type, e.object, e.rule]);
}

describe('702.26 Phasing', () => {
  it('is phasing in the registry', () => {
    expect(rules.get('702.26')).toMatchObject({ number: '702.26', title: 'Phasing', implemented: true });
    expect(rules.get('phasing')?.number).toBe('702.26');
  });

  it('702.26a: it phases out in its controller\'s untap step, not in another player\'s, and phases in in the next one', () => {
    const { s: start, strider } = board();
    let s = nextTurn(start); // player 1's turn
    expect(s.battlefield).toContain(strider);
    s = nextTurn(s); // player 0's turn: out
    expect(s.turn.active).toBe(0);
    expect(s.battlefield).not.toContain(strider);
    expect(s.phasedOut).toEqual([strider]);
    expect(phasings(s)).toEqual([['phaseOut', strider, '702.26a']]);
    s = nextTurn(nextTurn(s)); // player 0's next turn: in, and not out again at the same time
    expect(s.battlefield).toContain(strider);
    expect(s.objects[strider]!.phasedOut).toBeUndefined();
    expect(phasings(s)).toEqual([['phaseOut', strider, '702.26a'], ['phaseIn', strider, '702.26c']]);
    s = nextTurn(nextTurn(s));
    expect(s.battlefield).not.toContain(strider);
  });

  it('702.26b: a phased-out permanent is treated as though it does not exist: it cannot attack, and nothing counts it', () => {
    const { s: start, strider } = board();
    const s = nextTurn(nextTurn(start));
    expect(s.objects[strider]!.zone).toBe('battlefield'); // CR 702.26d: it did not change zones
    const attackers = (x: ReadonlyGameState) => legalActions(passUntil(x, (y) => y.decision?.kind === 'declareAttackers' || y.turn.number !== x.turn.number)).filter((a) => a.type === 'declareAttacker');
    expect(attackers(s)).toEqual([]);
    const phasedIn = nextTurn(nextTurn(s));
    expect(attackers(phasedIn)).toEqual([expect.objectContaining({ attacker: strider })]);
    expect(legalActions(s).some((a) => JSON.stringify(a).includes(`"object":${strider}`))).toBe(false);
  });

  it('702.26d: phasing is no zone change: the same object comes back, with its counters and not summoning sick, and no "leaves" event', () => {
    const { s: start, strider } = board();
    let s = editState(start, (d) => {
      mutableObject(d, strider).counters = { '+1/+1': 1 };
    });
    s = nextTurn(nextTurn(nextTurn(nextTurn(s))));
    expect(s.battlefield).toContain(strider);
    expect(s.objects[strider]!.movedTo).toBeNull();
    expect(pt(s, strider)).toEqual([4, 2]);
    expect(s.objects[strider]!.sick).toBe(false);
    expect(logOf(s).filter((e) => e.object === strider && e.type === 'zoneChange')).toEqual([]);
  });

  it('702.26d: a token phases out and goes on existing', () => {
    const { state } = setup({ players: [{ battlefield: ['token:beast-3-3'] }, {}] });
    const beast = state.battlefield[0]!;
    let s = nextTurn(nextTurn(withKeywords(state, beast, ['phasing'], 'forever')));
    expect(s.phasedOut).toEqual([beast]);
    expect(s.objects[beast]!.movedTo).toBeNull();
    s = nextTurn(nextTurn(s));
    expect(s.battlefield).toEqual([beast]);
    expect(characteristics(s, beast).power).toBe(3);
  });

  it('702.26g: an Aura on it phases out indirectly with it and phases in with it, still attached', () => {
    const { s: start, strider, guide } = enchanted();
    const s0 = withKeywords(start, strider, ['phasing'], 'forever');
    expect(pt(s0, strider)).toEqual([6, 4]);
    let s = nextTurn(nextTurn(s0));
    expect(s.phasedOut).toEqual([guide, strider]);
    expect(s.objects[guide]!.phasedOut).toEqual({ indirectly: true, controller: 0 });
    expect(phasings(s)).toContainEqual(['phaseOut', guide, '702.26g']);
    s = nextTurn(nextTurn(s));
    expect(s.battlefield).toContain(guide);
    expect(s.objects[guide]!.attachedTo).toEqual({ object: strider });
    expect(pt(s, strider)).toEqual([6, 4]);
  });

  it('702.26i: an Aura with phasing phases in unattached when what it enchanted is gone, and goes to the graveyard (704.5m); phased out, it saw nothing', () => {
    const { s: start, strider, guide } = enchanted();
    let s = nextTurn(nextTurn(withKeywords(start, guide, ['phasing'], 'forever')));
    expect(s.phasedOut).toEqual([guide]);
    expect(s.objects[guide]!.phasedOut).toEqual({ indirectly: false, controller: 0 });
    expect(pt(s, strider)).toEqual([3, 1]);
    s = castAndResolve(s, 0, s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Murder')!, [{ object: strider }]);
    expect(s.battlefield).not.toContain(strider);
    // "When enchanted creature dies, create a 3/3 Elephant": the phased-out Guide does not see it (CR 702.26b)
    expect(s.battlefield.filter((id) => s.objects[id]!.card.startsWith('token:'))).toEqual([]);
    s = nextTurn(nextTurn(s));
    expect(s.battlefield).not.toContain(guide);
    expect(s.objects[guide]!.movedTo).not.toBeNull();
    expect(logOf(s)).toContainEqual(expect.objectContaining({ type: 'phaseIn', object: guide }));
  });

  it('players see a phased-out permanent apart from the battlefield (CR 702.26b)', () => {
    const { s: start, strider } = board();
    const v = view(nextTurn(nextTurn(start)), 1);
    expect(v.phasedOut.map((o) => o.id)).toEqual([strider]);
    expect(v.battlefield.map((o) => o.id)).not.toContain(strider);
  });

  it('a game with phased-out permanents saves and loads back', () => {
    const { s: start, strider } = board();
    const s = nextTurn(nextTurn(start));
    const back = deserialize(serialize(s));
    expect(back.phasedOut).toEqual([strider]);
    expect(() => deserialize(serialize({ ...s, phasedOut: [] }))).toThrow();
  });
});

describe('702.26n: a permanent phased out under the control of a player who left the game', () => {
  /**
   * Four players; player 1's Bronze Sable, with phasing, controlled by player 0, phased out in
   * player 0's untap step (turn 2). Player 0's turn again, or player 1's turn.
   */
  function phasedOutUnderZero(): { s: ReadonlyGameState; sable: ObjectId } {
    const { state } = setup({ active: 3, players: [{}, { battlefield: ['Bronze Sable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = withKeywords(withControl(state, sable, 0), sable, ['phasing'], 'forever');
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    expect(s.phasedOut).toEqual([sable]);
    return { s, sable };
  }

  it('it leaves during another player\'s turn: the permanent phases in in the untap step of the turn that begins where that player\'s next turn would have', () => {
    const { s: start, sable } = phasedOutUnderZero();
    let s = nextTurn(start); // player 1's turn
    s = apply(s, { type: 'concede', player: 0 });
    s = nextTurn(nextTurn(s)); // players 2 and 3: still phased out
    expect(s.turn.active).toBe(3);
    expect(s.phasedOut).toEqual([sable]);
    s = nextTurn(s); // player 0's turn would have begun: player 1's untap step
    expect(s.turn.active).toBe(1);
    expect(s.phasedOut).toEqual([]);
    expect(s.battlefield).toContain(sable);
    expect(characteristics(s, sable).controller).toBe(1);
    expect(phasings(s).at(-1)).toEqual(['phaseIn', sable, '702.26n']);
  });

  it('it leaves during its own turn: its next turn would have begun only after the others\' turns', () => {
    const { s: start, sable } = phasedOutUnderZero();
    let s = apply(start, { type: 'concede', player: 0 });
    for (const p of [1, 2, 3]) {
      s = nextTurn(s);
      expect(s.turn.active).toBe(p);
      expect(s.phasedOut).toEqual([sable]);
    }
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.battlefield).toContain(sable);
  });
});

describe('702.26 phasing with Equipment, enters-the-battlefield abilities and control', () => {
  it('702.26d, 702.26g: Pelakka Wurm equipped with Kitesail phases out with it, and phases in with it attached, without its "enters" ability, able to attack', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pelakka Wurm', 'Kitesail', 'Wastes', 'Wastes'] }, {}, {}] });
    const [wurm, kitesail] = ids.battlefield[0]!;
    let s = withKeywords(state, wurm!, ['phasing'], 'forever');
    s = resolveStack(activate(s, 0, kitesail!, 0, [{ object: wurm! }]));
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.turn.active).toBe(0);
    expect([...(s.phasedOut ?? [])].sort()).toEqual([wurm!, kitesail!].sort());
    expect(phasings(s).slice(-2)).toEqual([['phaseOut', kitesail, '702.26g'], ['phaseOut', wurm, '702.26a']]);
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.turn.active).toBe(0);
    expect(s.phasedOut).toEqual([]);
    expect(s.objects[kitesail!]!.attachedTo).toEqual({ object: wurm });
    expect(characteristics(s, wurm!).keywords).toContain('flying');
    expect(life(s, 0)).toBe(20);
    expect(s.stack).toEqual([]);
    s = skipUntil(attack(s, [[wurm!, 2]]), (x) => x.turn.step === 'main2');
    expect(life(s, 2)).toBe(12);
  });

  it('702.26h: Kitesail with phasing, equipping a Pelakka Wurm with phasing that came after it, would phase out directly and indirectly: it phases out only indirectly, with the Wurm', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Kitesail', 'Pelakka Wurm', 'Wastes', 'Wastes'] }, {}, {}] });
    const [kitesail, wurm] = ids.battlefield[0]!;
    let s = withKeywords(withKeywords(state, wurm!, ['phasing'], 'forever'), kitesail!, ['phasing'], 'forever');
    s = resolveStack(activate(s, 0, kitesail!, 0, [{ object: wurm! }]));
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.turn.active).toBe(0);
    expect(s.objects[kitesail!]!.phasedOut).toEqual({ indirectly: true, controller: 0 });
    expect(phasings(s).slice(-2)).toEqual([['phaseOut', kitesail, '702.26g'], ['phaseOut', wurm, '702.26a']]);
  });

  it('702.26a, 702.26d: another player\'s creature it controls phases out in its controller\'s untap step, and phases in under that player\'s control, able to attack', () => {
    const { state } = setup({ players: [{}, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = withKeywords(withControl(state, sable, 0), sable, ['phasing'], 'forever');
    s = nextTurn(s); // player 1's untap step: nothing phases
    expect(s.phasedOut ?? []).toEqual([]);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    expect(s.phasedOut).toEqual([sable]);
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.battlefield).toContain(sable);
    expect(characteristics(s, sable).controller).toBe(0);
    s = skipUntil(attack(s, [[sable, 2]]), (x) => x.turn.step === 'main2');
    expect(life(s, 2)).toBe(18);
  });
});

describe('702.26b: a phased-out permanent affects nothing and nothing affects it', () => {
  it('Spirit of the Hearth phased out gives its controller no hexproof; Sulfurous Blast then damages each player and each creature but it', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Spirit of the Hearth', 'Bronze Sable'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley', 'Sulfurous Blast'] }, {}],
    });
    const spirit = permanent(state, 'Spirit of the Hearth');
    const volley = ids.hand[1]![0]!;
    expect(tryApply(state, { type: 'cast', player: 1, card: volley, targets: [{ player: 0 }], x: 0 }).ok).toBe(false);
    let s = withKeywords(state, spirit, ['phasing'], 'forever');
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    expect(s.phasedOut).toEqual([spirit]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.phasedOut).toEqual([spirit]);
    expect(tryApply(s, { type: 'cast', player: 1, card: volley, targets: [{ player: 0 }], x: 0 }).ok).toBe(true);
    s = castAndResolve(s, 1, ids.hand[1]![1]!);
    expect(life(s, 0)).toBe(17);
    expect(life(s, 2)).toBe(17);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.objects[spirit]!.damage).toBe(0);
  });
});

describe('702.26n, 800.4a: a phased-out permanent still under the control of a player who leaves the game', () => {
  it('another player\'s creature that entered under their control (no effect gives it to them) is exiled as they leave, not phased in later under a player out of the game', () => {
    const { state } = setup({ active: 3, players: [{}, { battlefield: [{ card: 'Bronze Sable', controller: 0 }] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = nextTurn(withKeywords(state, sable, ['phasing'], 'forever'));
    expect(s.turn.active).toBe(0);
    expect(s.phasedOut).toEqual([sable]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.phasedOut).toEqual([]);
    expect(s.objects[sable]!.movedTo).not.toBeNull();
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(s.exile.map((id) => [s.objects[id]!.card, s.objects[id]!.owner])).toEqual([['Bronze Sable', 1]]);
    expect(logOf(s).filter((e) => e.type === 'zoneChange' && e.object === sable).map((e) => [e.zone, e.rule])).toEqual([['exile', '800.4a']]);
    for (let i = 0; i < 4; i++) s = nextTurn(s);
    expect(s.battlefield).not.toContain(sable);
  });

  it('800.4c: one whose control goes back, as the player an effect gave it to leaves, to a default controller who left before is exiled then', () => {
    // player 1's Bronze Sable entered under player 0's control; player 2 gained control of it, and it phased out in player 2's untap step
    const { state } = setup({ active: 1, players: [{}, { battlefield: [{ card: 'Bronze Sable', controller: 0 }] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = nextTurn(withKeywords(withControl(state, sable, 2), sable, ['phasing'], 'forever'));
    expect(s.turn.active).toBe(2);
    expect(s.phasedOut).toEqual([sable]);
    s = apply(s, { type: 'concede', player: 0 });
    // player 2's effect still gives it to a player in the game (CR 800.4a exiles only what the leaving player controls)
    expect(s.phasedOut).toEqual([sable]);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.phasedOut).toEqual([]);
    expect(s.exile.map((id) => [s.objects[id]!.card, s.objects[id]!.owner])).toEqual([['Bronze Sable', 1]]);
    expect(logOf(s).filter((e) => e.type === 'zoneChange' && e.object === sable).map((e) => [e.zone, e.rule])).toEqual([['exile', '800.4c']]);
  });
});
