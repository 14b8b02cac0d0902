import * as React from 'react'
import { SHOWCASE_INTERVAL_MS } from '../components/showcase-steps'
import { useReducedMotion } from './use-reduced-motion'

/**
 * The showcase (docs/product.md#showcase) advances every 5 s from the first step to the last, then wraps. It holds still
 * while hovered or focused, when the visitor paused it (WCAG 2.2.2) and under prefers-reduced-motion.
 */
export function useShowcaseRotation(count: number) {
  const [active, setActive] = React.useState(0)
  const [hovered, setHovered] = React.useState(false)
  const [focused, setFocused] = React.useState(false)
  const [paused, setPaused] = React.useState(false)
  const reducedMotion = useReducedMotion()
  const running = !hovered && !focused && !paused && !reducedMotion

  React.useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), SHOWCASE_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [running, count])

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
    },
  }
  return { active, setActive, running, paused, setPaused, reducedMotion, regionProps }
}
