import { DEFAULT_PUBLIC_CONFIG } from '../config/public-config'

// The password rules beyond the length (docs/product.md#auth-validation) that need no dictionary. The strength estimator
// that completes them is ./password-strength.ts, loaded only when a password is actually being chosen.

/** Whose password it is: it must not contain these, and the estimator counts them as easy to guess. */
export type PasswordContext = {
  email?: string
  username?: string
  fullName?: string
  companyName?: string
  /** The product's name as configured; the default one otherwise. */
  productName?: string
}

export const PASSWORD_MESSAGES = {
  blank: 'Password cannot be only spaces',
  email: 'Password cannot contain your email address',
  username: 'Password cannot contain your username',
  productName: (name: string) => `Password cannot contain the name ${name}`,
  weak: 'This password is too easy to guess. Try a few unrelated words together.',
} as const

// A name shorter than this is too common a run of letters to forbid inside a password.
const MIN_FORBIDDEN_LENGTH = 3

/** True when the password has at least one character that is not white space. */
export function isNotBlankPassword(password: string): boolean {
  return password.trim().length > 0
}

function localPartOf(email: string): string {
  const at = email.lastIndexOf('@')
  return at === -1 ? email : email.slice(0, at)
}

const clean = (value: string | undefined) => value?.trim().toLowerCase() ?? ''

/** The first rule the password breaks, as its field message; undefined when it breaks none (length is the schema's). */
export function findPasswordRuleBreak(password: string, context: PasswordContext = {}): string | undefined {
  if (!isNotBlankPassword(password)) return PASSWORD_MESSAGES.blank
  const lowered = password.toLowerCase()
  const contains = (value: string) => value.length >= MIN_FORBIDDEN_LENGTH && lowered.includes(value)
  const productName = context.productName?.trim() || DEFAULT_PUBLIC_CONFIG.productName
  if (contains(clean(productName))) return PASSWORD_MESSAGES.productName(productName)
  const email = clean(context.email)
  if (contains(email) || contains(localPartOf(email))) return PASSWORD_MESSAGES.email
  if (contains(clean(context.username))) return PASSWORD_MESSAGES.username
  return undefined
}

/** What the estimator should treat as known to an attacker: the names, whole and word by word. */
export function listPasswordUserInputs(context: PasswordContext = {}): string[] {
  const email = clean(context.email)
  const words = (value: string | undefined) => clean(value).split(/[^\p{L}\p{N}]+/u)
  const inputs = [
    email,
    localPartOf(email),
    clean(context.username),
    clean(context.fullName),
    ...words(context.fullName),
    clean(context.companyName),
    ...words(context.companyName),
    clean(context.productName || DEFAULT_PUBLIC_CONFIG.productName),
  ]
  return [...new Set(inputs.filter((input) => input.length >= MIN_FORBIDDEN_LENGTH))]
}
