import { CalendarCheck, Mail } from 'lucide-react'
import { calculateImpact } from '@/shared/formulas/impact'
import { getInvestmentTier, INVESTMENT_PERCENT } from '@/shared/formulas/demo-investment'
import type { DemoFormStore } from '@/shared/storage/demo-form-store'
import { HOURLY_COST } from '@/shared/schemas/demo-assessment'
import type { DemoBooking } from '@/shared/schemas/demo-booking'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Progress } from '@/client/components/ui/progress'
import { appConfig } from '@/client/lib/app-config'
import { formatMoney } from '@/shared/formatting/figures'
import { formatTimeZoneLabel } from './time-zone-label'

// Fixed demo figures for the operational improvement bars (docs/product.md#scheduling-confirmation; labels are ours).
const IMPROVEMENTS = [
  { label: 'Response time', value: 95 },
  { label: 'Process accuracy', value: 83 },
  { label: 'Task completion', value: 90 },
  { label: 'Team capacity', value: 83 },
] as const

const NEXT_STEPS = [
  'Our team contacts you within 24 hours to prepare your call.',
  'Your agents are deployed within 48 hours.',
  'We hold bi-weekly check-ins to tune your agents.',
] as const

/**
 * The scheduling confirmation (docs/product.md#scheduling-confirmation), with the visitor's own figures instead of
 * the original's fixed 22 hours and $2,200 (docs/decisions/021).
 */
type BookingConfirmationProps = { booking: DemoBooking; store: DemoFormStore | null; timeZone: string }

export function BookingConfirmation({ booking, store, timeZone }: BookingConfirmationProps) {
  const hours = store?.onboarding.repetitive_hours_weekly ?? 0
  const impact = calculateImpact(hours, store?.onboarding.average_hourly_cost ?? HOURLY_COST.default)
  const tier = getInvestmentTier(store?.payment.investmentPercentage ?? INVESTMENT_PERCENT.default)
  const startsAt = new Date(booking.starts_at)
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(startsAt)
  const when = `${date}, ${formatTimeZoneLabel(timeZone, startsAt)}`
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-2xl">
          <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
          Your onboarding call is booked
        </CardTitle>
        <CardDescription>
          {when}. A confirmation e-mail with a calendar invite is on its way to {store?.onboarding.contact_email}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <dl className="grid min-w-0 grid-cols-2 content-start gap-2 sm:gap-3" data-testid="confirmation-figures">
          <div className="rounded-lg bg-muted p-2 sm:p-3">
            <dt className="text-xs text-muted-foreground">Hours weekly</dt>
            <dd className="text-base font-bold tabular-nums sm:text-2xl">{hours}</dd>
          </div>
          <div className="rounded-lg bg-muted p-2 sm:p-3">
            <dt className="text-xs text-muted-foreground">Monthly savings</dt>
            <dd className="text-base font-bold tabular-nums sm:text-2xl">{formatMoney(impact.monthlySavings)}</dd>
          </div>
          <div className="col-span-2 min-w-0 rounded-lg bg-muted p-2 sm:p-3">
            <dt className="text-xs text-muted-foreground">Tier</dt>
            <dd className="text-base font-bold sm:text-2xl">{tier}</dd>
          </div>
        </dl>
        <div className="grid min-w-0 gap-3">
          <h3 className="text-sm font-semibold">Operational improvements</h3>
          {IMPROVEMENTS.map((item) => (
            <div key={item.label} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span>{item.label}</span>
                <span className="font-medium tabular-nums">{item.value}%</span>
              </div>
              <Progress value={item.value} aria-label={item.label} />
            </div>
          ))}
        </div>
        <div className="md:col-span-2">
          <h3 className="text-sm font-semibold">What happens next</h3>
          <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm break-words text-muted-foreground">
            <Mail aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
            Questions? Contact us at{' '}
            <a href={`mailto:${appConfig.supportEmail}`} className="font-medium text-primary underline underline-offset-4">
              {appConfig.supportEmail}
            </a>
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
