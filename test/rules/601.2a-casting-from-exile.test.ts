import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type CastAction, type ReadonlyGameState } from '../../src/index.js';
import { events, expectRefused, life, names, passUntil, permanents, resolveStack, setup, skipUntil } from '../cards/helpers.js';

/**
 * Grenzo, Havoc Raiser's second mode: "Exile the top card of that player's library. Until end of turn,
 * you may cast that card and you may spend mana as though it were mana of any color to cast that
 * spell." Player 0 attacks player 1 with Grenzo and chooses that mode; each player has the lands given.
 */
function grenzoExiles(lands: [string[], string[], string[]], p1Library: string[] = ['Brimstone Volley', 'Wastes', 'Wastes'], p0Hand: string[] = []): ReadonlyGameState {
  const { state } = setup({
    players: [
      { battlefield: ['Grenzo, Havoc Raiser', ...lands[0]], hand: p0Hand },
      { battlefield: lands[1], library: p1Library },
      { battlefield: lands[2] },
    ],
  });
  let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  s = apply(s, { type: 'declareAttacker', player: 0, attacker: permanents(s, 'Grenzo, Havoc Raiser')[0]!, target: { player: 1 } });
  s = apply(s, { type: 'confirmAttackers', player: 0 });
  s = skipUntil(s, (x) => x.decision?.kind === 'putTrigger' || x.stack.length > 0);
  if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [], modes: [1] });
  return resolveStack(s);
}

/** The card Grenzo exiled last. */
function exiledCard(s: ReadonlyGameState): number {
  return s.exile[s.exile.length - 1]!;
}

/** A cast of Brimstone Volley (an instant, {2}{R}) by `player` at player 2. */
function volleyBy(s: ReadonlyGameState, player: number): CastAction {
  return { type: 'cast', player, card: exiledCard(s), targets: [{ player: 2 }], x: 0 };
}

const PLAINS = ['Plains', 'Plains', 'Plains'];
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];

describe('601.2a casting a card from exile by a permission (Grenzo, Havoc Raiser)', () => {
  it('601.2a: only the controller of Grenzo\'s ability may cast the card; its owner and the other player, with priority and red mana, may not', () => {
    let s = passUntil(grenzoExiles([PLAINS, MOUNTAINS, MOUNTAINS]), (x) => x.turn.step === 'main2');
    const volley = exiledCard(s);
    expect(s.objects[volley]).toMatchObject({ card: 'Brimstone Volley', owner: 1, zone: 'exile' });
    expect(tryApply(s, volleyBy(s, 0)).ok).toBe(true);
    for (const player of [1, 2]) {
      s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === player);
      expect(s.turn.step).toBe('main2');
      // they could cast an instant now (priority, three red mana), but not this card
      expectRefused(s, volleyBy(s, player), 'illegal', '601.2a');
      expect(legalActions(s).some((a) => a.type === 'cast' && a.card === volley)).toBe(false);
    }
  });

  it('611.2a: "until end of turn": it may still be cast in the end step, and no longer once the turn has ended, though it stays in exile', () => {
    const s = grenzoExiles([PLAINS, [], []]);
    const end = passUntil(s, (x) => x.turn.step === 'end' && x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(end.turn.active).toBe(0);
    expect(tryApply(end, volleyBy(end, 0)).ok).toBe(true);
    // player 0 has priority in player 1's upkeep with three untapped Plains, and the instant is not castable
    const next = skipUntil(end, (x) => x.turn.active === 1 && x.turn.step === 'upkeep' && x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(next.objects[exiledCard(s)]!.zone).toBe('exile');
    expect(permanents(next, 'Plains').every((id) => !next.objects[id]!.tapped)).toBe(true);
    expectRefused(next, volleyBy(next, 0), 'illegal', '601.2a');
    expect(legalActions(next).some((a) => a.type === 'cast' && a.card === exiledCard(s))).toBe(false);
  });

  it('609.4b: "you may spend mana as though it were mana of any color": three Plains pay {2}{R}, and the spell resolves', () => {
    let s = passUntil(grenzoExiles([PLAINS, [], []]), (x) => x.turn.step === 'main2');
    s = apply(s, volleyBy(s, 0));
    expect(events(s, 'activateMana').map((e) => e.detail)).toEqual(['W', 'W', 'W']);
    s = resolveStack(s);
    expect(life(s, 2)).toBe(17);
    expect(names(s, 1, 'graveyard')).toEqual(['Brimstone Volley']);
  });

  it('609.4b: the mana may be spent as though of any color on that spell only: a red card of the hand still needs red mana', () => {
    const s = passUntil(grenzoExiles([PLAINS, [], []], undefined, ['Brimstone Volley']), (x) => x.turn.step === 'main2');
    const own = s.players[0]!.hand[0]!;
    expectRefused(s, { type: 'cast', player: 0, card: own, targets: [{ player: 2 }], x: 0 }, 'cannotPay', '601.2g');
    expect(tryApply(s, volleyBy(s, 0)).ok).toBe(true);
  });

  it('ruling: "If you exile a land card this way, you can’t play it." (the mode lets it be cast; a land is played, from the hand, CR 305.1, and never cast)', () => {
    const s = passUntil(grenzoExiles([PLAINS, [], []], ['Mountain', 'Wastes']), (x) => x.turn.step === 'main2');
    const mountain = exiledCard(s);
    expect(s.objects[mountain]!.card).toBe('Mountain');
    expect(s.players[0]!.landsPlayed).toBe(0);
    expect(legalActions(s).some((a) => (a.type === 'playLand' || a.type === 'cast') && a.card === mountain)).toBe(false);
    expectRefused(s, { type: 'playLand', player: 0, card: mountain }, 'illegal', '305.1');
    expect(tryApply(s, { type: 'cast', player: 0, card: mountain, targets: [], x: 0 }).ok).toBe(false);
  });
});
