import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../schemas/auth'
import { findPasswordRuleBreak, listPasswordUserInputs, PASSWORD_MESSAGES, type PasswordContext } from './password-rules'

/** zxcvbn's 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4

/** The verdict, with the estimator's score for a meter; a refusal carries its field message and the estimator's advice. */
export type PasswordCheck = { ok: true; score: PasswordScore } | { ok: false; score: PasswordScore; message: string; suggestions: string[] }

export type PasswordChecker = (password: string, context?: PasswordContext) => PasswordCheck

/** The lowest score accepted: zxcvbn's "safely unguessable" (about 10^8 guesses), its authors' advice for sign-up. */
export const MIN_PASSWORD_SCORE = 3

/**
 * A shorter password is accepted at this score when no part of it is a word, a name, the person's own details, a date or
 * a keyboard pattern: a random 8 characters such as `Zq8#kLm2` scores 2 (zxcvbn counts about 10^8 guesses for them only
 * from 9 characters on), and refusing it would raise the minimum length above the 8 the rule states.
 */
export const RANDOM_PASSWORD_SCORE = 2

/** A part of the password zxcvbn found no word or pattern in: it can only be guessed character by character. */
const isUnpatterned = (match: { pattern: string }) => match.pattern === 'bruteforce'

let estimator: Promise<ZxcvbnFactory> | undefined

// The dictionaries are about 1 MB of JavaScript and take a few hundred milliseconds to unpack, so they load on first
// use, once per process or page: never in the server's start-up or in a page's first load.
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      // Levenshtein matching is left off: it made every check take hundreds of milliseconds instead of a few.
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
    (error: unknown) => {
      // A page whose chunk failed to load (a deploy, a dropped connection) tries again on the next call.
      estimator = undefined
      throw error
    },
  )
  return estimator
}

function checkWith(zxcvbn: ZxcvbnFactory, password: string, context: PasswordContext = {}): PasswordCheck {
  if (password.length < PASSWORD_MIN) return { ok: false, score: 0, message: AUTH_MESSAGES.passwordMin, suggestions: [] }
  if (password.length > PASSWORD_MAX) return { ok: false, score: 0, message: AUTH_MESSAGES.passwordMax, suggestions: [] }
  const { score, feedback, sequence } = zxcvbn.check(password, listPasswordUserInputs(context))
  const suggestions = [feedback.warning, ...feedback.suggestions].filter((text): text is string => Boolean(text))
  const broken = findPasswordRuleBreak(password, context)
  // A password a rule refuses never shows as strong, whatever the estimator thinks of its other characters.
  if (broken) return { ok: false, score: Math.min(score, 1) as PasswordScore, message: broken, suggestions }
  if (score < MIN_PASSWORD_SCORE && !(score >= RANDOM_PASSWORD_SCORE && sequence.every(isUnpatterned)))
    return { ok: false, score, message: PASSWORD_MESSAGES.weak, suggestions }
  return { ok: true, score }
}

/** Loads the estimator (once) and answers a checker that then works synchronously, for a meter updated as one types. */
export async function loadPasswordChecker(): Promise<PasswordChecker> {
  const zxcvbn = await loadEstimator()
  return (password, context) => checkWith(zxcvbn, password, context)
}

/** The whole password rule (docs/product.md#auth-validation): length, the rules of ./password-rules.ts, zxcvbn's score. */
export async function checkPassword(password: string, context: PasswordContext = {}): Promise<PasswordCheck> {
  return checkWith(await loadEstimator(), password, context)
}
