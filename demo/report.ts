// A finished game told as a report: each turn headed by the life totals as it begins, the plays in
// plain English (describeEvent), the creatures that died, and at the end who won and why each other
// player lost. Life totals are counted from the log's life events and checked against the final state.
import { cards, describeEvent, logOf, type GameEvent, type ReadonlyGameState } from '../src/index.js';
import { getToken, tokenCardName } from '../src/cards/printed.js';

/** Events a report leaves out: the bookkeeping of every turn (the turn's heading stands for `turn`). */
const QUIET = new Set<GameEvent['type']>(['zoneChange', 'shuffle', 'activateMana', 'addMana', 'step', 'turn', 'draw', 'gameStart']);

/** Why a player lost, by the rule their loss cites. */
const LOSS_REASONS: Readonly<Record<string, string>> = {
  '704.5a': 'their life total was 0 or less',
  '704.5b': 'they drew from an empty library',
  '704.5c': 'they got ten poison counters',
  '104.3a': 'they conceded',
};

function isCreatureCard(card: string): boolean {
  if (card.startsWith('token:')) return getToken(card.slice('token:'.length))?.types.includes('Creature') ?? false;
  return cards.get(card)?.printed.types.includes('Creature') ?? false;
}

/** The lines of the report of a finished game. */
export function gameReport(state: ReadonlyGameState): string[] {
  const name = (p: number | undefined): string => (p === undefined ? 'someone' : state.players[p]?.name ?? `Player ${p + 1}`);
  const life = state.players.map(() => state.settings.startingLife);
  const lines: string[] = [];
  const lifeLine = (): string => state.players.map((p, i) => `${p.name} ${life[i]}`).join(', ');
  const losses: string[] = [];
  for (const e of logOf(state)) {
    if (e.type === 'damage' && e.toPlayer !== undefined) life[e.toPlayer]! -= e.amount;
    if (e.type === 'loseLife') life[e.player]! -= e.amount;
    if (e.type === 'gainLife') life[e.player]! += e.amount;
    if (e.type === 'turn') {
      lines.push('', `Turn ${e.amount} (${name(e.player)}) — life: ${lifeLine()}`);
      continue;
    }
    if (e.type === 'zoneChange' && e.from === 'battlefield' && e.zone === 'graveyard' && e.card !== undefined && isCreatureCard(e.card)) {
      lines.push(`  † ${name(e.player)}'s ${tokenCardName(e.card)} dies  [CR ${e.rule}]`);
      continue;
    }
    if (e.type === 'stateBasedAction' && e.card !== undefined && isCreatureCard(e.card)) continue;
    if (e.type === 'lose') losses.push(`${name(e.player)} lost on turn ${turnOf(lines)} at ${life[e.player]} life: ${LOSS_REASONS[e.rule] ?? `CR ${e.rule}`}.`);
    if (QUIET.has(e.type)) continue;
    lines.push(`  ${describeEvent(state, e)}`);
  }
  state.players.forEach((p, i) => {
    if (p.life !== life[i]) throw new Error(`the report counted ${life[i]} life for ${p.name}, who has ${p.life}`);
  });
  const r = state.result;
  if (!r) throw new Error('the game did not end');
  lines.push('', `Final life: ${lifeLine()}.`, ...losses);
  lines.push(r.winner === null
    ? `The game is a draw on turn ${r.turn} (CR ${r.rule}).`
    : `${name(r.winner)} wins on turn ${r.turn}, the last player left in the game (CR ${r.rule}).`);
  return lines;
}

/** The number of the turn the report is in, read from its last turn heading. */
function turnOf(lines: readonly string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^Turn (\d+) /.exec(lines[i]!);
    if (m) return m[1]!;
  }
  return '0';
}
