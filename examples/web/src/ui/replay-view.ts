// The replay screen: the game as a spectator saw it after each action, stepped forwards and
// backwards, with the lines each step added marked in the log.
import type { ReplayScreen } from '../protocol.js';
import { h } from './dom.js';
import { logLineElement } from './rules-panel.js';
import { tableElement } from './table-view.js';

/**
 * The replay screen; `go` asks for another step, `back` returns to the game. `record` (JSON) is
 * offered for download once the game is over, null before.
 */
export function replayElement(s: ReplayScreen, go: (step: number) => void, back: () => void, record: string | null): HTMLElement {
  const table = tableElement(s.table, () => undefined);
  // mark the lines the last action added
  const log = table.querySelector('ol.log');
  if (log) {
    const first = s.table.log.length - s.newLines;
    log.replaceChildren(...s.table.log.map((l, i) => logLineElement(l, i >= first && s.step > 0)));
  }
  const step = h('input', { type: 'number', min: 0, max: s.steps, value: s.step, 'data-testid': 'replay-goto' });
  const download = record === null ? null : h('a', { href: URL.createObjectURL(new Blob([record], { type: 'application/json' })), download: 'paliano-replay.json', 'data-testid': 'replay-download' }, 'download the replay record');
  return h('div', { className: 'replay', 'data-testid': 'replay' },
    h('div', { className: 'replay-controls' },
      h('button', { className: 'primary', 'data-testid': 'replay-back', onclick: back }, 'Back to the game'),
      h('button', { 'data-testid': 'replay-start', onclick: () => go(0), disabled: s.step === 0 }, '« start'),
      h('button', { 'data-testid': 'replay-prev', onclick: () => go(s.step - 1), disabled: s.step === 0 }, '‹ back'),
      h('span', { 'data-testid': 'replay-step' }, `step ${s.step} of ${s.steps}`),
      h('button', { 'data-testid': 'replay-next', onclick: () => go(s.step + 1), disabled: s.step === s.steps }, 'next ›'),
      h('button', { 'data-testid': 'replay-end', onclick: () => go(s.steps), disabled: s.step === s.steps }, 'end »'),
      step, h('button', { onclick: () => go(Number(step.value)) }, 'go'),
      download),
    h('p', { className: 'last-action', 'data-testid': 'replay-action' }, s.lastAction ?? 'The game as it was created.'),
    table);
}
