import type { AppConfig } from '@/config/appConfig';

/** Redux DevTools only in development and test, or in production when support mode is on. */
export function devToolsAllowed(config: AppConfig): boolean {
  return config.environment !== 'production' || config.supportMode;
}
