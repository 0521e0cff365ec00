import { REDACTED, createRedactor, redact, redactText } from '@/diagnostics/redaction';
import { devToolsOptions } from '@/diagnostics/devTools';
import { defaultConfig } from '@/config/appConfig';

const telegramInitData =
  'query_id=AAH&user=%7B%22id%22%3A5%7D&auth_date=1763700000&hash=0f1e2d3c4b5a69788796a5b4c3d2e1f0';

describe('shared redaction', () => {
  it('replaces passwords, tokens and Telegram signatures wherever they sit', () => {
    const out = redact({
      meta: {
        arg: {
          originalArgs: {
            email: 'player@example.com',
            password: 'player-password',
            password_confirmation: 'player-password',
          },
        },
      },
      answer: { token: 'abc.def.ghi', user: { auth_token: 'x1', accessToken: 'x2' } },
      telegram: { dataString: 'auth_date=1\nid=5', hash: 'deadbeef', initData: telegramInitData, user: { id: 5 } },
      headers: { Authorization: 'Bearer abc.def.ghi' },
      pusher: { auth: 'key:signature', channel_data: '{"user_id":"u1"}' },
      none: { token: null },
    });
    expect(out).toEqual({
      meta: {
        arg: { originalArgs: { email: 'pl***@example.com', password: REDACTED, password_confirmation: REDACTED } },
      },
      answer: { token: REDACTED, user: { auth_token: REDACTED, accessToken: REDACTED } },
      telegram: { dataString: REDACTED, hash: REDACTED, initData: REDACTED, user: { id: 5 } },
      headers: { Authorization: REDACTED },
      pusher: { auth: REDACTED, channel_data: '{"user_id":"u1"}' },
      none: { token: null },
    });
  });

  it('cleans free text: bearer values, secret parameters (initData hash too), e-mails, live secrets', () => {
    expect(redactText('GET /x Authorization: Bearer abc.def-ghi')).toBe(`GET /x Authorization: Bearer ${REDACTED}`);
    expect(redactText('/reset-password?token=abc123&email=player%40example.com')).toBe(
      `/reset-password?token=${REDACTED}&email=player%40example.com`,
    );
    expect(redactText(`#tgWebAppData=${encodeURIComponent(telegramInitData)}`)).toBe(`#tgWebAppData=${REDACTED}`);
    expect(redactText(telegramInitData)).not.toContain('0f1e2d3c4b5a');
    expect(redactText('mail ab@example.com and player@example.com')).toBe(
      'mail a***@example.com and pl***@example.com',
    );
    expect(redactText('failed for 123|LiveTokenValue', { secrets: ['123|LiveTokenValue'] })).toBe(
      `failed for ${REDACTED}`,
    );
  });

  it('is idempotent, so redacted folds compare with redacted checkpoints', () => {
    const once = redact({ email: 'player@example.com', note: 'Bearer x.y.z ?hash=1', auth: { status: 'signedIn' } });
    expect(redact(once)).toEqual(once);
    expect(once.auth).toEqual({ status: 'signedIn' }); // the auth slice is walked, not blanked
  });

  it('redacts object keys too (RTK Query cache keys embed arguments) and reduces non-plain objects to their name', () => {
    const out = redact({
      'restorePassword({"email":"player@example.com"})': 1,
      request: new URL('http://x/?token=abc'),
    });
    expect(Object.keys(out)).toEqual(['restorePassword({"email":"pl***@example.com"})', 'request']);
    expect(out.request).toBe('[URL]');
  });

  it('returns a value with nothing to redact as it is, and copies only the path to a secret', () => {
    const redactor = createRedactor();
    const clean = {
      type: 'realtime/balanceChanged',
      payload: { balance: '10.00', currency_code: 'RUB' },
      meta: { id: 'a', receivedAt: 1 },
    };
    expect(redactor(clean)).toBe(clean);
    expect(redactor.once(clean)).toEqual(clean);
    const games = { list: [{ id: 1 }] };
    const mixed = { games, user: { email: 'player@example.com', name: 'P' }, list: [1, 'token=abc'] };
    const out = redactor(mixed);
    expect(out).toEqual({ games, user: { email: 'pl***@example.com', name: 'P' }, list: [1, `token=${REDACTED}`] });
    expect(out.games).toBe(games);
    expect(mixed.user.email).toBe('player@example.com');
    expect(redactor({ a: 1, gone: undefined })).toEqual({ a: 1 });
    expect(Object.keys(redactor({ a: 1, gone: undefined, b: 2 }))).toEqual(['a', 'b']);
  });

  it('shares the copy of an unchanged subtree between calls', () => {
    const redactor = createRedactor();
    const games = { list: [{ id: 1 }] };
    expect(redactor({ games, n: 1 }).games).toBe(redactor({ games, n: 2 }).games);
  });
});

describe('Redux DevTools options', () => {
  it('are on in development, off in production unless support mode is set', () => {
    expect(devToolsOptions({ ...defaultConfig, environment: 'development' }, () => [])).not.toBe(false);
    expect(devToolsOptions({ ...defaultConfig, environment: 'production' }, () => [])).toBe(false);
    expect(devToolsOptions({ ...defaultConfig, environment: 'production', supportMode: true }, () => [])).not.toBe(
      false,
    );
  });

  it('sanitise actions and state with the shared redaction and the live token, and disable the raw export', () => {
    const options = devToolsOptions({ ...defaultConfig, environment: 'production', supportMode: true }, () => [
      'live-token-123456',
    ]);
    if (!options) throw new Error('expected DevTools options');
    const action = options.actionSanitizer?.(
      { type: 'x', payload: { password: 'p', note: 'live-token-123456' } } as never,
      0,
    ) as unknown;
    expect(action).toEqual({ type: 'x', payload: { password: REDACTED, note: REDACTED } });
    expect(options.stateSanitizer?.({ auth: { user: { email: 'player@example.com' } } }, 0)).toEqual({
      auth: { user: { email: 'pl***@example.com' } },
    });
    expect(options.features?.export).toBe(false);
  });
});
