/**
 * The schemas of the `paliano serve` protocol (PROTOCOL_SCHEMAS) say what the session takes: read
 * from the schemas, each required parameter is refused when left out and each optional one is not,
 * the bounds are the session's, and a bot, a category or a seed is taken exactly when its enum or types list it. A
 * client that validates its requests against the schemas is refused nothing the schemas allow.
 */
import { describe, expect, it } from 'vitest';
import { ServeSession, randomDeck, type ServeReply } from '../../src/index.js';
import { METHOD_SCHEMAS } from '../../src/serve/schema.js';

type Property = { minimum?: number; maximum?: number; enum?: unknown[]; type?: string | string[]; items?: { enum?: unknown[] } };
const params = (method: string): { properties: Record<string, Property>; required: string[] } => METHOD_SCHEMAS[method]!.params as never;

/** A session with a 2-player game (g1) and a game of Async Mental Magic (g2), and a call that answers whether it was accepted. */
function setup(): (method: string, p: Record<string, unknown>) => ServeReply {
  const session = new ServeSession();
  const call = (method: string, p: Record<string, unknown>): ServeReply => session.handle({ id: 1, method, params: p });
  const players = [0, 1].map((i) => ({ deck: randomDeck(`schemas:${i}`) }));
  call('newGame', { options: { players, seed: 1 } });
  call('newGame', { options: { format: 'mental-magic', seed: 7, names: ['Ana', 'Ben'] } });
  return call;
}

const accepted = (reply: ServeReply): boolean => 'result' in reply;

/** A request each method accepts with every parameter its schema declares. */
const FULL: Record<string, Record<string, unknown>> = {
  randomDeck: { seed: 1 },
  view: { game: 'g1', player: 0, since: 0 },
  botAction: { game: 'g1', bot: 'random', seed: 1, iterations: 1 },
  determinize: { game: 'g1', player: 0, seed: 1 },
  observation: { game: 'g1', player: 0 },
  informationState: { game: 'g1', player: 0 },
  specify: { game: 'g2', player: 0, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'], untilTurn: 3 },
};

describe('paliano serve: the schemas say what the session takes', () => {
  it('a required parameter left out is refused; an optional one left out is not', () => {
    const call = setup();
    for (const [method, full] of Object.entries(FULL)) {
      const { properties, required } = params(method);
      expect(Object.keys(full).sort(), method).toEqual(Object.keys(properties).sort());
      expect(accepted(call(method, full)), method).toBe(true);
      for (const name of Object.keys(full)) {
        const { [name]: _left, ...rest } = full;
        expect(accepted(call(method, rest)), `${method} without ${name}`).toBe(!required.includes(name));
      }
    }
  });

  it('the bounds of a seat and of iterations are those the session keeps', () => {
    const call = setup();
    const seat = (params('view').properties.player as { oneOf: Property[] }).oneOf[0]!;
    expect(accepted(call('view', { game: 'g1', player: seat.minimum }))).toBe(true);
    expect(accepted(call('view', { game: 'g1', player: seat.minimum! - 1 }))).toBe(false);
    const { minimum, maximum } = params('botAction').properties.iterations!;
    // the random bot takes iterations without searching: the bounds are checked whatever the bot
    for (const [iterations, ok] of [[minimum!, true], [maximum!, true], [minimum! - 1, false], [maximum! + 1, false]] as const) {
      expect(accepted(call('botAction', { game: 'g1', bot: 'random', seed: 1, iterations })), `iterations ${iterations}`).toBe(ok);
    }
  });

  it('a bot, a category and a seed are taken exactly when the enums and types of the schemas list them', () => {
    const call = setup();
    const bots = params('botAction').properties.bot!.enum!;
    for (const bot of ['random', 'heuristic', 'ismcts', 'ismcts:1', 'genius']) {
      expect(accepted(call('botAction', { game: 'g1', bot, seed: 1, iterations: 1 })), bot).toBe(bots.includes(bot));
    }
    const categories = params('specify').properties.categories!.items!.enum!;
    for (const category of ['NO_ACTION', 'SELF', 'OPPONENT', 'OTHER', 'MYRIAD', 'SOMETIMES']) {
      expect(accepted(call('specify', { ...FULL.specify, categories: [category] })), category).toBe(categories.includes(category));
    }
    const types = params('randomDeck').properties.seed!.type as string[];
    const samples: [string, unknown][] = [['number', 12], ['number', 1.5], ['string', 'twelve'], ['boolean', true], ['null', null], ['array', [1, 2, 3, 4]], ['object', { seed: 1 }]];
    for (const [type, seed] of samples) expect(accepted(call('randomDeck', { seed })), type).toBe(types.includes(type));
  });
});
