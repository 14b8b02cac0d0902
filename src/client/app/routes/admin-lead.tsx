import { useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { adminLeadKeys } from '@/client/features/admin-leads/api/query-keys'
import { CreateWorkspaceCard } from '@/client/features/admin-handover/components/create-workspace-card'
import { LeadPage } from '@/client/features/admin-leads/components/lead-page'
import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's Lead page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminLeadRoute() {
  const { leadId = '' } = useParams()
  const queryClient = useQueryClient()
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <LeadPage
            key={leadId}
            leadId={leadId}
            handover={(lead) => (
              <CreateWorkspaceCard
                leadId={lead.id}
                contactEmail={lead.contact_email}
                // The lead's status or timeline changed: the inbox and the page read it again.
                onChanged={() => void queryClient.invalidateQueries({ queryKey: adminLeadKeys.all })}
              />
            )}
          />
        </AppShell>
      )}
    </RequireStaff>
  )
}
