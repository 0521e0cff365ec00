import type { RealtimeServices } from '@/realtime/echoFactory';

/**
 * Everything the store's side effects need from the outside world, injected so tests can swap any of it:
 * configuration, the token store, `fetch` (the API layer's part) and the Echo factory (the realtime side's).
 */
export type AppServices = RealtimeServices;
