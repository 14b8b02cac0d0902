import { useParams } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { ContactDetailPage } from '@/client/features/contacts/components/contact-detail-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /contacts/:contactId (docs/decisions/128-conversations.md): signed-out visitors go to /auth; the page brings its own h1. */
export function ContactDetailRoute() {
  return <RequireUser>{(user) => <ContactDetail user={user} />}</RequireUser>
}

function ContactDetail({ user }: { user: User }) {
  const { contactId = '' } = useParams()
  return (
    <AppShell user={user}>
      <ContactDetailPage key={contactId} contactId={contactId} />
    </AppShell>
  )
}
