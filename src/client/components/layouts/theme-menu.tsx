import { Monitor, Moon, Sun } from 'lucide-react'
import * as React from 'react'
import { THEMES, THEME_LABELS, useTheme, type Theme } from '@/client/hooks/use-theme'
import { Button } from '@/client/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu'

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const

function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value)
}

type ThemeMenuProps = { defaultOpen: boolean; autoFocus: boolean }

/** The theme dropdown, loaded by ThemeSwitcher on first intent; it replaces that button, focus and all. */
export function ThemeMenu({ defaultOpen, autoFocus }: ThemeMenuProps) {
  const { theme, setTheme } = useTheme()
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const [focusOnMount] = React.useState(autoFocus && !defaultOpen)

  React.useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus()
  }, [focusOnMount])

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="ghost" size="icon" aria-label={`Theme: ${THEME_LABELS[theme]}. Change theme`}>
          <Sun aria-hidden="true" className="dark:hidden" />
          <Moon aria-hidden="true" className="hidden dark:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => (isTheme(value) ? setTheme(value) : undefined)}>
          {THEMES.map((option) => {
            const Icon = THEME_ICONS[option]
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {THEME_LABELS[option]}
              </DropdownMenuRadioItem>
            )
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
