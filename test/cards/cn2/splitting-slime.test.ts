import { describe, expect, it } from 'vitest';
import { characteristics, legalActions } from '../../../src/index.js';
import { activate, castAndResolve, events, names, passToPlayer, passUntil, permanents, pt, resolveStack, setup } from '../helpers.js';

const forests = (n: number): string[] => Array<string>(n).fill('Forest');

describe('Splitting Slime', () => {
  it("{4}{G}{G}: Monstrosity 3; when it becomes monstrous, create a token that's a copy of Splitting Slime (no counters, not monstrous, CR 707.2)", () => {
    const { state } = setup({ players: [{ battlefield: [...forests(6), 'Splitting Slime'] }, {}] });
    const [slime] = permanents(state, 'Splitting Slime');
    const s = resolveStack(activate(state, 0, slime!, 0));
    expect(pt(s, slime!)).toEqual([6, 6]);
    expect(s.objects[slime!]!.monstrous).toBe(true);
    const copies = permanents(s, 'Splitting Slime').filter((id) => id !== slime);
    expect(copies).toHaveLength(1);
    const token = copies[0]!;
    expect(s.objects[token]!.kind).toBe('token');
    expect(s.objects[token]!.controller).toBe(0);
    expect(characteristics(s, token).name).toBe('Splitting Slime');
    expect(pt(s, token)).toEqual([3, 3]);
    expect(s.objects[token]!.counters).toEqual({});
    expect(s.objects[token]!.monstrous).toBeFalsy();
    expect(events(s, 'copy')).toEqual([expect.objectContaining({ rule: '707.2', object: token, card: 'Splitting Slime' })]);
  });

  it('"{4}{G}{G}": six mana, two of it green — it taps all six Forests, and five Wastes and a Forest cannot pay it', () => {
    const { state } = setup({ players: [{ battlefield: [...forests(6), 'Splitting Slime'] }, {}] });
    const s = activate(state, 0, permanents(state, 'Splitting Slime')[0]!, 0);
    expect(permanents(s, 'Forest').filter((id) => s.objects[id]!.tapped)).toHaveLength(6);
    const one = setup({ players: [{ battlefield: [...Array<string>(5).fill('Wastes'), 'Forest', 'Splitting Slime'] }, {}] }).state;
    expect(legalActions(one).filter((a) => a.type === 'activate' && a.source === permanents(one, 'Splitting Slime')[0])).toEqual([]);
  });

  it('"The token that’s put onto the battlefield isn’t monstrous at first. If you activate the token’s ability, it will get counters, it will become monstrous, and a new token will be put onto the battlefield."', () => {
    const { state } = setup({ players: [{ battlefield: [...forests(12), 'Splitting Slime'] }, {}] });
    const [slime] = permanents(state, 'Splitting Slime');
    let s = resolveStack(activate(state, 0, slime!, 0));
    const token = permanents(s, 'Splitting Slime').find((id) => id !== slime)!;
    s = resolveStack(activate(s, 0, token, 0));
    expect(pt(s, token)).toEqual([6, 6]);
    expect(s.objects[token]!.monstrous).toBe(true);
    const all = permanents(s, 'Splitting Slime');
    expect(all).toHaveLength(3);
    const newest = all.find((id) => id !== slime && id !== token)!;
    expect(pt(s, newest)).toEqual([3, 3]);
    expect(s.objects[newest]!.monstrous).toBeFalsy();
  });

  it('"{4}{G}{G}: Monstrosity 3." has no timing restriction: activated in another player\'s turn, it makes the token then (CR 117.1b)', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: [...forests(6), 'Splitting Slime'] }, {}, {}] });
    const s = passToPlayer(state, 0);
    expect([s.turn.active, s.turn.step]).toEqual([1, 'main1']);
    expect(permanents(resolveStack(activate(s, 0, permanents(s, 'Splitting Slime')[0]!, 0)), 'Splitting Slime')).toHaveLength(2);
  });

  it('the original already monstrous: activating again does nothing, and no token is made (CR 701.37a)', () => {
    const { state } = setup({ players: [{ battlefield: [...forests(12), 'Splitting Slime'] }, {}] });
    const [slime] = permanents(state, 'Splitting Slime');
    let s = resolveStack(activate(state, 0, slime!, 0));
    s = resolveStack(activate(s, 0, slime!, 0));
    expect(permanents(s, 'Splitting Slime')).toHaveLength(2);
    expect(pt(s, slime!)).toEqual([6, 6]);
  });

  it('killed with the trigger on the stack, the token still copies Splitting Slime as it last existed (CR 608.2h)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...forests(6), 'Swamp', 'Swamp', 'Swamp', 'Splitting Slime'], hand: ['Murder'] }, {}] });
    const [slime] = permanents(state, 'Splitting Slime');
    let s = passUntil(activate(state, 0, slime!, 0), (x) => events(x, 'trigger').length > 0);
    expect(s.stack).toHaveLength(1);
    expect(s.objects[slime!]!.monstrous).toBe(true);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: slime! }]);
    expect(names(s, 0, 'graveyard')).toContain('Splitting Slime');
    const left = permanents(s, 'Splitting Slime');
    expect(left).toHaveLength(1);
    expect(s.objects[left[0]!]!.kind).toBe('token');
    expect(pt(s, left[0]!)).toEqual([3, 3]);
  });
});
