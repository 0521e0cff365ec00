import { type ApiResponse, ok } from '../apiRequest';
import { isPresence } from '../channelInformation';
import type { Controller } from './context';

/** GET /apps/{id}/channels/{name}/users: the distinct users of a presence channel (400 for other channels). */
export const channelUsersController: Controller = async (request, { directory }): Promise<ApiResponse> => {
  const name = request.params.channel ?? '';
  if (!isPresence(name)) return { status: 400, body: { error: 'Users can only be listed for presence channels.' } };
  const snapshot = await directory.channel(request.app.id, name);
  return ok({ users: (snapshot?.userIds ?? []).map((id) => ({ id })) });
};
