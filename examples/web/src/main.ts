// The page: a start form, then the draft, the game and the replay, drawn from the screens the
// engine's worker posts (see protocol.ts). The engine never runs on the page's thread.
import type { FromWorker, ToWorker, WorkerAnswer } from './protocol.js';
import { RoomTable, type RoomSeat } from './room.js';
import { h } from './ui/dom.js';
import { draftElement } from './ui/draft-view.js';
import { replayElement } from './ui/replay-view.js';
import { rulePanel } from './ui/rules-panel.js';
import { tableElement } from './ui/table-view.js';
import './style.css';

const app = document.getElementById('app') as HTMLElement;
const main = h('main', { 'data-testid': 'main' });
const banner = h('p', { className: 'error', 'data-testid': 'error', hidden: true });
const deckInfo = h('details', { className: 'deck', 'data-testid': 'deck', hidden: true });
app.replaceChildren(h('header', {}, h('h1', {}, 'paliano · Conspiracy'), h('nav', {}, h('a', { href: './' }, 'new game'))), banner, deckInfo, main, rulePanel);

const worker = new Worker(new URL('./worker/engine.worker.ts', import.meta.url), { type: 'module' });

/** The room's table when playing through a room; null for the local table. */
let room: RoomTable | null = null;
/** The room seat being set up, while the worker makes the game's options. */
let joining: RoomSeat | null = null;

/** Disables the page's buttons until the next screen (or an error). */
function wait(): void {
  document.body.classList.add('busy');
  main.setAttribute('aria-busy', 'true');
  for (const b of main.querySelectorAll('button')) b.disabled = true;
}

/** Sends a request to the worker; the page waits until the answer. */
function send(request: ToWorker): void {
  wait();
  worker.postMessage(request);
}

/** Conceding (CR 104.3a), behind a first click so that no single misclick ends a player's game. */
function concedeControl(concede: () => void): HTMLElement {
  return h('details', { className: 'concede', 'data-testid': 'concede' },
    h('summary', {}, 'Concede…'),
    h('button', { 'data-testid': 'concede-confirm', onclick: concede }, 'Concede the game (CR 104.3a)'));
}

function botButton(): HTMLElement {
  return h('button', { className: 'bot', 'data-testid': 'bot-chooses', onclick: () => send({ type: 'botChooses' }) }, 'Let a bot choose for me');
}

/** Joins a room's table; its views go to the worker to be presented. */
async function joinRoom(seat: RoomSeat): Promise<void> {
  wait();
  try {
    room = await RoomTable.join(seat, (view) => worker.postMessage({ type: 'present', table: `${seat.server} ${seat.gameId}`, view } satisfies ToWorker), (message) => show({ type: 'error', message }));
    banner.hidden = true;
  } catch (e) {
    show({ type: 'error', message: `could not join table ${seat.gameId} at ${seat.server}: ${e instanceof Error ? e.message : String(e)}` });
  }
}

function show(message: FromWorker): void {
  document.body.classList.remove('busy');
  main.removeAttribute('aria-busy');
  if (message.type === 'error') {
    banner.hidden = false;
    banner.textContent = message.message;
    for (const b of main.querySelectorAll('button')) b.disabled = false;
    return;
  }
  banner.hidden = true;
  switch (message.type) {
    case 'draft':
      main.replaceChildren(draftElement(message.screen, (index) => send({ type: 'draftAction', index }), [botButton()]));
      break;
    case 'deck':
      deckInfo.hidden = false;
      deckInfo.replaceChildren(
        h('summary', {}, `Your deck: ${message.deck.length} cards${message.conspiracies.length > 0 ? `, conspiracies ${message.conspiracies.join(', ')}` : ''}`),
        h('p', {}, message.deck.join(', ')),
        message.leftOut.length > 0 ? h('p', {}, `Drafted cards the engine does not implement yet, left out: ${message.leftOut.join(', ')}`) : '');
      break;
    case 'game': {
      const s = message.screen;
      if (room) {
        const playing = room;
        const stillIn = !s.result && s.players.some((p) => p.you && p.outcome === null);
        const roomExtra = [h('p', { className: 'room-info', 'data-testid': 'room-info' }, playing.where), stillIn ? concedeControl(() => { wait(); playing.concede(); }) : null].filter((x): x is HTMLElement => x !== null);
        main.replaceChildren(tableElement(s, (index, division) => { wait(); playing.act(index, division); }, roomExtra, (names) => { wait(); playing.nameCards(names); }, (creature) => { wait(); playing.takeBack(creature); }));
        break;
      }
      const extra = [
        s.actions.length > 0 ? botButton() : null,
        h('button', { 'data-testid': 'open-replay', className: s.result ? 'primary' : '', onclick: () => send({ type: 'openReplay' }) }, s.result ? 'Watch the replay' : 'Watch the replay so far'),
        s.result ? null : concedeControl(() => send({ type: 'concede' })),
      ].filter((x): x is HTMLElement => x !== null);
      main.replaceChildren(tableElement(s, (index, division) => send({ type: 'gameAction', index, ...(division ? { division } : {}) }), extra, (names) => send({ type: 'nameCards', names }), (object) => send({ type: 'takeBack', object })));
      break;
    }
    case 'roomGame':
      if (joining) void joinRoom({ ...joining, create: { game: message.game, bots: message.bots } });
      joining = null;
      break;
    case 'replay':
      main.replaceChildren(replayElement(message.screen, (step) => send({ type: 'replayStep', step }), () => send({ type: 'backToGame' }), message.record));
      break;
  }
}

worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
  // in a room, every answer of the worker is to a view sent to be presented: its screen (or its error)
  // is the page's now, and the room's controls act in that view
  room?.presented();
  for (const message of e.data) show(message);
};
worker.onerror = (e) => show({ type: 'error', message: `the engine's worker failed: ${e.message}` });

/** The start form: a name and a seed (from `?seed=` when given), then the draft against bots. */
function startForm(): HTMLElement {
  const params = new URLSearchParams(location.search);
  const name = h('input', { name: 'name', value: params.get('name') ?? 'Player', 'data-testid': 'name' });
  const seed = h('input', { name: 'seed', value: params.get('seed') ?? String(Math.floor(Math.random() * 1e6)), 'data-testid': 'seed' });
  return h('section', { className: 'start' },
    h('h2', {}, 'Draft and play against three bots'),
    h('p', {}, 'A Conspiracy draft of CN2 boosters with three bots (CR 905.1–905.2), your deck built from your picks, then a 4-player Conspiracy game (905.3–905.6) against the engine’s bots, which see only what their players see. The engine runs in a Web Worker; every line of the log links to the rule it cites.'),
    h('label', {}, 'Your name ', name), ' ', h('label', {}, 'Seed ', seed), ' ',
    h('button', { className: 'primary', 'data-testid': 'start-local', onclick: () => send({ type: 'newDraft', seed: seed.value, name: name.value }) }, 'Start the draft'));
}

/** The room form: a server and a table id, then create the table (with bots in the seats left) or join it. */
function roomForm(): HTMLElement {
  const params = new URLSearchParams(location.search);
  const server = h('input', { name: 'server', size: 24, value: params.get('server') ?? `ws://${location.hostname || 'localhost'}:2567`, 'data-testid': 'room-server' });
  const table = h('input', { name: 'table', value: params.get('table') ?? `table-${Math.floor(Math.random() * 1e5)}`, 'data-testid': 'room-table' });
  const name = h('input', { name: 'name', value: params.get('name') ?? 'Ana', 'data-testid': 'room-name' });
  const people = h('input', { name: 'people', size: 24, value: params.get('people') ?? 'Ana, Ben', 'data-testid': 'room-people' });
  const seat = (): RoomSeat => ({ server: server.value, gameId: table.value, name: name.value });
  return h('section', { className: 'start' },
    h('h2', {}, 'Play with others through a room'),
    h('p', {}, 'A table of four in a Colyseus room of paliano/colyseus (start one with `npm run serve:example` at the repository’s root). The first player creates the table with everyone’s names; the engine’s bots take the seats left, and the decks come from a draft by the bots. The others join with the table’s id and their name; leave the name empty to watch.'),
    h('p', {}, h('label', {}, 'Server ', server), ' ', h('label', {}, 'Table ', table)),
    h('p', {}, h('label', {}, 'Your name ', name), ' ', h('label', {}, 'People at the table (to create it) ', people)),
    h('button', { className: 'primary', 'data-testid': 'room-create', onclick: () => { joining = seat(); send({ type: 'roomGame', people: people.value.split(','), seed: table.value }); } }, 'Create the table'), ' ',
    h('button', { 'data-testid': 'room-join', onclick: () => void joinRoom(seat()) }, 'Join the table'), ' ',
    h('button', { 'data-testid': 'room-watch', onclick: () => void joinRoom({ ...seat(), name: '' }) }, 'Watch the table'));
}

main.replaceChildren(startForm(), roomForm());
