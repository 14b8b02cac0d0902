import { ArrowLeft, ArrowRight } from 'lucide-react'
import * as React from 'react'
import { useWatch, type FieldErrors } from 'react-hook-form'
import { IMPROVED_STEPS } from '@/shared/wizards/improved-steps'
import {
  IMPROVED_STEP_FIELDS,
  type ImprovedAssessment,
  type ImprovedAssessmentInput,
  type ImprovedMetrics,
} from '@/shared/schemas/improved-assessment'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card'
import { toast } from '@/client/hooks/use-toast'
import { useStepBeacon } from '@/client/lib/funnel-beacon'
import { useSubmitImprovedAssessment } from '../api/submit-improved-assessment'
import { clearDraft, loadDraft, usePersistDraft } from '../hooks/use-assessment-draft'
import { useAssessmentForm } from '../hooks/use-assessment-form'
import { AssessmentComplete } from './assessment-complete'
import { HoneypotField } from './honeypot-field'
import { SavingsPanel } from './savings-panel'
import { StepContent } from './step-content'
import { StepProgress } from './step-progress'

const LAST_STEP = IMPROVED_STEPS.length - 1

/** The improved six-step assessment (docs/product.md#improved-assessment). */
export function ImprovedAssessmentPage() {
  const [draft] = React.useState(loadDraft)
  const [stepIndex, setStepIndex] = React.useState(draft?.step ?? 0)
  const [result, setResult] = React.useState<{ metrics: ImprovedMetrics; assessment: ImprovedAssessment }>()
  const form = useAssessmentForm(draft?.values ?? {})
  const submission = useSubmitImprovedAssessment()
  const hours = useWatch({ control: form.control, name: 'hours_spent_weekly' })
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  usePersistDraft(form, stepIndex, !result)
  // Step views for the back office's analytics, sent in the background (docs/decisions/107-funnel-analytics.md).
  const businessType = useWatch({ control: form.control, name: 'business_type' })
  useStepBeacon('improved', result ? 'complete' : IMPROVED_STEPS[stepIndex]!.id, result ? IMPROVED_STEPS.length : stepIndex, {
    industry: businessType,
  })

  function goToStep(index: number) {
    setStepIndex(index)
    // Every step change scrolls to the top (docs/product.md#improved-assessment); the heading takes focus for screen readers.
    window.scrollTo({ top: 0 })
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }))
  }

  async function goForward() {
    // Only this step's fields: later steps are still empty (docs/decisions/040).
    const valid = await form.trigger(IMPROVED_STEP_FIELDS[stepIndex], { shouldFocus: true })
    if (valid) goToStep(stepIndex + 1)
  }

  function complete(assessment: ImprovedAssessment) {
    submission.mutate(assessment, {
      onSuccess: ({ metrics }) => {
        clearDraft()
        toast({ title: 'Assessment Complete!', description: 'Your personalized AI automation plan is being prepared.' })
        setResult({ metrics, assessment })
        window.scrollTo({ top: 0 })
      },
      onError: (error) => {
        // Logged, then the destructive toast; every answer stays in the form (docs/product.md#improved-submit).
        console.warn('Improved assessment submit failed', error)
        toast({ variant: 'destructive', title: 'Error', description: 'Please try again or contact support.' })
      },
    })
  }

  // A restored draft may hold an earlier step that no longer validates: show that step.
  function showFirstInvalidStep(errors: FieldErrors<ImprovedAssessmentInput>) {
    const index = IMPROVED_STEP_FIELDS.findIndex((fields) => fields.some((name) => errors[name]))
    if (index >= 0 && index !== stepIndex) goToStep(index)
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (stepIndex < LAST_STEP) {
      event.preventDefault()
      void goForward()
      return
    }
    void form.handleSubmit(complete, showFirstInvalidStep)(event)
  }

  const step = IMPROVED_STEPS[stepIndex]!
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-8 pb-32 sm:px-6 sm:pt-12">
        {result ? (
          <AssessmentComplete metrics={result.metrics} assessment={result.assessment} />
        ) : (
          <div className="grid gap-6">
            <div className="grid gap-2 text-center">
              <h1 className="text-title font-semibold">AI Automation Assessment</h1>
              <p className="text-muted-foreground">Six short steps to your personalized automation plan and savings estimate.</p>
            </div>
            <StepProgress stepIndex={stepIndex} />
            <Card>
              <CardHeader>
                <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
                  {step.title}
                </h2>
                <CardDescription>{step.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <form noValidate onSubmit={onSubmit} className="relative grid gap-8" aria-label={step.title}>
                  <StepContent stepIndex={stepIndex} form={form} />
                  <HoneypotField form={form} />
                  <div className="flex items-center justify-between gap-3 border-t pt-6">
                    <Button variant="outline" onClick={() => goToStep(stepIndex - 1)} disabled={stepIndex === 0 || submission.isPending}>
                      <ArrowLeft aria-hidden="true" />
                      Previous
                    </Button>
                    <Button type="submit" disabled={submission.isPending}>
                      {stepIndex < LAST_STEP ? 'Continue' : submission.isPending ? 'Submitting...' : 'Complete Assessment'}
                      {stepIndex < LAST_STEP ? <ArrowRight aria-hidden="true" /> : null}
                    </Button>
                  </div>
                </form>
              </CardContent>
            </Card>
          </div>
        )}
      </main>
      {!result && stepIndex >= 1 ? <SavingsPanel hours={hours} /> : null}
    </div>
  )
}
