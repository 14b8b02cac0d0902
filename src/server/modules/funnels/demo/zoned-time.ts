/** Calendar arithmetic in a named time zone with Intl alone (no time zone library on the server). */

function wallClockParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') }
}

/** Today's date (YYYY-MM-DD) as a clock in that zone shows it. */
export function todayIn(timeZone: string, now = new Date()): string {
  const { year, month, day } = wallClockParts(now, timeZone)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Saturday or Sunday: a calendar date's weekday does not depend on the zone. */
export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** The instant a wall clock in `timeZone` shows `date` at `hour`:00 (two passes settle DST edges). */
export function zonedTimeToUtc(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const wanted = Date.UTC(year, month - 1, day, hour)
  let guess = wanted
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = wallClockParts(new Date(guess), timeZone)
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second)
    guess += wanted - shownAsUtc
  }
  return new Date(guess)
}
