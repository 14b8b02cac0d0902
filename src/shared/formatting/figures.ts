// One way to show numbers across the demo, the quiz and the improved assessment (docs/decisions/089): formulas in
// ../formulas round once; these functions only format, so every card shows the same value for the same figure.

/**
 * A formatter built on its first use: building an Intl.NumberFormat costs far more than using one (about 25 ms for
 * these four on a phone-speed CPU), and the quiz's first screen, which imports this module, shows no figure yet.
 */
function lazyFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined
  return () => (format ??= new Intl.NumberFormat('en-US', options))
}

const MONEY = lazyFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const WHOLE = lazyFormat({ maximumFractionDigits: 0 })
const ONE_DECIMAL = lazyFormat({ maximumFractionDigits: 1 })
const FIXED_ONE_DECIMAL = lazyFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Whole dollars with grouping: 1716 → '$1,716'. */
export function formatMoney(value: number): string {
  return MONEY().format(value)
}

/** Whole hours with grouping and no unit, for a figure whose label names the unit: 1234 → '1,234'. */
export function formatHours(value: number): string {
  return WHOLE().format(value)
}

/** A percentage given in percent points, no decimals: 150 → '150%', −12 → '-12%'. */
export function formatPercent(value: number): string {
  return `${WHOLE().format(value)}%`
}

/** A multiple ('Return multiple'), at most one decimal: 30 → '30x', 3.25 → '3.3x'. */
export function formatMultiple(value: number): string {
  return `${ONE_DECIMAL().format(value)}x`
}

/** Months with one decimal, as the payback formulas round them: 0.4 → '0.4 months', 1 → '1.0 months'. */
export function formatMonths(value: number): string {
  return `${FIXED_ONE_DECIMAL().format(value)} months`
}
