import { REDACTED, redact, sanitizeAction, sanitizeState } from '@/diagnostics/redaction';

describe('redaction for DevTools and the action log', () => {
  it('removes passwords and confirmations from an auth mutation action (meta.arg.originalArgs)', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'signUp', originalArgs: { email: 'a@b.co', password: 'hunter22', password_confirmation: 'hunter22', currency: 'RUB' } } },
    };
    const clean = sanitizeAction(action);
    expect(clean.meta.arg.originalArgs.password).toBe(REDACTED);
    expect(clean.meta.arg.originalArgs.password_confirmation).toBe(REDACTED);
    expect(clean.meta.arg.originalArgs.currency).toBe('RUB');
    expect(JSON.stringify(clean)).not.toContain('hunter22');
    // the input is untouched
    expect(action.meta.arg.originalArgs.password).toBe('hunter22');
  });

  it('removes tokens, Telegram hash and dataString, and Authorization headers', () => {
    const value = {
      token: '12|secret-token-value',
      telegram: { dataString: 'auth_date=1\nid=5', hash: 'abcdef0123', user: { id: 5 } },
      headers: { Authorization: 'Bearer 12|secret-token-value' },
      note: 'sent with Bearer 12|secret-token-value',
    };
    const clean = redact(value);
    const text = JSON.stringify(clean);
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('abcdef0123');
    expect(text).not.toContain('auth_date=1');
    expect(clean.telegram.user.id).toBe(5);
  });

  it('redacts originalArgs kept in RTK Query state', () => {
    const state = {
      api: { mutations: { abc: { endpointName: 'signIn', originalArgs: { email: 'player@example.com', password: 'player-password' }, status: 'fulfilled' } } },
      auth: { status: 'signedIn', user: { uuid: 'u1', balance: '1000.00' } },
    };
    const clean = sanitizeState(state);
    expect(clean.api.mutations.abc.originalArgs.password).toBe(REDACTED);
    expect(clean.api.mutations.abc.status).toBe('fulfilled');
    // the auth slice is state, not a secret
    expect(clean.auth.user.balance).toBe('1000.00');
  });

  it('is idempotent', () => {
    const once = redact({ password: 'x', nested: [{ token: 't' }] });
    expect(redact(once)).toEqual(once);
  });
});
