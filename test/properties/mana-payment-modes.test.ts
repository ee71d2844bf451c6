/**
 * The two settings of `manaAbilities` reach the same outcomes when the same spells are cast with the
 * same payments. A spell is cast with mana paid automatically; the mana abilities the engine activated
 * for it are read from the log (CR 605.3a), each with the mana it made and the additional mana that
 * triggered mana abilities added as it was activated (CR 605.1b, 605.4a). The same is then done with
 * mana abilities as actions: before the cast the player activates those same mana abilities by hand,
 * making the same mana, and the cast is paid from the pool (what a declaration of attackers costs
 * is paid so too before it is confirmed, CR 508.1i). After each action the two states hold the same objects in the
 * same zones, tapped alike, and the same life totals and mana pools. Once over random games, once
 * over random battlefields of mana sources (`mana-boards.ts`: Regal Behemoth and Mirari's Wake
 * adding mana as lands are tapped, cost reductions, X and multikicker).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, createGame, legalActions, logOf, type ActivateAction, type CastAction, type ReadonlyGameState } from '../../src/index.js';
import { canonical, gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';
import { boardArb, setUp } from './mana-boards.js';

/** What of a state the payment may not change: zones, tapped permanents, life and mana. */
function outcome(s: ReadonlyGameState): string {
  return canonical({
    players: s.players.map((p) => ({ life: p.life, pool: p.pool, hand: p.hand, library: p.library, graveyard: p.graveyard })),
    battlefield: s.battlefield.map((id) => ({ id, card: s.objects[id]!.card, tapped: s.objects[id]!.tapped, controller: s.objects[id]!.controller })),
    stack: s.stack,
    exile: s.exile,
    result: s.result,
  });
}

type Pool = ReadonlyGameState['players'][number]['pool'];
const TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

/**
 * The mana abilities the engine activated to pay for the last action, in order: each permanent with
 * the mana its activation added to the pool, its own and the additional mana of the triggered mana
 * abilities that resolved right after it (CR 605.4a).
 */
function paidWith(before: number, s: ReadonlyGameState): { object: number; made: string }[] {
  const out: { object: number; made: Record<string, number> }[] = [];
  for (const e of logOf(s).slice(before)) {
    if (e.type === 'activateMana' && e.rule === '605.3a') out.push({ object: e.object as number, made: { [e.detail as string]: e.amount as number } });
    else if (e.type === 'addMana' && e.rule === '605.4a') {
      const last = out[out.length - 1]!.made;
      last[e.detail as string] = (last[e.detail as string] ?? 0) + (e.amount as number);
    }
  }
  return out.map(({ object, made }) => ({ object, made: TYPES.map((t) => made[t] ?? 0).join(',') }));
}

/** The mana added to a player's pool from one state to the next, by type. */
function added(from: Pool, to: Pool): string {
  return TYPES.map((t) => to[t] - from[t]).join(',');
}

/**
 * The state after `object`'s listed mana ability is activated by hand so as to add just `made` to the
 * pool: the color chosen for it, and for a land tapped while triggered mana abilities add mana, the
 * colors of that mana (`additionalColors`).
 */
function tapFor(b: ReadonlyGameState, object: number, made: string): ReadonlyGameState | undefined {
  for (const x of legalActions(b)) {
    if (x.type !== 'activate' || x.source !== object) continue;
    const after = apply(b, x as ActivateAction);
    if (added(b.players[x.player]!.pool, after.players[x.player]!.pool) === made) return after;
  }
  return undefined;
}

/** The state after each mana ability of `paid` is activated by hand in turn, each adding what it made (see {@link tapFor}). */
function tappedAsPaid(b: ReadonlyGameState, paid: readonly { object: number; made: string }[]): ReadonlyGameState {
  let out = b;
  for (const { object, made } of paid) {
    const tapped = tapFor(out, object, made);
    ok(tapped !== undefined, `no mana ability of ${object} adding ${made} listed by hand`);
    out = tapped;
  }
  return out;
}

describe('mana abilities paid automatically or as actions', () => {
  it('the same spells cast with the same payments reach the same outcome', () => {
    let compared = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16, maxPlayers: 4 }), (spec) => {
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const automatic = createGame({ ...options, settings: { ...options.settings, autoPass: 'never', manaAbilities: 'automatic' } });
        const byHand = createGame({ ...options, settings: { ...options.settings, autoPass: 'never', manaAbilities: 'actions' } });
        const { actions } = recordGame(automatic, spec.botSeed);
        let a = automatic;
        let b = byHand;
        for (const action of actions) {
          const mark = logOf(a).length;
          a = apply(a, action);
          // what a declaration of attackers made one creature at a time costs (CR 508.1h) is paid by
          // hand before it is confirmed (508.1i); a whole declaration at once leaves no moment for it
          // and is paid by the engine's plan in both settings
          const byPlan = action.type === 'declareAttackers';
          b = apply(byPlan ? b : tappedAsPaid(b, paidWith(mark, a)), action);
          ok(outcome(a) === outcome(b), `the two settings differ after ${JSON.stringify(action)}`);
          compared++;
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    ok(compared > 0, 'no action compared');
  });

  it('the same spell cast on a battlefield of mana sources with the same payment reaches the same outcome', () => {
    let compared = 0;
    let additional = 0;
    fc.assert(
      fc.property(boardArb, fc.nat(), (board, pick) => {
        const { state: automatic, spell } = setUp(board, { manaAbilities: 'automatic' });
        const casts = legalActions(automatic).filter((x): x is CastAction => x.type === 'cast' && x.card === spell);
        if (casts.length === 0) return;
        const action = casts[pick % casts.length]!;
        const a = apply(automatic, action);
        const b = apply(tappedAsPaid(setUp(board, { manaAbilities: 'actions' }).state, paidWith(0, a)), action);
        ok(outcome(a) === outcome(b), `the two settings differ after ${JSON.stringify(action)}`);
        compared++;
        if (logOf(a).some((e) => e.rule === '605.4a')) additional++;
      }),
      { numRuns: 200 },
    );
    ok(compared > 50 && additional > 10, `too few casts compared: ${compared}, ${additional} with additional mana`);
  });
});
