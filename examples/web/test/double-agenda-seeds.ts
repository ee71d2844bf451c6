// Where the browser tests find a double agenda conspiracy (CR 702.106f) to name: the seed of a local
// draft, or the id of a room's table, that gives one to the seat under test. Each is searched for in
// order with the worker's own code (the engine's createDraft, legalPicks, runDraft…), run here as the
// page runs it, so a change to the draft or the bots moves the tests to another seed instead of
// leaving them without a double agenda.
import { cards } from 'paliano';
import { LocalTable } from '../src/worker/local-table.js';
import { roomGameOptions } from '../src/worker/room-table.js';

/** The double agenda conspiracies the engine implements (CR 702.106f). */
export const DOUBLE_AGENDA: readonly string[] = cards.list().filter((d) => d.conspiracy?.agenda === 2).map((d) => d.name);

/** How many seeds or table ids a search tries before it gives up. */
const TRIES = 1000;

/**
 * The first seed (`1`, `2`, …) whose local draft offers the player named `name` a double agenda
 * conspiracy in their first pack, which no bot's pick has touched yet; with the name of that card.
 */
export function localSeedWithDoubleAgenda(name: string): { seed: string; card: string } {
  const table = new LocalTable();
  for (let n = 1; n <= TRIES; n++) {
    const seed = String(n);
    const [first] = table.newDraft(seed, name);
    const card = first?.type === 'draft' ? first.screen.pack?.find((c) => DOUBLE_AGENDA.includes(c.name))?.name : undefined;
    if (card) return { seed, card };
  }
  throw new Error(`no seed from 1 to ${TRIES} offers a double agenda conspiracy (${DOUBLE_AGENDA.join(', ')}) in the first pack`);
}

/**
 * The first table id (`agenda-1`, `agenda-2`, …) whose room game, drafted by the heuristic drafters
 * for `person` alone with three bots, gives `person` a double agenda conspiracy to put into the
 * command zone; with the name of that card.
 */
export function roomTableWithDoubleAgenda(person: string): { table: string; card: string } {
  for (let n = 1; n <= TRIES; n++) {
    const table = `agenda-${n}`;
    const seat = roomGameOptions([person], table).game.players.find((p) => p.name === person);
    const card = seat?.sideboard?.find((c) => DOUBLE_AGENDA.includes(c));
    if (card) return { table, card };
  }
  throw new Error(`no table from agenda-1 to agenda-${TRIES} gives ${person} a double agenda conspiracy (${DOUBLE_AGENDA.join(', ')})`);
}
