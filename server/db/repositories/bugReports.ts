/** Bug reports sent from the SPA ("report a problem") and the support inbox over them. */
import { figure, stmt, type Db } from '../connection';

/** A report as the inbox lists it (the action log is left out), with the reporter's and the resolver's identity. */
export interface BugReportRow {
  id: number;
  description: string;
  route: string | null;
  app_version: string | null;
  error_count: number;
  created_at: string;
  resolved_at: string | null;
  reporter_uuid: string | null;
  reporter_email: string | null;
  resolver_uuid: string | null;
  resolver_email: string | null;
}

/** What is stored with a new report. */
export interface NewBugReport {
  description: string;
  report: unknown;
  userId: number | null;
  route: string | null;
  appVersion: string | null;
  errorCount: number;
  createdAt: string;
}

const SELECT = `SELECT b.id, b.description, b.route, b.app_version, b.error_count, b.created_at, b.resolved_at,
  r.uuid AS reporter_uuid, r.email AS reporter_email, a.uuid AS resolver_uuid, a.email AS resolver_email
  FROM bug_reports b LEFT JOIN users r ON r.id = b.user_id LEFT JOIN users a ON a.id = b.resolved_by`;

/** Case folding for the search: SQLite's own lower()/LIKE fold ASCII only, and reports are written in Russian too. */
const FOLD = 'bug_reports_fold';

/** Data access for bug reports. */
export class BugReportsRepository {
  constructor(private readonly db: Db) {
    db.function(FOLD, { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? value.toLocaleLowerCase('ru') : null,
    );
  }

  /** Stores a report and returns its id. */
  add(report: NewBugReport): number {
    const info = stmt(
      this.db,
      'INSERT INTO bug_reports (description, report, created_at, user_id, route, app_version, error_count) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      report.description,
      JSON.stringify(report.report),
      report.createdAt,
      report.userId,
      report.route,
      report.appVersion,
      report.errorCount,
    );
    return Number(info.lastInsertRowid);
  }

  /** A page of reports, newest first, whose description contains `query` (case-insensitive), and their total. */
  page(page: number, perPage: number, query: string): { rows: BugReportRow[]; total: number } {
    const where = query === '' ? '' : ` WHERE instr(${FOLD}(b.description), ${FOLD}(?)) > 0`;
    const args = query === '' ? [] : [query];
    const rows = stmt(this.db, `${SELECT}${where} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`).all(
      ...args,
      perPage,
      (page - 1) * perPage,
    ) as BugReportRow[];
    const total = figure(this.db, `SELECT COUNT(*) AS n FROM bug_reports b${where}`, ...args);
    return { rows, total };
  }

  /** One report's row, or undefined. */
  byId(id: number): BugReportRow | undefined {
    return stmt(this.db, `${SELECT} WHERE b.id = ?`).get(id) as BugReportRow | undefined;
  }

  /** The stored action log of a report (JSON text), or undefined. */
  log(id: number): string | undefined {
    return (stmt(this.db, 'SELECT report FROM bug_reports WHERE id = ?').get(id) as { report: string } | undefined)
      ?.report;
  }

  /** Marks a report resolved unless it already is (the first resolution stays). */
  resolve(id: number, adminId: number, at: string): void {
    stmt(this.db, 'UPDATE bug_reports SET resolved_at = ?, resolved_by = ? WHERE id = ? AND resolved_at IS NULL').run(
      at,
      adminId,
      id,
    );
  }

  /** Deletes reports created before `before`; returns how many went. */
  pruneBefore(before: string): number {
    return stmt(this.db, 'DELETE FROM bug_reports WHERE created_at < ?').run(before).changes;
  }

  /** Deletes the oldest reports beyond the newest `keep`; returns how many went. */
  keepNewest(keep: number): number {
    return stmt(
      this.db,
      'DELETE FROM bug_reports WHERE id IN (SELECT id FROM bug_reports ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ?)',
    ).run(keep).changes;
  }

  /** Every report with its log, newest first (the older admin listing, `GET /bug-reports`), at most `limit`. */
  all(limit: number): { id: number; description: string; report: string; created_at: string }[] {
    return stmt(
      this.db,
      'SELECT id, description, report, created_at FROM bug_reports ORDER BY created_at DESC, id DESC LIMIT ?',
    ).all(limit) as {
      id: number;
      description: string;
      report: string;
      created_at: string;
    }[];
  }
}
