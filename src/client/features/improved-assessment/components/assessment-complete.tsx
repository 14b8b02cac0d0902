import { CalendarCheck, CheckCircle2, ListChecks, TrendingUp } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import type { ImprovedAssessment, ImprovedMetrics } from '@/shared/schemas/improved-assessment'
import { getChoiceLabel, PREFERRED_CONTACTS } from '@/shared/options/improved-choices'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'
import { paths } from '@/client/config/paths'
import { formatHours, formatMoney, formatMonths, formatPercent } from '@/shared/formatting/figures'

// The redirect to the confirmation comes after 3 s (docs/product.md#timers).
export const REDIRECT_DELAY_MS = 3000

type AssessmentCompleteProps = { metrics: ImprovedMetrics; assessment: ImprovedAssessment }

/** 'Assessment Complete!' with its three cards (docs/product.md#improved-assessment), then /deployment-confirmation. */
export function AssessmentComplete({ metrics, assessment }: AssessmentCompleteProps) {
  const navigate = useNavigate()
  React.useEffect(() => {
    // The metrics travel on as calculatedMetrics, with the form values (docs/product.md#improved-submit).
    const timer = window.setTimeout(
      () => void navigate(paths.deploymentConfirmation.getHref(), { state: { calculatedMetrics: metrics, assessment } }),
      REDIRECT_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [navigate, metrics, assessment])

  const contact = getChoiceLabel(PREFERRED_CONTACTS, assessment.preferred_contact).toLowerCase()
  return (
    <section aria-labelledby="complete-heading" className="grid gap-8 text-center">
      <div className="grid justify-items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
        <h1 id="complete-heading" className="text-title font-semibold">
          Assessment Complete!
        </h1>
        <p className="text-muted-foreground">
          Thank you, {assessment.contact_name}. Your personalized AI automation plan is being prepared.
        </p>
      </div>
      <div className="grid gap-4 text-left md:grid-cols-3">
        <Card>
          <CardHeader>
            <ListChecks aria-hidden="true" className="size-6 text-primary" />
            <CardTitle>Next Steps</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            We are matching AI agents to {assessment.company_name}&apos;s processes and will send the plan to {assessment.contact_email}.
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <TrendingUp aria-hidden="true" className="size-6 text-primary" />
            <CardTitle>ROI Analysis</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Monthly savings</dt>
              <dd className="text-right font-semibold">{formatMoney(metrics.monthlySavings)}</dd>
              <dt className="text-muted-foreground">Annual savings</dt>
              <dd className="text-right font-semibold">{formatMoney(metrics.annualSavings)}</dd>
              <dt className="text-muted-foreground">Hours saved a month</dt>
              <dd className="text-right font-semibold">{formatHours(metrics.hoursSavedPerMonth)}</dd>
              <dt className="text-muted-foreground">First-year ROI</dt>
              <dd className="text-right font-semibold">{formatPercent(metrics.roiPercent)}</dd>
              <dt className="text-muted-foreground">Payback</dt>
              <dd className="text-right font-semibold">{metrics.paybackMonths === null ? '—' : formatMonths(metrics.paybackMonths)}</dd>
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">Against a {formatMoney(metrics.investment)} implementation.</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CalendarCheck aria-hidden="true" className="size-6 text-primary" />
            <CardTitle>Expert Consultation</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            An automation expert will reach out by {contact} to walk you through the plan.
          </CardContent>
        </Card>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Redirecting to deployment confirmation in a few seconds...
      </p>
    </section>
  )
}
