import { createSelector } from '@reduxjs/toolkit';
import type { Jackpot } from '@/api/types';
import type { SiteState } from './siteSlice';

interface WithSite {
  site: SiteState;
}

/** The live jackpots (REST fetch with pushes folded in); null before the first answer. */
export const selectJackpots = (state: WithSite): Jackpot[] | null => state.site.jackpots;

/** The live settings map; null before the first answer. */
export const selectSettings = (state: WithSite): Record<string, unknown> | null => state.site.settings;

/** One setting's value (any JSON), undefined while unknown. */
export const selectSetting = (state: WithSite, key: string): unknown => state.site.settings?.[key];

/**
 * Jackpots largest first (Mega, Major, Minor, Mini, as players rank them), the name breaking ties, memoised. Names are
 * compared by code unit, not `localeCompare`: the ticker is on the first screen, and a collation service's first use
 * costs a phone about 20 ms of its start-up.
 */
export const selectJackpotsBySize = createSelector([selectJackpots], (jackpots) =>
  jackpots
    ? [...jackpots].sort(
        (a, b) => Number(b.amount) - Number(a.amount) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      )
    : null,
);
