import { Navigate, useSearchParams } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { paths } from '@/client/config/paths'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { ContactByAddressPage } from '@/client/features/contacts/components/contact-by-address-page'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /contacts/find?address= : the contact's page of an address a draft or a run names; without one, the list. */
export function ContactByAddressRoute() {
  return <RequireUser>{(user) => <ContactByAddress user={user} />}</RequireUser>
}

function ContactByAddress({ user }: { user: User }) {
  const address = useSearchParams()[0].get('address')?.trim() ?? ''
  if (!address) return <Navigate to={paths.contacts.getHref()} replace />
  return (
    <AppShell user={user}>
      <ContactByAddressPage key={address} address={address} />
    </AppShell>
  )
}
