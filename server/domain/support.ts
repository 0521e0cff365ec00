/**
 * The support inbox: bug reports the SPA sends ("report a problem", docs/action-log.md), listed for administrators
 * with the reporter's e-mail masked, opened one at a time with the action log, resolved once, and pruned by age and
 * count so the table cannot grow without bound.
 */
import type { BugReportRow } from '../db/repositories/bugReports';
import { pageOf, type Page } from '../db/repositories/page';
import type { UserRow } from '../db/repositories/users';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { notFound } from './errors';

export type BugReportSummaryDto = Schemas['BugReportSummary'];
export type BugReportDetailDto = Schemas['BugReportDetail'];

/** How long a report is kept, and how many at most (the oldest go first, as each new one comes in). */
export const BUG_REPORT_RETENTION_DAYS = 90;
export const BUG_REPORT_MAX_KEPT = 5000;

/**
 * The largest action log a guest may send, in bytes of JSON (a signed-in player may send up to the 1 MiB body limit).
 * Guests cannot be told apart or followed up, so their reports get less room and a slower rate.
 */
export const GUEST_REPORT_MAX_BYTES = 256 * 1024;

/** Masks an e-mail's local part the way the SPA's action log does: `player@example.com` → `pl***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const keep = Math.max(1, Math.min(2, Math.floor(local.length / 3)));
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, max) : null);

/** What the list shows of a report file, read defensively (any JSON object is accepted). */
export function summariseReport(report: unknown): {
  route: string | null;
  appVersion: string | null;
  errorCount: number;
} {
  const meta = isRecord(report) && isRecord(report.report) ? report.report : {};
  const log = isRecord(report) && isRecord(report.log) ? report.log : {};
  return {
    route: text(meta.route, 2048),
    appVersion: text(meta.appVersion, 200),
    errorCount: Array.isArray(log.errors) ? log.errors.length : 0,
  };
}

function toSummary(row: BugReportRow): BugReportSummaryDto {
  return {
    id: row.id,
    description: row.description,
    reporter:
      row.reporter_uuid !== null && row.reporter_email !== null
        ? { uuid: row.reporter_uuid, email: maskEmail(row.reporter_email) }
        : null,
    route: row.route,
    app_version: row.app_version,
    error_count: row.error_count,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
    resolved_by:
      row.resolver_uuid !== null && row.resolver_email !== null
        ? { uuid: row.resolver_uuid, email: row.resolver_email }
        : null,
  };
}

/** Stores, lists, opens, resolves and prunes bug reports. */
export class Support {
  constructor(private readonly ctx: DomainContext) {}

  /**
   * Stores a report from `reporter` (null for a guest) and returns its id. The count cap holds at once: the oldest
   * reports beyond it go in the same transaction, so a burst cannot fill the disk before the hourly prune.
   */
  addReport(description: string, report: unknown, reporter: UserRow | null): number {
    const { route, appVersion, errorCount } = summariseReport(report);
    return this.ctx.transaction(() => {
      const id = this.ctx.repos.bugReports.add({
        description,
        report,
        userId: reporter?.id ?? null,
        route,
        appVersion,
        errorCount,
        createdAt: isoNow(this.ctx),
      });
      this.ctx.repos.bugReports.keepNewest(BUG_REPORT_MAX_KEPT);
      return id;
    });
  }

  /** A page of the inbox, newest first; `query` filters by description. */
  list(page: number, perPage: number, query: string): Page<BugReportSummaryDto> {
    const { rows, total } = this.ctx.repos.bugReports.page(page, perPage, query.trim());
    return pageOf(rows.map(toSummary), total, page, perPage);
  }

  /** One report with its action log; 404 when unknown. */
  report(id: number): BugReportDetailDto {
    const row = this.ctx.repos.bugReports.byId(id);
    const log = this.ctx.repos.bugReports.log(id);
    if (!row || log === undefined) throw notFound('Bug report');
    return { ...toSummary(row), report: JSON.parse(log) as Record<string, unknown> };
  }

  /** Marks a report resolved by `admin` (the first resolution stays); 404 when unknown. */
  resolve(id: number, admin: UserRow): BugReportSummaryDto {
    this.ctx.repos.bugReports.resolve(id, admin.id, isoNow(this.ctx));
    const row = this.ctx.repos.bugReports.byId(id);
    if (!row) throw notFound('Bug report');
    return toSummary(row);
  }

  /** Deletes reports past the retention period, then the oldest beyond the cap; returns how many went. */
  prune(): number {
    const before = new Date(this.ctx.clock.now() - BUG_REPORT_RETENTION_DAYS * 86_400_000).toISOString();
    return this.ctx.repos.bugReports.pruneBefore(before) + this.ctx.repos.bugReports.keepNewest(BUG_REPORT_MAX_KEPT);
  }
}
