/**
 * The Colyseus room of a Conspiracy draft: `createDraft` options under `draft` (see docs/colyseus.md).
 *
 * @module
 */
import type { CreateDraftOptions } from '../../draft/create.js';
import type { DraftAction, ReadonlyDraftState } from '../../draft/types.js';
import type { DraftView } from '../../draft/view.js';
import { TableRoom, type TableRoomOptions } from './table-room.js';
import { draftTable } from './tables.js';

/** The options a draft room is created with. */
export interface DraftRoomOptions extends TableRoomOptions {
  /** The `createDraft` options: `drafters` as the names the seats are reserved by, the boosters, and a seed only for tests (without one the room draws a secret seed). */
  draft: Omit<CreateDraftOptions, 'seed'> & { seed?: CreateDraftOptions['seed'] };
}

/**
 * A room running one draft: drafters pick at the same time, each sent their own view after every
 * action; the heuristic drafter drafts for the seats nobody holds.
 */
export class DraftRoom extends TableRoom<CreateDraftOptions, ReadonlyDraftState, DraftAction, DraftView> {
  protected readonly table = draftTable;
  protected readonly optionsField = 'draft';
}
