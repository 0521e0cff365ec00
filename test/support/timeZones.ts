/**
 * A time zone whose calendar day differs from UTC's at this moment, with today's date there: 12 hours behind UTC
 * before noon UTC, 14 hours ahead after it. Tests of "the player's days" use it so that reading a day in UTC instead
 * of the player's zone always shows.
 */
export function zoneWhereTodayDiffers(now = new Date()): { zone: string; offset: string; today: string } {
  const behind = now.getUTCHours() < 12;
  const zone = behind ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
  return {
    zone,
    offset: behind ? '-12:00' : '+14:00',
    // en-CA writes dates as YYYY-MM-DD.
    today: new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now),
  };
}
