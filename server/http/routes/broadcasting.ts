/**
 * POST /broadcasting/auth: signs private and presence channel subscriptions for the signed-in user with the `pusher`
 * SDK: the user's own channel, the presence channel, and the support desk's channel for administrators.
 * POST /broadcasting/user-auth: signs the connection in as that user (`pusher:signin`, docs/realtime-server.md).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { forbidden } from '../errors';
import { text } from '../../i18n';
import { PRESENCE_CHANNEL, SUPPORT_CHANNEL, userChannel } from '../../events/types';
import { isAdmin } from '../../domain/impersonation';
import { hmacSha256 } from '../../lib/crypto';

const SOCKET_ID = /^\d+\.\d+$/;

/**
 * What the other members see of a presence member: an id made from the socket (a keyed hash, so it names neither the
 * account nor its other connections) and a neutral name from that id. Nothing about the player (uuid, e-mail, chosen
 * or Telegram name) reaches other players; the online count is a count of connections.
 */
export function presenceMember(appKey: string, socketId: string): { user_id: string; user_info: { name: string } } {
  const id = hmacSha256(appKey, `presence|${socketId}`).slice(0, 24);
  return { user_id: id, user_info: { name: `Player ${id.slice(0, 6).toUpperCase()}` } };
}

/** Registers the channel authorization route. */
export function broadcastingRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { pusher } = ctx;
  route(app, ctx, 'POST', '/broadcasting/auth', 'user', async (request) => {
    const user = currentUser(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    if (!SOCKET_ID.test(socketId)) throw forbidden(text('http.socket_id'));
    if (channel === userChannel(user.uuid)) return { auth: pusher.authorizeChannel(socketId, channel).auth };
    // The effective user: an administrator acting as a player (X-Login-As) hears what the player hears, not the desk.
    if (channel === SUPPORT_CHANNEL && isAdmin(user)) return { auth: pusher.authorizeChannel(socketId, channel).auth };
    if (channel === PRESENCE_CHANNEL) {
      const { auth, channel_data } = pusher.authorizeChannel(
        socketId,
        channel,
        presenceMember(ctx.config.appKey, socketId),
      );
      return { auth, channel_data };
    }
    throw forbidden();
  });
  route(app, ctx, 'POST', '/broadcasting/user-auth', 'user', async (request) => {
    const { socket_id: socketId } = request.body;
    if (!SOCKET_ID.test(socketId)) throw forbidden(text('http.socket_id'));
    // The uuid only: what the realtime server needs to know the connection as this user, nothing about the person.
    return pusher.authenticateUser(socketId, { id: currentUser(request).uuid });
  });
}
