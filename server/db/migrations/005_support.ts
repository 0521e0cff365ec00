/**
 * The support inbox: who sent a bug report (null for a guest), what the list shows without parsing the log (route, app
 * version, error count), and who resolved it when. Older rows get their columns from the stored report.
 */
export const up = `
ALTER TABLE bug_reports ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE bug_reports ADD COLUMN route TEXT;
ALTER TABLE bug_reports ADD COLUMN app_version TEXT;
ALTER TABLE bug_reports ADD COLUMN error_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bug_reports ADD COLUMN resolved_at TEXT;
ALTER TABLE bug_reports ADD COLUMN resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
UPDATE bug_reports SET
  route = CASE WHEN json_valid(report) THEN json_extract(report, '$.report.route') END,
  app_version = CASE WHEN json_valid(report) THEN json_extract(report, '$.report.appVersion') END,
  error_count = CASE WHEN json_valid(report) AND json_type(report, '$.log.errors') = 'array' THEN json_array_length(report, '$.log.errors') ELSE 0 END;
CREATE INDEX bug_reports_created ON bug_reports(created_at);
`;
