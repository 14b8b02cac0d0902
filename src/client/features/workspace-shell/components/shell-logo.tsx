import { Link } from 'react-router'
import { LogoMark } from '@/client/components/layouts/logo-mark'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'

/** The logo leads to the workspace's home, not the marketing page (docs/decisions/092). */
export function ShellLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.app.getHref()}
      onClick={onNavigate}
      className="inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <LogoMark className="size-7" />
      <span className="text-lg">{appConfig.productName}</span>
    </Link>
  )
}
