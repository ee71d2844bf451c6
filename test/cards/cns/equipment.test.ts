import { describe, expect, it } from 'vitest';
import { view } from '../../../src/index.js';
import { activate, attack, cast, choose, events, expectRefused, keywords, life, names, permanent, permanents, pt, resolveStack, setup, skipUntil } from '../helpers.js';

describe('Fireshrieker (CNS)', () => {
  it('"Equipped creature has double strike." — it deals first-strike and regular combat damage (CR 702.4b)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Brushstrider'] }, {}],
    });
    const [shrieker, , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, shrieker!, 0, [{ object: brushstrider! }]));
    expect(keywords(s, brushstrider!)).toContain('double strike');
    s = attack(s, [[brushstrider!, 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(14);
  });

  it('"Equip {2}" — unattached, the creature has no double strike and deals damage once', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Brushstrider'] }, {}],
    });
    const brushstrider = ids.battlefield[0]![3]!;
    expect(keywords(state, brushstrider)).not.toContain('double strike');
    const s = skipUntil(attack(state, [[brushstrider, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(17);
  });

  it('"Equip {2}": with one land it can\'t be equipped; with two, both are tapped to pay it (CR 702.6a, 602.2b)', () => {
    const one = setup({ players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Brushstrider'] }, {}] });
    const [shrieker1, , brushstrider1] = one.ids.battlefield[0]!;
    expectRefused(one.state, { type: 'activate', player: 0, source: shrieker1!, ability: 0, targets: [{ object: brushstrider1! }], x: 0 }, 'illegal', '602.2b');
    const two = setup({ players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Brushstrider'] }, {}] });
    const [shrieker2, , , brushstrider2] = two.ids.battlefield[0]!;
    const s = resolveStack(activate(two.state, 0, shrieker2!, 0, [{ object: brushstrider2! }]));
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Wastes' && !s.objects[id]!.tapped)).toEqual([]);
    expect(keywords(s, brushstrider2!)).toContain('double strike');
  });
});

describe("Warmonger's Chariot (CNS)", () => {
  const board = () => setup({
    players: [{ battlefield: ["Warmonger's Chariot", 'Wastes', 'Wastes', 'Wastes', 'Ogre Sentry', 'Brushstrider'] }, {}],
  });

  it('"Equipped creature gets +2/+2." — "Equip {3}"', () => {
    const { state, ids } = board();
    const [chariot, , , , , brushstrider] = ids.battlefield[0]!;
    const s = resolveStack(activate(state, 0, chariot!, 0, [{ object: brushstrider! }]));
    expect(pt(s, brushstrider!)).toEqual([5, 3]);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(3);
  });

  it('"As long as equipped creature has defender, it can attack as though it didn\'t have defender." — ruling: it keeps defender', () => {
    const { state, ids } = board();
    const [chariot, , , , sentry] = ids.battlefield[0]!;
    // unequipped, the Ogre Sentry can't attack (702.3b)
    const before = skipUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(before, { type: 'declareAttacker', player: 0, attacker: sentry!, target: { player: 1 } }, 'illegal');
    let s = resolveStack(activate(state, 0, chariot!, 0, [{ object: sentry! }]));
    // ruling: "The second ability doesn’t cause the equipped creature to lose defender. It just lets it attack."
    expect(keywords(s, sentry!)).toContain('defender');
    s = skipUntil(attack(s, [[sentry!, 1]]), (x) => x.turn.step === 'main2');
    // the 3/3 Ogre Sentry with +2/+2 deals 5
    expect(life(s, 1)).toBe(15);
  });

  it('ruling: "If the equipped creature doesn\'t have defender, the second ability simply doesn\'t affect it."', () => {
    const { state, ids } = board();
    const [chariot, , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, chariot!, 0, [{ object: brushstrider! }]));
    expect(keywords(s, brushstrider!)).not.toContain('defender');
    s = skipUntil(attack(s, [[brushstrider!, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(15);
  });
});

describe("Explorer's Scope (CNS)", () => {
  const board = (library: string[]) => setup({
    players: [{ battlefield: ["Explorer's Scope", 'Wastes', 'Brushstrider'], library }, {}],
  });
  const attackWithScope = (library: string[]) => {
    const { state, ids } = board(library);
    const [scope, , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, scope!, 0, [{ object: brushstrider! }]));
    s = attack(s, [[brushstrider!, 1]]);
    return resolveStack(s);
  };

  it('"Whenever equipped creature attacks, look at the top card of your library. If it\'s a land card, you may put it onto the battlefield tapped."', () => {
    let s = attackWithScope(['Forest', 'Murder']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    // only its controller saw the card
    expect(events(s, 'look')).toEqual([expect.objectContaining({ rule: '401.5', player: 0, card: 'Forest', visibleTo: [0] })]);
    expect(view(s, 1).log.flat().some((e) => e.type === 'look' && e.card !== undefined)).toBe(false);
    s = choose(s, [0]);
    const forest = permanent(s, 'Forest');
    expect(s.objects[forest]!.tapped).toBe(true);
    expect(names(s, 0, 'library')).toEqual(['Murder']);
  });

  it('the player may leave the land on top; a nonland card is asked about too (the other players may not tell), and stays on top', () => {
    const declined = choose(attackWithScope(['Forest', 'Murder']), [1]);
    expect(names(declined, 0, 'library')).toEqual(['Forest', 'Murder']);
    const nonland = attackWithScope(['Murder', 'Forest']);
    expect(nonland.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    const accepted = choose(nonland, [0]);
    expect(names(accepted, 0, 'library')).toEqual(['Murder', 'Forest']);
    expect(permanents(accepted, 'Murder')).toEqual([]);
  });

  it('"If it\'s a land card": a nonland permanent card on top (a creature card) stays on top even if the player says yes', () => {
    const s = choose(attackWithScope(['Bronze Sable', 'Forest']), [0]);
    expect(names(s, 0, 'library')).toEqual(['Bronze Sable', 'Forest']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
  });

  it('"Whenever equipped creature attacks": another creature attacking without it does not trigger it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ["Explorer's Scope", 'Wastes', 'Brushstrider', 'Bronze Sable'], library: ['Forest', 'Murder'] }, {}] });
    const [scope, , brushstrider, sable] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, scope!, 0, [{ object: brushstrider! }]));
    s = resolveStack(attack(s, [[sable!, 1]]));
    expect(s.decision?.kind).toBe('priority');
    expect(events(s, 'look')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Forest', 'Murder']);
  });
});

describe('Deathrender (CNS)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Deathrender', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Murder', 'Ogre Sentry', 'Flame Slash'] },
      {},
    ],
  });
  const killEquipped = () => {
    const { state, ids } = board();
    const [deathrender, , , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, deathrender!, 0, [{ object: brushstrider! }]));
    expect(pt(s, brushstrider!)).toEqual([5, 3]);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: brushstrider! }]));
    return { s, deathrender: deathrender!, ids };
  };

  it('"Whenever equipped creature dies, you may put a creature card from your hand onto the battlefield and attach Deathrender to it."', () => {
    const { s: dead, deathrender, ids } = killEquipped();
    // only creature cards are offered: the Ogre Sentry, not Flame Slash
    expect(dead.decision).toMatchObject({ kind: 'choose', player: 0, choice: { min: 0, max: 1, options: [{ object: ids.hand[0]![1] }] } });
    const s = choose(dead, [0]);
    const sentry = permanent(s, 'Ogre Sentry');
    expect(s.objects[deathrender]!.attachedTo).toEqual({ object: sentry });
    expect(pt(s, sentry)).toEqual([5, 5]);
    expect(names(s, 0, 'hand')).toEqual(['Flame Slash']);
  });

  it('CR 707.9, 614.1c: a Dack\'s Duplicate put onto the battlefield this way is asked what to copy as it enters, and Deathrender is attached to the copy', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Deathrender', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Murder', "Dack's Duplicate"] },
        { battlefield: ['Lizard Warrior'] },
      ],
    });
    const [deathrender, , , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, deathrender!, 0, [{ object: brushstrider! }]));
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: brushstrider! }]));
    s = choose(s, [0]);
    const lizard = permanent(s, 'Lizard Warrior');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    const dup = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
    expect(s.objects[deathrender!]!.attachedTo).toEqual({ object: dup });
    // a 4/2 Lizard Warrior with haste and dethrone, +2/+2 from Deathrender
    expect(pt(s, dup)).toEqual([6, 4]);
    expect(keywords(s, dup)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
  });

  it('"you may": choosing nothing leaves the hand as it was and Deathrender unattached (704.5n)', () => {
    const { s: dead, deathrender } = killEquipped();
    const s = choose(dead, []);
    expect(names(s, 0, 'hand')).toEqual(['Ogre Sentry', 'Flame Slash']);
    expect(s.objects[deathrender]!.attachedTo).toBeNull();
    expect(s.battlefield).toContain(deathrender);
  });
});

describe('Deathrender (CNS) — a creature it can\'t equip', () => {
  it('ruling: "If the creature you put onto the battlefield can’t be equipped by Deathrender (due to protection from artifacts, for example), the creature enters the battlefield but Deathrender remains unattached." (CR 301.5c, 702.16)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Deathrender', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Murder', 'Pristine Angel'] }, {}],
    });
    const [deathrender, , , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, deathrender!, 0, [{ object: brushstrider! }]));
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: brushstrider! }]));
    // Pristine Angel enters untapped: protection from artifacts
    s = resolveStack(choose(s, [0]));
    const angel = permanent(s, 'Pristine Angel');
    expect(s.objects[angel]!.tapped).toBe(false);
    expect(s.objects[deathrender!]!.attachedTo).toBeNull();
    expect(s.battlefield).toContain(deathrender);
    expect(pt(s, angel)).toEqual([4, 4]);
  });
});
