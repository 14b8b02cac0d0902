import { Moon, Sun } from 'lucide-react'
import * as React from 'react'
import { useModule } from '@/client/hooks/use-module'
import { THEME_LABELS, useTheme } from '@/client/hooks/use-theme'
import { buttonVariants } from '@/client/components/ui/button-variants'

// The dropdown (Radix menu and Floating UI, ~22 KB gzip) loads when the visitor reaches for the button
// (pointer over it, focus, click), not with every public page (docs/decisions/023).
const importThemeMenu = () => import('./theme-menu')

/** The theme switcher: Light, Dark, System (docs/product.md#theme). */
export function ThemeSwitcher() {
  const { theme } = useTheme()
  // Null until the first intent; `open` once it was a click, so the menu opens as it arrives.
  const [intent, setIntent] = React.useState<{ open: boolean } | null>(null)
  const [focused, setFocused] = React.useState(false)
  const menu = useModule(importThemeMenu, intent !== null)
  const want = () => setIntent((current) => current ?? { open: false })

  // A plain button with the Button's classes: Button's cn() would bring tailwind-merge into the landing page's first
  // load, which this header is part of (docs/decisions/023, 097).
  const button = (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={`Theme: ${THEME_LABELS[theme]}. Change theme`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true)
        want()
      }}
      onBlur={() => setFocused(false)}
      onClick={() => setIntent({ open: true })}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </button>
  )
  // This button stays until the menu's code has arrived (or for good, if it cannot load); the menu's own trigger
  // then takes its place, and its focus.
  return menu.module && intent ? <menu.module.ThemeMenu defaultOpen={intent.open} autoFocus={focused} /> : button
}
