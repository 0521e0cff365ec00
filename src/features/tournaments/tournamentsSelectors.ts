import { createSelector } from '@reduxjs/toolkit';
import type { LeaderboardRow, Tournament } from '@/api/types';

const statusOrder: Record<Tournament['status'], number> = { running: 0, upcoming: 1, finished: 2 };

/** Tournaments ordered for the list: running first, then upcoming (soonest first), then finished (latest first). */
export const selectOrderedTournaments = createSelector([(list: Tournament[] | undefined) => list], (list): Tournament[] =>
  [...(list ?? [])].sort((a, b) => {
    const byStatus = statusOrder[a.status] - statusOrder[b.status];
    if (byStatus !== 0) return byStatus;
    if (a.status === 'finished') return b.ends_at.localeCompare(a.ends_at);
    return a.starts_at.localeCompare(b.starts_at);
  }),
);

/** The leaderboard by rank. */
export const selectRankedLeaderboard = createSelector([(rows: LeaderboardRow[] | undefined) => rows], (rows): LeaderboardRow[] =>
  [...(rows ?? [])].sort((a, b) => a.rank - b.rank),
);
