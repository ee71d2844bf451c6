import { describe, expect, it } from 'vitest';
import { apply, characteristics, describeEvent, legalActions, tryApply, view } from '../../../src/index.js';
import {
  activate, attack, block, cast, castAndResolve, castable, choose, events, expectRefused, keywords, life, names, nextTurn, passToStep, passUntil, permanent, permanents,
  pt, putTrigger, resolveStack, resolveTop, setup, withKeywords,
} from '../helpers.js';
import { withControl } from '../../rules/helpers.js';

describe('Assassinate', () => {
  it('Destroy target tapped creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Assassinate'] }, { battlefield: [{ card: 'Wild Griffin', tapped: true }, 'Pillarfield Ox'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Pillarfield Ox') }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Morkrut Banshee', () => {
  const board = (extra: string[]) => setup({
    players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', ...extra], hand: ['Murder', 'Morkrut Banshee'] }, { battlefield: ['Sphinx of Magosi', 'Wild Griffin'] }],
  });

  it('Morbid — When it enters, if a creature died this turn, target creature gets -4/-4 until end of turn', () => {
    const { state, ids } = board([]);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    const sphinx = permanent(s, 'Sphinx of Magosi');
    s = resolveStack(putTrigger(s, [{ object: sphinx }]));
    expect(pt(s, sphinx)).toEqual([2, 2]);
  });

  it('ruling: "… If no creatures have died by the time it enters the battlefield, its ability won\'t trigger at all." (CR 603.4)', () => {
    const { state, ids } = board([]);
    const s = resolveStack(cast(state, 0, ids.hand[0]![1]!));
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(s.stack).toEqual([]);
    expect(events(s, 'trigger')).toEqual([]);
    expect(pt(s, permanent(s, 'Sphinx of Magosi'))).toEqual([6, 6]);
  });

  it('ruling: "Morkrut Banshee\'s morbid ability triggers only once, not once for each creature that has died this turn." (CR 603.4) — three died to Infest', () => {
    const { state, ids } = setup({
      players: [{ battlefield: Array<string>(8).fill('Swamp'), hand: ['Infest', 'Morkrut Banshee'] }, { battlefield: ['Wild Griffin', 'Doomed Traveler', 'Sphinx of Magosi'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!));
    expect(s.decision).toMatchObject({ kind: 'putTrigger' });
    expect(pt(s, permanent(s, 'Sphinx of Magosi'))).toEqual([4, 4]);
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Sphinx of Magosi') }]));
    expect(events(s, 'trigger').filter((e) => e.card === 'Morkrut Banshee')).toHaveLength(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Doomed Traveler', 'Sphinx of Magosi']);
    expect(s.stack).toEqual([]);
  });

  it('ruling: if there are no other creatures on the battlefield, it must target itself', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(8).fill('Swamp'), hand: ['Murder', 'Morkrut Banshee'] }, { battlefield: ['Wild Griffin'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!));
    expect(names(s, 0, 'graveyard')).toContain('Morkrut Banshee');
  });
});

describe('Reckless Spite', () => {
  it('Destroy two target nonblack creatures. You lose 5 life.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Reckless Spite'] }, { battlefield: ['Wild Griffin', 'Pillarfield Ox', 'Typhoid Rats'] }] });
    const card = ids.hand[0]![0]!;
    const s = castAndResolve(state, 0, card, [{ object: permanent(state, 'Wild Griffin') }, { object: permanent(state, 'Pillarfield Ox') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Pillarfield Ox']);
    expect(life(s, 0)).toBe(15);
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: permanent(state, 'Wild Griffin') }, { object: permanent(state, 'Typhoid Rats') }], x: 0 }, 'badTarget', '601.2c');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: permanent(state, 'Wild Griffin') }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Reckless Spite — targets gone before it resolves (CR 608.2b)', () => {
  const board = () => setup({ players: [{ battlefield: Array<string>(9).fill('Swamp'), hand: ['Reckless Spite', 'Murder', 'Murder'] }, { battlefield: ['Wild Griffin', 'Pillarfield Ox'] }, {}] });

  it('one target gone: the other is still destroyed and "You lose 5 life." still happens', () => {
    const { state, ids } = board();
    const [griffin, ox] = [permanent(state, 'Wild Griffin'), permanent(state, 'Pillarfield Ox')];
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }, { object: ox }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: griffin }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Pillarfield Ox']);
    expect(life(s, 0)).toBe(15);
  });

  it('both targets gone: it doesn\'t resolve, and nobody loses life', () => {
    const { state, ids } = board();
    const [griffin, ox] = [permanent(state, 'Wild Griffin'), permanent(state, 'Pillarfield Ox')];
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }, { object: ox }]);
    s = cast(s, 0, ids.hand[0]![1]!, [{ object: griffin }]);
    s = castAndResolve(s, 0, ids.hand[0]![2]!, [{ object: ox }]);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Pillarfield Ox', 'Wild Griffin']);
    expect(names(s, 0, 'graveyard')).toContain('Reckless Spite');
    expect(life(s, 0)).toBe(20);
  });
});

describe('Reckless Spite — both at once', () => {
  it('the two are destroyed at the same time (CR 603.10a): Soulcatcher, destroyed first of the two, still sees Wild Griffin die', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Reckless Spite'] }, { battlefield: ['Soulcatcher', 'Wild Griffin'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Soulcatcher') }, { object: permanent(state, 'Wild Griffin') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Soulcatcher', 'Wild Griffin']);
    // two triggers of player 1, who orders them (CR 603.3b): for itself and for the Griffin
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 1 });
    expect(s.pendingTriggers.map((t) => s.objects[t.context.object!]!.card).sort()).toEqual(['Soulcatcher', 'Wild Griffin']);
  });
});

describe('Syphon Soul', () => {
  it('Syphon Soul deals 2 damage to each other player. You gain life equal to the damage dealt this way.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Syphon Soul'] }, {}, {}, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([26, 18, 18, 18]);
  });

  it('"You gain life equal to the damage dealt this way" counts the damage Pariah deals to a creature instead of its player: it is still dealt by Syphon Soul (CR 614.9, 120.3)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Syphon Soul'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Pariah'] },
        {},
      ],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: ox }]);
    expect(s.objects[permanent(s, 'Pariah')]!.attachedTo).toEqual({ object: ox });
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    expect(s.objects[ox]!.damage).toBe(2);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([24, 20, 18]);
  });
});

describe('Tragic Slip', () => {
  it('Target creature gets -1/-1 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Tragic Slip'] }, { battlefield: ['Sphinx of Magosi'] }] });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sphinx }]);
    expect(pt(s, sphinx)).toEqual([5, 5]);
  });

  it('Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Tragic Slip', 'Murder'] }, { battlefield: ['Sphinx of Magosi', 'Wild Griffin'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Sphinx of Magosi') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Sphinx of Magosi']);
  });
});

describe('Typhoid Rats', () => {
  it('Deathtouch: any damage it deals to a creature destroys that creature', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Typhoid Rats'] }, { battlefield: ['Hexplate Golem'] }] });
    const [rats, golem] = [permanent(state, 'Typhoid Rats'), permanent(state, 'Hexplate Golem')];
    expect(keywords(state, rats)).toEqual(['deathtouch']);
    const s = passToStep(block(attack(state, [[golem, 0]]), [[rats, golem]]), 'endCombat');
    expect(names(s, 1, 'graveyard')).toEqual(['Hexplate Golem']);
    expect(names(s, 0, 'graveyard')).toEqual(['Typhoid Rats']);
  });
});

describe('Vampire Hexmage', () => {
  it('First strike; Sacrifice Vampire Hexmage: Remove all counters from target permanent', () => {
    const { state } = setup({ players: [{ battlefield: ['Vampire Hexmage'] }, { battlefield: [{ card: 'Sphinx of Magosi', counters: { '+1/+1': 2, charge: 1 } }] }] });
    const [hexmage, sphinx] = [permanent(state, 'Vampire Hexmage'), permanent(state, 'Sphinx of Magosi')];
    expect(keywords(state, hexmage)).toEqual(['first strike']);
    let s = activate(state, 0, hexmage, 0, [{ object: sphinx }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Vampire Hexmage']);
    s = resolveStack(s);
    expect(s.objects[sphinx]!.counters).toEqual({});
    expect(pt(s, sphinx)).toEqual([6, 6]);
  });

  it('ruling: any permanent can be targeted, not just one with counters; but not a card in another zone', () => {
    // ruling: "Any permanent can be targeted by the second ability, not just one with counters on it."
    // ruling: "Vampire Hexmage's ability can't target a permanent card in a zone other than the battlefield, such as
    // a suspended card."
    const { state } = setup({ players: [{ battlefield: ['Vampire Hexmage', 'Swamp'], graveyard: ['Sphinx of Magosi'] }, {}] });
    const hexmage = permanent(state, 'Vampire Hexmage');
    const s = resolveStack(activate(state, 0, hexmage, 0, [{ object: permanent(state, 'Swamp') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Sphinx of Magosi', 'Vampire Hexmage']);
    expectRefused(state, { type: 'activate', player: 0, source: hexmage, ability: 0, targets: [{ object: state.players[0]!.graveyard[0]! }], x: 0 }, 'badTarget', '115.1');
  });
});

describe('Wakedancer', () => {
  it('Morbid — When it enters, if a creature died this turn, create a 2/2 black Zombie creature token', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Swamp'), hand: ['Murder', 'Wakedancer'] }, { battlefield: ['Wild Griffin'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = resolveStack(castAndResolve(s, 0, ids.hand[0]![1]!));
    const zombie = permanent(s, 'token:zombie-2-2');
    expect(pt(s, zombie)).toEqual([2, 2]);
    expect(characteristics(s, zombie).colors).toEqual(['B']);
    expect(s.objects[zombie]!.controller).toBe(0);
  });

  it('without a creature dying this turn, no token', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(3).fill('Swamp'), hand: ['Wakedancer'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'token:zombie-2-2')).toEqual([]);
  });
});

describe('Zombie Goliath', () => {
  it('a 4/3 black Zombie Giant with no abilities', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Swamp'), hand: ['Zombie Goliath'] }, {}] });
    expect(castable(state, 0, ids.hand[0]![0]!)).toBe(true);
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const c = characteristics(s, permanent(s, 'Zombie Goliath'));
    expect([c.power, c.toughness, c.subtypes, c.keywords]).toEqual([4, 3, ['Zombie', 'Giant'], []]);
  });
});

describe('Drakestown Forgotten', () => {
  it('enters with X +1/+1 counters, where X is the number of creature cards in all graveyards', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Drakestown Forgotten'], graveyard: ['Typhoid Rats', 'Assassinate'] },
        { graveyard: ['Pillarfield Ox', 'Zombie Goliath'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const drake = permanent(s, 'Drakestown Forgotten');
    expect(s.objects[drake]!.counters['+1/+1']).toBe(3);
  });

  it('ruling: if Drakestown Forgotten enters the battlefield from a graveyard, it counts itself when determining the value of X', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Reya Dawnbringer'], graveyard: ['Drakestown Forgotten', 'Pillarfield Ox', 'Typhoid Rats'] }, {}] });
    let s = passUntil(state, (x) => x.turn.active === 0 && x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: s.players[0]!.graveyard[0]! }] }));
    s = choose(s, [0]);
    const drake = permanent(s, 'Drakestown Forgotten');
    expect(s.objects[drake]!.counters['+1/+1']).toBe(3);
  });

  it('CR 614.12: returned with another creature card at the same time (Victimize), it counts that card too, still in the graveyard as they enter', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Victimize'], graveyard: ['Pillarfield Ox', 'Drakestown Forgotten', 'Typhoid Rats'] }, {}] });
    const [ox, drake] = ids.graveyard[0]!;
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: ox! }, { object: drake! }]));
    // as the two enter, the graveyard holds the Ox, Drakestown itself, the Rats and the sacrificed Sable
    expect(names(s, 0, 'graveyard')).toEqual(['Typhoid Rats', 'Bronze Sable', 'Victimize']);
    expect(s.objects[permanent(s, 'Drakestown Forgotten')]!.counters['+1/+1']).toBe(4);
  });

  it('CR 111.6, 704.5d: a token Victimize sacrifices is in the graveyard as Drakestown Forgotten enters, but is no creature card and is not counted', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'token:zombie-2-2'], hand: ['Victimize'], graveyard: ['Pillarfield Ox', 'Drakestown Forgotten', 'Typhoid Rats'] }, {}] });
    const [ox, drake] = ids.graveyard[0]!;
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: ox! }, { object: drake! }]));
    expect(events(s, 'zoneChange')).toContainEqual(expect.objectContaining({ card: 'token:zombie-2-2', zone: 'graveyard' }));
    // as the two enter, the graveyard holds the Ox, Drakestown itself and the Rats: three creature cards
    expect(s.objects[permanent(s, 'Drakestown Forgotten')]!.counters['+1/+1']).toBe(3);
  });

  it('{2}{B}, Remove a +1/+1 counter from Drakestown Forgotten: Target creature gets -1/-1 until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', { card: 'Drakestown Forgotten', counters: { '+1/+1': 2 } }] }, { battlefield: ['Typhoid Rats'] }] });
    const drake = permanent(state, 'Drakestown Forgotten');
    const s = resolveStack(activate(state, 0, drake, 0, [{ object: permanent(state, 'Typhoid Rats') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
    expect(pt(s, drake)).toEqual([1, 1]);
  });
});

describe('Plagued Rusalka', () => {
  it('{B}, Sacrifice a creature: Target creature gets -1/-1 until end of turn (it may sacrifice itself)', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Plagued Rusalka', 'Pillarfield Ox'] }, { battlefield: ['Typhoid Rats', 'Zombie Goliath'] }] });
    const rusalka = permanent(state, 'Plagued Rusalka');
    const goliath = permanent(state, 'Zombie Goliath');
    let s = apply(state, { type: 'activate', player: 0, source: rusalka, ability: 0, targets: [{ object: goliath }], x: 0, sacrifice: permanent(state, 'Pillarfield Ox') });
    s = resolveStack(s);
    expect(pt(s, goliath)).toEqual([3, 2]);
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: rusalka, ability: 0, targets: [{ object: permanent(s, 'Typhoid Rats') }], x: 0, sacrifice: rusalka }));
    expect(names(s, 0, 'graveyard')).toEqual(['Pillarfield Ox', 'Plagued Rusalka']);
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
  });

  it("an opponent's creature can't be sacrificed", () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Plagued Rusalka'] }, { battlefield: ['Typhoid Rats'] }] });
    const rats = permanent(state, 'Typhoid Rats');
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Plagued Rusalka'), ability: 0, targets: [{ object: rats }], x: 0, sacrifice: rats }, 'illegal', '602.2b');
  });
});

describe('Victimize', () => {
  const swamps = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];

  it('Sacrifice a creature; if you do, the two chosen cards return to the battlefield tapped, at the same time (CR 603.6a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Child of Night'], hand: ['Victimize'], graveyard: ['Wild Griffin', 'Hamletback Goliath'] }, {}] });
    const [griffin, goliath] = ids.graveyard[0]!;
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: griffin! }, { object: goliath! }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Child of Night', 'Victimize']);
    for (const name of ['Wild Griffin', 'Hamletback Goliath']) expect(s.objects[permanent(s, name)]!.tapped).toBe(true);
    // Hamletback Goliath, the second target, sees the Griffin enter with it: it may put 2 counters on itself
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = resolveStack(choose(s, [0]));
    expect(s.objects[permanent(s, 'Hamletback Goliath')]!.counters).toEqual({ '+1/+1': 2 });
  });

  it('ruling: "You must choose two targets. You can\'t cast Victimize targeting only one creature card." (CR 601.2c, 115.3)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Child of Night'], hand: ['Victimize'], graveyard: ['Wild Griffin', 'Hamletback Goliath'] }, {}] });
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: ids.graveyard[0]![0]! }])).toBe(false);
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: ids.graveyard[0]![0]! }, { object: ids.graveyard[0]![0]! }])).toBe(false);
  });

  it('"in your graveyard": a creature card in an opponent\'s graveyard is no legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Child of Night'], hand: ['Victimize'], graveyard: ['Wild Griffin'] }, { graveyard: ['Hamletback Goliath'] }] });
    const [griffin, theirs] = [ids.graveyard[0]![0]!, ids.graveyard[1]![0]!];
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: griffin }, { object: theirs }])).toBe(false);
  });

  it('"As Victimize resolves, you must sacrifice a creature if able. You can\'t change your mind and choose not to sacrifice anything."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Child of Night', 'Pillarfield Ox'], hand: ['Victimize'], graveyard: ['Wild Griffin', 'Hamletback Goliath'] }, {}] });
    const s = passUntil(cast(state, 0, ids.hand[0]![0]!, [{ object: ids.graveyard[0]![0]! }, { object: ids.graveyard[0]![1]! }]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { min: 1, max: 1 } });
    expect(tryApply(s, { type: 'choose', player: 0, choice: [] }).ok).toBe(false);
    expect(legalActions(s).every((a) => a.type !== 'choose' || a.choice.length === 1)).toBe(true);
  });

  it('ruling: with no creature to sacrifice, nothing returns ("if you do")', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Victimize'], graveyard: ['Wild Griffin', 'Hamletback Goliath'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: ids.graveyard[0]![0]! }, { object: ids.graveyard[0]![1]! }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin', 'Hamletback Goliath', 'Victimize']);
  });

  it('ruling: if one target is illegal, you still sacrifice a creature and put the other card onto the battlefield; the sacrifice is chosen on resolution', () => {
    // ruling: "The creature you sacrifice isn't chosen until Victimize resolves. You can't return the creature you
    // sacrifice because it will still be on the battlefield at the time targets are chosen."
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Driver of the Dead'], hand: ['Victimize', 'Murder'], graveyard: ['Child of Night', 'Wild Griffin'] }, {}] });
    const [child, griffin] = ids.graveyard[0]!;
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: child! }, { object: griffin! }]);
    // in response, Driver of the Dead dies and returns Child of Night: Victimize's first target is gone
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Driver of the Dead') }]));
    // its trigger has one legal target, Child of Night, and resolves before Victimize
    expect(s.stack.map((x) => s.objects[x]!.card)).toEqual(['Victimize']);
    expect(permanents(s, 'Child of Night')).toHaveLength(1);
    s = resolveStack(s);
    // Child of Night, now the only creature, is sacrificed; the Griffin returns
    expect(permanents(s, 'Child of Night')).toHaveLength(0);
    expect(s.objects[permanent(s, 'Wild Griffin')]!.tapped).toBe(true);
  });
});

/** The card names of the options of the pending choice. */
function choiceCards(s: ReturnType<typeof setup>['state']): string[] {
  return (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
}

describe('Infectious Horror', () => {
  it('Whenever Infectious Horror attacks, each opponent loses 2 life', () => {
    const { state } = setup({ players: [{ battlefield: ['Infectious Horror'] }, {}, {}] });
    let s = attack(state, [[permanent(state, 'Infectious Horror'), 1]]);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 18, 18]);
  });

  it('it does not trigger when it does not attack', () => {
    const { state } = setup({ players: [{ battlefield: ['Infectious Horror', 'Bronze Sable'] }, {}] });
    const s = resolveStack(attack(state, [[permanent(state, 'Bronze Sable'), 1]]));
    expect(life(s, 1)).toBe(20);
  });
});

describe("Liliana's Specter", () => {
  it('Flying; when it enters, each opponent discards a card (of their choice)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ["Liliana's Specter", 'Murder'] }, { hand: ['Divination', 'Murder'] }, { hand: ['Assassinate'] }, {}],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const specter = permanent(s, "Liliana's Specter");
    expect(keywords(s, specter)).toEqual(['flying']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
    s = choose(s, [1]);
    expect(names(s, 1, 'graveyard')).toEqual(['Murder']);
    expect(names(s, 1, 'hand')).toEqual(['Divination']);
    expect(names(s, 2, 'graveyard')).toEqual(['Assassinate']);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });
});

describe('Smallpox', () => {
  it('Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Bronze Sable'], hand: ['Smallpox', 'Murder'] },
        { battlefield: ['Plains', 'Island', 'Wild Griffin', 'Pillarfield Ox'], hand: ['Divination', 'Assassinate'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect([life(s, 0), life(s, 1)]).toEqual([19, 19]);
    // player 0 has one card: discarded without a choice; player 1 chooses
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
    expect(names(s, 0, 'graveyard')).toEqual([]);
    s = choose(s, [0]);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    // creatures: player 1 chooses among two
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice' } });
    expect(choiceCards(s)).toEqual(['Wild Griffin', 'Pillarfield Ox']);
    s = choose(s, [1]);
    // then lands, the active player first, then in turn order
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    expect(choiceCards(s)).toEqual(['Swamp', 'Swamp']);
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    expect(choiceCards(s)).toEqual(['Plains', 'Island']);
    s = choose(s, [1]);
    s = resolveStack(s);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Bronze Sable', 'Swamp', 'Smallpox']);
    expect(names(s, 1, 'graveyard')).toEqual(['Divination', 'Pillarfield Ox', 'Island']);
    expect(names(s, 1, 'hand')).toEqual(['Assassinate']);
  });

  it('ruling: "starting with the player whose turn it is and proceeding in turn order, each player chooses a creature, knowing the choices made before them" (CR 101.4b)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Bronze Sable', 'Pillarfield Ox'], hand: ['Smallpox'] },
        { battlefield: ['Wild Griffin', 'Coveted Peacock'] },
        { battlefield: ['Zombie Goliath', 'Lizard Warrior'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    s = choose(s, [0]);
    s = choose(s, [1]);
    // player 2, choosing last, knows the creatures players 0 and 1 chose, before any is sacrificed
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    const known = view(s, 2).log.filter((e) => e.type === 'chosen').map((e) => [e.player, e.card, e.detail, e.rule]);
    expect(known).toEqual([[0, 'Bronze Sable', 'sacrifice', '101.4b'], [1, 'Coveted Peacock', 'sacrifice', '101.4b']]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(describeEvent(s, view(s, 2).log.find((e) => e.type === 'chosen')!)).toContain('chooses Bronze Sable to sacrifice');
  });

  it('ruling: "each player chooses a creature, knowing the choices made before them. All of the creatures are sacrificed at the same time" — in a three-player game nothing is sacrificed while a player still chooses, and a Harvester of Souls sacrificed with the others sees each of them die (CR 101.4, 603.10a, 701.21)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Harvester of Souls'], hand: ['Smallpox'] },
        { battlefield: ['Wild Griffin', 'Coveted Peacock'] },
        { battlefield: ['Bronze Sable', 'Pillarfield Ox'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // the Harvester is player 0's only creature: chosen without a question; players 1 and 2 choose in turn
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice' } });
    s = choose(s, [choiceCards(s).indexOf('Wild Griffin')]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    expect([permanents(s, 'Harvester of Souls'), permanents(s, 'Wild Griffin')].map((ids) => ids.length)).toEqual([1, 1]);
    s = choose(s, [choiceCards(s).indexOf('Bronze Sable')]);
    expect([0, 1, 2].map((p) => names(s, p, 'graveyard'))).toEqual([['Harvester of Souls'], ['Wild Griffin'], ['Bronze Sable']]);
    // then the lands: player 0 chooses one of their two Swamps
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    s = choose(s, [0]);
    // "Whenever another nontoken creature dies": the Harvester left with the others and saw both die
    expect(s.pendingTriggers.filter((x) => x.source !== null && s.objects[x.source]!.card === 'Harvester of Souls')).toHaveLength(2);
  });
});

describe('Stronghold Discipline', () => {
  it('Each player loses 1 life for each creature they control', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Stronghold Discipline'] },
        { battlefield: ['Wild Griffin', 'Pillarfield Ox', 'Plains', 'token:spirit-1-1-flying'] },
        { battlefield: ['Island'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([19, 17, 20]);
  });

  it('"Each player loses 1 life for each creature they control" — counts by controller, not owner: a creature another player took control of costs its new controller (CR 108.4, 613.1b)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Stronghold Discipline'] },
        { battlefield: ['Wild Griffin', 'Pillarfield Ox'] },
        {},
        { battlefield: ['Courier Hawk'] },
      ],
    });
    const stolen = withControl(state, permanent(state, 'Wild Griffin'), 3);
    const s = castAndResolve(stolen, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([19, 19, 20, 18]);
  });
});

describe('Twisted Abomination', () => {
  it('{B}: Regenerate Twisted Abomination', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Twisted Abomination'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const abomination = permanent(state, 'Twisted Abomination');
    let s = resolveStack(activate(state, 0, abomination, 0));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: abomination }]);
    expect(permanents(s, 'Twisted Abomination')).toEqual([abomination]);
    expect(s.objects[abomination]!.tapped).toBe(true);
  });

  it('701.19a, 506.4: regenerated while attacking, it is removed from combat; the creature that blocked it deals it no combat damage', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['token:beast-3-3', 'Plains', 'Plains', 'Plains'], hand: ['Kill Shot'] }, { battlefield: ['Twisted Abomination', 'Swamp'] }],
    });
    const abomination = permanent(state, 'Twisted Abomination');
    const beast = permanent(state, 'token:beast-3-3');
    let s = block(attack(state, [[abomination, 0]]), [[beast, abomination]]);
    s = resolveStack(activate(s, 1, abomination, 0));
    s = passUntil(s, (x) => x.decision?.player === 0);
    // Kill Shot destroys it: the shield regenerates it instead
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: abomination }]));
    expect(events(s, 'removedFromCombat')).toEqual([expect.objectContaining({ rule: '506.4', object: abomination })]);
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: beast, blocking: [] })]);
    s = passToStep(s, 'endCombat');
    expect(permanents(s, 'Twisted Abomination')).toEqual([abomination]);
    expect(s.objects[abomination]!.damage).toBe(0);
    expect(s.objects[beast]!.damage).toBe(0);
    expect(life(s, 0)).toBe(20);
  });

  it('701.19a, 514.2: "the next time it would be destroyed this turn" — a shield not used ends with the turn: destroyed the next turn, it dies', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Twisted Abomination'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const abomination = permanent(state, 'Twisted Abomination');
    let s = resolveStack(activate(state, 0, abomination, 0));
    expect(s.replacements).toEqual([expect.objectContaining({ kind: 'regenerate', affected: { object: abomination } })]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.replacements).toEqual([]);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: abomination }]);
    expect(permanents(s, 'Twisted Abomination')).toEqual([]);
    expect(events(s, 'regenerate')).toEqual([]);
  });

  it('701.19a: regenerated after a deathtouch source\'s damage (704.5h), "all damage marked on it is removed", so it is not destroyed again — Typhoid Rats blocking it', () => {
    const { state } = setup({ players: [{ battlefield: ['Twisted Abomination', 'Swamp'] }, { battlefield: ['Typhoid Rats'] }] });
    const [abomination, rats] = [permanent(state, 'Twisted Abomination'), permanent(state, 'Typhoid Rats')];
    let s = block(attack(state, [[abomination, 1]]), [[rats, abomination]]);
    s = resolveStack(activate(s, 0, abomination, 0));
    s = passToStep(s, 'endCombat');
    expect(events(s, 'regenerate')).toEqual([expect.objectContaining({ object: abomination })]);
    expect(permanents(s, 'Twisted Abomination')).toEqual([abomination]);
    expect(s.objects[abomination]!).toMatchObject({ tapped: true, damage: 0 });
    expect(permanents(s, 'Typhoid Rats')).toEqual([]);
  });

  it('702.12b, 701.19a: indestructible, it is not destroyed, so its regeneration shield is not used: it stays untapped and the shield waits', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Twisted Abomination'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const abomination = permanent(state, 'Twisted Abomination');
    let s = resolveStack(activate(withKeywords(state, abomination, ['indestructible']), 0, abomination, 0));
    expect(s.replacements).toEqual([expect.objectContaining({ kind: 'regenerate', affected: { object: abomination } })]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: abomination }]);
    expect(permanents(s, 'Twisted Abomination')).toEqual([abomination]);
    expect(s.objects[abomination]!.tapped).toBe(false);
    expect(s.replacements).toEqual([expect.objectContaining({ kind: 'regenerate', affected: { object: abomination } })]);
  });

  it('without the shield it is destroyed', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Twisted Abomination'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Twisted Abomination') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Twisted Abomination']);
  });

  it('Swampcycling {2}: discard it from hand to search for a Swamp card, reveal it, put it into your hand', () => {
    // ruling: "Unlike the normal cycling ability, Swampcycling doesn't allow you to draw a card. Instead, it lets
    // you search your library for a Swamp card. After you find a Swamp card in your library, you reveal it, put it
    // into your hand, then shuffle your library."
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Twisted Abomination'], library: ['Island', 'Swamp', 'Plains'] }, {}] });
    // from the hand, the ability is the card's first (and only) one that functions there
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search' } });
    expect(choiceCards(s)).toEqual(['Swamp']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Swamp']);
    expect(names(s, 0, 'graveyard')).toEqual(['Twisted Abomination']);
    expect(events(s, 'reveal').map((e) => (e as { card: string }).card)).toEqual(['Swamp']);
  });
});

describe('Ill-Gotten Gains', () => {
  it('Exile Ill-Gotten Gains. Each player discards their hand, then returns up to three cards from their graveyard to their hand', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Ill-Gotten Gains', 'Murder'], graveyard: ['Divination', 'Assassinate', 'Bronze Sable', 'Wild Griffin'] },
        { hand: ['Pillarfield Ox', 'Smallpox'], graveyard: ['Reckless Spite'] },
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 1, 'hand')).toEqual([]);
    // Ill-Gotten Gains is exiled first, so it can't be returned
    expect(exiledNames(s)).toEqual(['Ill-Gotten Gains']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'returnToHand', min: 0, max: 3 } });
    expect(choiceCards(s)).toEqual(['Divination', 'Assassinate', 'Bronze Sable', 'Wild Griffin', 'Murder']);
    s = choose(s, [0, 4, 2]);
    // nothing returns before every player has chosen; the player with an empty graveyard is not asked
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    expect(choiceCards(s)).toEqual(['Reckless Spite', 'Pillarfield Ox', 'Smallpox']);
    // player 1 knows player 0's choice, made in a public zone (CR 101.4b)
    expect(view(s, 1).log.filter((e) => e.type === 'chosen').map((e) => [e.player, e.card, e.detail])).toEqual([
      [0, 'Divination', 'return to hand'], [0, 'Bronze Sable', 'return to hand'], [0, 'Murder', 'return to hand'],
    ]);
    s = choose(s, [1, 2]);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual(['Divination', 'Bronze Sable', 'Murder']);
    expect(names(s, 1, 'hand')).toEqual(['Pillarfield Ox', 'Smallpox']);
    expect(names(s, 0, 'graveyard')).toEqual(['Assassinate', 'Wild Griffin']);
    expect(names(s, 1, 'graveyard')).toEqual(['Reckless Spite']);
  });

  it('a player who answered and then leaves the game takes only their own answer away (CR 800.4a): the next player still chooses among their own cards', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Ill-Gotten Gains'], graveyard: ['Divination'] },
        { graveyard: ['Reckless Spite', 'Murder', 'Assassinate', 'Bronze Sable'] },
        { graveyard: ['Wild Griffin'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    s = choose(s, [1, 3]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    // player 1 concedes while player 2 chooses: their cards leave the game with them
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    expect(choiceCards(s)).toEqual(['Wild Griffin']);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    expect(names(s, 2, 'hand')).toEqual(['Wild Griffin']);
  });

  it('ruling: players can get fewer than 3 cards if they want', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Ill-Gotten Gains', 'Murder'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(choose(s, []));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
  });
});

/** Card names in exile. */
function exiledNames(s: ReturnType<typeof setup>['state']): string[] {
  return s.exile.map((id) => s.objects[id]!.card);
}

describe('Magus of the Mirror', () => {
  it('{T}, Sacrifice Magus of the Mirror: Exchange life totals with target opponent. Activate only during your upkeep.', () => {
    const { state } = setup({ step: 'upkeep', players: [{ life: 5, battlefield: ['Magus of the Mirror'] }, { life: 17 }, { life: 9 }] });
    const magus = permanent(state, 'Magus of the Mirror');
    expectRefused(state, { type: 'activate', player: 0, source: magus, ability: 0, targets: [{ player: 0 }], x: 0 }, 'badTarget');
    const s = resolveStack(activate(state, 0, magus, 0, [{ player: 1 }]));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([17, 5, 9]);
    expect(names(s, 0, 'graveyard')).toEqual(['Magus of the Mirror']);
    // ruling: each player gains or loses the life necessary
    expect(events(s, 'gainLife')).toMatchObject([{ player: 0, amount: 12 }]);
    expect(events(s, 'loseLife')).toMatchObject([{ player: 1, amount: 12 }]);
  });

  it('it can be activated only during your upkeep', () => {
    const { state } = setup({ players: [{ life: 5, battlefield: ['Magus of the Mirror'] }, { life: 17 }] });
    const magus = permanent(state, 'Magus of the Mirror');
    expectRefused(state, { type: 'activate', player: 0, source: magus, ability: 0, targets: [{ player: 1 }], x: 0 }, 'illegal', '602.5b');
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === magus)).toBe(false);
    const { state: theirs } = setup({ active: 1, step: 'upkeep', players: [{ life: 5, battlefield: ['Magus of the Mirror'] }, { life: 17 }] });
    const s = passUntil(theirs, (x) => x.decision?.player === 0);
    expect(s.turn.step).toBe('upkeep');
    expectRefused(s, { type: 'activate', player: 0, source: magus, ability: 0, targets: [{ player: 1 }], x: 0 }, 'illegal', '602.5b');
  });

  it('ruling: replacement effects may modify the gains and losses (Sulfuric Vortex: the gain becomes none)', () => {
    const { state } = setup({ step: 'upkeep', players: [{ life: 5, battlefield: ['Magus of the Mirror'] }, { life: 17, battlefield: ['Sulfuric Vortex'] }] });
    const s = resolveStack(activate(state, 0, permanent(state, 'Magus of the Mirror'), 0, [{ player: 1 }]));
    expect([life(s, 0), life(s, 1)]).toEqual([5, 5]);
  });
});

describe('Quag Vampires', () => {
  it('Multikicker {1}{B}; enters with a +1/+1 counter on it for each time it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Quag Vampires', 'Quag Vampires'] }, {}] });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 2 }));
    expect(pt(s, permanent(s, 'Quag Vampires'))).toEqual([3, 3]);
    expectRefused(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0, kicked: 1 }, 'cannotPay');
    const kicks = legalActions(state).filter((a) => a.type === 'cast' && a.card === ids.hand[0]![0]!).map((a) => (a as { kicked?: number }).kicked ?? 0);
    expect(kicks.sort()).toEqual([0, 1, 2]);
  });

  it('unkicked it is a 1/1 with no counter', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Quag Vampires'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const v = permanent(s, 'Quag Vampires');
    expect(pt(s, v)).toEqual([1, 1]);
    expect(s.objects[v]!.counters['+1/+1'] ?? 0).toBe(0);
  });

  it("Swampwalk: it can't be blocked as long as defending player controls a Swamp (CR 702.14c)", () => {
    const { state } = setup({ players: [{ battlefield: ['Quag Vampires'] }, { battlefield: ['Swamp', 'Pillarfield Ox'] }, { battlefield: ['Plains', 'Pillarfield Ox'] }] });
    const vampires = permanent(state, 'Quag Vampires');
    expect(keywords(state, vampires)).toEqual(['swampwalk']);
    let s = attack(state, [[vampires, 1]]);
    s = passUntil(s, (x) => x.turn.step === 'combatDamage' || x.decision?.kind === 'declareBlockers');
    // the only defending player controls a Swamp: nobody can block, so no declaration is asked
    expect(s.decision?.kind).not.toBe('declareBlockers');
    s = passToStep(s, 'main2');
    expect(life(s, 1)).toBe(19);
    const { state: other } = setup({ players: [{ battlefield: ['Quag Vampires'] }, { battlefield: ['Swamp', 'Pillarfield Ox'] }, { battlefield: ['Plains', 'Pillarfield Ox'] }] });
    let t = toBlockersOf(attack(other, [[vampires, 2]]));
    expect(t.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    t = apply(t, { type: 'declareBlocker', player: 2, blocker: permanents(t, 'Pillarfield Ox')[1]!, attacker: vampires });
    expect(t.decision?.kind).toBe('declareBlockers');
  });
});

/** Passes to the declaration of blockers. */
function toBlockersOf(s: ReturnType<typeof setup>['state']): ReturnType<typeof setup>['state'] {
  return passUntil(s, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'declareBlockers');
}

describe('Phage the Untouchable', () => {
  const swamps7 = Array<string>(7).fill('Swamp');

  it('cast from your hand, it enters and its controller does not lose', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps7, hand: ['Phage the Untouchable'] }, {}, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'Phage the Untouchable')).toHaveLength(1);
    expect(s.players[0]!.inGame).toBe(true);
    expect(events(s, 'trigger')).toEqual([]);
  });

  it("When Phage enters, if you didn't cast it from your hand, you lose the game (here: returned from a graveyard)", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Child of Night'], hand: ['Victimize'], graveyard: ['Phage the Untouchable', 'Wild Griffin'] }, {}, {}] });
    const [phage, griffin] = ids.graveyard[0]!;
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: phage! }, { object: griffin! }]));
    expect(events(s, 'lose')).toMatchObject([{ player: 0, rule: '104.3e' }]);
    expect(s.players[0]!.inGame).toBe(false);
    expect(s.players[1]!.inGame).toBe(true);
  });

  it('ruling: putting it onto the battlefield from your hand using an ability will cause you to lose the game', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Deathrender', 'Bronze Sable'], hand: ['Murder', 'Phage the Untouchable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, permanent(state, 'Deathrender'), 0, [{ object: sable }]));
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield' } });
    s = resolveStack(choose(s, [0]));
    expect(events(s, 'lose')).toMatchObject([{ player: 0, rule: '104.3e' }]);
    expect(s.players[0]!.inGame).toBe(false);
  });

  it('Whenever Phage deals combat damage to a player, that player loses the game', () => {
    const { state } = setup({ players: [{ battlefield: ['Phage the Untouchable'] }, {}, {}] });
    let s = attack(state, [[permanent(state, 'Phage the Untouchable'), 2]]);
    s = passUntil(s, (x) => x.stack.length > 0 && x.turn.step === 'combatDamage');
    s = resolveStack(s);
    expect(life(s, 2)).toBe(16);
    expect(s.players[2]!.inGame).toBe(false);
    expect(s.players[1]!.inGame).toBe(true);
  });

  it("Whenever Phage deals combat damage to a creature, destroy that creature. It can't be regenerated.", () => {
    const { state } = setup({ players: [{ battlefield: ['Phage the Untouchable'] }, { battlefield: ['Swamp', 'Twisted Abomination', 'Zombie Goliath'] }] });
    const phage = permanent(state, 'Phage the Untouchable');
    const abomination = permanent(state, 'Twisted Abomination');
    let s = block(attack(state, [[phage, 1]]), [[abomination, phage]]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, abomination, 0));
    // the shield regenerates it from the lethal damage (4 damage to a 5/3); Phage's trigger then destroys it anyway
    s = passUntil(s, (x) => x.stack.length > 0 && x.turn.step === 'combatDamage');
    expect(permanents(s, 'Twisted Abomination')).toHaveLength(1);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Twisted Abomination']);
    expect(life(s, 1)).toBe(20);
    expect(s.players[1]!.inGame).toBe(true);
  });

  it('"It can\'t be regenerated": a regeneration shield left unused by nonlethal damage doesn\'t save the creature from the trigger', () => {
    const { state } = setup({ players: [{ battlefield: ['Phage the Untouchable'] }, { battlefield: ['Swamp', 'Spiritmonger'] }] });
    const phage = permanent(state, 'Phage the Untouchable');
    const monger = permanent(state, 'Spiritmonger');
    let s = block(attack(state, [[phage, 1]]), [[monger, phage]]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, monger, 0));
    // 4 damage to a 6/6 is not lethal: the shield is still there as Phage's trigger resolves
    s = passUntil(s, (x) => x.stack.length > 0 && x.turn.step === 'combatDamage');
    expect(s.objects[monger]!.damage).toBe(4);
    s = resolveStack(s);
    expect(permanents(s, 'Spiritmonger')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Spiritmonger']);
  });

  it('as a blocker, it destroys the attacking creature it damages', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Phage the Untouchable'] }, { battlefield: ['Zombie Goliath'] }] });
    const phage = permanent(state, 'Phage the Untouchable');
    const goliath = permanent(state, 'Zombie Goliath');
    let s = block(attack(state, [[goliath, 0]]), [[phage, goliath]]);
    s = passUntil(s, (x) => x.stack.length > 0 && x.turn.step === 'combatDamage');
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Zombie Goliath']);
  });
});

describe('Reign of the Pit', () => {
  const swamps6 = Array<string>(6).fill('Swamp');

  it('Each player sacrifices a creature. Create an X/X black Demon creature token with flying, where X is the total power of the creatures sacrificed this way.', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...swamps6, 'Bronze Sable', 'Pillarfield Ox'], hand: ['Reign of the Pit'] },
        { battlefield: ['Zombie Goliath'] },
        { battlefield: ['Wild Griffin'] },
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', 'Reign of the Pit']);
    const demon = permanent(s, 'token:demon-x-x-flying');
    // 2 (Bronze Sable) + 4 (Zombie Goliath) + 2 (Wild Griffin)
    expect(pt(s, demon)).toEqual([8, 8]);
    expect(keywords(s, demon)).toEqual(['flying']);
    expect(characteristics(s, demon).colors).toEqual(['B']);
    expect(characteristics(s, demon).controller).toBe(0);
  });

  it('ruling: the powers are those as the creatures last existed on the battlefield', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps6, 'Mountain', 'Mountain', 'Mountain', 'Bronze Sable'], hand: ['Reign of the Pit', 'Trumpet Blast'] }, { battlefield: ['Wild Griffin'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[sable, 1]]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(pt(s, sable)).toEqual([4, 1]);
    s = passUntil(block(s, []), (x) => x.turn.step === 'main2');
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    // 4 (Bronze Sable with +2/+0 until end of turn) + 2 (Wild Griffin)
    expect(pt(s, permanent(s, 'token:demon-x-x-flying'))).toEqual([6, 6]);
  });

  it("CR 111.3: X is part of the token's copiable values: a copy of the Demon is X/X too (Dack's Duplicate ruling: it copies a token as the effect that created it stated)", () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps6, 'Island', 'Mountain', 'Wastes', 'Wastes', 'Bronze Sable'], hand: ['Reign of the Pit', "Dack's Duplicate"] }, { battlefield: ['Zombie Goliath'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const demon = permanent(s, 'token:demon-x-x-flying');
    expect(pt(s, demon)).toEqual([6, 6]);
    s = passUntil(cast(s, 0, ids.hand[0]![1]!), (x) => x.decision?.kind === 'choose');
    const options = (s.decision as { choice: { options: readonly ({ object: number } | { label: string })[] } }).choice.options;
    s = resolveStack(choose(s, [options.findIndex((o) => 'object' in o && o.object === demon)]));
    const dup = permanent(s, "Dack's Duplicate");
    expect(pt(s, dup)).toEqual([6, 6]);
    expect(keywords(s, dup)).toEqual(['flying', 'haste', 'dethrone']);
  });

  it('ruling: "You choose which creature you are sacrificing first, then each other player in turn order does the same." — a choice made is not made again when another player leaves the game (CR 101.4, 800.4a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...swamps6, 'Bronze Sable'], hand: ['Reign of the Pit'] },
        { battlefield: ['Wild Griffin', 'Coveted Peacock'] },
        { battlefield: ['Zombie Goliath'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    // player 1's Wild Griffin is under player 3's control: player 1 controls one creature, the Peacock
    const griffin = permanent(state, 'Wild Griffin');
    const s0 = resolveStack(cast(withControl(state, griffin, 3), 0, ids.hand[0]![0]!));
    // players 0, 1 and 2 each sacrifice the one creature they control; player 3 chooses between two
    expect(s0.decision).toMatchObject({ kind: 'choose', player: 3, choice: { prompt: 'sacrifice', options: [{ object: griffin }, { object: permanent(s0, 'Pillarfield Ox') }] } });
    // player 3 leaves: the Griffin is player 1's again (CR 800.4a), but player 1 has made their choice
    let s = apply(s0, { type: 'concede', player: 3 });
    expect(characteristics(s, griffin).controller).toBe(1);
    expect(s.decision?.kind).toBe('priority');
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Coveted Peacock']);
    expect(permanents(s, 'Wild Griffin')).toEqual([griffin]);
    // 2 (Bronze Sable) + 3 (Coveted Peacock) + 4 (Zombie Goliath)
    expect(pt(s, permanent(s, 'token:demon-x-x-flying'))).toEqual([9, 9]);
  });

  it('with no creature sacrificed, X is 0: the 0/0 Demon is put into the graveyard (CR 704.5f)', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps6, hand: ['Reign of the Pit'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(permanents(s, 'token:demon-x-x-flying')).toEqual([]);
    expect(events(s, 'createToken')).toHaveLength(1);
  });
});

describe('Smallpox — the lands go last', () => {
  /**
   * Player 0 enchants their Forest with Guardian Zendikon (a land that is a creature), casts Smallpox,
   * sacrifices `creature` as the creature and the Forest as the land; returns the cards whose abilities
   * triggered meanwhile, once Smallpox is done.
   */
  function smallpox(creature: 'Harvester of Souls' | 'Forest'): string[] {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Forest', 'Harvester of Souls'], hand: ['Guardian Zendikon', 'Smallpox'] }, {}],
    });
    const forest = permanent(state, 'Forest');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: forest }]);
    expect(characteristics(s, forest).types).toContain('Creature');
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    expect(choiceCards(s).sort()).toEqual(['Forest', 'Harvester of Souls']);
    s = choose(s, [choiceCards(s).indexOf(creature)]);
    if (creature === 'Harvester of Souls') {
      expect(choiceCards(s)).toContain('Forest');
      s = choose(s, [choiceCards(s).indexOf('Forest')]);
    } else {
      s = choose(s, [choiceCards(s).indexOf('Swamp')]);
    }
    expect(names(s, 0, 'graveyard')).toContain('Smallpox');
    const pending = s.decision?.kind === 'putTrigger' ? s.pendingTriggers.map((t) => (t.source === null ? '' : s.objects[t.source]!.card)) : [];
    return [...pending, ...s.stack.map((id) => s.objects[id]!.card)].sort();
  }

  it('ruling: "Any abilities of the lands sacrificed may modify or trigger on the creatures being sacrificed and on the cards being discarded. Abilities of the creatures won’t modify or trigger on the lands being sacrificed, but may modify or trigger on the cards being discarded." — Harvester of Souls sacrificed as the creature does not see the land creature sacrificed after it', () => {
    // the Forest is sacrificed as the land, after the Harvester left: only the Zendikon's own trigger
    expect(smallpox('Harvester of Souls')).toEqual(['Guardian Zendikon']);
    // sacrificed as the creature beside the Harvester, the Forest is seen dying: "another nontoken creature dies"
    expect(smallpox('Forest')).toEqual(['Guardian Zendikon', 'Harvester of Souls']);
  });
});
