import { z } from 'zod'
import { isNotBlankPassword, PASSWORD_MESSAGES } from '../passwords/password-rules'
import { storableText } from './text'

/** The account field messages (docs/product.md#auth-validation), shared by the forms and the server. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password cannot exceed 128 characters',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username cannot exceed 50 characters',
  usernamePattern: 'Username can only contain letters, numbers, underscores, and hyphens',
  token: 'Invitation token is required',
  fullNameRequired: 'Please enter your full name',
} as const

export const PASSWORD_MIN = 8
// A cap keeps argon2 work bounded; passwords are never trimmed (a space is a character).
export const PASSWORD_MAX = 128

/** E-mail as typed, trimmed and checked; stored lower-cased by the server. */
export const emailSchema = z.string().trim().max(254, AUTH_MESSAGES.email).pipe(z.email(AUTH_MESSAGES.email))

/** A new password's length, not blank; the rules that need its owner and the estimator: ../passwords/password-strength.ts. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax)
  .refine(isNotBlankPassword, PASSWORD_MESSAGES.blank)

export const usernameSchema = z
  .string()
  .trim()
  .min(3, AUTH_MESSAGES.usernameMin)
  .max(50, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9_-]+$/, AUTH_MESSAGES.usernamePattern)

/** Optional free text: blank means absent; control characters are refused. */
const optionalName = (max: number, label: string) =>
  storableText()
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} cannot contain control characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

/** A name the person must give: trimmed, 1 to `max`, no control characters. */
const requiredName = (max: number, label: string, requiredMessage: string) =>
  storableText(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} cannot exceed ${max} characters`)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} cannot contain control characters`)

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin).max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
})
export type LoginInput = z.input<typeof loginSchema>

export const registerSchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  full_name: optionalName(100, 'Full name'),
  company_name: optionalName(120, 'Company name'),
})
export type RegisterInput = z.input<typeof registerSchema>

const invitationTokenSchema = storableText(AUTH_MESSAGES.token).trim().min(1, AUTH_MESSAGES.token).max(200, AUTH_MESSAGES.token)

/** POST /api/invitations/verify: accepting an invitation; the invitee gives their full name (docs/decisions/094). */
export const invitationVerifySchema = z.strictObject({
  invitation_token: invitationTokenSchema,
  full_name: requiredName(100, 'Full name', AUTH_MESSAGES.fullNameRequired),
  username: usernameSchema,
  password: passwordSchema,
})
export type InvitationVerifyInput = z.input<typeof invitationVerifySchema>

/** POST /api/invitations/lookup: the token of an invitation link, in the body so it never sits in a logged URL. */
export const invitationLookupSchema = z.strictObject({ invitation_token: invitationTokenSchema })
export type InvitationLookupInput = z.input<typeof invitationLookupSchema>

/**
 * What the holder of an invitation link may know about it: who invited them to which company, the address it was sent
 * to and until when it works. `inviter_name` is null when the inviter's account is gone (docs/decisions/094).
 */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  company_name: z.string(),
  inviter_name: z.string().nullable(),
  expires_at: z.string(),
})
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>

export const ROLES = ['owner', 'member'] as const

/** The one shape of a user in every answer (never a hash). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  company_id: z.string().nullable(),
  role: z.enum(ROLES),
  onboarding_completed: z.boolean(),
  email_verified: z.boolean(),
  /** AgentWorks' own staff: they sign in here and work in /admin (docs/product.md#back-office). */
  staff: z.boolean(),
})
export type User = z.infer<typeof userSchema>
