import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { addRuleEffect } from '../../../src/engine/rule-effects.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { expectRefused, passUntil, patrolBoard as board, sendMission, setPost } from './helpers.js';

describe('MT 7.1 blocks "as in a game of Magic": blocking requirements (CR 509.1c)', () => {
  it('"Target creature must be blocked this turn if able" (Irresistible Prey): a patrol that can block it must', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox']);
    const sable = ids[0]![0]!;
    const ox = ids[1]![0]!;
    const s0 = editState(start, (x) => addRuleEffect(asEngineState(x), { kind: 'mustBeBlocked', affected: [sable], duration: { until: 'endOfTurn' }, source: null, controller: 0 }));
    const s = passUntil(sendMission(s0, { player: 1 }, [sable]), (x) => x.decision?.kind === 'declareBlockers');
    expectRefused(s, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1c');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [] }, 'illegal', '509.1c');
    const t = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: ox, attacker: sable }] });
    expect(t.combat!.attackers[0]).toMatchObject({ blocked: true, blockers: [ox] });
  });

  it('"That creature blocks this turn if able" (Provoke) binds a patrol, not a guard of another card, which cannot block', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Runed Servitor']);
    const sable = ids[0]![0]!;
    const [ox, servitor] = ids[1]!;
    const provoked = (guard: boolean) => editState(start, (x) => {
      addRuleEffect(asEngineState(x), { kind: 'blocksIfAble', affected: [ox!], duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      if (guard) setPost(asEngineState(x), ox!, { guard: { object: servitor! } });
    });
    const s = passUntil(sendMission(provoked(false), { player: 1 }, [sable]), (x) => x.decision?.kind === 'declareBlockers');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: servitor!, attacker: sable }] }, 'illegal', '509.1c');
    expect(apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: ox!, attacker: sable }] }).combat!.blockers).toHaveLength(1);
    // on guard of the Servitor, the Ox cannot block a mission against the stockpile: nothing is required
    const g = passUntil(sendMission(provoked(true), { player: 1 }, [sable]), (x) => x.decision?.kind === 'declareBlockers');
    expect(apply(g, { type: 'confirmBlockers', player: 1 }).combat!.blockers).toHaveLength(0);
  });
});
