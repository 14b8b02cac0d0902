import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  ASSESSMENT_SECTIONS,
  demoAssessmentSchema,
  HONEYPOT_FIELD,
  type DemoAssessment,
  type DemoAssessmentInput,
} from '@/shared/schemas/demo-assessment'
import { getDemoSectionStep } from '@/shared/schemas/funnel-analytics'
import { Button } from '@/client/components/ui/button'
import { Progress } from '@/client/components/ui/progress'
import { useStepBeacon } from '@/client/lib/funnel-beacon'
import { ASSESSMENT_DEFAULTS, isFilled } from './assessment-form'
import { SectionBudget } from './section-budget'
import { SectionContact } from './section-contact'
import { SectionDepartments } from './section-departments'
import { SectionSupport } from './section-support'
import { SectionTools } from './section-tools'

const SECTIONS = [SectionContact, SectionDepartments, SectionTools, SectionBudget, SectionSupport] as const

type AssessmentWizardProps = {
  initialValues?: DemoAssessmentInput
  /** Resolves when the flow is ready to move on; the wizard shows Processing... meanwhile. */
  onComplete: (answers: DemoAssessment, honeypot: string) => Promise<void>
}

/** The five-section assessment (docs/product.md#demo-assessment). */
export function AssessmentWizard({ initialValues, onComplete }: AssessmentWizardProps) {
  const [section, setSection] = React.useState(0)
  const [processing, setProcessing] = React.useState(false)
  const honeypotRef = React.useRef<HTMLInputElement>(null)
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  // Each section is a step of the demo funnel (docs/decisions/107-funnel-analytics.md).
  useStepBeacon('demo', getDemoSectionStep(section), section)
  const form = useForm<DemoAssessmentInput, unknown, DemoAssessment>({
    resolver: zodResolver(demoAssessmentSchema),
    defaultValues: initialValues ?? ASSESSMENT_DEFAULTS,
  })
  // A message shown by Continue goes away as soon as the field is put right.
  React.useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name)
    })
    return () => subscription.unsubscribe()
  }, [form])

  const current = ASSESSMENT_SECTIONS[section]!
  const requiredValues = useWatch({ control: form.control, name: current.required as (keyof DemoAssessmentInput)[] })
  const ready = requiredValues.every(isFilled)
  const last = section === SECTIONS.length - 1
  const SectionFields = SECTIONS[section]!

  const goTo = (next: number) => {
    setSection(next)
    window.scrollTo({ top: 0 })
    headingRef.current?.focus()
  }
  const onContinue = async () => {
    if (await form.trigger(current.fields as (keyof DemoAssessmentInput)[], { shouldFocus: true })) goTo(section + 1)
  }
  const onSubmit = form.handleSubmit(async (answers) => {
    setProcessing(true)
    try {
      await onComplete(answers, honeypotRef.current?.value ?? '')
    } finally {
      setProcessing(false)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        AI Automation Strategy Assessment
      </h2>
      <div className="mt-4 flex items-center justify-between text-sm text-muted-foreground">
        <span>
          Section {section + 1} of {SECTIONS.length}: {current.title}
        </span>
        <span>{Math.round(((section + 1) / SECTIONS.length) * 100)}% complete</span>
      </div>
      <Progress value={((section + 1) / SECTIONS.length) * 100} aria-label="Assessment progress" className="mt-2" />
      <div className="mt-8">
        <SectionFields form={form} />
      </div>
      {/* A honeypot for bots, hidden from people and assistive tech (docs/product.md#demo-leads). */}
      <input ref={honeypotRef} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
      <div className="mt-8 flex justify-between gap-3 border-t pt-6">
        <Button variant="outline" disabled={section === 0 || processing} onClick={() => goTo(section - 1)}>
          Previous
        </Button>
        {/* Distinct keys: reusing one <button> would turn Continue into a submit mid-click and send the form. */}
        {last ? (
          <Button key="submit" type="submit" disabled={!ready || processing}>
            {processing ? 'Processing...' : 'Complete Assessment'}
          </Button>
        ) : (
          <Button key="continue" disabled={!ready} onClick={() => void onContinue()}>
            Continue
          </Button>
        )}
      </div>
    </form>
  )
}
