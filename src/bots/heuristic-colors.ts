/**
 * Which colour the heuristic bot names when an effect asks it for one (CR 105.1): for mana it adds
 * (CR 106.1, 605.3b), the colour its hand's spells ask for most that its lands make least; for
 * protection from a colour (CR 702.16a), the colour most common among its opponents' permanents —
 * among the attacking creatures, during a combat with opponents' attackers; for the colour one of its
 * own permanents becomes (Spiritmonger, CR 105.1, 613.1e), the colour that exposes it least (see
 * `becomeColorScore`). Other colour choices are left to the bot's caller.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { characteristics } from '../engine/characteristics.js';
import { COLORS, type Color } from '../engine/mana.js';
import { notedColors } from '../draft/game-info.js';
import { PROTECTION_FROM } from '../rules/702.16-protection.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { landColors } from './heuristic-cards.js';

/** The colours of the objects, each counted once for each object of it. */
function colorCount(state: GameState, ids: readonly ObjectId[]): Map<Color, number> {
  const out = new Map<Color, number>();
  for (const id of ids) for (const c of characteristics(state, id).colors) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

/**
 * How much the bot wants mana of each colour: each coloured mana symbol of the spells in its hand
 * counts 2 (a hybrid symbol 1 for each of its colours), less 1 for each land it controls making it.
 */
function manaWant(state: GameState, me: PlayerId): Map<Color, number> {
  const out = new Map<Color, number>();
  const add = (c: Color, n: number): void => void out.set(c, (out.get(c) ?? 0) + n);
  for (const id of state.players[me]?.hand ?? []) {
    const c = characteristics(state, id);
    if (c.types.includes('Land')) continue;
    for (const s of c.manaCost) {
      if (s.kind === 'colored') add(s.color, 2);
      else if (s.kind === 'hybrid') for (const h of s.colors) add(h, 1);
    }
  }
  for (const id of state.battlefield) {
    if (characteristics(state, id).controller === me && characteristics(state, id).types.includes('Land')) for (const c of landColors(state, me, id)) add(c, -1);
  }
  return out;
}

/**
 * How common each colour is among what threatens the bot: the attacking creatures of other players
 * while there are any (CR 506.3), else the permanents its opponents control.
 */
function hostileColors(state: GameState, me: PlayerId): Map<Color, number> {
  const theirs = (id: ObjectId): boolean => characteristics(state, id).controller !== me;
  const attacking = (state.combat?.attackers ?? []).map((a) => a.id).filter((id) => state.battlefield.includes(id) && theirs(id));
  return colorCount(state, attacking.length > 0 ? attacking : state.battlefield.filter(theirs));
}

/**
 * How good each colour is for the bot's permanent `id` to become (CR 105.1, 613.1e: its colour is
 * set, replacing the colours it had): each opponent's creature with protection from the colour
 * costs 1, and 3 while it is in combat with `id` (the damage `id` would deal it is prevented, CR
 * 702.16e, and attacking it can't be blocked by `id`, 702.16f); each colour noted for an opponent's Regicide costs 2 (its target is a creature of
 * one of those colours, as the colours chosen in the draft are public); a colour `id` has now earns
 * 0.5, so that with nothing at stake it keeps one of its colours.
 */
function becomeColorScore(state: GameState, me: PlayerId, id: ObjectId): Map<Color, number> {
  const score = new Map<Color, number>(COLORS.map((c) => [c, characteristics(state, id).colors.includes(c) ? 0.5 : 0]));
  const add = (c: Color, n: number): void => void score.set(c, (score.get(c) ?? 0) + n);
  const combat = state.combat;
  const fighting = new Set<ObjectId>();
  for (const a of combat?.attackers ?? []) if (a.id === id) for (const b of a.blockers) fighting.add(b);
  for (const b of combat?.blockers ?? []) if (b.id === id) for (const a of b.blocking) fighting.add(a);
  for (const other of state.battlefield) {
    const c = characteristics(state, other);
    if (c.controller === me || !c.types.includes('Creature')) continue;
    for (const color of COLORS) if (c.keywords.includes(PROTECTION_FROM[color])) add(color, fighting.has(other) ? -3 : -1);
  }
  for (const p of state.players) {
    if (p.id === me || !p.inGame) continue;
    for (const color of notedColors(state, p.id, 'Regicide')) add(color, -2);
  }
  return score;
}

/**
 * The permanent of the bot's whose colour a choice of plain colours sets: the source of the ability
 * resolving (Spiritmonger's "becomes the color of your choice"), if the bot controls it.
 */
function recoloredPermanent(state: GameState, me: PlayerId): ObjectId | undefined {
  const holder = state.resolution?.object;
  const source = holder === undefined ? undefined : state.objects[holder]?.source;
  if (source === undefined || source === null || !state.battlefield.includes(source)) return undefined;
  return characteristics(state, source).controller === me ? source : undefined;
}

/** The colour an option names: a colour's letter (CR 105.1), or protection from it (CR 702.16a). */
function namedColor(label: string): { color: Color; protection: boolean } | undefined {
  const letter = COLORS.find((c) => c === label);
  if (letter) return { color: letter, protection: false };
  const from = COLORS.find((c) => PROTECTION_FROM[c] === label);
  return from ? { color: from, protection: true } : undefined;
}

/**
 * The bot's colour (see the module's description), or undefined for another choice: the option
 * scoring most, the first of those alike.
 */
export function colorAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  if (d?.kind !== 'choose') return undefined;
  const named = d.choice.options.map((o) => ('label' in o ? namedColor(o.label) : undefined));
  if (named.some((n) => n === undefined)) return undefined;
  const forMana = d.choice.prompt === 'manaColor';
  const forProtection = named.every((n) => n?.protection);
  const recolored = forMana || forProtection || d.choice.prompt !== 'color' ? undefined : recoloredPermanent(state, me);
  if (!forMana && !forProtection && recolored === undefined) return undefined;
  const score = forMana ? manaWant(state, me) : forProtection ? hostileColors(state, me) : becomeColorScore(state, me, recolored as ObjectId);
  let best: Action | undefined;
  let most = -Infinity;
  for (const a of actions) {
    if (a.type !== 'choose' || a.choice.length !== 1) continue;
    const n = score.get((named[a.choice[0] as number] as { color: Color }).color) ?? 0;
    if (n > most) [best, most] = [a, n];
  }
  return best;
}
