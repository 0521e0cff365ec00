/** The impersonation audit: who acted as whom, when, on which route. */
import { figure, stmt, type Db } from '../connection';

/** One recorded impersonated request, with both people's uuid and e-mail. */
export interface ImpersonationRow {
  id: number;
  actor_uuid: string;
  actor_email: string;
  target_uuid: string;
  target_email: string;
  method: string;
  route: string;
  created_at: string;
}

/** Data access for the impersonation audit. */
export class ImpersonationsRepository {
  constructor(private readonly db: Db) {}

  /** Records one request an admin made as another user (`route` is the route pattern, never the raw URL). */
  record(actorId: number, targetId: number, method: string, route: string, at: string): void {
    stmt(
      this.db,
      'INSERT INTO impersonations (actor_id, target_id, method, route, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(actorId, targetId, method, route, at);
  }

  /** A page of the audit, newest first, and the total count. */
  page(page: number, perPage: number): { rows: ImpersonationRow[]; total: number } {
    const rows = stmt(
      this.db,
      `SELECT i.id, a.uuid AS actor_uuid, a.email AS actor_email, t.uuid AS target_uuid, t.email AS target_email, i.method, i.route, i.created_at
       FROM impersonations i JOIN users a ON a.id = i.actor_id JOIN users t ON t.id = i.target_id
       ORDER BY i.id DESC LIMIT ? OFFSET ?`,
    ).all(perPage, (page - 1) * perPage) as ImpersonationRow[];
    const total = figure(this.db, 'SELECT COUNT(*) AS n FROM impersonations');
    return { rows, total };
  }
}
