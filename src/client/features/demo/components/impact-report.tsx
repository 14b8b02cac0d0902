import { rankDemoAgents } from '@/shared/formulas/demo-agent-ranking'
import { calculateDemoRoi, calculateDemoRoiFromSavings } from '@/shared/formulas/demo-roi'
import { calculateImpact } from '@/shared/formulas/impact'
import { INVESTMENT_PERCENT } from '@/shared/formulas/demo-investment'
import { DEMO_AGENTS } from '@/shared/agents/demo-catalogue'
import { splitSpecificTools, type DemoFormStore } from '@/shared/storage/demo-form-store'
import { HOURLY_COST } from '@/shared/schemas/demo-assessment'
import { ImpactCards } from './impact-cards'
import { InvestmentCalculator } from './investment-calculator'
import { AgentRecommendationsCard, EstimatedRoiCard, PerformanceMetricsCard } from './report-cards'

type ImpactReportProps = { store: DemoFormStore | null; onPercentageChange: (value: number) => void }

/** 'Business Impact Assessment' (docs/product.md#impact-report): every figure comes from the visitor's own answers. */
export function ImpactReport({ store, onPercentageChange }: ImpactReportProps) {
  const hours = store?.onboarding.repetitive_hours_weekly ?? 0
  const rate = store?.onboarding.average_hourly_cost ?? HOURLY_COST.default
  // Monthly savings are computed once, here, and every card shows that value (docs/decisions/089).
  const impact = calculateImpact(hours, rate)
  const roi = calculateDemoRoiFromSavings(impact.monthlySavings)
  const agents = rankDemoAgents(DEMO_AGENTS, store?.onboarding.top_priorities ?? [], splitSpecificTools(store?.onboarding.specific_tools))
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">Business Impact Assessment</h2>
        <p className="mt-1 text-muted-foreground">
          {store?.company.name ? `What AI agents can do for ${store.company.name}.` : 'What AI agents can do for your business.'}
        </p>
      </div>
      <ImpactCards impact={impact} hours={hours} rate={rate} />
      <div className="grid gap-4 md:grid-cols-2">
        <InvestmentCalculator
          monthlySavings={impact.monthlySavings}
          percentage={store?.payment.investmentPercentage ?? INVESTMENT_PERCENT.default}
          onPercentageChange={onPercentageChange}
        />
        <EstimatedRoiCard roi={{ ...roi, hoursSavedWeekly: calculateDemoRoi(hours, rate).hoursSavedWeekly }} />
        <PerformanceMetricsCard />
        <AgentRecommendationsCard agents={agents} />
      </div>
    </div>
  )
}
