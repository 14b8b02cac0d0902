import { Link } from 'react-router'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { cn } from '@/client/lib/cn'
import { LogoMark } from './logo-mark'

/** Logo and product name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn('inline-flex items-center gap-2 rounded-md font-semibold tracking-tight', className)}
    >
      <LogoMark />
      <span className="text-lg">{appConfig.productName}</span>
    </Link>
  )
}
