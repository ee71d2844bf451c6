import { describe, expect, it } from 'vitest';
import { apply, createGame, describeEvent, heuristicBot, legalActions, logOf, botInput, view, type GameEvent, type GameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';

const DECK = [...Array<string>(17).fill('Forest'), ...Array<string>(12).fill('Bronze Sable'), ...Array<string>(11).fill('Sporecap Spider')];

/** The ids of the objects a view shows, in any zone. */
function idsInView(s: GameState, seat: number): Set<number> {
  const v = view(s, seat);
  const ids = new Set<number>();
  for (const zone of [v.battlefield, v.stack, v.exile, v.command, ...v.players.flatMap((p) => [p.graveyard, p.hand ?? []])]) for (const o of zone) ids.add(o.id);
  return ids;
}

describe('describeEvent on a view (for clients that hold only views)', () => {
  it('describes each event as the state does, naming players and the objects the view shows, as the view arrives', () => {
    let s = createGame({ players: [{ name: 'Ana', deck: DECK }, { name: 'Ben', deck: DECK }, { name: 'Cy', deck: DECK }], seed: 3 });
    const rng = seedRng(3);
    let compared = 0;
    let objectsNamed = 0;
    for (let n = 0; n < 3000 && !s.result; n++) {
      const before = logOf(s).length;
      s = apply(s, heuristicBot(botInput(s, legalActions(s), rng)));
      for (const seat of [0, 1, 2]) {
        const v = view(s, seat, { since: before });
        const shown = idsInView(s, seat);
        for (const e of v.log) {
          // an object the event names by id (what a block, an attack or damage is to) is named when
          // the view shows it, else by its id
          const byId = (e.type === 'block' || e.type === 'attack' || e.type === 'damage') && e.toPlayer === undefined && e.to !== undefined;
          if (byId && !shown.has(e.to!)) {
            expect(describeEvent(v, e)).toContain(`object ${e.to}`);
            continue;
          }
          expect(describeEvent(v, e)).toBe(describeEvent(s, e));
          compared++;
          if (byId) objectsNamed++;
        }
      }
    }
    expect(s.result).not.toBeNull();
    expect(compared).toBeGreaterThan(100);
    // blocks and damage to creatures were described with the blocked or damaged creature's name
    expect(objectsNamed).toBeGreaterThan(0);
  });

  it('names players from the view and never reads a hidden card', () => {
    const s = createGame({ players: [{ name: 'Ana', deck: DECK }, { name: 'Ben', deck: DECK }, { name: 'Cy', deck: DECK }], seed: 1 });
    const hidden = s.players[1]!.hand[0]!;
    const e: GameEvent = { type: 'block', player: 0, card: 'Bronze Sable', to: hidden, rule: '509.1' };
    expect(describeEvent(view(s, 0), e)).toBe(`Ana's Bronze Sable blocks object ${hidden}  [CR 509.1]`);
    expect(describeEvent(view(s, 1), e)).toBe(`Ana's Bronze Sable blocks ${s.objects[hidden]!.card}  [CR 509.1]`);
  });
});
