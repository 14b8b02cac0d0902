import { Moon, Sun } from 'lucide-react'
import { useModule } from '@/client/hooks/use-module'
import { useTakeoverIntent } from '@/client/hooks/use-takeover-intent'
import { THEME_LABELS, useTheme } from '@/client/hooks/use-theme'
import { buttonVariants } from '@/client/components/ui/button-variants'

// The dropdown (Radix menu and Floating UI, ~22 KB gzip) loads when the visitor reaches for the button
// (pointer over it, focus, click), not with every public page (docs/decisions/023).
const importThemeMenu = () => import('./theme-menu')

/** The theme switcher: Light, Dark, System (docs/product.md#theme). */
export function ThemeSwitcher() {
  const { theme } = useTheme()
  const { takeover, handlers } = useTakeoverIntent()
  const menu = useModule(importThemeMenu, takeover !== null)

  // A plain button with the Button's classes: Button would bring Radix Slot and cn() into the landing page's first
  // load, which this header is part of (docs/decisions/023, 097).
  const button = (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={`Theme: ${THEME_LABELS[theme]}. Change theme`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </button>
  )
  // This button stays until the menu's code has arrived (or for good, if it cannot load); the menu's own trigger
  // then takes its place, and its focus.
  return menu.module && takeover ? <menu.module.ThemeMenu {...takeover} /> : button
}
