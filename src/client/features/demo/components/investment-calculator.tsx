import { Check } from 'lucide-react'
import * as React from 'react'
import { calculateDemoInvestment, getTierFeatures, INVESTMENT_PERCENT } from '@/shared/formulas/demo-investment'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Slider } from '@/client/components/ui/slider'
import { formatMoney, formatMonths, formatMultiple } from '@/shared/formatting/figures'

type InvestmentCalculatorProps = { monthlySavings: number; percentage: number; onPercentageChange: (value: number) => void }

/** The investment calculator (docs/product.md#investment-tiers): a share of monthly savings, 10-80 % in steps of 5, with its tier. */
export function InvestmentCalculator({ monthlySavings, percentage, onPercentageChange }: InvestmentCalculatorProps) {
  const labelId = React.useId()
  const investment = calculateDemoInvestment(monthlySavings, percentage)
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Investment calculator</CardTitle>
        <CardDescription>Choose how much of your monthly savings to invest in your AI workforce.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-3">
          <div className="flex items-baseline justify-between">
            <span id={labelId} className="text-sm font-medium">
              Investment (% of monthly savings)
            </span>
            <output aria-labelledby={labelId} className="text-lg font-semibold tabular-nums">
              {percentage}%
            </output>
          </div>
          <Slider
            aria-labelledby={labelId}
            min={INVESTMENT_PERCENT.min}
            max={INVESTMENT_PERCENT.max}
            step={INVESTMENT_PERCENT.step}
            value={[percentage]}
            onValueChange={([value]) => onPercentageChange(value ?? INVESTMENT_PERCENT.default)}
          />
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Monthly investment</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="investment-amount">
              {formatMoney(investment.monthlyAmount)}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            {/* The spec's 'annual ROI projection' is a multiple, so it is not called ROI here (docs/decisions/089). */}
            <dt className="text-xs text-muted-foreground">Return multiple</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="investment-roi">
              {formatMultiple(investment.annualRoiMultiple)}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">Annual savings ÷ monthly investment</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Payback</dt>
            <dd className="text-xl font-bold tabular-nums">{formatMonths(investment.paybackMonths)}</dd>
          </div>
        </dl>
        <div>
          <p className="flex items-center gap-2 text-sm font-medium">
            Your tier <Badge data-testid="investment-tier">{investment.tier}</Badge>
          </p>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {getTierFeatures(investment.tier).map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  )
}
