/**
 * Hidden agenda keeps its secret (CR 315.7, 702.106): over random Conspiracy Draft games with random
 * face-down conspiracies, no other player's view — log included — holds the card's name or a chosen
 * name while the conspiracy is face down, while its controller's view always shows both; once the
 * game is over, every face-down conspiracy is revealed in every view, and one whose owner left the game
 * (the bots concede now and then) was revealed to every player in their log (CR 702.106e).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, cards, createGame, randomDeck, view, type ReadonlyGameState } from '../../src/index.js';
import { nameableCards } from '../../src/rules/702.106-hidden-agenda.js';
import { checkConservation, checkInvariants, ok, recordGame } from './helpers.js';

/** The implemented conspiracies with hidden agenda or double agenda. */
const AGENDAS = cards.list().filter((c) => (c.conspiracy?.agenda ?? 0) > 0).map((c) => ({ name: c.name, count: c.conspiracy!.agenda! }));

/** What one game is made of: seeds, and each player's face-down conspiracies as indexes. */
const specArb = fc.record({
  players: fc.integer({ min: 3, max: 4 }),
  seed: fc.integer(),
  botSeed: fc.integer(),
  // which player gets each hidden agenda conspiracy (or nobody), and name picks
  owners: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: AGENDAS.length, maxLength: AGENDAS.length }),
  names: fc.array(fc.nat(), { minLength: 2 * AGENDAS.length, maxLength: 2 * AGENDAS.length }),
  checkEvery: fc.integer({ min: 1, max: 12 }),
});

/** The secrets of face-down conspiracies in the command zone: its card name and the chosen names, by controller. */
function secrets(s: ReadonlyGameState): { controller: number; id: number; words: string[] }[] {
  return s.command.flatMap((id) => {
    const o = s.objects[id]!;
    return o.faceDown ? [{ controller: o.controller, id, words: [o.card, ...(o.chosenNames ?? [])] }] : [];
  });
}

function check(s: ReadonlyGameState): void {
  for (const p of s.players) {
    const v = view(s, p.id);
    // a player choosing a name is offered every name: those are their options, not anybody's secret
    const text = JSON.stringify({ ...v, legalActions: v.decision?.kind === 'startOfGame' ? [] : v.legalActions });
    for (const secret of secrets(s)) {
      const seen = v.command.find((o) => o.id === secret.id)!;
      if (secret.controller === p.id || s.result !== null) {
        ok(seen.card === secret.words[0] && JSON.stringify(seen.chosenNames ?? []) === JSON.stringify(secret.words.slice(1)), `player ${p.id} does not see conspiracy ${secret.id}`);
      } else {
        for (const w of secret.words) ok(!text.includes(JSON.stringify(w)), `player ${p.id} sees ${w} of player ${secret.controller}'s face-down conspiracy in ${text.slice(Math.max(0, text.indexOf(JSON.stringify(w)) - 300), text.indexOf(JSON.stringify(w)) + 100)}`);
      }
    }
  }
}

/**
 * CR 702.106e: once the game is over, every conspiracy that was put face down is known to every
 * player — the card and every chosen name — from their view: still in the command zone, or, if its
 * owner left the game, from the reveal of their log (as from turning it face up before).
 */
function revealedToAll(s: ReadonlyGameState): void {
  const putDown = s.objects.filter((o) => o.kind === 'card' && o.zone === 'command' && (o.chosenNames?.length ?? 0) > 0);
  for (const p of s.players) {
    const v = view(s, p.id);
    for (const o of putDown) {
      const names = o.chosenNames!.join(' / ');
      const seen = v.command.find((x) => x.id === o.id);
      const told = v.log.some((e) => (e.type === 'reveal' || e.type === 'turnFaceUp') && e.object === o.id && e.card === o.card && e.detail === names);
      ok(told || (seen !== undefined && seen.card === o.card && (seen.chosenNames ?? []).join(' / ') === names), `player ${p.id} never learns conspiracy ${o.id} (${o.card}, ${names})`);
    }
  }
}

describe('hidden agenda', () => {
  it('no other player sees a face-down conspiracy or its names; its controller always does; all are revealed at the end', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const decks = Array.from({ length: spec.players }, (_, p) => randomDeck(spec.seed + p));
        // chosen names are names no deck holds and no conspiracy is called, so that only a leak could show them
        const used = new Set([...decks.flat(), ...AGENDAS.map((a) => a.name)]);
        // and every chosen name is different, so that one player's own secret is not taken for another's
        const pool = nameableCards().filter((n) => !used.has(n));
        const draw = (k: number): string => pool.splice(spec.names[k]! % pool.length, 1)[0]!;
        const plan = AGENDAS.map((a, i) => ({ ...a, owner: spec.owners[i]! % spec.players, names: [draw(2 * i), draw(2 * i + 1)].slice(0, a.count) }));
        let s = createGame({
          format: 'conspiracy',
          seed: spec.seed,
          settings: { turnLimit: 8 },
          players: decks.map((deck, p) => ({ deck, sideboard: plan.filter((c) => c.owner === p).map((c) => c.name) })),
        });
        check(s);
        while (s.decision?.kind === 'startOfGame' && s.decision.prompt === 'conspiracies') {
          const player = s.decision.player;
          for (const c of plan.filter((x) => x.owner === player)) {
            s = apply(s, { type: 'putConspiracy', player, card: s.players[player]!.sideboard.find((id) => s.objects[id]!.card === c.name)! });
            s = apply(s, { type: 'nameCard', player, names: c.names });
            check(s);
          }
          s = apply(s, { type: 'finishConspiracies', player });
        }
        check(s);
        const cards = s.objects.filter((o) => o.kind === 'card' && o.movedTo === null).map((o) => o.id);
        const { final } = recordGame(s, spec.botSeed, (live, n) => {
          if (n % spec.checkEvery !== 0) return;
          check(live);
          checkInvariants(live);
          checkConservation(cards, live);
        });
        check(final);
        revealedToAll(final);
        checkInvariants(final);
        ok(final.result !== null, 'the game is over');
      }),
      { numRuns: 25, endOnFailure: true },
    );
  });
});
