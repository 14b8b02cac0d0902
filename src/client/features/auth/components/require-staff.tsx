import type * as React from 'react'
import type { User } from '@/shared/schemas/auth'
import { NotFound } from '@/client/components/errors/not-found'
import { RequireUser } from './require-user'

/**
 * Renders children for AgentWorks' staff (docs/product.md#back-office); anyone else signed in sees the 404 page, as the
 * back office's API answers them 404: neither says it exists. A visitor signs in first, like on any workspace page.
 */
export function RequireStaff({ children }: { children: (user: User) => React.ReactNode }) {
  return <RequireUser>{(user) => (user.staff ? children(user) : <NotFound />)}</RequireUser>
}
