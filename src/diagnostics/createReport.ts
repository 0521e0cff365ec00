import type { ActionRecorder } from './actionRecorder';
import { buildReportFile, type ReportFile } from './logFormat';
import { collectReportMeta } from './reportMeta';

/** Upload budget in characters: the contract server takes request bodies up to 1 MiB, with room for JSON escaping. */
export const UPLOAD_BUDGET = 600_000;

/**
 * A guest's budget: the server takes at most 256 KiB of a guest's log (docs/action-log.md, "The support inbox"); characters
 * outside ASCII take two bytes or more, hence the margin.
 */
export const GUEST_UPLOAD_BUDGET = 120_000;

/** Builds the report file from the recorder's current log (cut to `maxBytes` when given). */
export function createReport(
  recorder: Pick<ActionRecorder, 'getLog'>,
  options: { description: string; locale: string; maxBytes?: number },
): ReportFile {
  const log = recorder.getLog(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes });
  return buildReportFile(log, collectReportMeta(options.description, options.locale));
}
