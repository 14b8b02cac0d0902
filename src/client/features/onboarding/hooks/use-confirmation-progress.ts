import * as React from 'react'
import { CONFIRMATION_TICK_MS, getNextConfirmationProgress } from '@/shared/formulas/onboarding'

/** A bar that ticks every 200 ms toward 99% and stays there (docs/product.md#confirmation-progress). */
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
