// Speed (docs/performance.md): code that a page needs only later (the toaster, the quiz results) stays out of its
// first load, which keeps `/` under 90 KB and `/quiz-funnel` under 140 KB of first-load JS.
import * as React from 'react'

export type LoadedModule<T> = { module: T | null; failed: boolean }

/**
 * Imports a module once `wanted` turns true and hands it back when it has arrived (docs/decisions/023).
 * No Suspense: React throttles a Suspense reveal with a timer, which a paused clock (Playwright's, in the
 * e2e tests) would hold forever. `load` must be stable (a module-level function).
 */
export function useModule<T>(load: () => Promise<T>, wanted: boolean): LoadedModule<T> {
  const [state, setState] = React.useState<LoadedModule<T>>({ module: null, failed: false })
  React.useEffect(() => {
    if (!wanted || state.module) return
    let cancelled = false
    load().then(
      (module) => !cancelled && setState({ module, failed: false }),
      (error: unknown) => {
        console.warn('Could not load part of the page', error)
        if (!cancelled) setState({ module: null, failed: true })
      },
    )
    return () => {
      cancelled = true
    }
  }, [load, wanted, state.module])
  return state
}
