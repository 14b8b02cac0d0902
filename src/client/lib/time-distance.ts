// "5 minutes ago" and "in about 2 hours", in the words and steps of date-fns's formatDistance with its suffix (which
// the workspace showed before): written here because that function pulled 4 KB (gzip) of locale code into the first
// load of every workspace page, for English words the app only ever uses (docs/performance.md).

const MINUTES_IN_DAY = 1440
const MINUTES_IN_MONTH = 43_200

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other.replace('{n}', String(count)))

/** A moment's place within its month, in local time, as one comparable number of milliseconds. */
const intoMonth = (date: Date) =>
  (((date.getDate() * 24 + date.getHours()) * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 + date.getMilliseconds()

/** Whole calendar months from `earlier` to `later` (`later` not before `earlier`), a month counted once its day is reached. */
function calendarMonthsBetween(earlier: Date, later: Date): number {
  const months = (later.getFullYear() - earlier.getFullYear()) * 12 + (later.getMonth() - earlier.getMonth())
  return intoMonth(later) < intoMonth(earlier) ? months - 1 : months
}

function distance(earlier: Date, later: Date): string {
  // Minutes on the wall clock: across a change to or from summer time, an hour more or less than elapsed.
  const clockChange = later.getTimezoneOffset() - earlier.getTimezoneOffset()
  const minutes = Math.round((later.getTime() - earlier.getTime()) / 60_000 - clockChange)
  if (minutes === 0) return 'less than a minute'
  if (minutes < 45) return plural(minutes, '1 minute', '{n} minutes')
  if (minutes < 90) return 'about 1 hour'
  if (minutes < MINUTES_IN_DAY) return plural(Math.round(minutes / 60), 'about 1 hour', 'about {n} hours')
  if (minutes < 2520) return '1 day'
  if (minutes < MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_DAY), '1 day', '{n} days')
  if (minutes < 2 * MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_MONTH), 'about 1 month', 'about {n} months')
  const months = calendarMonthsBetween(earlier, later)
  if (months < 12) return plural(Math.round(minutes / MINUTES_IN_MONTH), '1 month', '{n} months')
  const years = Math.trunc(months / 12)
  const monthsIntoYear = months % 12
  if (monthsIntoYear < 3) return plural(years, 'about 1 year', 'about {n} years')
  if (monthsIntoYear < 9) return plural(years, 'over 1 year', 'over {n} years')
  return plural(years + 1, 'almost 1 year', 'almost {n} years')
}

/** How long ago `date` was, or how long until it, seen from `now`: "3 days ago", "in about 1 hour". */
export function timeDistance(date: Date | number, now: Date | number): string {
  const [then, current] = [new Date(date), new Date(now)]
  return then.getTime() <= current.getTime() ? `${distance(then, current)} ago` : `in ${distance(current, then)}`
}
