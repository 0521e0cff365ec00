/** POST /broadcasting/auth: signs private and presence channel subscriptions for the signed-in user. */
import type { FastifyInstance } from 'fastify';
import { currentUser, route, type HttpContext } from '../context';
import { forbidden } from '../errors';
import { channelAuth } from '../../lib/signatures';
import { PRESENCE_CHANNEL, userChannel } from '../../events/types';

const SOCKET_ID = /^\d+\.\d+$/;

/** Registers the channel authorization route. */
export function broadcastingRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { key, secret } = ctx.config.realtime;
  route(app, ctx, 'POST', '/broadcasting/auth', 'user', async (request) => {
    const user = currentUser(request);
    const { socket_id: socketId, channel_name: channel } = request.body as { socket_id: string; channel_name: string };
    if (!SOCKET_ID.test(socketId)) throw forbidden('Invalid socket id.');
    if (channel === userChannel(user.uuid)) return { auth: channelAuth(key, secret, socketId, channel) };
    if (channel === PRESENCE_CHANNEL) {
      const channelData = JSON.stringify({ user_id: user.uuid, user_info: { name: user.name } });
      return { auth: channelAuth(key, secret, socketId, channel, channelData), channel_data: channelData };
    }
    throw forbidden();
  });
}
