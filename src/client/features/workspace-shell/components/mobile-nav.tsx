import { Menu } from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { useModule } from '@/client/hooks/use-module'
import { useTakeoverIntent } from '@/client/hooks/use-takeover-intent'

// The menu's dialog (Radix Dialog with its focus trap and scroll lock, about 10 KB gzip) loads when someone reaches
// for the button (pointer over it, focus, a tap), not with every workspace page (docs/decisions/097).
const importMenuDialog = () => import('./mobile-nav-dialog')

/** Below 1024 px the sidebar becomes a menu (mobile-nav-dialog.tsx); until its code has arrived, this button. */
export function MobileNav({ user }: { user: User }) {
  const { takeover, handlers } = useTakeoverIntent()
  const dialog = useModule(importMenuDialog, takeover !== null)

  // If the dialog cannot load, this button stays; the sidebar's pages are still linked from each page's content.
  if (dialog.module && takeover) return <dialog.module.MobileNavDialog user={user} {...takeover} />
  return (
    <Button variant="ghost" size="icon" aria-label="Open menu" aria-haspopup="dialog" aria-expanded={false} {...handlers}>
      <Menu aria-hidden="true" />
    </Button>
  )
}
