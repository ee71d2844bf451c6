/**
 * The prose of the log events Magic Tech's rule modules emit (docs/magic-tech.md): deploying, posts,
 * missions and the scrapheap, registered with `describeEvent` by the package's entries.
 *
 * @module
 */
import type { RuleEventProse } from '../../engine/event-prose.js';

/** The lines of Magic Tech's own events (MT 4–9). */
export const magicTechEvents: RuleEventProse<'bury' | 'deploy' | 'deployLand' | 'guard' | 'mission' | 'patrol' | 'scrap' | 'tap' | 'unscrap'> = {
  bury: (e, say) => `${say.card(e)} is destroyed while under construction and goes to ${say.player(e.player)}'s scrapheap`,
  // a viewer who may not look at the card reads "a face-down card", which says it once
  deploy: (e, say) => {
    const card = say.object(e.object, 'a card');
    return `${say.player(e.player)} deploys ${card}${card.startsWith('a face-down') ? '' : ' face down'}`;
  },
  deployLand: (e, say) => `${say.player(e.player)} deploys the land ${say.card(e)}`,
  guard: (e, say) => `${say.player(e.player)}'s ${say.card(e)} guards ${say.recipient(e, 'a card')}`,
  mission: (e, say) => `${say.player(e.player)} sends creatures on a mission against ${say.recipient(e, 'a card')}`,
  patrol: (e, say) => `${say.player(e.player)}'s ${say.card(e)} goes on patrol`,
  scrap: (e, say) => `${say.player(e.player)} scraps the top ${say.count(e.amount, 'card')} of their stockpile`,
  tap: (e, say) => `${say.card(e)} is tapped for the mission`,
  unscrap: (e, say) => `${say.count(e.amount, 'card')} of ${say.player(e.player)}'s scrapheap ${e.amount === 1 ? 'goes' : 'go'} under their stockpile`,
};
