import WebSocket from 'ws';
import Pusher from 'pusher-js';
import PusherServer from 'pusher';
import {
  startRealtimeServer,
  type RealtimeApp,
  type RealtimeServer,
  type RealtimeServerOptions,
} from '../../../server/realtime';

export const TEST_APP: RealtimeApp = { id: 'test-app', key: 'test-key', secret: 'test-secret' };

/** Starts a realtime server on a free loopback port with the test app (fields overridable). */
export function startTestRealtime(
  app: Partial<RealtimeApp> = {},
  options: Partial<RealtimeServerOptions> = {},
): Promise<RealtimeServer> {
  return startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [{ ...TEST_APP, ...app }], ...options });
}

/** A parsed server → client frame. */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
  raw: string;
}

/** A raw `ws` client that queues frames so tests can await the next matching one. */
export class RawClient {
  readonly frames: Frame[] = [];
  private waiters: Array<{ test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = [];
  closeEvent?: { code: number; reason: string };
  private readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const raw = data.toString('utf8');
      const parsed = JSON.parse(raw) as Omit<Frame, 'raw'>;
      const frame: Frame = { ...parsed, raw };
      const waiter = this.waiters.find((candidate) => candidate.test(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        waiter.resolve(frame);
      } else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code: number, reason: Buffer) => {
        this.closeEvent = { code, reason: reason.toString() };
        resolve(this.closeEvent);
      });
    });
  }

  /** The next frame with this event name (already received or still to come). */
  next(event: string, timeoutMs = 3000): Promise<Frame> {
    const test = (frame: Frame): boolean => frame.event === event;
    const queued = this.frames.findIndex(test);
    if (queued >= 0) return Promise.resolve(this.frames.splice(queued, 1)[0] as Frame);
    return new Promise((resolve, reject) => {
      const waiter = {
        test,
        resolve: (frame: Frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** The data of the next pusher:error (sent as a JSON string), parsed. */
  async nextError(timeoutMs = 3000): Promise<{ code: number; message: string }> {
    return JSON.parse((await this.next('pusher:error', timeoutMs)).data as string) as { code: number; message: string };
  }

  /** Resolves true if no frame with this event arrives within `ms`. */
  async none(event: string, ms = 300): Promise<boolean> {
    try {
      await this.next(event, ms);
      return false;
    } catch {
      return true;
    }
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  waitClose(): Promise<{ code: number; reason: string }> {
    return this.closed;
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens a raw client on `/app/{key}`; resolves once the socket is open. */
export async function rawClient(
  port: number,
  key = TEST_APP.key,
  headers: Record<string, string> = {},
): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`, {
    headers,
  });
  const client = new RawClient(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return client;
}

/** A raw client that has received connection_established; returns it with its socket id. */
export async function connectedClient(
  port: number,
  key = TEST_APP.key,
): Promise<{ client: RawClient; socketId: string }> {
  const client = await rawClient(port, key);
  const established = await client.next('pusher:connection_established');
  const data = JSON.parse(established.data as string) as { socket_id: string };
  return { client, socketId: data.socket_id };
}

/** Any 32 bytes: the SDK wants an encryption master key before it signs a `private-encrypted-` channel. */
const ENCRYPTION_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

/** Signs like an auth endpoint, with the official `pusher` SDK: `{auth}` for private, `{auth, channel_data}` for presence. */
export function authorize(
  socketId: string,
  channel: string,
  user?: { id: string; info?: object },
  secret = TEST_APP.secret,
): { auth: string; channel_data?: string } {
  const sdk = new PusherServer({
    appId: TEST_APP.id,
    key: TEST_APP.key,
    secret,
    host: '127.0.0.1',
    encryptionMasterKeyBase64: ENCRYPTION_MASTER_KEY,
  });
  const member = channel.startsWith('presence-')
    ? { user_id: user?.id ?? 'anonymous', user_info: user?.info ?? {} }
    : undefined;
  const { auth, channel_data: channelData } = sdk.authorizeChannel(socketId, channel, member);
  return channelData === undefined ? { auth } : { auth, channel_data: channelData };
}

/** A connected raw client subscribed to `channel` (signed for `user` where the channel needs it), once the server confirmed. */
export async function subscribedClient(
  port: number,
  channel: string,
  user?: { id: string; info?: object },
): Promise<{ client: RawClient; socketId: string }> {
  const connection = await connectedClient(port);
  connection.client.send({
    event: 'pusher:subscribe',
    data: { channel, ...authorize(connection.socketId, channel, user) },
  });
  await connection.client.next('pusher_internal:subscription_succeeded');
  return connection;
}

/** The official `pusher` SDK publishing to the test app of the server on `port` (signed with `secret`). */
export function sdkFor(port: number, secret = TEST_APP.secret): PusherServer {
  return new PusherServer({
    appId: TEST_APP.id,
    key: TEST_APP.key,
    secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
}

/** Closes every raw client in `clients` (emptying the list) and waits until their sockets are closed. */
export async function closeClients(clients: RawClient[]): Promise<void> {
  await Promise.all(
    clients.splice(0).map((client) => {
      client.close();
      return client.waitClose();
    }),
  );
}

/** Answers a channel authorization request of pusher-js. */
export type Authorizer = (socketId: string, channelName: string) => Promise<{ auth: string; channel_data?: string }>;

/** A real pusher-js client (node build) of the app `key` on 127.0.0.1:`port`, authorizing channels through `authorizer`. */
export function pusherJsClient(port: number, key: string, authorizer: Authorizer): Pusher {
  return new Pusher(key, {
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: '',
    disableStats: true,
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorizer(socketId, channelName).then(
          (answer) => callback(null, answer),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
}

/** A real pusher-js client of the test app whose channel authorizations are signed with `secret`. */
export function pusherClient(port: number, user?: { id: string; info?: object }, secret = TEST_APP.secret): Pusher {
  return pusherJsClient(port, TEST_APP.key, async (socketId, channelName) =>
    authorize(socketId, channelName, user, secret),
  );
}

/** Resolves when the pusher-js client is connected. */
export function connected(client: Pusher): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') return resolve();
    const timer = setTimeout(() => reject(new Error(`pusher-js stuck in ${client.connection.state}`)), 5000);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Waits for `event` on a channel of a pusher-js client. */
export function channelEvent<T = unknown>(
  channel: { bind: (event: string, cb: (data: T) => void) => unknown },
  event: string,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** Polls until `check` passes or the time is up. */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
