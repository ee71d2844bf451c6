/**
 * Plain English for log events and actions, for clients, demos and rules-lookup sites. Each reads
 * from a game state (the whole truth, as a referee or a replay sees it) or from a {@link GameView}
 * (what one player or a spectator sees, all a networked client holds): from a view, players and
 * cards are named as that viewer may see them, and a card the view hides is "a card" (a face-down
 * conspiracy "a face-down conspiracy"), never its name. Every event's line ends with the rule it cites.
 *
 * @module
 */
import type { ReadonlyAction } from './actions.js';
import { tokenCardName } from '../cards/printed.js';
import type { GameView, ObjectView, ReadonlyGameView } from '../state/view.js';
import type { AttackTarget, ChoiceOption, DeepReadonly, GameEvent, GameState, ObjectId, PlayerId, ReadonlyGameEvent, ReadonlyGameState, Ref, ZoneName } from '../state/types.js';
import type { RuleEventType } from '../state/rule-events.js';
import { requiredEventFields } from '../state/events.js';
import { eventProse, type EventWords } from './event-prose.js';
import { citation } from './citation.js';
import { checkActionFields } from './action-shape.js';
import { RulesError } from './errors.js';
import { shown } from './json-schema.js';

/** What a description reads names from: a game state (everything) or one viewer's {@link GameView}. */
export type DescribeSource = GameState | ReadonlyGameState | GameView | ReadonlyGameView;

function isView(from: DescribeSource): from is GameView | ReadonlyGameView {
  return 'viewer' in from;
}

type AnyView = GameView | ReadonlyGameView;

const viewObjects = new WeakMap<AnyView, Map<ObjectId, DeepReadonly<ObjectView>>>();

/** The objects of a view by id: every one the viewer sees in some zone, or is choosing among. */
function objectsOf(v: AnyView): Map<ObjectId, DeepReadonly<ObjectView>> {
  let m = viewObjects.get(v);
  if (m) return m;
  m = new Map();
  const add = (list: readonly DeepReadonly<ObjectView>[] | undefined): void => { for (const o of list ?? []) m!.set(o.id, o); };
  for (const p of v.players) { add(p.graveyard); add(p.hand); add(p.sideboard); }
  add(v.battlefield); add(v.phasedOut); add(v.stack); add(v.exile); add(v.command); add(v.choiceObjects);
  viewObjects.set(v, m);
  return m;
}

/** A card name as a reader reads it: a token's by its rules name (CR 111.4). */
function cardText(card: string): string {
  return tokenCardName(card);
}

function player(from: DescribeSource, p: PlayerId | undefined): string {
  return p === undefined ? 'someone' : (from.players[p]?.name ?? `Player ${p + 1}`);
}

/** An object's name as the source may show it; `fallback` when it may not. */
function object(from: DescribeSource, id: ObjectId | undefined, fallback = 'a card'): string {
  if (id === undefined) return fallback;
  if (isView(from)) {
    const o = objectsOf(from).get(id);
    if (!o) return fallback;
    if (o.card === '') return from.command.some((c) => c.id === id) ? 'a face-down conspiracy' : 'a face-down card';
    return cardText(o.card);
  }
  const o = from.objects[id];
  if (!o) return fallback;
  // an object a reader's copy of the state hides has no card name, as in a view
  if (o.card === '') return o.faceDown ? (o.zone === 'command' ? 'a face-down conspiracy' : 'a face-down card') : fallback;
  return cardText(o.card);
}

/** The card an event is about: its `card` when the event carries it, else its `object` as the source shows it. */
function card(from: DescribeSource, e: { card?: string | undefined; object?: ObjectId | undefined }, fallback = 'a card'): string {
  return e.card !== undefined && e.card !== '' ? cardText(e.card) : object(from, e.object, fallback);
}

function ref(from: DescribeSource, r: Ref | ChoiceOption | AttackTarget): string {
  if ('player' in r) return player(from, r.player);
  if ('object' in r) return object(from, r.object);
  if ('planeswalker' in r) return object(from, r.planeswalker, 'a planeswalker');
  return r.label;
}

/** The recipient of an event with `to` (an object) or `toPlayer`. */
function recipient(from: DescribeSource, e: { to?: ObjectId | undefined; toPlayer?: PlayerId | undefined }, fallback: string): string {
  if (e.toPlayer !== undefined) return player(from, e.toPlayer);
  return e.to === undefined ? fallback : object(from, e.to, fallback);
}

/** A name with "a" or "an" before it (a token's name is a common noun, "a Soldier Token"). */
function withArticle(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const STEP_NAMES: Readonly<Record<string, string>> = {
  untap: 'untap step', upkeep: 'upkeep', draw: 'draw step', main1: 'first main phase', beginCombat: 'beginning of combat',
  declareAttackers: 'declare attackers step', declareBlockers: 'declare blockers step', firstStrikeDamage: 'first-strike damage step',
  combatDamage: 'combat damage step', endCombat: 'end of combat', main2: 'second main phase', end: 'end step', cleanup: 'cleanup step',
  deploy: 'deploy phase', missions: 'missions phase',
};

/** A zone as a reader names it: a player's own zones by the owner, the shared ones with "the". */
function zone(z: ZoneName, owner: string): string {
  if (z === 'hand' || z === 'library' || z === 'graveyard' || z === 'sideboard') return `${owner}'s ${z}`;
  return z === 'command' ? 'the command zone' : z === 'exile' ? 'exile' : `the ${z}`;
}

/** The players a state-based loss names in its `detail` ("players 0, 2"). */
function playersIn(from: DescribeSource, detail: string): string {
  const seats = detail.replace(/^players?\s*/, '').split(/,\s*/).map(Number).filter((n) => Number.isInteger(n));
  return list(seats.map((p) => player(from, p)));
}

/** The text of one event, without its rule. */
function eventText(from: DescribeSource, e: ReadonlyGameEvent): string {
  const who = player(from, e.player);
  switch (e.type) {
    case 'scenario': return `a scenario is set up${e.detail ? `: ${e.detail}` : ''}`;
    case 'startingPlayer': return `${who} will play first${e.card ? ` (${cardText(e.card)})` : ''}`;
    case 'gameStart': return `the game begins with ${who}'s first turn`;
    case 'turn': return `turn ${e.amount}: ${who}'s turn begins`;
    case 'step': return `${STEP_NAMES[e.detail] ?? e.detail} of ${who}'s turn`;
    case 'additionalPhase': return `${who} gets an additional ${e.detail} phase this turn`;
    case 'keep': return `${who} keeps ${plural(e.amount, 'card')}`;
    case 'mulligan': return `${who} takes mulligan number ${e.amount}`;
    case 'draw':
      if (e.player === undefined) return `the game is a draw${e.detail ? `: ${e.detail}` : ''}`;
      return `${who} draws ${e.card ? cardText(e.card) : 'a card'}`;
    case 'drawForbidden': return `${who} can't draw`;
    case 'drawFromEmpty': return `${who} must draw from an empty library`;
    case 'shuffle': return `${who} shuffles their library`;
    case 'look': return `${who} looks at ${e.card ? cardText(e.card) : 'a card'}`;
    // a face-down conspiracy revealed as its controller leaves: its detail is the names chosen (CR 702.106e)
    case 'reveal': return `${who} reveals ${cardText(e.card)}${e.detail ? (e.rule === '702.106e' ? `, which names ${e.detail}` : ` ${e.detail}`) : ''}`;
    case 'discard': return `${who} discards ${card(from, e)}`;
    case 'playLand': return `${who} plays ${card(from, e)}${e.detail ? ` (${e.detail})` : ''}`;
    case 'cast': return `${who} casts ${card(from, e)}${e.amount ? ` with X = ${e.amount}` : ''}`;
    case 'activate': return `${who} activates ${card(from, e)}: ${e.detail}`;
    case 'activateMana': return `${who} taps ${card(from, e)} for ${e.amount ?? 1} ${e.detail}${e.toPlayer !== undefined && e.toPlayer !== e.player ? `, which ${player(from, e.toPlayer)} adds` : ''}`;
    case 'addMana': return `${who} adds ${e.amount} ${e.detail ?? 'mana'}${e.object !== undefined || e.card ? ` from ${card(from, e)}` : ''}`;
    case 'payAttackCost': return `${who} pays the costs to attack`;
    case 'trigger': return `${e.card ? cardText(e.card) : `${who}'s ability`} triggers: ${e.detail}`;
    case 'delayedTrigger': return `${card(from, e)} sets up a delayed triggered ability`;
    case 'triggersOrdered': return `${who} puts ${e.amount} identical triggered abilities${e.card ? ` of ${cardText(e.card)}` : ''} on the stack, in an order that changes nothing: ${e.detail}`;
    case 'triggerRemoved': return `${e.card ? `the triggered ability of ${cardText(e.card)}` : 'a triggered ability'} is removed from the stack: it has no legal targets`;
    case 'conditionFailed': return `${card(from, e)}'s ability does nothing: its condition is false`;
    case 'targetChosen': return `${who} chooses ${recipient(from, e, 'a target')} as a target of ${card(from, e)}`;
    case 'chooseSource': return `${who} chooses a source of damage for ${card(from, e)}`;
    case 'chosen': return `${who} chooses ${e.object === undefined && !e.card ? 'a card' : card(from, e)} to ${e.detail}`;
    // an ability of a rule with no permanent has no card (the monarch's, CR 725.2), as its trigger says
    case 'resolve': return e.card === '' ? `${who}'s ability resolves` : `${card(from, e)} resolves`;
    case 'fizzle': return `${card(from, e)} does not resolve: its targets are illegal`;
    case 'counter': return `${card(from, e)} is countered`;
    case 'notCountered': return `${card(from, e)} can't be countered`;
    case 'createToken': return `${who} creates ${withArticle(card(from, e, 'token'))}`;
    case 'emblem': return `${who} gets an emblem (${card(from, e, 'an emblem')})`;
    case 'copy': return `${object(from, e.object, 'a permanent')} enters as a copy of ${cardText(e.card)}`;
    case 'becomeCopy': return `${object(from, e.object, 'a permanent')} becomes a copy of ${cardText(e.card)}`;
    case 'becomesLandType': return `${who} makes ${object(from, e.object, 'a land')} a ${e.detail} until end of turn`;
    case 'chosenOnEntry': return `${object(from, e.object, 'a permanent')} enters with ${e.detail} chosen`;
    case 'choiceUndefined': return `${e.detail}, chosen as ${object(from, e.object, 'a permanent')} entered, is no longer chosen for it`;
    case 'gainControl': return `${who} gains control of ${card(from, e)}`;
    case 'attach': return `${card(from, e)} becomes attached to ${recipient(from, e, 'a permanent')}`;
    case 'unattach': return `${card(from, e)} becomes unattached`;
    case 'counters': return `${plural(e.amount, `${e.detail} counter`)} ${e.amount === 1 ? 'is' : 'are'} put on ${card(from, e, 'a permanent')}`;
    case 'removeCounters': return `${plural(e.amount, `${e.detail} counter`)} ${e.amount === 1 ? 'is' : 'are'} removed from ${card(from, e, 'a permanent')}`;
    case 'moveCounter': return `${who} moves ${plural(e.amount, `${e.detail} counter`)} from ${object(from, e.object, 'a permanent')} to ${object(from, e.to, 'a permanent')}`;
    case 'countersCancel': return `${plural(e.amount, '+1/+1 and -1/-1 counter pair')} on ${object(from, e.object, 'a permanent')} cancel out`;
    case 'regenerate': return `${card(from, e)} regenerates`;
    case 'remainsInZone': return `${card(from, e)} can't enter the battlefield and stays in ${zone(e.zone, who)}`;
    case 'attack': return `${who}'s ${card(from, e)} attacks ${recipient(from, e, 'a planeswalker')}`;
    case 'block': return `${who}'s ${card(from, e)} blocks ${object(from, e.to, 'an attacker')}`;
    // CR 401.4: the order is its owner's alone; a view of anyone else has no detail
    case 'bottomOrder': return e.detail
      ? `${who} puts ${plural(e.amount, 'card')} on the bottom of their library in this order, from the highest: ${e.detail.split(' / ').map(cardText).join('; ')}`
      : `${who} puts ${plural(e.amount, 'card')} on the bottom of their library in an order they don't reveal`;
    case 'noBlockers': return `${who} declares no blockers: nothing they could block is attacking them`;
    case 'fight': return `${object(from, e.object, 'a creature')} fights ${object(from, e.to, 'a creature')}`;
    case 'damage': return `${card(from, e)} deals ${e.amount} damage to ${recipient(from, e, 'a permanent')}`;
    case 'preventDamage': return `${e.amount} damage ${card(from, e, 'a source')} would deal to ${recipient(from, e, 'a permanent')} is prevented`;
    case 'doubleDamage': return `the damage ${card(from, e, 'a source')} deals to ${recipient(from, e, 'a permanent')} is doubled to ${e.amount}`;
    case 'redirectDamage': return `${e.amount} damage from ${card(from, e, 'a source')} is dealt to ${recipient(from, e, 'another permanent')} instead`;
    case 'gainLife': return `${who} gains ${e.amount} life`;
    case 'loseLife': return `${who} loses ${e.amount} life`;
    case 'noLifeGain': return `${who} would gain ${e.amount} life from ${card(from, e)} but can't`;
    case 'zoneChange': return `${card(from, e)} moves from ${zone(e.from, who)} to ${zone(e.zone, who)}`;
    case 'stateBasedAction':
      if (e.object !== undefined || e.card) return `${card(from, e, 'a permanent')} is put into its owner's graveyard (state-based action)`;
      if (e.detail) return `${playersIn(from, e.detail)} ${/,/.test(e.detail) ? 'lose' : 'loses'} the game (state-based action)`;
      return `${who} is affected by a state-based action`;
    case 'concede': return `${who} concedes`;
    case 'lose': return `${who} loses the game`;
    case 'leftGame': return `${who} leaves the game`;
    case 'win': return `${who} wins the game`;
    case 'gameDrawn': return `the game is a draw: ${e.detail}`;
    default: return ruleEventText(from, e);
  }
}

/**
 * The text of an event a rule module or a variant defines, by the prose its module registered (an
 * event of a core type left out of {@link eventText}'s cases would not compile here); without the
 * package's entry loaded, the text for an unknown type.
 */
function ruleEventText(from: DescribeSource, e: DeepReadonly<Extract<GameEvent, { type: RuleEventType }>>): string {
  const prose = eventProse(e.type) as ((e: DeepReadonly<GameEvent>, say: EventWords) => string) | undefined;
  return prose ? prose(e, wordsFor(from)) : `an event of unknown type "${e.type}" (no loaded rule describes it)`;
}

/** The words a rule's prose names players and cards with, as `from` shows them. */
function wordsFor(from: DescribeSource): EventWords {
  return {
    player: (p) => player(from, p),
    object: (id, fallback) => object(from, id, fallback),
    card: (e, fallback) => card(from, e, fallback),
    cardName: cardText,
    recipient: (e, fallback) => recipient(from, e, fallback),
    count: plural,
  };
}

/**
 * One line of plain English for a log event, ending with the rule it cites after two spaces: `Ana
 * casts Bronze Sable  [CR 601.2i]`. From a state every card is named; from a {@link GameView} (give
 * the view's own log events, which are redacted for its viewer), players and cards are named as
 * that viewer may see them: a card the view hides is "a card", a face-down conspiracy "a face-down
 * conspiracy". An event of a type this version does not know (from a newer save) is described by
 * its type. Throws a RulesError `malformed` for a source that is no state or view, or an event that
 * is no object with a text `type` and `rule`, the fields its type requires (a `reveal` its `card`,
 * …) and, where it has them, seats of the game as `player` and `toPlayer`, text as `card` and
 * `detail` and a number as `amount`.
 */
export function describeEvent(from: DescribeSource, e: ReadonlyGameEvent): string {
  checkSource(from);
  checkEvent(e, from.players.length);
  const text = (eventText(from, e) as string | undefined) ?? `an event of unknown type "${(e as { type: string }).type}"`;
  return `${text}  [${citation(e.rule)}]`;
}

/** Throws RulesError `malformed` unless `from` has the players a state or a view has. */
function checkSource(from: unknown): asserts from is DescribeSource {
  if (typeof from !== 'object' || from === null || !Array.isArray((from as { players?: unknown }).players)) {
    throw new RulesError('malformed', `a description reads from a game state or view, not ${shown(from)}`);
  }
}

/** Throws RulesError `malformed` unless `e` is an event, as a saved log holds them, of a game of `seats` players. */
function checkEvent(e: unknown, seats: number): void {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) throw new RulesError('malformed', `an event must be an object, not ${shown(e)}`);
  const x = e as Record<string, unknown>;
  if (typeof x.type !== 'string' || typeof x.rule !== 'string') throw new RulesError('malformed', `an event needs a text type and rule, not ${shown(e)}`);
  for (const k of requiredEventFields(x.type)) if (x[k] === undefined) throw new RulesError('malformed', `event.${k} is missing: every ${x.type} event has one`);
  for (const k of ['player', 'toPlayer']) {
    const p = x[k];
    if (p !== undefined && (!Number.isInteger(p) || (p as number) < 0 || (p as number) >= seats)) throw new RulesError('malformed', `event.${k}: no seat of this game of ${seats} is ${shown(p)}`);
  }
  for (const k of ['card', 'detail']) if (x[k] !== undefined && typeof x[k] !== 'string') throw new RulesError('malformed', `event.${k} must be text, not ${shown(x[k])}`);
  if (x.amount !== undefined && !Number.isFinite(x.amount)) throw new RulesError('malformed', `event.amount must be a number, not ${shown(x.amount)}`);
}

/** The cards or players of a choice's answer, by the options of the decision the source shows. */
function choiceText(from: DescribeSource, a: Extract<ReadonlyAction, { type: 'choose' }>): string {
  const d = from.decision;
  const options = d !== null && 'choice' in d && d.player === a.player ? d.choice.options : undefined;
  if (!options) return a.choice.length === 0 ? 'nothing' : `option${a.choice.length === 1 ? '' : 's'} ${a.choice.map((i) => i + 1).join(', ')}`;
  if (a.choice.length === 0) return 'nothing';
  return list(a.choice.map((i) => { const o = options[i]; return o === undefined ? `option ${i + 1}` : ref(from, o); }));
}

function targetsText(from: DescribeSource, targets: readonly Ref[]): string {
  return targets.length === 0 ? '' : ` targeting ${list(targets.map((t) => ref(from, t)))}`;
}

/** The text of one action, without who takes it. */
function actionText(from: DescribeSource, a: ReadonlyAction): string {
  switch (a.type) {
    case 'keep': return 'keeps their hand';
    case 'mulligan': return 'takes a mulligan';
    case 'bottom': return `puts ${object(from, a.card)} on the bottom of their library`;
    case 'pass': return 'passes priority';
    case 'playLand': return `plays ${a.name ?? object(from, a.card, 'a land')}`;
    case 'cast': return `casts ${a.name ?? object(from, a.card)}${a.x ? ` with X = ${a.x}` : ''}${a.kicked ? ` kicked ${plural(a.kicked, 'time')}` : ''}${targetsText(from, a.targets)}`;
    case 'activate': return `activates ${a.name ?? object(from, a.source, 'a permanent')}'s ability ${a.ability + 1}${a.x ? ` with X = ${a.x}` : ''}${targetsText(from, a.targets)}${a.color ? ` for ${a.color}` : ''}`;
    case 'declareAttacker': return `declares ${object(from, a.attacker, 'a creature')} as an attacker against ${ref(from, a.target)}${a.band !== undefined ? ` in a band with ${object(from, a.band, 'a creature')}` : ''}`;
    case 'undeclareAttacker': return `takes ${object(from, a.attacker, 'a creature')} back out of the attack`;
    case 'confirmAttackers': return 'confirms their attackers';
    case 'declareAttackers': return a.attackers.length === 0 ? 'attacks with nothing' : `attacks with ${list(a.attackers.map((d) => `${object(from, d.attacker, 'a creature')} (at ${ref(from, d.target)})`))}`;
    case 'declareBlocker': return `declares ${object(from, a.blocker, 'a creature')} as a blocker of ${object(from, a.attacker, 'an attacker')}`;
    case 'undeclareBlocker': return `takes ${object(from, a.blocker, 'a creature')} back out of the blocks`;
    case 'confirmBlockers': return 'confirms their blockers';
    case 'declareBlockers': return a.blockers.length === 0 ? 'blocks with nothing' : `blocks with ${list(a.blockers.map((b) => `${object(from, b.blocker, 'a creature')} (blocking ${object(from, b.attacker, 'an attacker')})`))}`;
    case 'assignDamage': return `divides the combat damage of ${object(from, a.attacker, 'a creature')} as ${a.amounts.join(', ')}`;
    case 'putTrigger': return `puts a triggered ability onto the stack${targetsText(from, a.targets)}`;
    case 'choose': return `chooses ${choiceText(from, a)}`;
    case 'discard': return `discards ${object(from, a.card)}`;
    case 'concede': return 'concedes';
    case 'setStops': return a.stops === null ? 'asks to be given priority wherever they could act' : 'changes where they stop for priority';
    case 'putConspiracy': return `puts ${object(from, a.card, 'a conspiracy')} into the command zone`;
    case 'nameCard': return isView(from) && from.viewer !== a.player ? 'secretly names a card' : `secretly names ${list(a.names)}`;
    case 'chooseNumber': return `chooses the number ${a.number}`;
    case 'finishConspiracies': return 'is done putting conspiracies into the command zone';
    case 'keepHand': return `keeps opening hand ${a.index + 1}`;
    case 'turnFaceUp': return `turns ${object(from, a.object, 'a face-down conspiracy')} face up`;
    case 'playLandFromOutside': return `plays ${a.name} from outside the game`;
    case 'revealFromDeck': return `reveals ${object(from, a.card)} from their deck before the shuffle`;
    case 'exileDrafted': return `exiles ${object(from, a.card)} with ${object(from, a.with)}`;
    case 'variant': return `${a.name}${a.object !== undefined ? ` ${object(from, a.object)}` : ''}${a.target ? ` at ${ref(from, a.target)}` : ''}`;
  }
}

/**
 * One line of plain English for an action: "Ana casts Bronze Sable", "Ben declares Bronze Sable as
 * an attacker against Cy". From a state every card is named; from a {@link GameView}, cards are
 * named as its viewer may see them (another player's hidden card is "a card"), so a client can label
 * its own legal actions or show what another player did. A choice's answer names the options of the
 * decision the source shows, when it is the acting player's. Throws a RulesError `malformed` for a
 * source that is no state or view, or an action without the shape of an action of its type.
 */
export function describeAction(from: DescribeSource, a: ReadonlyAction): string {
  checkSource(from);
  checkActionFields(from.players.length, a);
  const text = actionText(from, a);
  return `${player(from, a.player)} ${text}`;
}
