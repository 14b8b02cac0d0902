import { Moon, Sun } from 'lucide-react'
import * as React from 'react'
import { THEME_LABELS, useTheme } from '@/client/hooks/use-theme'
import { Button } from '@/client/components/ui/button'

// The dropdown (Radix menu and Floating UI, ~22 KB gzip) loads when the visitor reaches for the button
// (pointer over it, focus, click), not with every public page (docs/decisions/023).
const ThemeMenu = React.lazy(() => import('./theme-menu').then((module) => ({ default: module.ThemeMenu })))

type Intent = { open: boolean }

/** Spec 000 §2: the theme switcher (Light, Dark, System). */
export function ThemeSwitcher() {
  const { theme } = useTheme()
  const [intent, setIntent] = React.useState<Intent | null>(null)
  const [focused, setFocused] = React.useState(false)
  // A transition keeps this button on screen (and focused) until the menu's code has arrived.
  const [, startTransition] = React.useTransition()
  const want = (next: (current: Intent | null) => Intent) => startTransition(() => setIntent(next))

  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${THEME_LABELS[theme]}. Change theme`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => want((current) => current ?? { open: false })}
      onFocus={() => {
        setFocused(true)
        want((current) => current ?? { open: false })
      }}
      onBlur={() => setFocused(false)}
      onClick={() => want(() => ({ open: true }))}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  )
  return <React.Suspense fallback={button}>{intent ? <ThemeMenu defaultOpen={intent.open} autoFocus={focused} /> : button}</React.Suspense>
}
