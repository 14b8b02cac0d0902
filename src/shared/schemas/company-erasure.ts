import { z } from 'zod'
import { storableText } from './text'

// Erasing a company (docs/product.md#company-erase, docs/decisions/103-company-erase-and-account-deletion.md): the
// owner asks, typing the company's name; everything of the company is deleted once the grace period has passed.

/** Days between the owner's request and the erasure, during which the owner may cancel it. */
export const COMPANY_ERASE_GRACE_DAYS = 7

export const COMPANY_ERASURE_MESSAGES = {
  nameMismatch: "The name you typed is not your company's name",
  alreadyScheduled: 'The erasure of your company is already scheduled',
  notScheduled: 'No erasure of your company is scheduled',
  started: 'The erasure of your company has started and can no longer be cancelled',
} as const

/** POST /api/company/erasure: the company's name, typed exactly as it is, as the confirmation. */
export const scheduleCompanyErasureSchema = z.strictObject({
  company_name: storableText(COMPANY_ERASURE_MESSAGES.nameMismatch).max(200, COMPANY_ERASURE_MESSAGES.nameMismatch),
})
export type ScheduleCompanyErasureInput = z.input<typeof scheduleCompanyErasureSchema>

/** GET /api/company/erasure: the company's name (what the owner types to confirm) and its scheduled erasure, or null. */
export const companyErasureSchema = z.object({
  company_name: z.string(),
  erasure: z
    .object({
      requested_at: z.string(),
      due_at: z.string(),
    })
    .nullable(),
})
export type CompanyErasure = z.infer<typeof companyErasureSchema>
