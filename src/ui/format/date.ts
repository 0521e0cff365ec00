const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats a date as `dd.MM.yyyy, HH:mm` in the viewer's time zone; an unparsable value comes back as given. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Formats only the day part, `dd.MM.yyyy`. */
export function formatDay(value: string | number | Date): string {
  const full = formatDate(value);
  return full.includes(', ') ? (full.split(', ')[0] ?? full) : full;
}

/**
 * Orders two ISO 8601 timestamps by the instant they name (offsets included). Not `localeCompare`: its first call
 * starts the browser's collation service, about 20 ms of a phone's start-up, for strings that are not words.
 */
export function compareTimes(a: string, b: string): number {
  return Date.parse(a) - Date.parse(b);
}
