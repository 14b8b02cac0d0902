import { Menu, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import * as React from 'react'
import { useLocation } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { ShellLogo } from './shell-logo'
import { ShellNav } from './shell-nav'
import { UserPanel } from './user-panel'

type MobileNavDialogProps = {
  user: User
  /** Opened by the tap or key that loaded it. */
  defaultOpen: boolean
  /** The loading button had focus: this trigger takes it over. */
  autoFocus: boolean
}

/**
 * Below 1024 px the sidebar becomes a menu: a Radix dialog sliding in from the left, which traps focus, closes on
 * Escape and returns focus to its button. It belongs to the page it was opened on, so any navigation closes it.
 * Loaded by MobileNav on first intent; it replaces that button, focus and all.
 */
export function MobileNavDialog({ user, defaultOpen, autoFocus }: MobileNavDialogProps) {
  const location = useLocation()
  const [openedOn, setOpenedOn] = React.useState<string | null>(defaultOpen ? location.key : null)
  const open = openedOn === location.key
  const close = () => setOpenedOn(null)
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const [focusOnMount] = React.useState(autoFocus && !defaultOpen)

  // Before the browser handles another key: the loading button that had focus is gone.
  React.useLayoutEffect(() => {
    if (focusOnMount) triggerRef.current?.focus()
  }, [focusOnMount])

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenedOn(next ? location.key : null)}>
      <Dialog.Trigger asChild>
        <Button ref={triggerRef} variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto border-r bg-background p-4 shadow-lg outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex items-center justify-between gap-2">
            <ShellLogo staff={user.staff} onNavigate={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1">
            <ShellNav user={user} onNavigate={close} />
          </div>
          <UserPanel user={user} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
