import * as React from 'react'

export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }

// docs/product.md#theme: stored under 'theme'; the default follows the system. public/theme-init.js
// applies the same rule before first paint.
const STORAGE_KEY = 'theme'
const listeners = new Set<() => void>()

function readTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && systemQuery().matches)
  document.documentElement.classList.toggle('dark', dark)
}

/** Stores the choice, applies it and tells every subscriber. */
export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  applyTheme(theme)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changed the choice, or the OS switched while we follow the system.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    applyTheme(readTheme())
    listener()
  }
  const media = systemQuery()
  const onSystemChange = () => {
    if (readTheme() === 'system') applyTheme('system')
    listener()
  }
  window.addEventListener('storage', onStorage)
  media.addEventListener('change', onSystemChange)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
    media.removeEventListener('change', onSystemChange)
  }
}

export function useTheme() {
  const theme = React.useSyncExternalStore(subscribe, readTheme, () => 'system' as Theme)
  return { theme, setTheme }
}
