/**
 * A jsdom test environment that also has Node's fetch (and the Request/Response/Headers/AbortController
 * it works with), so component tests can drive a real contract server over HTTP: jsdom has no fetch.
 * Use with `@jest-environment ./test/support/jsdomWithFetch.ts`.
 */
import { TestEnvironment as JsdomEnvironment } from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/** jsdom plus Node's networking globals. */
export default class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // One realm for fetch and its signals: undici refuses a jsdom AbortSignal.
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}
