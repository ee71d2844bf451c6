/**
 * describeEvent has a line of its own for every event type (an example of each, its fields all set),
 * with no field left unread as "undefined"; and from a view, an event the viewer may not see whole
 * never names its hidden card. The same for describeAction and every action type.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, createGame, describeAction, describeEvent, GAME_EVENT_TYPES, redactEvent, RulesError, view, type Action, type GameEvent, type GameEventOf, type GameEventType } from '../../src/index.js';
import { refusal } from '../helpers/refusal.js';

/** One event of each type, every field it may have set. */
const EXAMPLES: { readonly [T in GameEventType]: GameEventOf<T> } = {
  activate: { type: 'activate', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: '{T}: Draw a card.' },
  activateMana: { type: 'activateMana', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', toPlayer: 1, amount: 2, detail: 'G' },
  addMana: { type: 'addMana', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2, detail: 'R' },
  additionalHands: { type: 'additionalHands', rule: '100.1', player: 0, amount: 2 },
  additionalPhase: { type: 'additionalPhase', rule: '100.1', player: 0, detail: 'combat' },
  attach: { type: 'attach', rule: '100.1', object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1 },
  attack: { type: 'attack', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1 },
  becameMonarch: { type: 'becameMonarch', rule: '100.1', player: 0 },
  becomeCopy: { type: 'becomeCopy', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  becomesLandType: { type: 'becomesLandType', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'Swamp' },
  chosenOnEntry: { type: 'chosenOnEntry', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: '3' },
  choiceUndefined: { type: 'choiceUndefined', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: '3' },
  block: { type: 'block', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2 },
  bottomOrder: { type: 'bottomOrder', rule: '100.1', player: 0, amount: 2, detail: 'Bronze Sable / Muzzio, Visionary Architect', visibleTo: [0] },
  bury: { type: 'bury', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  cast: { type: 'cast', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2 },
  castWithoutPaying: { type: 'castWithoutPaying', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  ceaseToExist: { type: 'ceaseToExist', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'A1' },
  ceasedMonarch: { type: 'ceasedMonarch', rule: '100.1', player: 0 },
  changeTarget: { type: 'changeTarget', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1 },
  chooseNames: { type: 'chooseNames', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'Absorb Vis' },
  chooseNumber: { type: 'chooseNumber', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2 },
  chooseSource: { type: 'chooseSource', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  chosen: { type: 'chosen', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'sacrifice' },
  concede: { type: 'concede', rule: '100.1', player: 0 },
  conditionFailed: { type: 'conditionFailed', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  control: { type: 'control', rule: '100.1', player: 0, detail: 'turned over' },
  copy: { type: 'copy', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  copyCard: { type: 'copyCard', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'Spell Queller' },
  copySpell: { type: 'copySpell', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'Twincast' },
  counter: { type: 'counter', rule: '100.1', object: 1, card: 'Bronze Sable' },
  counters: { type: 'counters', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2, detail: '+1/+1' },
  countersCancel: { type: 'countersCancel', rule: '100.1', object: 1, amount: 2 },
  createToken: { type: 'createToken', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  damage: { type: 'damage', rule: '100.1', object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1, amount: 2, detail: 'something' },
  delayedTrigger: { type: 'delayedTrigger', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  deploy: { type: 'deploy', rule: '100.1', player: 0, object: 1 },
  deployLand: { type: 'deployLand', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  direction: { type: 'direction', rule: '100.1', player: 0, detail: 'A1: B2' },
  discard: { type: 'discard', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  doubleDamage: { type: 'doubleDamage', rule: '100.1', object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1, amount: 2 },
  draw: { type: 'draw', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  drawForbidden: { type: 'drawForbidden', rule: '100.1', player: 0 },
  drawFromEmpty: { type: 'drawFromEmpty', rule: '100.1', player: 0 },
  emblem: { type: 'emblem', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  exileWith: { type: 'exileWith', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'Arcane Savant' },
  extraTurn: { type: 'extraTurn', rule: '100.1', player: 0 },
  extraTurnAdded: { type: 'extraTurnAdded', rule: '100.1', player: 0 },
  extraTurnsLost: { type: 'extraTurnsLost', rule: '100.1', player: 0 },
  fight: { type: 'fight', rule: '100.1', object: 1, to: 2 },
  finishConspiracies: { type: 'finishConspiracies', rule: '100.1', player: 0 },
  fizzle: { type: 'fizzle', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  gainControl: { type: 'gainControl', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  gainLife: { type: 'gainLife', rule: '100.1', player: 0, amount: 2 },
  gameDrawn: { type: 'gameDrawn', rule: '100.1', detail: 'the turn limit is reached' },
  gameStart: { type: 'gameStart', rule: '100.1', player: 0 },
  goad: { type: 'goad', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  goadEnds: { type: 'goadEnds', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  guard: { type: 'guard', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1 },
  keep: { type: 'keep', rule: '100.1', player: 0, amount: 2 },
  keepHand: { type: 'keepHand', rule: '100.1', player: 0, amount: 2 },
  landsFromOutside: { type: 'landsFromOutside', rule: '100.1', player: 0, card: 'Bronze Sable' },
  leftGame: { type: 'leftGame', rule: '100.1', player: 0 },
  look: { type: 'look', rule: '100.1', player: 0, card: 'Bronze Sable' },
  lose: { type: 'lose', rule: '100.1', player: 0 },
  loseLife: { type: 'loseLife', rule: '100.1', player: 0, amount: 2 },
  mission: { type: 'mission', rule: '100.1', player: 0, to: 2, toPlayer: 1 },
  monstrous: { type: 'monstrous', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2 },
  moveCounter: { type: 'moveCounter', rule: '100.1', player: 0, object: 1, to: 2, amount: 2, detail: '+1/+1' },
  mulligan: { type: 'mulligan', rule: '100.1', player: 0, amount: 2 },
  name: { type: 'name', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'A1 {2}{G}' },
  newCard: { type: 'newCard', rule: '100.1', player: 0, detail: 'A1' },
  noBlockers: { type: 'noBlockers', rule: '100.1', player: 0 },
  noLifeGain: { type: 'noLifeGain', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2 },
  notCountered: { type: 'notCountered', rule: '100.1', object: 1, card: 'Bronze Sable' },
  patrol: { type: 'patrol', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  payAttackCost: { type: 'payAttackCost', rule: '100.1', player: 0 },
  peek: { type: 'peek', rule: '100.1', player: 0, card: 'Bronze Sable', detail: 'A1' },
  phaseIn: { type: 'phaseIn', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  phaseOut: { type: 'phaseOut', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  playLand: { type: 'playLand', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'from outside the game' },
  preventDamage: { type: 'preventDamage', rule: '100.1', object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1, amount: 2 },
  putConspiracy: { type: 'putConspiracy', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  redirectDamage: { type: 'redirectDamage', rule: '100.1', object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1, amount: 2 },
  regenerate: { type: 'regenerate', rule: '100.1', object: 1, card: 'Bronze Sable' },
  remainsInZone: { type: 'remainsInZone', rule: '100.1', player: 0, object: 1, card: 'Divination', zone: 'exile' },
  removeCounters: { type: 'removeCounters', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', amount: 2, detail: '+1/+1' },
  removedFromCombat: { type: 'removedFromCombat', rule: '100.1', object: 1 },
  resolve: { type: 'resolve', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable' },
  reveal: { type: 'reveal', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'from the deck, before the shuffle' },
  scenario: { type: 'scenario', rule: '100.1', detail: 'a test' },
  scrap: { type: 'scrap', rule: '100.1', player: 0, amount: 2 },
  scry: { type: 'scry', rule: '100.1', player: 0, amount: 2 },
  shuffle: { type: 'shuffle', rule: '100.1', player: 0 },
  specification: { type: 'specification', rule: '100.1', player: 0, card: 'Bronze Sable', detail: 'first: removal' },
  startingPlayer: { type: 'startingPlayer', rule: '100.1', player: 0, card: 'Bronze Sable' },
  stateBasedAction: { type: 'stateBasedAction', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'players 0, 1' },
  step: { type: 'step', rule: '100.1', player: 0, detail: 'upkeep' },
  tap: { type: 'tap', rule: '100.1', object: 1, card: 'Bronze Sable' },
  targetChosen: { type: 'targetChosen', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1 },
  trigger: { type: 'trigger', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'When this enters, draw a card.' },
  triggerRemoved: { type: 'triggerRemoved', rule: '100.1', player: 0, card: 'Bronze Sable' },
  triggersOrdered: { type: 'triggersOrdered', rule: '100.1', player: 0, amount: 2, card: 'Bronze Sable', detail: 'Dethrone' },
  turn: { type: 'turn', rule: '100.1', player: 0, amount: 2 },
  turnFaceUp: { type: 'turnFaceUp', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', detail: 'Absorb Vis' },
  unattach: { type: 'unattach', rule: '100.1', object: 1, card: 'Bronze Sable' },
  uncontrolledDecision: { type: 'uncontrolledDecision', rule: '100.1', player: 0, detail: 'cast: creature' },
  unscrap: { type: 'unscrap', rule: '100.1', player: 0, amount: 2 },
  vote: { type: 'vote', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2, toPlayer: 1, detail: 'grace' },
  voteControl: { type: 'voteControl', rule: '100.1', player: 0, amount: 2 },
  win: { type: 'win', rule: '100.1', player: 0 },
  zoneChange: { type: 'zoneChange', rule: '100.1', player: 0, object: 1, card: 'Bronze Sable', to: 2, from: 'hand', zone: 'battlefield' },
};

const deck = Array<string>(40).fill('Bronze Sable');
const state = createGame({ players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 1 });

describe('describeEvent for every event type', () => {
  it('gives each type a line of its own, reading every field it prints', () => {
    const lines = new Map<string, GameEventType>();
    for (const type of GAME_EVENT_TYPES) {
      const line = describeEvent(state, EXAMPLES[type]);
      expect(line, type).not.toMatch(/undefined|NaN|\[object|unknown type/);
      expect(line, type).toMatch(/\S {2}\[CR 100\.1\]$/);
      expect(lines.get(line), `${type} reads like ${lines.get(line)}`).toBeUndefined();
      lines.set(line, type);
    }
    expect(lines.size).toBe(GAME_EVENT_TYPES.length);
  });

  it('names the player and the card of an event about them', () => {
    expect(describeEvent(state, EXAMPLES.cast)).toBe('Ana casts Bronze Sable with X = 2  [CR 100.1]');
    expect(describeEvent(state, EXAMPLES.damage)).toBe('Bronze Sable deals 2 damage to Ben  [CR 100.1]');
    expect(describeEvent(state, EXAMPLES.stateBasedAction)).toBe('Bronze Sable is put into its owner\'s graveyard (state-based action)  [CR 100.1]');
    expect(describeEvent(state, { type: 'stateBasedAction', rule: '704.5a', detail: 'players 0, 1' })).toBe('Ana and Ben lose the game (state-based action)  [CR 704.5a]');
    expect(describeEvent(state, { type: 'draw', rule: '104.4a', detail: 'no player remains' })).toBe('the game is a draw: no player remains  [CR 104.4a]');
  });

  it('names the cards put on the bottom of a library in order to their owner only (CR 401.4), each whole though a name holds a comma', () => {
    const e = EXAMPLES.bottomOrder;
    expect(describeEvent(view(state, 0), redactEvent(e, 0))).toBe('Ana puts 2 cards on the bottom of their library in this order, from the highest: Bronze Sable; Muzzio, Visionary Architect  [CR 100.1]');
    for (const viewer of [1, 'spectator'] as const) {
      expect(describeEvent(view(state, viewer), redactEvent(e, viewer))).toBe("Ana puts 2 cards on the bottom of their library in an order they don't reveal  [CR 100.1]");
    }
  });

  it('cites a rule of a fan variant by its own name, not as a CR number', () => {
    expect(describeEvent(state, { ...EXAMPLES.shuffle, rule: 'AMM 2' })).toMatch(/\S {2}\[AMM 2\]$/);
    expect(describeEvent(state, { ...EXAMPLES.shuffle, rule: 'MT 8.5' })).toMatch(/\S {2}\[MT 8\.5\]$/);
  });

  it('from a view, names no card hidden from the viewer', () => {
    const hidden: GameEvent[] = [
      ...(['bottomOrder', 'ceaseToExist', 'chooseNames', 'draw', 'look', 'peek', 'putConspiracy'] as const).map((t) => ({ ...EXAMPLES[t], card: 'Absorb Vis', ...('detail' in EXAMPLES[t] ? { detail: 'Absorb Vis' } : {}), visibleTo: [0] }) as GameEvent),
      { type: 'zoneChange', rule: '400.7', player: 0, object: 1, to: 2, card: 'Absorb Vis', from: 'library', zone: 'hand' },
    ];
    for (const viewer of [1, 'spectator'] as const) {
      const v = view(state, viewer);
      for (const e of hidden) expect(describeEvent(v, redactEvent(e, viewer)), `${e.type} seen by ${viewer}`).not.toContain('Absorb Vis');
    }
    const mine = view(state, 0);
    expect(describeEvent(mine, redactEvent(hidden[3]!, 0))).toBe('Ana draws Absorb Vis  [CR 100.1]');
  });
});

/** One action of each type. */
const ACTIONS: { readonly [T in Action['type']]: Extract<Action, { type: T }> } = {
  keep: { type: 'keep', player: 0 },
  mulligan: { type: 'mulligan', player: 0 },
  bottom: { type: 'bottom', player: 0, card: 1 },
  pass: { type: 'pass', player: 0 },
  playLand: { type: 'playLand', player: 0, card: 1 },
  cast: { type: 'cast', player: 0, card: 1, targets: [{ player: 1 }], x: 2, kicked: 1 },
  activate: { type: 'activate', player: 0, source: 1, ability: 0, targets: [{ object: 2 }], x: 0 },
  declareAttacker: { type: 'declareAttacker', player: 0, attacker: 1, target: { player: 1 } },
  undeclareAttacker: { type: 'undeclareAttacker', player: 0, attacker: 1 },
  confirmAttackers: { type: 'confirmAttackers', player: 0 },
  declareAttackers: { type: 'declareAttackers', player: 0, attackers: [{ attacker: 1, target: { player: 1 } }] },
  declareBlocker: { type: 'declareBlocker', player: 1, blocker: 2, attacker: 1 },
  undeclareBlocker: { type: 'undeclareBlocker', player: 1, blocker: 2 },
  confirmBlockers: { type: 'confirmBlockers', player: 1 },
  declareBlockers: { type: 'declareBlockers', player: 1, blockers: [{ blocker: 2, attacker: 1 }] },
  assignDamage: { type: 'assignDamage', player: 0, attacker: 1, amounts: [1, 1] },
  putTrigger: { type: 'putTrigger', player: 0, index: 0, targets: [{ player: 1 }] },
  choose: { type: 'choose', player: 0, choice: [0] },
  discard: { type: 'discard', player: 0, card: 1 },
  concede: { type: 'concede', player: 0 },
  setStops: { type: 'setStops', player: 0, stops: null },
  putConspiracy: { type: 'putConspiracy', player: 0, card: 1 },
  nameCard: { type: 'nameCard', player: 0, names: ['Absorb Vis'] },
  chooseNumber: { type: 'chooseNumber', player: 0, number: 3 },
  finishConspiracies: { type: 'finishConspiracies', player: 0 },
  keepHand: { type: 'keepHand', player: 0, index: 1 },
  turnFaceUp: { type: 'turnFaceUp', player: 0, object: 1 },
  playLandFromOutside: { type: 'playLandFromOutside', player: 0, name: 'Forest' },
  revealFromDeck: { type: 'revealFromDeck', player: 0, card: 1 },
  exileDrafted: { type: 'exileDrafted', player: 0, card: 1, with: 2 },
  variant: { type: 'variant', player: 0, name: 'deploy', object: 1 },
};

describe('describeAction for every action type', () => {
  it('gives each type a line of its own, naming who acts', () => {
    const lines = new Set<string>();
    for (const type of ACTION_TYPES) {
      const line = describeAction(state, ACTIONS[type]);
      expect(line, type).not.toMatch(/undefined|NaN|\[object|unknown type/);
      expect(line, type).toMatch(/^(Ana|Ben) \S/);
      expect(lines.has(line), line).toBe(false);
      lines.add(line);
    }
    expect(describeAction(state, ACTIONS.cast)).toBe('Ana casts Bronze Sable with X = 2 kicked 1 time targeting Ben');
    expect(describeAction(state, ACTIONS.declareBlocker)).toBe('Ben declares Bronze Sable as a blocker of Bronze Sable');
  });

  it('from another player\'s view, names neither a hidden card nor a secret name', () => {
    const ben = view(state, 1);
    expect(describeAction(ben, ACTIONS.discard)).toBe('Ana discards a card');
    expect(describeAction(ben, ACTIONS.nameCard)).toBe('Ana secretly names a card');
    expect(describeAction(view(state, 0), ACTIONS.nameCard)).toBe('Ana secretly names Absorb Vis');
    // a double agenda's two names are one action, told to others as a hidden agenda's one is (CR 702.106f)
    const both = { type: 'nameCard' as const, player: 0, names: ['Absorb Vis', 'Plains'] };
    expect(describeAction(ben, both)).toBe(describeAction(ben, ACTIONS.nameCard));
    expect(describeAction(view(state, 0), both)).toBe('Ana secretly names Absorb Vis and Plains');
  });
});

describe('describeEvent and describeAction given what is no event or action', () => {

  it('refuse null, a number, a list, an object of no type, and an action of no known type as RulesError malformed (not a TypeError)', () => {
    for (const garbage of [null, undefined, 5, 'pass', [], {}, { type: 5 }, { rule: '117.3d' }, Symbol('event')]) {
      expect(refusal(() => describeEvent(state, garbage as never)).code).toBe('malformed');
      expect(refusal(() => describeAction(state, garbage as never)).code).toBe('malformed');
    }
    expect(refusal(() => describeAction(state, { type: 'castSpell', player: 0 } as never)).message).toBe('unknown action type "castSpell"');
    expect(refusal(() => describeAction(state, { type: 'cast', player: 0 } as never)).code).toBe('malformed');
    expect(refusal(() => describeAction(state, { type: 'pass', player: 1n } as never)).message).toContain('not a bigint');
    expect(refusal(() => describeEvent(state, { type: 'win', rule: '104.2a', player: 7 } as never)).message).toContain('no seat of this game of 2 is 7');
    expect(refusal(() => describeEvent(state, { type: 'reveal', rule: '701.20a', player: 0, card: 3 } as never)).message).toBe('event.card must be text, not 3');
  });

  it('refuse an event of a known type without a field its type requires, naming the field, and describe one without a field it may lack', () => {
    for (const from of [state, view(state, 1)]) {
      for (const type of GAME_EVENT_TYPES) {
        for (const field of Object.keys(EXAMPLES[type]).filter((k) => k !== 'type' && k !== 'rule')) {
          const { [field]: _dropped, ...truncated } = EXAMPLES[type] as unknown as Record<string, unknown>;
          let line: string;
          try {
            line = describeEvent(from, truncated as never);
          } catch (e) {
            expect(e, `${type} without ${field}`).toBeInstanceOf(RulesError);
            expect((e as RulesError).code).toBe('malformed');
            expect((e as RulesError).message, `${type} without ${field}`).toBe(`event.${field} is missing: every ${type} event has one`);
            continue;
          }
          expect(line, `${type} without ${field}`).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
    for (const type of ['becomeCopy', 'copy', 'landsFromOutside', 'name', 'reveal', 'specification'] as const) {
      const { card: _card, ...noCard } = EXAMPLES[type];
      expect(refusal(() => describeEvent(state, noCard as never)).message).toBe(`event.card is missing: every ${type} event has one`);
    }
    const { detail: _detail, ...noDetail } = EXAMPLES.name;
    expect(refusal(() => describeEvent(view(state, 0), noDetail as never)).message).toBe('event.detail is missing: every name event has one');
  });

  it('refuse a source that is no state or view', () => {
    for (const from of [null, 5, {}]) {
      expect(refusal(() => describeEvent(from as never, EXAMPLES.win)).code).toBe('malformed');
      expect(refusal(() => describeAction(from as never, ACTIONS.concede)).code).toBe('malformed');
    }
  });

  it('still describe an event of a type this version does not know by its type (a newer save)', () => {
    expect(describeEvent(state, { type: 'newKind', rule: '999.1' } as never)).toMatch(/^an event of unknown type "newKind"/);
  });
});
