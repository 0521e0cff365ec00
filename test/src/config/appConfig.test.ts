import { ConfigError, defaultConfig, parseConfig } from '@/config/appConfig';
import { renderConfigScript, runtimeConfigFromEnv } from '../../../scripts/runtimeConfig';

describe('run-time configuration', () => {
  it('fills every gap with the local defaults', () => {
    expect(parseConfig(undefined)).toEqual(defaultConfig);
    expect(parseConfig({})).toEqual(defaultConfig);
  });

  it('takes valid values and trims a trailing slash from the API base URL', () => {
    const config = parseConfig({
      apiBaseUrl: 'https://api.example.com/api/',
      realtime: { host: 'ws.example.com', port: 443, scheme: 'wss', key: 'k' },
      cookieDomain: '.example.com',
      supportMode: true,
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com/api');
    expect(config.realtime).toEqual({ host: 'ws.example.com', port: 443, scheme: 'wss', key: 'k', cluster: '' });
    expect(config.cookieDomain).toBe('.example.com');
    expect(config.supportMode).toBe(true);
  });

  it('forces TLS for realtime in production unless told otherwise', () => {
    expect(parseConfig({ environment: 'production' }).realtime.scheme).toBe('wss');
    expect(parseConfig({ environment: 'development' }).realtime.scheme).toBe('ws');
  });

  it('refuses wrong types instead of guessing', () => {
    expect(() => parseConfig({ realtime: { port: 70000 } })).toThrow(ConfigError);
    expect(() => parseConfig({ supportMode: 'yes' as unknown as boolean })).toThrow(ConfigError);
    expect(() => parseConfig({ environment: 'staging' as unknown as 'production' })).toThrow(ConfigError);
    // A tab given up at once would lose its channels on every page: a timeout must be a positive number.
    expect(() => parseConfig({ realtime: { tabTimeoutMs: 0 } })).toThrow(ConfigError);
  });

  it('is rendered from environment variables into a script that cannot be broken out of', () => {
    const raw = runtimeConfigFromEnv({
      API_BASE_URL: 'https://x.example/api',
      REALTIME_PORT: '6001',
      REALTIME_TAB_TIMEOUT_MS: '3000',
      APP_ENV: 'production',
      TELEGRAM_BOT_NAME: '</script><script>alert(1)</script>',
    });
    const script = renderConfigScript(raw);
    expect(script).not.toContain('</script>');
    const window: { __APP_CONFIG__?: unknown } = {};
    new Function('window', script)(window);
    const parsed = parseConfig(window.__APP_CONFIG__ as Parameters<typeof parseConfig>[0]);
    expect(parsed.apiBaseUrl).toBe('https://x.example/api');
    expect(parsed.realtime.port).toBe(6001);
    expect(parsed.realtime.tabTimeoutMs).toBe(3000);
    expect(parsed.environment).toBe('production');
    expect(parsed.telegramBotName).toBe('</script><script>alert(1)</script>');
  });
});
