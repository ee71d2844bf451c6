// The naming of a face-down conspiracy's cards (CR 702.106a hidden agenda, 702.106f double agenda),
// checked without a browser: what the picker offers, read from the namer's view, and how a name typed
// into it is spelled.
import { apply, cards, createGame, legalActions, tryApply, view, type GameSettings, type ReadonlyGameState } from 'paliano';
import { describe, expect, it } from 'vitest';
import { spelledAsOffered } from '../src/ui/name-picker.js';
import { namingOffer } from '../src/worker/naming.js';
import { present } from '../src/worker/present.js';

/** The name of an implemented conspiracy with hidden agenda (1) or double agenda (2). */
function conspiracyWithAgenda(names: 1 | 2): string {
  const def = cards.list().find((d) => d.conspiracy?.agenda === names);
  if (!def) throw new Error(`no conspiracy naming ${names} cards`);
  return def.name;
}

/** A 3-player Conspiracy game in which player 0 has just put `conspiracy` into the command zone, to name its cards. */
function putting(conspiracy: string, settings: Partial<GameSettings> = {}): ReadonlyGameState {
  const deck = Array.from({ length: 40 }, () => 'Plains');
  const s = createGame({ format: 'conspiracy', seed: 5, startingPlayer: 0, players: [{ deck, sideboard: [conspiracy] }, { deck }, { deck }], settings });
  expect(s.decision?.player).toBe(0);
  return apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
}

describe('the names offered for a face-down conspiracy', () => {
  it('offers a double agenda two names among every name the engine lists, and any two of them are accepted, not only a listed pair (CR 702.106f)', () => {
    const s = putting(conspiracyWithAgenda(2));
    const listed = legalActions(s).filter((a) => a.type === 'nameCard');
    const offer = namingOffer(view(s, 0))!;
    expect(offer.count).toBe(2);
    // every name of the listing, each once, in the listing's order
    expect(offer.names).toEqual([...new Set(listed.flatMap((a) => a.names))]);
    expect(offer.names).toHaveLength(listed.length);
    expect(present(view(s, 0), []).naming).toEqual(offer);
    // the first and the third name: a pair the listing does not hold, which the engine accepts
    const names = [offer.names[0]!, offer.names[2]!];
    expect(listed.some((a) => a.names.join('|') === names.join('|'))).toBe(false);
    const named = tryApply(s, { type: 'nameCard', player: 0, names });
    if (!named.ok) throw named.error;
    expect(view(named.state, 0).command[0]!.chosenNames).toEqual(names);
    expect(namingOffer(view(named.state, 0))).toBeNull();
  });

  it('offers a hidden agenda one name, the names a game was given among them (CR 702.106a)', () => {
    const given = 'A Card The Engine Does Not Know';
    const s = putting(conspiracyWithAgenda(1), { nameableCards: [given] });
    const offer = namingOffer(view(s, 0))!;
    expect(offer.count).toBe(1);
    expect(offer.names).toContain(given);
    const named = tryApply(s, { type: 'nameCard', player: 0, names: [given] });
    if (!named.ok) throw named.error;
    expect(view(named.state, 0).command[0]!.chosenNames).toEqual([given]);
  });

  it('offers the other seats nothing, and shows them the same whether the conspiracy has hidden or double agenda (CR 702.106b)', () => {
    const double = putting(conspiracyWithAgenda(2));
    const hidden = putting(conspiracyWithAgenda(1));
    for (const seat of [1, 2]) {
      expect(namingOffer(view(double, seat))).toBeNull();
      const a = present(view(double, seat), []);
      const b = present(view(hidden, seat), []);
      expect(a.naming).toBeNull();
      expect(a.decision).toBe(b.decision);
      expect(a.players.map((p) => p.command)).toEqual(b.players.map((p) => p.command));
    }
  });
});

describe('a name typed into the picker', () => {
  const names = ['Bronze Sable', 'Island', 'Lore Seeker'];

  it('is spelled as the engine offers it, ignoring case and surrounding spaces', () => {
    expect(spelledAsOffered('Island', names)).toBe('Island');
    expect(spelledAsOffered('  bronze SABLE ', names)).toBe('Bronze Sable');
  });

  it('is left as typed, trimmed, when the engine offers no such name, for the engine to refuse', () => {
    expect(spelledAsOffered(' Bronze Sabl ', names)).toBe('Bronze Sabl');
    expect(spelledAsOffered('', names)).toBe('');
  });
});
