// The engine's worker: the page posts requests (see ../protocol.ts) and draws the screens posted back.
import type { FromWorker, ToWorker, WorkerAnswer } from '../protocol.js';
import { LocalTable } from './local-table.js';
import { LogBook, present } from './present.js';
import { roomGameOptions } from './room-table.js';

const scope = self as unknown as { postMessage(answer: WorkerAnswer): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };
const table = new LocalTable();
// the log of the game seen through views from a room, described as they arrive
let roomLog = { table: '', book: new LogBook() };

function answer(request: ToWorker): FromWorker[] {
  switch (request.type) {
    case 'newDraft': return table.newDraft(request.seed, request.name);
    case 'draftAction': return table.draftAction(request.index);
    case 'gameAction': return table.gameAction(request.index, request.division);
    case 'nameCards': return table.nameCards(request.names);
    case 'botChooses': return table.botChooses();
    case 'concede': return table.concede();
    case 'takeBack': return table.takeBack(request.object);
    case 'openReplay': return table.openReplay();
    case 'replayStep': return table.replayStep(request.step);
    case 'backToGame': return table.backToGame();
    case 'roomGame': return [{ type: 'roomGame', ...roomGameOptions(request.people, request.seed) }];
    case 'present': {
      if (roomLog.table !== request.table) roomLog = { table: request.table, book: new LogBook() };
      roomLog.book.add(request.view);
      return [{ type: 'game', screen: present(request.view, roomLog.book.lines) }];
    }
  }
}

scope.onmessage = (e) => {
  try {
    scope.postMessage(answer(e.data));
  } catch (error) {
    scope.postMessage([{ type: 'error', message: error instanceof Error ? error.message : String(error) }]);
  }
};
