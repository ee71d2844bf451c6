/**
 * What the engine hands out is read-only to the compiler: the states `createGame`, `apply`,
 * `tryApply`, `replay`, `deserialize`, `scenario`, playouts, bots and the Mental Magic driver return,
 * the characteristics it remembers, and the legal actions it lists, none typed with a read-only
 * annotation of the caller's. Each write below carries `@ts-expect-error`: were a return type
 * writable again, the directive would be unused, which is an error. The test compiles this file
 * itself (as CI's `tsc --noEmit` does too), so `vitest` alone catches it.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  apply, applyDraft, characteristics, createDraft, createDraftPlayout, createGame, createMentalMagicGame, createPlayout, deserialize, deserializeDraft,
  determinize, legalActions, legalPicks, logOf, playGame, randomBot, randomDeck, randomDrafter, replay, runDraft, seedRng, serialize, serializeDraft,
  settleMentalMagic, tryApply, tryApplyDraft, view, draftView, type Action,
  ACTION_SCHEMAS, BASIC_LANDS, cards, DECK_LIST_FORMATS, DEFAULT_COST_TABLE, DRAFT_ACTION_SCHEMAS, keepsEveryInstance, magicTechSection, MAGIC_TECH_SECTIONS, POST_STOPS,
  PROTOCOL_SCHEMAS, rules, TRIGGERED_KEYWORDS,
} from '../../src/index.js';
import * as mainEntry from '../../src/index.js';
import * as rulesEntry from '../../src/rules/index.js';
import * as testingEntry from '../../src/testing/index.js';
import { editState, scenario } from '../../src/testing/index.js';

const players = [{ deck: randomDeck(1) }, { deck: randomDeck(2) }];

/** Every write the compiler must refuse, in a function never called: only its types matter. */
function writesToWhatTheEngineReturns(): void {
  const created = createGame({ players, seed: 1 });
  // @ts-expect-error createGame's state
  created.players[0]!.life = 1;
  const applied = apply(created, legalActions(created)[0]!);
  // @ts-expect-error apply's state
  applied.turn.number = 9;
  // @ts-expect-error nor a list in it
  applied.battlefield.push(0);
  const tried = tryApply(created, legalActions(created)[0]!);
  // @ts-expect-error tryApply's state
  if (tried.ok) tried.state.log.length = 0;
  for (const s of replay({ schema: 'paliano/replay', version: 1, options: { players, seed: 1 }, actions: [] })) {
    // @ts-expect-error a replayed state
    s.result = null;
  }
  // @ts-expect-error a loaded state, its PRNG too
  deserialize(serialize(created)).rng[0] = 1;
  // @ts-expect-error a scenario's state
  scenario({ players: [{}, {}] }).state.decision = null;
  const playout = createPlayout(created);
  // @ts-expect-error a playout's private copy changes only through playout.apply
  playout.state.players[1]!.life = 0;
  // @ts-expect-error a sampled state
  determinize(created, 0, seedRng(1)).objects.length = 0;
  // @ts-expect-error a played game
  playGame(created, randomBot, seedRng(1)).state.turn.active = 1;
  const mental = createMentalMagicGame({ seed: 1 });
  // @ts-expect-error a Mental Magic game
  mental.settings.startingLife = 1;
  // @ts-expect-error a settled one
  settleMentalMagic(mental).monarch = 0;
  // @ts-expect-error an edited state, once edited
  editState(created, () => {}).players[0]!.life = 1;
  // @ts-expect-error remembered characteristics are shared with the engine
  characteristics(created, 0).types.push('Creature');
  // @ts-expect-error the listed actions are the engine's (frozen)
  legalActions(created).push({ type: 'concede', player: 0 });
  // @ts-expect-error the log's events are the state's
  logOf(applied)[0]!.rule = '100.1';
  // @ts-expect-error and so are those of a view's log
  view(applied, 0).log[0]!.rule = '100.1';

  const draft = createDraft({ drafters: 3, seed: 1 });
  // @ts-expect-error createDraft's state
  draft.drafters[0]!.name = 'x';
  const picked = applyDraft(draft, legalPicks(draft, 0)[0]!);
  // @ts-expect-error applyDraft's state
  picked.log.push(picked.log[0]!);
  const triedPick = tryApplyDraft(draft, legalPicks(draft, 0)[0]!);
  // @ts-expect-error tryApplyDraft's state
  if (triedPick.ok) triedPick.state.phase = 'complete';
  // @ts-expect-error a loaded draft
  deserializeDraft(serializeDraft(draft)).packs.length = 0;
  // @ts-expect-error a draft playout's private copy changes only through its apply
  createDraftPlayout(draft).state.round = 2;
  // @ts-expect-error a draft view's events are the draft's
  draftView(picked, 0).log[0]!.rule = '905.1';
  // @ts-expect-error a draft the bots ran
  runDraft(draft, randomDrafter).state.drafters.length = 0;
}

describe('what the engine returns', () => {
  it('is read-only to the compiler', () => {
    const file = new URL(import.meta.url).pathname;
    const program = ts.createProgram([file], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'], types: ['node'], skipLibCheck: true, resolveJsonModule: true, esModuleInterop: true, noUncheckedIndexedAccess: true,
    });
    const source = program.getSourceFile(file)!;
    const problems = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (d) => `line ${source.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
    expect(problems).toEqual([]);
    expect(writesToWhatTheEngineReturns).toBeTypeOf('function');
  }, 180_000);

  it('is changed by hand only through editState, which leaves the state given as it was', () => {
    const created = createGame({ players, seed: 1 });
    const edited = editState(created, (draft) => {
      draft.players[0]!.life = 7;
      draft.players[1]!.counters.poison = 2;
    });
    expect(edited.players[0]!.life).toBe(7);
    expect(edited.players[1]!.counters).toEqual({ poison: 2 });
    expect(created.players[0]!.life).toBe(20);
    expect(created.players[1]!.counters).toEqual({});
    // the edited state plays on like any other
    const action: Action = legalActions(edited)[0]!;
    expect(apply(edited, action).players[0]!.life).toBe(7);
  });
});

describe('what the engine owns and hands out at run time', () => {
  it("a card's definition from cards.get or cards.list, and the constants the engine reads, are frozen: a client's write throws and changes no card, no check and no default", () => {
    const murder = cards.get('Murder')!;
    // a write to the definition the registry holds would change the card in every game of the process
    expect(() => {
      (murder as { manaCost: unknown }).manaCost = [];
    }).toThrow(TypeError);
    expect(() => (murder.activated as unknown[]).push(null)).toThrow(TypeError);
    expect(cards.get('Murder')!.manaCost).toEqual([{ kind: 'generic', amount: 1 }, { kind: 'colored', color: 'B' }, { kind: 'colored', color: 'B' }]);
    expect(cards.list().every((c) => Object.isFrozen(c) && Object.isFrozen(c.manaCost ?? []))).toBe(true);
    // the lists checkDeck, the deck list readers, apply, applyDraft and Mental Magic's default table read
    expect(() => (BASIC_LANDS as string[]).push('Murder')).toThrow(TypeError);
    expect(() => (DECK_LIST_FORMATS as string[]).push('x')).toThrow(TypeError);
    expect(() => ((POST_STOPS.ownTurn as string[]).length = 0)).toThrow(TypeError);
    expect(() => {
      (ACTION_SCHEMAS.keep as { additionalProperties: unknown }).additionalProperties = true;
    }).toThrow(TypeError);
    expect(() => {
      (DRAFT_ACTION_SCHEMAS.pick as { additionalProperties: unknown }).additionalProperties = true;
    }).toThrow(TypeError);
    expect(() => {
      (DEFAULT_COST_TABLE[0] as { weight: number }).weight = 1e9;
    }).toThrow(TypeError);
    // the keywords of which an object keeps every instance (CR 702.121b), and the registries themselves
    expect(() => (TRIGGERED_KEYWORDS as Set<string>).add('flying')).toThrow(TypeError);
    expect(() => (TRIGGERED_KEYWORDS as Set<string>).clear()).toThrow(TypeError);
    expect(keepsEveryInstance('flying')).toBe(false);
    expect(keepsEveryInstance('melee')).toBe(true);
    expect(() => {
      (cards as { get: unknown }).get = () => undefined;
    }).toThrow(TypeError);
    expect(() => {
      (rules as { get: unknown }).get = () => undefined;
    }).toThrow(TypeError);
  });

  it('the Magic Tech sections and the protocol schemas are frozen deeply: a write throws (strict mode) and changes no lookup and no schema', () => {
    expect(() => (MAGIC_TECH_SECTIONS as unknown[]).push(null)).toThrow(TypeError);
    expect(() => {
      (MAGIC_TECH_SECTIONS[3] as { title: string }).title = 'x';
    }).toThrow(TypeError);
    expect(() => (MAGIC_TECH_SECTIONS[3]!.rules as unknown[]).pop()).toThrow(TypeError);
    expect(() => (MAGIC_TECH_SECTIONS[3]!.keywords as string[]).push('x')).toThrow(TypeError);
    expect(magicTechSection('MT 4')?.title).toBe('Deploying');
    expect(magicTechSection('MT 4.7')?.rules).toHaveLength(7);
    expect(() => {
      (PROTOCOL_SCHEMAS.request as { additionalProperties: boolean }).additionalProperties = true;
    }).toThrow(TypeError);
    expect(() => (PROTOCOL_SCHEMAS.request.properties.method.enum as string[]).push('eval')).toThrow(TypeError);
    expect(() => {
      (PROTOCOL_SCHEMAS.methods as Record<string, unknown>).eval = {};
    }).toThrow(TypeError);
    expect(() => {
      delete (PROTOCOL_SCHEMAS.methods.newGame!.params as { required?: unknown }).required;
    }).toThrow(TypeError);
    expect(PROTOCOL_SCHEMAS.request.additionalProperties).toBe(false);
    expect(Object.keys(PROTOCOL_SCHEMAS.methods)).not.toContain('eval');
  });

  it('every object an entry of the package exports (paliano, paliano/rules, paliano/testing) is frozen at every depth', () => {
    const notFrozen = (value: unknown, path: string, seen: Set<unknown>): string[] => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return [];
      seen.add(value);
      if (!Object.isFrozen(value)) return [path];
      return Object.keys(value).flatMap((k) => notFrozen((value as Record<string, unknown>)[k], `${path}.${k}`, seen));
    };
    const exported = Object.entries({ paliano: mainEntry, 'paliano/rules': rulesEntry, 'paliano/testing': testingEntry })
      .flatMap(([entry, mod]) => Object.entries(mod).map(([name, value]) => [`${entry} ${name}`, value] as const));
    expect(exported.filter(([, v]) => typeof v === 'object' && v !== null).length).toBeGreaterThan(10);
    expect(exported.flatMap(([name, value]) => notFrozen(value, name, new Set()))).toEqual([]);
  });
});
