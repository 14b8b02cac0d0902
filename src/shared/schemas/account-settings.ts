import { z } from 'zod'
import { emailSchema, loginSchema, passwordSchema, registerSchema } from './auth'

// The Account settings page (docs/product.md#settings-account, docs/decisions/093): the user's own name, address,
// password and sessions. The field rules are the account's (docs/product.md#auth-validation).

export const ACCOUNT_SETTINGS_MESSAGES = {
  wrongPassword: 'Your current password is not right',
  sameEmail: 'This is already your e-mail address',
} as const

/** The password the user has now: checked, never measured against the rules (an older password may predate them). */
const currentPasswordSchema = loginSchema.shape.password

// Registration's rule for the full name (at most 100 characters, trimmed, no control characters), without its
// optionality: the settings form always sends the field.
const fullNameRule = registerSchema.shape.full_name.in.unwrap()

/** PATCH /api/account/profile: the full name, always sent; blank removes it (the user is then called by their username). */
export const updateProfileSchema = z.strictObject({ full_name: fullNameRule.transform((value) => value || null) })
export type UpdateProfileInput = z.input<typeof updateProfileSchema>

/** POST /api/account/email: a new address, which a link sent there must prove before it replaces the current one. */
export const changeEmailSchema = z.strictObject({ email: emailSchema, current_password: currentPasswordSchema })
export type ChangeEmailInput = z.input<typeof changeEmailSchema>

/** GET /api/account/email-change: the address waiting for its link to be opened, if any. */
export const pendingEmailChangeSchema = z.object({ email: z.string().nullable(), expires_at: z.string().nullable() })
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>

/** POST /api/account/password: the current password and the new one (the registration rules apply). */
export const changePasswordSchema = z.strictObject({ current_password: currentPasswordSchema, password: passwordSchema })
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

/** One of the user's signed-in sessions; `current` is the one the request came with. */
export const accountSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** "Firefox on Linux"; null for sessions started before it was recorded or without a User-Agent. */
  device: z.string().nullable(),
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionParamsSchema = z.object({ id: z.uuid('Session not found') })
