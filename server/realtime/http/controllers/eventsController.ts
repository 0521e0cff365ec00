import { type ApiResponse, jsonObject, ok } from '../apiRequest';
import { channelInfo, type ChannelInfo, infoList } from '../channelInformation';
import { type FieldErrors, validateEvent } from '../validation';
import type { Controller } from './context';

/** POST /apps/{id}/events: one event to `channel` or up to 100 `channels`, optional socket_id exclusion and info. */
export const eventsController: Controller = async (request, { directory, dispatcher }): Promise<ApiResponse> => {
  const payload = jsonObject(request.body);
  const errors: FieldErrors = {};
  const event = validateEvent(payload, '', errors, request.app.maxMessageSize, true);
  if (!event) return { status: 422, body: errors };

  dispatcher.dispatch(request.app.id, {
    event: event.name,
    channels: event.channels,
    data: event.data,
    except: event.socketId,
  });

  const info = infoList(event.info);
  if (info.length === 0) return ok({});
  const channels: Record<string, ChannelInfo> = {};
  for (const name of event.channels) {
    channels[name] = channelInfo(name, await directory.channel(request.app.id, name), info);
  }
  return ok({ channels });
};
