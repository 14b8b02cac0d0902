import * as React from 'react'

const tickMs = 30_000
const listeners = new Set<() => void>()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  // One shared clock for every relative time on the page, running only while something shows one. A clock that was
  // stopped is read afresh as it restarts: React re-checks the snapshot after subscribing, so a page opened minutes
  // after the last one does not measure from that old moment (every new time read "less than a minute ago").
  if (!timer) now = Date.now()
  timer ??= setInterval(() => {
    now = Date.now()
    for (const notify of listeners) notify()
  }, tickMs)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The current time, refreshed every 30 s, so "2 minutes ago" does not stay "less than a minute ago". */
export function useNow(): number {
  return React.useSyncExternalStore(subscribe, () => now)
}
