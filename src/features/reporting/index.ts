/** QA action log and "report a problem": the recorder, the file format and the UI entry points. */
export { createActionRecorder, defaultRecorderLimits, type ActionRecorder, type RecorderOptions } from './actionRecorder';
export {
  REPORT_FORMAT,
  buildReportFile,
  parseReportFile,
  serializeReportFile,
  reportFileName,
  ReportFormatError,
  type ReportFile,
  type RecordedLog,
  type LoadedLog,
  type RecordedAction,
  type Checkpoint,
} from './logFormat';
export { createReport, UPLOAD_BUDGET } from './createReport';
export { openReportDialog, closeReportDialog, isReportShortcut } from './reportDialogControl';
export { ReportProblemHost } from './ReportProblemHost';
export { ReportProblemMenuItem, ReportProblemButton, ReportProblemLink } from './ReportProblemMenuItem';
export { devToolsOptions, devToolsAllowed } from './devTools';
export { useSendBugReportMutation, useListBugReportsQuery } from './reportingApi';
