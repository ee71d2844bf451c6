// Rule links: every log line links to the rule it cites; a click shows the rule from the engine's
// rules registry (`paliano/rules`: numbers, titles, former numbers and what uses each rule, no card
// data and no rules text).
import { rules } from 'paliano/rules';
import type { LogLine } from '../protocol.js';
import { h } from './dom.js';

/** The label of a cited rule: "CR 725.2", or a card's or a variant's name as cited. */
export function ruleLabel(rule: string): string {
  return /^\d/.test(rule) ? `CR ${rule}` : rule;
}

/** A link to a rule, which opens it in the rule panel. */
export function ruleLink(rule: string): HTMLAnchorElement {
  return h('a', { className: 'rule', href: `#rule-${encodeURIComponent(rule)}`, 'data-rule': rule, onclick: (e: Event) => { e.preventDefault(); showRule(rule); } }, ruleLabel(rule));
}

/** One log line with its rule link. */
export function logLineElement(line: LogLine, fresh = false): HTMLLIElement {
  return h('li', { className: fresh ? 'log-line fresh' : 'log-line', 'data-testid': 'log-line' }, h('span', {}, line.text), ' ', ruleLink(line.rule));
}

/** The panel that shows one rule. */
export const rulePanel = h('aside', { id: 'rule-panel', 'data-testid': 'rule-panel', hidden: true });

/** Shows a rule in the panel. */
export function showRule(rule: string): void {
  const info = rules.get(rule);
  rulePanel.hidden = false;
  const close = h('button', { className: 'close', onclick: () => { rulePanel.hidden = true; } }, 'close');
  if (!info) {
    rulePanel.replaceChildren(close, h('h3', {}, ruleLabel(rule)), h('p', {}, /^\d/.test(rule) ? 'A rule the registry does not know.' : `The rules text of the card ${rule}, which the draft or the game applied.`));
    return;
  }
  const edition2016 = info.numbers['2016-08-26'];
  const usedBy = [...info.usedBy.keywords, ...info.usedBy.cards];
  const parts: (HTMLElement | null)[] = [
    close,
    h('h3', { 'data-testid': 'rule-title' }, `${ruleLabel(rule)} — ${info.variant ? `${info.variant} ${info.number}` : `rule ${info.number}`}: ${info.title}`),
    h('p', {}, info.implemented ? 'The engine plays this rule: a rule module of its own, or its core, effects and costs.' : 'A rule of the Comprehensive Rules the engine does not play.'),
    edition2016 && edition2016 !== info.number ? h('p', {}, `In the 2016 rules (Conspiracy: Take the Crown) it was ${edition2016}.`) : null,
    info.formerTitles.length > 0 ? h('p', {}, `Formerly: ${info.formerTitles.join(', ')}.`) : null,
    usedBy.length > 0 ? h('p', {}, `Used by: ${usedBy.slice(0, 40).join(', ')}${usedBy.length > 40 ? ', …' : ''}`) : null,
    info.subrules ? h('ul', {}, info.subrules.map((r) => h('li', {}, `${r.id}: ${r.summary}`))) : null,
  ];
  rulePanel.replaceChildren(...parts.filter((x): x is HTMLElement => x !== null));
}
