import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { PasswordContext } from '@/shared/passwords/password-rules'
import type { PasswordCheck, PasswordChecker } from '@/shared/passwords/password-strength'

// The estimator's dictionaries are about 1 MB: imported only once someone starts on a password, so the /auth page's
// first load stays as it was (Vite gives a dynamic import chunks of its own).
const loadChecker = () => import('@/shared/passwords/password-strength').then((module) => module.loadPasswordChecker())

/** The live verdict on a new password, once `load` (call it on focus or input) has fetched the estimator. */
export function usePasswordCheck(password: string, context: PasswordContext): { check: PasswordCheck | null; load: () => void } {
  const [checker, setChecker] = useState<PasswordChecker | null>(null)
  // A failed load shows no meter; submitting tries again, and the server checks in any case.
  const load = useCallback(() => {
    if (!checker)
      loadChecker().then(
        (loaded) => setChecker(() => loaded),
        () => undefined,
      )
  }, [checker])
  // Deferred: a slow estimate (tens of milliseconds on a long password) never holds up the keystroke itself.
  const deferredPassword = useDeferredValue(password)
  const { email, username, fullName, companyName, productName } = context
  const check = useMemo(
    () => (checker && deferredPassword ? checker(deferredPassword, { email, username, fullName, companyName, productName }) : null),
    [checker, deferredPassword, email, username, fullName, companyName, productName],
  )
  return { check, load }
}

/**
 * Adds the whole password rule to a form's schema resolver, with the owner's names from the form's own values,
 * so a submit is refused with the same message the server would give (src/shared/passwords).
 */
export function withPasswordCheck<TValues extends { password: string }, TContext, TOut>(
  resolver: Resolver<TValues, TContext, TOut>,
  contextOf: (values: NoInfer<TValues>) => PasswordContext,
): Resolver<TValues, TContext, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if ('password' in result.errors) return result
    const check = await loadChecker().then(
      (checker) => checker(values.password, contextOf(values)),
      () => null,
    )
    if (!check || check.ok) return result
    const errors = { ...result.errors, password: { type: 'password-rule', message: check.message } } as FieldErrors<TValues>
    return { values: {}, errors }
  }
}
