import type { ActionRecorder } from './actionRecorder';
import { buildReportFile, type ReportFile } from './logFormat';
import { collectReportMeta } from './reportMeta';

/** Upload budget in characters: the contract server takes request bodies up to 1 MiB, with room for JSON escaping. */
export const UPLOAD_BUDGET = 600_000;

/** Builds the report file from the recorder's current log (cut to `maxBytes` when given). */
export function createReport(
  recorder: Pick<ActionRecorder, 'getLog'>,
  options: { description: string; locale: string; maxBytes?: number },
): ReportFile {
  const log = recorder.getLog(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes });
  return buildReportFile(log, collectReportMeta(options.description, options.locale));
}
