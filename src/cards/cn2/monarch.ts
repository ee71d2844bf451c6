/**
 * The monarch cards of Conspiracy: Take the Crown (CN2): each makes its controller the monarch or
 * cares who the monarch is (CR 725, defined once in its rule module).
 *
 * @module
 */
import { opponents } from '../../engine/players.js';
import { isMonarch } from '../../rules/725-the-monarch.js';
import { tapForMana, target } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext, TriggeredDef } from '../types.js';

/** "When ~ enters the battlefield, you become the monarch." (CR 725.1), in the card's own words. */
function youBecomeTheMonarch(text: string): TriggeredDef {
  return { text, when: { event: 'entersBattlefield', subject: 'self' }, effects: [{ do: 'becomeMonarch', who: 'you' }] };
}

/** "if you're the monarch" (CR 725.1). */
function youAreTheMonarch(ctx: EffectContext): boolean {
  return isMonarch(ctx.state, ctx.controller);
}

/** "if an opponent is the monarch" (CR 725.1, 102.2). */
function anOpponentIsTheMonarch(ctx: EffectContext): boolean {
  const m = ctx.state.monarch;
  return m !== null && opponents(ctx.state, ctx.controller).includes(m);
}

/**
 * The trigger condition of Canal Courier (CR 603.2): it attacks a player, and another attacking
 * creature attacks a different player (attacking a planeswalker is not attacking a player).
 */
function attacksADifferentPlayerThanAnother(ctx: EffectContext): boolean {
  const attackers = ctx.state.combat?.attackers ?? [];
  const self = attackers.find((a) => a.id === ctx.source);
  if (!self || !('player' in self.target)) return false;
  const player = self.target.player;
  return attackers.some((a) => a.id !== ctx.source && 'player' in a.target && a.target.player !== player);
}

/** The monarch cards of CN2 the engine implements. */
export const cn2Monarch: readonly CardDefinition[] = [
  card('Canal Courier', {
    triggered: [
      youBecomeTheMonarch('When Canal Courier enters the battlefield, you become the monarch.'),
      {
        text: "Whenever Canal Courier and another creature attack different players, Canal Courier can't be blocked this combat.",
        when: { event: 'attacks', subject: 'self' },
        triggersIf: attacksADifferentPlayerThanAnother,
        effects: [{ do: 'cantBeBlocked', what: 'self', until: 'endOfCombat' }],
      },
    ],
  }),
  card('Crown-Hunter Hireling', {
    triggered: [youBecomeTheMonarch('When Crown-Hunter Hireling enters the battlefield, you become the monarch.')],
    statics: [{
      kind: 'cantAttackUnless',
      text: "Crown-Hunter Hireling can't attack unless defending player is the monarch.",
      // CR 725.5: while there is no monarch, the restriction does nothing
      allows: (ctx, defender) => ctx.state.monarch === null || isMonarch(ctx.state, defender),
    }],
  }),
  card('Custodi Lich', {
    triggered: [
      youBecomeTheMonarch('When Custodi Lich enters the battlefield, you become the monarch.'),
      {
        text: 'Whenever you become the monarch, target player sacrifices a creature.',
        when: { event: 'becomesMonarch', who: 'you' },
        targets: [{ kind: 'player', text: 'target player' }],
        effects: [{ do: 'sacrifice', who: { target: 0 }, filter: { types: ['Creature'] }, amount: 1 }],
      },
    ],
  }),
  card('Garrulous Sycophant', {
    triggered: [{
      text: "At the beginning of your end step, if you're the monarch, each opponent loses 1 life and you gain 1 life.",
      when: { event: 'beginningOfStep', step: 'end', whose: 'you' },
      condition: youAreTheMonarch,
      effects: [{ do: 'loseLife', amount: 1, who: 'eachOpponent' }, { do: 'gainLife', amount: 1, who: 'you' }],
    }],
  }),
  card('Knights of the Black Rose', {
    triggered: [
      youBecomeTheMonarch('When Knights of the Black Rose enters the battlefield, you become the monarch.'),
      {
        text: 'Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life.',
        when: { event: 'becomesMonarch', who: 'opponent' },
        condition: (ctx) => ctx.state.history.monarchAsTurnBegan === ctx.controller,
        effects: [{ do: 'loseLife', amount: 2, who: 'eventPlayer' }, { do: 'gainLife', amount: 2, who: 'you' }],
      },
    ],
  }),
  card('Entourage of Trest', {
    triggered: [youBecomeTheMonarch('When Entourage of Trest enters the battlefield, you become the monarch.')],
    statics: [{
      kind: 'blockAdditional',
      text: "Entourage of Trest can block an additional creature each combat as long as you're the monarch.",
      count: 1,
      while: youAreTheMonarch,
    }],
  }),
  card('Keeper of Keys', {
    triggered: [
      youBecomeTheMonarch('When Keeper of Keys enters the battlefield, you become the monarch.'),
      {
        text: "At the beginning of your upkeep, if you're the monarch, creatures you control can't be blocked this turn.",
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        condition: youAreTheMonarch,
        effects: [{ do: 'cantBeBlocked', creaturesOf: 'you', until: 'endOfTurn' }],
      },
    ],
  }),
  card("Marchesa's Decree", {
    triggered: [
      youBecomeTheMonarch("When Marchesa's Decree enters the battlefield, you become the monarch."),
      {
        text: "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life.",
        when: { event: 'attacks', subject: { types: ['Creature'] }, defender: 'you' },
        effects: [{ do: 'loseLife', amount: 1, who: 'eventObjectController' }],
      },
    ],
  }),
  card('Palace Jailer', {
    triggered: [
      youBecomeTheMonarch('When Palace Jailer enters the battlefield, you become the monarch.'),
      {
        text: 'When Palace Jailer enters the battlefield, exile target creature an opponent controls until an opponent becomes the monarch.',
        when: { event: 'entersBattlefield', subject: 'self' },
        targets: [target('target creature an opponent controls', { types: ['Creature'], controller: 'opponent' })],
        effects: [{ do: 'exileUntil', what: { target: 0 }, until: 'anOpponentBecomesMonarch' }],
      },
    ],
  }),
  card('Palace Sentinels', {
    triggered: [youBecomeTheMonarch('When Palace Sentinels enters the battlefield, you become the monarch.')],
  }),
  card('Protector of the Crown', {
    triggered: [youBecomeTheMonarch('When Protector of the Crown enters the battlefield, you become the monarch.')],
    statics: [{ kind: 'redirectDamageToSelf', text: 'All damage that would be dealt to you is dealt to Protector of the Crown instead.' }],
  }),
  card('Queen Marchesa', {
    keywords: ['deathtouch', 'haste'],
    triggered: [
      youBecomeTheMonarch('When Queen Marchesa enters, you become the monarch.'),
      {
        text: 'At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin creature token with deathtouch and haste.',
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        condition: anOpponentIsTheMonarch,
        effects: [{ do: 'token', token: 'token:assassin-1-1-deathtouch-haste', amount: 1, who: 'you' }],
      },
    ],
  }),
  card('Regal Behemoth', {
    keywords: ['trample'],
    triggered: [
      youBecomeTheMonarch('When Regal Behemoth enters the battlefield, you become the monarch.'),
      {
        text: "Whenever you tap a land for mana while you're the monarch, add an additional one mana of any color.",
        when: { event: 'tapsLandForMana' },
        condition: youAreTheMonarch,
        effects: [{ do: 'addMana', mana: 'anyColor', amount: 1 }],
      },
    ],
  }),
  card('Skyline Despot', {
    keywords: ['flying'],
    triggered: [
      youBecomeTheMonarch('When Skyline Despot enters the battlefield, you become the monarch.'),
      {
        text: "At the beginning of your upkeep, if you're the monarch, create a 5/5 red Dragon creature token with flying.",
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        condition: youAreTheMonarch,
        effects: [{ do: 'token', token: 'token:dragon-5-5-flying', amount: 1, who: 'you' }],
      },
    ],
  }),
  card('Thorn of the Black Rose', {
    keywords: ['deathtouch'],
    triggered: [youBecomeTheMonarch('When Thorn of the Black Rose enters the battlefield, you become the monarch.')],
  }),
  card('Throne of the High City', {
    activated: [
      tapForMana('C'),
      {
        text: '{4}, {T}, Sacrifice Throne of the High City: You become the monarch.',
        cost: { mana: '{4}', tap: true, sacrificeSelf: true },
        effects: [{ do: 'becomeMonarch', who: 'you' }],
      },
    ],
  }),
  card('Throne Warden', {
    triggered: [{
      text: "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Throne Warden.",
      when: { event: 'beginningOfStep', step: 'end', whose: 'you' },
      condition: youAreTheMonarch,
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
  }),
];
