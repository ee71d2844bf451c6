/**
 * CR 608.2b: a spell or ability checks its targets' legality once, as it begins to resolve. One that
 * pauses for a choice (CR 608.2d) goes on with the targets it found legal then, even if the game has
 * changed during the pause; a target that has since left its zone is a new object (CR 400.7), and a
 * player who has left the game is out of it (CR 800.4a), so neither is affected.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics } from '../../src/index.js';
import { activate, attack, cast, choose, keywords, life, nextTurn, passToPlayer, permanent, resolveStack, setup } from '../cards/helpers.js';

describe('608.2b: targets are checked as the resolution starts, not again as it resumes', () => {
  it('Goblin Racketeer\'s "you may goad target creature defending player controls": while its controller decides, the defending player concedes and the stolen creature returns to its owner; it was legal as the ability began to resolve, so it is goaded', () => {
    let { state: s } = setup({
      active: 1,
      players: [
        { battlefield: ['Goblin Racketeer', 'Bronze Sable'] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] },
        {},
      ],
    });
    const sable = permanent(s, 'Bronze Sable');
    // player 1 takes player 0's Bronze Sable for good with Dack Fayden's −2
    s = resolveStack(activate(s, 1, permanent(s, 'Dack Fayden'), 1, [{ object: sable }]));
    expect(characteristics(s, sable).controller).toBe(1);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    // the Racketeer attacks player 1, whose only creature is the Sable: its trigger targets it
    s = resolveStack(attack(s, [[permanent(s, 'Goblin Racketeer'), 1]]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    // the target was checked as the ability began to resolve (legal); now player 1 leaves, Dack's
    // control effect ends (CR 800.4a) and the Sable is player 0's again
    s = apply(s, { type: 'concede', player: 1 });
    expect(characteristics(s, sable).controller).toBe(0);
    s = resolveStack(choose(s, [0]));
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
  });

  it('Twin Bolt at a player with two Protectors of the Crown and at a Skittering Crustacean made monstrous (hexproof) in response: the resolution pauses for the player to choose which redirection applies (CR 616.1), and on resuming the Crustacean, illegal as it began to resolve, is still not dealt its 1 (ruling: "the remaining legal target will be dealt 1 damage")', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Twin Bolt'], battlefield: ['Mountain', 'Mountain'] },
        { battlefield: ['Skittering Crustacean', 'Protector of the Crown', 'Protector of the Crown', ...Array<string>(7).fill('Island')] },
      ],
    });
    const crab = permanent(state, 'Skittering Crustacean');
    const [protector1, protector2] = ids.battlefield[1]!.slice(1, 3) as [number, number];
    let s = cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }, { object: crab }]);
    // in response, player 1 makes the Crustacean monstrous: it has hexproof, still on the battlefield
    s = resolveStack(activate(passToPlayer(s, 1), 1, crab, 0));
    expect(keywords(s, crab)).toContain('hexproof');
    expect(s.battlefield).toContain(crab);
    // the 1 damage to player 1 meets two redirections: player 1 chooses, and the resolution waits
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    s = choose(s, [1]);
    expect(s.stack).toEqual([]);
    expect(life(s, 1)).toBe(20);
    expect([s.objects[protector1]!.damage, s.objects[protector2]!.damage]).toEqual([0, 1]);
    expect(s.objects[crab]!.damage).toBe(0);
  });
});
