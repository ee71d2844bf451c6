import { describe, expect, it } from 'vitest';
import { characteristics, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { activate, cast, castAndResolve, choose, life, names, passUntil, permanents, pt, resolveStack, setup, skipUntil } from '../helpers.js';

const islands = (n: number): string[] => Array<string>(n).fill('Island');

/** Plays on to player 0's next upkeep, stopping with Followed Footsteps' trigger on the stack. */
function toTrigger(state: ReadonlyGameState): ReadonlyGameState {
  const turn = state.turn.number;
  return skipUntil(state, (x) => x.turn.number > turn && x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
}

/** Casts Followed Footsteps (the first card of player 0's hand) on `creature` and plays on to player 0's next upkeep, with the trigger on the stack. */
function enchantAndWait(state: ReadonlyGameState, aura: ObjectId, creature: ObjectId): ReadonlyGameState {
  return toTrigger(castAndResolve(state, 0, aura, [{ object: creature }]));
}

describe('Followed Footsteps', () => {
  it("Enchant creature; at the beginning of your upkeep, create a token that's a copy of enchanted creature (an opponent's creature: the token is yours)", () => {
    const { state, ids } = setup({ players: [{ battlefield: islands(5), hand: ['Followed Footsteps'] }, { battlefield: [{ card: 'Lizard Warrior', counters: { '+1/+1': 2 } }] }] });
    const lizard = permanents(state, 'Lizard Warrior')[0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    // the opponent's upkeep doesn't trigger it
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(permanents(s, 'Lizard Warrior')).toHaveLength(1);
    s = resolveStack(toTrigger(s));
    const tokens = permanents(s, 'Lizard Warrior').filter((id) => id !== lizard);
    expect(tokens).toHaveLength(1);
    const token = tokens[0]!;
    expect(s.objects[token]!.kind).toBe('token');
    expect(s.objects[token]!.controller).toBe(0);
    expect(characteristics(s, token).name).toBe('Lizard Warrior');
    // CR 707.2: counters aren't copied
    expect(pt(s, token)).toEqual([4, 2]);
    // one token each of your upkeeps
    s = resolveStack(toTrigger(s));
    expect(permanents(s, 'Lizard Warrior')).toHaveLength(3);
  });

  it('"Any enters-the-battlefield abilities of the copied creature trigger when the creature tokens enter the battlefield." (Blood-Toll Harpy: each player loses 1 life)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...islands(5), 'Blood-Toll Harpy'], hand: ['Followed Footsteps'] }, {}] });
    let s = resolveStack(enchantAndWait(state, ids.hand[0]![0]!, permanents(state, 'Blood-Toll Harpy')[0]!));
    expect(permanents(s, 'Blood-Toll Harpy')).toHaveLength(2);
    expect([life(s, 0), life(s, 1)]).toEqual([19, 19]);
    s = resolveStack(s);
    expect(life(s, 1)).toBe(19);
  });

  it('"The creature tokens also have any “this enters the battlefield with” or “as this enters the battlefield” abilities that the copied creature has." (Academy Elite enters with a counter per instant and sorcery card in all graveyards)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...islands(5), { card: 'Academy Elite', counters: { '+1/+1': 1 } }], hand: ['Followed Footsteps'], graveyard: ['Murder', 'Divination'] }, { graveyard: ['Murder'] }],
    });
    const elite = permanents(state, 'Academy Elite')[0]!;
    const s = resolveStack(enchantAndWait(state, ids.hand[0]![0]!, elite));
    const token = permanents(s, 'Academy Elite').find((id) => id !== elite)!;
    expect(s.objects[token]!.counters).toEqual({ '+1/+1': 3 });
    expect(pt(s, token)).toEqual([3, 3]);
  });

  it('the same ruling for "you may have ~ enter as a copy" (CR 707.9, 614.1c): a token copying a Stunt Double that copied nothing (a 0/0 kept alive by Mirari\'s Wake) may enter as a copy of a creature, chosen as it is created', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...islands(9), "Mirari's Wake"], hand: ['Stunt Double', 'Followed Footsteps'] }, { battlefield: ['Lizard Warrior'] }] });
    const lizard = permanents(state, 'Lizard Warrior')[0]!;
    // Stunt Double enters as itself, a 0/0 Shapeshifter that the Wake makes 1/1
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [1]));
    const double = permanents(s, 'Stunt Double')[0]!;
    expect(characteristics(s, double)).toMatchObject({ name: 'Stunt Double', power: 1, toughness: 1 });
    s = passUntil(enchantAndWait(s, ids.hand[0]![1]!, double), (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: lizard }, { object: double }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    const token = permanents(s, 'Stunt Double').find((id) => id !== double)!;
    expect(s.objects[token]!.kind).toBe('token');
    expect(characteristics(s, token)).toMatchObject({ name: 'Lizard Warrior', controller: 0, power: 5, toughness: 3 });
  });

  it('the same for a Dack\'s Duplicate that copied nothing: the token copies the creature chosen, with haste and dethrone (CR 707.9a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...islands(5), 'Mountain', 'Mountain', 'Island', 'Island', "Mirari's Wake"], hand: ["Dack's Duplicate", 'Followed Footsteps'] }, { battlefield: ['Typhoid Rats'] }] });
    const rats = permanents(state, 'Typhoid Rats')[0]!;
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [1]));
    const duplicate = permanents(s, "Dack's Duplicate")[0]!;
    s = passUntil(enchantAndWait(s, ids.hand[0]![1]!, duplicate), (x) => x.decision?.kind !== 'priority');
    s = resolveStack(choose(s, [0]));
    const token = permanents(s, "Dack's Duplicate").find((id) => id !== duplicate)!;
    expect(characteristics(s, token)).toMatchObject({ name: 'Typhoid Rats', controller: 0, power: 2, toughness: 2, keywords: ['deathtouch', 'haste', 'dethrone'] });
    expect(characteristics(s, rats).keywords).toEqual(['deathtouch']);
  });

  // "If Followed Footsteps moves after it has triggered, you get a copy of the newly-enchanted creature."
  // No card of CNS or CN2 moves an Aura other than itself (Stasis Cell moves only Stasis Cell), so
  // Followed Footsteps can't move in a game the engine plays; what the ruling rests on does apply:
  // the enchanted creature is read as the ability resolves, not as it triggered.
  it('ruling: the enchanted creature is the one it enchants as the ability resolves (Dimir Doppelganger becomes a copy of Lizard Warrior in response)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...islands(5), 'Island', 'Swamp', 'Swamp', 'Dimir Doppelganger'], hand: ['Followed Footsteps'], graveyard: ['Lizard Warrior'] }, {}],
    });
    const dd = permanents(state, 'Dimir Doppelganger')[0]!;
    let s = enchantAndWait(state, ids.hand[0]![0]!, dd);
    const lizard = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Lizard Warrior')!;
    s = resolveStack(activate(s, 0, dd, 0, [{ object: lizard }]));
    const tokens = permanents(s, 'Lizard Warrior');
    expect(tokens).toHaveLength(1);
    expect(s.objects[tokens[0]!]!.kind).toBe('token');
    expect(pt(s, tokens[0]!)).toEqual([4, 2]);
  });

  it('"If Followed Footsteps and the enchanted creature leave the battlefield simultaneously …, then a token copy of the creature that was enchanted when it was last on the battlefield is created." (Pernicious Deed for X=5 in response)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...islands(5), ...Array<string>(5).fill('Swamp'), 'Pernicious Deed'], hand: ['Followed Footsteps'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = enchantAndWait(state, ids.hand[0]![0]!, permanents(state, 'Lizard Warrior')[0]!);
    s = resolveStack(activate(s, 0, permanents(s, 'Pernicious Deed')[0]!, 0, [], 5));
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(['Followed Footsteps', 'Pernicious Deed']));
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
    const tokens = permanents(s, 'Lizard Warrior');
    expect(tokens).toHaveLength(1);
    expect(s.objects[tokens[0]!]!.kind).toBe('token');
    expect(s.objects[tokens[0]!]!.controller).toBe(0);
  });

  it('"If Followed Foosteps did not enchant a creature when last on the battlefield as it went to the graveyard as a state-based action when the enchanted creature left the battlefield in response to the trigger, then no copy will get created." (CR 704.5m)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...islands(5), 'Swamp', 'Swamp', 'Swamp'], hand: ['Followed Footsteps', 'Murder'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = enchantAndWait(state, ids.hand[0]![0]!, permanents(state, 'Lizard Warrior')[0]!);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: permanents(s, 'Lizard Warrior')[0]! }]));
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(['Followed Footsteps', 'Murder']));
    expect(permanents(s, 'Lizard Warrior')).toEqual([]);
    expect(s.stack).toEqual([]);
  });
});
