/**
 * Frame encoding, server → client. `data` is double-encoded (a JSON string inside the JSON
 * frame) for the server's own events, as Reverb's EventHandler::formatPayload does.
 */

/** `{"event":"pusher:<event>","data":"<json>","channel"?}`; data left out when empty, as Reverb's array_filter does. */
export function formatPayload(event: string, data?: object, channel?: string): string {
  const frame: { event: string; data?: string; channel?: string } = { event: `pusher:${event}` };
  if (data !== undefined && Object.keys(data).length > 0) frame.data = JSON.stringify(data);
  if (channel !== undefined) frame.channel = channel;
  return JSON.stringify(frame);
}

/** `{"event":"pusher_internal:<event>","data":"<json>","channel"}`; data is always present ("{}" when empty). */
export function formatInternalPayload(event: string, data: object | string, channel?: string): string {
  const frame: { event: string; data: string; channel?: string } = {
    event: `pusher_internal:${event}`,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  };
  if (channel !== undefined) frame.channel = channel;
  return JSON.stringify(frame);
}

/** The `pusher:error` frame for a code and message. */
export function formatError(code: number, message: string): string {
  return formatPayload('error', { code, message });
}

/** An event published through the HTTP API: `{"event","data","channel"}` (Reverb's key order), data a string. */
export function formatEvent(event: string, channel: string, data: unknown): string {
  return JSON.stringify({ event, data, channel });
}

/** A relayed client event: `{"event","channel","data","user_id"?}` (Reverb's key order), data as the client sent it. */
export function formatClientEvent(event: string, channel: string, data: unknown, userId?: string): string {
  return JSON.stringify(userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId });
}
