/** "2026-11" or "2026-11-01" as the month's name, "November"; with `year`, "November 2026". Months are UTC, as the budgets'. */
export function monthName(month: string, { year = false } = {}): string {
  return new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })
}
