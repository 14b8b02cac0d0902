import { House } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { Logo } from '@/client/components/layouts/logo'
import { ThemeSwitcher } from '@/client/components/layouts/theme-switcher'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { EmailVerificationNotice } from './email-verification-notice'

/** The account home's frame (docs/product.md#account-home): a home button and a logout button (passed in as `actions`). */
export function AccountLayout({ user, actions, children }: { user: User; actions: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <ThemeSwitcher />
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home.getHref()}>
                <House aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Home</span>
              </Link>
            </Button>
            {actions}
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-title font-semibold [overflow-wrap:anywhere]">Welcome, {user.full_name || user.username}</h1>
        <p className="mt-1 text-muted-foreground">
          {user.onboarding_completed ? 'Your AI workspace at a glance.' : 'Finish onboarding to get your agents recommended and deployed.'}
        </p>
        {/* grid-cols-1 is minmax(0, 1fr): a panel can never widen the page past the screen. */}
        <div className="mt-8 grid grid-cols-1 gap-8">
          <EmailVerificationNotice user={user} />
          {children}
        </div>
      </main>
    </div>
  )
}
