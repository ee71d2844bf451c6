// Conceding the local game, without a browser (CR 104.3a: a player may concede at any time).
import { describe, expect, it } from 'vitest';
import type { FromWorker } from '../src/protocol.js';
import { LocalTable } from '../src/worker/local-table.js';

describe('conceding a game against the bots', () => {
  it('takes the player out of the game, and the bots play it on to its end (CR 104.3a)', () => {
    const table = new LocalTable();
    let answer: FromWorker[] = table.newDraft('5', 'Tester');
    while (answer.at(-1)?.type === 'draft') answer = table.botChooses();
    const last = table.concede().at(-1);
    if (last?.type !== 'game') throw new Error(`no game screen: ${JSON.stringify(last)}`);
    const s = last.screen;
    expect(s.result).toMatch(/ wins \(CR 104\.|draw/);
    expect(s.result).not.toMatch(/^Tester wins/);
    expect(s.players.find((p) => p.you)?.outcome).toBe('lost');
    expect(s.log.some((l) => l.rule === '104.3a' && l.text.startsWith('Tester'))).toBe(true);
    expect(s.actions).toEqual([]);
    expect(() => table.concede()).toThrow('the game is over');
  });
});
