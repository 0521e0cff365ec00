import type { RealtimeServer, RealtimeServerOptions } from './index';

/** Starts the realtime server (placeholder until the implementation lands). */
export async function startRealtimeServer(_options: RealtimeServerOptions): Promise<RealtimeServer> {
  throw new Error('not implemented yet');
}
