import { Link } from 'react-router'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { cn } from '@/client/lib/cn'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 22 16 9l7 13h-4.2L16 16.6 13.2 22z" className="fill-primary-foreground" />
    </svg>
  )
}

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
