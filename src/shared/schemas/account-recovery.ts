import { z } from 'zod'
import { emailSchema, passwordSchema } from './auth'
import { storableText } from './text'

export const LINK_TOKEN_MESSAGE = 'This link is incomplete: open the link from the e-mail again'

/** The token of a mailed link (?token=…), as the page read it from its address. */
const linkTokenSchema = storableText(LINK_TOKEN_MESSAGE).trim().min(1, LINK_TOKEN_MESSAGE).max(200, LINK_TOKEN_MESSAGE)

/** POST /api/verify-email: the token of the verification link (docs/decisions/083). */
export const verifyEmailSchema = z.strictObject({ token: linkTokenSchema })
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>

/** POST /api/forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

/** POST /api/reset-password: the reset link's token and the new password (the account field rules apply). */
export const resetPasswordSchema = z.strictObject({ token: linkTokenSchema, password: passwordSchema })
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

/** The one answer of POST /api/forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that address, we have sent a link to reset its password.'
export const INVALID_VERIFICATION_MESSAGE = 'This verification link is invalid or has expired.'
export const INVALID_RESET_MESSAGE = 'This reset link is invalid or has expired.'

/** A 202's body: what to tell the user. */
export const messageBodySchema = z.object({ message: z.string() })
