/**
 * CR 707 copy effects of CNS and CN2 cards against other effects: what a copy does not take (707.2:
 * type-changing effects), what a permanent that becomes a copy keeps (707.4: its counters and the
 * non-copy effects on it, applied in their later layers), what a land type set over a copy removes
 * (305.7: the abilities its copy effect gave it too), a characteristic-defining ability a copy takes
 * (604.3, 707.2), and Phage's "if you didn't cast it from your hand" judged for the permanent that
 * copies it. Every check goes through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { activate, cast, castAndResolve, choose, events, passUntil, permanent, permanents, pt, putTrigger, resolveStack, setup, skipUntil } from '../cards/helpers.js';

/** Casts a card that may enter as a copy (Stunt Double, Dack's Duplicate), has it copy `copy` and resolves the stack. */
function castCopying(s: ReadonlyGameState, player: number, card: ObjectId, copy: ObjectId): ReadonlyGameState {
  const x = passUntil(cast(s, player, card), (y) => y.decision?.kind === 'choose');
  const d = x.decision;
  if (d?.kind !== 'choose' || d.choice.prompt !== 'copy') throw new Error(`expected the copy choice, got ${JSON.stringify(d)}`);
  return resolveStack(apply(x, { type: 'choose', player, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === copy)] }));
}

/** The newest permanent. */
const newest = (s: ReadonlyGameState): ObjectId => s.battlefield[s.battlefield.length - 1]!;

const ISLANDS = ['Island', 'Island', 'Island', 'Island'];

describe('707.2 a copy takes no type-changing effect', () => {
  it('Stunt Double copying a Lizard Warrior Boldwyr Intimidator made a Coward is a Lizard Warrior, not a Coward', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, 'Mountain', 'Boldwyr Intimidator', 'Lizard Warrior'], hand: ['Stunt Double'] }, {}, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = resolveStack(activate(state, 0, permanent(state, 'Boldwyr Intimidator'), 0, [{ object: lizard }]));
    expect(characteristics(s, lizard).subtypes).toEqual(['Coward']);
    s = castCopying(s, 0, ids.hand[0]![0]!, lizard);
    expect(characteristics(s, newest(s))).toMatchObject({ name: 'Lizard Warrior', subtypes: ['Lizard', 'Warrior'] });
  });
});

describe('707.4 a permanent that becomes a copy keeps the non-copy effects on it', () => {
  it('Dimir Doppelganger with two +1/+1 counters, made a Coward and switched by Crookclaw Transmuter, becomes a copy of Lizard Warrior: a Coward, 4/2 plus its counters, switched (4/6)', () => {
    const lands = [...Array<string>(5).fill('Island'), ...Array<string>(4).fill('Swamp'), 'Mountain'];
    const { state, ids } = setup({
      players: [{ battlefield: [...lands, 'Boldwyr Intimidator', { card: 'Dimir Doppelganger', counters: { '+1/+1': 2 } }], graveyard: ['Lizard Warrior'], hand: ['Crookclaw Transmuter'] }, {}, {}],
    });
    const dd = permanent(state, 'Dimir Doppelganger');
    let s = resolveStack(activate(state, 0, permanent(state, 'Boldwyr Intimidator'), 0, [{ object: dd }]));
    s = resolveStack(putTrigger(passUntil(cast(s, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'putTrigger'), [{ object: dd }]));
    // a 0/2 with two counters (2/4), switched
    expect(pt(s, dd)).toEqual([4, 2]);
    s = resolveStack(activate(s, 0, dd, 0, [{ object: ids.graveyard[0]![0]! }]));
    expect(characteristics(s, dd)).toMatchObject({ name: 'Lizard Warrior', subtypes: ['Coward'] });
    expect(s.objects[dd]!.counters).toEqual({ '+1/+1': 2 });
    expect(pt(s, dd)).toEqual([4, 6]);
  });
});

describe('305.7 a basic land type set over a copy', () => {
  it('Dack\'s Duplicate copying a Dread Statuary animated by its own ability is a land with haste and dethrone; made a Swamp by Grixis Illusionist it loses them with the copied abilities, and keeps its name', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, ...ISLANDS, 'Mountain', 'Mountain', 'Dread Statuary', 'Grixis Illusionist'], hand: ["Dack's Duplicate"] }, {}, {}] });
    const statuary = permanent(state, 'Dread Statuary');
    let s = resolveStack(activate(state, 0, statuary, 1));
    expect(characteristics(s, statuary).types).toContain('Creature');
    s = castCopying(s, 0, ids.hand[0]![0]!, statuary);
    const dup = newest(s);
    expect(characteristics(s, dup)).toMatchObject({ name: 'Dread Statuary', types: ['Land'], keywords: ['haste', 'dethrone'], hasAbilities: true });
    s = passUntil(activate(s, 0, permanent(s, 'Grixis Illusionist'), 0, [{ object: dup }]), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [2]));
    expect(characteristics(s, dup)).toMatchObject({ name: 'Dread Statuary', types: ['Land'], subtypes: ['Swamp'], keywords: [], hasAbilities: false });
  });
});

describe('604.3, 707.2 a copy takes a characteristic-defining ability', () => {
  it('Stunt Double copying an opponent\'s Psychosis Crawler counts the cards in its own controller\'s hand', () => {
    const { state, ids } = setup({ players: [{ battlefield: ISLANDS, hand: ['Stunt Double', 'Island', 'Island'] }, { battlefield: ['Psychosis Crawler'], hand: ['Island'] }, {}] });
    const crawler = permanent(state, 'Psychosis Crawler');
    const s = castCopying(state, 0, ids.hand[0]![0]!, crawler);
    expect(characteristics(s, newest(s)).name).toBe('Psychosis Crawler');
    expect(pt(s, newest(s))).toEqual([2, 2]);
    expect(pt(s, crawler)).toEqual([1, 1]);
  });
});

describe('Phage the Untouchable copied: "if you didn\'t cast it from your hand" asks about the permanent that entered', () => {
  it('Stunt Double cast from the hand as a copy of Phage: its controller stays in the game', () => {
    const { state, ids } = setup({ players: [{ battlefield: ISLANDS, hand: ['Stunt Double'] }, { battlefield: ['Phage the Untouchable'] }, {}] });
    const s = castCopying(state, 0, ids.hand[0]![0]!, permanent(state, 'Phage the Untouchable'));
    expect(characteristics(s, newest(s)).name).toBe('Phage the Untouchable');
    expect(events(s, 'lose')).toEqual([]);
    expect(s.players[0]!.inGame).toBe(true);
  });

  it('Stunt Double put onto the battlefield by Show and Tell as a copy of Phage: its controller loses the game (104.3e)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Show and Tell', 'Stunt Double'] }, { battlefield: ['Phage the Untouchable'] }, {}] });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'putOntoBattlefield', options: [{ object: ids.hand[0]![1] }] } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'copy', options: [{ object: permanent(state, 'Phage the Untouchable') }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    expect(events(s, 'lose')).toMatchObject([{ player: 0, rule: '104.3e' }]);
    expect(s.players[0]!.inGame).toBe(false);
  });

  it('a token copy of Phage (Followed Footsteps) was never cast: its controller loses the game', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, 'Island'], hand: ['Followed Footsteps'] }, { battlefield: ['Phage the Untouchable'] }, {}] });
    const phage = permanent(state, 'Phage the Untouchable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: phage }]);
    const turn = s.turn.number;
    s = resolveStack(skipUntil(s, (x) => x.turn.number > turn && x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0));
    // the token was made (it left with its controller, CR 800.4a)
    expect(events(s, 'copy')).toMatchObject([{ player: 0, card: 'Phage the Untouchable', rule: '707.2' }]);
    expect(events(s, 'lose')).toMatchObject([{ player: 0, rule: '104.3e' }]);
    expect(s.players[0]!.inGame).toBe(false);
  });
});

describe('707.2, 707.4 a name a copy takes: Secret Summoning ("Whenever a creature with the chosen name enters the battlefield under your control")', () => {
  const SUMMONING = { card: 'Secret Summoning', names: ['Bronze Sable'] };

  it('Stunt Double entering as a copy of an opponent\'s Bronze Sable is a creature with that name entering under your control: it triggers', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ISLANDS, hand: ['Stunt Double'], library: ['Bronze Sable', 'Plains'], command: [SUMMONING] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const s = castCopying(state, 0, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search your library' } });
  });

  it('Dimir Doppelganger becoming a copy of a Bronze Sable card did not enter: no trigger', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: [...ISLANDS, 'Swamp', 'Dimir Doppelganger'], graveyard: ['Bronze Sable'], library: ['Bronze Sable', 'Plains'], command: [SUMMONING] }, {}, {}],
    });
    const dd = permanent(state, 'Dimir Doppelganger');
    const s = resolveStack(activate(state, 0, dd, 0, [{ object: ids.graveyard[0]![0]! }]));
    expect(characteristics(s, dd).name).toBe('Bronze Sable');
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'priority' });
  });
});

describe('707.5 the copied "enter as a copy" ability of a creature that copied nothing takes effect', () => {
  /** Player 0's Stunt Double that entered copying nothing, a 0/0 Mirari's Wake keeps alive as a 1/1, and the state. */
  function doubleAsItself(hand: string): { s: ReadonlyGameState; double: ObjectId; card: ObjectId; lizard: ObjectId } {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, ...ISLANDS, 'Mountain', 'Mountain', "Mirari's Wake"], hand: ['Stunt Double', hand] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const s = resolveStack(choose(passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose'), [1]));
    const double = newest(s);
    expect(characteristics(s, double)).toMatchObject({ name: 'Stunt Double', power: 1, toughness: 1 });
    return { s, double, card: ids.hand[0]![1]!, lizard: permanent(state, 'Lizard Warrior') };
  }

  it('a second Stunt Double entering as a copy of it has its "You may have Stunt Double enter the battlefield as a copy" too, and may copy Lizard Warrior', () => {
    const { s: s0, double, card, lizard } = doubleAsItself('Stunt Double');
    let s = passUntil(cast(s0, 0, card), (x) => x.decision?.kind === 'choose');
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { object: double }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    expect(characteristics(s, newest(s))).toMatchObject({ name: 'Lizard Warrior', power: 5, toughness: 3 });
  });

  it('choosing none for the copied ability leaves it a copy of the Stunt Double', () => {
    const { s: s0, card } = doubleAsItself('Stunt Double');
    let s = choose(passUntil(cast(s0, 0, card), (x) => x.decision?.kind === 'choose'), [1]);
    s = resolveStack(choose(s, [2]));
    expect(permanents(s, 'Stunt Double')).toHaveLength(2);
    expect(characteristics(s, newest(s))).toMatchObject({ name: 'Stunt Double', power: 1, toughness: 1 });
  });

  it('Dack\'s Duplicate copying it, then Lizard Warrior through the copied ability: the later copy effect overwrites the earlier one with its haste and dethrone (CR 613.2a, 707.9a)', () => {
    const { s: s0, card } = doubleAsItself("Dack's Duplicate");
    let s = choose(passUntil(cast(s0, 0, card), (x) => x.decision?.kind === 'choose'), [1]);
    s = resolveStack(choose(s, [0]));
    expect(characteristics(s, newest(s))).toMatchObject({ name: 'Lizard Warrior', power: 5, toughness: 3, keywords: [] });
  });

  it('a token copy of it (Followed Footsteps) has the ability too: copying the Stunt Double through it, the copied ability takes effect again, and the token may copy Lizard Warrior', () => {
    const { s: s0, double, card, lizard } = doubleAsItself('Followed Footsteps');
    let s = castAndResolve(s0, 0, card, [{ object: double }]);
    const turn = s.turn.number;
    s = skipUntil(s, (x) => x.turn.number > turn && x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { object: double }, { label: 'none' }] } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { object: double }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    const token = newest(s);
    expect(s.objects[token]!.kind).toBe('token');
    expect(characteristics(s, token)).toMatchObject({ name: 'Lizard Warrior', power: 5, toughness: 3 });
  });
});

describe('707.2, 707.5 Wild Pair sees the copy: "The game checks the power and toughness of the creature that just entered the battlefield as it exists on the battlefield"', () => {
  it('Stunt Double cast from the hand as a copy of Lizard Warrior (4/2) has a total of 6, not its printed 0: the search offers the 6 and not the 0', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...ISLANDS, 'Wild Pair'], hand: ['Stunt Double'], library: ['Stunt Double', 'Lizard Warrior', 'Child of Night'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    let s = castCopying(state, 0, ids.hand[0]![0]!, permanent(state, 'Lizard Warrior'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search for a creature card with the same total power and toughness' } });
    s = choose(s, [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Lizard Warrior']);
  });
});
