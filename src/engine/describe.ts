/**
 * Readable text for log events, for demos, clients and rules-lookup integrations. Every line ends
 * with the rule the event cites.
 *
 * @module
 */
import type { GameEvent, GameState } from '../state/types.js';
import type { GameView, ObjectView } from '../state/view.js';
import { tokenCardName } from '../cards/printed.js';

function playerName(state: GameState | GameView, p: number | undefined): string {
  return p === undefined ? 'someone' : (state.players[p]?.name ?? `Player ${p + 1}`);
}

function cardName(_state: GameState | GameView, e: GameEvent): string {
  if (e.card) return tokenCardName(e.card);
  return 'a card';
}

/** The card name of object `id` in a view: any zone the viewer sees it in; '' when it is in none. */
function cardInView(v: GameView, id: number): string {
  const zones: (readonly ObjectView[] | undefined)[] = [v.battlefield, v.stack, v.exile, v.command, v.phasedOut, v.choiceObjects];
  for (const p of v.players) zones.push(p.graveyard, p.hand, p.sideboard);
  for (const zone of zones) {
    const o = zone?.find((x) => x.id === id);
    if (o) return o.card;
  }
  return '';
}

function objectName(state: GameState | GameView, id: number | undefined): string {
  if (id === undefined) return 'something';
  const card = 'objects' in state ? state.objects[id]?.card : cardInView(state, id);
  if (!card) return `object ${id}`;
  return tokenCardName(card);
}

/**
 * One line of text for an event, as seen in `state` (names of objects are read from it), or in a
 * player's or spectator's view, for a client that holds only views: an object the event names by
 * id is then named as the view shows it (a client describing each event as its view arrives names
 * the objects still there).
 */
export function describeEvent(state: GameState | GameView, e: GameEvent): string {
  const who = playerName(state, e.player);
  let text: string;
  switch (e.type) {
    case 'turn': text = `Turn ${e.amount}: ${who}'s turn begins`; break;
    case 'step': text = `  ${e.detail} step`; break;
    case 'startingPlayer': text = `${who} will play first`; break;
    case 'gameStart': text = `the game begins with ${who}'s first turn`; break;
    case 'draw': text = `${who} draws ${e.card ? cardName(state, e) : 'a card'}`; break;
    case 'keep': text = `${who} keeps ${e.amount} cards`; break;
    case 'mulligan': text = `${who} takes mulligan number ${e.amount}`; break;
    case 'playLand': text = `${who} plays ${cardName(state, e)}`; break;
    case 'cast': text = `${who} casts ${cardName(state, e)}${e.amount ? ` with X=${e.amount}` : ''}`; break;
    case 'activate': text = `${who} activates ${cardName(state, e)}: ${e.detail ?? ''}`; break;
    case 'activateMana': text = `${who} taps ${cardName(state, e)} for ${e.amount} ${e.detail}`; break;
    case 'trigger': text = `${cardName(state, e)} triggers: ${e.detail ?? ''}`; break;
    case 'resolve': text = `${cardName(state, e)} resolves`; break;
    case 'fizzle': text = `${cardName(state, e)} does not resolve: its targets are illegal`; break;
    case 'attack': text = `${who}'s ${cardName(state, e)} attacks ${e.toPlayer !== undefined ? playerName(state, e.toPlayer) : objectName(state, e.to)}`; break;
    case 'block': text = `${who}'s ${cardName(state, e)} blocks ${objectName(state, e.to)}`; break;
    case 'damage': text = `${cardName(state, e)} deals ${e.amount} damage to ${e.toPlayer !== undefined ? playerName(state, e.toPlayer) : objectName(state, e.to)}`; break;
    case 'gainLife': text = `${who} gains ${e.amount} life`; break;
    case 'loseLife': text = `${who} loses ${e.amount} life`; break;
    case 'zoneChange': text = `${e.card ? cardName(state, e) : 'a card'} moves from ${e.from} to ${e.zone}`; break;
    case 'discard': text = `${who} discards ${e.card ? cardName(state, e) : 'a card'}`; break;
    case 'createToken': text = `${who} creates a ${cardName(state, e)}`; break;
    case 'stateBasedAction': text = `state-based action${e.card ? `: ${cardName(state, e)}` : ''}${e.detail ? ` (${e.detail})` : ''}`; break;
    case 'lose': text = `${who} loses the game`; break;
    case 'leftGame': text = `${who} leaves the game`; break;
    case 'becameMonarch': text = `${who} becomes the monarch`; break;
    case 'ceasedMonarch': text = `${who} is no longer the monarch`; break;
    case 'concede': text = `${who} concedes`; break;
    case 'putConspiracy': text = `${who} puts ${e.card ? cardName(state, e) : 'a conspiracy'} into the command zone`; break;
    case 'chooseNames': text = `${who} secretly chooses ${e.detail ? `${e.detail} for ${cardName(state, e)}` : 'a card name'}`; break;
    case 'turnFaceUp': text = `${who} turns ${cardName(state, e)} face up, revealing ${e.detail}`; break;
    case 'vote': text = `${who} votes for ${e.detail ?? 'something'}${e.toPlayer !== undefined ? ` (chosen by ${playerName(state, e.toPlayer)})` : ''}`; break;
    case 'voteControl': text = `${who} will choose how each player votes this turn`; break;
    case 'extraTurnAdded': text = `${who} will take an extra turn`; break;
    case 'extraTurn': text = `${who} takes an extra turn`; break;
    case 'extraTurnsLost': text = `${who}'s extra turns are lost`; break;
    case 'copySpell': text = `${who} puts a copy of ${cardName(state, e)} onto the stack`; break;
    case 'win': text = `${who} wins the game`; break;
    case 'draw game':
    case 'gameDrawn': text = `the game is a draw${e.detail ? `: ${e.detail}` : ''}`; break;
    default: text = `${e.type}${e.player !== undefined ? ` (${who})` : ''}${e.card ? ` ${cardName(state, e)}` : ''}${e.detail ? `: ${e.detail}` : ''}`;
  }
  return `${text}  [CR ${e.rule}]`;
}
