// The local table, run in the worker: a 4-drafter Conspiracy draft (CR 905.1–905.2) of the player
// and three heuristic drafters, decks built automatically, then a 4-player Conspiracy game
// (905.3–905.6) against the engine's fair heuristic bots, and its replay record stepped through.
import {
  draftBotInput,
  apply, autoBuildDeck, botInput, cardPool, createDraft, applyDraft, draftView, heuristicBot, heuristicDrafter,
  isConspiracy, legalActions, legalPicks, replay, replayRecord, seedRng, shuffleInPlace, startTableGames, view,
  type Action, type DraftBot, type ReadonlyDraftState, type ReadonlyGameState, type Replay, type TableGame,
} from 'paliano';
import type { DraftScreen, FromWorker, LogLine, ReplayScreen } from '../protocol.js';
import { draftActionLabeler } from './draft-labels.js';
import { cardText, draftLogLine, LogBook, present } from './present.js';
import { dividedAs } from '../division.js';
import { takeBackAction } from '../take-back.js';
import { replayActionLine } from './replay-action.js';

/** The bots' names at the table. */
const BOT_NAMES = ['Brago', 'Grenzo', 'Marchesa'];

/** The player's draft seat. */
const YOU = 0;

/** A game in progress: its table, the player's seat in it, and the actions taken. */
interface Game {
  table: TableGame;
  seat: number;
  state: ReadonlyGameState;
  actions: Action[];
  log: LogBook;
}

/** A replay opened: every state of the record, the spectator's log and how long it was at each step. */
interface Opened {
  record: Replay;
  states: ReadonlyGameState[];
  log: LogLine[];
  logLengthAt: number[];
}

/** The local table: answers each request with the messages for the page. */
export class LocalTable {
  private seed = '';
  private draft: ReadonlyDraftState | null = null;
  private drafter: DraftBot = heuristicDrafter();
  private game: Game | null = null;
  private opened: Opened | null = null;
  private rng = seedRng(0);

  /** A new draft; the bots pick at once, then the player sees their first pack. */
  newDraft(seed: string, name: string): FromWorker[] {
    this.seed = seed;
    this.rng = seedRng(`${seed}/bots`);
    this.drafter = heuristicDrafter();
    this.game = null;
    this.opened = null;
    this.draft = createDraft({ drafters: [name.trim() || 'Player', ...BOT_NAMES], seed, boosters: 'CN2' });
    return this.afterDraftAction();
  }

  /** The player takes their listed draft action `index`. */
  draftAction(index: number): FromWorker[] {
    const draft = this.currentDraft();
    const action = legalPicks(draft, YOU)[index];
    if (!action) throw new Error(`no draft action ${index}`);
    this.draft = applyDraft(draft, action);
    return this.afterDraftAction();
  }

  /**
   * The player takes their listed game action `index`, with `division` as its divided damage's shares
   * when given (CR 601.2d); the engine's RulesError, if it refuses them, goes to the page as the error.
   */
  gameAction(index: number, division?: number[]): FromWorker[] {
    const game = this.currentGame();
    const action = legalActions(game.state)[index];
    if (!action || game.state.decision?.player !== game.seat) throw new Error(`no game action ${index} for you`);
    this.play(game, division ? dividedAs(action, division) : action);
    return this.afterGameAction(game);
  }

  /**
   * The player names the cards of the face-down conspiracy they are putting, all in one `nameCard`
   * action (CR 702.106a, 702.106f): any names the engine accepts, not only the listed pairs. The
   * engine's RulesError, if it refuses them, goes to the page as the error.
   */
  nameCards(names: string[]): FromWorker[] {
    const game = this.currentGame();
    if (game.state.decision?.player !== game.seat) throw new Error('it is not your decision');
    this.play(game, { type: 'nameCard', player: game.seat, names });
    return this.afterGameAction(game);
  }

  /** The player takes `creature` back out of their declaration of attackers or blockers in progress (CR 508.1, 509.1). */
  takeBack(creature: number): FromWorker[] {
    const game = this.currentGame();
    if (game.state.decision?.player !== game.seat) throw new Error('it is not your decision');
    this.play(game, takeBackAction(view(game.state, game.seat), creature));
    return this.afterGameAction(game);
  }

  /**
   * The player concedes (CR 104.3a), which they may do at any time: they leave the game, and the bots
   * play it on to its end.
   */
  concede(): FromWorker[] {
    const game = this.currentGame();
    if (game.state.result) throw new Error('the game is over');
    this.play(game, { type: 'concede', player: game.seat });
    return this.afterGameAction(game);
  }

  /** The engine's bot takes the player's current decision, in the draft or in the game. */
  botChooses(): FromWorker[] {
    if (this.game) {
      const game = this.game;
      if (game.state.decision?.player !== game.seat) throw new Error('it is not your decision');
      this.play(game, heuristicBot(botInput(game.state, legalActions(game.state), this.rng)));
      return this.afterGameAction(game);
    }
    const draft = this.currentDraft();
    this.draft = applyDraft(draft, this.drafter(draftBotInput(draft, YOU, legalPicks(draft, YOU), this.rng)));
    return this.afterDraftAction();
  }

  /** Opens the replay record of the game (finished or not) at its first state. */
  openReplay(): FromWorker[] {
    const game = this.currentGame();
    const record = replayRecord(game.table.options, game.actions);
    const states = [...replay(record)];
    const book = new LogBook();
    const logLengthAt = states.map((s) => {
      book.add(view(s, 'spectator', { since: book.lines.length }));
      return book.lines.length;
    });
    this.opened = { record, states, log: book.lines, logLengthAt };
    return this.replayStep(0);
  }

  /** The replay at step `step` (0: the game as created; n: after n actions), within the record's steps. */
  replayStep(step: number): FromWorker[] {
    const opened = this.opened;
    if (!opened) throw new Error('no replay is open');
    // a step typed as no number (an empty field) is the start; a fraction is the step before it
    const at = Math.max(0, Math.min(Number.isNaN(step) ? 0 : Math.floor(step), opened.states.length - 1));
    const state = opened.states[at] as ReadonlyGameState;
    const length = opened.logLengthAt[at] as number;
    const previous = at === 0 ? 0 : (opened.logLengthAt[at - 1] as number);
    const last = at === 0 ? null : (opened.record.actions[at - 1] as Action);
    const before = at === 0 ? null : (opened.states[at - 1] as ReadonlyGameState);
    const game = this.currentGame();
    const lastAction = last && before ? replayActionLine(before, last, game.seat) : null;
    const screen: ReplayScreen = {
      step: at,
      steps: opened.states.length - 1,
      lastAction,
      newLines: length - previous,
      table: present(view(state, 'spectator'), opened.log.slice(0, length)),
    };
    // the record holds the seed and every deck, so every hidden card: offered once the game is over
    return [{ type: 'replay', screen, record: game.state.result ? JSON.stringify(opened.record) : null }];
  }

  /** The game again, as the player left it to watch its replay. */
  backToGame(): FromWorker[] {
    return [this.gameScreen(this.currentGame())];
  }

  private currentDraft(): ReadonlyDraftState {
    if (!this.draft) throw new Error('no draft has started');
    return this.draft;
  }

  private currentGame(): Game {
    if (!this.game) throw new Error('no game has started');
    return this.game;
  }

  /**
   * The bots draft until only the player can act (their picks are simultaneous with the player's;
   * each pass goes through the bots in a random order, 905.2a), then the player's screen, or the
   * game once the draft is complete.
   */
  private afterDraftAction(): FromWorker[] {
    let draft = this.currentDraft();
    const bots = [1, 2, 3];
    for (;;) {
      if (draft.phase === 'complete') break;
      shuffleInPlace(this.rng, bots);
      let acted = false;
      for (const seat of bots) {
        const picks = legalPicks(draft, seat);
        if (picks.length === 0) continue;
        draft = applyDraft(draft, this.drafter(draftBotInput(draft, seat, picks, this.rng)));
        acted = true;
      }
      if (!acted) break;
    }
    this.draft = draft;
    if (draft.phase === 'complete') return this.startGame(draft);
    if (legalPicks(draft, YOU).length === 0) throw new Error('the draft is stuck: nobody can act');
    return [{ type: 'draft', screen: draftScreen(draft) }];
  }

  /** Builds every deck from its pool (905.1d), seats the table at random (905.3) and starts the game. */
  private startGame(draft: ReadonlyDraftState): FromWorker[] {
    const decks = draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat)));
    const table = startTableGames(draft, decks, { seed: this.seed })[0] as TableGame;
    const seat = table.seats.indexOf(YOU);
    const game: Game = { table, seat, state: table.game, actions: [], log: new LogBook() };
    this.game = game;
    const mine = decks[YOU] as { deck: string[]; sideboard: string[] };
    const deckMessage: FromWorker = { type: 'deck', deck: mine.deck, conspiracies: mine.sideboard.filter(isConspiracy), leftOut: [...(table.leftOut[seat] ?? [])] };
    return [deckMessage, ...this.afterGameAction(game)];
  }

  private play(game: Game, action: Action): void {
    game.state = apply(game.state, action);
    game.actions.push(action);
  }

  /** The bots decide until the player must (or the game is over), then the player's screen. */
  private afterGameAction(game: Game): FromWorker[] {
    while (!game.state.result && game.state.decision?.player !== game.seat) {
      this.play(game, heuristicBot(botInput(game.state, legalActions(game.state), this.rng)));
    }
    return [this.gameScreen(game)];
  }

  /** The player's screen of the game now, its log brought up to date. */
  private gameScreen(game: Game): FromWorker {
    const v = view(game.state, game.seat, { since: game.log.lines.length });
    game.log.add(v);
    return { type: 'game', screen: present(v, game.log.lines) };
  }
}

/** What the player sees of the draft, with their actions labelled. */
function draftScreen(draft: ReadonlyDraftState): DraftScreen {
  const v = draftView(draft, YOU);
  const label = draftActionLabeler(v);
  return {
    round: v.round,
    phase: v.phase,
    pack: v.pack ? v.pack.map((c) => ({ id: c.id, name: c.name, text: cardText(c.name), tapped: false, faceDown: false, pt: null, notes: c.foil ? ['foil'] : [] })) : null,
    packsWaiting: v.packsWaiting,
    pile: v.pile.map((c) => c.name),
    others: v.others.map((o) => ({ name: o.name, pileSize: o.pileSize, faceUp: o.faceUp.map((c) => c.name) })),
    actions: legalPicks(draft, YOU).map((a, index) => ({ index, label: label(a), kind: a.type })),
    log: v.log.filter((e) => e.type !== 'pass').map((e) => draftLogLine(v, e)),
  };
}
