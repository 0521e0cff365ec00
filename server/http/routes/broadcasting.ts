/** POST /broadcasting/auth: signs private and presence channel subscriptions for the signed-in user with the `pusher` SDK. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { forbidden } from '../errors';
import { text } from '../../i18n';
import { PRESENCE_CHANNEL, userChannel } from '../../events/types';

const SOCKET_ID = /^\d+\.\d+$/;

/** Registers the channel authorization route. */
export function broadcastingRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { pusher } = ctx;
  route(app, ctx, 'POST', '/broadcasting/auth', 'user', async (request) => {
    const user = currentUser(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    if (!SOCKET_ID.test(socketId)) throw forbidden(text('http.socket_id'));
    if (channel === userChannel(user.uuid)) return { auth: pusher.authorizeChannel(socketId, channel).auth };
    if (channel === PRESENCE_CHANNEL) {
      // The member info others see: a display name never derived from the e-mail (no e-mail, no balance).
      const { auth, channel_data } = pusher.authorizeChannel(socketId, channel, { user_id: user.uuid, user_info: { name: ctx.domain.players.presenceName(user) } });
      return { auth, channel_data };
    }
    throw forbidden();
  });
}
