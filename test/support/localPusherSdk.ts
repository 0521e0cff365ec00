/** The official server SDK (`pusher`) pointed at our realtime server on this machine. */
import Pusher from 'pusher';
import type { RealtimeApp } from '../../server/realtime';

/** An SDK client publishing as `app` to the realtime server listening on 127.0.0.1:`port`, without TLS. */
export function localPusherSdk(app: RealtimeApp, port: number): Pusher {
  return new Pusher({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
}
