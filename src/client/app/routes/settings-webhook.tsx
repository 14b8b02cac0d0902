import { RequireUser } from '@/client/features/auth/components/require-user'
import { CompanyWebhookPanel } from '@/client/features/company-webhook/components/company-webhook-panel'
import { WebhookDeliveryLog } from '@/client/features/company-webhook/components/webhook-delivery-log'
import { WebhookPrivacyNote } from '@/client/features/privacy-controls/components/webhook-privacy-note'
import { OwnerOnlyNotice } from '@/client/features/settings/components/owner-only-notice'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /settings/webhook: where agent outputs go, and what happened to each (docs/product.md#agent-outputs, decision 093). */
export function SettingsWebhookRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage title="Webhook" description="Where your agents' outputs are sent, and how each delivery went.">
            {user.role === 'owner' ? (
              <>
                <CompanyWebhookPanel note={<WebhookPrivacyNote />} />
                <WebhookDeliveryLog />
              </>
            ) : (
              <OwnerOnlyNotice>
                Only your company&apos;s owner sets the webhook and reads its delivery log: the log holds what your agents send to the
                company&apos;s workflow.
              </OwnerOnlyNotice>
            )}
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
