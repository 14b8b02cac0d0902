import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { cn } from '@/client/lib/cn'
import { AppLink } from '@/client/lib/navigation'
import { LogoMark } from './logo-mark'

/** Logo and product name, linking home (AppLink: it also renders without the router, docs/decisions/037). */
export function Logo({ className }: { className?: string }) {
  return (
    <AppLink to={paths.home.getHref()} className={cn('inline-flex items-center gap-2 rounded-md font-semibold tracking-tight', className)}>
      <LogoMark />
      <span className="text-lg">{appConfig.productName}</span>
    </AppLink>
  )
}
