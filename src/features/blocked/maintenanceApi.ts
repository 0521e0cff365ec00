import { baseApi } from '@/api/baseApi';
import type { components } from '@/api/schema';

export type MaintenanceState = components['schemas']['MaintenanceState'];

/** GET /maintenance: answered during maintenance too, so a blocked page asks it whether the site is back. */
export const maintenanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMaintenance: build.query<MaintenanceState, void>({
      query: () => '/maintenance',
      providesTags: ['Maintenance'],
      keepUnusedDataFor: 0,
    }),
  }),
});
