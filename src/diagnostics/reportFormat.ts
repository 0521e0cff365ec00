/**
 * Marks a file as ours (and lets the recorder recognise an embedded report so it is not copied into the log). Apart
 * from logFormat.ts, which builds and reads the files: the recorder runs from the start and needs only the mark, so
 * the rest stays out of the first visit's download (the report dialog and the replay load it).
 */
export const REPORT_FORMAT = 'games-site/action-log';
export const REPORT_FORMAT_VERSION = 1;
