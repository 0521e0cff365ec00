import { type ApiResponse, ok } from '../apiRequest';
import { channelInfo, type ChannelInfo, infoList } from '../channelInformation';
import type { Controller } from './context';

/** GET /apps/{id}/channels: occupied channels, `filter_by_prefix`, `info=user_count` (presence only). */
export const channelsController: Controller = async (request, { directory }): Promise<ApiResponse> => {
  const prefix = request.query.filter_by_prefix ?? '';
  const info = infoList(request.query.info);
  const channels: Record<string, ChannelInfo> = {};
  for (const [name, snapshot] of await directory.channels(request.app.id)) {
    if (snapshot.subscriptionCount === 0 || !name.startsWith(prefix)) continue;
    channels[name] = channelInfo(name, snapshot, info);
  }
  return ok({ channels });
};
