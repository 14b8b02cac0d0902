/** A step's median time: "42 s", "3 min 05 s", "1 h 02 min"; a dash when no visitor has one. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—'
  const whole = Math.round(seconds)
  if (whole < 60) return `${whole} s`
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
  return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} min`
}

/** A completion rate as a whole percentage, one decimal below 10 %; a dash without visits. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—'
  const percent = rate * 100
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`
}
