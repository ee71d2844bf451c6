/**
 * The prose of the log events Async Mental Magic's rule modules emit (docs/mental-magic.md): naming,
 * new cards, control of the turn and specifications, registered with `describeEvent` by the
 * package's entries.
 *
 * @module
 */
import type { RuleEventProse } from '../../engine/event-prose.js';

/** The lines of Mental Magic's own events (AMM 2–9). */
export const mentalMagicEvents: RuleEventProse<'ceaseToExist' | 'control' | 'direction' | 'name' | 'newCard' | 'peek' | 'specification' | 'uncontrolledDecision'> = {
  ceaseToExist: (e, say) => `${say.player(e.player)}'s ${e.card ? say.cardName(e.card) : 'card'}${e.detail ? ` (${e.detail})` : ''} ceases to exist`,
  control: (e, say) => `${say.player(e.player)} holds control of the turn${e.detail ? ` (${e.detail})` : ''}`,
  direction: (e, say) => `${say.player(e.player)} directs the blocks: ${e.detail}`,
  name: (e, say) => `${say.player(e.player)} names ${e.detail.split(' ')[0]} as ${say.cardName(e.card)}`,
  newCard: (e, say) => `a new unnamed card, ${e.detail}, is put into ${say.player(e.player)}'s library`,
  peek: (e, say) => `${say.player(e.player)} looks at the top card of their library${e.card ? `: ${say.cardName(e.card)}${e.detail ? ` (${e.detail})` : ''}` : ''}`,
  specification: (e, say) => `${say.player(e.player)} specifies ${say.cardName(e.card)}'s ${e.detail}`,
  uncontrolledDecision: (e, say) => `a decision of ${say.player(e.player)}'s that nobody controls is made at random (${e.detail})`,
};
