// The engine's worker: the page posts requests (see ../protocol.ts) and draws the screens posted back.
import type { FromWorker, ToWorker } from '../protocol.js';
import { LocalTable } from './local-table.js';
import { LogBook, present } from './present.js';

const scope = self as unknown as { postMessage(message: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };
const table = new LocalTable();
// the log of a game seen through views from a room, described as they arrive
let roomLog = new LogBook();

function answer(request: ToWorker): FromWorker[] {
  switch (request.type) {
    case 'newDraft': return table.newDraft(request.seed, request.name);
    case 'draftAction': return table.draftAction(request.index);
    case 'gameAction': return table.gameAction(request.index);
    case 'botChooses': return table.botChooses();
    case 'openReplay': return table.openReplay();
    case 'replayStep': return table.replayStep(request.step);
    case 'present': {
      if ((request.view.logFrom ?? 0) === 0 && request.view.log.length < roomLog.lines.length) roomLog = new LogBook();
      roomLog.add(request.view);
      return [{ type: 'game', screen: present(request.view, roomLog.lines) }];
    }
  }
}

scope.onmessage = (e) => {
  try {
    for (const message of answer(e.data)) scope.postMessage(message);
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
