/** The full stack for a browser test: a real contract server and the production SPA, on free ports. */
import { startTestContractServer, type TestServerOptions } from '../../support/contractServer';
import { startSpaServer } from '../../../scripts/serveSpa';
import type { RawAppConfig } from '../../../src/config/appConfig';

type ContractServer = Awaited<ReturnType<typeof startTestContractServer>>;

export interface StackOverrides {
  /** Extra /config.js values for the SPA (the API and realtime values come from the server). */
  config?: Partial<RawAppConfig>;
  /** Options of the contract server (e.g. `blockedCountries`), as its environment would set them. */
  server?: Pick<TestServerOptions, 'blockedCountries' | 'countryHeader'>;
}

export interface Stack {
  /** Origin of the SPA, e.g. http://localhost:41234 (no trailing slash). */
  spaUrl: string;
  /** REST base URL of the contract server, e.g. http://127.0.0.1:41235/api. */
  apiUrl: string;
  server: ContractServer;
  /** The run-time configuration the SPA serves as /config.js (another SPA server can serve the same one). */
  config(): RawAppConfig;
  close(): Promise<void>;
}

/** Starts the contract server and the static SPA pointed at it; `close()` stops both. */
export async function startStack(overrides: StackOverrides = {}): Promise<Stack> {
  let config: RawAppConfig = { environment: 'test' };
  // The SPA starts first so the server can put its real address into e-mail links.
  const spa = await startSpaServer({ port: 0, config: () => config });
  let server: ContractServer;
  try {
    server = await startTestContractServer({ ...overrides.server, spaUrl: spa.url });
  } catch (error) {
    await spa.close();
    throw error;
  }
  config = {
    environment: 'test',
    // The browser reaches the API on the SPA's own site (localhost), as under `npm start`: the embedded slot page then
    // gets the SPA's auth_token cookie, which a real-money game session needs.
    apiBaseUrl: server.apiUrl.replace('//127.0.0.1:', '//localhost:'),
    realtime: {
      host: server.realtime.host,
      port: server.realtime.port,
      scheme: 'ws',
      key: server.realtime.key,
      cluster: '',
    },
    versionPollMs: 0,
    ...overrides.config,
  };
  return {
    spaUrl: spa.url,
    apiUrl: server.apiUrl,
    server,
    config: () => config,
    close: async () => {
      await Promise.allSettled([spa.close(), server.close()]);
    },
  };
}
