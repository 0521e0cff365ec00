/**
 * The Pusher client of the contract server tests: a raw protocol 7 connection, private channels signed through the
 * API, and the check of a push's exact payload.
 */
import WebSocket from 'ws';
import type { TestContractServer } from './contractServer';
import { json } from './contractServerHelpers';

/** A frame the client received; `data` is parsed when the server sent it as a JSON string. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A minimal Pusher protocol 7 client for tests: connect, subscribe, wait for events. */
export async function connectPusher(
  port: number,
  key: string,
): Promise<{
  socketId: string;
  send(frame: object): void;
  waitFor(pred: (f: PusherFrame) => boolean, timeoutMs?: number): Promise<PusherFrame>;
  frames: PusherFrame[];
  close(): void;
}> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  const frames: PusherFrame[] = [];
  const waiters: { pred: (f: PusherFrame) => boolean; resolve: (f: PusherFrame) => void }[] = [];
  ws.on('message', (raw) => {
    const f = JSON.parse(String(raw)) as PusherFrame;
    if (typeof f.data === 'string') {
      try {
        f.data = JSON.parse(f.data);
      } catch {
        /* keep the string */
      }
    }
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.pred(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
    }
  });
  const waitFor = (pred: (f: PusherFrame) => boolean, timeoutMs = 5000): Promise<PusherFrame> => {
    const found = frames.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for a frame; got ${frames.map((x) => x.event).join(', ')}`)),
        timeoutMs,
      );
      waiters.push({
        pred,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  };
  const established = await waitFor((f) => f.event === 'pusher:connection_established');
  return {
    socketId: (established.data as { socket_id: string }).socket_id,
    send: (frame) => ws.send(JSON.stringify(frame)),
    waitFor,
    frames,
    close: () => ws.close(),
  };
}

/** A Pusher client subscribed to one user's private channel. */
export type UserChannelClient = Awaited<ReturnType<typeof subscribeUser>>;

/** Subscribes a Pusher client to the user's private channel (signed through the API). */
export function subscribeUser(server: TestContractServer, token: string, uuid: string) {
  return subscribePrivate(server, token, `private-App.Models.User.${uuid}`);
}

/** Subscribes a Pusher client to a private channel, signed through the API with `token` (throws when refused). */
export async function subscribePrivate(server: TestContractServer, token: string, channel: string) {
  const client = await connectPusher(server.realtime.port, server.realtime.key);
  const signed = await server.api('/broadcasting/auth', {
    method: 'POST',
    token,
    json: { socket_id: client.socketId, channel_name: channel },
  });
  if (!signed.ok) {
    client.close();
    throw new Error(`${channel} not signed: ${signed.status}`);
  }
  const { auth } = await json<{ auth: string }>(signed);
  client.send({ event: 'pusher:subscribe', data: { channel, auth } });
  await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  return {
    ...client,
    /** frames of one event name received so far */
    events: (name: string): PusherFrame[] => client.frames.filter((f) => f.event === name),
  };
}

/** Runs `body` with a Pusher client on the player's private channel, and closes the client afterwards. */
export async function withUserChannel<T>(
  server: TestContractServer,
  player: { token: string; uuid: string },
  body: (channel: UserChannelClient) => Promise<T>,
): Promise<T> {
  const channel = await subscribeUser(server, player.token, player.uuid);
  try {
    return await body(channel);
  } finally {
    channel.close();
  }
}

/** What the server adds to every private-channel event: its number in the player's history (docs/realtime-recovery.md). */
export const PUSH_STAMP = { seq: expect.any(Number) as unknown, stream: expect.any(String) as unknown };

/** Waits for the client's next `event` frame and expects its data to be `fields` exactly, beside the publisher's stamp. */
export async function expectPush(
  client: { waitFor(pred: (f: PusherFrame) => boolean): Promise<PusherFrame> },
  event: string,
  fields: Record<string, unknown>,
): Promise<PusherFrame> {
  const frame = await client.waitFor((f) => f.event === event);
  expect(frame.data).toEqual({ ...PUSH_STAMP, ...fields });
  return frame;
}
