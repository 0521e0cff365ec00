import { createSelector } from '@reduxjs/toolkit';
import type { FaqEntry } from '@/api/types';

/** One FAQ category with its entries, in the server's order. */
export interface FaqGroup {
  category: string;
  entries: FaqEntry[];
}

/** Groups FAQ entries by category, keeping the order in which categories first appear. */
export const selectFaqGroups = createSelector([(entries: FaqEntry[] | undefined) => entries], (entries): FaqGroup[] => {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries ?? []) {
    const list = groups.get(entry.category) ?? [];
    list.push(entry);
    groups.set(entry.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, entries: list }));
});
