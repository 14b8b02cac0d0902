import * as React from 'react'
import { INVESTMENT_PERCENT } from '@/shared/formulas/demo-investment'
import type { DemoFormStore } from '@/shared/storage/demo-form-store'
import { HOURLY_COST } from '@/shared/schemas/demo-assessment'
import type { DemoBooking } from '@/shared/schemas/demo-booking'
import { getFunnelStepIndex } from '@/shared/schemas/funnel-analytics'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useStepBeacon } from '@/client/lib/funnel-beacon'
import { BookingConfirmation } from './booking-confirmation'
import { BookingForm } from './booking-form'

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Scheduling (docs/product.md#scheduling): Schedule Onboarding, then Confirmation once a booking exists. */
export function Scheduling({ store, assessmentId }: { store: DemoFormStore | null; assessmentId: string | undefined }) {
  const [booking, setBooking] = React.useState<DemoBooking>()
  const [tab, setTab] = React.useState('schedule')
  const onboarding = store?.onboarding
  // A booked call finishes the demo funnel (docs/decisions/107-funnel-analytics.md).
  useStepBeacon('demo', booking ? 'complete' : null, getFunnelStepIndex('demo', 'complete'))
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList className="max-w-md">
        <TabsTrigger value="schedule">Schedule Onboarding</TabsTrigger>
        <TabsTrigger value="confirmation" disabled={!booking}>
          Confirmation
        </TabsTrigger>
      </TabsList>
      <TabsContent value="schedule">
        <BookingForm
          timeZone={TIME_ZONE}
          details={{
            contact_email: onboarding?.contact_email ?? '',
            contact_name: onboarding?.contact_name ?? '',
            company_name: store?.company.name ?? '',
            assessment_id: assessmentId,
            investment_percentage: store?.payment.investmentPercentage ?? INVESTMENT_PERCENT.default,
            hours_weekly: onboarding?.repetitive_hours_weekly,
            hourly_cost: onboarding?.average_hourly_cost ?? HOURLY_COST.default,
          }}
          onBooked={(next) => {
            setBooking(next)
            setTab('confirmation')
          }}
        />
      </TabsContent>
      <TabsContent value="confirmation">
        {booking ? <BookingConfirmation booking={booking} store={store} timeZone={TIME_ZONE} /> : null}
      </TabsContent>
    </Tabs>
  )
}
