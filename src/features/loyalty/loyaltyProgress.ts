import type { LoyaltyLevel } from '@/api/types';

/** Progress from the current level's threshold to the next one: points still needed and a 0..100 percentage. */
export function loyaltyProgress(
  points: number,
  level: LoyaltyLevel,
  next: LoyaltyLevel | null,
): { left: number; percent: number } {
  if (!next) return { left: 0, percent: 100 };
  const span = next.min_points - level.min_points;
  const done = points - level.min_points;
  const percent = span <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((done / span) * 100)));
  return { left: Math.max(0, next.min_points - points), percent };
}
