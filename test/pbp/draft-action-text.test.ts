/**
 * The words of the table for a card drafted at random with options (Archdemon of Paliano): its
 * drafter's `!actions` name the card drawn and each option, and `!view` tells them what they drew.
 */
import { describe, expect, it } from 'vitest';
import { draftView } from '../../src/index.js';
import { describeDraftAction, draftViewLines } from '../../src/pbp/table-text.js';
import { creatureDrawnUnderArchdemon } from '../draft/helpers.js';

describe('table text of a card drafted at random with options', () => {
  it('names the card drawn and the option, to its drafter', () => {
    const s = creatureDrawnUnderArchdemon();
    expect(describeDraftAction(s, { type: 'pickOptions', seat: 0, note: 'Noble Banneret' }))
      .toBe('draft Ogre Sentry drawn at random (Archdemon of Paliano) revealing and noting it with Noble Banneret');
    expect(describeDraftAction(s, { type: 'pickOptions', seat: 0 })).toBe('draft Ogre Sentry drawn at random (Archdemon of Paliano)');
    expect(draftViewLines(draftView(s, 0))).toContain('You drew Ogre Sentry at random: choose how to draft it (!actions)');
    expect(draftViewLines(draftView(s, 1)).join('\n')).not.toContain('You drew');
  });
});
