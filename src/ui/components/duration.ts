/** A non-negative span of time split for display. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits the time left until `targetMs` (clamped at zero) into days, hours, minutes and seconds. */
export function durationUntil(targetMs: number, nowMs: number): DurationParts {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `HH:mm:ss`, prefixed by the day count (already worded by the caller) when there are days left. */
export function formatClock(parts: DurationParts, daysLabel: (count: number) => string): string {
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${daysLabel(parts.days)} ${clock}` : clock;
}
