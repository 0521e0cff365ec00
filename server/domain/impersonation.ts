/**
 * Impersonation ("log in as", X-Login-As): an administrator acts as a player to see what they see. Never as another
 * administrator, every request recorded (actor, target, time, route), and no money, responsible-gaming or credential
 * action while doing it: those stay the player's own decisions.
 */
import type { UserRow } from '../db/repositories/users';
import { pageOf, type Page } from '../db/repositories/page';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { DomainError } from './errors';
import { text } from '../i18n';

export type ImpersonationDto = Schemas['Impersonation'];

/** The refusal of an action an administrator may not take as someone else. */
export const IMPERSONATION_REFUSAL = text('impersonation.refused');

/** True when the user holds the admin role. */
export function isAdmin(user: UserRow): boolean {
  return (JSON.parse(user.roles) as string[]).includes('admin');
}

/** Starts (per request) and lists impersonations. */
export class Impersonation {
  constructor(private readonly ctx: DomainContext) {}

  /**
   * The user `actor` acts as for one request to `route`: 403 unless the actor is an admin, 404 for an unknown uuid,
   * 403 for another admin. The request is recorded before it runs.
   */
  begin(actor: UserRow, targetUuid: string, method: string, route: string): UserRow {
    if (!isAdmin(actor)) throw new DomainError('forbidden', text('impersonation.admins_only'));
    const target = this.ctx.repos.users.byUuid(targetUuid);
    if (!target) throw new DomainError('not_found', text('impersonation.target_missing'));
    if (target.id === actor.id) return actor;
    if (isAdmin(target)) throw new DomainError('forbidden', text('impersonation.admin_target'));
    this.ctx.repos.impersonations.record(actor.id, target.id, method, route, isoNow(this.ctx));
    return target;
  }

  /** Refuses (403) an action reserved to the player while `actor` acts as `user`. */
  assertActingAsSelf(actor: UserRow | null, user: UserRow | null): void {
    if (actor && user && actor.id !== user.id) throw new DomainError('forbidden', IMPERSONATION_REFUSAL);
  }

  /** Players support may act as, found by e-mail (a part of it) or uuid. */
  findPlayers(query: string): Schemas['PlayerRef'][] {
    return this.ctx.repos.users
      .findPlayers(query.trim(), 20)
      .map((u) => ({ uuid: u.uuid, email: u.email, name: u.name, created_at: u.created_at }));
  }

  /** A page of the audit, newest first. */
  list(page: number, perPage: number): Page<ImpersonationDto> {
    const { rows, total } = this.ctx.repos.impersonations.page(page, perPage);
    const data = rows.map((r) => ({
      id: r.id,
      actor: { uuid: r.actor_uuid, email: r.actor_email },
      target: { uuid: r.target_uuid, email: r.target_email },
      method: r.method as ImpersonationDto['method'],
      route: r.route,
      created_at: r.created_at,
    }));
    return pageOf(data, total, page, perPage);
  }
}
