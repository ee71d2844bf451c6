import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../../src/index.js';
import { activate, cast, choose, nextTurn, passToPlayer, passUntil, permanent, resolveStack, setup } from '../helpers.js';

/** Resolves the stack, answering "yes" to the "you may" of a resolving goad ability. */
function resolveGoading(state: ReadonlyGameState): ReadonlyGameState {
  let s = resolveStack(state);
  while (s.decision?.kind === 'choose') s = resolveStack(choose(s, [0]));
  return s;
}

for (const name of ['Goblin Racketeer', 'Coveted Peacock'] as const) {
  describe(`${name}: "defending player" is the one it attacked as it became an attacking creature (CR 508.5)`, () => {
    it('removed from combat before its attack trigger resolves (Dack\'s emblem takes it, 506.4), it still goads that player\'s creature', () => {
      const { state, ids } = setup({
        active: 1,
        players: [
          { battlefield: [name] },
          { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Bronze Sable', 'Plains', 'Plains'], hand: ['Moment of Heroism'] },
        ],
      });
      const attacker = permanent(state, name);
      const sable = permanent(state, 'Bronze Sable');
      let s = nextTurn(resolveStack(activate(state, 1, permanent(state, 'Dack Fayden'), 2)));
      s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
      s = apply(s, { type: 'declareAttacker', player: 0, attacker, target: { player: 1 } });
      s = apply(s, { type: 'confirmAttackers', player: 0 });
      expect(s.objects[s.stack.at(-1)!]!.targets).toEqual([{ object: sable }]);
      // player 1 targets the attacker with a spell: their emblem's ability gains control of it, which removes it from combat
      s = resolveGoading(cast(passToPlayer(s, 1), 1, ids.hand[1]![0]!, [{ object: attacker }]));
      expect(characteristics(s, attacker).controller).toBe(1);
      expect(s.combat?.attackers ?? []).toEqual([]);
      expect(s.objects[sable]!.goadedBy).toEqual([0]);
    });
  });
}
