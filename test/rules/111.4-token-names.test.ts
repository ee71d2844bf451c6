import { describe, expect, it } from 'vitest';
import { characteristics, describeEvent, logOf } from '../../src/index.js';
import { castAndResolve, permanents, setup } from '../cards/helpers.js';

/** The creature tokens of CNS and CN2 (src/cards/data/tokens.json) by id, with their names under CR 111.4. */
const TOKENS: readonly [string, string][] = [
  ['assassin-1-1-deathtouch-haste', 'Assassin Token'],
  ['beast-3-3', 'Beast Token'],
  ['construct-1-1-defender', 'Construct Token'],
  ['demon-x-x-flying', 'Demon Token'],
  ['dragon-5-5-flying', 'Dragon Token'],
  ['elephant-3-3', 'Elephant Token'],
  ['goblin-1-1', 'Goblin Token'],
  ['insect-1-1', 'Insect Token'],
  ['lizard-8-8', 'Lizard Token'],
  ['ogre-4-4', 'Ogre Token'],
  ['soldier-1-1', 'Soldier Token'],
  ['soldier-1-2-defender', 'Soldier Token'],
  ['spirit-1-1-flying', 'Spirit Token'],
  ['squirrel-1-1', 'Squirrel Token'],
  ['wolf-2-2', 'Wolf Token'],
  ['zombie-2-2', 'Zombie Token'],
];

describe('111.4 a token the effect does not name is named its subtypes plus "Token"', () => {
  it('Raise the Alarm: "create two 1/1 white Soldier creature tokens" makes two Soldier Tokens', () => {
    const { state, ids } = setup({ players: [{ hand: ['Raise the Alarm'], battlefield: ['Plains', 'Plains'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const soldiers = permanents(s, 'token:soldier-1-1');
    expect(soldiers).toHaveLength(2);
    for (const id of soldiers) expect(characteristics(s, id)).toMatchObject({ name: 'Soldier Token', subtypes: ['Soldier'] });
    const created = logOf(s).filter((e) => e.type === 'createToken');
    expect(created).toHaveLength(2);
    for (const e of created) expect(describeEvent(s, e)).toMatch(/^Player 1 creates a Soldier Token /);
  });

  it('every token a card of CNS or CN2 creates is named its subtypes plus "Token"', () => {
    // a +1/+1 counter on each keeps the X/X Demon (0/0 outside its effect) on the battlefield
    const { state } = setup({ players: [{ battlefield: TOKENS.map(([id]) => ({ card: `token:${id}`, counters: { '+1/+1': 1 } })) }, {}] });
    const named = state.battlefield.map((id) => [state.objects[id]!.card.slice('token:'.length), characteristics(state, id).name]);
    expect(named).toEqual(TOKENS);
  });
});
