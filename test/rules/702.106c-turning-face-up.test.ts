/**
 * CR 702.106c, 116.2j: turning a face-down conspiracy face up is a special action its controller takes
 * any time they have priority — never while they answer another decision — that uses no stack, so no
 * player can respond before its abilities apply (the rulings of every hidden agenda card: "This action
 * doesn't use the stack and can't be responded to"). Nobody else learns the card or its names from a
 * refused attempt.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, redactEvent, tryApply, view, type ReadonlyGameState } from '../../src/index.js';
import { attack, choose, keywords, pass, passUntil, resolveTop, setup } from '../cards/helpers.js';

/** Whether `player` may turn `id` face up now, by the listing and by `tryApply`, which must agree. */
function mayTurn(s: ReadonlyGameState, player: number, id: number): boolean {
  const listed = legalActions(s).some((a) => a.type === 'turnFaceUp' && a.object === id);
  const accepted = tryApply(s, { type: 'turnFaceUp', player, object: id }).ok;
  expect(listed).toBe(accepted);
  return accepted;
}

describe('702.106c, 116.2j: only with priority', () => {
  it('not while its controller declares attackers, chooses whether to pay for a trigger, or discards in the cleanup step; refused as wrongDecision, the state unchanged', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{
        hand: Array<string>(9).fill('Plains'),
        battlefield: ['Bronze Sable', 'Plains'],
        command: [{ card: 'Immediate Action', faceDown: true, names: ['Courier Hawk'] }, { card: "Adriana's Valor", names: ['Bronze Sable'] }],
      }, {}, {}],
    });
    const [action] = ids.command[0]!;
    const [sable] = ids.battlefield[0]!;
    expect(mayTurn(state, 0, action!)).toBe(true);
    const refusedAt = (s: ReadonlyGameState, kind: string): void => {
      expect(s.decision).toMatchObject({ kind, player: 0 });
      const before = JSON.stringify(s);
      expect(mayTurn(s, 0, action!)).toBe(false);
      expect(tryApply(s, { type: 'turnFaceUp', player: 0, object: action! })).toMatchObject({ ok: false, error: { code: 'wrongDecision', rule: '116.2j' } });
      expect(JSON.stringify(s)).toBe(before);
    };
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    refusedAt(s, 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    // Adriana's Valor: "you may pay {W}", answered as the trigger resolves
    s = resolveTop(s);
    refusedAt(s, 'choose');
    s = choose(s, [0]);
    s = passUntil(s, (x) => x.decision?.kind === 'discard');
    refusedAt(s, 'discard');
  });

  it('any time it has priority, on another player\'s turn and with spells on the stack: the action uses no stack and its controller keeps priority', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { command: [{ card: 'Immediate Action', faceDown: true, names: ['Courier Hawk'] }] },
        { hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        {},
      ],
      active: 1,
    });
    const [action] = ids.command[0]!;
    // player 1 has priority on their own turn: player 0 may not act
    expect(state.decision).toMatchObject({ kind: 'priority', player: 1 });
    expect(mayTurn(state, 0, action!)).toBe(false);
    let s = apply(state, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ player: 0 }], x: 0 });
    s = pass(s);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 2 });
    s = pass(s);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(mayTurn(s, 0, action!)).toBe(true);
    const stack = [...s.stack];
    s = apply(s, { type: 'turnFaceUp', player: 0, object: action! });
    expect(s.stack).toEqual(stack);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.objects[action!]!.faceDown).toBe(false);
  });

  it('turned face up in the beginning of combat step, Immediate Action gives haste at once: the creature that came under its control this turn attacks', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: [{ card: 'Courier Hawk', sick: true }], command: [{ card: 'Immediate Action', faceDown: true, names: ['Courier Hawk'] }] }, {}, {}],
    });
    const [hawk] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.turn.step === 'beginCombat');
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(keywords(s, hawk!)).not.toContain('haste');
    // left face down, the combat has no attack to declare: the Hawk can't attack (CR 302.6, 508.8)
    const down = passUntil(s, (x) => x.turn.step !== 'beginCombat');
    expect(down.turn).toMatchObject({ number: s.turn.number, step: 'endCombat' });
    expect(down.decision?.kind).not.toBe('declareAttackers');
    expect(down.combat?.attackers ?? []).toEqual([]);
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    expect(keywords(s, hawk!)).toContain('haste');
    s = attack(s, [[hawk!, 1]]);
    expect(s.turn.number).toBe(state.turn.number);
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([hawk]);
  });
});

describe('702.106c: another player\'s attempt tells them nothing', () => {
  it('a turnFaceUp of another player\'s face-down conspiracy is refused with a message that names neither the card nor the names, the same for a hidden agenda and a double agenda', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { command: [{ card: "Summoner's Bond", faceDown: true, names: ['Bronze Sable', 'Courier Hawk'] }, { card: 'Immediate Action', faceDown: true, names: ['Plains'] }] },
        {},
        {},
      ],
      active: 1,
    });
    const messages = ids.command[0]!.map((object) => {
      const r = tryApply(state, { type: 'turnFaceUp', player: 1, object });
      expect(r).toMatchObject({ ok: false, error: { code: 'illegal', rule: '702.106c' } });
      return (r as { error: Error }).error.message;
    });
    // the same words for a hidden agenda and a double agenda
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).not.toMatch(/Summoner|Immediate|Bronze Sable|Courier Hawk|Plains|double|two/i);
    // and for that player the log and their view still name nothing
    for (const viewer of [1, 2, 'spectator'] as const) {
      expect(JSON.stringify(view(state, viewer))).not.toMatch(/Summoner|Immediate Action|Bronze Sable|Courier Hawk/);
      expect(JSON.stringify(logOf(state).map((e) => redactEvent(e, viewer)))).not.toMatch(/Summoner|Immediate Action|Bronze Sable|Courier Hawk/);
    }
  });
});
