/**
 * Every pick of a draft with the pack it was made from, read back from the draft's log (CR 905.1a):
 * the log records each card drafted and the pack it came from, so the packs' contents before each
 * pick follow by walking the log backwards from the packs' final contents, adding back each card
 * drafted or left undrafted, and taking out the Cogwork Librarians put into a pack as it was passed.
 *
 * @module
 */
import type { ReadonlyDraftState, Seat } from '../draft/types.js';

/** One card drafted, with the pack as it was just before. */
export interface LoggedPick {
  /** The drafter's seat. */
  readonly seat: Seat;
  /** The draft round (0-based). */
  readonly round: number;
  /** How many cards the drafter had drafted this round before this one. */
  readonly pickInRound: number;
  /** The pack's id. */
  readonly pack: number;
  /** The card drafted (a draft card id). */
  readonly card: number;
  /** The pack's cards just before the pick, by card id, ascending (the drafted card among them). */
  readonly booster: readonly number[];
}

/** What a walk of the log finds: every pick, and each pack's contents as it was opened. */
export interface LoggedDraft {
  /** Every pick, in the order they were made. */
  readonly picks: readonly LoggedPick[];
  /** Each pack's cards as it was opened, by pack id, each list ascending. */
  readonly opened: readonly (readonly number[])[];
}

/** Reads every pick of a draft, and every pack as it was opened, from its log. */
export function loggedDraft(state: ReadonlyDraftState): LoggedDraft {
  const log = state.log;
  // Forward: which Cogwork Librarians went into which pack at which pass.
  const waiting = new Map<Seat, number[]>();
  const inserted = new Map<number, { pack: number; cards: number[] }>();
  log.forEach((e, i) => {
    if (e.type === 'faceDown' && e.rule === 'Cogwork Librarian' && e.seat !== undefined && e.card !== undefined) {
      waiting.set(e.seat, [...(waiting.get(e.seat) ?? []), e.card]);
    } else if (e.type === 'pass' && e.seat !== undefined && e.pack !== undefined && (waiting.get(e.seat)?.length ?? 0) > 0) {
      inserted.set(i, { pack: e.pack, cards: waiting.get(e.seat) ?? [] });
      waiting.set(e.seat, []);
    }
  });
  // Backward: the packs' contents before each pick.
  const contents = state.packs.map((p) => new Set(p.cards));
  const before = new Map<number, number[]>();
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (!e) continue;
    const pack = e.pack === undefined ? undefined : contents[e.pack];
    if (pack && e.card !== undefined && (e.type === 'pick' || e.type === 'undrafted')) {
      pack.add(e.card);
      if (e.type === 'pick') before.set(i, [...pack].sort((a, b) => a - b));
    }
    const put = inserted.get(i);
    if (put) for (const card of put.cards) contents[put.pack]?.delete(card);
  }
  // Forward again: rounds and each drafter's pick count within the round.
  const picks: LoggedPick[] = [];
  let round = -1;
  const count = new Map<Seat, number>();
  log.forEach((e, i) => {
    if (e.type === 'round') {
      round++;
      count.clear();
      return;
    }
    const booster = before.get(i);
    if (!booster || e.seat === undefined || e.card === undefined || e.pack === undefined) return;
    const pickInRound = count.get(e.seat) ?? 0;
    count.set(e.seat, pickInRound + 1);
    picks.push({ seat: e.seat, round: Math.max(round, 0), pickInRound, pack: e.pack, card: e.card, booster });
  });
  return { picks, opened: contents.map((c) => [...c].sort((a, b) => a - b)) };
}
