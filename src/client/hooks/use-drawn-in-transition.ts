import { startTransition, useEffect, useState } from 'react'

/**
 * Whether content that has just become `ready` may be drawn: at once if it was ready from the start, else after a
 * transition. A query's answer would otherwise draw a whole page or panel (tables, every row) in one long task; in a
 * transition React draws it in slices and the browser stays responsive meanwhile (Lighthouse's blocking time).
 */
export function useDrawnInTransition(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(ready)
  useEffect(() => {
    if (ready && !drawn) startTransition(() => setDrawn(true))
  }, [ready, drawn])
  return ready && drawn
}
