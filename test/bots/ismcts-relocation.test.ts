/**
 * The ISMCTS bot and Magic Tech's relocations (MT 5.1): the text lets a creature that began the turn
 * in play move between patrol and guard any number of times in its controller's deploy phase, so a
 * search that values the moves as much as passing could move it back and forth forever (issue 16:
 * no livelock). The bot moves a creature at most once each way a turn.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, ismctsBot, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { canonical } from '../properties/helpers.js';
import { mt, setPost, variant } from '../variants/magic-tech/helpers.js';

/** Player 0's deploy phase, two creatures of theirs on patrol that began the turn in play. */
function deployPhase(): { state: ReadonlyGameState; ox: number; sable: number; plains: number } {
  const { state, ids } = mt({ players: [{ battlefield: ['Pillarfield Ox', 'Bronze Sable', 'Plains'] }, { battlefield: ['Wild Griffin'] }] });
  const [ox, sable, plains] = ids.battlefield[0]! as [number, number, number];
  const s = editState(state, (x) => {
    setPost(x, ox, 'patrol');
    setPost(x, sable, 'patrol');
  });
  expect(s.turn.step).toBe('main1');
  return { state: s, ox, sable, plains };
}

describe('ismctsBot and Magic Tech relocations (MT 5.1)', () => {
  it('does not move a creature again the way it already moved it this turn, though the engine lists the move', () => {
    const { state, ox, plains } = deployPhase();
    const moved = variant(variant(state, 0, 'guard', ox, { object: plains }), 0, 'patrol', ox);
    const again = legalActions(moved).filter((a) => a.type === 'variant' && a.name === 'guard' && a.object === ox);
    expect(again.length).toBeGreaterThan(0);
    const bot = ismctsBot({ iterations: 3, rolloutActions: 5 });
    for (let seed = 0; seed < 12; seed++) {
      const choice = bot(botInput(moved, legalActions(moved), seedRng(seed)));
      expect(again.map(canonical), `seed ${seed}`).not.toContain(canonical(choice));
    }
  });

  it('ends its deploy phase with a small budget (3 iterations, which try only some moves): two creatures, five decisions at most', () => {
    const { state } = deployPhase();
    const bot = ismctsBot({ iterations: 3, rolloutActions: 5 });
    for (let seed = 0; seed < 4; seed++) {
      const rng = seedRng(seed);
      let s = state;
      let decisions = 0;
      while (s.turn.step === 'main1' && s.turn.active === 0 && s.decision?.player === 0 && decisions < 12) {
        s = apply(s, bot(botInput(s, legalActions(s), rng)));
        decisions++;
      }
      expect(decisions, `seed ${seed}`).toBeLessThanOrEqual(5);
    }
  });
});
