import { REDACTED, redact, sanitizeAction, sanitizeState } from '@/diagnostics/redaction';

/** The action RTK Query dispatches when a mutation of `endpointName` starts with `originalArgs`. */
function mutationStarted<Args extends object>(endpointName: string, originalArgs: Args) {
  return { type: 'api/executeMutation/pending', meta: { arg: { endpointName, originalArgs } } };
}

/** Store state whose RTK Query cache holds `mutations` (request id → entry). */
function withMutations<M extends Record<string, object>>(mutations: M) {
  return { api: { mutations } };
}

describe('redaction for DevTools and the action log', () => {
  it('removes passwords and confirmations from an auth mutation action (meta.arg.originalArgs)', () => {
    const action = mutationStarted('signUp', {
      email: 'a@b.co',
      password: 'hunter22',
      password_confirmation: 'hunter22',
      currency: 'RUB',
    });
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
      ...withMutations({
        abc: {
          endpointName: 'signIn',
          originalArgs: { email: 'player@example.com', password: 'player-password' },
          status: 'fulfilled',
        },
      }),
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

describe('payout details and game sessions', () => {
  it("removes a withdrawal request's payout details (card number, wallet address) from actions and state", () => {
    const card = '4276 3801 2345 6789';
    const wallet = 'TQ5hJ1xq9GNJ5DEVgDqzV7p1yqWpXwQk2r';
    const action = mutationStarted('requestWithdrawal', { amount: '10.00', method: 'card', details: card });
    const state = withMutations({
      r1: {
        endpointName: 'requestWithdrawal',
        originalArgs: { amount: '5.00', method: 'crypto', details: wallet },
        status: 'pending',
      },
    });
    const text = JSON.stringify([sanitizeAction(action), sanitizeState(state)]);
    expect(text).not.toContain(card);
    expect(text).not.toContain('6789');
    expect(text).not.toContain(wallet);
    expect(sanitizeState(state).api.mutations.r1.originalArgs).toEqual({
      amount: '5.00',
      method: 'crypto',
      details: REDACTED,
    });
    // Other names payment forms use are secrets too.
    expect(redact({ card_number: card, walletAddress: wallet, iban: 'DE89370400440532013000', cvv: '123' })).toEqual({
      card_number: REDACTED,
      walletAddress: REDACTED,
      iban: REDACTED,
      cvv: REDACTED,
    });
  });

  it("removes a game session's id and launch URL, keeping the rest of the answer", () => {
    const id = '8c1f0e4a-5b2d-4d7e-9a61-0f3c2b1a9d88';
    const answer = {
      session: { id, mode: 'real', game_slug: 'european-roulette', demo_balance: null },
      url: `http://localhost:8000/api/play/${id}`,
    };
    const state = withMutations({
      s1: {
        endpointName: 'startGameSession',
        status: 'fulfilled',
        data: answer,
        originalArgs: { slug: 'european-roulette', mode: 'real' },
      },
    });
    const clean = sanitizeState(state);
    expect(JSON.stringify(clean)).not.toContain(id);
    expect(clean.api.mutations.s1.data).toEqual({
      session: { id: REDACTED, mode: 'real', game_slug: 'european-roulette', demo_balance: null },
      url: REDACTED,
    });
    expect(clean.api.mutations.s1.originalArgs.slug).toBe('european-roulette');
    expect(redact({ sessionId: id, session_id: id })).toEqual({ sessionId: REDACTED, session_id: REDACTED });
    // Idempotent, as the replay's comparison needs.
    expect(redact(clean)).toEqual(clean);
    // An object merely called `session` without a launch URL keeps its other fields.
    expect(redact({ session: { mode: 'demo' } })).toEqual({ session: { mode: 'demo' } });
  });

  it('removes two-factor secrets, codes, recovery codes and the sign-in challenge', () => {
    const state = withMutations({
      b: {
        endpointName: 'beginTwoFactor',
        data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
      c: {
        endpointName: 'confirmTwoFactor',
        data: { enabled: true, recovery_codes: ['ABCDE-FGHIJ'] },
        originalArgs: { one_time_code: '123456' },
      },
      s: { endpointName: 'signIn', data: { two_factor: true, challenge_token: 'challenge-secret' } },
    });
    const text = JSON.stringify(sanitizeState(state));
    for (const secret of ['JBSWY3DPEHPK3PXP', 'ABCDE-FGHIJ', '123456', 'challenge-secret'])
      expect(text).not.toContain(secret);
    expect(text).toContain('"two_factor":true');
  });
});
