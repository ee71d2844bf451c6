// The player's own draft events in the second person, the lines of the draft-matters cards
// (CR 905.2) among them, which the engine writes with the drafter's name.
import { createDraft, draftView, heuristicDrafter, runDraft } from 'paliano';
import { describe, expect, it } from 'vitest';
import { addressed, draftLine } from '../src/worker/draft-lines.js';

const DRAFT_MATTERS = ['Cogwork Spy', 'Cogwork Grinder', 'Cogwork Librarian', 'Illusionary Informant', 'Whispergear Sneak', 'Deal Broker', 'Animus of Predation', 'Regicide', 'Lore Seeker', 'Archdemon of Paliano', 'Agent of Acquisitions'];
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? DRAFT_MATTERS[i % DRAFT_MATTERS.length]! : 'Ogre Sentry'));

describe("the player's own draft events", () => {
  it('read "You …" in the lines the engine writes with the drafter\'s name (CR 905.2), and never name the player', () => {
    const s = runDraft(createDraft({ drafters: ['Player', 'Ana', 'Ben', 'Cy'], seed: 3, boosters: { cube: CUBE, packSize: 8 } }), heuristicDrafter(), { seed: 3 }).state;
    const v = draftView(s, 0);
    const own = v.log.filter((e) => e.text !== undefined && e.seat === 0);
    expect(own.length).toBeGreaterThan(5);
    for (const e of own) expect(draftLine(v, e, 'Player').text, e.text).toMatch(/^(You |the draft is over: you )/);
    for (const e of v.log) expect(draftLine(v, e, 'Player').text).not.toMatch(/\bPlayer\b/);
  });

  it('agree the verb with "You", and read the player elsewhere in the line as "you"', () => {
    expect(addressed('Player reveals Deal Broker for Deal Broker', 'Player')).toBe('You reveal Deal Broker for Deal Broker');
    expect(addressed('Player passes a pack without drafting from it', 'Player')).toBe('You pass a pack without drafting from it');
    expect(addressed('Player does not use Deal Broker', 'Player')).toBe('You do not use Deal Broker');
    expect(addressed('Player, who drafts no more this round, looks at a booster pack passed to them and passes it on', 'Player'))
      .toBe('You, who draft no more this round, look at a booster pack passed to you and pass it on');
    expect(addressed('the draft is over: Player turns Regicide face down', 'Player')).toBe('the draft is over: you turn Regicide face down');
    expect(addressed('Ana trades Deal Broker for Player\'s Ogre Sentry', 'Player')).toBe('Ana trades Deal Broker for your Ogre Sentry');
    expect(addressed('Ana looks at the card Player drafts', 'Player')).toBe('Ana looks at the card you draft');
    expect(addressed('Ana reveals Deal Broker', 'Player')).toBe('Ana reveals Deal Broker');
    expect(addressed('Ana reveals Deal Broker', '')).toBe('Ana reveals Deal Broker');
  });
});
