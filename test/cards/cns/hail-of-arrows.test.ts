import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, tryApply, type Action, type ReadonlyGameState, type ObjectId, type Ref } from '../../../src/index.js';
import { ACTION_SCHEMAS } from '../../../src/index.js';
import { attack, events, expectRefused, names, passToPlayer, permanent, resolveStack, setup } from '../helpers.js';

const ORACLE = 'Hail of Arrows deals X damage divided as you choose among any number of target attacking creatures.';

/** Player 1 attacks player 0 with Lizard Warrior (4/2), Hundred-Handed One (3/5) and Bronze Sable (2/1); player 0 has priority with Hail of Arrows and Murder. */
function attacked(): { state: ReadonlyGameState; hail: ObjectId; murder: ObjectId; lizard: ObjectId; hundred: ObjectId; sable: ObjectId; sentry: ObjectId } {
  const { state, ids } = setup({
    active: 1,
    players: [
      { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp'], hand: ['Hail of Arrows', 'Murder'] },
      { battlefield: ['Lizard Warrior', 'Hundred-Handed One', 'Bronze Sable', 'Ogre Sentry'] },
    ],
  });
  const [lizard, hundred, sable, sentry] = ['Lizard Warrior', 'Hundred-Handed One', 'Bronze Sable', 'Ogre Sentry'].map((n) => permanent(state, n)) as [ObjectId, ObjectId, ObjectId, ObjectId];
  const s = passToPlayer(attack(state, [[lizard, 0], [hundred, 0], [sable, 0]]), 0);
  return { state: s, hail: ids.hand[0]![0]!, murder: ids.hand[0]![1]!, lizard, hundred, sable, sentry };
}

/** A cast of Hail of Arrows by player 0. */
function hail(card: ObjectId, targets: ObjectId[], x: number, division: number[]): Action {
  return { type: 'cast', player: 0, card, targets: targets.map((object): Ref => ({ object })), x, division };
}

describe('Hail of Arrows', () => {
  it(`${ORACLE} (X = 4 divided 3 and 1, one action)`, () => {
    const { state, hail: card, lizard, hundred, sable } = attacked();
    let s = apply(state, hail(card, [hundred, sable], 4, [3, 1]));
    expect(s.objects[s.stack[0]!]!.division).toEqual([3, 1]);
    s = resolveStack(s);
    expect(s.objects[hundred]!.damage).toBe(3);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.objects[lizard]!.damage).toBe(0);
    expect(events(s, 'damage').filter((e) => e.amount === 3 || e.amount === 1)).toHaveLength(2);
  });

  it('"You choose how the damage will be divided among the target creatures at the time you cast Hail of Arrows. Each target must be dealt at least 1 damage."', () => {
    const { state, hail: card, hundred, sable } = attacked();
    // the division is part of the cast (CR 601.2d): no choice is asked as it resolves
    const cast = apply(state, hail(card, [hundred, sable], 3, [2, 1]));
    expect(cast.objects[cast.stack[0]!]!.division).toEqual([2, 1]);
    // a share of 0 is no division (each target at least 1): refused by the action's schema
    expectRefused(state, hail(card, [hundred, sable], 3, [3, 0]), 'malformed');
    // the shares must add up to X
    expectRefused(state, hail(card, [hundred, sable], 3, [1, 1]), 'illegal', '601.2d');
    // one share per target
    expectRefused(state, hail(card, [hundred, sable], 3, [3]), 'illegal', '601.2d');
    // X smaller than the number of targets can't be divided
    expectRefused(state, hail(card, [hundred, sable], 1, [1, 0]), 'malformed');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: hundred }], x: 1 }, 'illegal', '601.2d');
  });

  it('"If any of those creatures becomes an illegal target before Hail of Arrows resolves, the division of damage among the remaining creatures doesn\'t change."', () => {
    const { state, hail: card, murder, lizard, hundred } = attacked();
    let s = apply(state, hail(card, [lizard, hundred], 4, [3, 1]));
    s = apply(s, { type: 'cast', player: 0, card: murder, targets: [{ object: lizard }], x: 0 });
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toContain('Lizard Warrior');
    // Hundred-Handed One is still dealt its 1, not the whole 4
    expect(s.objects[hundred]!.damage).toBe(1);
  });

  it('targets only attacking creatures, each once; any number of them, none included (X 0)', () => {
    const { state, hail: card, lizard, hundred, sable, sentry } = attacked();
    expectRefused(state, hail(card, [sentry], 1, [1]), 'badTarget', '601.2c');
    expectRefused(state, hail(card, [lizard, lizard], 2, [1, 1]), 'badTarget', '601.2c');
    const all = resolveStack(apply(state, hail(card, [lizard, hundred, sable], 5, [2, 2, 1])));
    expect(names(all, 1, 'graveyard').sort()).toEqual(['Bronze Sable', 'Lizard Warrior']);
    expect(all.objects[hundred]!.damage).toBe(2);
    const none = resolveStack(apply(state, hail(card, [], 0, [])));
    expect(names(none, 0, 'graveyard')).toContain('Hail of Arrows');
    expect(tryApply(state, hail(card, [], 1, [])).ok).toBe(false);
  });

  it('the listing offers one division per set of targets and X (as even as it can be), and any legal division of the same is accepted', () => {
    const { state, hail: card, lizard, hundred, sable } = attacked();
    const casts = legalActions(state).filter((a): a is Extract<Action, { type: 'cast' }> => a.type === 'cast' && a.card === card);
    expect(casts.length).toBeGreaterThan(0);
    for (const c of casts) {
      expect(c.division).toBeDefined();
      expect(c.division!.length).toBe(c.targets.length);
      expect(c.division!.reduce((a, b) => a + b, 0)).toBe(c.x);
      expect(Math.max(...c.division!, 0) - Math.min(...c.division!, Infinity)).toBeLessThanOrEqual(c.targets.length > 0 ? 1 : -Infinity);
    }
    const three = casts.filter((c) => c.targets.length === 3 && c.x === 5);
    expect(three.map((c) => c.division)).toEqual([[2, 2, 1]]);
    // an unlisted division of the same targets and X is accepted
    expect(tryApply(state, hail(card, [lizard, hundred, sable], 5, [1, 1, 3])).ok).toBe(true);
    // the division field is in the action's schema, for clients and bots
    expect(ACTION_SCHEMAS.cast).toMatchObject({ properties: { division: { type: 'array' } } });
  });

  it('a saved game keeps the division of a spell on the stack', () => {
    const { state, hail: card, hundred, sable } = attacked();
    const s = deserialize(serialize(apply(state, hail(card, [hundred, sable], 4, [1, 3]))));
    expect(s.objects[s.stack[0]!]!.division).toEqual([1, 3]);
    const done = resolveStack(s);
    expect(done.objects[hundred]!.damage).toBe(1);
    expect(names(done, 1, 'graveyard')).toContain('Bronze Sable');
  });
});
