import * as React from 'react'
import { CONFIRMATION_TICK_MS, getNextConfirmationProgress } from '@/shared/formulas/onboarding'

/** Spec 000 §4 Flow: a bar that ticks every 200 ms toward 99% and stays there. */
export function useConfirmationProgress() {
  const [progress, setProgress] = React.useState(0)
  const done = progress >= 99
  React.useEffect(() => {
    if (done) return
    const timer = setInterval(() => setProgress(getNextConfirmationProgress), CONFIRMATION_TICK_MS)
    return () => clearInterval(timer)
  }, [done])
  return progress
}
