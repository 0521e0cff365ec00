import { createSelector } from '@reduxjs/toolkit';
import type { Promotion, Tournament } from '@/api/types';
import { compareTimes } from '@/ui/format/date';

/** How many promotions and tournaments the home page shows. */
export const HOME_SHELF_SIZE = 3;

/** Tournaments worth showing on home: running ones first, then upcoming; finished ones are left out. */
export const selectCurrentTournaments = createSelector(
  [(list: Tournament[] | undefined) => list],
  (list): Tournament[] =>
    (list ?? [])
      .filter((tournament) => tournament.status !== 'finished')
      .sort((a, b) =>
        a.status === b.status ? compareTimes(a.starts_at, b.starts_at) : a.status === 'running' ? -1 : 1,
      )
      .slice(0, HOME_SHELF_SIZE),
);

/** The first promotions for the home page (the server sends them in display order). */
export const selectCurrentPromotions = createSelector([(list: Promotion[] | undefined) => list], (list): Promotion[] =>
  (list ?? []).slice(0, HOME_SHELF_SIZE),
);
