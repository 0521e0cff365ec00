import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { redact } from './redaction';
import type { AppConfig } from '@/config/appConfig';
import { devToolsAllowed } from './devToolsAllowed';

/**
 * DevTools options with the shared redaction as both sanitizers. The extension's own Export button is
 * off: it writes the lifted store's raw (unsanitised) actions; the "report a problem" file is the
 * redacted export, and DevTools imports it.
 */
export function devToolsOptions(config: AppConfig, secrets: () => readonly string[]): DevToolsEnhancerOptions | false {
  if (!devToolsAllowed(config)) return false;
  return {
    name: 'games-site',
    maxAge: 200,
    actionSanitizer: (action) => redact(action, { secrets: secrets() }),
    stateSanitizer: (state) => redact(state, { secrets: secrets() }),
    features: {
      pause: true,
      lock: true,
      persist: true,
      export: false,
      import: 'custom',
      jump: true,
      skip: true,
      reorder: true,
      dispatch: true,
      test: true,
    },
  };
}
