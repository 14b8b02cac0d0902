import { Logo } from '@/client/components/layouts/logo'
import { appConfig } from '@/client/lib/app-config'

import { paths } from '@/client/config/paths'

// The /onboarding footer (docs/product.md#onboarding-page). Every link leads to a real page or landing section
// (docs/decisions/086): links with no page behind them (Blog, Careers) are left out, and so are the social icons
// until the product has accounts to point them at.
const home = paths.home.getHref()
const LINK_GROUPS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: `${home}#about` },
      { label: 'Pricing', href: `${home}#faq` },
      { label: 'Documentation', href: `${home}#faq` },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: `${home}#about` },
      { label: 'Contact', href: `${home}#support` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Terms of Service', href: paths.terms.getHref() },
    ],
  },
] as const

export function SiteFooter() {
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">Privacy-first AI agents that fit the way your business already works.</p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 grid gap-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-5xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {appConfig.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
