import type { RealtimeApp } from './index';

/** An app's configuration with every default filled in. */
export interface Application {
  readonly id: string;
  readonly key: string;
  readonly secret: string;
  readonly activityTimeout: number;
  readonly maxMessageSize: number;
  readonly allowedOrigins: readonly string[];
  readonly acceptClientEventsFrom: 'members' | 'all' | 'none';
  readonly maxChannelsPerConnection: number;
  readonly maxPresenceMembers: number;
  readonly rateLimit: {
    readonly maxMessages: number;
    readonly windowSeconds: number;
    readonly terminateOnLimit: boolean;
  };
  readonly userChannel: string | undefined;
}

/** Pusher's channel names: at most 164 characters from `A-Z a-z 0-9 _ - = @ , . ;` (prefix included). */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/**
 * The channel of a signed-in user (`pusher:signin`): `#server-to-user-{id}`. Only the connection signed in as that user
 * may subscribe it, and the HTTP API may publish to it (a message to the user).
 */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

/**
 * Fills in the defaults Reverb's config/reverb.php gives an app, and the limits Pusher documents (client events off,
 * 100 presence members) with our own where neither says (100 channels a socket, 200 messages in 10 s).
 */
export function toApplication(app: RealtimeApp): Application {
  return {
    id: app.id,
    key: app.key,
    secret: app.secret,
    activityTimeout: app.activityTimeout ?? 30,
    maxMessageSize: app.maxMessageSize ?? 10_000,
    allowedOrigins: app.allowedOrigins ?? ['*'],
    acceptClientEventsFrom: app.acceptClientEventsFrom ?? 'none',
    maxChannelsPerConnection: app.maxChannelsPerConnection ?? 100,
    maxPresenceMembers: app.maxPresenceMembers ?? 100,
    rateLimit: {
      maxMessages: app.rateLimit?.maxMessages ?? 200,
      windowSeconds: app.rateLimit?.windowSeconds ?? 10,
      terminateOnLimit: app.rateLimit?.terminateOnLimit ?? false,
    },
    userChannel: app.userChannel,
  };
}

/** Looks apps up by id (HTTP API) and by key (WebSocket upgrade). */
export class ApplicationProvider {
  private readonly byId = new Map<string, Application>();
  private readonly byKey = new Map<string, Application>();

  constructor(apps: RealtimeApp[]) {
    if (apps.length === 0) throw new Error('the realtime server needs at least one app');
    for (const app of apps.map(toApplication)) {
      if (!app.id || !app.key || !app.secret) throw new Error('a realtime app needs an id, a key and a secret');
      const positive = [
        app.activityTimeout,
        app.maxMessageSize,
        app.maxChannelsPerConnection,
        app.maxPresenceMembers,
        app.rateLimit.maxMessages,
        app.rateLimit.windowSeconds,
      ];
      if (!positive.every((n) => n > 0))
        throw new Error(`realtime app ${app.id}: timeouts, sizes and limits must be positive`);
      if (app.userChannel !== undefined && !app.userChannel.includes('{user_id}'))
        throw new Error(`realtime app ${app.id}: userChannel needs a {user_id} placeholder`);
      if (this.byId.has(app.id) || this.byKey.has(app.key)) throw new Error(`duplicate realtime app ${app.id}`);
      this.byId.set(app.id, app);
      this.byKey.set(app.key, app);
    }
  }

  findById(id: string): Application | undefined {
    return this.byId.get(id);
  }

  findByKey(key: string): Application | undefined {
    return this.byKey.get(key);
  }

  all(): Application[] {
    return [...this.byId.values()];
  }
}

/** Reverb's origin check: the Origin's host against `Str::is` patterns (`*` matches any run of characters). */
export function originAllowed(app: Application, origin: string | undefined): boolean {
  if (app.allowedOrigins.includes('*')) return true;
  let host: string;
  try {
    host = new URL(origin ?? '').hostname;
  } catch {
    return false;
  }
  return app.allowedOrigins.some((pattern) => wildcard(pattern).test(host));
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}
