/**
 * The draft bots and a card drafted at random with options (Archdemon of Paliano): they choose among
 * the `pickOptions` legalPicks lists, and drafts full of Archdemons and option cards run to the end.
 */
import { describe, expect, it } from 'vitest';
import { createDraft, draftBotInput, heuristicDrafter, legalPicks, randomDrafter, runDraft } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { creatureDrawnUnderArchdemon } from '../draft/helpers.js';

const CUBE = ['Archdemon of Paliano', 'Lore Seeker', 'Noble Banneret', 'Spire Phantasm', 'Cogwork Librarian', 'Cogwork Grinder', 'Ogre Sentry', 'Flame Slash'];

describe('draft bots and a card drafted at random with options', () => {
  it('the heuristic drafter notes a creature drawn at random with its face-up Noble Banneret; its card name is known to it', () => {
    const s = creatureDrawnUnderArchdemon();
    const actions = legalPicks(s, 0);
    const input = draftBotInput(s, 0, actions, seedRng(1));
    expect(input.cardName(s.drafters[0]!.randomPick!)).toBe('Ogre Sentry');
    expect(heuristicDrafter()(input)).toEqual({ type: 'pickOptions', seat: 0, note: 'Noble Banneret' });
    expect(actions).toContainEqual(randomDrafter(draftBotInput(s, 0, actions, seedRng(2))));
  });

  it('drafts of Archdemons and option cards run to the end with either bot, on both paths', () => {
    let waited = 0;
    for (const [i, bot] of [randomDrafter, heuristicDrafter()].entries()) {
      for (const inPlace of [false, true]) {
        const start = createDraft({ drafters: 4, seed: 7 + i, boosters: { cube: Array.from({ length: 96 }, (_, k) => CUBE[k % CUBE.length]!), packSize: 8 } });
        const { state } = runDraft(start, bot, { seed: 3, inPlace, onAction: (_s, a) => { if (a.type === 'pickOptions') waited++; } });
        expect(state.phase).toBe('complete');
      }
    }
    expect(waited).toBeGreaterThan(0);
  });
});
