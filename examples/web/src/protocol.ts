// The messages between the page and the engine worker, and the screens the worker hands the page:
// plain data, already described (card texts, action labels, log lines with their rules), so that the
// page holds no engine and no card data.
import type { CreateGameOptions, GameView } from 'paliano';

/** A card as the screen shows it. */
export interface CardFace {
  id: number;
  /** The card name; empty for a face-down card the viewer may not look at. */
  name: string;
  /** Type line and Oracle text, for a tooltip; empty when unknown. */
  text: string;
  tapped: boolean;
  faceDown: boolean;
  /** "2/3" for a creature, else null. */
  pt: string | null;
  /** Damage, counters, summoning sickness, attacking or blocking: short notes. */
  notes: string[];
}

/** One player as every player sees them. */
export interface PlayerPanel {
  seat: number;
  name: string;
  life: number;
  handCount: number;
  libraryCount: number;
  battlefield: CardFace[];
  graveyard: CardFace[];
  /** The cards they own in exile (CR 406): face up for everyone to see (406.3), a face-down one as such. */
  exile: CardFace[];
  command: CardFace[];
  monarch: boolean;
  deciding: boolean;
  you: boolean;
  /** 'won', 'lost', 'draw' once they left the game; null while in it. */
  outcome: string | null;
}

/** A legal action as a control: its index in the legal actions and what it does. */
export interface ActionControl {
  index: number;
  label: string;
  /** The action's type, for grouping and for tests that prefer progress. */
  kind: string;
  /**
   * For a spell that divides its damage among its targets as it is cast (CR 601.2d, Hail of Arrows):
   * the targets in words and the shares the listed action gives them. The engine lists one division
   * per choice of targets and X and accepts any other (each at least 1, adding up to the same total),
   * which the player may give instead.
   */
  divide?: { among: string[]; shares: number[] };
}

/** A log line and the rule it cites (a CR number, or a variant's or a card's name). */
export interface LogLine {
  text: string;
  rule: string;
}

/**
 * The names a face-down conspiracy being put into the command zone asks of its controller (CR 702.106a:
 * one for hidden agenda; 702.106f: two different ones for double agenda). Only the deciding player's
 * screen has it: the other seats' screens say nothing of it.
 */
export interface NamingOffer {
  /** How many names the one `nameCard` action gives. */
  count: number;
  /** Every card name the engine accepts for it, in the engine's order. */
  names: string[];
}

/** What a player sees of a game at one moment. */
export interface TableScreen {
  /** The viewer's seat, or null for a spectator (a replay). */
  seat: number | null;
  turn: { number: number; step: string; active: string };
  players: PlayerPanel[];
  hand: CardFace[];
  stack: CardFace[];
  /** Who decides what now, in words; null once the game is over. */
  decision: string | null;
  /** The viewer's legal actions; empty when someone else decides. */
  actions: ActionControl[];
  /**
   * The creatures of the viewer's declaration of attackers or blockers in progress that they may take
   * back out of it (CR 508.1, 509.1), with the control's words; the engine lists no such action.
   */
  takeBack: { id: number; label: string }[];
  /** The card names the viewer is naming for a face-down conspiracy, or null. */
  naming: NamingOffer | null;
  /** The whole log so far. */
  log: LogLine[];
  /** The outcome in words, once the game is over. */
  result: string | null;
}

/** What a drafter sees of the draft. */
export interface DraftScreen {
  round: number;
  phase: string;
  /** The pack in hand, or null (none, or drafting blind). */
  pack: CardFace[] | null;
  packsWaiting: number;
  pile: string[];
  others: { name: string; pileSize: number; faceUp: string[] }[];
  actions: ActionControl[];
  log: LogLine[];
}

/** One step of a replay: the spectator's screen after `step` actions of `steps`. */
export interface ReplayScreen {
  step: number;
  steps: number;
  /** The action taken to reach this step, in words (null at the start). */
  lastAction: string | null;
  /** How many log lines this step added (the last ones of `table.log`). */
  newLines: number;
  table: TableScreen;
}

/** From the page to the worker. */
export type ToWorker =
  | { type: 'newDraft'; seed: string; name: string }
  | { type: 'draftAction'; index: number }
  /** `division`: other shares of a listed action's divided damage (CR 601.2d), in the order of its targets. */
  | { type: 'gameAction'; index: number; division?: number[] }
  /** Name the cards of the face-down conspiracy being put, in one `nameCard` action (CR 702.106a, 702.106f). */
  | { type: 'nameCards'; names: string[] }
  /** Take a creature back out of the declaration of attackers or blockers in progress (CR 508.1, 509.1). */
  | { type: 'takeBack'; object: number }
  /** Concede the game (CR 104.3a): the bots play it on to its end. */
  | { type: 'concede' }
  /** Let the engine's bot take the viewer's current decision (in the draft or the game). */
  | { type: 'botChooses' }
  /** Open the replay record of the game just played, at its start. */
  | { type: 'openReplay' }
  | { type: 'replayStep'; step: number }
  /** Leave the replay for the game, where it was (it may still be going on). */
  | { type: 'backToGame' }
  /** The options of a new room game for these people (the bots take the other seats). */
  | { type: 'roomGame'; people: string[]; seed: string }
  /** Describe a view of game `table` received from elsewhere (a room): the worker answers with a `game` screen. */
  | { type: 'present'; table: string; view: GameView };

/**
 * The worker's answer to one request: its screens in order, posted as one message, so that the page
 * stays busy until the last of them is drawn (the last pick's pack, the deck, then the game).
 */
export type WorkerAnswer = FromWorker[];

/** One screen or outcome from the worker to the page. */
export type FromWorker =
  | { type: 'draft'; screen: DraftScreen }
  | { type: 'deck'; deck: string[]; conspiracies: string[]; leftOut: string[] }
  | { type: 'game'; screen: TableScreen }
  /** `record`: the replay record as JSON, once the game is over (it holds every hidden card); null before. */
  | { type: 'replay'; screen: ReplayScreen; record: string | null }
  | { type: 'roomGame'; game: Omit<CreateGameOptions, 'seed'>; bots: number[] }
  | { type: 'error'; message: string };
