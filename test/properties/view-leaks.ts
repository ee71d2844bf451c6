/**
 * The check of the "views leak nothing" properties (DESIGN principle 9, CR 400.2): no player's view (nor a spectator's)
 * names the id of a card in a library or in another player's hand or sideboard — now or at any
 * earlier moment, since ids are handed out in order and an old id would tell when a card was drawn —
 * and no card name of another player's hand or of any library appears in it unless that name is
 * known from a zone the viewer could see. Shared by every format's property.
 */
import { characteristics, logOf, view, type ReadonlyGameState, type GameView, type Viewer } from '../../src/index.js';
import { ok } from './helpers.js';

/** Keys whose numbers are object ids, in views, events, combat, decisions and actions. */
const ID_KEYS = new Set(['id', 'object', 'to', 'source', 'attacker', 'blocker', 'planeswalker', 'card', 'blockers', 'blocking', 'affected', 'objects', 'recipient', 'targets']);

/** Every object id a view mentions, with where it is mentioned. */
function referencedIds(v: unknown): Map<number, string> {
  const out = new Map<number, string>();
  const walk = (x: unknown, path: string, idKey: boolean): void => {
    if (typeof x === 'number') {
      if (idKey) out.set(x, path);
    } else if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, `${path}[${i}]`, idKey));
    } else if (typeof x === 'object' && x !== null) {
      for (const [k, y] of Object.entries(x)) {
        // the seat of a player's public view is a player, not an object
        const seat = k === 'id' && /^view\.players\[\d+\]$/.test(path);
        walk(y, `${path}.${k}`, ID_KEYS.has(k) && !seat);
        // combat damage divisions are keyed by attacker id
        if (k === 'divisions') for (const id of Object.keys(y as object)) out.set(Number(id), `${path}.divisions`);
      }
    }
  };
  walk(v, 'view', false);
  return out;
}

/** Every object a view shows, in every zone and choice. */
function objectViews(v: GameView): GameView['battlefield'] {
  return [...v.battlefield, ...v.phasedOut, ...v.stack, ...v.exile, ...v.command, ...v.choiceObjects, ...v.searching, ...v.players.flatMap((p) => [...p.graveyard, ...(p.hand ?? []), ...(p.sideboard ?? [])])];
}

/** Every string a view holds. */
function strings(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const y of v) strings(y, out);
  else if (typeof v === 'object' && v !== null) for (const y of Object.values(v)) strings(y, out);
  return out;
}

/** Where a string is in a view, for messages. */
function pathOf(v: unknown, text: string, path = 'view'): string | null {
  if (v === text) return path;
  if (typeof v === 'object' && v !== null) {
    for (const [k, y] of Object.entries(v)) {
      const found = pathOf(y, text, Array.isArray(v) ? `${path}[${k}]` : `${path}.${k}`);
      if (found) return found;
    }
  }
  return null;
}

/** Checks every player's view of one state, and a spectator's, who sees what no player alone may see. */
export function checkViews(s: ReadonlyGameState): void {
  for (const p of s.players) checkView(s, p.id, view(s, p.id));
  const spectator = view(s, 'spectator');
  ok(spectator.players.every((q) => q.hand === undefined && q.sideboard === undefined), 'a spectator sees a hand or a sideboard');
  ok(spectator.legalActions.length === 0 && (spectator.decision === null || Object.keys(spectator.decision).length === 2), 'a spectator sees a decision in full');
  checkView(s, 'spectator', spectator);
}

/** Zones whose cards every player sees as they arrive (CR 400.2; not exile or the command zone, where a card may arrive face down). */
const PUBLIC_ZONES: ReadonlySet<string> = new Set(['battlefield', 'graveyard', 'stack']);

/** The zones whose face-down cards are revealed to all players at the end of the game (CR 708.9, 702.106e). */
const REVEALED_AT_END: ReadonlySet<string> = new Set(['battlefield', 'stack', 'command']);

/** The basic land types (CR 205.3i), which are also the names of the basic lands. */
const BASIC_LAND_TYPES: ReadonlySet<string> = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/**
 * Checks one view `v` of one state for the viewer `who`: no hidden card named by id or by name (a
 * spectator: no card of any hand, sideboard or library).
 */
export function checkView(s: ReadonlyGameState, who: Viewer, v: GameView): void {
  ok(JSON.stringify(JSON.parse(JSON.stringify(v))) === JSON.stringify(v), 'a view is plain JSON');
  // a player searching their own library sees the cards among which they choose (CR 701.23); before
  // the shuffle that starts a Conspiracy Draft game, a player reveals cards from their own deck (CR
  // 905.4: Arcane Savant, Volatile Chimera), which they choose among by id
  const searching = v.decision?.kind === 'choose' ? new Set(referencedIds([v.decision, v.legalActions, v.searching]).keys()) : new Set<number>();
  if (s.startOfGame === 'beforeShuffle') {
    for (const id of referencedIds(v.legalActions.filter((a) => a.type === 'revealFromDeck')).keys()) searching.add(id);
    // and the cards they revealed, which cards of their sideboard are exiled with (CR 701.20)
    for (const a of v.legalActions) if (a.type === 'exileDrafted') searching.add(a.with);
  }
  for (const [id, path] of referencedIds(v)) {
    const o = s.objects[id];
    if (!o) continue;
    const event = /^view\.log\[(\d+)\]/.exec(path);
    const where = event ? `${path} ${JSON.stringify(v.log[Number(event[1])])}` : path;
    if (o.zone === 'library') ok(searching.has(id) && o.owner === who, `player ${who} sees library card ${id} at ${where}`);
    if ((o.zone === 'hand' || o.zone === 'sideboard') && o.owner !== who) ok(false, `player ${who} sees card ${id} of player ${o.owner}'s ${o.zone} at ${where}`);
  }
  // a face-down card of another player shows nothing of its face: no name, no characteristics, no
  // choice made for it (CR 708.5; a hidden agenda's name, CR 702.106a, 315.7), until the game ends
  // and face-down permanents, spells and conspiracies are revealed to all players (CR 708.9, 702.106e)
  for (const o of objectViews(v)) {
    // and its controller, who may look at it, sees which card it is
    if (o.faceDown && o.controller === who) ok(o.card === s.objects[o.id]!.card, `player ${who} does not see which card their face-down card ${o.id} is`);
    if (!o.faceDown || o.controller === who || (s.result !== null && REVEALED_AT_END.has(s.objects[o.id]!.zone))) continue;
    ok(o.card === '' && o.types.length === 0 && o.power === null && o.chosenNames === undefined && o.chosenNumber === undefined, `player ${who} sees the face of face-down card ${o.id} of player ${o.controller}: ${JSON.stringify(o)}`);
  }
  // names the viewer may know: anything that was ever in a zone they could see
  const known = new Set<string>();
  for (const o of s.objects) {
    const mine = (o.zone === 'hand' || o.zone === 'sideboard') && o.owner === who;
    if (mine || (o.zone !== 'library' && o.zone !== 'hand' && o.zone !== 'sideboard' && !o.faceDown)) known.add(o.card);
  }
  // and what the draft left in the game: the names noted, which every player may look at (CR
  // 905.2b), the cards removed from the draft face up, and the viewer's own removed cards
  for (const p of s.players) {
    for (const n of p.draft?.notes ?? []) for (const name of [n.name, n.guess?.name]) if (name !== undefined) known.add(name);
    for (const r of p.draft?.removed ?? []) if (r.by === 'Animus of Predation' || p.id === who) known.add(r.card);
  }
  // and cards revealed to every player (CR 701.20), such as a land found by Lay of the Land
  for (const e of logOf(s)) if (e.type === 'reveal' && e.card) known.add(e.card);
  // and cards that went to a zone everyone sees, by the name they had then (a Mental Magic card
  // discarded as "unnamed {5}" was public then, whatever its object is now: AMM 3a)
  for (const e of logOf(s)) if (e.type === 'zoneChange' && e.card && e.zone !== undefined && PUBLIC_ZONES.has(e.zone)) known.add(e.card);
  // and so were cards exiled face up ("kept face up and may be examined by any player", CR 406.3),
  // by the name they had then (Grenzo, Havoc Raiser's unnamed card, cast later under a name: AMM 5b)
  for (const e of logOf(s)) if (e.type === 'zoneChange' && e.card && e.zone === 'exile' && e.to !== undefined && s.objects[e.to]?.faceDown === false) known.add(e.card);
  // and the names chosen for hidden agendas: the viewer's own (CR 702.106a), and every one revealed
  // as its conspiracy is turned face up (702.106c) or at the game's end (702.106e); a name chosen is a
  // choice, not a fact about a card
  for (const e of logOf(s)) {
    const chosen = (e.type === 'chooseNames' && who !== 'spectator' && e.visibleTo?.includes(who)) || (e.type === 'reveal' && e.rule === '702.106e') || e.type === 'turnFaceUp';
    if (chosen && e.detail) for (const name of e.detail.split(' / ')) known.add(name);
  }
  // and the names given to Mental Magic cards: naming is announced with the card's public ID (AMM 1:
  // "!n 105 Gitaxian Probe"), so a card named in a hand, as Show and Tell puts it onto the battlefield,
  // is known by that name while it waits there for the other players' choices
  for (const e of logOf(s)) if (e.type === 'name' && e.card && e.visibleTo === undefined) known.add(e.card);
  // and the cards shown to the viewer alone: their draws (a card's name may change since: AMM 3a), the
  // top of their library they looked at (CR 401.5, Explorer's Scope; AMM 9, a peek)
  for (const e of logOf(s)) if ((e.type === 'draw' || e.type === 'look' || e.type === 'peek') && e.card && who !== 'spectator' && e.visibleTo?.includes(who)) known.add(e.card);
  // and the cards of their own library among which they choose while searching it (CR 701.23): an
  // opponent's hidden card of the same name is no leak
  for (const id of searching) if (s.objects[id]?.zone === 'library' && s.objects[id]!.owner === who) known.add(s.objects[id]!.card);
  // every name the viewer may choose (hidden agenda's nameCard actions list every nameable card) or
  // chose for a conspiracy is a choice, not a fact about a hidden card; so is a land type offered or
  // chosen (CR 205.3i, 614.12a, 305.7: "Swamp" the type, not the card), and a card name offered to
  // be chosen (CR 201.4a: Wood Sage offers every creature card name)
  const choice = v.decision && 'choice' in v.decision ? v.decision.choice : undefined;
  const prompt = choice?.prompt;
  const namesOffered = prompt === 'chooseLandType' || prompt === 'basic land type' || choice?.rule === '201.4a';
  const facts = {
    ...v,
    // a land played from outside the game is named by its basic land type (Sovereign's Realm's
    // playLandFromOutside offers each basic land name): a choice, not a fact about a card
    legalActions: v.legalActions.filter((a) => a.type !== 'nameCard' && a.type !== 'playLandFromOutside'),
    command: v.command.map(({ chosenNames: _chosen, ...o }) => o),
    // a face-up permanent's basic land types are public characteristics, not the name of a card: an
    // Island that Grixis Illusionist made a Swamp (CR 305.7) shows the type "Swamp"
    battlefield: v.battlefield.map((o) => (o.faceDown ? o : { ...o, subtypes: o.subtypes.filter((t) => !BASIC_LAND_TYPES.has(t)) })),
    decision: namesOffered ? null : v.decision,
    log: v.log.map((e) => (e.type === 'chosenOnEntry' || e.type === 'becomesLandType' ? { ...e, detail: undefined } : e)),
  };
  const seen = strings(facts);
  for (const q of s.players) {
    const hidden = q.id === who ? (searching.size > 0 ? [] : [...q.library]) : [...q.hand, ...q.library];
    // and every face-down card the viewer does not control, in any zone (CR 708.5, 315.7)
    // (its controller after any effect that changed it, CR 613.1b)
    for (const o of s.objects) {
      if (!o.faceDown || o.movedTo !== null) continue;
      const controller = characteristics(s, o.id).controller;
      if (controller === q.id && controller !== who) hidden.push(o.id);
    }
    for (const id of hidden) {
      const name = s.objects[id]!.card;
      if (!known.has(name) && seen.has(name)) {
        const at = pathOf(facts, name);
        const event = at === null ? null : /^view\.log\[(\d+)\]/.exec(at);
        ok(false, `player ${who} sees the name ${name} of a card in player ${q.id}'s ${s.objects[id]!.zone} at ${at}${event ? ` ${JSON.stringify(v.log[Number(event[1])])}` : ''}`);
      }
    }
  }
}

