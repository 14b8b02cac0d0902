import { TrendingUp } from 'lucide-react'
import { getMonthlySavings } from '@/shared/formulas/improved-metrics'
import { formatMoney } from '@/shared/formatting/figures'

/** The floating 'Potential Savings' panel (docs/product.md#improved-assessment): from step 2 on, once savings are above 0. */
export function SavingsPanel({ hours }: { hours: number | undefined }) {
  const monthly = getMonthlySavings(hours)
  if (monthly <= 0) return null
  return (
    <aside
      aria-label="Potential Savings"
      className="fixed inset-x-3 bottom-3 z-30 rounded-xl border bg-card p-4 shadow-lg sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-64"
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <TrendingUp aria-hidden="true" className="size-4 text-success" />
        Potential Savings
      </p>
      <div className="mt-2 flex items-baseline justify-between gap-3 sm:block">
        <p className="text-2xl font-bold text-success" aria-live="polite">
          {formatMoney(monthly)}
          <span className="text-sm font-medium text-muted-foreground">/month</span>
        </p>
        <p className="text-sm text-muted-foreground">{formatMoney(monthly * 12)} a year</p>
      </div>
    </aside>
  )
}
