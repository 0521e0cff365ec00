import { createSelector } from '@reduxjs/toolkit';
import type { LeaderboardRow, Tournament } from '@/api/types';
import { compareTimes } from '@/ui/format';

const statusOrder: Record<Tournament['status'], number> = { running: 0, upcoming: 1, finished: 2 };

/** Tournaments ordered for the list: running first, then upcoming (soonest first), then finished (latest first). */
export const selectOrderedTournaments = createSelector(
  [(list: Tournament[] | undefined) => list],
  (list): Tournament[] =>
    [...(list ?? [])].sort((a, b) => {
      const byStatus = statusOrder[a.status] - statusOrder[b.status];
      if (byStatus !== 0) return byStatus;
      if (a.status === 'finished') return compareTimes(b.ends_at, a.ends_at);
      return compareTimes(a.starts_at, b.starts_at);
    }),
);

/** The leaderboard by rank. */
export const selectRankedLeaderboard = createSelector(
  [(rows: LeaderboardRow[] | undefined) => rows],
  (rows): LeaderboardRow[] => [...(rows ?? [])].sort((a, b) => a.rank - b.rank),
);
