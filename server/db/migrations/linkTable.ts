/**
 * SQL the migrations write more than once. Applied migrations must keep their exact text (the migration test pins
 * each one's SHA-256), so what a helper here returns may never change: a new shape is a new helper.
 */

/** One side of a link table: the column's name without `_id`, and the table its id refers to. */
export type LinkSide = readonly [name: string, table: string];

/**
 * A table linking rows of two tables many to many: each pair once, a pair going with either of its rows, and an
 * index to find the pairs from the second side (the key finds them from the first).
 */
export function linkTable(table: string, [first, firstTable]: LinkSide, [second, secondTable]: LinkSide): string {
  return `CREATE TABLE ${table} (
  ${first}_id INTEGER NOT NULL REFERENCES ${firstTable}(id) ON DELETE CASCADE,
  ${second}_id INTEGER NOT NULL REFERENCES ${secondTable}(id) ON DELETE CASCADE,
  PRIMARY KEY (${first}_id, ${second}_id)
);
CREATE INDEX ${table}_${second} ON ${table}(${second}_id);`;
}
