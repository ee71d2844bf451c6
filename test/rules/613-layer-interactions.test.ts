/**
 * CR 613 with cards of CNS and CN2 acting together, across several players: control-changing effects
 * (layer 2, 613.1b) moving lords and anthems, copy effects (layer 1, 707.2) of permanents another
 * player controls or that an anthem pumps, a characteristic-defining ability (604.3, 613.4a) under
 * another controller, and the sublayers of layer 7 (613.4b–d) with counters. Every check reads the
 * characteristics the engine computes now.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, block, cast, castAndResolve, choose, keywords, nextTurn, passUntil, permanent, permanents, pt, resolveStack, setup, skipUntil } from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';
import { withControl } from './helpers.js';

/** Casts a card that may enter as a copy (Stunt Double, Dack's Duplicate) and has it copy `copy`; resolves the stack. */
function castCopying(s: ReadonlyGameState, player: number, card: ObjectId, copy: ObjectId): ReadonlyGameState {
  let x = passUntil(cast(s, player, card), (y) => y.decision?.kind === 'choose');
  const d = x.decision;
  if (d?.kind !== 'choose') throw new Error('expected the copy choice');
  x = apply(x, { type: 'choose', player, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === copy)] });
  return resolveStack(x);
}

/** The newest permanent. */
const newest = (s: ReadonlyGameState): ObjectId => s.battlefield[s.battlefield.length - 1]!;

/** Taps `n` untapped lands named `land` of `player` for mana. */
function tapFor(state: ReadonlyGameState, land: string, n: number, player = 0): ReadonlyGameState {
  let s = state;
  const untapped = s.battlefield.filter((id) => s.objects[id]!.card === land && !s.objects[id]!.tapped && s.objects[id]!.controller === player).slice(0, n);
  for (const id of untapped) s = activate(s, player, id, 0);
  return s;
}

const ISLANDS = ['Island', 'Island', 'Island', 'Island'];
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];

describe('613.1b control changes of lords and anthems', () => {
  it('Besmirch takes Adriana: "other creatures you control have melee" follows its new controller, its old controller\'s anthem no longer pumps it, and all of it ends with the turn', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...MOUNTAINS, 'token:wolf-2-2'], hand: ['Besmirch'] },
        { battlefield: ['Adriana, Captain of the Guard', "Mirari's Wake", 'Lizard Warrior'] },
        { battlefield: ['Typhoid Rats'] },
      ],
    });
    const adriana = permanent(state, 'Adriana, Captain of the Guard');
    const wolf = permanent(state, 'token:wolf-2-2');
    const lizard = permanent(state, 'Lizard Warrior');
    expect(keywords(state, lizard)).toEqual(['melee']);
    expect(pt(state, adriana)).toEqual([5, 5]);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: adriana }]);
    expect(characteristics(s, adriana).controller).toBe(0);
    expect(pt(s, adriana)).toEqual([4, 4]);
    expect(keywords(s, adriana)).toEqual(['melee', 'haste']);
    expect(keywords(s, wolf)).toEqual(['melee']);
    expect(keywords(s, lizard)).toEqual([]);
    expect(pt(s, lizard)).toEqual([5, 3]);
    expect(keywords(s, permanent(s, 'Typhoid Rats'))).toEqual(['deathtouch']);
    // the goaded Adriana must attack; it attacks player 2, and the turn ends
    s = skipUntil(attack(s, [[adriana, 2]]), (x) => x.turn.active === 1);
    expect(characteristics(s, adriana).controller).toBe(1);
    expect(pt(s, adriana)).toEqual([5, 5]);
    expect(keywords(s, wolf)).toEqual([]);
    expect(keywords(s, lizard)).toEqual(['melee']);
  });

  it('Expropriate takes Mirari\'s Wake and Intangible Virtue: "creatures you control" and "creature tokens you control" are now its new controller\'s', () => {
    const mana = ['Island', 'Island', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];
    const { state } = setup({
      players: [
        { hand: ['Expropriate'], battlefield: [...mana, 'token:wolf-2-2', 'Lizard Warrior'] },
        { battlefield: ["Mirari's Wake", 'token:wolf-2-2', 'Typhoid Rats'] },
        { battlefield: ['Intangible Virtue'] },
      ],
    });
    const [mine, theirs] = permanents(state, 'token:wolf-2-2');
    expect([pt(state, mine!), pt(state, theirs!)]).toEqual([[2, 2], [3, 3]]);
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.decision?.kind === 'choose');
    s = castVotes(s, ['time', 'money', 'money']);
    // player 1's money vote: the Mirari's Wake; player 2's: the Intangible Virtue
    const pick = (x: ReadonlyGameState, card: string): ReadonlyGameState => {
      const d = x.decision;
      if (d?.kind !== 'choose') throw new Error('expected the choice of a permanent');
      return choose(x, [d.choice.options.findIndex((o) => 'object' in o && x.objects[o.object]!.card === card)]);
    };
    s = resolveStack(pick(pick(s, "Mirari's Wake"), 'Intangible Virtue'));
    expect(characteristics(s, permanent(s, "Mirari's Wake")).controller).toBe(0);
    expect(characteristics(s, permanent(s, 'Intangible Virtue')).controller).toBe(0);
    expect(pt(s, mine!)).toEqual([4, 4]);
    expect(keywords(s, mine!)).toEqual(['vigilance']);
    expect(pt(s, permanent(s, 'Lizard Warrior'))).toEqual([5, 3]);
    expect(pt(s, theirs!)).toEqual([2, 2]);
    expect(keywords(s, theirs!)).toEqual([]);
    expect(pt(s, permanent(s, 'Typhoid Rats'))).toEqual([1, 1]);
  });
});

describe('707.2 copies across players, under anthems', () => {
  it('Stunt Double copies an opponent\'s Marchesa that the opponent\'s Mirari\'s Wake pumps: it has the printed 3/3, and its "other creatures you control have dethrone" is for its own controller\'s creatures', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...ISLANDS, 'token:wolf-2-2'], hand: ['Stunt Double'] },
        { battlefield: ['Marchesa, the Black Rose', "Mirari's Wake", 'Typhoid Rats'] },
      ],
    });
    const marchesa = permanent(state, 'Marchesa, the Black Rose');
    const wolf = permanent(state, 'token:wolf-2-2');
    expect(keywords(state, wolf)).toEqual([]);
    const s = castCopying(state, 0, ids.hand[0]![0]!, marchesa);
    const double = newest(s);
    expect(characteristics(s, double)).toMatchObject({ name: 'Marchesa, the Black Rose', controller: 0, power: 3, toughness: 3, colors: ['U', 'B', 'R'], supertypes: ['Legendary'] });
    // its own printed dethrone only: the opponent's Marchesa grants dethrone to its own controller's creatures
    expect(keywords(s, double)).toEqual(['dethrone']);
    expect(keywords(s, wolf)).toEqual(['dethrone']);
    expect(pt(s, marchesa)).toEqual([4, 4]);
    expect(keywords(s, permanent(s, 'Typhoid Rats'))).toEqual(['deathtouch', 'dethrone']);
  });

  it('Hedron Matrix on a Stunt Double copying Marchesa gives +X/+X where X is the copied mana value (4), not Stunt Double\'s', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...ISLANDS, 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Hedron Matrix'], hand: ['Stunt Double'] },
        { battlefield: ['Marchesa, the Black Rose'] },
      ],
    });
    let s = castCopying(state, 0, ids.hand[0]![0]!, permanent(state, 'Marchesa, the Black Rose'));
    const double = newest(s);
    expect(characteristics(s, double).manaValue).toBe(4);
    s = resolveStack(activate(tapFor(s, 'Wastes', 4), 0, permanent(s, 'Hedron Matrix'), 0, [{ object: double }]));
    expect(pt(s, double)).toEqual([7, 7]);
  });

  it('Dack\'s Duplicate copying Marchesa has three instances of dethrone (the copied one, its exception\'s, Marchesa\'s grant), and a Stunt Double copying the Duplicate copies Marchesa with haste and dethrone (707.9a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Mountain', 'Mountain', ...ISLANDS], hand: ["Dack's Duplicate", 'Stunt Double'] },
        { battlefield: ['Marchesa, the Black Rose'] },
      ],
    });
    let s = castCopying(state, 0, ids.hand[0]![0]!, permanent(state, 'Marchesa, the Black Rose'));
    const duplicate = newest(s);
    // player 1's Marchesa grants nothing to player 0's creatures; the Duplicate has its printed dethrone and its exception's haste and dethrone
    expect(keywords(s, duplicate)).toEqual(['dethrone', 'haste', 'dethrone']);
    s = castCopying(s, 0, ids.hand[0]![1]!, duplicate);
    const double = newest(s);
    // player 0 now controls two legendary Marchesas: the legend rule asks which to keep
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule' } });
    expect(characteristics(s, double).name).toBe('Marchesa, the Black Rose');
    // the Double: printed dethrone, the copied exception's haste and dethrone, and the Duplicate's grant of dethrone
    expect(keywords(s, double)).toEqual(['dethrone', 'haste', 'dethrone', 'dethrone']);
    expect(keywords(s, duplicate)).toEqual(['dethrone', 'haste', 'dethrone', 'dethrone']);
  });

  it('Intangible Virtue: a token copy of a creature (Followed Footsteps on an opponent\'s creature) is a token and gets +1/+1 and vigilance; the opponent\'s Mirari\'s Wake does not pump it', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Intangible Virtue'], hand: ['Followed Footsteps'] },
        { battlefield: ['Lizard Warrior', "Mirari's Wake"] },
      ],
    });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    s = resolveStack(nextTurn(nextTurn(s)));
    const token = permanents(s, 'Lizard Warrior').find((id) => id !== lizard)!;
    expect(s.objects[token]!.kind).toBe('token');
    expect(characteristics(s, token)).toMatchObject({ controller: 0, power: 5, toughness: 3, keywords: ['vigilance'] });
    expect(pt(s, lizard)).toEqual([5, 3]);
  });

  it('Intangible Virtue: a Stunt Double copying a token is no token (its ruling) and gets nothing', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, 'Intangible Virtue', 'token:wolf-2-2'], hand: ['Stunt Double'] }, {}] });
    const wolf = permanent(state, 'token:wolf-2-2');
    expect(characteristics(state, wolf)).toMatchObject({ power: 3, toughness: 3, keywords: ['vigilance'] });
    const s = castCopying(state, 0, ids.hand[0]![0]!, wolf);
    expect(characteristics(s, newest(s))).toMatchObject({ name: 'Wolf Token', power: 2, toughness: 2, keywords: [] });
  });

  it('Stunt Double copying a Dread Statuary its own ability made a 4/2 Golem artifact creature is a land Dread Statuary, no creature (the copy effect takes the printed values only)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Dread Statuary'], hand: ['Stunt Double'] }, {}] });
    const statuary = permanent(state, 'Dread Statuary');
    let s = resolveStack(activate(tapFor(state, 'Wastes', 4), 0, statuary, 1));
    expect(characteristics(s, statuary)).toMatchObject({ types: ['Land', 'Artifact', 'Creature'], power: 4, toughness: 2 });
    s = castCopying(s, 0, ids.hand[0]![0]!, statuary);
    expect(characteristics(s, newest(s))).toMatchObject({ name: 'Dread Statuary', types: ['Land'], subtypes: [], power: null, toughness: null });
  });

  it('Stunt Double copying an opponent\'s Paliano Vanguard: "a type you noted" reads the notes of the copy\'s controller', () => {
    const record = (seat: number, types: string[]) => ({ seat, notes: [{ card: 'Paliano Vanguard', types }], removed: [] }) as never;
    const { state, ids } = setup({
      players: [
        { battlefield: [...ISLANDS, 'Kiln Fiend', 'Lizard Warrior'], hand: ['Stunt Double'], draft: record(0, ['Elemental']) },
        { battlefield: ['Paliano Vanguard', 'Kiln Fiend', 'Lizard Warrior'], draft: record(1, ['Warrior']) },
      ],
    });
    const [myFiend, theirFiend] = permanents(state, 'Kiln Fiend');
    const [myLizard, theirLizard] = permanents(state, 'Lizard Warrior');
    const s = castCopying(state, 0, ids.hand[0]![0]!, permanent(state, 'Paliano Vanguard'));
    expect(pt(s, myFiend!)).toEqual([2, 3]);
    expect(pt(s, myLizard!)).toEqual([4, 2]);
    expect(pt(s, theirFiend!)).toEqual([1, 2]);
    expect(pt(s, theirLizard!)).toEqual([5, 3]);
  });

  it('Paliano Vanguard under a control-changing effect: "a type you noted" reads the notes of its controller after layer 2, not of its owner (CR 613.1b, 109.5)', () => {
    const record = (seat: number, types: string[]) => ({ seat, notes: [{ card: 'Paliano Vanguard', types }], removed: [] }) as never;
    const { state } = setup({
      players: [
        { battlefield: ['Kiln Fiend', 'Lizard Warrior'], draft: record(0, ['Elemental']) },
        { battlefield: ['Paliano Vanguard'], draft: record(1, ['Warrior']) },
      ],
    });
    const s = withControl(state, permanent(state, 'Paliano Vanguard'), 0);
    // player 0 noted Elemental: the Kiln Fiend (1/2) gets +1/+1, the Lizard Warrior (4/2) nothing
    expect(pt(s, permanent(s, 'Kiln Fiend'))).toEqual([2, 3]);
    expect(pt(s, permanent(s, 'Lizard Warrior'))).toEqual([4, 2]);
  });
});

describe('604.3, 613.4a a characteristic-defining ability under another controller', () => {
  it('Psychosis Crawler taken by Besmirch counts its new controller\'s hand; dying in combat, its last known power is that; in its owner\'s graveyard it counts its owner\'s hand', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: MOUNTAINS, hand: ['Besmirch', 'Wastes'] },
        { battlefield: ['Psychosis Crawler'], hand: ['Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
        { battlefield: ['Boldwyr Intimidator'] },
      ],
    });
    const crawler = permanent(state, 'Psychosis Crawler');
    expect(pt(state, crawler)).toEqual([5, 5]);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: crawler }]);
    expect(pt(s, crawler)).toEqual([1, 1]);
    s = block(attack(s, [[crawler, 2]]), [[permanent(s, 'Boldwyr Intimidator'), crawler]]);
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(s.battlefield).not.toContain(crawler);
    expect(characteristics(s, crawler)).toMatchObject({ controller: 0, power: 1, toughness: 1 });
    const card = s.players[1]!.graveyard[0]!;
    expect(characteristics(s, card)).toMatchObject({ name: 'Psychosis Crawler', power: 5, toughness: 5 });
  });

  it('Stunt Double copying an opponent\'s Guul Draz Specter: "as long as an opponent has no cards in hand" is judged for each one\'s controller', () => {
    const { state, ids } = setup({ players: [{ battlefield: ISLANDS, hand: ['Stunt Double'] }, { battlefield: ['Guul Draz Specter'], hand: ['Wastes'] }] });
    const specter = permanent(state, 'Guul Draz Specter');
    expect(pt(state, specter)).toEqual([2, 2]);
    const s = castCopying(state, 0, ids.hand[0]![0]!, specter);
    expect(pt(s, specter)).toEqual([5, 5]);
    expect(pt(s, newest(s))).toEqual([2, 2]);
  });
});

describe('613.4b–d setting, modifying and switching power and toughness, with counters', () => {
  it('a switch applies after every modification whatever its timestamp: a 4/2 with a +1/+1 counter switched (3/5), then given +2/+2, is 5/7', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...ISLANDS, 'Plains', 'Plains', { card: 'Lizard Warrior', counters: { '+1/+1': 1 } }], hand: ['Crookclaw Transmuter', 'Zealous Strike'] }, {}],
    });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: lizard }] }));
    expect(pt(s, lizard)).toEqual([3, 5]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: lizard }]);
    expect(pt(s, lizard)).toEqual([5, 7]);
  });

  it('a switch applies after a setting effect that began later: Dread Statuary animated (4/2) and switched (2/4), then enchanted by Guardian Zendikon, is the 2/6 switched, 6/2', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Wastes', 'Wastes', 'Wastes', 'Wastes', ...ISLANDS, 'Plains', 'Plains', 'Plains', 'Dread Statuary'], hand: ['Crookclaw Transmuter', 'Guardian Zendikon'] }, {}],
    });
    const statuary = permanent(state, 'Dread Statuary');
    let s = resolveStack(activate(tapFor(state, 'Wastes', 4), 0, statuary, 1));
    s = passUntil(cast(tapFor(s, 'Island', 4), 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: statuary }] }));
    expect(pt(s, statuary)).toEqual([2, 4]);
    s = castAndResolve(tapFor(s, 'Plains', 3), 0, ids.hand[0]![1]!, [{ object: statuary }]);
    expect(pt(s, statuary)).toEqual([6, 2]);
    // the switch and the animation end with the turn; the Zendikon's 2/6 stays
    s = nextTurn(s);
    expect(pt(s, statuary)).toEqual([2, 6]);
  });

  it('Dread Statuary with a +1/+1 counter: a land with no power; animated 5/3; Guardian Zendikon later sets 2/6 (3/7); Ignition Team later still sets 4/4 red Elemental (5/5); next turn the Zendikon alone (3/7)', () => {
    const { state, ids } = setup({
      players: [{
        battlefield: ['Wastes', 'Wastes', 'Wastes', 'Wastes', 'Plains', 'Plains', 'Plains', ...MOUNTAINS, { card: 'Dread Statuary', counters: { '+1/+1': 1 } }, { card: 'Ignition Team', counters: { '+1/+1': 2 } }],
        hand: ['Guardian Zendikon'],
      }, {}],
    });
    const statuary = permanent(state, 'Dread Statuary');
    expect(pt(state, statuary)).toEqual([null, null]);
    let s = resolveStack(activate(tapFor(state, 'Wastes', 4), 0, statuary, 1));
    expect(characteristics(s, statuary)).toMatchObject({ power: 5, toughness: 3, subtypes: ['Golem'] });
    s = castAndResolve(tapFor(s, 'Plains', 3), 0, ids.hand[0]![0]!, [{ object: statuary }]);
    expect(characteristics(s, statuary)).toMatchObject({ power: 3, toughness: 7, subtypes: ['Golem', 'Wall'], colors: ['W'], keywords: ['defender'] });
    s = resolveStack(activate(tapFor(s, 'Mountain', 3), 0, permanent(s, 'Ignition Team'), 0, [{ object: statuary }]));
    expect(characteristics(s, statuary)).toMatchObject({ power: 5, toughness: 5, subtypes: ['Golem', 'Wall', 'Elemental'], colors: ['R'] });
    s = nextTurn(s);
    expect(characteristics(s, statuary)).toMatchObject({ types: ['Land', 'Creature'], power: 3, toughness: 7, subtypes: ['Wall'], colors: ['W'] });
  });
});

describe('611.2c effects locked to their objects, and control effects of several sources', () => {
  it('Overrun\'s +3/+3 stays on a creature whose control then changes, and a creature entering later does not get it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', ...ISLANDS, 'Lizard Warrior'], hand: ['Overrun', 'Stunt Double'] }, { battlefield: ['Typhoid Rats'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(characteristics(s, lizard)).toMatchObject({ power: 7, toughness: 5, keywords: ['trample'] });
    s = withControl(s, lizard, 1);
    expect(characteristics(s, lizard)).toMatchObject({ controller: 1, power: 7, toughness: 5, keywords: ['trample'] });
    expect(pt(s, permanent(s, 'Typhoid Rats'))).toEqual([1, 1]);
    s = castCopying(s, 0, ids.hand[0]![1]!, lizard);
    expect(characteristics(s, newest(s))).toMatchObject({ power: 4, toughness: 2, keywords: [] });
  });

  it('Dack Fayden\'s emblem, then Besmirch: the emblem\'s control effect (earlier) outlasts Besmirch\'s (later, until end of turn)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, ...MOUNTAINS], hand: ['Besmirch'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 2));
    const lizard = permanent(s, 'Lizard Warrior');
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(characteristics(s, lizard).controller).toBe(0);
    expect(s.effects.filter((e) => e.change.kind === 'control' && e.affected.includes(lizard)).map((e) => e.duration.until)).toEqual(['forever', 'endOfTurn']);
    s = skipUntil(attack(s, [[lizard, 1]]), (x) => x.turn.active === 1);
    expect(s.effects.filter((e) => e.change.kind === 'control' && e.affected.includes(lizard)).map((e) => e.duration.until)).toEqual(['forever']);
    expect(characteristics(s, lizard).controller).toBe(0);
  });
});

describe('305.7 and 613.1d a land type set over a Zendikon', () => {
  it('Grixis Illusionist makes a Dread Statuary enchanted by Guardian Zendikon a Swamp: it loses its own abilities (the animation, {T}: Add {C}) and taps for {B}, and stays a 2/6 white Wall creature with defender', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Grixis Illusionist', 'Plains', 'Plains', 'Plains', 'Dread Statuary'], hand: ['Guardian Zendikon'] }, {}] });
    const statuary = permanent(state, 'Dread Statuary');
    const abilities = (s: ReadonlyGameState): number[] => [...new Set(legalActions(s).flatMap((a) => (a.type === 'activate' && a.source === statuary ? [a.ability] : [])))];
    expect(abilities(state)).toEqual([0, 1]);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: statuary }]);
    s = passUntil(activate(s, 0, permanent(s, 'Grixis Illusionist'), 0, [{ object: statuary }]), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [2]));
    expect(characteristics(s, statuary)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Wall', 'Swamp'], colors: ['W'], keywords: ['defender'], power: 2, toughness: 6, hasAbilities: false });
    expect(abilities(s)).toEqual([0]);
    expect(apply(s, { type: 'activate', player: 0, source: statuary, ability: 0, targets: [], x: 0 }).players[0]!.pool.B).toBe(1);
  });
});

describe('613.1b, 800.4a control-changing effects of several players', () => {
  it('Besmirch gives player 0 a creature until end of turn, a later effect gives it to player 2 for good: player 2 keeps it past the end of turn; as player 2 leaves, it goes back to its owner, not to player 0 (Besmirch has ended)', () => {
    const { state, ids } = setup({ players: [{ battlefield: MOUNTAINS, hand: ['Besmirch'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(characteristics(s, lizard).controller).toBe(0);
    s = withControl(s, lizard, 2);
    expect(characteristics(s, lizard)).toMatchObject({ controller: 2, keywords: ['haste'] });
    s = skipUntil(s, (x) => x.turn.active === 1);
    expect(characteristics(s, lizard)).toMatchObject({ controller: 2, keywords: [] });
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.battlefield).toContain(lizard);
    expect(characteristics(s, lizard).controller).toBe(1);
    // CR 302.6: not under player 1's control continuously since the turn began
    expect(s.objects[lizard]!.sick).toBe(true);
  });

  it('Dack Fayden takes a Dread Statuary while its own ability makes it an artifact: the control effect, locked to it, outlasts the type change (CR 611.2c); a land again, it taps for mana for its new controller', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }, { battlefield: ['Dread Statuary', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    const statuary = permanent(state, 'Dread Statuary');
    // in player 0's main phase, player 1 animates it (paid with the Wastes) and it resolves
    let s = passUntil(state, (x) => x.turn.step === 'main1' && x.decision?.kind === 'priority' && x.decision.player === 1);
    for (const id of s.battlefield.filter((x) => s.objects[x]!.card === 'Wastes')) s = activate(s, 1, id, 0);
    s = resolveStack(activate(s, 1, statuary, 1));
    expect(characteristics(s, statuary).types).toEqual(['Land', 'Artifact', 'Creature']);
    // Dack Fayden's −2: gain control of target artifact
    s = resolveStack(activate(s, 0, permanent(s, 'Dack Fayden'), 1, [{ object: statuary }]));
    expect(characteristics(s, statuary).controller).toBe(0);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    expect(characteristics(s, statuary)).toMatchObject({ controller: 0, types: ['Land'], power: null });
    s = activate(s, 0, statuary, 0);
    expect(s.players[0]!.pool.C).toBe(1);
  });

  it('Echoing Courage on a Stunt Double copying an opponent\'s creature: every creature with that name gets +2/+2, whoever controls it; one entering later does not', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, ...ISLANDS, 'Forest', 'Forest'], hand: ['Stunt Double', 'Echoing Courage', 'Stunt Double'] }, { battlefield: ['Lizard Warrior', 'Typhoid Rats'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castCopying(state, 0, ids.hand[0]![0]!, lizard);
    const double = newest(s);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: double }]);
    expect([pt(s, double), pt(s, lizard), pt(s, permanent(s, 'Typhoid Rats'))]).toEqual([[6, 4], [6, 4], [1, 1]]);
    s = castCopying(s, 0, ids.hand[0]![2]!, lizard);
    expect(pt(s, newest(s))).toEqual([4, 2]);
  });
});
