import { Clock, DollarSign, Gauge, ShieldCheck } from 'lucide-react'
import type { Impact } from '@/shared/formulas/impact'
import { WEEKS_PER_MONTH_ROUNDED } from '@/shared/formulas/calendar'
import { IMPACT_GUARANTEE } from '@/shared/formulas/impact'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { formatHours, formatMoney } from '@/shared/formatting/figures'

/** Current monthly cost and agent adoption benefits (docs/product.md#impact-report, #impact-savings). */
export function ImpactCards({ impact, hours, rate }: { impact: Impact; hours: number; rate: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2">
            <DollarSign aria-hidden="true" className="size-5 text-danger" />
            Current monthly cost of repetitive work
          </CardTitle>
          <CardDescription>
            {hours} hours a week × {formatMoney(rate)} an hour × {WEEKS_PER_MONTH_ROUNDED} weeks
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-4xl font-bold tabular-nums" data-testid="monthly-cost">
            {formatMoney(impact.monthlyCost)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">spent every month on work agents can do</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2">
            <Gauge aria-hidden="true" className="size-5 text-success" />
            Agent adoption benefits
          </CardTitle>
          <CardDescription className="flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {IMPACT_GUARANTEE * 100}% minimum improvement guarantee
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-4">
          <div>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              Hours recovered monthly
            </p>
            <p className="text-title font-bold tabular-nums" data-testid="hours-recovered">
              {formatHours(impact.hoursRecoveredMonthly)}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">Monthly savings</p>
            <p className="text-title font-bold text-success tabular-nums" data-testid="monthly-savings">
              {formatMoney(impact.monthlySavings)}
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
