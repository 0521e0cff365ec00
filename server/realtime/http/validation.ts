import { HttpError } from './apiRequest';

/** Field errors in Laravel's validator shape: `{ field: [message] }` (answered with 422). */
export type FieldErrors = Record<string, string[]>;

export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_SIZE = 10;
// `#server-to-user-{id}`: a message to a signed-in user (`pusher:signin`), as Pusher's `sendToUser`.
const CHANNEL_NAME = /^(#server-to-user-)?[-a-zA-Z0-9_=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;

/** An event as the trigger endpoints accept it. */
export interface TriggerEvent {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
  info?: string;
}

/**
 * Validates one event (`prefix` is `''` or `batch.N.`) and adds field errors to `errors`.
 * Limits that Pusher answers with 400 (too many channels, bad names, bad socket id) throw;
 * data over `maxDataSize` bytes throws 413.
 */
export function validateEvent(
  payload: Record<string, unknown>,
  prefix: string,
  errors: FieldErrors,
  maxDataSize: number,
  allowChannels: boolean,
): TriggerEvent | undefined {
  const before = Object.keys(errors).length;
  const { name, data, channel, channels, socket_id: socketId, info } = payload;
  const add = (field: string, message: string): void => {
    (errors[prefix + field] ??= []).push(message);
  };

  if (typeof name !== 'string' || name === '') add('name', 'The name field is required.');
  else if (name.length > 200) throw new HttpError(400, 'Event name is longer than 200 characters.');
  if (data === undefined || data === null || data === '') add('data', 'The data field is required.');
  else if (typeof data !== 'string') add('data', 'The data field must be a string.');

  let list: string[] = [];
  if (allowChannels && channels !== undefined) {
    if (!Array.isArray(channels) || channels.some((item) => typeof item !== 'string'))
      add('channels', 'The channels field must be an array of strings.');
    else list = channels as string[];
  } else if (channel !== undefined) {
    if (typeof channel !== 'string') add('channel', 'The channel field must be a string.');
    else list = [channel];
  }
  if (list.length === 0 && errors[`${prefix}channels`] === undefined && errors[`${prefix}channel`] === undefined) {
    add(
      allowChannels ? 'channels' : 'channel',
      allowChannels ? 'The channels field is required when channel is not present.' : 'The channel field is required.',
    );
  }
  if (socketId !== undefined && typeof socketId !== 'string') add('socket_id', 'The socket id field must be a string.');
  if (info !== undefined && typeof info !== 'string') add('info', 'The info field must be a string.');
  if (Object.keys(errors).length > before) return undefined;

  if (list.length > MAX_CHANNELS_PER_EVENT)
    throw new HttpError(400, `Too many channels: at most ${MAX_CHANNELS_PER_EVENT} per event.`);
  for (const item of list) {
    if (item.length > 164 || !CHANNEL_NAME.test(item))
      throw new HttpError(400, `Invalid channel name: ${item.slice(0, 170)}`);
  }
  if (typeof socketId === 'string' && !SOCKET_ID.test(socketId))
    throw new HttpError(400, `Invalid socket id: ${socketId.slice(0, 40)}`);
  const size = Buffer.byteLength(data as string, 'utf8');
  if (size > maxDataSize)
    throw new HttpError(413, `Payload too large: event data is ${size} bytes, the limit is ${maxDataSize}.`);

  return {
    name: name as string,
    data: data as string,
    channels: list,
    socketId: socketId as string | undefined,
    info: info as string | undefined,
  };
}
