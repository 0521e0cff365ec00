/**
 * Regions the site does not serve (docs/blocked-states.md): a request whose country, as the proxy names it in a
 * header (`COUNTRY_HEADER`, CF-IPCountry by default), is in `BLOCKED_COUNTRIES` is answered 451 with the Laravel
 * error shape, `region_blocked: true` and the support address, so the page can still say whom to write to.
 */
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../context';
import { HttpError } from '../errors';
import { text } from '../../i18n';

/** Registers the 451 gate when any country is blocked. CORS preflights pass, so the browser can read the 451. */
export function regionGate(app: FastifyInstance, ctx: HttpContext): void {
  const blocked = new Set(ctx.config.blockedCountries ?? []);
  if (blocked.size === 0) return;
  const header = ctx.config.countryHeader ?? 'cf-ipcountry';
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const value = request.headers[header];
    const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (!country || !blocked.has(country)) return;
    const email = ctx.domain.repos.content.setting('support_email');
    throw new HttpError(451, text('region.blocked'), undefined, {
      region_blocked: true,
      support_email: typeof email === 'string' && email !== '' ? email : null,
    });
  });
}
