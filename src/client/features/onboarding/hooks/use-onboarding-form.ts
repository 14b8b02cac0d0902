import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { buildSubmission, getFormStepFromQuery, WIZARD_STEP_COUNT } from '@/shared/formulas/onboarding'
import { onboardingFormSchema, type OnboardingForm, type OnboardingSubmission } from '@/shared/schemas/onboarding'
import {
  clearFormSession,
  getBrowserStorages,
  openFormSession,
  resetStoredForm,
  writeStoredForm,
  type StoredForm,
} from '../lib/form-storage'

type Meta = Omit<StoredForm, 'values' | 'step'>

/** The record to start from: stored data, `fresh=true` reset, then the step the URL or a pending submit asks for. */
function loadInitialRecord(searchParams: URLSearchParams): StoredForm {
  const storages = getBrowserStorages()
  const opened = openFormSession(storages, `?${searchParams.toString()}`, Date.now())
  const record = searchParams.get('fresh') === 'true' ? resetStoredForm(storages) : opened
  // Back from the signed-out detour: the last step, where they submit (issue 3).
  if (record.resumeSubmit) return { ...record, step: WIZARD_STEP_COUNT }
  return { ...record, step: getFormStepFromQuery(searchParams.get('step')) ?? record.step }
}

/**
 * The wizard's form, kept in storage as spec 000 §4 describes: every change is saved, the step too.
 * The `step` and `fresh` query parameters are consumed once and removed, so a reload keeps the
 * step the user is on and never resets again.
 */
export function useOnboardingForm() {
  const [searchParams, setSearchParams] = useSearchParams()
  const [initial] = React.useState(() => loadInitialRecord(searchParams))
  const [step, setStep] = React.useState(initial.step)
  const [resumedSubmit] = React.useState(initial.resumeSubmit)
  const meta = React.useRef<Meta>({ startedAt: initial.startedAt, referralSource: initial.referralSource, resumeSubmit: false })
  const stepRef = React.useRef(step)
  const form = useForm<OnboardingForm>({ resolver: zodResolver(onboardingFormSchema), defaultValues: initial.values })

  const persist = React.useCallback(() => {
    writeStoredForm(getBrowserStorages(), { values: form.getValues(), step: stepRef.current, ...meta.current })
  }, [form])

  React.useEffect(() => form.subscribe({ formState: { values: true }, callback: persist }), [form, persist])
  // The pending-submit marker is used once: store the record without it.
  React.useEffect(() => {
    if (initial.resumeSubmit) persist()
  }, [initial.resumeSubmit, persist])

  const goToStep = React.useCallback(
    (next: number) => {
      stepRef.current = Math.min(WIZARD_STEP_COUNT, Math.max(1, next))
      setStep(stepRef.current)
      persist()
    },
    [persist],
  )

  // A later navigation to /onboarding?step=…&fresh=true while the page is open is applied too.
  React.useEffect(() => {
    const stepParam = searchParams.get('step')
    const fresh = searchParams.get('fresh') === 'true'
    if (stepParam === null && !fresh) return
    if (fresh) form.reset(resetStoredForm(getBrowserStorages()).values)
    const mapped = getFormStepFromQuery(stepParam)
    if (mapped !== undefined && !resumedSubmit) goToStep(mapped)
    else persist()
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('step')
        next.delete('fresh')
        return next
      },
      { replace: true },
    )
  }, [searchParams, setSearchParams, form, goToStep, persist, resumedSubmit])

  const reset = React.useCallback(() => {
    const record = resetStoredForm(getBrowserStorages())
    meta.current = { startedAt: record.startedAt, referralSource: record.referralSource, resumeSubmit: false }
    form.reset(record.values)
    goToStep(1)
  }, [form, goToStep])

  const clearSession = React.useCallback(() => {
    const record = clearFormSession(getBrowserStorages())
    meta.current = { startedAt: null, referralSource: 'direct', resumeSubmit: false }
    stepRef.current = 1
    setStep(1)
    form.reset(record.values)
  }, [form])

  /** Remember a signed-out submit, so the user comes back to step 7 after signing in. */
  const markResumeSubmit = React.useCallback(() => {
    meta.current = { ...meta.current, resumeSubmit: true }
    persist()
  }, [persist])

  const toSubmission = React.useCallback(
    (values: OnboardingForm): OnboardingSubmission =>
      buildSubmission(values, {
        now: new Date(),
        startedAt: meta.current.startedAt,
        referralSource: meta.current.referralSource,
        userAgent: navigator.userAgent,
      }),
    [],
  )

  return { form, step, goToStep, reset, clearSession, markResumeSubmit, toSubmission, resumedSubmit }
}
