import { Link } from 'react-router'
import { LogoMark } from '@/client/components/layouts/logo-mark'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'

/**
 * The logo leads to the workspace's home, not the marketing page (docs/decisions/092); for staff, to the back office's
 * (docs/product.md#back-office), which it names.
 */
export function ShellLogo({ staff = false, onNavigate }: { staff?: boolean; onNavigate?: () => void }) {
  return (
    <Link
      to={staff ? paths.admin.getHref() : paths.app.getHref()}
      onClick={onNavigate}
      className="inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <LogoMark className="size-7" />
      <span className="text-lg">{appConfig.productName}</span>
      {staff ? (
        <span className="rounded-md bg-muted px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-muted-foreground">Back office</span>
      ) : null}
    </Link>
  )
}
