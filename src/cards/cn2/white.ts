/**
 * White cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import type { Amount, EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import type { ObjectId, PlayerId, Ref } from '../../state/types.js';
import { askEnchanted } from '../aura-entering.js';
import { askEntryChoices, type Entering } from '../../engine/entry-choices.js';
import { putOntoBattlefieldTogether } from '../../engine/game-actions.js';
import { mutableObject } from '../../engine/working-copy.js';
import { characteristics, isCreature } from '../../engine/characteristics.js';
import { apnap } from '../../engine/players.js';
import { askOrder } from '../../rules/701.22-scry.js';
import { arrangeLibraryBottom, moveObject, obj, onBattlefield } from '../../zones/zones.js';
import { basicLandcycling } from '../cycling.js';
import { inCombat } from '../../engine/removed-from-combat.js';
import { target, targetArtifactOrEnchantment, targetCreature } from '../common.js';
import { protectionFromChosenColor } from '../color-choice.js';
import { monstrosityAbility, selfWhileMonstrous } from '../monstrous.js';
import { isMonstrous } from '../../rules/701.37-monstrosity.js';

/**
 * The number of creatures the source is blocking, as the ability resolves: one that has left the
 * battlefield since is no longer in combat (CR 506.4), so the source no longer blocks it.
 */
const blockedCount: Amount = {
  computed: ({ state, source }) => state.combat?.blockers.find((b) => b.id === source)?.blocking.filter((a) => onBattlefield(state, a)).length ?? 0,
};

/**
 * Hallowed Burial: every creature goes to the bottom of its owner's library at the same time; each
 * owner, in APNAP order (CR 101.4), chooses the relative order of their cards (CR 401.4). Tokens go
 * too, and cease to exist there (CR 111.7), so nobody orders them.
 */
function hallowedBurial({ state }: EffectContext, io: ResolutionIo): boolean {
  const creatures = state.battlefield.filter((id) => isCreature(state, id));
  const orders = new Map<PlayerId, ObjectId[]>();
  for (const owner of apnap(state)) {
    const cards = creatures.filter((id) => obj(state, id).owner === owner && obj(state, id).kind !== 'token');
    const order = askOrder(cards, owner, `order:${owner}`, 'bottomOrder', io, '401.4');
    if (!order) return false;
    orders.set(owner, order);
  }
  // CR 401.4: the owner doesn't reveal the order, so the cards move (and are logged, and get their new
  // ids) in the battlefield's order, which is public; each owner's cards then lie in the order chosen,
  // which an event only its owner sees records
  const moved = new Map(creatures.map((id) => [id, moveObject(state, id, 'library', { rule: '401.4', position: 'bottom' })]));
  for (const [owner, order] of orders) arrangeLibraryBottom(state, owner, order.map((id) => moved.get(id) as ObjectId));
  return true;
}

/** The card types of permanent cards (CR 110.4b). */
const PERMANENT_TYPES: readonly string[] = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

/**
 * Faith's Reward: the permanent cards (CR 110.4b) in its controller's graveyard put there from the
 * battlefield this turn return to the battlefield at the same time (CR 603.6a). As they enter, the
 * controller chooses what each Aura enchants, among what is already on the battlefield (CR 303.4f;
 * an Aura with nothing to enchant stays, CR 303.4g), and whether a card enters as a copy (CR 707.9).
 */
function faithsReward({ state, controller }: EffectContext, io: ResolutionIo): boolean {
  const graveyard = (state.players[controller] as (typeof state.players)[number]).graveyard;
  const cards = graveyard.filter((id) => obj(state, id).fromBattlefieldTurn === state.turn.number && characteristics(state, id).types.some((t) => PERMANENT_TYPES.includes(t)));
  const entries: { id: ObjectId; entering: Entering; enchants: Ref | null }[] = [];
  for (const id of cards) {
    const aura = askEnchanted(state, io, `enchant:${id}`, id, controller);
    if (aura === null) return false;
    if (aura === 'staysPut') continue;
    const entering = askEntryChoices(state, io, `copy:${id}`, id, controller);
    if (!entering) return false;
    entries.push({ id, entering, enchants: aura.enchants });
  }
  const entered = putOntoBattlefieldTogether(state, entries, controller, '608.2c');
  entries.forEach((e, i) => {
    if (e.enchants) mutableObject(state, entered[i] as ObjectId).attachedTo = e.enchants;
  });
  return true;
}

/** The white CN2 cards the engine implements. */
export const cn2White: readonly CardDefinition[] = [
  card('Affa Guard Hound', {
    keywords: ['flash'],
    triggered: [{
      text: 'When Affa Guard Hound enters the battlefield, target creature gets +0/+3 until end of turn.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: 0, toughness: 3 }],
    }],
  }),
  card('Disenchant', {
    spell: { targets: [targetArtifactOrEnchantment], effects: [{ do: 'destroy', what: { target: 0 } }] },
  }),
  card('Doomed Traveler', {
    triggered: [{
      text: 'When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.',
      when: { event: 'dies', subject: 'self' },
      effects: [{ do: 'token', token: 'token:spirit-1-1-flying', amount: 1, who: 'you' }],
    }],
  }),
  card('Kill Shot', {
    spell: {
      targets: [target('target attacking creature', { types: ['Creature'], attacking: true })],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    },
  }),
  card('Raise the Alarm', {
    spell: { effects: [{ do: 'token', token: 'token:soldier-1-1', amount: 2, who: 'you' }] },
  }),
  card('Reviving Dose', {
    // Gain life (CR 119.3), then draw (CR 121.1).
    spell: { effects: [{ do: 'gainLife', amount: 3, who: 'you' }, { do: 'draw', amount: 1, who: 'you' }] },
  }),
  card('Wild Griffin', { keywords: ['flying'] }),
  card('Windborne Charge', {
    spell: {
      targets: [
        target('target creature you control', { types: ['Creature'], controller: 'you' }),
        target('target creature you control', { types: ['Creature'], controller: 'you' }),
      ],
      effects: [
        { do: 'pump', what: { target: 0 }, power: 2, toughness: 2, keywords: ['flying'] },
        { do: 'pump', what: { target: 1 }, power: 2, toughness: 2, keywords: ['flying'] },
      ],
    },
  }),
  card('Zealous Strike', {
    spell: { targets: [targetCreature], effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2, keywords: ['first strike'] }] },
  }),
  card('Recruiter of the Guard', {
    triggered: [{
      text: 'When Recruiter of the Guard enters the battlefield, you may search your library for a creature card with toughness 2 or less, reveal it, put it into your hand, then shuffle.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{
        do: 'may',
        prompt: 'search your library for a creature card with toughness 2 or less',
        then: [{ do: 'search', who: 'you', filter: { types: ['Creature'], toughnessAtMost: 2 }, to: 'hand', reveal: true, amount: 1 }],
      }],
    }],
  }),
  card('Gleam of Resistance', {
    spell: {
      effects: [
        { do: 'pump', what: { all: { types: ['Creature'], controller: 'you' } }, power: 1, toughness: 2 },
        { do: 'untap', what: { all: { types: ['Creature'], controller: 'you' } } },
      ],
    },
    activated: [basicLandcycling('{1}{W}')],
  }),
  card('Hollowhenge Spirit', {
    keywords: ['flash', 'flying'],
    triggered: [{
      text: 'When Hollowhenge Spirit enters the battlefield, remove target attacking or blocking creature from combat.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [target('target attacking or blocking creature', { types: ['Creature'], test: (state, id) => inCombat(state, id) })],
      effects: [{ do: 'removeFromCombat', what: { target: 0 } }],
    }],
  }),
  card('Gods Willing', {
    spell: {
      targets: [target('target creature you control', { types: ['Creature'], controller: 'you' })],
      effects: [protectionFromChosenColor(0), { do: 'scry', who: 'you', amount: 1 }],
    },
  }),
  card('Guardian of the Gateless', {
    keywords: ['flying'],
    statics: [{ kind: 'blockAdditional', text: 'Guardian of the Gateless can block any number of creatures.', count: Infinity }],
    triggered: [{
      text: "Whenever Guardian of the Gateless blocks, it gets +1/+1 until end of turn for each creature it's blocking.",
      when: { event: 'blocks', subject: 'self' },
      effects: [{ do: 'pump', what: 'self', power: blockedCount, toughness: blockedCount }],
    }],
  }),
  card('Sanctum Prelate', {
    statics: [
      // "As [this permanent] enters" is a replacement effect (CR 614.1c).
      { kind: 'asEntersChoose', text: 'As Sanctum Prelate enters the battlefield, choose a number.', choose: 'number' },
      // A prohibition judged once X is chosen (CR 601.3a, 601.2e); a spell's {X} counts as its chosen value on the stack (CR 202.3e).
      { kind: 'cantCastChosenManaValue', text: "Noncreature spells with mana value equal to the chosen number can't be cast.", spells: { notTypes: ['Creature'] } },
    ],
  }),
  card('Hundred-Handed One', {
    keywords: ['vigilance'],
    activated: [monstrosityAbility('{3}{W}{W}{W}', 3)],
    statics: [
      { kind: 'grantKeywords', text: 'As long as Hundred-Handed One is monstrous, it has reach', affects: selfWhileMonstrous, keywords: ['reach'] },
      {
        kind: 'blockAdditional',
        text: 'and can block an additional ninety-nine creatures each combat.',
        count: 99,
        while: ({ state, source }) => isMonstrous(state, source),
      },
    ],
  }),
  card('Hallowed Burial', {
    spell: {
      // Each owner orders their cards going to the bottom together, unrevealed (CR 401.4).
      effects: [{ do: 'customAsking', text: "Put all creatures on the bottom of their owners' libraries.", run: hallowedBurial }],
    },
  }),
  card("Faith's Reward", {
    spell: {
      effects: [{
        do: 'customAsking',
        text: 'Return to the battlefield all permanent cards in your graveyard that were put there from the battlefield this turn.',
        // An Aura card returned this way enchants what its controller chooses as it enters (CR 303.4f).
        run: faithsReward,
      }],
    },
  }),
  card('Spirit of the Hearth', {
    keywords: ['flying'],
    statics: [{ kind: 'playerHexproof', text: "You have hexproof. (You can't be the target of spells or abilities your opponents control.)" }],
  }),
  card('Ghostly Prison', {
    statics: [{
      // A cost to attack, totalled and paid as attackers are declared (CR 508.1h, 508.1j).
      kind: 'attackTax',
      text: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
      mana: '{2}',
    }],
  }),
];
