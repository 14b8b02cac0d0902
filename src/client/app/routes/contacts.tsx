import type { User } from '@/shared/schemas/auth'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { ContactsPage } from '@/client/features/contacts/components/contacts-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /contacts (docs/decisions/128-conversations.md): signed-out visitors go to /auth. */
export function ContactsRoute() {
  return <RequireUser>{(user) => <Contacts user={user} />}</RequireUser>
}

function Contacts({ user }: { user: User }) {
  return (
    <AppShell user={user}>
      <ContactsPage />
    </AppShell>
  )
}
