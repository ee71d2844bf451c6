// The game screen: each player's board, your hand, the stack, whose decision it is, every legal
// action as a button, and the log with each line linked to its rule.
import type { ActionControl, CardFace, PlayerPanel, TableScreen } from '../protocol.js';
import { h } from './dom.js';
import { namePicker } from './name-picker.js';
import { logLineElement } from './rules-panel.js';

/** A card as a small box: name, power/toughness, notes; the Oracle text as its tooltip. */
export function cardElement(c: CardFace): HTMLElement {
  const classes = ['card', c.tapped ? 'tapped' : '', c.faceDown ? 'face-down' : ''].filter((x) => x !== '').join(' ');
  return h('div', { className: classes, title: c.text || undefined, 'data-testid': 'card' },
    h('span', { className: 'name' }, c.name || 'face-down card', h('span', { className: 'id' }, ` #${c.id}`)),
    c.pt ? h('span', { className: 'pt' }, c.pt) : null,
    c.tapped ? h('span', { className: 'note' }, 'tapped') : null,
    c.notes.map((n) => h('span', { className: 'note' }, n)));
}

function zone(title: string, cards: CardFace[], testid: string): HTMLElement {
  return h('div', { className: 'zone', 'data-testid': testid }, h('h4', {}, `${title} (${cards.length})`), h('div', { className: 'cards' }, cards.map(cardElement)));
}

function playerElement(p: PlayerPanel): HTMLElement {
  const badges = [p.you ? 'you' : '', p.monarch ? 'monarch' : '', p.deciding ? 'deciding' : '', p.outcome ?? ''].filter((x) => x !== '');
  return h('section', { className: `player${p.deciding ? ' deciding' : ''}${p.outcome ? ' out' : ''}`, 'data-testid': 'player', 'data-seat': p.seat },
    h('h3', {}, `${p.name} `, badges.map((b) => h('span', { className: `badge ${b}` }, b))),
    h('p', { className: 'stats' }, `life ${p.life} · hand ${p.handCount} · library ${p.libraryCount}`),
    p.command.length > 0 ? zone('command zone', p.command, 'command') : null,
    zone('battlefield', p.battlefield, 'battlefield'),
    p.graveyard.length > 0 ? zone('graveyard', p.graveyard, 'graveyard') : null,
    p.exile.length > 0 ? zone('exile', p.exile, 'exile') : null);
}

/**
 * The other shares a player may give a listed spell's divided damage (CR 601.2d): a number per target,
 * starting from the listed ones, sent with the action's index; the engine judges them.
 */
function divisionEditor(a: ActionControl & Required<Pick<ActionControl, 'divide'>>, onAction: (index: number, division?: number[]) => void): HTMLElement {
  const total = a.divide.shares.reduce((x, y) => x + y, 0);
  const fields = a.divide.shares.map((n, i) => h('input', { type: 'number', min: 1, max: total, value: n, required: true, 'data-testid': 'division-share', 'aria-label': `damage to ${a.divide.among[i] ?? ''}` }));
  const form = h('form', { className: 'division', 'data-testid': 'division', 'data-index': a.index },
    fields.map((field, i) => h('label', {}, `${a.divide.among[i] ?? ''} `, field)),
    h('button', { type: 'submit', 'data-testid': 'division-submit' }, `Divide the ${total} damage so`));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    onAction(a.index, fields.map((field) => Number(field.value)));
  });
  return h('details', { className: 'divide' }, h('summary', {}, 'divide the damage differently (CR 601.2d)'), form);
}

/**
 * The buttons of the legal actions, with a filter when they are many (naming a card lists hundreds);
 * a spell that divides its damage has its shares to change beside it.
 */
export function actionButtons(actions: ActionControl[], onAction: (index: number, division?: number[]) => void): HTMLElement {
  const buttons = actions.map((a) => h('button', { className: `action ${a.kind}`, 'data-testid': 'action', 'data-kind': a.kind, 'data-index': a.index, onclick: () => onAction(a.index) }, a.label));
  const list = h('div', { className: 'action-list' }, actions.map((a, i) => (a.divide ? h('div', { className: 'divided' }, buttons[i], divisionEditor({ ...a, divide: a.divide }, onAction)) : buttons[i])));
  if (actions.length <= 24) return h('div', { className: 'actions', 'data-testid': 'actions' }, list);
  const filter = h('input', { type: 'search', placeholder: `filter ${actions.length} actions`, 'data-testid': 'action-filter' });
  filter.addEventListener('input', () => {
    const text = filter.value.toLowerCase();
    for (const b of buttons) b.hidden = !(b.textContent ?? '').toLowerCase().includes(text);
  });
  return h('div', { className: 'actions', 'data-testid': 'actions' }, filter, list);
}

/**
 * The game screen; `extra` are controls shown beside the actions. With `onName`, a conspiracy's names
 * are picked freely (the picker) as well as among the listed actions; with `onTakeBack`, a creature
 * declared to attack or block is taken back out of the declaration.
 */
export function tableElement(s: TableScreen, onAction: (index: number, division?: number[]) => void, extra: HTMLElement[] = [], onName?: (names: string[]) => void, onTakeBack?: (creature: number) => void): HTMLElement {
  const takeBack = onTakeBack && s.takeBack.length > 0
    ? h('div', { className: 'take-back' }, s.takeBack.map((t) => h('button', { className: 'action take-back', 'data-testid': 'take-back', 'data-object': t.id, onclick: () => onTakeBack(t.id) }, t.label)))
    : null;
  const log = h('ol', { className: 'log', 'data-testid': 'log' }, s.log.map((l) => logLineElement(l)));
  queueMicrotask(() => { log.scrollTop = log.scrollHeight; });
  return h('div', { className: 'table' },
    h('div', { className: 'status' },
      h('p', { 'data-testid': 'turn' }, `Turn ${s.turn.number} (${s.turn.active}'s turn), ${s.turn.step}`),
      s.result ? h('p', { className: 'result', 'data-testid': 'result' }, s.result) : h('p', { className: 'decision', 'data-testid': 'decision' }, s.decision ?? '')),
    h('div', { className: 'board' },
      h('div', { className: 'players' }, s.players.map(playerElement)),
      h('div', { className: 'middle' },
        zone('stack (top first)', s.stack, 'stack'),
        s.seat !== null ? zone('your hand', s.hand, 'hand') : null,
        h('div', { className: 'controls' }, s.naming && onName ? namePicker(s.naming, onName) : null, s.actions.length > 0 ? actionButtons(s.actions, onAction) : null, takeBack, extra)),
      h('div', { className: 'log-box' }, h('h4', {}, 'Log (each line links to its rule)'), log)));
}
