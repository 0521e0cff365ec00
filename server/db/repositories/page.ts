/** The pagination envelope of list answers: `{ data, meta }`. */

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
