// The replay of the local game, without a browser: watched while the game goes on, it tells the player
// nothing the game hides from them, and the game can be taken up again where it was.
import { cards, parseReplay, replay, type ReadonlyGameState } from 'paliano';
import { describe, expect, it } from 'vitest';
import type { FromWorker, ReplayScreen, TableScreen } from '../src/protocol.js';
import { LocalTable } from '../src/worker/local-table.js';

/** A local table whose draft the bots made for the player too, at the game's first decision of theirs. */
function gameStarted(seed: string): { table: LocalTable; screen: TableScreen } {
  const table = new LocalTable();
  let answer: FromWorker[] = table.newDraft(seed, 'Human');
  while (answer.at(-1)?.type === 'draft') answer = table.botChooses();
  const last = answer.at(-1);
  if (last?.type !== 'game') throw new Error(`no game: ${JSON.stringify(last)}`);
  return { table, screen: last.screen };
}

function replayScreen(answer: FromWorker[]): { screen: ReplayScreen; record: string | null } {
  const [r] = answer;
  if (r?.type !== 'replay') throw new Error(`no replay: ${JSON.stringify(r)}`);
  return { screen: r.screen, record: r.record };
}

describe('the replay of a game against the bots', () => {
  it('leaves the game where it was when the player goes back to it, offers no record (every hidden card) before the end, and shows a step for any number typed', () => {
    // a game whose first decision of the player's comes after other players' answers (the start of
    // the game asks in turn order from the starting player, CR 101.4e), so the replay has steps
    const { table, screen } = gameStarted('15');
    expect(screen.result).toBeNull();
    const { record } = replayScreen(table.openReplay());
    expect(record).toBeNull();
    replayScreen(table.replayStep(3));
    // a step field left empty or holding a fraction still shows a step
    expect(replayScreen(table.replayStep(Number(''))).screen.step).toBe(0);
    expect(replayScreen(table.replayStep(Number.NaN)).screen.step).toBe(0);
    expect(replayScreen(table.replayStep(2.5)).screen.step).toBe(2);
    const [back] = table.backToGame();
    expect(back?.type).toBe('game');
    if (back?.type !== 'game') return;
    expect(back.screen).toEqual(screen);
    // the player goes on from there
    const next = table.gameAction(back.screen.actions[0]!.index).at(-1);
    expect(next?.type).toBe('game');
  });

  it("never tells the player another player's secretly chosen names, face-down conspiracies or cards put on the bottom (CR 702.106b, 400.2)", () => {
    const { table } = gameStarted('12');
    let answer: FromWorker[] = [];
    for (let n = 0; n < 3000; n++) {
      answer = table.botChooses();
      const last = answer.at(-1);
      if (last?.type === 'game' && last.screen.result) break;
    }
    const opened = replayScreen(table.openReplay());
    const record = parseReplay(opened.record!);
    if (record.version !== 1) throw new Error('a Conspiracy game has a record of version 1');
    const watcher = record.options.players.findIndex((p) => p.name === 'Human');
    const states = [...replay(record)] as ReadonlyGameState[];
    let hidden = 0;
    record.actions.forEach((action, i) => {
      if (action.player === watcher) return;
      const before = states[i]!;
      const secrets = action.type === 'nameCard' ? action.names
        : action.type === 'putConspiracy' && (cards.get(before.objects[action.card]!.card)?.conspiracy?.agenda ?? 0) > 0 ? [before.objects[action.card]!.card]
          : action.type === 'bottom' ? [before.objects[action.card]!.card] : [];
      if (secrets.length === 0) return;
      hidden++;
      const line = replayScreen(table.replayStep(i + 1)).screen.lastAction ?? '';
      for (const name of secrets) expect(line, `step ${i + 1}`).not.toContain(name);
    });
    expect(hidden).toBeGreaterThan(5);
  });
});
