import type Echo from 'laravel-echo';
import type { ApiServices } from '@/api/services';
import type { RealtimeConfig } from '@/config/appConfig';
import type { TabChannel } from './tabs/toastTab';

/** The answer of POST /broadcasting/auth, handed to pusher-js unchanged. */
export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

/** The answer of POST /broadcasting/user-auth, handed to pusher-js unchanged (`pusher:signin`). */
export interface UserAuthentication {
  auth: string;
  user_data: string;
}

export interface EchoFactoryOptions {
  config: RealtimeConfig;
  /** Signs a private or presence subscription (JSON POST to /broadcasting/auth with the bearer token). */
  authorize: (socketId: string, channelName: string) => Promise<ChannelAuthorization>;
  /** Signs the connection in as the user, for `connector.signin()` (JSON POST to /broadcasting/user-auth). */
  authenticateUser?: (socketId: string) => Promise<UserAuthentication>;
}

export type EchoInstance = Echo<'reverb'>;

declare global {
  interface Window {
    /**
     * The app's one Echo, outside production only (`realtimeSaga.ts`), where Laravel's own front ends keep theirs: for
     * the console and the browser tests (docs/realtime-client.md, "Configuration").
     */
    Echo?: EchoInstance;
  }
}

/**
 * Builds the one Echo connection; injected through the store's services so tests can swap it.
 * May be asynchronous: the default factory loads laravel-echo and pusher-js lazily.
 */
export type EchoFactory = (options: EchoFactoryOptions) => EchoInstance | Promise<EchoInstance>;

/** What the realtime saga needs from the outside world: the API's services plus the Echo factory. */
export interface RealtimeServices extends ApiServices {
  /** Creates the laravel-echo instance; tests may point it at the real contract server or at a fake. */
  createEcho: EchoFactory;
  /** The line to the site's other tabs in this browser (default: a BroadcastChannel; tests pass their own). */
  openTabChannel?: () => TabChannel | null;
}
