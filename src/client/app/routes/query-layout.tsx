import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { createQueryClient } from '@/client/lib/query-client'
import type { User } from '@/shared/schemas/auth'
import { EmailVerificationNotice } from '@/client/features/account/components/email-verification-notice'
import { AiStatusNotice } from '@/client/features/ai-status/components/ai-status-notice'
import { CompanyErasureNotice } from '@/client/features/company-erase/components/company-erasure-notice'
import { LogoutButton } from '@/client/features/auth/components/logout-button'
import { useApprovalsWaiting } from '@/client/features/approvals/hooks/use-approvals-waiting'
import { ShellSlotsProvider } from '@/client/features/workspace-shell/components/shell-slots'

// One cache for the whole visit: it outlives this layout while the visitor passes through a page outside it.
const queryClient = createQueryClient()
// What the workspace shell shows from other features (docs/decisions/092): the company's erasure comes first.
function WorkspaceNotices({ user }: { user: User }) {
  // Staff belong to no company: the back office has no company notices (docs/product.md#back-office).
  if (user.staff) return null
  return (
    <>
      <CompanyErasureNotice user={user} />
      <EmailVerificationNotice user={user} />
      <AiStatusNotice />
    </>
  )
}
const shellSlots = { SignOut: LogoutButton, Notice: WorkspaceNotices, useApprovalsWaiting }

/**
 * The pages that read or write through TanStack Query. The public funnel pages (landing, quiz, thank-you) and
 * the 404 load without it (docs/decisions/023); the router loads this chunk alongside the page's own.
 */
export function QueryLayoutRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellSlotsProvider value={shellSlots}>
        <Outlet />
      </ShellSlotsProvider>
    </QueryClientProvider>
  )
}
