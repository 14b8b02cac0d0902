import { ArrowLeft } from 'lucide-react'
import { LogoMark } from '@/client/components/layouts/logo-mark'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { AppLink } from '@/client/lib/navigation'

/** The landing page's header (docs/product.md#landing): Back to Site (the marketing site) and Sign In (/auth?tab=login). */
export function LandingHeader() {
  return (
    <header className="border-b">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href={appConfig.marketingUrl}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Site
        </a>
        <span className="inline-flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark className="size-7" />
          <span className="hidden sm:inline">{appConfig.productName}</span>
        </span>
        <AppLink to={paths.auth.getHref('login')} className={buttonVariants({ variant: 'outline' })}>
          Sign In
        </AppLink>
      </div>
    </header>
  )
}
