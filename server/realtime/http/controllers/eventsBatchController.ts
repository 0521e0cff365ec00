import { type ApiResponse, HttpError, jsonObject, ok } from '../apiRequest';
import { channelInfo, type ChannelInfo, infoList } from '../channelInformation';
import { type FieldErrors, MAX_BATCH_SIZE, type TriggerEvent, validateEvent } from '../validation';
import type { Controller } from './context';

/** POST /apps/{id}/batch_events: up to 10 events, each to one `channel`; validated whole before any is sent. */
export const eventsBatchController: Controller = async (request, { directory, dispatcher }): Promise<ApiResponse> => {
  const payload = jsonObject(request.body);
  const batch = payload.batch;
  if (!Array.isArray(batch) || batch.length === 0)
    return { status: 422, body: { batch: ['The batch field is required.'] } };
  if (batch.length > MAX_BATCH_SIZE) throw new HttpError(400, `Batch too large: at most ${MAX_BATCH_SIZE} events.`);

  const errors: FieldErrors = {};
  const events: TriggerEvent[] = [];
  batch.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors[`batch.${index}`] = ['Each batch item must be an object.'];
      return;
    }
    const event = validateEvent(
      item as Record<string, unknown>,
      `batch.${index}.`,
      errors,
      request.app.maxMessageSize,
      false,
    );
    if (event) events.push(event);
  });
  if (Object.keys(errors).length > 0) return { status: 422, body: errors };

  for (const event of events) {
    dispatcher.dispatch(request.app.id, {
      event: event.name,
      channels: event.channels,
      data: event.data,
      except: event.socketId,
    });
  }

  if (!events.some((event) => infoList(event.info).length > 0)) return ok({ batch: {} });
  const answers: ChannelInfo[] = [];
  for (const event of events) {
    const name = event.channels[0] ?? '';
    const info = infoList(event.info);
    answers.push(info.length > 0 ? channelInfo(name, await directory.channel(request.app.id, name), info) : {});
  }
  return ok({ batch: answers });
};
