/**
 * The cards that watch a card about to be drafted watch one card, then stop (CR 905.2b): Cogwork
 * Spy, "look at the next card drafted from this booster pack"; Illusionary Informant, "look at the
 * next card drafted by that player"; Aether Searcher, "reveal the next card you draft and note its
 * name"; Spire Phantasm, "the next time a player drafts a card from this booster pack, guess that
 * card's name". The cards drafted after that one stay hidden (905.1c) and unnoted.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, draftView, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, notesOf, pack, pick } from './helpers.js';

/** The names of the cards a drafter's view says they looked at. */
const seenNames = (s: ReadonlyDraftState, seat: number) => draftView(s, seat).seen.map((c) => c.name);

describe('a watching card sees the next card drafted, and no card after it', () => {
  it('Cogwork Spy: the next card drafted from the pack, not the one drafted from it after that', () => {
    // three drafters, packs pass left (905.1b): the Spy's pack goes to seat 1, then to seat 2
    let s = fixedDraft([[pack(['Cogwork Spy', 'Burn Away', 'Kiln Fiend']), pack(['Hurly-Burly']), pack(['Trumpet Blast'])]]);
    s = pick(s, 0, 'Cogwork Spy');
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 1, 'Burn Away'); // the next card drafted from the Spy's pack
    s = pick(s, 2, 'Trumpet Blast');
    s = pick(s, 2, 'Ogre Sentry');
    s = pick(s, 2, 'Kiln Fiend'); // drafted from the Spy's pack after that one
    expect(seenNames(s, 0)).toEqual(['Burn Away']);
  });

  it('Illusionary Informant: the next card the chosen player drafts, not their pick after it', () => {
    let s = fixedDraft([[pack(['Illusionary Informant']), pack(['Burn Away', 'Kiln Fiend'])]]);
    s = pick(s, 0, 'Illusionary Informant');
    s = applyDraft(s, { type: 'watch', seat: 0, target: 1 });
    s = pick(s, 1, 'Burn Away');
    s = pick(s, 1, 'Ogre Sentry'); // seat 1's next pick, from the pack seat 0 passed
    expect(seenNames(s, 0)).toEqual(['Burn Away']);
  });

  it('Aether Searcher: the next card its drafter drafts is revealed and noted, not the one after it', () => {
    let s = fixedDraft([[pack(['Aether Searcher', 'Burn Away']), pack(['Kiln Fiend', 'Flame Slash'])]]);
    s = pick(s, 0, 'Aether Searcher');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Flame Slash'); // the next card seat 0 drafts
    s = pick(s, 1, 'Burn Away');
    s = pick(s, 0, 'Ogre Sentry');
    expect(notesOf(s, 'Aether Searcher').map((n) => n.name)).toEqual(['Flame Slash']);
    expect(draftView(s, 1).log.filter((e) => e.type === 'reveal' && e.rule === 'Aether Searcher').map((e) => s.cards[e.card!]?.name)).toEqual(['Flame Slash']);
  });

  it('Spire Phantasm: one guess, checked against the next card drafted from the pack only', () => {
    let s = fixedDraft([[pack(['Spire Phantasm', 'Burn Away', 'Kiln Fiend']), pack(['Hurly-Burly']), pack(['Trumpet Blast'])]]);
    s = pick(s, 0, 'Spire Phantasm', { guess: 'Burn Away' });
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 1, 'Burn Away');
    s = pick(s, 2, 'Trumpet Blast');
    s = pick(s, 2, 'Ogre Sentry');
    s = pick(s, 2, 'Kiln Fiend');
    expect(notesOf(s, 'Spire Phantasm').map((n) => n.guess)).toEqual([{ name: 'Burn Away', right: true }]);
  });
});
