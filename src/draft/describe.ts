/**
 * Readable lines for draft events, with their rule: what a reader (or a drafter, given a redacted
 * event from `draftView`) sees of each.
 *
 * @module
 */
import type { DraftEvent, DraftState } from './types.js';

/** Describes a draft event in one line, ending with the rule it applies. */
export function describeDraftEvent(state: DraftState, e: DraftEvent): string {
  const who = e.seat === undefined ? '' : (state.drafters[e.seat]?.name ?? `seat ${e.seat}`);
  const card = e.card === undefined ? 'a card' : (state.cards[e.card]?.name ?? `card ${e.card}`);
  const to = e.to === undefined ? '' : (state.drafters[e.to]?.name ?? `seat ${e.to}`);
  let line: string;
  if (e.text !== undefined) line = e.text;
  else if (e.type === 'pick') line = `${who} drafts ${card}${e.rule === '905.2c' ? ' face up' : ''}${e.rule === 'Archdemon of Paliano' ? ' at random' : ''}`;
  else if (e.type === 'pass') line = `${who} passes a pack to ${to}${e.rule === 'Canal Dredger' ? ' (its last card, Canal Dredger)' : ''}`;
  else if (e.type === 'open') line = `${who} opens a booster pack`;
  else line = `${e.type}${who ? ` by ${who}` : ''}${e.card === undefined ? '' : `: ${card}`}`;
  return `${line} [${/^\d/.test(e.rule) ? `CR ${e.rule}` : e.rule}]`;
}
