import { redactText } from './redaction';
import type { ReportMeta } from './logFormat';

/** The build id webpack stamps into the bundle ('dev' where it is not defined, as in unit tests). */
export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
}

/** Collects where and on what the report is made (route redacted: reset links carry tokens). */
export function collectReportMeta(description: string, locale: string, now: Date = new Date()): ReportMeta {
  const hasWindow = typeof window !== 'undefined';
  return {
    appVersion: appVersion(),
    route: hasWindow ? redactText(`${window.location.pathname}${window.location.search}`) : '',
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    screen: hasWindow
      ? { width: window.screen.width, height: window.screen.height, devicePixelRatio: window.devicePixelRatio }
      : { width: 0, height: 0, devicePixelRatio: 1 },
    viewport: hasWindow ? { width: window.innerWidth, height: window.innerHeight } : { width: 0, height: 0 },
    createdAt: now.toISOString(),
    locale,
    description: redactText(description),
  };
}

/** Human-readable size: 1.2 MB, 340 KB. */
export function formatSize(chars: number): string {
  if (chars >= 1_000_000) return `${(chars / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(chars / 1000))} KB`;
}
