import type { HistoryKind } from '@/api/types';

/** The filter chips: each names a group of ledger kinds a player thinks of as one. */
export const KIND_GROUPS = [
  { key: 'groupDeposits', kinds: ['deposit'] },
  { key: 'groupWithdrawals', kinds: ['withdrawal', 'withdrawal_refund'] },
  { key: 'groupBets', kinds: ['spin_stake'] },
  { key: 'groupWins', kinds: ['spin_win'] },
  { key: 'groupBonuses', kinds: ['bonus', 'bonus_fulfilled', 'bonus_forfeit'] },
  { key: 'groupFreespins', kinds: ['freespin_win'] },
  { key: 'groupPrizes', kinds: ['cash_reward'] },
] as const satisfies readonly { key: string; kinds: readonly HistoryKind[] }[];

export type KindGroupKey = (typeof KIND_GROUPS)[number]['key'];

/** The kinds of the chosen groups (none chosen: every kind). */
export function kindsOf(groups: readonly KindGroupKey[]): HistoryKind[] {
  return KIND_GROUPS.filter((group) => groups.includes(group.key)).flatMap((group) => [...group.kinds]);
}
