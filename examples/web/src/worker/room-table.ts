// The setup of a table in a room: the people's names and the bots' fill four seats; the decks come
// from a draft the engine's heuristic drafters make for every seat (CR 905.1–905.2), built by
// autoBuildDeck (905.1d) and seated at random (905.3), so a room game is a Conspiracy game too.
import { autoBuildDeck, cardPool, createDraft, heuristicDrafter, runDraft, startTableGames, type CreateGameOptions } from 'paliano';

/** The seats of a table in a room. */
export const ROOM_SEATS = 4;

/** The bots' names in a room, as many as the people leave seats. */
const BOT_NAMES = ['Brago (bot)', 'Grenzo (bot)', 'Marchesa (bot)', 'Selvala (bot)'];

/** The `createGame` options of a room's game for these people, and the seats the bots play. */
export function roomGameOptions(people: readonly string[], seed: string): { game: Omit<CreateGameOptions, 'seed'>; bots: number[] } {
  const names = people.map((n) => n.trim()).filter((n) => n !== '');
  if (names.length < 1 || names.length > ROOM_SEATS) throw new Error(`a room table seats 1 to ${ROOM_SEATS} people, not ${names.length}`);
  if (new Set(names).size !== names.length) throw new Error('every person at the table needs a name of their own');
  const drafters = [...names, ...BOT_NAMES.slice(0, ROOM_SEATS - names.length)];
  const { state: draft } = runDraft(createDraft({ drafters, seed, boosters: 'CN2' }), heuristicDrafter(), { seed, inPlace: true });
  const decks = draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat)));
  const [table] = startTableGames(draft, decks, { seed });
  if (!table) throw new Error('no table');
  // the game's seed is left to the room, which draws a secret one: the table's name, which every
  // person at it knows, would tell them every hidden card of the game
  const { seed: _shared, ...game } = table.options;
  const bots = game.players.flatMap((p, seat) => (names.includes(p.name ?? '') ? [] : [seat]));
  return { game, bots };
}
