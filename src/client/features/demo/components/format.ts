const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole dollars, as the report shows them. */
export function formatMoney(value: number): string {
  return money.format(value)
}
