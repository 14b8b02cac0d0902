import type * as React from 'react'
import type { User } from '@/shared/schemas/auth'
import { MobileNav } from './mobile-nav'
import { ShellLogo } from './shell-logo'
import { ShellNav } from './shell-nav'
import { useShellSlots } from './shell-slots'
import { UserPanel } from './user-panel'

const MAIN_ID = 'main-content'

/**
 * The signed-in workspace's frame (docs/product.md#workspace-shell): a sidebar from 1024 px, a menu below, the current
 * user with sign-out, and the e-mail notice above every page. Each page brings its own h1.
 */
export function AppShell({ user, children }: { user: User; children: React.ReactNode }) {
  const { Notice } = useShellSlots()
  return (
    <div className="min-h-dvh bg-muted/40 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring focus:outline-none"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r bg-background p-4 lg:flex">
        <div className="px-1 pt-1">
          <ShellLogo staff={user.staff} />
        </div>
        <div className="flex-1">
          <ShellNav user={user} />
        </div>
        <UserPanel user={user} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background px-2 sm:px-4 lg:hidden">
          <MobileNav user={user} />
          <ShellLogo staff={user.staff} />
        </header>
        <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mb-6 grid gap-3 empty:hidden">
            <Notice user={user} />
          </div>
          {children}
        </main>
      </div>
    </div>
  )
}
