/**
 * Saves of earlier builds keep loading (DESIGN principle 10, "nothing lost"): games saved by builds
 * before `history.cardsDrawn` (01cfeb6d, before 1c7fb242) and before `history.combatPhases`
 * (4b20aab2, before 30902826) load with `deserialize`, their turn's counts rebuilt from the saved
 * log exactly as this build keeps them, and play on. In random games of every format played by this
 * build, a save with those fields and `combat.attackersDeclared` (before a0552ed5) deleted loads as
 * the state the engine kept, at every state.
 * A game saved by the first build (e2412e14) gets every state field added since, with the values
 * that build played by, and loses the fields a later build removed.
 * Games saved by a build before `PendingChoice.paysMana` (553f3860, before c237617e) at a choice
 * that may pay mana keep letting its player activate mana abilities there (CR 605.3a).
 * An ability on the stack or waiting to be put there that the command zone granted, saved by a build
 * that named it after its source's card (768417d1 and before), names the card that grants it (CR 113.7a).
 * The continuous effects of a build that kept each one's `layer`, unread, load without it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, serialize, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from '../properties/format-games.js';
import { pick } from '../properties/helpers.js';
import { finishMission, patrolBoard, sendMission } from '../variants/magic-tech/helpers.js';
import { castAndResolve, permanent, setup } from '../cards/helpers.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/saves-old-builds/${name}.json`, import.meta.url), 'utf8');

/** Plays up to `n` legal actions on, chosen by a seeded random bot. */
function playOn(s: ReadonlyGameState, n: number): ReadonlyGameState {
  const rng = seedRng(7);
  for (let i = 0; i < n && s.result === null; i++) s = apply(s, pick(s, legalActions(s), rng));
  return s;
}

describe('saves of earlier builds', () => {
  it.each([
    // CR 103.4: the opening hands' draws are the pregame's; no combat phase has begun
    ['01cfeb6d-pregame', [1, 1], 0],
    // turn 2, beginning of combat: the active player drew one card (CR 504.1) in the turn's first combat phase (CR 506.7d)
    ['01cfeb6d-combat', [0, 1], 1],
    ['4b20aab2-combat', [0, 1], 1],
  ])('%s loads with the turn history rebuilt from its log and plays on', (name, cardsDrawn, combatPhases) => {
    const s = deserialize(fixture(name));
    expect(s.history.cardsDrawn).toEqual(cardsDrawn);
    expect(s.history.combatPhases).toBe(combatPhases);
    const later = playOn(s, 12);
    expect(deserialize(serialize(later))).toEqual(later);
  });

  it('e2412e14, the first build: the fields added since get the values it played by, the removed ones go, and the game plays on', () => {
    const text = fixture('e2412e14-combat');
    const s = deserialize(text);
    expect(s.turn).toMatchObject({ number: 2, step: 'beginCombat', repeatCleanup: false, additionalCombats: 0 });
    expect(s.turn).not.toHaveProperty('extraCombats');
    expect(s.history).toEqual({ creaturesDied: 0, spellsCast: [0, 0], attacked: [], monarchAsTurnBegan: null, targeted: [], cardsDrawn: [0, 1], combatPhases: 1 });
    expect([s.replacements, s.monarch, s.exiledUntil, s.ruleEffects, s.delayedTriggers, s.tokensAway]).toEqual([[], null, [], [], [], 0]);
    expect(s).not.toHaveProperty('delayed');
    expect(s.objects.some((o) => 'activationsThisTurn' in o)).toBe(false);
    expect(JSON.parse(text).objects[0]).toHaveProperty('activationsThisTurn');
    const later = playOn(s, 30);
    expect(later.turn.number).toBeGreaterThan(2);
    expect(deserialize(serialize(later))).toEqual(later);
  });

  it('a save whose continuous effects keep the layer they apply in, as builds before this one kept it unread: it loads without it, as this build saves the game, and what the effect changes gives its layer (CR 613.1)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Bronze Sable'], hand: ['Echoing Courage'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    const text = serialize(s);
    const old = JSON.parse(text);
    expect(old.effects).toHaveLength(1);
    old.effects[0].layer = '7c';
    const loaded = deserialize(JSON.stringify(old));
    expect(loaded.effects[0]).not.toHaveProperty('layer');
    expect(serialize(loaded)).toBe(text);
    expect(characteristics(loaded, sable)).toMatchObject({ power: 4, toughness: 3 });
  });

  it('a save of this build without cardsDrawn, combatPhases and attackersDeclared loads as the state the engine kept, in every format at every state', () => {
    let states = 0;
    let inCombat = 0;
    let declared = 0;
    for (const format of FORMATS) {
      const rng = seedRng(format.length);
      let s = newGame(format, 41, 3);
      for (let i = 0; i < 250 && s.result === null; i++) {
        const saved = JSON.parse(serialize(s)) as { history: Record<string, unknown>; combat: Record<string, unknown> | null };
        delete saved.history.cardsDrawn;
        delete saved.history.combatPhases;
        if (saved.combat) delete saved.combat.attackersDeclared;
        const loaded = deserialize(JSON.stringify(saved));
        expect(loaded, `${format}, action ${i}`).toEqual(s);
        states++;
        if (s.history.combatPhases > 0 && s.history.cardsDrawn.some((n) => n > 0)) inCombat++;
        if (s.combat?.attackersDeclared) declared++;
        s = apply(s, pick(s, legalActions(s), rng));
      }
    }
    expect(states).toBeGreaterThan(400);
    expect(inCombat).toBeGreaterThan(50);
    expect(declared).toBeGreaterThan(10);
  });

  it('a Magic Tech save without combatPhases counts the turn\'s missions, each a combat phase (CR 506.7d, MT 6.1)', () => {
    const { s: start, ids } = patrolBoard(['Bronze Sable'], []);
    const s = finishMission(sendMission(start, { player: 1 }, [ids[0]![0]!]));
    expect(s.history.combatPhases).toBe(1);
    const saved = JSON.parse(serialize(s)) as { history: Record<string, unknown> };
    delete saved.history.combatPhases;
    expect(deserialize(JSON.stringify(saved))).toEqual(s);
  });

  it('553f3860, "you may pay {G}" (Natural Unity): the choice pays mana (CR 608.2d), so Mirrodin\'s Core\'s mana ability is listed and pays it', () => {
    let s = deserialize(fixture('553f3860-pay-choice'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d', paysMana: true } });
    const core = s.battlefield.find((id) => s.objects[id]!.card === "Mirrodin's Core")!;
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    const tapCore = legalActions(s).find((a): a is ActivateAction => a.type === 'activate' && a.source === core && a.ability === 2 && a.color === 'G');
    expect(tapCore).toBeDefined();
    s = apply(s, tapCore!);
    s = apply(s, { type: 'choose', player: 0, choice: [1] });
    expect(s.objects[sable]!.counters['+1/+1']).toBe(1);
  });

  it('553f3860, the way to cast Skitter of Lizards (Aether Searcher): its multikicker may be paid with mana (CR 601.2g, 702.33c), so Treasonous Ogre\'s ability is listed and adds a kick; the old mark leaves the vars', () => {
    let s = deserialize(fixture('553f3860-multikicker-choice'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2g', paysMana: true } });
    expect(Object.keys(s.resolution!.vars).filter((k) => k.endsWith('#paysMana'))).toEqual([]);
    const ogre = s.battlefield.find((id) => s.objects[id]!.card === 'Treasonous Ogre')!;
    const ogres = legalActions(s).filter((a) => a.type === 'activate' && a.source === ogre);
    expect(ogres).toHaveLength(1);
    s = apply(s, ogres[0]!);
    expect(s.players[0]!.life).toBe(17);
    expect(s.decision?.kind === 'choose' && s.decision.choice.options.map((o) => ('label' in o ? o.label : ''))).toContain('cast Skitter of Lizards kicked 1 time');
  });

  it('768417d1, Incendiary Dissent\'s ability on the stack named after its source\'s card: it names the conspiracy that grants it, and stays "{R}: This creature gets +1/+0" when Secrets of Paradise is turned face up ahead of it (CR 113.7a)', () => {
    let s = deserialize(fixture('768417d1-command-grant'));
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[s.stack[0]!]).toMatchObject({ card: 'Incendiary Dissent', ability: 0, source: sable });
    const secrets = s.command.find((id) => s.objects[id]!.card === 'Secrets of Paradise')!;
    s = apply(s, { type: 'turnFaceUp', player: 0, object: secrets });
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass', player: (s.decision as { player: number }).player });
    expect(s.stack).toEqual([]);
    expect(characteristics(s, sable).power).toBe(3);
    expect(s.decision?.kind).toBe('priority');
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0 });
  });

  it('768417d1, Natural Unity\'s trigger on the stack named after its source\'s card: it names the conspiracy that grants it, and stays "you may pay {G}" when Assemble the Rank and Vile is turned face up ahead of it (CR 113.7a)', () => {
    let s = deserialize(fixture('768417d1-granted-trigger'));
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[s.stack[0]!]).toMatchObject({ card: 'Natural Unity', ability: 0, source: sable });
    const assemble = s.command.find((id) => s.objects[id]!.card === 'Assemble the Rank and Vile')!;
    s = apply(s, { type: 'turnFaceUp', player: 0, object: assemble });
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass', player: (s.decision as { player: number }).player });
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'pay {G}' } });
  });

  it('768417d1, two Natural Unitys\' triggers waiting to be put on the stack, named after their source\'s card and numbered 0 and 1: each names the conspiracy that grants it, and both resolve', () => {
    let s = deserialize(fixture('768417d1-granted-triggers-waiting'));
    expect(s.pendingTriggers.map((t) => [t.card, t.ability])).toEqual([['Natural Unity', 0], ['Natural Unity', 0]]);
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      while (s.decision?.kind === 'priority') s = apply(s, { type: 'pass', player: s.decision.player });
      s = apply(s, { type: 'choose', player: 0, choice: [1] });
    }
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[sable]!.counters['+1/+1']).toBe(2);
  });
});
