// Money in Settings → AI, the banners and the owner's e-mail (docs/decisions/132-cost-in-money.md): costs are kept in
// millionths of the price table's currency ("micros"), budgets in cents; one formatter, so a figure reads the same
// wherever it is shown. No zod here: the workspace's banner imports it on every page (docs/decisions/097).

export const MICROS_PER_CENT = 10_000

/** Cents (a budget) as micros (what calls cost). */
export function centsToMicros(cents: number): number {
  return cents * MICROS_PER_CENT
}

const formats = new Map<string, Intl.NumberFormat>()
function formatOf(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * A cost as the business reads it: cents from one cent up ("$12.40"), four decimals below ("$0.0031": one e-mail often
 * costs less than a cent), "less than $0.0001" for a sliver, "$0.00" for nothing.
 */
export function formatCost(micros: number, currency: string): string {
  if (micros === 0) return formatOf(currency, 2).format(0)
  if (micros >= MICROS_PER_CENT) return formatOf(currency, 2).format(micros / 1_000_000)
  if (micros < 100) return `less than ${formatOf(currency, 4).format(0.0001)}`
  return formatOf(currency, 4).format(micros / 1_000_000)
}

/** A budget in whole cents: "$25.00". */
export function formatBudget(cents: number, currency: string): string {
  return formatOf(currency, 2).format(cents / 100)
}

/** At this share of the budget the owner is e-mailed (once a month) and the workspace shows a banner. */
export const BUDGET_WARNING_SHARE = 0.8

export type MoneyBudgetState = 'none' | 'ok' | 'warning' | 'reached'

/**
 * Where the month's spending stands against the budget: no budget, under 80%, from 80%, and reached once the next
 * e-mail's largest cost (`nextCallMicros`) no longer fits, which is when a call's reservation is refused and the
 * templates write. A model with no price (`nextCallMicros` null) is never stopped by the budget, so it is never reached.
 */
export function moneyBudgetState(spentMicros: number, budgetCents: number | null, nextCallMicros: number | null): MoneyBudgetState {
  if (budgetCents === null) return 'none'
  const budget = centsToMicros(budgetCents)
  if (nextCallMicros !== null && spentMicros + Math.max(nextCallMicros, 1) > budget) return 'reached'
  return spentMicros >= budget * BUDGET_WARNING_SHARE ? 'warning' : 'ok'
}
