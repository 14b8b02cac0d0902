import { Menu, X } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { useSignedIn } from '@/client/hooks/use-signed-in'
import { AppLink } from '@/client/lib/navigation'
import { Logo } from './logo'
import { ThemeSwitcher } from './theme-switcher'

// docs/product.md#public-header. Section anchors point at the landing page so they work from any route.
const SECTION_LINKS = [
  { label: 'About', href: `${paths.home.getHref()}#about` },
  { label: 'FAQ', href: `${paths.home.getHref()}#faq` },
  { label: 'Support', href: `${paths.home.getHref()}#support` },
] as const

export function PublicHeader() {
  const signedIn = useSignedIn()
  const [menuOpen, setMenuOpen] = React.useState(false)
  const menuId = React.useId()
  const closeMenu = () => setMenuOpen(false)

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeSwitcher />
          <div className="hidden items-center gap-2 md:flex">
            {/* A signed-in user goes back to the workspace instead of signing in again (docs/decisions/092). */}
            {signedIn ? (
              <Button asChild>
                <AppLink to={paths.app.getHref()}>Go to workspace</AppLink>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <AppLink to={paths.signIn.getHref()}>Sign In</AppLink>
                </Button>
                <Button asChild>
                  <AppLink to={paths.onboarding.getHref()}>Get Started</AppLink>
                </Button>
              </>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-t px-4 pt-2 pb-4 md:hidden">
        <ul className="grid gap-1">
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={closeMenu}
                className="block rounded-md px-3 py-2 text-base font-medium hover:bg-accent hover:text-accent-foreground"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid gap-2">
          {signedIn ? (
            <Button asChild>
              <AppLink to={paths.app.getHref()} onClick={closeMenu}>
                Go to workspace
              </AppLink>
            </Button>
          ) : (
            <>
              <Button asChild variant="outline">
                <AppLink to={paths.signIn.getHref()} onClick={closeMenu}>
                  Sign In
                </AppLink>
              </Button>
              <Button asChild>
                <AppLink to={paths.onboarding.getHref()} onClick={closeMenu}>
                  Get Started
                </AppLink>
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  )
}
