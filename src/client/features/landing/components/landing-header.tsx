import { ArrowLeft } from 'lucide-react'
import { LogoMark } from '@/client/components/layouts/logo-mark'
import { ThemeSwitcher } from '@/client/components/layouts/theme-switcher'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { paths } from '@/client/config/paths'
import { useSignedIn } from '@/client/hooks/use-signed-in'
import { appConfig } from '@/client/lib/app-config'
import { AppLink } from '@/client/lib/navigation'

/**
 * The landing page's header (docs/product.md#landing): Back to Site, Sign In and Get Started as the public header has
 * them (Go to workspace once signed in, docs/decisions/092), and the theme switcher (docs/product.md#theme).
 */
export function LandingHeader() {
  const signedIn = useSignedIn()
  return (
    <header className="border-b">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <a
          href={appConfig.marketingUrl}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Site
        </a>
        {/* The mark gives way on a phone, so Back to Site, Sign In and Get Started each keep one line. */}
        <span className="hidden items-center gap-2 font-semibold tracking-tight min-[400px]:inline-flex">
          <LogoMark className="size-7" />
          <span className="hidden sm:inline">{appConfig.productName}</span>
        </span>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* Its dropdown loads on first intent, so the landing page's first load stays light (docs/decisions/023). */}
          <ThemeSwitcher />
          {signedIn ? (
            <AppLink to={paths.app.getHref()} className={buttonVariants({ variant: 'outline' })}>
              {/* Shorter on a phone, so Back to Site keeps its one line. */}
              <span className="sm:hidden">Workspace</span>
              <span className="hidden sm:inline">Go to workspace</span>
            </AppLink>
          ) : (
            <>
              <AppLink to={paths.auth.getHref('login')} className={buttonVariants({ variant: 'ghost', className: 'px-2 sm:px-4' })}>
                Sign In
              </AppLink>
              <AppLink to={paths.onboarding.getHref()} className={buttonVariants({ className: 'px-3 sm:px-4' })}>
                Get Started
              </AppLink>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
