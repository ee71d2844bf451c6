// From a player's (or a spectator's) view to the screen the page draws: cards with their texts, each
// player's board, the stack, who decides what, the legal actions as labelled controls, and the log,
// each line with the rule it cites. Only the view is read, so a view from a room is presented alike.
import { cards, describeDraftEvent, describeEvent, describePrompt, type Action, type DeepReadonly, type DraftEvent, type DraftView, type GameView, type ObjectView, type ReadonlyGameEvent } from 'paliano';
import type { ActionControl, CardFace, LogLine, PlayerPanel, TableScreen } from '../protocol.js';
import { actionLabeler, namer, objectName, type Namer } from './labels.js';
import { namingOffer } from './naming.js';
import { declaredCreatures, takeBackAction } from '../take-back.js';

/** What each kind of decision asks, in words: one for every kind, so a new kind cannot go unworded. */
const ASKS: Record<NonNullable<GameView['decision']>['kind'], string> = {
  mulligan: 'keep or mulligan',
  bottom: 'put cards on the bottom of their library',
  priority: 'act or pass priority',
  declareAttackers: 'declare attackers',
  declareBlockers: 'declare blockers',
  assignDamage: 'assign combat damage',
  putTrigger: 'put triggered abilities on the stack',
  discard: 'discard',
  choose: 'choose',
  startOfGame: 'make a start-of-game choice',
};

/** Each step of a turn (CR 500.1), and the time before the first turn, in words. */
const STEPS: Record<GameView['turn']['step'], string> = {
  pregame: 'before the game',
  untap: 'untap step',
  upkeep: 'upkeep step',
  draw: 'draw step',
  main1: 'precombat main phase',
  beginCombat: 'beginning of combat step',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  firstStrikeDamage: 'first-strike combat damage step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat step',
  main2: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

/**
 * The viewer's own decision to put cards on the bottom of their library (CR 103.5: after a mulligan)
 * or to discard (CR 514.1, down to their maximum hand size, or an effect), with how many; only the
 * deciding player's view has the count.
 */
function howMany(d: { kind: 'bottom' | 'discard'; count: number }): string {
  const cards = `${d.count} card${d.count === 1 ? '' : 's'}`;
  return d.kind === 'bottom' ? `put ${cards} on the bottom of your library` : `${ASKS[d.kind]} ${cards}`;
}

/** One log line: the event described as the view shows it, the rule it cites apart. */
export function logLine(v: GameView, e: ReadonlyGameEvent): LogLine {
  return { text: describeEvent(v, e).replace(/\s+\[CR [^\]]*\]$/, ''), rule: e.rule };
}

/**
 * One draft log line: the event described as the player's view shows it (naming only the cards it
 * shows, the player's own events addressed to them: "You reveal Deal Broker"), the rule apart.
 */
export function draftLogLine(v: DraftView, e: DeepReadonly<DraftEvent>): LogLine {
  return { text: describeDraftEvent(v, e).replace(/ {2}\[[^\]]*\]$/, ''), rule: e.rule };
}

/**
 * Describes each event of a game's log once, as it first arrives in a view (objects are named while
 * the view still shows them), and keeps the lines.
 */
export class LogBook {
  readonly lines: LogLine[] = [];

  /** Adds the events of `v` not described yet (a whole view, or a delta with `logFrom`). */
  add(v: GameView): void {
    const from = v.logFrom ?? 0;
    for (let i = Math.max(0, this.lines.length - from); i < v.log.length; i++) this.lines.push(logLine(v, v.log[i] as ReadonlyGameEvent));
  }
}

/** The mana cost, type line and Oracle text of a card, for a tooltip; '' for a card the engine does not know. */
export function cardText(name: string): string {
  const def = name === '' ? undefined : cards.get(name);
  if (!def) return '';
  const p = def.printed;
  const typeLine = [...p.supertypes, ...p.types].join(' ') + (p.subtypes.length > 0 ? ` — ${p.subtypes.join(' ')}` : '');
  return `${'manaCost' in p ? p.manaCost : ''} ${typeLine}\n${p.oracleText ?? ''}`.trim();
}

/** A card of a view as the screen shows it. */
function face(v: GameView, o: ObjectView): CardFace {
  const notes: string[] = [];
  if (o.damage > 0) notes.push(`${o.damage} damage`);
  for (const [kind, n] of Object.entries(o.counters)) if (n) notes.push(`${n} ${kind}`);
  if (o.sick && o.types.includes('Creature')) notes.push('summoning sick');
  if (v.combat?.attackers.some((a) => a.id === o.id)) notes.push('attacking');
  if (v.combat?.blockers.some((b) => b.id === o.id)) notes.push('blocking');
  const d = v.decision;
  if (d && 'pending' in d && d.pending.entries.some((x) => x.id === o.id)) notes.push(d.kind === 'declareAttackers' ? 'declared to attack' : 'declared to block');
  if (o.chosenNames && o.chosenNames.length > 0) notes.push(`named ${o.chosenNames.join(', ')}`);
  if (o.keywords.length > 0) notes.push(o.keywords.join(', '));
  return {
    id: o.id,
    name: o.card === '' ? '' : objectName(o),
    // a copy has the copied card's text (CR 707.2)
    text: cardText(o.name) || cardText(o.card),
    tapped: o.tapped,
    faceDown: o.faceDown,
    pt: o.power !== null && o.toughness !== null ? `${o.power}/${o.toughness}` : null,
    notes,
  };
}

/** The outcome of a finished game, in words. */
function resultText(v: GameView): string | null {
  const r = v.result;
  if (!r) return null;
  const rule = `(CR ${r.rule}, turn ${r.turn})`;
  return r.winner === null ? `The game is a draw ${rule}` : `${v.players[r.winner]?.name ?? '?'} wins ${rule}`;
}

/**
 * Makes equal labels different: actions the words cannot tell apart (two instances of one
 * triggered ability, CR 702.121b) are numbered in their listed order.
 */
function distinct(actions: ActionControl[]): ActionControl[] {
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const a of actions) total.set(a.label, (total.get(a.label) ?? 0) + 1);
  return actions.map((a) => {
    if ((total.get(a.label) ?? 0) < 2) return a;
    const n = (seen.get(a.label) ?? 0) + 1;
    seen.set(a.label, n);
    return { ...a, label: `${a.label} (${n} of ${total.get(a.label)})` };
  });
}

/** For a listed cast dividing its damage among two or more targets (CR 601.2d): the targets and their shares. */
function divideOffer(a: Action, names: Namer): Pick<ActionControl, 'divide'> {
  if (a.type !== 'cast' || a.division === undefined || a.division.length < 2) return {};
  return { divide: { among: a.targets.map(names.ref), shares: [...a.division] } };
}

/** The screen of a view; `log` is the game's log described so far. */
export function present(v: GameView, log: readonly LogLine[]): TableScreen {
  const seat = v.viewer === 'spectator' ? null : v.viewer;
  const players: PlayerPanel[] = v.players.map((p) => ({
    seat: p.id,
    name: p.name,
    life: p.life,
    handCount: p.handCount,
    libraryCount: p.libraryCount,
    battlefield: v.battlefield.filter((o) => o.controller === p.id).map((o) => face(v, o)),
    graveyard: p.graveyard.map((o) => face(v, o)),
    exile: v.exile.filter((o) => o.owner === p.id).map((o) => face(v, o)),
    command: v.command.filter((o) => o.controller === p.id).map((o) => face(v, o)),
    monarch: v.monarch === p.id,
    deciding: !v.result && v.decision?.player === p.id,
    you: p.id === seat,
    outcome: p.outcome,
  }));
  const label = actionLabeler(v);
  const names = namer(v);
  const d = v.decision;
  const decider = d ? (d.player === seat ? 'You' : (v.players[d.player]?.name ?? '?')) : '';
  const prompt = d && d.kind === 'choose' && 'choice' in d ? `choose (${describePrompt(d.choice.prompt)}, CR ${d.choice.rule})` : d && 'prompt' in d ? `${ASKS[d.kind]}: ${describePrompt(d.prompt)}` : d && 'count' in d ? howMany(d) : d ? ASKS[d.kind] : '';
  return {
    seat,
    turn: { number: v.turn.number, step: STEPS[v.turn.step], active: v.players[v.turn.active]?.name ?? '?' },
    players,
    hand: seat === null ? [] : (v.players[seat]?.hand ?? []).map((o) => face(v, o)),
    stack: [...v.stack].reverse().map((o) => face(v, o)),
    decision: v.result || !d ? null : `${decider} ${d.player === seat ? 'decide' : 'decides'}: ${prompt}`,
    actions: distinct(v.legalActions.map((a, index) => ({ index, label: label(a), kind: a.type, ...divideOffer(a, names) }))),
    takeBack: declaredCreatures(v)
      .filter((id) => !v.legalActions.some((a) => (a.type === 'undeclareAttacker' && a.attacker === id) || (a.type === 'undeclareBlocker' && a.blocker === id)))
      .map((id) => ({ id, label: label(takeBackAction(v, id)) })),
    naming: namingOffer(v),
    log: [...log],
    result: resultText(v),
  };
}
