/**
 * Draft-matters cards at tables of two and five drafters (CR 905.1b: seat `s + 1` is to the left of
 * `s`, around the table): the colour choices of Paliano, the High City and Regicide ("The player to
 * your right chooses a color, you choose another color, then the player to your left chooses a third
 * color") and Cogwork Tracker's noted player in the round whose packs pass right.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, legalPicks, tryApplyDraft } from '../../src/index.js';
import { fixedDraft, notesOf, pack, pick } from './helpers.js';

const colourChoosers = (s: ReturnType<typeof fixedDraft>) => s.drafters.filter((d) => legalPicks(s, d.seat).some((a) => a.type === 'chooseColor')).map((d) => d.seat);

describe('colour choices around a table of two', () => {
  it('Paliano, the High City: the one other drafter sits to both sides, so they choose the first and the third colour', () => {
    let s = fixedDraft([[pack(['Paliano, the High City']), pack([])]]);
    s = pick(s, 0, 'Paliano, the High City');
    expect(colourChoosers(s)).toEqual([1]);
    s = applyDraft(s, { type: 'chooseColor', seat: 1, color: 'W' });
    expect(colourChoosers(s)).toEqual([0]);
    s = applyDraft(s, { type: 'chooseColor', seat: 0, color: 'U' });
    expect(colourChoosers(s)).toEqual([1]);
    // "The three chosen colors must be different."
    expect(tryApplyDraft(s, { type: 'chooseColor', seat: 1, color: 'W' }).ok).toBe(false);
    s = applyDraft(s, { type: 'chooseColor', seat: 1, color: 'B' });
    expect(notesOf(s, 'Paliano, the High City')).toEqual([expect.objectContaining({ seat: 0, colors: ['W', 'U', 'B'] })]);
    expect(s.colorChoices).toEqual([]);
  });
});

describe('a table of five', () => {
  it('Regicide drafted by the last seat: seat 3 (to its right) chooses, then seat 4, then seat 0 (to its left, around the table)', () => {
    let s = fixedDraft([[pack([]), pack([]), pack([]), pack([]), pack(['Regicide'])]]);
    s = pick(s, 4, 'Regicide');
    expect(colourChoosers(s)).toEqual([3]);
    s = applyDraft(s, { type: 'chooseColor', seat: 3, color: 'G' });
    expect(colourChoosers(s)).toEqual([4]);
    s = applyDraft(s, { type: 'chooseColor', seat: 4, color: 'R' });
    expect(colourChoosers(s)).toEqual([0]);
    s = applyDraft(s, { type: 'chooseColor', seat: 0, color: 'B' });
    expect(notesOf(s, 'Regicide')).toEqual([expect.objectContaining({ seat: 4, colors: ['G', 'R', 'B'] })]);
  });

  it('Cogwork Tracker in the second round (packs pass right, 905.1b): seat 4 notes seat 0, who passed it to them around the table', () => {
    const filler = [pack([], 2), pack([], 2), pack([], 2), pack([], 2), pack([], 2)];
    let s = fixedDraft([filler, [pack(['Ogre Sentry', 'Cogwork Tracker'], 2), pack([], 2), pack([], 2), pack([], 2), pack([], 2)]]);
    while (s.round === 0) s = applyDraft(s, legalPicks(s)[0]!);
    s = pick(s, 0, 'Ogre Sentry');
    expect(s.drafters[4]!.queue).toContain(s.drafters.length);
    while (s.drafters[4]!.queue[0] !== s.drafters.length) s = applyDraft(s, legalPicks(s, 4)[0]!);
    s = pick(s, 4, 'Cogwork Tracker');
    expect(notesOf(s, 'Cogwork Tracker')).toEqual([expect.objectContaining({ seat: 4, player: 0 })]);
  });
});
