/** Errors and Web Vitals reported by players' browsers (`POST /client-errors`), listed for administrators. */
import { figure, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';
import { pageOf, type Page } from './page';

type Report = Schemas['ClientErrorReport'];
type Stored = Schemas['ClientError'];

/** Most reports kept: the oldest go when a new one comes past it. */
export const CLIENT_ERRORS_KEPT = 10_000;

interface Row {
  id: number;
  kind: Report['kind'];
  message: string;
  stack: string | null;
  value: number | null;
  route: string;
  app_version: string;
  actions: string;
  user_agent: string | null;
  created_at: string;
}

const toDto = (r: Row): Stored => ({
  id: r.id,
  kind: r.kind,
  message: r.message,
  ...(r.stack !== null ? { stack: r.stack } : {}),
  ...(r.value !== null ? { value: r.value } : {}),
  route: r.route,
  app_version: r.app_version,
  actions: JSON.parse(r.actions) as string[],
  user_agent: r.user_agent,
  created_at: r.created_at,
});

/** Data access for client error reports. */
export class ClientErrorsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a report, and forgets the oldest beyond CLIENT_ERRORS_KEPT. */
  add(report: Report, userAgent: string | null, createdAt: string): void {
    stmt(
      this.db,
      'INSERT INTO client_errors (kind, message, stack, value, route, app_version, actions, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      report.kind,
      report.message,
      report.stack ?? null,
      report.value ?? null,
      report.route,
      report.app_version,
      JSON.stringify(report.actions),
      userAgent,
      createdAt,
    );
    stmt(
      this.db,
      'DELETE FROM client_errors WHERE id <= (SELECT id FROM client_errors ORDER BY id DESC LIMIT 1 OFFSET ?)',
    ).run(CLIENT_ERRORS_KEPT);
  }

  /** A page of reports, newest first, of one kind or all. */
  page(page: number, perPage: number, kind: Report['kind'] | undefined): Page<Stored> {
    const where = kind ? ' WHERE kind = ?' : '';
    const args = kind ? [kind] : [];
    const rows = stmt(this.db, `SELECT * FROM client_errors${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
      ...args,
      perPage,
      (page - 1) * perPage,
    ) as Row[];
    const total = figure(this.db, `SELECT COUNT(*) AS n FROM client_errors${where}`, ...args);
    return pageOf(rows.map(toDto), total, page, perPage);
  }
}
