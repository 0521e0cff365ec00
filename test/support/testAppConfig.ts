/** The run-time configuration of a store built in a test or bench, pointed at a realtime server on this machine. */
import { defaultConfig, type AppConfig, type RealtimeConfig } from '../../src/config/appConfig';

/** An API address where nothing answers (the discard port), for stores that only talk to the realtime server. */
export const NO_API = 'http://127.0.0.1:9/api';

/**
 * The defaults with `environment: 'test'`, no version polling, and a plain `ws` realtime connection to 127.0.0.1 on
 * `realtime.port` with `realtime.key`; `apiBaseUrl` is the API the store calls (none by default).
 */
export function testAppConfig(
  realtime: Pick<RealtimeConfig, 'port' | 'key'> & Partial<RealtimeConfig>,
  apiBaseUrl: string = NO_API,
): AppConfig {
  return {
    ...defaultConfig,
    environment: 'test',
    apiBaseUrl,
    realtime: { host: '127.0.0.1', scheme: 'ws', cluster: '', ...realtime },
    versionPollMs: 0,
  };
}
