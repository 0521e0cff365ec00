/**
 * The action log and the "report a problem" file. The file is a Redux DevTools import
 * (`payload` and `preloadedState` are JSON strings, see docs/action-log.md) with the report's
 * metadata and the replay checkpoints alongside, where DevTools ignores them.
 */

import { REPORT_FORMAT, REPORT_FORMAT_VERSION } from './reportFormat';

export { REPORT_FORMAT, REPORT_FORMAT_VERSION };

/** A plain, serialisable Redux action as recorded (already redacted). */
export interface RecordedAction {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
  [extra: string]: unknown;
}

/** The (redacted) state after `index` actions of the session. */
export interface Checkpoint {
  index: number;
  state: unknown;
}

/** Where the SPA was when an action ran: recorded only when it changes. */
export interface RouteMark {
  index: number;
  path: string;
}

/** One error the page saw (uncaught error, rejected promise, rejected request). */
export interface ErrorRecord {
  at: string;
  source: 'window' | 'promise' | 'action';
  message: string;
  /** The action that carried the error, for `source: 'action'`. */
  actionType?: string;
  /** Index of the action that was recorded just before (or with) the error. */
  index: number;
}

/** What the recorder hands out: a replayable tail of the session. */
export interface RecordedLog {
  /** Actions dropped from the front (by the caps) before `base`. */
  baseIndex: number;
  /** The (redacted) state before the first kept action. */
  baseState: unknown;
  actions: RecordedAction[];
  /** Epoch milliseconds when each kept action was dispatched. */
  timestamps: number[];
  /** States after a given number of actions, including the state at export time. */
  checkpoints: Checkpoint[];
  routes: RouteMark[];
  errors: ErrorRecord[];
  /** Session-wide count of recorded actions (`baseIndex + actions.length`). */
  totalActions: number;
  /** The size of the kept part when serialised, in characters. */
  bytes: number;
}

/** Where and on what the report was made. */
export interface ReportMeta {
  appVersion: string;
  route: string;
  userAgent: string;
  screen: { width: number; height: number; devicePixelRatio: number };
  viewport: { width: number; height: number };
  /** ISO time of the export. */
  createdAt: string;
  locale: string;
  description: string;
}

/** The downloadable report: DevTools import keys first, our additions after. */
export interface ReportFile {
  payload: string;
  preloadedState: string;
  format: typeof REPORT_FORMAT;
  formatVersion: number;
  report: ReportMeta;
  log: {
    baseIndex: number;
    totalActions: number;
    timestamps: number[];
    checkpoints: Checkpoint[];
    routes: RouteMark[];
    errors: ErrorRecord[];
  };
}

/** Builds the report file from a recorded log and its metadata. */
export function buildReportFile(log: RecordedLog, meta: ReportMeta): ReportFile {
  return {
    payload: JSON.stringify(log.actions),
    preloadedState: JSON.stringify(log.baseState),
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    report: meta,
    log: {
      baseIndex: log.baseIndex,
      totalActions: log.totalActions,
      timestamps: log.timestamps,
      checkpoints: log.checkpoints,
      routes: log.routes,
      errors: log.errors,
    },
  };
}

/** Serialises the report as DevTools writes its own exports (tab-indented JSON). */
export function serializeReportFile(file: ReportFile): string {
  return JSON.stringify(file, null, '\t');
}

/** A suggested download name: `bug-report-2026-11-22T03-04-05.json`. */
export function reportFileName(createdAt: string): string {
  return `bug-report-${createdAt.slice(0, 19).replace(/:/g, '-')}.json`;
}

/** The parts of a loaded file the replay needs; `meta` and checkpoints are absent for a plain DevTools export. */
export interface LoadedLog extends Omit<RecordedLog, 'totalActions' | 'bytes'> {
  meta: ReportMeta | null;
}

/** Why a file could not be read as an action log. */
export class ReportFormatError extends Error {
  override name = 'ReportFormatError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAction = (v: unknown): v is RecordedAction => isRecord(v) && typeof v.type === 'string';
const asArray = <T>(v: unknown, guard: (x: unknown) => x is T): T[] => (Array.isArray(v) ? v.filter(guard) : []);
const isCheckpoint = (v: unknown): v is Checkpoint => isRecord(v) && typeof v.index === 'number' && 'state' in v;
const isRoute = (v: unknown): v is RouteMark =>
  isRecord(v) && typeof v.index === 'number' && typeof v.path === 'string';
const isError = (v: unknown): v is ErrorRecord => isRecord(v) && typeof v.message === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ReportFormatError(`${what} is not JSON`);
  }
}

/**
 * Reads a report file, or any Redux DevTools export whose payload is an array of actions
 * (`{payload, preloadedState}`), into what the replay needs. Throws ReportFormatError otherwise.
 */
export function parseReportFile(text: string): LoadedLog {
  return parseReportValue(parseJson(text, 'The file'));
}

/** `parseReportFile` for a file already parsed from JSON (a report the support inbox sent as an object). */
export function parseReportValue(file: unknown): LoadedLog {
  if (!isRecord(file) || typeof file.payload !== 'string')
    throw new ReportFormatError('No DevTools payload in the file');
  const actions = parseJson(file.payload, 'payload');
  if (!Array.isArray(actions) || !actions.every(isAction))
    throw new ReportFormatError('The payload is not an array of actions');
  const baseState =
    typeof file.preloadedState === 'string' ? parseJson(file.preloadedState, 'preloadedState') : undefined;
  const log = isRecord(file.log) ? file.log : {};
  const meta = isRecord(file.report) ? (file.report as unknown as ReportMeta) : null;
  return {
    baseIndex: isNumber(log.baseIndex) ? log.baseIndex : 0,
    baseState,
    actions,
    timestamps: asArray(log.timestamps, isNumber),
    checkpoints: asArray(log.checkpoints, isCheckpoint),
    routes: asArray(log.routes, isRoute),
    errors: asArray(log.errors, isError),
    meta,
  };
}
