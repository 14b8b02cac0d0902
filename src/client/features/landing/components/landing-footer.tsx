import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { AppLink } from '@/client/lib/navigation'

// Every footer link leads somewhere real (docs/decisions/086). The runbook is not public, so Documentation
// points at the FAQ on this page.
const FOOTER_LINKS = [
  { label: 'Privacy', href: paths.privacy.getHref() },
  { label: 'Terms', href: paths.terms.getHref() },
] as const

const linkClass = 'rounded-sm hover:text-foreground hover:underline'

/** The landing page's footer (docs/product.md#landing). */
export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {appConfig.productName}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-5">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <AppLink to={link.href} className={linkClass}>
                  {link.label}
                </AppLink>
              </li>
            ))}
            <li>
              <a href="#faq" className={linkClass}>
                Documentation
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
