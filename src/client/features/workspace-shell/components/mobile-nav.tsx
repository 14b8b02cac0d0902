import { Menu } from 'lucide-react'
import * as React from 'react'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { useModule } from '@/client/hooks/use-module'

// The menu's dialog (Radix Dialog with its focus trap and scroll lock, about 10 KB gzip) loads when someone reaches
// for the button (pointer over it, focus, a tap), not with every workspace page (docs/decisions/097).
const importMenuDialog = () => import('./mobile-nav-dialog')

/** Below 1024 px the sidebar becomes a menu (mobile-nav-dialog.tsx); until its code has arrived, this button. */
export function MobileNav({ user }: { user: User }) {
  // Null until the first intent; `open` once it was a click, so the menu opens as it arrives.
  const [intent, setIntent] = React.useState<{ open: boolean } | null>(null)
  const [focused, setFocused] = React.useState(false)
  const dialog = useModule(importMenuDialog, intent !== null)
  const want = () => setIntent((current) => current ?? { open: false })

  // If the dialog cannot load, this button stays; the sidebar's pages are still linked from each page's content.
  if (dialog.module && intent) return <dialog.module.MobileNavDialog user={user} defaultOpen={intent.open} autoFocus={focused} />
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true)
        want()
      }}
      onBlur={() => setFocused(false)}
      onClick={() => setIntent({ open: true })}
    >
      <Menu aria-hidden="true" />
    </Button>
  )
}
