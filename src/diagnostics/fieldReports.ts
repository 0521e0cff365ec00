/**
 * Field reports (loaded after the first screen, only when ERROR_REPORT_URL is set): uncaught errors, rejected
 * promises and Core Web Vitals (LCP, INP, CLS) go to the configured endpoint with the build, the route without its
 * query and the last action types. Never state, never secrets: messages are redacted as the action log is.
 * docs/serving.md ("Error and Web Vitals reports") describes the endpoint.
 */
import { appVersion } from './reportMeta';
import { redactText } from './redaction';
import type { ActionRecorder } from './actionRecorder';

/** What one report carries (the contract server's `ClientErrorReport`). */
export interface FieldReport {
  kind: 'error' | 'rejection' | 'vital';
  message: string;
  stack?: string;
  value?: number;
  route: string;
  app_version: string;
  actions: string[];
}

/** Errors sent per page at most: a loop that throws must not flood the endpoint. */
const MAX_ERRORS = 10;
const RECENT_ACTIONS = 10;

type Source = Pick<ActionRecorder, 'recentActionTypes' | 'secrets'>;

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error)
    return { message: `${reason.name}: ${reason.message}`, ...(reason.stack ? { stack: reason.stack } : {}) };
  return { message: typeof reason === 'string' ? reason : 'Unknown error' };
}

/** Starts reporting to `url`; returns the uninstaller (tests). */
export function startFieldReports(url: string, recorder: Source, target: Window = window): () => void {
  let errorsSent = 0;
  const send = (report: Omit<FieldReport, 'route' | 'app_version' | 'actions'>): void => {
    const secrets = recorder.secrets();
    const clean = (text: string, max: number): string => redactText(text, { secrets }).slice(0, max);
    const body: FieldReport = {
      ...report,
      message: clean(report.message, 2000) || 'Unknown error',
      ...(report.stack ? { stack: clean(report.stack, 8000) } : {}),
      route: clean(target.location.pathname, 500),
      app_version: appVersion().slice(0, 100),
      actions: recorder.recentActionTypes(RECENT_ACTIONS).map((type) => type.slice(0, 200)),
    };
    // keepalive: a vital is reported as the page is hidden or left, and must still reach the endpoint.
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  };
  const reportError = (kind: 'error' | 'rejection', reason: unknown, fallback: string): void => {
    if (errorsSent >= MAX_ERRORS) return;
    errorsSent += 1;
    const described = reason === undefined || reason === null ? { message: fallback } : describe(reason);
    send({ kind, ...described });
  };
  const onError = (event: ErrorEvent) => reportError('error', event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError('rejection', event.reason, 'Unhandled rejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  // The vitals library comes in a chunk of its own; its observers read the entries buffered since the page began.
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const vital = (metric: { name: string; value: number }) =>
      send({ kind: 'vital', message: metric.name, value: metric.value });
    onLCP(vital);
    onINP(vital);
    onCLS(vital);
  });
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
