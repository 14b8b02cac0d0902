import confetti from 'canvas-confetti'
import * as React from 'react'

const COLORS = ['#6366f1', '#8b5cf6', '#22c55e', '#f59e0b']

/** One celebratory burst on arrival; none for people who asked for reduced motion. */
export function useConfetti() {
  React.useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // No web worker: the CSP (script-src 'self') forbids the blob: worker the default instance creates.
    const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true })
    void fire({ particleCount: 120, spread: 75, origin: { y: 0.3 }, colors: COLORS })
    const timer = setTimeout(() => void fire({ particleCount: 80, spread: 100, origin: { y: 0.35 }, colors: COLORS }), 400)
    return () => {
      clearTimeout(timer)
      fire.reset()
    }
  }, [])
}
