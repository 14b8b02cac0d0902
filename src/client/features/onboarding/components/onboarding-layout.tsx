import { ArrowLeft } from 'lucide-react'
import type * as React from 'react'
import { Logo } from '@/client/components/layouts/logo'
import { ThemeSwitcher } from '@/client/components/layouts/theme-switcher'
import { Button } from '@/client/components/ui/button'
import { SiteFooter } from './site-footer'

/** The /onboarding frame (docs/product.md#onboarding-page): a header with 'Back to Site', the page, the footer. */
export function OnboardingLayout({ onBackToSite, children }: { onBackToSite: () => void; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-2">
            <ThemeSwitcher />
            <Button variant="outline" size="sm" onClick={onBackToSite}>
              <ArrowLeft aria-hidden="true" />
              Back to Site
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
      <SiteFooter />
    </div>
  )
}
