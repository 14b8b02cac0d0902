import { TriangleAlert } from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { AppLink } from '@/client/lib/navigation'
import { paths } from '@/client/config/paths'
import { useCompanyErasure } from '../api/get-company-erasure'
import { formatEraseDate } from './format-erase-date'

/**
 * The workspace's notice while the company's erasure is scheduled (docs/product.md#company-erase), on every page.
 * Nothing while it loads, fails or when none is scheduled: Settings → Company shows those states.
 */
export function CompanyErasureNotice({ user }: { user: User }) {
  const erasure = useCompanyErasure(user).data?.erasure
  if (!erasure) return null
  return (
    <section
      aria-label="Company erasure"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <p>
        <span className="font-medium">This company will be erased on {formatEraseDate(erasure.due_at)}</span>, with every member&apos;s
        account.{' '}
        {user.role === 'owner' ? (
          <AppLink to={paths.settingsCompany.getHref()} className="text-primary underline underline-offset-4 hover:no-underline">
            Cancel the erasure in Company settings
          </AppLink>
        ) : (
          'Only the owner can cancel it.'
        )}
      </p>
    </section>
  )
}
