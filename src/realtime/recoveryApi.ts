/** GET /realtime/missed (docs/realtime-recovery.md), injected on its own so the /replay screen knows the endpoint too. */
import { baseApi } from '@/api/baseApi';
import type { components } from '@/api/schema';

export type MissedEvents = components['schemas']['MissedEvents'];

/** Never cached: each ask is a fresh request. */
export const missedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMissedPushes: build.query<MissedEvents, { after: number; stream: string } | null>({
      query: (since) => ({ url: '/realtime/missed', params: since ?? {} }),
      keepUnusedDataFor: 0,
    }),
  }),
});
