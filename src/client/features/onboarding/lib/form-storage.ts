import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import { WIZARD_STEP_COUNT } from '@/shared/formulas/onboarding'
import { FORM_SESSION_ACTIVE_KEY, ONBOARDING_FORM_STORAGE_KEY } from '@/shared/storage/form-storage-keys'
import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { fillBlanks, readDemoPrefill } from './prefill'

// docs/product.md#form-storage: local storage under a fixed key, only while a session-active flag
// (session storage: it dies with the browser session) is set. The keys are shared with the landing's
// Run Agents and the demo flow (docs/product.md#landing, #demo-flow), which clear and fill the same store.
export const FORM_STORAGE_KEY = ONBOARDING_FORM_STORAGE_KEY
export const SESSION_FLAG_KEY = FORM_SESSION_ACTIVE_KEY

export type StoredForm = {
  values: OnboardingForm
  /** The wizard step (1-7) the user was on. */
  step: number
  /** Epoch ms of the session's first load; total_time_spent counts from here. */
  startedAt: number | null
  referralSource: string
  /** Set when a signed-out user submitted: after sign-in they return to step 7 to submit (decision 013). */
  resumeSubmit: boolean
}

export type FormStorages = { local: Storage; session: Storage }

function createStoredForm(startedAt: number | null, referralSource: string): StoredForm {
  return { values: createDefaultOnboardingForm(), step: 1, startedAt, referralSource, resumeSubmit: false }
}

/** Takes every stored value whose type matches the default's, so a half-typed or older record never crashes the form. */
function mergeKnown<T>(defaults: T, stored: unknown): T {
  if (Array.isArray(defaults)) {
    return (Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : defaults) as T
  }
  if (defaults !== null && typeof defaults === 'object') {
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return defaults
    const result = { ...defaults }
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      if (Object.hasOwn(stored, key)) result[key] = mergeKnown(defaults[key], (stored as Record<PropertyKey, unknown>)[key as PropertyKey])
    }
    return result
  }
  return (typeof stored === typeof defaults && (typeof stored !== 'number' || Number.isFinite(stored)) ? stored : defaults) as T
}

/** The stored record, or undefined when there is none or it is unreadable. */
export function readStoredForm(local: Storage): StoredForm | undefined {
  const raw = local.getItem(FORM_STORAGE_KEY)
  if (!raw) return undefined
  // What the demo wrote is read as answers, not ignored (docs/decisions/091-questionnaire-prefill-and-required.md).
  const demo = readDemoPrefill(local)
  if (demo) return { ...createStoredForm(null, 'direct'), values: fillBlanks(createDefaultOnboardingForm(), demo) }
  try {
    const parsed: unknown = JSON.parse(raw)
    const record = mergeKnown(createStoredForm(null, 'direct'), parsed)
    // startedAt defaults to null, which mergeKnown cannot type-match: read it on its own.
    const startedAt = (parsed as { startedAt?: unknown } | null)?.startedAt
    return { ...record, startedAt: typeof startedAt === 'number' && Number.isFinite(startedAt) ? startedAt : null }
  } catch {
    return undefined
  }
}

/** Writes the record while the session flag is set; returns whether it was written. */
export function writeStoredForm({ local, session }: FormStorages, record: StoredForm): boolean {
  if (session.getItem(SESSION_FLAG_KEY) !== 'true') return false
  try {
    local.setItem(FORM_STORAGE_KEY, JSON.stringify(record))
    return true
  } catch {
    // Quota exceeded or storage disabled: the form keeps working from memory.
    return false
  }
}

// eslint-disable-next-line no-control-regex -- a referral code from the URL is one line of text
const UNSAFE_REFERRAL = /[\u0000-\u001f\u007f]/g

/** ?ref, made safe to send, else 'direct' (docs/product.md#form-storage). */
export function getReferralSource(search: string): string {
  const ref = new URLSearchParams(search).get('ref')?.replace(UNSAFE_REFERRAL, '').trim().slice(0, 200)
  return ref || 'direct'
}

/**
 * docs/product.md#form-storage: on the first load of a browser session the stored data is discarded, the flag set,
 * the start time saved and the referral source taken from ?ref; later loads read what is stored.
 */
export function openFormSession(storages: FormStorages, search: string, now: number): StoredForm {
  if (storages.session.getItem(SESSION_FLAG_KEY) !== 'true') {
    storages.local.removeItem(FORM_STORAGE_KEY)
    storages.session.setItem(SESSION_FLAG_KEY, 'true')
    const record = createStoredForm(now, getReferralSource(search))
    writeStoredForm(storages, record)
    return record
  }
  const stored = readStoredForm(storages.local)
  if (stored) return { ...stored, step: Math.min(WIZARD_STEP_COUNT, Math.max(1, Math.round(stored.step))) }
  const record = createStoredForm(now, getReferralSource(search))
  writeStoredForm(storages, record)
  return record
}

/** Reset: defaults again, keeping the session's start time and referral source. */
export function resetStoredForm(storages: FormStorages): StoredForm {
  const current = readStoredForm(storages.local)
  const record = createStoredForm(current?.startedAt ?? null, current?.referralSource ?? 'direct')
  // /get-started resets before the questionnaire opens: the demo's answers, not yet the questionnaire's, survive it.
  const demo = readDemoPrefill(storages.local)
  if (demo) record.values = fillBlanks(record.values, demo)
  writeStoredForm(storages, record)
  return record
}

/** Clear session: removes the flag and the stored data; the form shows defaults. */
export function clearFormSession({ local, session }: FormStorages): StoredForm {
  session.removeItem(SESSION_FLAG_KEY)
  local.removeItem(FORM_STORAGE_KEY)
  return createStoredForm(null, 'direct')
}

/** Whether a signed-out submit is waiting for the user to come back signed in. */
export function hasPendingSubmit(storages: FormStorages): boolean {
  return storages.session.getItem(SESSION_FLAG_KEY) === 'true' && readStoredForm(storages.local)?.resumeSubmit === true
}

export function getBrowserStorages(): FormStorages {
  return { local: window.localStorage, session: window.sessionStorage }
}
