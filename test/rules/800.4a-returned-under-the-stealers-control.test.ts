import { describe, expect, it } from 'vitest';
import { apply, characteristics } from '../../src/index.js';
import { attack, block, castAndResolve, nextTurn, permanent, permanents, setup, skipUntil } from '../cards/helpers.js';

describe('800.4a: a card another player owns, on the battlefield under a player\'s control by no control-changing effect', () => {
  it('Besmirch, then Marchesa, the Black Rose: the stolen creature dies and comes back under its stealer\'s control for good — and is exiled as the stealer leaves the game', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Marchesa, the Black Rose', 'Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] },
        { battlefield: ['Bronze Sable', 'Ogre Sentry'], life: 25 },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    // under player 0's control it has dethrone (Marchesa), so attacking the player with the most life gives it a +1/+1 counter
    s = block(attack(s, [[sable, 1]]), [[permanent(s, 'Ogre Sentry'), sable]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Bronze Sable');
    // returned at the beginning of the end step under the control of Marchesa's controller: a new object (CR 400.7),
    // which Besmirch's "until end of turn" no longer concerns
    s = nextTurn(s);
    const [back] = permanents(s, 'Bronze Sable');
    expect([characteristics(s, back!).controller, s.objects[back!]!.owner]).toEqual([0, 1]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });
});
