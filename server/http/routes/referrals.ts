/** The player's referral dashboard (docs/referrals.md); the public check of a code is in content.ts. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';

/** Registers the referral routes. */
export function referralRoutes(app: FastifyInstance, ctx: HttpContext): void {
  route(app, ctx, 'GET', '/profile/referrals', 'user', async (request) =>
    ctx.domain.referrals.dashboard(currentUser(request)),
  );
}
