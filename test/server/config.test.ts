/** What the environment means to the server: modes, demo accounts, proxies, public URL, and the production refusal. */
import { ConfigurationError, resolveOptions } from '../../server/config';
import { productionProblems } from '../../server/configChecks';
import { DEV_TWO_FACTOR_KEY } from '../../server/domain/twoFactor';
import { PRODUCTION_SECRETS, PRODUCTION_SECRETS_ENV } from '../support/contractServer';

const PROD_SECRETS = { APP_ENV: 'production', ...PRODUCTION_SECRETS_ENV };

describe('APP_ENV', () => {
  it('means development when unset or empty, and each named mode as given', () => {
    expect(resolveOptions({}, {}).mode).toBe('development');
    expect(resolveOptions({}, { APP_ENV: '' }).mode).toBe('development');
    for (const mode of ['development', 'production', 'test'] as const)
      expect(resolveOptions({}, { ...PROD_SECRETS, APP_ENV: mode }).mode).toBe(mode);
  });

  it('refuses anything else, naming the allowed values', () => {
    for (const value of ['prod', 'Production', 'staging', 'dev']) {
      expect(() => resolveOptions({}, { APP_ENV: value })).toThrow(ConfigurationError);
      expect(() => resolveOptions({}, { APP_ENV: value })).toThrow(/one of development, production, test/);
    }
  });
});

describe('production secrets', () => {
  it('names every missing secret, and nothing once all are set', () => {
    expect(productionProblems(resolveOptions({}, { APP_ENV: 'production' })).map((p) => p.split(' ')[0])).toEqual([
      'REVERB_APP_SECRET',
      'TELEGRAM_BOT_TOKEN',
      'PAYMENT_PROVIDER_SECRET',
      'APP_KEY',
      'TWO_FACTOR_KEY',
      'SMTP_URL',
    ]);
    expect(productionProblems(resolveOptions({}, PROD_SECRETS))).toEqual([]);
  });

  it('checks secrets passed as options the same way (the development ones are refused)', () => {
    const cfg = resolveOptions({ mode: 'production', ...PRODUCTION_SECRETS, realtime: { secret: 'local-secret' } }, {});
    expect(productionProblems(cfg)).toEqual([
      expect.stringMatching(/^REVERB_APP_SECRET holds the published development value/),
    ]);
  });

  it('refuses a missing, published or short two-factor key, which encrypts the stored secrets', () => {
    const problem = (env: Record<string, string>) =>
      productionProblems(resolveOptions({}, { ...PROD_SECRETS, ...env })).filter((p) => p.startsWith('TWO_FACTOR_KEY'));
    expect(problem({ TWO_FACTOR_KEY: '' })).toEqual([expect.stringMatching(/^TWO_FACTOR_KEY is not set/)]);
    expect(problem({ TWO_FACTOR_KEY: DEV_TWO_FACTOR_KEY })).toEqual([
      expect.stringMatching(/^TWO_FACTOR_KEY holds the published development value/),
    ]);
    expect(problem({ TWO_FACTOR_KEY: 'a'.repeat(31) })).toEqual([expect.stringMatching(/too short \(at least 32/)]);
    expect(problem({})).toEqual([]);
  });

  it('asks nothing of development and test', () => {
    expect(productionProblems(resolveOptions({}, {}))).toEqual([]);
    expect(productionProblems(resolveOptions({}, { APP_ENV: 'test' }))).toEqual([]);
  });
});

describe('demo accounts', () => {
  it('are all seeded in development and test, none in production unless asked', () => {
    expect(resolveOptions({}, {}).demoAccounts).toEqual({ players: true, admin: true });
    expect(resolveOptions({}, { APP_ENV: 'test' }).demoAccounts).toEqual({ players: true, admin: true });
    expect(resolveOptions({}, PROD_SECRETS).demoAccounts).toEqual({ players: false, admin: false });
    expect(resolveOptions({}, { ...PROD_SECRETS, SEED_DEMO_ACCOUNTS: 'true' }).demoAccounts).toEqual({
      players: true,
      admin: false,
    });
    // The admin needs both variables.
    expect(resolveOptions({}, { ...PROD_SECRETS, SEED_DEMO_ADMIN: 'true' }).demoAccounts).toEqual({
      players: false,
      admin: false,
    });
    expect(
      resolveOptions({}, { ...PROD_SECRETS, SEED_DEMO_ACCOUNTS: '1', SEED_DEMO_ADMIN: 'yes' }).demoAccounts,
    ).toEqual({ players: true, admin: true });
  });
});

describe('TRUST_PROXY and PUBLIC_API_URL', () => {
  it('reads false, true, a hop count or proxy addresses, and refuses anything else', () => {
    expect(resolveOptions({}, {}).trustProxy).toBe(false);
    expect(resolveOptions({}, { TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(resolveOptions({}, { TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(resolveOptions({}, { TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(resolveOptions({}, { TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => resolveOptions({}, { TRUST_PROXY: 'yes please' })).toThrow(
      /TRUST_PROXY="yes please" is not understood/,
    );
  });

  it('takes an absolute http(s) API URL without its trailing slash', () => {
    expect(resolveOptions({}, { PUBLIC_API_URL: 'https://api.example.com/api/' }).publicApiUrl).toBe(
      'https://api.example.com/api',
    );
    expect(resolveOptions({}, {}).publicApiUrl).toBeUndefined();
    expect(() => resolveOptions({}, { PUBLIC_API_URL: '/api' })).toThrow(/PUBLIC_API_URL/);
    expect(() => resolveOptions({}, { PUBLIC_API_URL: 'ftp://example.com/api' })).toThrow(/http\(s\)/);
  });

  it('passes the realtime presence cap and the Redis URL through', () => {
    expect(resolveOptions({}, {}).maxPresenceMembers).toBeUndefined();
    expect(resolveOptions({}, { REALTIME_MAX_PRESENCE_MEMBERS: '500', REDIS_URL: 'redis://cache:6379' })).toMatchObject(
      { maxPresenceMembers: 500, redisUrl: 'redis://cache:6379' },
    );
  });

  it('reads the token idle lifetime in days', () => {
    expect(resolveOptions({}, {}).tokenIdleSeconds).toBe(30 * 86_400);
    expect(resolveOptions({}, { TOKEN_IDLE_DAYS: '7' }).tokenIdleSeconds).toBe(7 * 86_400);
  });
});
