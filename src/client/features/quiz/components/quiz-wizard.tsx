import { ArrowLeft, ArrowRight, LoaderCircle, Sparkles } from 'lucide-react'
import * as React from 'react'
import { estimateQuizRoi } from '@/shared/formulas/quiz-roi'
import { getQuizProgressPercent, type QuizStepId } from '@/shared/wizards/quiz-steps'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Progress } from '@/client/components/ui/progress'
import type { useQuizProgress } from '../hooks/use-quiz-progress'
import { RoiPreviewCard } from './roi-preview-card'
import { BasicInfoStep } from './steps/basic-info-step'
import { GoalsStep } from './steps/goals-step'
import { IndustryStep } from './steps/industry-step'
import { InvestmentStep } from './steps/investment-step'
import { PainPointsStep } from './steps/pain-points-step'
import type { StepProps } from './steps/step-props'
import { ToolsStep } from './steps/tools-step'

const STEP_COMPONENTS: Record<Exclude<QuizStepId, 'basic-info'>, (props: StepProps) => React.ReactNode> = {
  'industry-context': IndustryStep,
  'current-tools': ToolsStep,
  'pain-points': PainPointsStep,
  'goals-timeline': GoalsStep,
  investment: InvestmentStep,
}

type QuizWizardProps = {
  progress: ReturnType<typeof useQuizProgress>
  sending: boolean
  onSubmit: (honeypot: string) => void
}

/** The quiz (docs/product.md#quiz): counter, progress bar, the step, Previous / Next / Generate Growth Map. */
export function QuizWizard({ progress, sending, onSubmit }: QuizWizardProps) {
  const { answers, steps, stepIndex, updateAnswers, goTo } = progress
  const [honeypot, setHoneypot] = React.useState('')
  const step = steps[stepIndex]!
  const isLast = stepIndex === steps.length - 1
  const percent = getQuizProgressPercent(stepIndex, steps.length)
  const estimate = estimateQuizRoi(answers.industry, answers.hours_spent_weekly)
  const headingRef = React.useRef<HTMLHeadingElement>(null)

  const move = (index: number) => {
    goTo(index)
    // Focus follows the step for keyboard and screen-reader users.
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card>
        <CardHeader className="gap-3">
          <div className="flex items-center justify-between gap-4 text-sm text-muted-foreground">
            <span>
              Step {stepIndex + 1} of {steps.length}
            </span>
            <span>{percent}% complete</span>
          </div>
          <Progress value={percent} aria-label="Quiz progress" />
          <CardTitle ref={headingRef} tabIndex={-1} className="pt-2 text-xl outline-none">
            {step.title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (isLast) onSubmit(honeypot)
              else move(stepIndex + 1)
            }}
            className="grid gap-8"
          >
            {step.id === 'basic-info' ? (
              <BasicInfoStep answers={answers} onChange={updateAnswers} honeypot={honeypot} onHoneypotChange={setHoneypot} />
            ) : (
              React.createElement(STEP_COMPONENTS[step.id], { answers, onChange: updateAnswers })
            )}
            {/* On phones and tablets the preview sits right above Previous / Next, where it is seen to change (decision 096). */}
            {estimate ? <RoiPreviewCard estimate={estimate} compact className="lg:hidden" /> : null}
            <div className="flex items-center justify-between gap-3 border-t pt-6">
              <Button variant="outline" disabled={stepIndex === 0} onClick={() => move(stepIndex - 1)}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {isLast ? (
                <Button type="submit" disabled={sending}>
                  {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
                  {sending ? 'Generating...' : 'Generate Growth Map'}
                </Button>
              ) : (
                <Button type="submit">
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
      {/* From lg the preview has its own column, held by a note until there is an estimate, so the quiz never shifts (decision 096). */}
      <aside className="hidden lg:sticky lg:top-6 lg:block">
        {estimate ? (
          <RoiPreviewCard estimate={estimate} />
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            Choose your industry and your ROI preview appears here, updating as you answer.
          </p>
        )}
      </aside>
    </div>
  )
}
