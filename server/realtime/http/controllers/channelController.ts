import { type ApiResponse, ok } from '../apiRequest';
import { channelInfo, infoList } from '../channelInformation';
import type { Controller } from './context';

/** GET /apps/{id}/channels/{name}: `occupied`, plus `user_count` / `subscription_count` when asked. */
export const channelController: Controller = async (request, { directory }): Promise<ApiResponse> => {
  const name = request.params.channel ?? '';
  const snapshot = await directory.channel(request.app.id, name);
  return ok(channelInfo(name, snapshot, infoList(request.query.info), true));
};
