import type * as React from 'react'
import { Navigate, useLocation } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { PageSpinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { useDrawnInTransition } from '@/client/hooks/use-drawn-in-transition'
import { useUser } from '../api/get-user'
import { UserLoadError } from './user-load-error'

/**
 * Renders children with the signed-in user; a visitor goes to /auth?tab=login with the page they asked for as `next`,
 * where signing in brings them back (docs/decisions/094).
 */
export function RequireUser({
  children,
  loading,
}: {
  children: (user: User) => React.ReactNode
  /** What to show while the session is checked; a page spinner by default. */
  loading?: React.ReactNode
}) {
  const userQuery = useUser()
  const location = useLocation()
  // The whole page under it is drawn once the user is known: in a transition, not in one long task.
  const drawn = useDrawnInTransition(!userQuery.isPending)
  if (!drawn || userQuery.isPending) return loading ?? <PageSpinner />
  if (userQuery.isError) return <UserLoadError onRetry={() => void userQuery.refetch()} />
  if (!userQuery.data) return <Navigate to={paths.auth.getHref('login', `${location.pathname}${location.search}`)} replace />
  return children(userQuery.data)
}
