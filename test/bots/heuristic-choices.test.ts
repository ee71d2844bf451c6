/**
 * The heuristic bot's choices where it chose at random before: how it divides combat damage (CR
 * 510.1c–d, 702.19b), the order of its triggered abilities and their targets (CR 603.3b–d), where
 * it aims its spells by whether they hurt or help (CR 601.2c), the target of an opponent's
 * triggered ability it chooses (CR 603.3d), what it sacrifices or discards (CR 701.21, 701.9), and
 * its scry (CR 701.22a). Each scenario lists several legal answers, and the bot gives the sensible one
 * for every seed of its PRNG.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, heuristicBot, legalActions, seedRng, type Action, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { attack, block, cast, passUntil, permanent, setup, withKeywords } from '../cards/helpers.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The heuristic bot's answer for the deciding player, with its PRNG seeded `seed`. */
function answer(state: ReadonlyGameState, seed: number): Action {
  return heuristicBot(botInput(state, legalActions(state), seedRng(seed)));
}

/** The bot's answer for every seed, checked to be the same one; the premise that it had `atLeast` legal answers to choose among. */
function onlyAnswer(state: ReadonlyGameState, atLeast: number): Action {
  expect(legalActions(state).length, 'legal answers to choose among').toBeGreaterThanOrEqual(atLeast);
  const answers = SEEDS.map((seed) => answer(state, seed));
  for (const a of answers) expect(a).toEqual(answers[0]);
  return answers[0] as Action;
}

/**
 * Player 0 attacks player 1 with `attacker` (granted `keywords`), player 1 blocks it with `blockers`
 * in that order, and the game passes to the division of its combat damage.
 */
function toDivision(attacker: string, blockers: readonly string[], keywords: ('trample' | 'deathtouch')[] = [], life = 20): { state: ReadonlyGameState; ids: Record<string, ObjectId> } {
  const { state } = setup({ players: [{ battlefield: [attacker] }, { battlefield: [...blockers], life }] });
  const a = permanent(state, attacker);
  const bs = blockers.map((name) => permanent(state, name));
  let s = keywords.length > 0 ? withKeywords(state, a, keywords) : state;
  s = block(attack(s, [[a, 1]]), bs.map((b) => [b, a]));
  s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
  expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: a });
  return { state: s, ids: Object.fromEntries([[attacker, a], ...blockers.map((name, i) => [name, bs[i] as ObjectId])]) };
}

/** The amounts of a division, by the name of each blocker and 'past' for what the attacker attacks. */
function amountsByName(state: ReadonlyGameState, a: Action): Record<string, number> {
  if (a.type !== 'assignDamage') throw new Error(`expected a division of combat damage, got ${a.type}`);
  const blockers = state.combat!.attackers.find((x) => x.id === a.attacker)!.blockers;
  const out: Record<string, number> = Object.fromEntries(blockers.map((b, i) => [state.objects[b]!.card, a.amounts[i]!]));
  if (a.amounts.length > blockers.length) out.past = a.amounts[blockers.length]!;
  return out;
}

describe('the heuristic bot divides combat damage (CR 510.1c–d, 702.19b)', () => {
  it('as a blocker of several attackers (CR 510.1d), destroys the one worth most: Guardian of the Gateless (5) blocking Wild Griffin (2/2) and Palace Sentinels (2/4, mana value 4) deals 4 to the Sentinels and 1 to the Griffin, for every seed', () => {
    const { state } = setup({ players: [{ battlefield: ['Wild Griffin', 'Palace Sentinels'] }, { battlefield: ['Guardian of the Gateless'] }] });
    const [griffin, sentinels, guardian] = [permanent(state, 'Wild Griffin'), permanent(state, 'Palace Sentinels'), permanent(state, 'Guardian of the Gateless')];
    let s = block(attack(state, [[griffin, 1], [sentinels, 1]]), [[guardian, griffin], [guardian, sentinels]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: guardian });
    const a = onlyAnswer(s, 6);
    const blocking = s.combat!.blockers.find((b) => b.id === guardian)!.blocking;
    expect(a.type === 'assignDamage' && Object.fromEntries(blocking.map((id, i) => [s.objects[id]!.card, a.amounts[i]]))).toEqual({ 'Wild Griffin': 1, 'Palace Sentinels': 4 });
  });

  it('destroys the blocker worth most when it can destroy only one: all 2 of Heckling Fiends\'s damage to Lizard Warrior (4/2, mana value 4), none to Merfolk Looter (1/1), for every seed', () => {
    const { state } = toDivision('Heckling Fiends', ['Merfolk Looter', 'Lizard Warrior']);
    expect(amountsByName(state, onlyAnswer(state, 3))).toEqual({ 'Merfolk Looter': 0, 'Lizard Warrior': 2 });
  });

  it('with trample, assigns each blocker lethal damage and the rest to the player: Pelakka Wurm (7) blocked by Bronze Sable (2/1) and Wild Griffin (2/2) assigns 1, 2 and 4, for every seed', () => {
    const { state } = toDivision('Pelakka Wurm', ['Bronze Sable', 'Wild Griffin']);
    expect(amountsByName(state, onlyAnswer(state, 10))).toEqual({ 'Bronze Sable': 1, 'Wild Griffin': 2, past: 4 });
  });

  it('with trample and deathtouch, 1 damage is lethal to each blocker (CR 702.2c, 702.19b): 1, 1 and 5 to the player', () => {
    const { state } = toDivision('Pelakka Wurm', ['Bronze Sable', 'Wild Griffin'], ['deathtouch']);
    expect(amountsByName(state, onlyAnswer(state, 10))).toEqual({ 'Bronze Sable': 1, 'Wild Griffin': 1, past: 5 });
  });

  it('with trample but too little damage for every blocker, destroys the one worth most and assigns none past them: Ill-Tempered Cyclops (3) blocked by Wild Griffin (2/2) and Lizard Warrior (4/2)', () => {
    const { state } = toDivision('Ill-Tempered Cyclops', ['Wild Griffin', 'Lizard Warrior']);
    const a = amountsByName(state, onlyAnswer(state, 3));
    expect(a['Lizard Warrior']).toBeGreaterThanOrEqual(2);
    expect(a['Wild Griffin']).toBeLessThan(2);
    expect(a.past ?? 0).toBe(0);
  });
});

/** Player 0 casts `card` with `mana` on its battlefield beside `mine`, player 1 has `theirs`; passes to its controller's putting a triggered ability on the stack. */
function toTrigger(card: string, mana: string[], mine: string[], theirs: string[]): ReadonlyGameState {
  const { state, ids } = setup({ players: [{ battlefield: [...mana, ...mine], hand: [card] }, { battlefield: theirs }], settings: { manaAbilities: 'automatic' } });
  const s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'putTrigger');
  expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
  return s;
}

/** The names of the objects an action targets. */
function targetNames(state: ReadonlyGameState, a: Action): string[] {
  if (a.type !== 'putTrigger' && a.type !== 'cast') throw new Error(`expected an action with targets, got ${a.type}`);
  return a.targets.map((t) => ('object' in t ? state.objects[t.object]!.card : `player ${t.player}`));
}

describe('the heuristic bot aims its triggered abilities (CR 603.3d)', () => {
  it('a -2/-2 (Farbog Boneflinger) at the opponent\'s creature worth most, never its own, for every seed', () => {
    const s = toTrigger('Farbog Boneflinger', Array<string>(5).fill('Swamp'), ['Wild Griffin', 'Bronze Sable'], ['Merfolk Looter', 'Lizard Warrior']);
    expect(targetNames(s, onlyAnswer(s, 5))).toEqual(['Lizard Warrior']);
  });

  it('a +0/+3 (Affa Guard Hound) at its own creature worth most, never an opponent\'s, for every seed', () => {
    const s = toTrigger('Affa Guard Hound', Array<string>(3).fill('Plains'), ['Bronze Sable', 'Pelakka Wurm'], ['Lizard Warrior', 'Merfolk Looter']);
    expect(targetNames(s, onlyAnswer(s, 5))).toEqual(['Pelakka Wurm']);
  });
});

describe('the heuristic bot orders its triggered abilities (CR 603.3b)', () => {
  it('Palace Jailer: puts "you become the monarch" on the stack first, so that the exile of the opponent\'s creature worth most resolves first (CR 608.2b), for every seed', () => {
    let s = toTrigger('Palace Jailer', Array<string>(4).fill('Plains'), [], ['Merfolk Looter', 'Lizard Warrior']);
    const first = onlyAnswer(s, 3);
    expect(first).toMatchObject({ type: 'putTrigger', targets: [] });
    s = apply(s, first);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    expect(targetNames(s, onlyAnswer(s, 2))).toEqual(['Lizard Warrior']);
  });
});

describe('the heuristic bot aims its spells by whether they hurt or help (CR 601.2c)', () => {
  it('casts Zealous Strike (+2/+2) on its own creature worth most, not on the opponent\'s, for every seed', () => {
    const { state } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Bronze Sable', 'Pelakka Wurm'], hand: ['Zealous Strike'] }, { battlefield: ['Lizard Warrior'] }], settings: { manaAbilities: 'automatic' } });
    const a = onlyAnswer(state, 4);
    expect(a.type).toBe('cast');
    expect(targetNames(state, a)).toEqual(['Pelakka Wurm']);
  });
});

/** Casts `card` for player 0 and passes until `chooser` is asked to choose (as it or its triggered ability resolves, or as that is put on the stack). */
function toChoiceOf(card: string, mana: string[], mine: string[], hand: string[], theirs: string[], graveyard: string[] = [], chooser = 0): ReadonlyGameState {
  const { state, ids } = setup({ players: [{ battlefield: [...mana, ...mine], hand: [card, ...hand], graveyard }, { battlefield: theirs }], settings: { manaAbilities: 'automatic' } });
  let s = cast(state, 0, ids.hand[0]![0]!);
  for (let i = 0; i < 50 && !(s.decision?.kind === 'choose' && s.decision.player === chooser); i++) s = s.decision?.kind === 'putTrigger' ? apply(s, legalActions(s)[0]!) : passUntil(s, (x) => x.decision?.kind !== 'priority');
  expect(s.decision).toMatchObject({ kind: 'choose', player: chooser });
  return s;
}

/** The names of the options an answer to a choice picks. */
function chosenNames(state: ReadonlyGameState, a: Action): string[] {
  const d = state.decision;
  if (a.type !== 'choose' || d?.kind !== 'choose') throw new Error(`expected an answer to a choice, got ${a.type}`);
  return a.choice.map((i) => state.objects[(d.choice.options[i] as { object: ObjectId }).object]!.card);
}

describe('the heuristic bot chooses a target of an opponent\'s ability as that opponent lets it (CR 603.3d)', () => {
  it('Mausoleum Turnkey\'s "return target creature card of an opponent\'s choice": player 1 picks Bronze Sable, the card worth least of player 0\'s graveyard, for every seed', () => {
    const s = toChoiceOf('Mausoleum Turnkey', Array<string>(4).fill('Swamp'), [], [], [], ['Pelakka Wurm', 'Bronze Sable', 'Lizard Warrior'], 1);
    expect(chosenNames(s, onlyAnswer(s, 3))).toEqual(['Bronze Sable']);
  });
});

describe('the heuristic bot loses what it wants least (CR 701.21, 701.9)', () => {
  it('Fleshbag Marauder\'s "each player sacrifices a creature": it sacrifices Bronze Sable, not Pelakka Wurm or the Marauder, for every seed', () => {
    const s = toChoiceOf('Fleshbag Marauder', Array<string>(3).fill('Swamp'), ['Pelakka Wurm', 'Bronze Sable'], [], ['Lizard Warrior']);
    expect(s.decision).toMatchObject({ choice: { prompt: 'sacrifice' } });
    expect(chosenNames(s, onlyAnswer(s, 3))).toEqual(['Bronze Sable']);
  });

  it('Smallpox\'s discard: with five lands out it discards the Plains, not Pelakka Wurm, for every seed', () => {
    const s = toChoiceOf('Smallpox', ['Swamp', 'Swamp', 'Forest', 'Forest', 'Forest'], [], ['Pelakka Wurm', 'Plains'], []);
    expect(s.decision).toMatchObject({ choice: { prompt: 'discard' } });
    expect(chosenNames(s, onlyAnswer(s, 2))).toEqual(['Plains']);
  });
});

describe('the heuristic bot scries for what it wants (CR 701.22a)', () => {
  /** Player 0 with five Islands casts Serum Visions ("Draw a card. Scry 2."), its library's top card Plains and then `next`; passed to its scry. */
  function toScry(next: string[]): ReadonlyGameState {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Island'), hand: ['Serum Visions'], library: ['Plains', ...next, 'Wastes', 'Wastes'] }, {}], settings: { manaAbilities: 'automatic' } });
    const s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryBottom' } });
    return s;
  }

  it('puts a seventh land on the bottom and keeps Merfolk Looter, which its lands cast, on top, for every seed', () => {
    const s = toScry(['Island', 'Merfolk Looter']);
    expect(chosenNames(s, onlyAnswer(s, 4))).toEqual(['Island']);
  });

  it('keeps Merfolk Looter and Wild Griffin (its Plains in hand makes white) and puts Wild Griffin, of more mana value, on top, for every seed', () => {
    let s = toScry(['Merfolk Looter', 'Wild Griffin']);
    const bottom = onlyAnswer(s, 4);
    expect(chosenNames(s, bottom)).toEqual([]);
    s = apply(s, bottom);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryTop' } });
    expect(chosenNames(s, onlyAnswer(s, 2))).toEqual(['Wild Griffin']);
  });
});
