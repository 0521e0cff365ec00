/**
 * Structural comparison of two states as JSON sees them (an `undefined` field is an absent one, key
 * order does not matter). Shared subtrees (`a === b`) are skipped, so a diff of two successive Redux
 * states only walks what changed.
 */

/** One changed leaf (or whole subtree when its type changed). */
export interface StateChange {
  /** Dotted path from the root, e.g. `auth.user.balance`; array items as `[3]`. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (path: string, key: string): string => (path ? `${path}.${key}` : key);
const item = (path: string, index: number): string => `${path}[${index}]`;

function sameScalar(a: unknown, b: unknown): boolean {
  // JSON writes NaN and infinities as null.
  if (typeof a === 'number' && typeof b === 'number') return a === b || (!Number.isFinite(a) && !Number.isFinite(b));
  return a === b;
}

function walk(a: unknown, b: unknown, path: string, out: StateChange[], limit: number): void {
  if (out.length >= limit || a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      if (a[key] === undefined) continue;
      if (b[key] === undefined) out.push({ path: child(path, key), kind: 'removed', before: a[key] });
      else walk(a[key], b[key], child(path, key), out, limit);
      if (out.length >= limit) return;
    }
    for (const key of Object.keys(b)) {
      if (b[key] !== undefined && a[key] === undefined)
        out.push({ path: child(path, key), kind: 'added', after: b[key] });
      if (out.length >= limit) return;
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i += 1) walk(a[i] ?? null, b[i] ?? null, item(path, i), out, limit);
    for (let i = common; i < a.length && out.length < limit; i += 1)
      out.push({ path: item(path, i), kind: 'removed', before: a[i] });
    for (let i = common; i < b.length && out.length < limit; i += 1)
      out.push({ path: item(path, i), kind: 'added', after: b[i] });
    return;
  }
  if (!sameScalar(a, b)) out.push({ path: path || '(root)', kind: 'changed', before: a, after: b });
}

/** Lists what changed from `before` to `after`, at most `limit` entries (shared subtrees are not visited). */
export function diffStates(before: unknown, after: unknown, limit = 200): StateChange[] {
  const out: StateChange[] = [];
  walk(before, after, '', out, limit);
  return out;
}

/** True when two values serialise to the same JSON (ignoring key order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return diffStates(a, b, 1).length === 0;
}
