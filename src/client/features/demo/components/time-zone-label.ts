/**
 * "Europe/Berlin (CET)": the zone the slots are wall-clock times in (docs/decisions/087), with its abbreviation on
 * `day`. en-US names only American zones; en-GB adds the European ones; elsewhere the GMT offset is the name.
 */
export function formatTimeZoneLabel(timeZone: string, day: Date): string {
  const abbreviation = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(day).find((part) => part.type === 'timeZoneName')
      ?.value ?? ''
  const us = abbreviation('en-US')
  const name = us.startsWith('GMT') && !abbreviation('en-GB').startsWith('GMT') ? abbreviation('en-GB') : us
  return name && name !== timeZone ? `${timeZone} (${name})` : timeZone
}
