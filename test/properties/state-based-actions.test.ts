/**
 * Whenever a player would receive priority, state-based actions have been performed (CR 117.5, 704.3)
 * and the combat is one the rules allow (CR 506.4): checked on every priority of random games of
 * every format (free-for-all, two-player, Conspiracy Draft, Magic Tech, Mental Magic) against the
 * rules read directly from the state, not against the engine's own checks.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { characteristics, createPlayout, type ReadonlyGameState } from '../../src/index.js';
import { findDefinition } from '../../src/cards/registry.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { ok, pick } from './helpers.js';

/** Most actions a game of the property plays. */
const ACTIONS = 400;

/** Whether a player controls a permanent that says they can't lose the game (Platinum Angel, CR 104.3b). */
function cantLose(s: ReadonlyGameState, player: number): boolean {
  return s.battlefield.some((id) => {
    const c = characteristics(s, id);
    return c.controller === player && c.hasAbilities && (findDefinition(s.objects[id]!.card)?.statics ?? []).some((st) => st.kind === 'cantLoseGame');
  });
}

/** Fails unless no state-based action applies to `s` (CR 704.5) and its combat is sound (506.4). */
function checkPriority(s: ReadonlyGameState, where: string): void {
  for (const p of s.players) {
    if (!p.inGame || cantLose(s, p.id)) continue;
    ok(p.life > 0, `${where}: player ${p.id} is in the game with ${p.life} life (CR 704.5a)`);
    ok(!p.drewFromEmpty, `${where}: player ${p.id} drew from an empty library (CR 704.5b)`);
    ok((p.counters.poison ?? 0) < 10, `${where}: player ${p.id} has ten poison counters (CR 704.5c)`);
  }
  // CR 704.5d, 111.7: a token in a zone other than the battlefield has ceased to exist
  const elsewhere: number[] = [...s.exile, ...s.stack, ...s.command];
  for (const p of s.players) elsewhere.push(...p.hand, ...p.library, ...p.graveyard);
  for (const id of elsewhere) ok(s.objects[id]!.kind !== 'token', `${where}: the token ${s.objects[id]!.card} (${id}) is in the ${s.objects[id]!.zone} (CR 704.5d)`);
  const legends = new Set<string>();
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    const c = characteristics(s, id);
    const what = `${where}: ${o.card} (${id})`;
    if (c.types.includes('Creature') && c.toughness !== null) {
      ok(c.toughness > 0, `${what} has toughness ${c.toughness} (CR 704.5f)`);
      if (!c.keywords.includes('indestructible')) {
        ok(o.damage < c.toughness, `${what} has ${o.damage} damage and toughness ${c.toughness} (CR 704.5g)`);
        ok(!o.deathtouched || o.damage === 0, `${what} was dealt damage by a source with deathtouch (CR 704.5h)`);
      }
    }
    if (c.types.includes('Planeswalker')) ok((o.counters.loyalty ?? 0) > 0, `${what} has no loyalty (CR 704.5i)`);
    if (c.supertypes.includes('Legendary') && c.name !== '') {
      const key = `${c.controller}:${c.name}`;
      ok(!legends.has(key), `${what}: player ${c.controller} controls two legendary permanents named ${c.name} (CR 704.5j)`);
      legends.add(key);
    }
    const on = o.attachedTo !== null && 'object' in o.attachedTo ? o.attachedTo.object : null;
    if (c.subtypes.includes('Aura')) ok(o.attachedTo !== null && (on === null || s.battlefield.includes(on)), `${what} is an Aura attached to nothing (CR 704.5m)`);
    if (c.subtypes.includes('Equipment') && on !== null) ok(s.battlefield.includes(on) && characteristics(s, on).types.includes('Creature'), `${what} equips a permanent that is not a creature (CR 704.5n)`);
    ok(!((o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0), `${what} has +1/+1 and -1/-1 counters (CR 704.5q)`);
  }
  if (!s.combat) return;
  // a permanent that left the battlefield is out of combat: the ids of those are not read
  const attacking = new Set(s.combat.attackers.map((a) => a.id).filter((id) => s.battlefield.includes(id)));
  for (const id of attacking) {
    const c = characteristics(s, id);
    ok(c.types.includes('Creature') && c.controller === s.turn.active, `${where}: ${s.objects[id]!.card} (${id}) attacks, a ${c.types.join(' ')} of player ${c.controller} (CR 506.4)`);
  }
  for (const b of s.combat.blockers) {
    if (!s.battlefield.includes(b.id)) continue;
    const c = characteristics(s, b.id);
    ok(c.types.includes('Creature') && c.controller !== s.turn.active, `${where}: ${s.objects[b.id]!.card} (${b.id}) blocks, a ${c.types.join(' ')} of player ${c.controller} (CR 506.4)`);
    for (const x of b.blocking) ok(!s.battlefield.includes(x) || attacking.has(x), `${where}: ${s.objects[b.id]!.card} (${b.id}) blocks ${s.objects[x]!.card} (${x}), which is not attacking (CR 506.4)`);
  }
}

describe('state-based actions before priority, in every format', () => {
  it.each(FORMATS)('%s: whenever a player has priority, no state-based action applies and every creature in combat may be there', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const playout = createPlayout(newGame(format, seed, players));
        const rng = seedRng(botSeed);
        for (let n = 0; n < ACTIONS && !playout.state.result; n++) {
          const s = playout.state;
          if (s.decision?.kind === 'priority') checkPriority(s, `${format}, action ${n}, turn ${s.turn.number} ${s.turn.step}`);
          // now and then a declaration of attackers or blockers, so that combats happen
          const listed = playout.legalActions();
          const fights = listed.filter((a) => a.type === 'declareAttacker' || a.type === 'declareBlocker');
          playout.apply(fights.length > 0 && randomInt(rng, 2) === 0 ? fights[randomInt(rng, fights.length)]! : pick(s, listed, rng));
        }
      }),
      { numRuns: format === 'mental-magic' ? 4 : 8, endOnFailure: true },
    );
  });
});
