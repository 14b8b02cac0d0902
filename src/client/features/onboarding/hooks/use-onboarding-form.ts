import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
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
import { useLeadPrefill } from '../api/get-lead-prefill'
import { fillBlanks, fromLeadPrefill, readQuizPrefill, toAccountPrefill, type AccountPrefill, type Prefill } from '../lib/prefill'

type Meta = Omit<StoredForm, 'values' | 'step'>

/** Sets each blank answer `prefill` fills (decision 091): what the user typed stays, and only changed fields are set. */
function applyPrefill(form: UseFormReturn<OnboardingForm>, prefill: Prefill) {
  const current = form.getValues()
  const filled = fillBlanks(current, prefill)
  for (const key of ['name', 'website', 'industry'] as const) {
    if (filled.company[key] !== current.company[key]) form.setValue(`company.${key}`, filled.company[key])
  }
  for (const key of Object.keys(filled.onboarding) as (keyof OnboardingForm['onboarding'])[]) {
    if (filled.onboarding[key] !== current.onboarding[key]) form.setValue(`onboarding.${key}`, filled.onboarding[key] as never)
  }
}

/** The record to start from: stored data, `fresh=true` reset, then the step the URL or a pending submit asks for. */
function loadInitialRecord(searchParams: URLSearchParams): StoredForm {
  const storages = getBrowserStorages()
  const opened = openFormSession(storages, `?${searchParams.toString()}`, Date.now())
  const reset = searchParams.get('fresh') === 'true' ? resetStoredForm(storages) : opened
  // Blank answers the quiz already asked are filled in (docs/decisions/091-questionnaire-prefill-and-required.md).
  const record = { ...reset, values: fillBlanks(reset.values, readQuizPrefill(storages.local) ?? {}) }
  // Back from the signed-out detour: the last step, where they submit (docs/product.md#form-storage).
  if (record.resumeSubmit) return { ...record, step: WIZARD_STEP_COUNT }
  return { ...record, step: getFormStepFromQuery(searchParams.get('step')) ?? record.step }
}

/**
 * The wizard's form, kept in storage as docs/product.md#form-storage describes: every change is saved, the step too.
 * `fresh` is consumed once and removed from the URL; `step` is removed as soon as the user moves
 * to another step, so a reload keeps the step they are on (step 4 has no query value).
 */
export function useOnboardingForm(account?: AccountPrefill) {
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
  // The account's details fill blank answers once they are known; what the user typed stays (decision 091).
  const { companyName, contactName, contactEmail } = account ?? {}
  const accountKnown = account !== undefined
  React.useEffect(() => {
    if (accountKnown) applyPrefill(form, toAccountPrefill({ companyName, contactName, contactEmail }))
  }, [accountKnown, companyName, contactName, contactEmail, form])
  // A workspace AgentWorks set up from a lead starts from the lead's answers (docs/product.md#back-office), blanks only.
  const leadPrefill = useLeadPrefill(accountKnown).data
  React.useEffect(() => {
    if (leadPrefill) applyPrefill(form, fromLeadPrefill(leadPrefill))
  }, [leadPrefill, form])
  // The pending-submit marker is used once: store the record without it.
  React.useEffect(() => {
    if (initial.resumeSubmit) persist()
  }, [initial.resumeSubmit, persist])

  const showStep = React.useCallback(
    (next: number) => {
      stepRef.current = Math.min(WIZARD_STEP_COUNT, Math.max(1, next))
      setStep(stepRef.current)
      persist()
    },
    [persist],
  )

  const removeParams = React.useCallback(
    (...names: string[]) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const name of names) next.delete(name)
          return next
        },
        { replace: true },
      )
    },
    [setSearchParams],
  )

  // The `step` value already applied: the initial render used it.
  const appliedStepParam = React.useRef(searchParams.get('step'))
  // A link to /onboarding?step=…&fresh=true while the page is open is applied too. `fresh` is removed
  // at once so a reload never resets again; `step` stays until the user moves elsewhere.
  React.useEffect(() => {
    const stepParam = searchParams.get('step')
    if (searchParams.get('fresh') === 'true') {
      form.reset(resetStoredForm(getBrowserStorages()).values)
      removeParams('fresh')
    }
    if (resumedSubmit && stepParam !== null) return removeParams('step')
    if (stepParam === null || stepParam === appliedStepParam.current) return
    appliedStepParam.current = stepParam
    const mapped = getFormStepFromQuery(stepParam)
    if (mapped !== undefined) showStep(mapped)
  }, [searchParams, form, removeParams, resumedSubmit, showStep])

  /** The user moves to a step: the URL's `step`, if any, no longer describes it. */
  const goToStep = React.useCallback(
    (next: number) => {
      showStep(next)
      if (searchParams.has('step')) {
        appliedStepParam.current = null
        removeParams('step')
      }
    },
    [showStep, searchParams, removeParams],
  )

  const reset = React.useCallback(() => {
    const record = resetStoredForm(getBrowserStorages())
    meta.current = { startedAt: record.startedAt, referralSource: record.referralSource, resumeSubmit: false }
    form.reset(record.values)
    goToStep(1)
  }, [form, goToStep])

  const clearSession = React.useCallback(() => {
    const record = clearFormSession(getBrowserStorages())
    meta.current = { startedAt: null, referralSource: 'direct', resumeSubmit: false }
    form.reset(record.values)
    goToStep(1)
  }, [form, goToStep])

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
