import { describe, expect, it } from 'vitest';
import { cards, createGame, legalActions, logOf, RulesError, tryApply, type ReadonlyGameState } from '../../../src/index.js';
import { controlTurnsOver, createMentalMagicGame, settle, turnOver } from '../../../src/variants/mental-magic/control.js';
import { mmData, setMmData } from '../../../src/variants/mental-magic/data.js';
import { freshData } from '../../../src/variants/mental-magic/rule-module.js';
import { gameWithHands, pass, play, twoCreatures } from './helpers.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

const lastControl = (s: ReadonlyGameState) => logOf(s).filter((e) => e.type === 'control').at(-1);

describe('AMM 7: control of the turn', () => {
  it('"Only the active player can gain priority, and only as long as he has control of the turn"', () => {
    const s = twoCreatures();
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    // the non-active player's card can't be cast, even with mana and a card for it
    const theirs = s.players[1]!.hand[0]!;
    const r = tryApply(s, { type: 'cast', player: 1, card: theirs, targets: [], x: 0, name: 'Birds of Paradise' });
    expect(r.ok).toBe(false);
    // over several turns, every priority the game stops at is the active player's, while they hold control
    let t = s;
    for (let i = 0; i < 40; i++) {
      if (t.decision!.kind === 'priority') {
        expect(t.decision!.player).toBe(t.turn.active);
        expect(mmData(t).control).toBe(t.turn.active);
      }
      t = pass(t);
    }
    expect(t.turn.number).toBeGreaterThan(4);
  });

  it('7a: "Control turns over at end of turn": the new active player holds it', () => {
    const s = twoCreatures();
    expect(mmData(s).control).toBe(0);
    const turnStarts = logOf(s).filter((e) => e.type === 'control' && e.rule === 'AMM 7a');
    expect(turnStarts.map((e) => e.player)).toEqual([1, 0]);
  });

  it('7a, 7b: "OR when the non-active player has a decision, with more than one option" — declaring blockers ("not an effect at all") qualifies', () => {
    let s = twoCreatures();
    s = pass(s); // to combat
    while (s.decision!.kind !== 'declareAttackers') s = pass(s);
    s = play(s, (a) => a.type === 'declareAttacker');
    // with the only creature declared, confirming is the only option left, taken at once (AMM 7a)
    expect(s.decision!.kind).not.toBe('declareAttackers');
    while ((s.decision as { kind: string }).kind === 'priority') s = pass(s);
    expect(s.decision!.kind).toBe('declareBlockers');
    expect(s.decision!.player).toBe(1);
    expect(mmData(s).control).toBe(1);
    expect(lastControl(s)).toMatchObject({ rule: 'AMM 7b', player: 1 });
    // 7e: she controls her decisions…
    s = play(s, (a) => a.type === 'confirmBlockers');
    // …and the active player, without control, never gains priority again this turn: the game runs to seat 2's turn
    expect(s.turn.active).toBe(1);
    expect(mmData(s).control).toBe(1);
    expect(logOf(s).filter((e) => e.type === 'damage').length).toBeGreaterThan(0);
  });

  it('7a: a decision with only one option does not turn control over', () => {
    let s = twoCreatures();
    // seat 2's only creature tapped: it cannot block, so declaring blockers has one option
    while (s.decision!.kind !== 'declareAttackers') s = pass(s);
    const scout = s.battlefield.find((id) => s.objects[id]!.card === 'Copperhorn Scout')!;
    s = { ...s, objects: s.objects.map((o) => (o.id === scout ? { ...o, tapped: true } : o)) };
    s = play(s, (a) => a.type === 'declareAttacker');
    // with the only creature declared, confirming is the only option left, taken at once (AMM 7a)
    expect(s.decision!.kind).not.toBe('declareAttackers');
    expect(mmData(s).control).toBe(0);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
  });

  it('7b, 7c, 7d: which decisions of the non-active player qualify', () => {
    const base = { decider: 1, active: 0, options: 3, namedByDecider: false } as const;
    expect(controlTurnsOver({ ...base, kind: 'effect' })).toEqual({ turns: true, rule: 'AMM 7a' });
    // 7b: "decisions arising from effects of cards named by the non-active player don't qualify"
    expect(controlTurnsOver({ ...base, kind: 'effect', namedByDecider: true })).toEqual({ turns: false, rule: 'AMM 7b' });
    // 7b: "declaring blockers is not an effect at all"
    expect(controlTurnsOver({ ...base, kind: 'declaration', namedByDecider: true })).toEqual({ turns: true, rule: 'AMM 7b' });
    // 7c: Guerrilla Tactics, madness: opportunities to name specific cards don't qualify
    expect(controlTurnsOver({ ...base, kind: 'namingSpecific' })).toEqual({ turns: false, rule: 'AMM 7c' });
    // 7d: Hunted Wumpus played by the active player: naming any creature card qualifies, even with no possible card
    expect(controlTurnsOver({ ...base, kind: 'namingAnyMatching', options: 2 })).toEqual({ turns: true, rule: 'AMM 7d' });
    // 7d: a Burgeoning named by the non-active player would be disqualified by 7b
    expect(controlTurnsOver({ ...base, kind: 'namingAnyMatching', namedByDecider: true })).toEqual({ turns: false, rule: 'AMM 7b' });
    // the active player's decisions never turn control over; one option is no decision
    expect(controlTurnsOver({ ...base, decider: 0, kind: 'effect' }).turns).toBe(false);
    expect(controlTurnsOver({ ...base, options: 1, kind: 'effect' }).turns).toBe(false);
  });

  describe('7b, 7d: the rules\' own example, Burgeoning ("Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.")', () => {
    /** Seat 1 names {G} as Burgeoning on turn 1, seat 2 somehow controls it, and seat 1 plays Utopia on turn 3. */
    function landPlayedUnderTheirs(): ReadonlyGameState {
      let s = gameWithHands([['{W}', '{G}', '{W}'], ['{W}', '{1}{U}', '{W}']]);
      s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
      s = play(s, (a) => a.type === 'cast' && a.name === 'Burgeoning');
      while (s.stack.length > 0) s = pass(s);
      const burgeoning = s.battlefield.find((id) => s.objects[id]!.card === 'Burgeoning')!;
      // "it would somehow have to be a Burgeoning named by the active player and controlled by the non-active player"
      s = { ...s, objects: s.objects.map((o) => (o.id === burgeoning ? { ...o, controller: 1 } : o)) };
      while (!(s.turn.number === 3 && s.turn.step === 'main1')) s = pass(s);
      s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
      while (s.stack.length > 0 && s.decision?.kind === 'priority') s = pass(s);
      return s;
    }

    it('7d: "opportunities to name any card matching certain characteristic(s), such as from Burgeoning, do qualify as decisions, even if … there are no possible cards to name that match those characteristics"', () => {
      const s = landPlayedUnderTheirs();
      // seat 2 holds no card that could be named as a land (no {0} card, AMM 5d), and still decides
      expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).not.toContain('unnamed {0}');
      expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'putOntoBattlefield', min: 0 } });
      expect(mmData(s).control).toBe(1);
      expect(lastControl(s)).toMatchObject({ rule: 'AMM 7d', player: 1 });
    });

    it('7b: "otherwise the opportunity would be disqualified": a Burgeoning its controller, the non-active player, named gives no control; the engine takes NO_ACTION (8a, 8d)', () => {
      let s = gameWithHands([['{W}', '{W}'], ['{2}', '{G}', '{0}']]);
      s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
      while (!(s.turn.active === 1 && s.turn.step === 'main1')) s = pass(s);
      s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
      s = play(s, (a) => a.type === 'cast' && a.name === 'Burgeoning');
      while (!(s.turn.active === 0 && s.turn.step === 'main1')) s = pass(s);
      const hand = s.players[1]!.hand.length;
      const before = logOf(s).length;
      s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
      while (s.stack.length > 0 && s.decision?.kind === 'priority') s = pass(s);
      const events = logOf(s).slice(before);
      expect(events.some((e) => e.type === 'control')).toBe(false);
      expect(mmData(s).control).toBe(0);
      // seat 2's {0} card could have become a land (5d), but nobody controlled the choice: it was not taken
      expect(events).toContainEqual(expect.objectContaining({ type: 'uncontrolledDecision', rule: 'AMM 8d', player: 1, detail: 'choose: NO_ACTION' }));
      expect(s.players[1]!.hand).toHaveLength(hand);
      expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    });
  });

  it('7 "!turnover": the active player ends control; the non-active player holds it but still can\'t gain priority (7e)', () => {
    const s = twoCreatures();
    const after = turnOver(s, 0);
    // nobody may act for seat 1 any more this turn, and seat 2 gains no priority: the turn runs out
    expect(logOf(after).filter((e) => e.type === 'control' && e.rule === 'AMM 7')).toHaveLength(1);
    expect(after.turn.active).toBe(1);
    expect(after.decision).toMatchObject({ player: 1 });
    expect(() => turnOver(after, 0)).toThrow(/AMM 7/);
  });

  it('7f: "There\'s no way to make any decisions before the first turn": no mulligans; hands are kept', () => {
    const holder = {} as ReadonlyGameState;
    setMmData(asEngineState(holder), freshData('a', 2, [{ cost: '{1}', weight: 1 }], []));
    const raw = createGame({ format: 'mental-magic', players: [{ deck: [] }, { deck: [] }], seed: 4, startingPlayer: 0, formatData: holder.formatData! });
    expect(raw.decision).toMatchObject({ kind: 'mulligan' });
    expect(legalActions(raw)).toEqual([{ type: 'keep', player: 0 }]);
    expect(tryApply(raw, { type: 'mulligan', player: 0 }).ok).toBe(false);
    const s = settle(raw);
    expect(s.turn.step).not.toBe('pregame');
    expect(logOf(s).filter((e) => e.type === 'keep')).toHaveLength(2);
    expect(logOf(createMentalMagicGame({ seed: 9 })).some((e) => e.type === 'mulligan')).toBe(false);
  });

  it('a mental-magic game made without its format data is refused with a RulesError', () => {
    expect(() => createGame({ format: 'mental-magic', players: [{ deck: [] }, { deck: [] }], seed: 4 })).toThrow(RulesError);
  });

  it('7g: "When a Mindslaver effect is active …" — no implemented card controls another player\'s turn, so control stays with the turn\'s players', () => {
    expect(cards.list().filter((d) => /control target player during that player's next turn/i.test(d.printed.oracleText))).toEqual([]);
  });
});
