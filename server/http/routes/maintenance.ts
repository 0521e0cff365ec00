/** Maintenance (docs/blocked-states.md): the 503 gate, its public state and the admin's switch. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth';
import type { HttpContext } from '../context';
import { HttpError } from '../errors';
import { route } from '../route';
import { isAdmin } from '../../domain/impersonation';
import { text } from '../../i18n';

/** Retry-After when maintenance has no expected end, or its end has passed. */
const DEFAULT_RETRY_SECONDS = 60;

/** Answered during maintenance: its own state, and the admin's routes (which check the admin themselves). */
const passes = (path: string | undefined): boolean => path === '/maintenance' || (path?.startsWith('/admin/') ?? false);

/** Whether the request carries an admin's live bearer token. */
function fromAdmin(ctx: HttpContext, request: FastifyRequest): boolean {
  const token = bearerToken(request);
  const owner = token ? ctx.domain.tokens.user(token) : undefined;
  return owner !== undefined && isAdmin(owner);
}

/**
 * While maintenance is on, every API request but those that `passes` and an admin's is answered 503 with
 * `maintenance: true`, the expected end (`until`) and Retry-After.
 */
export function maintenanceGate(app: FastifyInstance, ctx: HttpContext): void {
  app.addHook('onRequest', async (request) => {
    const state = ctx.domain.maintenance.state();
    if (!state.enabled || request.method === 'OPTIONS') return;
    const path = (request.routeOptions.config as { openapiPath?: string } | undefined)?.openapiPath;
    if (passes(path) || fromAdmin(ctx, request)) return;
    const left = state.until ? Math.ceil((Date.parse(state.until) - Date.now()) / 1000) : 0;
    const retry = left > 0 ? left : DEFAULT_RETRY_SECONDS;
    throw new HttpError(
      503,
      text('maintenance.on'),
      undefined,
      { maintenance: true, until: state.until },
      { 'retry-after': String(retry) },
    );
  });
}

/** Registers GET /maintenance and POST /admin/maintenance. */
export function maintenanceRoutes(app: FastifyInstance, ctx: HttpContext): void {
  route(app, ctx, 'GET', '/maintenance', 'none', async () => ctx.domain.maintenance.state());
  route(app, ctx, 'POST', '/admin/maintenance', 'admin', async (request) =>
    ctx.domain.maintenance.set(request.body.enabled, request.body.enabled ? (request.body.until ?? null) : null),
  );
}
