/**
 * Maintenance (docs/blocked-states.md): an admin turns it on with an expected end and off again; while it is on, the
 * API answers 503 to everyone but admins. Kept in the `maintenance` site setting (so it survives a restart) and in
 * memory (read on every request); each change is pushed on `common` so that open pages switch at once.
 */
import type { Schemas } from '../schemas';
import type { DomainContext } from './context';

export type MaintenanceState = Schemas['MaintenanceState'];

const OFF: MaintenanceState = { enabled: false, until: null };

/** The stored setting as a state: `false` (the seed's) or an old shape read as off. */
function asState(value: unknown): MaintenanceState {
  if (typeof value !== 'object' || value === null) return OFF;
  const v = value as Partial<MaintenanceState>;
  return { enabled: v.enabled === true, until: typeof v.until === 'string' ? v.until : null };
}

/** Reads and switches maintenance. */
export class Maintenance {
  private current: MaintenanceState | undefined;

  constructor(private readonly ctx: DomainContext) {}

  /** The state now (from memory after the first read). */
  state(): MaintenanceState {
    this.current ??= asState(this.ctx.repos.content.setting('maintenance'));
    return this.current;
  }

  /** Turns maintenance on (with its expected end, if known) or off, and tells open pages. */
  set(enabled: boolean, until: string | null): MaintenanceState {
    const next: MaintenanceState = enabled ? { enabled, until } : OFF;
    this.ctx.repos.content.setSetting('maintenance', next);
    this.current = next;
    void this.ctx.publisher.toCommon('MaintenanceChanged', next);
    return next;
  }
}
