import * as React from 'react'
import { z } from 'zod'
import { improvedAssessmentSchema } from '@/shared/schemas/improved-assessment'
import { IMPROVED_STEPS } from '@/shared/wizards/improved-steps'
import type { AssessmentDefaults, AssessmentForm } from './use-assessment-form'

export const DRAFT_STORAGE_KEY = 'agentworks:improved-assessment'

const shape = improvedAssessmentSchema.shape
const text = z.string().max(2000).optional()
// A half-typed draft is fine (the steps validate it again); an unknown enumeration value is
// dropped rather than failing the whole draft.
const draftSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(IMPROVED_STEPS.length - 1),
  values: z.object({
    business_type: shape.business_type.optional().catch(undefined),
    company_name: text,
    contact_email: text,
    primary_challenge: shape.primary_challenge.optional().catch(undefined),
    hours_spent_weekly: z
      .number()
      .nullish()
      .transform((value) => value ?? undefined),
    team_size: shape.team_size.optional().catch(undefined),
    current_revenue: shape.current_revenue.optional().catch(undefined),
    top_tools: z.array(z.string()).max(100).optional(),
    automation_priority: shape.automation_priority.optional().catch(undefined),
    specific_processes: z.array(z.string()).max(100).optional(),
    monthly_budget: shape.monthly_budget.optional().catch(undefined),
    timeline: shape.timeline.optional().catch(undefined),
    custom_investment: z.union([z.string().max(40), z.number()]).optional(),
    contact_name: text,
    contact_role: text,
    preferred_contact: shape.preferred_contact.optional().catch(undefined),
    phone: text,
  }),
})

export type Draft = { step: number; values: AssessmentDefaults }

/**
 * The saved answers and step, with the quiz's rules (docs/product.md#quiz-persistence): corrupt data
 * gives the defaults with a warning; storage that fails never breaks the page.
 */
export function loadDraft(): Draft | undefined {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(DRAFT_STORAGE_KEY)
  } catch (error) {
    console.warn('Could not read the saved assessment', error)
    return undefined
  }
  if (!raw) return undefined
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data as Draft
    console.warn('Ignoring corrupt saved assessment', parsed.error.issues)
  } catch (error) {
    console.warn('Ignoring corrupt saved assessment', error)
  }
  return undefined
}

function saveDraft(step: number, values: unknown) {
  try {
    // The honeypot is never a person's answer; keep it out of storage.
    const { website_url: _honeypot, ...answers } = (values ?? {}) as Record<string, unknown>
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step, values: answers }))
  } catch (error) {
    console.warn('Could not save the assessment', error)
  }
}

export function clearDraft() {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY)
  } catch (error) {
    console.warn('Could not clear the saved assessment', error)
  }
}

/** Saves the answers and step on every change while `enabled` (off once submitted). */
export function usePersistDraft(form: AssessmentForm, step: number, enabled: boolean) {
  React.useEffect(() => {
    if (!enabled) return
    saveDraft(step, form.getValues())
    const subscription = form.watch((values) => saveDraft(step, values))
    return () => subscription.unsubscribe()
  }, [form, step, enabled])
}
