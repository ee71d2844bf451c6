/**
 * The order in which an owner puts several cards at once on the bottom of their library is theirs
 * alone (CR 401.4: "That library's owner doesn't reveal the order in which the cards go into the
 * library"; DESIGN principle 9). Hallowed Burial puts every creature on the bottom of its owner's
 * library, each owner ordering their own, and Brainstorm two cards of the hand on top: twin games
 * that differ only in the orders chosen give every other player and a spectator the same views, log
 * and log text at every step, while the libraries do hold the orders chosen, and each owner's own
 * view, log text and play-by-post lines record the order they chose; a bot's determinization for
 * another player samples the same game whatever order the owner chose.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, deserialize, determinize, logOf, seedRng, serialize, view, type ReadonlyGameState, type Viewer } from '../../src/index.js';
import { gameEventLines } from '../../src/pbp/table-text.js';
import { cast, choose, names, resolveStack, setup } from '../cards/helpers.js';
import { ok } from './helpers.js';

/** Every order of `n` cards, as the option indexes picked one at a time (each among those left). */
function pickSequences(n: number): number[][] {
  if (n <= 1) return [[]];
  return Array.from({ length: n }, (_, first) => pickSequences(n - 1).map((rest) => [first, ...rest])).flat();
}

/**
 * Three players; player 0 casts Hallowed Burial over two creature cards of theirs and three of player 1
 * (one of them controlled by player 0) and a token. The game up to the first choice.
 */
function burial(): ReadonlyGameState {
  const { state, ids } = setup({
    format: 'free-for-all',
    players: [
      { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Wild Griffin', 'Bronze Sable'], hand: ['Hallowed Burial'], library: ['Swamp'] },
      { battlefield: ['Lizard Warrior', 'Pelakka Wurm', { card: 'Bronze Sable', controller: 0 }, 'token:soldier-1-1'], library: ['Forest'] },
      { battlefield: ['Island'], library: ['Island'] },
    ],
  });
  return resolveStack(cast(state, 0, ids.hand[0]![0]!));
}

/** Each state of the game from the first choice on, answering player 0's order with `order0` and player 1's with `order1`. */
function played(order0: number[], order1: number[]): ReadonlyGameState[] {
  const states = [burial()];
  for (const answers of [order0, order1]) {
    for (const i of answers) states.push(choose(states[states.length - 1]!, [i]));
  }
  states.push(resolveStack(states[states.length - 1]!));
  return states;
}

/** What `who` sees of a state: the view, and the text of each event of its log. */
function seen(s: ReadonlyGameState, who: Viewer): string {
  const v = view(s, who);
  return JSON.stringify({ v, text: v.log.map((e) => describeEvent(v, e)) });
}

/** Each state of Brainstorm's resolution from its first choice on, player 0 picking the cards to put back with `picks`. */
function brainstormed(picks: number[]): ReadonlyGameState[] {
  const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Brainstorm', 'Air Servant'], library: ['Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes'] }, {}] });
  const states = [resolveStack(cast(state, 0, ids.hand[0]![0]!))];
  for (const i of picks) states.push(choose(states[states.length - 1]!, [i]));
  states.push(resolveStack(states[states.length - 1]!));
  return states;
}

describe('the order of cards put on the bottom of a library together is hidden (CR 401.4)', () => {
  it('Hallowed Burial: every other player and a spectator see the same game whatever order each owner chooses', () => {
    // each owner orders their own cards: player 0 two (Wild Griffin, Bronze Sable), player 1 three
    const s = burial();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'bottomOrder', rule: '401.4' } });
    const base = played([0], [0, 0]);
    for (const order0 of pickSequences(2)) {
      for (const order1 of pickSequences(3)) {
        const twin = played(order0, order1);
        // the same game with player 1's order changed, as player 0 sees it, and player 0's, as player 1 does
        const sameFor0 = played(order0, [0, 0]);
        const sameFor1 = played([0], order1);
        twin.forEach((t, step) => {
          for (const who of [2, 'spectator'] as const) ok(seen(t, who) === seen(base[step]!, who), `step ${step}: ${who} tells the orders ${order0} / ${order1} from 0 / 0,0`);
          ok(seen(t, 0) === seen(sameFor0[step]!, 0), `step ${step}: player 0 tells player 1's order ${order1} from 0,0`);
          ok(seen(t, 1) === seen(sameFor1[step]!, 1), `step ${step}: player 1 tells player 0's order ${order0} from 0`);
        });
      }
    }
  });

  it('Hallowed Burial: each owner\'s own view and log record the order they chose (CR 401.4), which the others\' do not', () => {
    const orders = (s: ReadonlyGameState, who: Viewer): string[] => {
      const v = view(s, who);
      return v.log.filter((e) => e.type === 'bottomOrder').map((e) => `${e.player}: ${e.amount} ${e.detail ?? 'hidden'} | ${describeEvent(v, e)}`);
    };
    const seenOrders = new Set<string>();
    for (const order0 of pickSequences(2)) {
      for (const order1 of pickSequences(3)) {
        const end = played(order0, order1).at(-1)!;
        const mine0 = names(end, 0, 'library').slice(1).join(' / ');
        const mine1 = names(end, 1, 'library').slice(1).join(' / ');
        expect(orders(end, 0)).toEqual([
          `0: 2 ${mine0} | Player 1 puts 2 cards on the bottom of their library in this order, from the highest: ${mine0.split(' / ').join('; ')}  [CR 401.4]`,
          "1: 3 hidden | Player 2 puts 3 cards on the bottom of their library in an order they don't reveal  [CR 401.4]",
        ]);
        expect(orders(end, 1)).toEqual([
          "0: 2 hidden | Player 1 puts 2 cards on the bottom of their library in an order they don't reveal  [CR 401.4]",
          `1: 3 ${mine1} | Player 2 puts 3 cards on the bottom of their library in this order, from the highest: ${mine1.split(' / ').join('; ')}  [CR 401.4]`,
        ]);
        // the lines of a game by post: the owner's tell their order, the rest read as in every twin
        const lines = (who: 'spectator' | 0 | 1 | 2): string[] => gameEventLines(end, logOf(end), who).filter((l) => l.includes('bottom of their library in'));
        expect(lines(0)[0]).toContain(`from the highest: ${mine0.split(' / ').join('; ')}`);
        expect(lines(1)[1]).toContain(`from the highest: ${mine1.split(' / ').join('; ')}`);
        for (const who of ['spectator', 2] as const) expect(gameEventLines(end, logOf(end), who)).toEqual(gameEventLines(played([0], [0, 0]).at(-1)!, logOf(played([0], [0, 0]).at(-1)!), who));
        expect(lines('spectator')).toEqual(lines(2));
        expect(lines(2)).toHaveLength(2);
        seenOrders.add(`${mine0} | ${mine1}`);
      }
    }
    // every one of the twelve pairs of orders was a different game, each told its owners apart
    expect(seenOrders.size).toBe(12);
  });

  it('Hallowed Burial still puts each owner\'s cards in the order they chose, the first picked highest', () => {
    const end = played([1], [2, 1]).at(-1)!;
    expect(names(end, 0, 'library')).toEqual(['Swamp', 'Bronze Sable', 'Wild Griffin']);
    expect(names(end, 1, 'library')).toEqual(['Forest', 'Bronze Sable', 'Pelakka Wurm', 'Lizard Warrior']);
  });

  it('Brainstorm: the other player and a spectator see the same game whichever two cards of four go back on top, in whichever order', () => {
    const base = brainstormed([0, 0]);
    expect(base[0]!.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOnTop', rule: '401.4' } });
    // the twins differ: the library's top two cards are another pair, or the same in another order
    const top = (picks: number[]): string[] => names(brainstormed(picks).at(-1)!, 0, 'library').slice(0, 2);
    expect(new Set([[0, 0], [0, 1], [1, 0], [3, 2]].map((p) => top(p).join()))).toHaveProperty('size', 4);
    for (const first of [0, 1, 2, 3]) {
      for (const second of [0, 1, 2]) {
        const twin = brainstormed([first, second]);
        twin.forEach((t, step) => {
          for (const who of [1, 'spectator'] as const) ok(seen(t, who) === seen(base[step]!, who), `step ${step}: ${who} tells the picks ${first},${second} from 0,0`);
        });
      }
    }
  });

  it('Hallowed Burial: a bot\'s determinization for another player samples the same library whatever order the owner chose', () => {
    // player 0 knows which three cards lie at the bottom of player 1's library, not in what order
    const base = played([0], [0, 0]).at(-1)!;
    const sampled = (s: ReadonlyGameState, seed: number): string[] => names(determinize(s, 0, seedRng(seed)), 1, 'library');
    const seen = new Set<string>();
    for (const order1 of pickSequences(3)) {
      const twin = played([0], order1).at(-1)!;
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        expect(sampled(twin, seed)).toEqual(sampled(base, seed));
        seen.add(sampled(twin, seed).slice(-3).join());
      }
    }
    // the samples put the three cards at the bottom, in more than one order
    expect([...seen].every((bottom) => bottom.split(',').sort().join() === 'Bronze Sable,Lizard Warrior,Pelakka Wurm')).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('Hallowed Burial: each card of a sample\'s unrevealed order stays the card its public object was (CR 400.7), so the sample loads', () => {
    for (const order1 of pickSequences(3)) {
      const s = played([0], order1).at(-1)!;
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) expect(() => deserialize(serialize(determinize(s, 0, seedRng(seed))))).not.toThrow();
    }
  });
});
