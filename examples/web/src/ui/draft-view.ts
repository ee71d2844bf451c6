// The draft screen: the pack in hand, your picks, the other drafters, your draft actions as
// buttons, and the draft log with each line linked to its rule.
import type { DraftScreen } from '../protocol.js';
import { h } from './dom.js';
import { logLineElement } from './rules-panel.js';
import { actionButtons, cardElement } from './table-view.js';

/** The draft screen; `extra` are controls shown beside the actions. */
export function draftElement(s: DraftScreen, onAction: (index: number) => void, extra: HTMLElement[] = []): HTMLElement {
  const log = h('ol', { className: 'log', 'data-testid': 'log' }, s.log.map((l) => logLineElement(l)));
  queueMicrotask(() => { log.scrollTop = log.scrollHeight; });
  return h('div', { className: 'draft', 'data-testid': 'draft' },
    h('div', { className: 'status' }, h('p', { 'data-testid': 'draft-status' }, `Draft: round ${s.round + 1} of 3 (${s.phase}) · your picks ${s.pile.length}${s.packsWaiting > 0 ? ` · ${s.packsWaiting} more packs waiting` : ''}`)),
    h('div', { className: 'board' },
      h('div', { className: 'middle' },
        h('div', { className: 'zone', 'data-testid': 'pack' }, h('h4', {}, s.pack ? `The pack in hand (${s.pack.length})` : 'No pack to look at'), h('div', { className: 'cards' }, (s.pack ?? []).map(cardElement))),
        h('div', { className: 'controls' }, actionButtons(s.actions, onAction), extra),
        h('div', { className: 'zone' }, h('h4', {}, `Your picks (${s.pile.length})`), h('p', { className: 'pile' }, s.pile.join(', '))),
        h('div', { className: 'zone' }, h('h4', {}, 'The other drafters'), h('ul', {}, s.others.map((o) => h('li', {}, `${o.name}: ${o.pileSize} cards${o.faceUp.length > 0 ? `, face up: ${o.faceUp.join(', ')}` : ''}`))))),
      h('div', { className: 'log-box' }, h('h4', {}, 'Draft log (each line links to its rule)'), log)));
}
