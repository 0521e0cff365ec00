/** The pagination envelope of list answers: `{ data, meta }`, and the page query of a user's own rows. */
import { figure, stmt, type Db } from '../connection';

export interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** Builds the pagination envelope. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    data,
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * One page of a user's rows of `table` (newest first: `order`), and how many rows the user has. `table` and `order`
 * are the repository's own constants, never input.
 */
export function ownRowsPage<Row>(
  db: Db,
  table: string,
  order: string,
  userId: number,
  page: number,
  perPage: number,
): { rows: Row[]; total: number } {
  const total = figure(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, userId);
  const rows = stmt(db, `SELECT * FROM ${table} WHERE user_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    userId,
    perPage,
    (page - 1) * perPage,
  ) as Row[];
  return { rows, total };
}
