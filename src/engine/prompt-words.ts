/**
 * Words for the prompts the engine names by a key rather than in words: a choice's
 * `PendingChoice.prompt` ("scryBottom", "legendRule") and a start-of-game decision's `prompt`
 * ("conspiracies", "hand"). A prompt already in words is its own description.
 *
 * @module
 */

/** Each prompt key the engine produces, in words the deciding player reads. */
const PROMPT_WORDS: Readonly<Record<string, string>> = {
  // choices (a `choose` decision's `choice.prompt`)
  additionalVote: 'whether to vote an additional time (CR 701.38)',
  bottomOrder: 'the order of the cards put on the bottom of your library (CR 401.4)',
  castWhich: 'the card to cast without paying its mana cost (CR 608.2g)',
  castWithoutPaying: 'whether to cast the card without paying its mana cost (CR 608.2g)',
  chooseLandType: 'a land type',
  chooseNumber: 'a number',
  copyWhich: 'the card to copy',
  creatureType: 'a creature type',
  discardMore: 'whether to discard another card (CR 701.9)',
  gainControl: 'gain control of',
  legendRule: 'keep this legendary permanent, the others of its name going to the graveyard (CR 704.5j)',
  manaColor: 'the color of the mana',
  nameCard: 'a card name',
  newTarget: 'the new target (CR 115.7)',
  preventionOrder: 'the prevention shield to apply first (CR 616.1)',
  putOnTop: 'put on top of your library',
  putOntoBattlefield: 'put onto the battlefield',
  returnToHand: 'return to your hand',
  revealCreatures: 'reveal these creature cards',
  scryBottom: 'put on the bottom of your library, the rest staying on top (CR 701.22a)',
  scryBottomOrder: 'the order of the cards put on the bottom of your library (CR 701.22a)',
  scryTop: 'the order of the cards left on top of your library (CR 701.22a)',
  searchWhere: 'where to search',
  shieldShare: 'how much damage the shield prevents (CR 615.7)',
  // start-of-game decisions (a `startOfGame` decision's `prompt`, CR 103.2)
  conspiracies: 'which conspiracies to put into the command zone (CR 315.2)',
  hand: 'which opening hand to keep (CR 315.5a)',
  name: 'a card name for a face-down conspiracy (CR 702.106a)',
  number: 'a number for a conspiracy (CR 315.5a)',
};

/**
 * A decision's prompt in words: the words of a prompt key (with the target's number of a copied
 * spell's "newTarget:N", CR 707.10c), or the prompt itself when it is already in words.
 */
export function describePrompt(prompt: string): string {
  const [key = prompt, index] = prompt.split(':');
  const words = Object.hasOwn(PROMPT_WORDS, key) ? PROMPT_WORDS[key] : undefined;
  if (words === undefined) return prompt;
  return index === undefined ? words : `${words}, for target ${Number(index) + 1}`;
}
