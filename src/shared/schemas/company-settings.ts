import { z } from 'zod'
import { INDUSTRIES } from '../options/onboarding-business'
import { ONBOARDING_MESSAGES, website } from './onboarding'
import { storableText } from './text'

// The Company settings page (docs/product.md#settings-company, docs/decisions/093): the company's own fields, which
// the questionnaire also fills (docs/product.md#onboarding-submit). Everyone in the company reads them; the owner edits.

export const COMPANY_NAME_MAX = 120

// eslint-disable-next-line no-control-regex -- a one-line field refuses control characters and line breaks
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/

export const companyNameSchema = storableText(ONBOARDING_MESSAGES.companyName)
  .trim()
  .min(1, ONBOARDING_MESSAGES.companyName)
  .max(COMPANY_NAME_MAX, `Company name cannot exceed ${COMPANY_NAME_MAX} characters`)
  .refine((value) => !CONTROL_OR_BREAK.test(value), 'Company name cannot contain control characters')

/** PATCH /api/company and the owner's form: every field, '' for an unanswered website or industry. */
export const updateCompanySchema = z.strictObject({
  name: companyNameSchema,
  website,
  industry: z.union([z.enum(INDUSTRIES), z.literal('')]),
})
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>

/** GET /api/company: what everyone in the company sees. */
export const companySettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  /** One of INDUSTRIES as the questionnaire and this form store them; read as text all the same. */
  industry: z.string().nullable(),
})
export type CompanySettings = z.infer<typeof companySettingsSchema>
