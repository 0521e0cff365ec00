/**
 * Whether the site is blocked for this page, and why (docs/blocked-states.md): maintenance (from a 503 answer or the
 * `MaintenanceChanged` push), a region not served (451), or the API out of reach (a network error). A region block
 * lasts for the page's life; maintenance ends with the push or its own screen's check; unreachable ends with the next
 * answer of any kind.
 */
import { createSlice } from '@reduxjs/toolkit';
import { apiBlocked, apiReached, type BlockedAnswer } from '@/api/blockedAnswer';
import { maintenanceChanged } from '@/realtime/realtimeActions';

export type BlockedKind = BlockedAnswer['kind'];

export interface BlockedState {
  kind: BlockedKind | null;
  /** Maintenance: its expected end (ISO-8601), null when unknown. */
  until: string | null;
  /** Region: where a player may write to, when the server names it. */
  supportEmail: string | null;
}

const open: BlockedState = { kind: null, until: null, supportEmail: null };

export const blockedSlice = createSlice({
  name: 'blocked',
  initialState: open,
  reducers: {
    /** The maintenance screen's own check found it over. */
    maintenanceEnded: (state) => (state.kind === 'maintenance' ? open : state),
  },
  extraReducers: (builder) => {
    builder
      .addCase(apiBlocked, (state, { payload }) => {
        // A region block outlasts everything; maintenance is known to be the cause while the network flickers.
        if (state.kind === 'region' || (state.kind === 'maintenance' && payload.kind === 'unreachable')) return state;
        return { ...open, ...payload };
      })
      .addCase(apiReached, (state) => (state.kind === 'unreachable' ? open : state))
      .addCase(maintenanceChanged, (state, { payload }) => {
        if (state.kind === 'region') return state;
        if (payload.enabled) return { ...open, kind: 'maintenance', until: payload.until };
        return state.kind === 'maintenance' ? open : state;
      });
  },
});

export const { maintenanceEnded } = blockedSlice.actions;
export const blockedReducer = blockedSlice.reducer;
