import type * as React from 'react'
import { Navigate } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { PageSpinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { useUser } from '../api/get-user'
import { UserLoadError } from './user-load-error'

/** Renders children with the signed-in user; a visitor goes to /auth?tab=login. */
export function RequireUser({
  children,
  loadingMessage,
}: {
  children: (user: User) => React.ReactNode
  loadingMessage?: string
}) {
  const userQuery = useUser()
  if (userQuery.isPending) return <PageSpinner message={loadingMessage} />
  if (userQuery.isError) return <UserLoadError onRetry={() => void userQuery.refetch()} />
  if (!userQuery.data) return <Navigate to={paths.auth.getHref('login')} replace />
  return children(userQuery.data)
}
