import { z } from 'zod'
import { loginSchema } from './auth'

// Deleting one's own account (docs/product.md#account-deletion, docs/decisions/103-company-erase-and-account-deletion.md).

export const ACCOUNT_DELETION_MESSAGES = {
  ownerMustHandOver:
    'You own your company: make another member the owner on Settings → Team, or erase the company on Settings → Company, before you delete your account.',
} as const

/** DELETE /api/account: the current password, which confirms that the account's holder asks. */
export const deleteAccountSchema = z.strictObject({ password: loginSchema.shape.password })
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>
