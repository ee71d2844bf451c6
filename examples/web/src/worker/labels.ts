// Words for a legal action, read from the deciding player's view only (so a client holding views from
// a room labels its actions the same way as the local table does).
import { cards, rules, type Action, type AttackTarget, type ChoiceOption, type GameView, type ObjectView, type Ref } from 'paliano';

/** The objects a view shows, by id. */
export function objectsOf(v: GameView): Map<number, ObjectView> {
  const byId = new Map<number, ObjectView>();
  const zones: (readonly ObjectView[] | undefined)[] = [v.battlefield, v.stack, v.exile, v.command, v.phasedOut, v.choiceObjects];
  for (const p of v.players) zones.push(p.graveyard, p.hand, p.sideboard);
  for (const zone of zones) for (const o of zone ?? []) byId.set(o.id, o);
  return byId;
}

/** A card's name as a label: a face-down card is "a face-down card", a token by its token name. */
export function cardName(name: string): string {
  if (name === '') return 'a face-down card';
  return name.startsWith('token:') ? `${name.slice('token:'.length)} token` : name;
}

/**
 * An object's name on the screen: its name now, and when that is not its card's (a copy has the
 * copied name, CR 707.2), the card it is in brackets, "Lizard Warrior (Dack's Duplicate)". A token
 * shows its name alone; a face-down card its card, to whoever may look at it (CR 708.5).
 */
export function objectName(o: ObjectView): string {
  if (o.name === '' || o.name === o.card) return cardName(o.card);
  return o.card.startsWith('token:') ? o.name : `${o.name} (${cardName(o.card)})`;
}

/**
 * What a creature's combat damage may be divided among, in the order of an `assignDamage` action's
 * amounts: an attacker's blockers still on the battlefield, then what it attacks (an amount for it
 * only with trample, CR 510.1c, 702.19b); a blocker's attackers still on the battlefield (CR 510.1d,
 * 702.22k).
 */
function damageRecipients(v: GameView, id: number): ({ object: number } | { player: number })[] {
  const there = new Set(v.battlefield.map((o) => o.id));
  const attacker = v.combat?.attackers.find((x) => x.id === id);
  if (attacker) {
    const target = 'player' in attacker.target ? { player: attacker.target.player } : { object: attacker.target.planeswalker };
    return [...attacker.blockers.filter((b) => there.has(b)).map((object) => ({ object })), target];
  }
  return (v.combat?.blockers.find((x) => x.id === id)?.blocking ?? []).filter((x) => there.has(x)).map((object) => ({ object }));
}

/** How one view's labels name objects (by id), players (by seat) and a choice's options or targets. */
export interface Namer {
  card(id: number): string;
  who(player: number): string;
  ref(r: Ref | ChoiceOption): string;
}

/** The names of one view: a name several objects share gets each one's id, as the screen shows it on the card (#id). */
export function namer(v: GameView): Namer {
  const objects = objectsOf(v);
  const counts = new Map<string, number>();
  for (const o of objects.values()) counts.set(objectName(o), (counts.get(objectName(o)) ?? 0) + 1);
  const card = (id: number): string => {
    const o = objects.get(id);
    if (!o) return `card #${id}`;
    const name = objectName(o);
    return (counts.get(name) ?? 0) > 1 ? `${name} #${id}` : name;
  };
  const who = (p: number): string => (p === v.viewer ? 'you' : (v.players[p]?.name ?? `seat ${p + 1}`));
  return { card, who, ref: (r) => ('player' in r ? who(r.player) : 'object' in r ? card(r.object) : r.label) };
}

/** The modes chosen of a modal spell or ability (CR 700.2), by their text: "mode: Untap target permanent you control." */
function modeText(modes: readonly { text: string }[] | undefined, chosen: readonly number[]): string {
  const texts = chosen.map((m) => modes?.[m]?.text);
  if (texts.some((t) => t === undefined)) return `mode ${chosen.map((m) => m + 1).join('+')}`;
  return `${chosen.length === 1 ? 'mode' : 'modes'}: ${texts.join(' + ')}`;
}

/** Labels the actions of one view. */
export function actionLabeler(v: GameView): (a: Action) => string {
  const objects = objectsOf(v);
  const { card, who, ref } = namer(v);
  // a spell dividing its damage (CR 601.2d) shows each target's share
  const targets = (ts: readonly Ref[], shares?: readonly number[]): string => (ts.length === 0 ? '' : ` → ${ts.map((t, i) => (shares?.[i] === undefined ? ref(t) : `${ref(t)} (${shares[i]})`)).join(', ')}`);
  const attacked = (t: AttackTarget): string => ('player' in t ? who(t.player) : card(t.planeswalker));
  const abilityText = (name: string | undefined, kind: 'activated' | 'triggered', i: number): string => {
    const def = name ? cards.get(name) : undefined;
    return def?.[kind]?.[i]?.text ?? `ability ${i + 1}`;
  };
  // a copy has the abilities of what it copies, named by its name (CR 707.2)
  const definingName = (o: ObjectView | undefined): string | undefined => (o && o.name !== '' && cards.get(o.name) ? o.name : o?.card);
  return (a) => {
    switch (a.type) {
      case 'pass': return 'Pass priority';
      case 'keep': return 'Keep this hand';
      case 'mulligan': return 'Take a mulligan';
      case 'bottom': return `Put ${card(a.card)} on the bottom of your library`;
      case 'playLand': return `Play ${card(a.card)}${a.name ? ` as ${a.name}` : ''}`;
      case 'cast': {
        const extras = [
          a.x ? `X=${a.x}` : '',
          a.modes && a.modes.length > 0 ? modeText(cards.get(definingName(objects.get(a.card)) ?? '')?.spell?.modes, a.modes) : '',
          a.kicked ? `kicked ×${a.kicked}` : '',
          a.sacrifice !== undefined ? `sacrificing ${card(a.sacrifice)}` : '',
          a.discard !== undefined ? `discarding ${card(a.discard)}` : '',
          a.exileInstead !== undefined ? `exiling ${card(a.exileInstead)} instead of paying` : '',
          a.exileFromGraveyard && a.exileFromGraveyard.length > 0 ? `exiling ${a.exileFromGraveyard.map(card).join(', ')}` : '',
        ].filter((x) => x !== '');
        return `Cast ${card(a.card)}${a.name ? ` as ${a.name}` : ''}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}${targets(a.targets, a.division)}`;
      }
      case 'activate': {
        const source = objects.get(a.source);
        const extras = [a.x ? `X=${a.x}` : '', a.color ?? '', a.colors ? a.colors.join('') : '', a.sacrifice !== undefined ? `sacrificing ${card(a.sacrifice)}` : '', a.exile !== undefined ? `exiling ${card(a.exile)}` : '', a.chosenPlayer !== undefined ? `for ${who(a.chosenPlayer)}` : '', a.chosenCard !== undefined ? `choosing ${card(a.chosenCard)}` : ''].filter((x) => x !== '');
        return `Activate ${card(a.source)}: ${abilityText(definingName(source), 'activated', a.ability)}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}${targets(a.targets)}`;
      }
      case 'declareAttacker': return `Attack ${attacked(a.target)} with ${card(a.attacker)}${a.band !== undefined ? ` (banding with ${card(a.band)})` : ''}`;
      case 'confirmAttackers': return 'Done declaring attackers';
      case 'declareBlocker': return `Block ${card(a.attacker)} with ${card(a.blocker)}`;
      case 'confirmBlockers': return 'Done declaring blockers';
      case 'assignDamage': {
        const to = damageRecipients(v, a.attacker).map((r) => ('player' in r ? who(r.player) : card(r.object)));
        const shares = to.length >= a.amounts.length ? a.amounts.map((n, i) => `${n} to ${to[i]}`).join(', ') : a.amounts.join(' / ');
        return `Assign ${card(a.attacker)}'s damage: ${shares}`;
      }
      case 'putTrigger': {
        const t = v.pendingTriggers[a.index];
        const from = t ? (t.source !== null && objects.has(t.source) ? card(t.source) : t.card === '' ? '' : cardName(t.card)) : '';
        const ofRule = t && t.card === '' ? `${rules.get(t.rule ?? '')?.title ?? 'the ability'} (CR ${t.rule ?? '?'})${from ? ` of ${from}` : ''}` : '';
        const text = !t ? 'a triggered ability' : t.card === '' ? ofRule : `${from}: ${abilityText(t.card, 'triggered', t.ability)}`;
        const modes = t && t.card !== '' ? cards.get(t.card)?.triggered?.[t.ability]?.modes : undefined;
        return `Put on the stack: ${text}${a.modes && a.modes.length > 0 ? ` (${modeText(modes, a.modes)})` : ''}${targets(a.targets)}`;
      }
      case 'choose': {
        const d = v.decision;
        if (!d || d.kind !== 'choose' || !('choice' in d)) return `Choose ${a.choice.join(', ')}`;
        const picked = a.choice.map((i) => d.choice.options[i]).filter((o): o is ChoiceOption => o !== undefined);
        return `${d.choice.prompt}: ${picked.length === 0 ? 'nothing' : picked.map(ref).join(', ')}`;
      }
      case 'discard': return `Discard ${card(a.card)}`;
      case 'putConspiracy': return `Put ${card(a.card)} into the command zone`;
      case 'nameCard': return `Secretly name ${a.names.join(' and ')}`;
      case 'chooseNumber': return `Choose the number ${a.number}`;
      case 'finishConspiracies': return 'Done with conspiracies';
      case 'keepHand': {
        // the deciding player's view shows the cards of each of their opening hands (Backup Plan)
        const hand = v.decision?.kind === 'startOfGame' && 'hands' in v.decision ? v.decision.hands?.[a.index] : undefined;
        return `Keep opening hand ${a.index + 1}${hand ? `: ${hand.map(card).join(', ')}` : ''}`;
      }
      case 'turnFaceUp': return `Turn ${card(a.object)} face up`;
      case 'playLandFromOutside': return `Play ${a.name} from outside the game`;
      case 'revealFromDeck': return `Reveal ${card(a.card)} from your deck`;
      case 'exileDrafted': return `Exile ${card(a.card)} with ${card(a.with)}`;
      case 'variant': return `${a.name}${a.object !== undefined ? ` ${card(a.object)}` : ''}${a.target ? targets([a.target]) : ''}`;
      // never listed: a client offers them itself
      case 'undeclareAttacker': return `Take ${card(a.attacker)} out of the attack`;
      case 'undeclareBlocker': return `Take ${card(a.blocker)} out of the blocks`;
      case 'declareAttackers': return 'Declare attackers';
      case 'declareBlockers': return 'Declare blockers';
      case 'concede': return 'Concede';
      case 'setStops': return 'Set stops';
    }
  };
}
