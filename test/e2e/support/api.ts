/** Direct API calls of the browser tests (set-up and checks done "from another device"). */
import Pusher from 'pusher';
import type { Stack } from './stack';
import { waitUntil } from './realtimeStack';

/** GET an API path (with a bearer token when given) and return its JSON; throws on a non-2xx answer. */
export async function apiJson<T>(apiUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Resolves once some page has subscribed to a channel (`common`), asked of the realtime server as below. */
export function channelOccupied(stack: Stack, channel: string, timeoutMs = 30_000): Promise<void> {
  return channelSubscriptions(stack, channel, 1, timeoutMs);
}

/** Resolves once at least `count` sockets are subscribed to a channel (pages of separate browser contexts). */
export async function channelSubscriptions(
  stack: Stack,
  channel: string,
  count: number,
  timeoutMs = 30_000,
): Promise<void> {
  const { host, port, appId, key, secret } = stack.server.realtime;
  const sdk = new Pusher({ appId, key, secret, host, port: String(port), useTLS: false });
  await waitUntil(
    `${count} subscriptions to the ${channel} channel`,
    async () => {
      const answer = (await (
        await sdk.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } })
      ).json()) as { subscription_count?: number };
      return (answer.subscription_count ?? 0) >= count;
    },
    timeoutMs,
  );
}

/**
 * Resolves once a page has subscribed to the user's private channel, asked of the realtime server through the Pusher
 * HTTP API with the official SDK. Pushes published before that are lost by design, and a page that has just loaded
 * subscribes only after its realtime client has loaded (after the first paint). With several pages of one player open
 * (separate browser contexts, a socket each), `sockets` says how many must have subscribed.
 */
export async function userChannelSubscribed(stack: Stack, token: string, sockets = 1): Promise<void> {
  const { user } = await apiJson<{ user: { uuid: string } }>(stack.apiUrl, '/auth/user', token);
  await channelSubscriptions(stack, `private-App.Models.User.${user.uuid}`, sockets);
}
