/**
 * The shape of Draftmancer's draft log (its `DraftLog`, version 2.1), the JSON that draftmancer.com
 * saves and loads: the field names are Draftmancer's. Cards are referred to by a card id that
 * `carddata` describes; each pick names the indexes of the cards taken from the booster as it was.
 *
 * @module
 */

/** A card as a Draftmancer log describes it (the fields paliano writes and reads). */
export interface DraftmancerCard {
  /** The card id the log uses for it. */
  readonly id: string;
  /** Its English name. */
  readonly name: string;
  /** Its mana cost in brace notation. */
  readonly mana_cost?: string;
  /** Its mana value. */
  readonly cmc?: number;
  /** Its colours, as letters. */
  readonly colors?: readonly string[];
  /** Its set code, lower case (`cn2`). */
  readonly set?: string;
  /** Its collector number. */
  readonly collector_number?: string;
  /** Its rarity. */
  readonly rarity?: string;
  /** Its card types, e.g. `Creature`. */
  readonly type?: string;
  /** Its subtypes. */
  readonly subtypes?: readonly string[];
}

/** One pick: the booster as it was, and which of its cards were taken. */
export interface DraftmancerPick {
  /** The booster round (0-based). */
  readonly packNum: number;
  /** The pick's number within the round (0-based). */
  readonly pickNum: number;
  /** Indexes into `booster` of the cards taken. */
  readonly pick: readonly number[];
  /** Indexes into `booster` of the cards burnt (none in a Conspiracy draft). */
  readonly burn?: readonly number[];
  /** The booster's cards, by card id. */
  readonly booster: readonly string[];
}

/** One drafter of the log. */
export interface DraftmancerUser {
  /** Their user id. */
  readonly userID: string;
  /** Their name. */
  readonly userName: string;
  /** Whether a bot drafted this seat. */
  readonly isBot: boolean;
  /** Their picks, in order. */
  readonly picks: readonly DraftmancerPick[];
  /** Their card pool at the end of the draft, by card id. */
  readonly cards: readonly string[];
}

/** A Draftmancer draft log. */
export interface DraftmancerLog {
  /** The log format's version: `'2.1'` (`'2.0'` logs have no `packNum` / `pickNum` and are read too). */
  readonly version: string;
  /** The kind of draft: `'Draft'` for a booster draft. */
  readonly type: string;
  /** The session's id. */
  readonly sessionID: string;
  /** When the draft started, in milliseconds since 1970. */
  readonly time: number;
  /** The sets the boosters came from, lower case. */
  readonly setRestriction: readonly string[];
  /** Whether the boosters came from custom lists. */
  readonly useCustomBoosters: boolean;
  /** The custom booster choices, if any. */
  readonly customBoosters: readonly string[];
  /** Every booster as it was opened, by card id. */
  readonly boosters: readonly (readonly string[])[];
  /** The cards, by card id. */
  readonly carddata: Readonly<Record<string, DraftmancerCard>>;
  /** The drafters, by user id, in seating order. */
  readonly users: Readonly<Record<string, DraftmancerUser>>;
  /** Whether the log was withheld until the draft ended. */
  readonly delayed: boolean;
  /** Whether each drafter saw only their own log. */
  readonly personalLogs: boolean;
  /** Whether it was a team draft. */
  readonly teamDraft: boolean;
}
