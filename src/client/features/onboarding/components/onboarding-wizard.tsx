import { ArrowLeft, ArrowRight, CheckCircle2, Info } from 'lucide-react'
import * as React from 'react'
import { FormProvider, type FieldErrors } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { WIZARD_STEP_COUNT } from '@/shared/formulas/onboarding'
import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import { Button } from '@/client/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useSubmitOnboarding } from '../api/submit-onboarding'
import { useOnboardingForm } from '../hooks/use-onboarding-form'
import type { AccountPrefill } from '../lib/prefill'
import { getStepOfField, listErrors, WIZARD_STEPS } from '../lib/wizard-steps'
import { ConfirmDialog } from './confirm-dialog'
import { ErrorSummary, type SummaryItem } from './error-summary'
import { OnboardingLayout } from './onboarding-layout'
import { SavedDataBar } from './saved-data-bar'
import { StepAutomations } from './step-automations'
import { StepBudget } from './step-budget'
import { StepBusinessProfile } from './step-business-profile'
import { StepCurrentStack } from './step-current-stack'
import { StepGoals } from './step-goals'
import { StepProcessOverview } from './step-process-overview'
import { StepSupport } from './step-support'
import { WizardProgress } from './wizard-progress'

const STEP_COMPONENTS = [StepBusinessProfile, StepProcessOverview, StepCurrentStack, StepGoals, StepAutomations, StepBudget, StepSupport]

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
}

/**
 * /onboarding: the 7-step questionnaire (docs/product.md#wizard). `signedIn` is undefined while unknown; `canSubmit` is
 * false for a member, since submitting rewrites the company's profile (docs/decisions/082-roles.md).
 */
export function OnboardingWizard({
  signedIn,
  canSubmit,
  account,
}: {
  signedIn: boolean | undefined
  canSubmit: boolean
  /** The signed-in account's details, which fill blank answers (docs/decisions/091-questionnaire-prefill-and-required.md). */
  account?: AccountPrefill
}) {
  const navigate = useNavigate()
  const { form, step, goToStep, reset, clearSession, markResumeSubmit, toSubmission, resumedSubmit } = useOnboardingForm(account)
  const [problems, setProblems] = React.useState<SummaryItem[]>([])
  const [confirmingLeave, setConfirmingLeave] = React.useState(false)
  const submitMutation = useSubmitOnboarding()

  const showStep = (next: number) => {
    goToStep(next)
    scrollToTop()
    // Keyboard and screen-reader users land on the new step's heading.
    requestAnimationFrame(() => document.getElementById(`step-${next}-title`)?.focus({ preventScroll: true }))
  }

  // Signed out, the answers stay stored and the user registers, then returns to step 7 (docs/product.md#form-storage).
  const detourToRegister = () => {
    markResumeSubmit()
    toast({
      title: 'Create your account to see your results',
      description: 'Your answers are saved in this browser. After signing up you come back here to submit them.',
    })
    void navigate(paths.auth.getHref('register'))
  }

  const onValid = async (values: OnboardingForm) => {
    setProblems([])
    if (signedIn === false) return detourToRegister()
    try {
      const result = await submitMutation.mutateAsync(toSubmission(values))
      void navigate(paths.deploymentConfirmation.getHref(result.id))
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return detourToRegister()
      toast({
        variant: 'destructive',
        title: 'Submission failed',
        description: `${getErrorMessage(error, 'The server could not save your answers')}. Nothing was lost: your answers are still here, so you can try again.`,
      })
    }
  }

  // A refused submit lists every problem at the top, GOV.UK style (docs/decisions/091-questionnaire-prefill-and-required.md).
  const onInvalid = (errors: FieldErrors<OnboardingForm>) => {
    setProblems(listErrors(errors))
    scrollToTop()
  }

  /** An error summary link: open the field's tab, then focus the field. */
  const focusField = (path: string) => {
    goToStep(getStepOfField(path))
    requestAnimationFrame(() => form.setFocus(path as keyof OnboardingForm))
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Enter in a text field of an earlier step must not submit the whole questionnaire.
    if (step < WIZARD_STEP_COUNT) return event.preventDefault()
    return form.handleSubmit(onValid, onInvalid)(event)
  }

  const leaveToSite = () => {
    reset()
    void navigate(paths.home.getHref())
  }
  // 'Back to Site' resets the answers (docs/product.md#onboarding-page): typed answers are not discarded without asking.
  const backToSite = () => {
    const typed = JSON.stringify(form.getValues()) !== JSON.stringify(createDefaultOnboardingForm())
    if (typed) setConfirmingLeave(true)
    else leaveToSite()
  }

  return (
    <OnboardingLayout onBackToSite={backToSite}>
      <div className="grid gap-2">
        <h1 className="text-title font-semibold tracking-tight">Tell us about your business</h1>
        <p className="text-muted-foreground">Seven short steps. Jump between them at any time; your answers are saved as you type.</p>
      </div>
      {problems.length > 0 ? (
        <div className="mt-6">
          <ErrorSummary items={problems} onSelect={focusField} />
        </div>
      ) : null}
      <WizardProgress step={step} className="mt-6" />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-6">
          <Tabs value={String(step)} onValueChange={(value) => goToStep(Number(value))}>
            <TabsList aria-label="Questionnaire steps" className="grid h-auto grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-7">
              {WIZARD_STEPS.map((item, index) => (
                <TabsTrigger key={item.tab} value={String(index + 1)} className="h-9 px-2 text-xs sm:text-sm">
                  {item.tab}
                </TabsTrigger>
              ))}
            </TabsList>
            {WIZARD_STEPS.map((item, index) => {
              const StepComponent = STEP_COMPONENTS[index]!
              return (
                <TabsContent key={item.tab} value={String(index + 1)} className="grid gap-6 pt-2">
                  <div className="grid gap-1">
                    <h2 id={`step-${index + 1}-title`} tabIndex={-1} className="text-xl font-semibold outline-none">
                      {item.title}
                    </h2>
                    <p className="text-sm text-muted-foreground">{item.description}</p>
                  </div>
                  {index + 1 === WIZARD_STEP_COUNT && resumedSubmit ? (
                    <div role="status" className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm">
                      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <p>Welcome back! All your answers are still here. Press Complete &amp; View Results to submit them.</p>
                    </div>
                  ) : null}
                  <StepComponent />
                </TabsContent>
              )
            })}
          </Tabs>
          <div className="flex items-center justify-between gap-3 border-t pt-6">
            {step > 1 ? (
              <Button variant="outline" onClick={() => showStep(step - 1)}>
                <ArrowLeft aria-hidden="true" />
                {/* Icon-only on phones, so 'Complete & View Results' fits beside it at 375 px. */}
                <span className="sr-only sm:not-sr-only">Previous</span>
              </Button>
            ) : (
              <span />
            )}
            {/* Distinct keys: reusing one <button> would let the click on Next Step of step 6
                finish as a submit once it re-renders as type="submit". */}
            {step < WIZARD_STEP_COUNT ? (
              <Button key="next" onClick={() => showStep(step + 1)}>
                Next Step
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button
                key="submit"
                type="submit"
                disabled={submitMutation.isPending || !canSubmit}
                aria-describedby={canSubmit ? undefined : 'owner-only-submit'}
              >
                {submitMutation.isPending ? 'Submitting...' : 'Complete & View Results'}
                <CheckCircle2 aria-hidden="true" />
              </Button>
            )}
          </div>
          {canSubmit ? null : (
            <p id="owner-only-submit" className="text-right text-sm text-muted-foreground">
              Only the owner can submit the questionnaire: it sets up the company.
            </p>
          )}
        </form>
      </FormProvider>
      <SavedDataBar onReset={reset} onClearSession={clearSession} className="mt-8" />
      <ConfirmDialog
        open={confirmingLeave}
        onOpenChange={setConfirmingLeave}
        title="Leave and discard your answers?"
        description="Going back to the site resets the questionnaire: the answers you typed are removed from this browser."
        confirmLabel="Discard and leave"
        onConfirm={leaveToSite}
      />
    </OnboardingLayout>
  )
}
