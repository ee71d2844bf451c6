/**
 * What the guides' prose (docs/guides/*.md) says the API answers, read from the guides and asked of
 * the API: the samples are run by doc-samples.test.ts, the claims made in running text here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../src/rules/index.js'; // the guide's `paliano/rules`
import { apply, createGame, logOf, type ReadonlyGameEvent, type ReadonlyGameState } from '../src/index.js';
import { scenario } from '../src/testing/index.js';

const guide = (name: string): string => readFileSync(join(import.meta.dirname, '..', 'docs', 'guides', name), 'utf8').replace(/\s+/g, ' ');

describe('the rules-lookup guide', () => {
  it('names as titles several rules share only titles the registry answers with undefined', () => {
    const claim = /a title that several rules share \(([^)]*)\)/.exec(guide('rules-lookup.md'));
    const titles = [...(claim?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(rules.get(title), title).toBeUndefined();
  });

  it('names the rule a shared title that is also a keyword finds', () => {
    const claim = /`'([^']+)'`, the title of (\d+) \(the zone\) and of (\d+\.\d+) \(the keyword action\), finds (\d+\.\d+)/.exec(guide('rules-lookup.md'));
    expect(claim).not.toBeNull();
    const [, title, zone, action, found] = claim!;
    expect(rules.list().filter((r) => r.title === title).map((r) => r.number)).toEqual([zone, action]);
    expect(rules.get(title!)?.number).toBe(found);
  });
});

describe('the game-client guide', () => {
  /** The event that ends a game: a win (CR 104.2a) or a draw (CR 104.4). */
  const ending = (state: ReadonlyGameState): ReadonlyGameEvent => [...logOf(state)].reverse().find((e) => e.rule.startsWith('104.2') || e.rule.startsWith('104.4'))!;

  it('lists among the story of the game the event of every way a game ends', () => {
    const story = /- the story of the game: ([^;]*(?:;[^-]*)?)- for animations/.exec(guide('game-client.md'))?.[1] ?? '';
    const deck = Array<string>(40).fill('Forest');
    const ends = [
      ending(scenario({ players: [{ life: 0 }, { life: -3 }] }).state), // every player loses at once: a draw, CR 104.4a
      ending(scenario({ players: [{ life: 0 }, { life: 3 }] }).state), // the last player left wins, CR 104.2a
      ending(apply(createGame({ players: [{ deck }, { deck }], seed: 1 }), { type: 'concede', player: 0 })),
    ];
    let turnLimit = createGame({ players: [{ deck }, { deck }], seed: 1, settings: { turnLimit: 1, autoPass: 'whenOnlyPass' } });
    while (turnLimit.result === null) turnLimit = apply(turnLimit, { type: turnLimit.decision!.kind === 'mulligan' ? 'keep' : 'pass', player: turnLimit.decision!.player });
    ends.push(ending(turnLimit)); // the turn limit's draw, CR 104.4
    expect(ends.map((e) => e.rule)).toEqual(['104.4a', '104.2a', '104.2a', '104.4']);
    for (const e of ends) {
      const named = e.type === 'draw' && e.player === undefined ? '`draw` without a `player`' : `\`${e.type}\``;
      expect(story, `${e.type} (CR ${e.rule})`).toContain(named);
    }
  });
});
