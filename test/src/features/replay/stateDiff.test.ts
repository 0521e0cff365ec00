import { diffStates, jsonEqual } from '@/features/replay/stateDiff';

describe('state diff', () => {
  it('lists changed, added and removed leaves by path', () => {
    const before = { auth: { user: { balance: '1.00' } }, list: [1, 2, 3], gone: true };
    const after = { auth: { user: { balance: '2.00' } }, list: [1, 5], added: { x: 1 } };
    expect(diffStates(before, after)).toEqual([
      { path: 'auth.user.balance', kind: 'changed', before: '1.00', after: '2.00' },
      { path: 'list[1]', kind: 'changed', before: 2, after: 5 },
      { path: 'list[2]', kind: 'removed', before: 3 },
      { path: 'gone', kind: 'removed', before: true },
      { path: 'added', kind: 'added', after: { x: 1 } },
    ]);
  });

  it('compares as JSON: undefined fields are absent, key order does not matter', () => {
    expect(jsonEqual({ a: 1, b: undefined, c: { d: [1] } }, { c: { d: [1] }, a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: '1' })).toBe(false);
  });
});
