import { ArrowLeft, ArrowRight } from 'lucide-react'
import * as React from 'react'
import { toFormStore } from '@/shared/storage/demo-form-store'
import type { DemoAssessment, DemoAssessmentInput } from '@/shared/schemas/demo-assessment'
import { getFunnelStepIndex } from '@/shared/schemas/funnel-analytics'
import { Button } from '@/client/components/ui/button'
import { useStepBeacon } from '@/client/lib/funnel-beacon'
import { useSubmitAssessment } from '../api/submit-assessment'
import { useDemoSession } from '../hooks/use-demo-session'
import { AssessmentWizard } from './assessment-wizard'
import { DemoHeader, getStepPercentage } from './demo-header'
import { ImpactReport } from './impact-report'
import { Scheduling } from './scheduling'

/** The wizard's processing state lasts about 1 s, then the flow moves to step 1 (docs/product.md#timers). */
const PROCESSING_MS = 1000

/** The demo flow (/demo, docs/product.md#demo-flow): assessment, impact report, scheduling. */
export function DemoPage() {
  const [step, setStep] = React.useState(0)
  const [answers, setAnswers] = React.useState<DemoAssessmentInput>()
  const [assessmentId, setAssessmentId] = React.useState<string>()
  const { store, saveStore } = useDemoSession()
  const submitAssessment = useSubmitAssessment()
  const contactEmail = store?.onboarding.contact_email ?? ''
  // docs/decisions/021: step 1 reaches 100% once the visitor has set their investment.
  const reviewed = store?.payment.investmentPercentage !== undefined
  // The report and scheduling views; the wizard reports its sections (docs/decisions/107-funnel-analytics.md).
  const shownStep = step === 1 ? 'impact-report' : step === 2 ? 'scheduling' : null
  useStepBeacon('demo', shownStep, shownStep ? getFunnelStepIndex('demo', shownStep) : 0)

  const goTo = (next: number) => {
    // No advance from step 0 or 1 without a contact email (docs/product.md#demo-flow).
    if (next > step && !contactEmail) return
    setStep(next)
    window.scrollTo({ top: 0 })
  }

  const completeAssessment = async (values: DemoAssessment, honeypot: string) => {
    setAnswers(values)
    const next = toFormStore(values, store?.payment)
    saveStore(next)
    const lead = submitAssessment
      .mutateAsync({ ...values, fax_number: honeypot })
      .then((created) => setAssessmentId(created.id))
      // The visitor still gets their report; the lead is for the sales team (decision 022).
      .catch((error: unknown) => console.warn('Could not store the assessment', error))
    await Promise.all([lead, new Promise((resolve) => setTimeout(resolve, PROCESSING_MS))])
    if (next.onboarding.contact_email) setStep(1)
  }

  return (
    <div className="min-h-dvh bg-muted/40">
      <DemoHeader step={step} percentage={getStepPercentage(step, Boolean(contactEmail), reviewed)} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="sr-only">AgentWorks demo</h1>
        {step === 0 ? <AssessmentWizard initialValues={answers} onComplete={completeAssessment} /> : null}
        {step === 1 ? (
          <>
            <ImpactReport
              store={store}
              onPercentageChange={(value) => store && saveStore({ ...store, payment: { ...store.payment, investmentPercentage: value } })}
            />
            <div className="mt-6 flex justify-between gap-3">
              <Button variant="outline" onClick={() => goTo(0)}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <Button size="lg" disabled={!contactEmail} onClick={() => goTo(2)}>
                {contactEmail ? 'Schedule Deployment' : 'Please Enter Contact Info'}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Scheduling store={store} assessmentId={assessmentId} />
            <Button variant="outline" className="mt-6" onClick={() => goTo(1)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          </>
        ) : null}
      </main>
    </div>
  )
}
